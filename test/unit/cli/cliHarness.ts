import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runCli } from '../../../src/cli/main';
import { repoRoot } from '../helpers';

export interface CliRun {
  code: number;
  out: string;
  err: string;
}

/** Runs the CLI in-process; `stdin` is what `-` reads. */
export async function cliIn(cwd: string, argv: string[], stdin?: string | Uint8Array): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const io = { cwd, out: (t: string) => out.push(t), err: (t: string) => err.push(t), stdin: stdin === undefined ? undefined : [Buffer.from(stdin)] };
  const code = await runCli(argv, io);
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** A fresh temporary folder holding `files` (text or bytes). */
export function folderWith(files: Record<string, string | Uint8Array> = {}): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'finbench-hostile-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

/** A named pipe (nobody ever writes to it: reading it would wait forever). */
export function fifo(dir: string, name: string): string {
  const file = path.join(dir, name);
  execFileSync('mkfifo', [file]);
  return file;
}

export const FIXTURE = path.join(repoRoot, 'test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl');
export const SAMPLE_ITEM = path.join(repoRoot, 'samples/dataset/t2-global-sbux-assets.item.json');

/** No line of the output looks like a stack frame. */
export function hasStackTrace(text: string): boolean {
  return /\n\s+at .+[(:]\d+/.test(text) || /^\s+at /m.test(text);
}
