/** Reading inputs and writing outputs for every command: regular files only, size-limited, `-` as stdin, all-or-nothing writes. */
import { lstatSync, mkdirSync, readdirSync, renameSync, rmSync, statSync, writeFileSync, type Stats } from 'node:fs';
import path from 'node:path';
import { isItemFile } from '../core/files/fileNames';
import { decodeJsonBytes, DEFAULT_MAX_FILE_BYTES } from '../core/json/read';
import { problemFinding } from '../core/diagnose/diagnose';
import { FileTooLarge, NotRegularFile, readRegularFile as readWholeFile, type ReadBuffer } from '../node/regularFile';
import { InputError, type CliIo } from './command';

/** The name that reads standard input. */
export const STDIN = '-';
const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** A file's bytes (or stdin's, for `-`); refuses what is not a regular file and what exceeds the size limit. */
export async function readInputBytes(name: string, io: CliIo): Promise<Uint8Array> {
  if (name === STDIN) return readStdin(io, io.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES);
  return readFileBytes(name, io);
}

/**
 * A regular file's bytes, as readInputBytes reads them (not `-`). With `reuse`, the bytes live in its buffer
 * and stay valid only until the next read into it.
 */
export function readFileBytes(name: string, io: CliIo, reuse?: ReadBuffer): Uint8Array {
  return readRegularFile(path.resolve(io.cwd, name), name, io.maxFileBytes ?? DEFAULT_MAX_FILE_BYTES, reuse);
}

/** A file's text, which must be UTF-8 (a leading BOM is dropped and reported). */
export async function readInputText(name: string, io: CliIo): Promise<{ text: string; bom: boolean }> {
  const decoded = decodeJsonBytes(await readInputBytes(name, io));
  if (decoded.problem) throw new InputError(`${name}: ${problemFinding(decoded.problem, 'en').message}`);
  return decoded;
}

function readRegularFile(absolute: string, shown: string, limit: number, reuse?: ReadBuffer): Uint8Array {
  try {
    return readWholeFile(absolute, limit, reuse).bytes;
  } catch (e) {
    if (e instanceof NotRegularFile) throw new InputError(`cannot read ${shown}: ${kindOf(e.stat)}, not a regular file`);
    if (e instanceof FileTooLarge) throw tooLarge(shown, limit);
    throw new InputError(`cannot read ${shown}: ${describeFsError(e)}`);
  }
}

async function readStdin(io: CliIo, limit: number): Promise<Uint8Array> {
  if (!io.stdin) throw new InputError("'-' (standard input) cannot be read here");
  const chunks: Uint8Array[] = [];
  let length = 0;
  for await (const chunk of io.stdin) {
    length += chunk.length;
    if (length > limit) throw tooLarge('standard input', limit);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks, length);
}

function tooLarge(shown: string, limit: number): InputError {
  return new InputError(`cannot read ${shown}: larger than the ${megabytes(limit)} MB limit (raise it with --max-file-size <MB>)`);
}

function megabytes(bytes: number): string {
  return String(Math.round((bytes / 1024 / 1024) * 100) / 100);
}

function kindOf(stat: Stats): string {
  if (stat.isDirectory()) return 'a folder';
  if (stat.isFIFO()) return 'a named pipe (FIFO)';
  if (stat.isCharacterDevice() || stat.isBlockDevice()) return 'a device';
  if (stat.isSocket()) return 'a socket';
  return 'a special file';
}

const FS_ERRORS: Record<string, string> = {
  ENOENT: 'no such file or folder',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  EISDIR: 'it is a folder',
  ENOTDIR: 'a part of the path is a file, not a folder',
  ENOSPC: 'no space left on the device',
  EDQUOT: 'disk quota exceeded',
  EFBIG: 'the file would be too large for the file system or the process limit',
  EROFS: 'read-only file system',
  ELOOP: 'too many levels of symbolic links',
  ENAMETOOLONG: 'the name is too long',
  EEXIST: 'it already exists',
  EMFILE: 'too many open files',
  EIO: 'input/output error',
};

/** One line for a file system error: what it means and its code. */
export function describeFsError(e: unknown): string {
  const code = (e as NodeJS.ErrnoException)?.code;
  if (code && FS_ERRORS[code]) return `${FS_ERRORS[code]} (${code})`;
  return code ?? (e instanceof Error ? e.message : String(e));
}

/** A path given on the command line, or an item file found below a folder; `error` when it cannot be read. */
export interface ItemPath {
  file: string;
  error?: string;
}

