import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from './command';

const SKIPPED_FOLDERS = new Set(['node_modules', '.git']);

/** Expands folders to the `*.item.json` files below them (sorted); files given by name are kept as given. */
export function expandItemPaths(inputs: string[], cwd: string): string[] {
  const files: string[] = [];
  for (const input of inputs) {
    const absolute = path.resolve(cwd, input);
    let stat;
    try {
      stat = statSync(absolute);
    } catch {
      throw new UsageError(`No such file or folder: ${input}`);
    }
    if (stat.isDirectory()) files.push(...walk(absolute).map((f) => path.join(input, path.relative(absolute, f))));
    else files.push(input);
  }
  return files;
}

function walk(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIPPED_FOLDERS.has(entry.name)) found.push(...walk(full));
    } else if (entry.name.endsWith('.item.json')) {
      found.push(full);
    }
  }
  return found;
}
