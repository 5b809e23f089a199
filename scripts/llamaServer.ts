/**
 * A real OpenAI-compatible server for the judge's tests: llama.cpp's llama-server (built once per machine by
 * ensure_llama_server in scripts/toolchain.sh) on 127.0.0.1, serving a tiny random-weight model with a real Qwen2
 * tokenizer that scripts/tinyModel.py writes (cached beside the binary). Its verdicts are meaningless: plumbing only.
 * scripts/serveLlama.ts runs one for a whole test run.
 */
import { execFile, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, openSync, readFileSync } from 'node:fs';
import { homedir, tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { repoRoot as root } from '../test/repoRoot';
import { freePort } from './codeServer';

/** The name the server answers as, whatever model a request names. */
export const TINY_MODEL = 'tiny-judge';

export interface LlamaServer {
  /** e.g. http://127.0.0.1:40123/v1 */
  baseURL: string;
  logFile: string;
  /** Stops it (SIGTERM, then SIGKILL after 5 s) and waits for it to exit. */
  stop(): Promise<void>;
  /** Kills it at once, as a crash would. */
  kill(): Promise<void>;
  /** Lets this process exit while the server runs (it is then killed on exit). */
  unref(): void;
}

export interface LlamaServerOptions {
  /** With a key the server answers 401 to any request without it; without, it ignores keys. */
  apiKey?: string;
  /** Where the server's log goes (a temporary folder by default). */
  workDir?: string;
}

/** Where ensure_llama_server put the binary, gguf-py and the vocab file: $LLAMA_SERVER_HOME, else the toolchain cache. */
export function llamaServerHome(): string {
  if (process.env.LLAMA_SERVER_HOME) return process.env.LLAMA_SERVER_HOME;
  const version = /^LLAMA_SERVER_PACKAGE_VERSION=(\S+)$/m.exec(readFileSync(path.join(root, 'scripts/toolchain.sh'), 'utf8'))?.[1];
  const tools = process.env.FINBENCH_TOOLS ?? path.join(homedir(), '.cache', 'finbench-studio');
  return path.join(tools, `llama-server-${version}`);
}

/** The tiny model, written once per version of scripts/tinyModel.py (about 45 MB). */
export async function tinyModel(home = llamaServerHome()): Promise<string> {
  const script = path.join(root, 'scripts/tinyModel.py');
  const version = createHash('sha256').update(readFileSync(script)).digest('hex').slice(0, 12);
  const file = path.join(home, 'models', `tiny-judge-${version}.gguf`);
  if (!existsSync(file)) await promisify(execFile)('python3', [script, home, file], { maxBuffer: 16 << 20 });
  return file;
}

export async function startLlamaServer(options: LlamaServerOptions = {}): Promise<LlamaServer> {
  const home = llamaServerHome();
  const binary = path.join(home, 'bin', 'llama-server');
  if (!existsSync(path.join(home, '.installed'))) throw new Error(`llama-server is not built yet (${binary}): run scripts/test.sh, or source scripts/toolchain.sh and call ensure_llama_server`);
  const model = await tinyModel(home);
  const port = await freePort();
  const workDir = options.workDir ?? path.join(tmpdir(), 'finbench-llama');
  mkdirSync(workDir, { recursive: true });
  const logFile = path.join(workDir, `llama-server-${port}.log`);
  const args = ['--model', model, '--alias', TINY_MODEL, '--host', '127.0.0.1', '--port', String(port), '-c', '4096', '-np', '4', '-t', '2', ...(options.apiKey ? ['--api-key', options.apiKey] : [])];
  const child = spawn(binary, args, { stdio: ['ignore', openSync(logFile, 'w'), openSync(logFile, 'a')] });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const host = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) throw new Error(`llama-server exited before it was ready; see ${logFile}`);
    try {
      if ((await fetch(`${host}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`llama-server did not answer /health within 120 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  const stopWith = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  };
  return {
    baseURL: `${host}/v1`,
    logFile,
    stop: () => stopWith('SIGTERM'),
    kill: () => stopWith('SIGKILL'),
    unref: () => {
      child.unref();
      process.once('exit', () => child.kill('SIGKILL'));
    },
  };
}

/** The run's shared server: the one scripts/test.sh started ($FINBENCH_LLAMA_URL), else one started now and stopped at exit. */
export async function sharedLlamaServer(): Promise<{ baseURL: string }> {
  const given = process.env.FINBENCH_LLAMA_URL;
  if (given) return { baseURL: given };
  const server = await startLlamaServer();
  process.env.FINBENCH_LLAMA_URL = server.baseURL;
  server.unref();
  return server;
}
