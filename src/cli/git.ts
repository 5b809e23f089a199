/** Reading item files from git revisions and the working tree, for the pull-request report. */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { isItemFile } from '../core/files/fileNames';
import { InputError, type CliIo } from './command';

const MAX_BUFFER = 1024 * 1024 * 1024;

/** Runs git in the folder; its output, or undefined when git says no (exit code not 0). */
function git(io: CliIo, args: string[], input?: string): string | undefined {
  const run = spawnSync('git', args, { cwd: io.cwd, encoding: 'utf8', input, maxBuffer: MAX_BUFFER });
  if (run.error) throw new InputError(`cannot run git: ${run.error.message}`);
  return run.status === 0 ? run.stdout : undefined;
}

/** The repository's top folder; an InputError when the folder is not inside a git work tree. */
export function gitTop(io: CliIo): string {
  const top = git(io, ['rev-parse', '--show-toplevel']);
  if (!top) throw new InputError(`${io.cwd} is not inside a git repository`);
  return top.trim();
}

function isShallow(io: CliIo): boolean {
  return git(io, ['rev-parse', '--is-shallow-repository'])?.trim() === 'true';
}

const SHALLOW_HINT = 'this is a shallow clone: fetch the history first (actions/checkout with fetch-depth: 0, or git fetch --unshallow)';

/** The commit a revision names; an InputError saying it does not exist (and why, in a shallow clone). */
export function commitOf(io: CliIo, rev: string): string {
  const commit = git(io, ['rev-parse', '--verify', '--quiet', '--end-of-options', `${rev}^{commit}`]);
  if (commit) return commit.trim();
  throw new InputError(`the revision '${rev}' does not exist in this repository${isShallow(io) ? `; ${SHALLOW_HINT}` : ''}`);
}

/** The merge base of HEAD with the default branch: origin/HEAD, else main, else master. */
export function defaultBase(io: CliIo): { rev: string; commit: string } {
  for (const branch of ['origin/HEAD', 'main', 'master']) {
    if (!git(io, ['rev-parse', '--verify', '--quiet', `${branch}^{commit}`])) continue;
    const base = git(io, ['merge-base', 'HEAD', branch]);
    if (base) return { rev: `merge-base(HEAD, ${branch})`, commit: base.trim() };
    throw new InputError(`HEAD and ${branch} have no common commit here${isShallow(io) ? `; ${SHALLOW_HINT}` : ''}; name the base revision`);
  }
  throw new InputError('no default branch to compare with (neither origin/HEAD, main nor master exists); name the base revision: finbench report <base> [<head>]');
}

/** Item file path (relative to the top) → blob id, at a commit. */
export function itemBlobs(io: CliIo, commit: string): Map<string, string> {
  const listing = git(io, ['ls-tree', '-r', '-z', '--full-tree', commit]) ?? '';
  const blobs = new Map<string, string>();
  for (const entry of listing.split('\0')) {
    const tab = entry.indexOf('\t');
    if (tab < 0) continue;
    const [, type, sha] = entry.slice(0, tab).split(' ');
    const file = entry.slice(tab + 1);
    if (type === 'blob' && isItemFile(file)) blobs.set(file, sha);
  }
  return blobs;
}

/** The texts of these item files at a commit (`blobs` from itemBlobs), read in one go. */
export function itemTexts(io: CliIo, blobs: Map<string, string>, files: Iterable<string>): Map<string, string> {
  const wanted = [...files].flatMap((file) => (blobs.has(file) ? [{ file, sha: blobs.get(file)! }] : []));
  return new Map(wanted.length ? readBlobs(io, wanted) : []);
}

/** Item files whose text in the working tree may differ from the commit's: changed, deleted or untracked ones. */
export function changedInWorkTree(io: CliIo, top: string, commit: string): Set<string> {
  const at = { ...io, cwd: top };
  const changed = git(at, ['diff', '--name-only', '-z', '--no-renames', commit, '--']) ?? '';
  const untracked = git(at, ['ls-files', '-z', '--others', '--exclude-standard']) ?? '';
  return new Set([...changed.split('\0'), ...untracked.split('\0')].filter(isItemFile));
}

/** Every blob in one `git cat-file --batch` (its output: "<sha> blob <size>\n<bytes>\n" per object). */
function readBlobs(io: CliIo, blobs: { file: string; sha: string }[]): [string, string][] {
  const run = spawnSync('git', ['cat-file', '--batch'], { cwd: io.cwd, input: blobs.map((b) => b.sha).join('\n') + '\n', maxBuffer: MAX_BUFFER });
  if (run.status !== 0) throw new InputError(`git could not read the item files: ${run.stderr.toString().trim()}`);
  const out = run.stdout;
  const texts: [string, string][] = [];
  let at = 0;
  for (const blob of blobs) {
    const end = out.indexOf(10, at);
    const size = Number(out.toString('latin1', at, end).split(' ')[2]);
    texts.push([blob.file, out.toString('utf8', end + 1, end + 1 + size)]);
    at = end + 1 + size + 1;
  }
  return texts;
}

/** The working tree's texts of these item files (relative to the top); a file that is gone is left out. */
export function workTreeTexts(top: string, files: Iterable<string>): Map<string, string> {
  const texts = new Map<string, string>();
  for (const file of files) {
    try {
      texts.set(file, readFileSync(path.join(top, file), 'utf8'));
    } catch {
      // Deleted in the working tree: it is gone from this version.
    }
  }
  return texts;
}
