import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, openSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import quietSettings from './code-server-settings.json';

/** A running code-server (real VS Code in the browser, Node extension host), for the tests and `scripts/start.sh`. */
export interface CodeServer {
  /** e.g. 127.0.0.1:40123 */
  host: string;
  /** Where the server's own log goes. */
  logFile: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** Scratch folder for the server's profile, extensions and log. */
  workDir: string;
  /** host:port to listen on; a free port on 127.0.0.1 when absent. */
  bind?: string;
  /** Extra arguments for the server, e.g. the folder to open. */
  extraArgs?: string[];
  /** Keep workspace trust on (folders open in restricted mode, without a prompt); off by default. */
  workspaceTrust?: boolean;
}

export function codeServerEntry(): string {
  const entry = process.env.CODE_SERVER_ENTRY;
  if (!entry) throw new Error('CODE_SERVER_ENTRY is not set: run through scripts/test.sh or scripts/start.sh');
  return entry;
}

/** Profile folders and the quiet, offline user settings. */
export function profileArgs(workDir: string, settings: Record<string, unknown> = {}): string[] {
  const userData = path.join(workDir, 'user-data');
  mkdirSync(path.join(userData, 'User'), { recursive: true });
  mkdirSync(path.join(workDir, 'extensions'), { recursive: true });
  writeFileSync(path.join(userData, 'User/settings.json'), JSON.stringify({ ...quietSettings, ...settings }, null, 2));
  return ['--user-data-dir', userData, '--extensions-dir', path.join(workDir, 'extensions')];
}

export function serverEnv(workDir: string): NodeJS.ProcessEnv {
  // Without its own XDG folders code-server writes ~/.config/code-server/config.yaml.
  return {
    ...process.env,
    // No extension gallery: code-server's default (open-vsx.org) is asked from the browser and the server when a file
    // opens (recommendations for its type), and this machine cannot reach it; the setting
    // `extensions.gallery.serviceUrl` does not turn it off in code-server, this does.
    EXTENSIONS_GALLERY: '{}',
    XDG_CONFIG_HOME: path.join(workDir, 'xdg/config'),
    XDG_DATA_HOME: path.join(workDir, 'xdg/data'),
    XDG_CACHE_HOME: path.join(workDir, 'xdg/cache'),
  };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startCodeServer({ workDir, bind, extraArgs = [], workspaceTrust = false }: StartOptions): Promise<CodeServer> {
  mkdirSync(workDir, { recursive: true });
  const host = bind ?? `127.0.0.1:${await freePort()}`;
  const logFile = path.join(workDir, 'code-server.log');
  const out = openSync(logFile, 'w');
  const child: ChildProcess = spawn(
    process.execPath,
    [
      codeServerEntry(),
      '--bind-addr', host,
      '--auth', 'none',
      '--disable-telemetry',
      '--disable-update-check',
      ...(workspaceTrust ? [] : ['--disable-workspace-trust']),
      '--disable-getting-started-override',
      // Lets a test page run an extension test suite and report its exit code (what test-electron does on a desktop).
      '--vscode-option', 'enable-smoke-test-driver',
      ...profileArgs(workDir, workspaceTrust ? { 'security.workspace.trust.enabled': true, 'security.workspace.trust.startupPrompt': 'never' } : {}),
      ...extraArgs,
    ],
    { env: serverEnv(workDir), stdio: ['ignore', out, out] },
  );
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`code-server exited with ${child.exitCode}; see ${logFile}`);
    try {
      if ((await fetch(`http://${host}/healthz`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`code-server did not answer /healthz within 60 s; see ${logFile}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    host,
    logFile,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(timer);
    },
  };
}
