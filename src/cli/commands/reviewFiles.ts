/** Reading item folders and packets for the review commands, and writing their changes all or nothing. */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Item } from '../../core/item/types';
import { applyChange, type ItemChange, type ItemSource } from '../../core/review';
import { UsageError } from '../command';
import { expandItemPaths } from '../files';
import { readItemFile } from './itemFile';

/** An item file with the text it was read from (changes are applied to that text, keeping its formatting). */
export interface ItemFile extends ItemSource {
  text: string;
}

/** Reads every item file under the paths; an unreadable or invalid item is a usage error naming it. */
export function readItemFiles(paths: string[], cwd: string): ItemFile[] {
  return expandItemPaths(paths, cwd).map((file) => ({ file, item: readItemFile(file, cwd), text: readText(file, cwd) }));
}

/**
 * The items of a folder whose ids are wanted; other files (even broken ones) are not this command's business,
 * but a wanted item that is invalid is an error.
 */
export function readWantedItems(folder: string, wanted: Set<string>, cwd: string): ItemFile[] {
  return expandItemPaths([folder], cwd).flatMap((file) => {
    const text = readText(file, cwd);
    let id: unknown;
    try {
      id = (JSON.parse(text) as Partial<Item>).id;
    } catch {
      return [];
    }
    return typeof id === 'string' && wanted.has(id) ? [{ file, item: readItemFile(file, cwd), text }] : [];
  });
}

/** Parses a JSON file; unreadable or non-JSON is a usage error. */
export function readJsonFile(file: string, cwd: string): unknown {
  const text = readText(file, cwd);
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new UsageError(`${file}: not valid JSON (${(e as Error).message})`);
  }
}

/** The new texts of the changed item files. */
export function changedTexts(files: ItemFile[], changes: ItemChange[]): { file: string; text: string }[] {
  const byFile = new Map(files.map((f) => [f.file, f.text]));
  return changes.map((change) => ({ file: change.file, text: applyChange(byFile.get(change.file)!, change) }));
}

/**
 * Writes every file or none: each goes to a temporary file beside it first, and only when all are written
 * are they renamed into place.
 */
export function writeAll(writes: { file: string; text: string }[], cwd: string): void {
  const staged: { temp: string; target: string }[] = [];
  try {
    for (const { file, text } of writes) {
      const target = path.resolve(cwd, file);
      const temp = `${target}.${process.pid}.tmp`;
      mkdirSync(path.dirname(target), { recursive: true });
      writeFileSync(temp, text, 'utf8');
      staged.push({ temp, target });
    }
  } catch (e) {
    for (const { temp } of staged) rmSync(temp, { force: true });
    throw new UsageError(`nothing written: ${(e as Error).message}`);
  }
  for (const { temp, target } of staged) renameSync(temp, target);
}

/** Refuses to replace an existing file (a packet may hold a reviewer's answers). */
export function ensureNew(file: string, cwd: string): void {
  if (existsSync(path.resolve(cwd, file))) throw new UsageError(`${file} already exists; choose another --out`);
}

function readText(file: string, cwd: string): string {
  try {
    return readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
}
