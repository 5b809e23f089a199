import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../repoRoot';

export { repoRoot };

export function readJson<T = unknown>(relative: string): T {
  return JSON.parse(readFileSync(path.join(repoRoot, relative), 'utf8')) as T;
}

/** Every sample item file: [name, parsed item]. */
export function sampleItems(): [string, Record<string, unknown>][] {
  const dir = path.join(repoRoot, 'samples/dataset');
  return readdirSync(dir)
    .filter((f) => f.endsWith('.item.json'))
    .map((f) => [f, JSON.parse(readFileSync(path.join(dir, f), 'utf8'))]);
}

export function clone<T>(value: T): T {
  return structuredClone(value);
}
