/**
 * The files of a local folder tree whose names pass `wanted`, skipping the paths (relative to the root,
 * with `/`) that match `exclude` globs, as `files.exclude` does: a matching folder is not entered. Plain Node, no `vscode`.
 */
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import picomatch from 'picomatch';

/** Whether a path relative to a workspace folder (with `/`) is excluded. */
export type ExcludeMatcher = (relative: string) => boolean;

/** A matcher of exclude globs (as `files.exclude` and `finbench.validation.exclude` hold them). */
export function excludeMatcher(globs: readonly string[]): ExcludeMatcher {
  return globs.length ? picomatch([...globs], { dot: true }) : () => false;
}

/** Absolute paths of the matching files under `root`; `stop()` ends the walk early. */
export async function findLocalFiles(root: string, wanted: (name: string) => boolean, excluded: ExcludeMatcher, stop: () => boolean = () => false): Promise<string[]> {
  const found: string[] = [];
  // Joined by hand: path.join normalises every one of 10,000 paths again.
  const base = root.endsWith(path.sep) ? root : `${root}${path.sep}`;
  const walk = async (relative: string): Promise<void> => {
    if (stop()) return;
    let entries;
    try {
      entries = await readdir(path.join(root, relative), { withFileTypes: true });
    } catch {
      return; // removed or unreadable since it was listed
    }
    const folders: string[] = [];
    for (const entry of entries) {
      // Linked folders are not followed (a link may point back up the tree); linked files are checked like others.
      const folder = entry.isDirectory();
      // Other files are never matched against the exclude globs: most of a workspace's files are not items.
      if (!folder && !wanted(entry.name)) continue;
      const child = relative ? `${relative}/${entry.name}` : entry.name;
      if (excluded(child)) continue;
      if (folder) folders.push(child);
      else found.push(`${base}${path.sep === '/' ? child : child.replaceAll('/', path.sep)}`);
    }
    await Promise.all(folders.map(walk));
  };
  await walk('');
  return found;
}
