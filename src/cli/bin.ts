#!/usr/bin/env node
// The `finbench` executable: wires runCli to this process (kept apart so tests can import runCli freely).
import type { CliIo } from './command';
import { runCli } from './main';

// A reader that stops early (`finbench … | head -c1`) closes the pipe: stop writing, keep the command's exit code.
let stdoutClosed = false;
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code !== 'EPIPE') throw e;
  stdoutClosed = true;
});

const io: CliIo = {
  cwd: process.cwd(),
  out: (text) => {
    if (!stdoutClosed) process.stdout.write(`${text}\n`);
  },
  err: (text) => process.stderr.write(`${text}\n`),
  // process.stdin is touched only when `-` is read.
  stdin: { [Symbol.asyncIterator]: () => process.stdin[Symbol.asyncIterator]() },
};
void runCli(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
