// The `finbench` executable: wires runCli to this process (kept apart so tests can import runCli freely).
import type { CliIo } from './command';
import { runCli } from './main';

/**
 * Writes lines to a stream until its reader goes away (`finbench … | head -c1` closes the pipe): then writing
 * stops quietly and the command's exit code stays what it was.
 */
function lineWriter(stream: NodeJS.WriteStream): (text: string) => void {
  let closed = false;
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code !== 'EPIPE') throw e;
    closed = true;
  });
  return (text) => {
    if (!closed) stream.write(`${text}\n`);
  };
}

const io: CliIo = {
  cwd: process.cwd(),
  out: lineWriter(process.stdout),
  err: lineWriter(process.stderr),
  // process.stdin is touched only when `-` is read.
  stdin: { [Symbol.asyncIterator]: () => process.stdin[Symbol.asyncIterator]() },
};
void runCli(process.argv.slice(2), io).then((code) => {
  process.exitCode = code;
});
