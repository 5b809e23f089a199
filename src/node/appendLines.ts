/** Appending whole lines to a record file without following symbolic links (the judge run record of the CLI and the extension). */
import { constants } from 'node:fs';
import { lstat, mkdir, open, realpath } from 'node:fs/promises';
import path from 'node:path';

/** Why a record file was refused before anything was written. */
export class UnsafeAppendTarget extends Error {
  /** `folder`: the folder the file had to stay in, when it left it. */
  constructor(readonly file: string, readonly folder?: string) {
    super(folder === undefined
      ? `refusing to append to ${file}: it is a symbolic link (its target would be written); nothing was written`
      : `refusing to append to ${file}: a symbolic link leads it outside ${folder}; nothing was written`);
  }
}

/**
 * Appends `text` to `file` in one write (O_APPEND: lines written at the same time by other processes do not interleave),
 * creating its folders. Refuses a file that is a symbolic link and, with `inside`, a file whose nearest existing folder
 * resolves (through links) outside the real path of `inside`.
 */
export async function appendLines(file: string, text: string, inside?: string): Promise<void> {
  if (inside !== undefined) await refuseOutside(file, inside);
  await mkdir(path.dirname(file), { recursive: true });
  const link = await lstat(file).then((s) => s.isSymbolicLink(), (e: NodeJS.ErrnoException) => { if (e.code === 'ENOENT') return false; throw e; });
  if (link) throw new UnsafeAppendTarget(file);
  // O_NOFOLLOW: a link put in place after the check is not followed either (where the platform has the flag).
  const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | (constants.O_NOFOLLOW ?? 0), 0o666)
    .catch((e: NodeJS.ErrnoException) => { throw e.code === 'ELOOP' ? new UnsafeAppendTarget(file) : e; });
  try {
    await handle.write(text, null, 'utf8');
  } finally {
    await handle.close();
  }
}

/** Throws UnsafeAppendTarget when the nearest existing folder of `file` resolves (through links) outside `inside`. */
export async function refuseOutside(file: string, inside: string): Promise<void> {
  const root = await realpath(inside);
  let existing = path.dirname(file);
  for (;;) {
    try {
      existing = await realpath(existing);
      break;
    } catch (e) {
      const parent = path.dirname(existing);
      if ((e as NodeJS.ErrnoException).code !== 'ENOENT' || parent === existing) throw e;
      existing = parent;
    }
  }
  const relative = path.relative(root, existing);
  if (relative === '..' || relative.startsWith(`..${path.sep}`) || path.isAbsolute(relative)) throw new UnsafeAppendTarget(file, inside);
}
