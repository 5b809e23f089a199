/**
 * Reading a regular file whole in four system calls (open, fstat, read, close), into a buffer a thread reuses file
 * after file: what `finbench validate` and the workspace scan do for every file they check.
 */
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** A buffer one thread reads file after file into, so that reading many files allocates (and collects) almost nothing. */
export interface ReadBuffer {
  buffer: Buffer;
}

/** The path names something other than a regular file (a folder, a FIFO, a device…): nothing was read. */
export class NotRegularFile extends Error {
  constructor(readonly stat: Stats) {
    super('not a regular file');
  }
}

/** The file, or what was read of it, is larger than the limit. */
export class FileTooLarge extends Error {
  constructor() {
    super('larger than the limit');
  }
}

const FIRST_CHUNK = 64 * 1024;

/**
 * A regular file's bytes and its fstat taken before they were read (a file changed meanwhile keeps its older time);
 * throws NotRegularFile, FileTooLarge, or the file system's error. With `reuse`, the bytes live in its buffer and
 * stay valid only until the next read into it.
 */
export function readRegularFile(file: string, limit: number, reuse?: ReadBuffer): { bytes: Uint8Array; stat: Stats } {
  // Non-blocking, so that opening a FIFO returns at once (and is then refused) instead of waiting for a writer.
  const fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK);
  try {
    const stat = fstatSync(fd);
    if (!stat.isFile()) throw new NotRegularFile(stat);
    if (stat.size > limit) throw new FileTooLarge();
    // One byte more than the size says, so that reading to the end needs no second buffer.
    const wanted = Math.min(stat.size, limit) + 1;
    if (reuse && reuse.buffer.length < wanted) reuse.buffer = Buffer.allocUnsafe(Math.max(wanted, reuse.buffer.length * 2));
    let buffer = reuse ? reuse.buffer : Buffer.allocUnsafe(wanted);
    let length = 0;
    // Read to the end, whatever the size said (files under /proc say 0), but never past the limit.
    for (;;) {
      if (length === buffer.length) {
        if (length > limit) throw new FileTooLarge();
        const bigger = Buffer.allocUnsafe(Math.min(Math.max(length * 2, FIRST_CHUNK), limit + 1));
        buffer.copy(bigger, 0, 0, length);
        buffer = bigger;
      }
      const wantedNow = buffer.length - length;
      const n = readSync(fd, buffer, length, wantedNow, null);
      if (n === 0) break;
      length += n;
      // A regular file reads short only at its end: when that end is the size fstat gave, no read is needed to find it
      // (files that say size 0, as under /proc, and files whose size changed are read until a read returns nothing).
      if (n < wantedNow && length === stat.size) break;
    }
    if (length > limit) throw new FileTooLarge();
    return { bytes: buffer.subarray(0, length), stat };
  } finally {
    closeSync(fd);
  }
}
