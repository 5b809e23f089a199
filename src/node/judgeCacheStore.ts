/**
 * The judge cache of the CLI and the extension alike: one small JSON file per call under a folder, shared by every
 * run on this machine (a CLI run and the editor may write the same entry at once).
 */
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { CachedCall, CacheStore } from '../core/judge/cache';

/** Writes are atomic (temp file, then rename): a reader sees the old entry or the new one, never part of one; an unreadable entry is a miss. */
export class DirectoryCacheStore implements CacheStore {
  constructor(readonly folder: string) {}

  private file(key: string): string {
    return path.join(this.folder, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<CachedCall | undefined> {
    try {
      const value = JSON.parse(await readFile(this.file(key), 'utf8')) as CachedCall;
      return typeof value.raw === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: CachedCall): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, JSON.stringify(value));
    await rename(temp, file);
  }

  async clear(): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
  }
}
