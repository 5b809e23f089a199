/** Reading item folders and packets for the review commands, and the texts of their changes. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { problemFinding } from '../../core/diagnose/diagnose';
import { decodeJsonBytes, readJsonText } from '../../core/json/read';
import { isPlainObject } from '../../core/json/path';
import { lineColumn } from '../../core/json/text';
import { applyChange, type ItemChange, type ItemSource } from '../../core/review';
import { InputError, type CliIo } from '../command';
import { expandItemPaths, readableItemPaths, readInputBytes, readInputText, type OutputFile } from '../files';
import { itemFromBytes } from './itemFile';

/** An item file with the text it was read from (changes are applied to that text, keeping its formatting and BOM). */
export interface ItemFile extends ItemSource {
  text: string;
  bom: boolean;
}

/** Reads every item file under the paths; an unreadable or invalid item is an InputError naming it. */
export async function readItemFiles(paths: string[], io: CliIo): Promise<ItemFile[]> {
  const files: ItemFile[] = [];
  for (const file of readableItemPaths(expandItemPaths(paths, io))) files.push({ file, ...itemFromBytes(file, await readInputBytes(file, io)) });
  return files;
}

/**
 * The items of a folder whose ids are wanted, or whose text names one of `words` (a packet id in their history);
 * other files (even broken ones) are not this command's business, but a wanted item that is invalid is an error.
 */
export async function readWantedItems(folder: string, wanted: Set<string>, io: CliIo, words: readonly string[] = []): Promise<ItemFile[]> {
  const files: ItemFile[] = [];
  for (const file of readableItemPaths(expandItemPaths([folder], io))) {
    const bytes = await readInputBytes(file, io);
    const decoded = decodeJsonBytes(bytes);
    if (decoded.problem) continue;
    const data = readJsonText(decoded.text).value;
    const id = isPlainObject(data) ? data.id : undefined;
    const named = (typeof id === 'string' && wanted.has(id)) || words.some((word) => decoded.text.includes(`"${word}"`));
    if (named) files.push({ file, ...itemFromBytes(file, bytes) });
  }
  return files;
}

/**
 * Parses a JSON input file (`-`: stdin); unreadable, larger than `maxBytes`, not JSON or with duplicate keys is an
 * InputError naming the first problem and its place.
 */
export async function readJsonFile(file: string, io: CliIo, maxBytes?: number): Promise<unknown> {
  const { text } = await readInputText(file, io);
  const bytes = Buffer.byteLength(text);
  if (maxBytes !== undefined && bytes > maxBytes) {
    throw new InputError(`${file}: ${(bytes / 1024 / 1024).toFixed(1)} MB is larger than the ${maxBytes / 1024 / 1024} MB a review packet may be; refused, nothing written`);
  }
  const parsed = readJsonText(text);
  const problem = parsed.problems[0];
  if (problem) {
    const { line, column } = lineColumn(text, problem.span.offset);
    throw new InputError(`${file}:${line}:${column}: ${problemFinding(problem, 'en').message}`);
  }
  return parsed.value;
}

/** The new contents of the changed item files (a file's BOM is kept). */
export function changedFiles(files: ItemFile[], changes: ItemChange[]): OutputFile[] {
  const byFile = new Map(files.map((f) => [f.file, f]));
  return changes.map((change) => {
    const { text, bom } = byFile.get(change.file)!;
    return { file: change.file, content: `${bom ? '\uFEFF' : ''}${applyChange(text, change)}` };
  });
}

/** Refuses to replace an existing file (a packet may hold a reviewer's answers). */
export function ensureNew(file: string, io: CliIo): void {
  if (existsSync(path.resolve(io.cwd, file))) throw new InputError(`${file} already exists; choose another --out`);
}
