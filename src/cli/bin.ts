#!/usr/bin/env node
// The `finbench` executable: wires runCli to this process (kept apart so tests can import runCli freely).
import type { CliIo } from './command';
import { runCli } from './main';

const io: CliIo = {
  cwd: process.cwd(),
  out: (text) => process.stdout.write(`${text}\n`),
  err: (text) => process.stderr.write(`${text}\n`),
};
runCli(process.argv.slice(2), io).then(
  (code) => {
    process.exitCode = code;
  },
  (e) => {
    process.stderr.write(`finbench: internal error: ${(e as Error).stack ?? e}\n`);
    process.exitCode = 2;
  },
);