/**
 * Expands folders to the `*.item.json` files below them (sorted); files given by name (and `-`) are kept as given.
 * Symbolic links to folders are not followed (no cycles); a folder that cannot be listed is an entry with an error.
 */
export function expandItemPaths(inputs: string[], io: CliIo): ItemPath[] {
  const found: ItemPath[] = [];
  for (const input of inputs) {
    if (input === STDIN) {
      found.push({ file: input });
      continue;
    }
    const absolute = path.resolve(io.cwd, input);
    let stat;
    try {
      stat = statSync(absolute);
    } catch (e) {
      found.push({ file: input, error: `cannot read ${input}: ${describeFsError(e)}` });
      continue;
    }
    if (stat.isDirectory()) walk(absolute, input, found);
    else found.push({ file: input });
  }
  return found;
}

function walk(dir: string, shown: string, found: ItemPath[]) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch (e) {
    found.push({ file: shown, error: `cannot read the folder ${shown}: ${describeFsError(e)}` });
    return;
  }
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) walk(path.join(dir, entry.name), path.join(shown, entry.name), found);
    } else if (isItemFile(entry.name)) {
      found.push({ file: path.join(shown, entry.name) });
    }
  }
}

/** The files of expanded paths; the first unreadable one is an InputError (for commands that need every input). */
export function readableItemPaths(paths: ItemPath[]): string[] {
  const bad = paths.find((p) => p.error);
  if (bad) throw new InputError(bad.error);
  return paths.map((p) => p.file);
}

/** Creates the folder (and its parents) unless it exists; an InputError naming it when it cannot be a folder. */
export function ensureFolder(dir: string, io: CliIo) {
  const absolute = path.resolve(io.cwd, dir);
  try {
    mkdirSync(absolute, { recursive: true });
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const reason = code === 'EEXIST' ? 'it is a file, not a folder' : describeFsError(e);
    throw new InputError(`cannot create the folder ${dir}: ${reason}`);
  }
}

/** One file to write: `file` as the user named it (relative to io.cwd). */
export interface OutputFile {
  file: string;
  content: string | Uint8Array;
}

/**
 * Writes every file or none: each goes to a temporary file beside it, then all are renamed into place.
 * Refuses (before writing anything) a target that is a symbolic link, a folder or any other non-regular file.
 */
export function writeFilesAllOrNothing(outputs: OutputFile[], io: CliIo) {
  const targets = outputs.map((o) => ({ ...o, absolute: path.resolve(io.cwd, o.file) }));
  for (const t of targets) refuseUnsafeTarget(t.absolute, t.file);
  const written: { temp: string; absolute: string; file: string }[] = [];
  const cleanUp = () => written.forEach((w) => rmSync(w.temp, { force: true }));
  for (const t of targets) {
    const temp = path.join(path.dirname(t.absolute), `.${path.basename(t.absolute)}.${process.pid}.${written.length}.tmp`);
    try {
      // 'wx': a name that appeared in the meantime (even a symbolic link) is never followed or overwritten.
      writeFileSync(temp, t.content, { flag: 'wx' });
      written.push({ temp, absolute: t.absolute, file: t.file });
    } catch (e) {
      rmSync(temp, { force: true });
      cleanUp();
      throw new InputError(`cannot write ${t.file}: ${describeFsError(e)}; nothing was written`);
    }
  }
  for (const [i, w] of written.entries()) {
    try {
      renameSync(w.temp, w.absolute);
    } catch (e) {
      written.slice(i).forEach((rest) => rmSync(rest.temp, { force: true }));
      throw new InputError(`cannot write ${w.file}: ${describeFsError(e)}${i ? `; ${i} of ${written.length} files ${i === 1 ? 'was' : 'were'} written` : '; nothing was written'}`);
    }
  }
}

function refuseUnsafeTarget(absolute: string, shown: string) {
  let stat;
  try {
    stat = lstatSync(absolute);
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') return;
    throw new InputError(`cannot write ${shown}: ${describeFsError(e)}; nothing was written`);
  }
  if (stat.isSymbolicLink()) throw new InputError(`refusing to write ${shown}: it is a symbolic link (its target would be overwritten); nothing was written`);
  if (!stat.isFile()) throw new InputError(`cannot write ${shown}: it is ${kindOf(stat)}; nothing was written`);
}

/** Whether two paths name the same existing file (through links too). */
export function sameFile(a: string, b: string, io: CliIo): boolean {
  try {
    const x = statSync(path.resolve(io.cwd, a));
    const y = statSync(path.resolve(io.cwd, b));
    return x.dev === y.dev && x.ino === y.ino;
  } catch {
    return false;
  }
}
