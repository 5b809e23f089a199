/**
 * `finbench validate --cache`: reports of earlier runs, reused for a file whose identity has not changed since.
 * The identity is device, inode, size and the modification and change times to the nanosecond: any write to
 * a file (or any restoring of its modification time) moves its change time, which no user can set. Reports
 * are also tied to the running build: a new version of the checks starts from an empty cache.
 */
import { createHash } from 'node:crypto';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { InputError, type CliIo } from './command';
import { readInputText, STDIN, writeFilesAllOrNothing, type ItemPath } from './files';
import type { FileError, FileReport } from './validateFiles';

export const DEFAULT_CACHE_FILE = '.finbench-cache.json';

type Entry = [identity: string, errors: FileError[]];

interface CacheFile {
  build: string;
  files: Record<string, Entry>;
}

/** The identity of a file now; undefined when it cannot be read (such files are never cached). */
function identityOf(absolute: string): string | undefined {
  try {
    const s = statSync(absolute, { bigint: true });
    return s.isFile() ? `${s.dev}:${s.ino}:${s.size}:${s.mtimeNs}:${s.ctimeNs}` : undefined;
  } catch {
    return undefined;
  }
}

let buildHash: string | undefined;
/** A hash of the running bundle: the schema, rules, lint and messages that made the reports. */
function currentBuild(): string {
  buildHash ??= createHash('sha256').update(readFileSync(__filename)).digest('hex');
  return buildHash;
}

async function load(cacheFile: string, io: CliIo): Promise<Record<string, Entry>> {
  try {
    const parsed = JSON.parse((await readInputText(cacheFile, io)).text) as CacheFile;
    return parsed.build === currentBuild() && typeof parsed.files === 'object' && parsed.files !== null ? parsed.files : {};
  } catch (e) {
    // A missing, unreadable or damaged cache only means checking everything again.
    if (e instanceof InputError || e instanceof SyntaxError) return {};
    throw e;
  }
}

/**
 * Reports for `paths` in order: cached ones where the file is unchanged, `check(misses)` for the rest; the
 * cache file is then rewritten (all or nothing) with this run's reports.
 */
export async function withValidateCache(
  paths: ItemPath[],
  cacheFile: string,
  io: CliIo,
  check: (misses: ItemPath[]) => Promise<FileReport[]>,
): Promise<FileReport[]> {
  const files = await load(cacheFile, io);
  const keyed = paths.map((p) => {
    const absolute = path.resolve(io.cwd, p.file);
    const identity = p.error || p.file === STDIN ? undefined : identityOf(absolute);
    const entry = identity ? files[absolute] : undefined;
    const hit = Array.isArray(entry) && entry[0] === identity && Array.isArray(entry[1]) ? entry[1] : undefined;
    return { path: p, absolute, identity, hit };
  });
  const fresh = await check(keyed.filter((k) => !k.hit).map((k) => k.path));
  let next = 0;
  const reports = keyed.map((k) => (k.hit ? { file: k.path.file, errors: k.hit } : fresh[next++]));
  let changed = false;
  keyed.forEach((k, i) => {
    if (k.identity && !k.hit && !reports[i].errors.some((e) => e.code === 'file.read')) {
      files[k.absolute] = [k.identity, reports[i].errors];
      changed = true;
    }
  });
  if (changed) writeFilesAllOrNothing([{ file: cacheFile, content: JSON.stringify({ build: currentBuild(), files } satisfies CacheFile) }], io);
  return reports;
}
