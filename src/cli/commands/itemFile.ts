import { readFileSync } from 'node:fs';
import path from 'node:path';
import { diagnoseItemText } from '../../core/item/diagnose';
import type { Item } from '../../core/item/types';
import { UsageError } from '../command';

/** Reads and parses an item file; unreadable, non-JSON or schema-invalid files are usage errors (exit 2). */
export function readItemFile(file: string, cwd: string): Item {
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    throw new UsageError(`cannot read ${file} (${(e as NodeJS.ErrnoException).code ?? e})`);
  }
  const { data, parseFailed, findings } = diagnoseItemText(text);
  const errors = findings.filter((f) => f.severity === 'error');
  if (parseFailed) throw new UsageError(`${file}: ${errors[0]?.message ?? 'not valid JSON'}`);
  if (errors.length) throw new UsageError(`${file} has errors (run 'finbench validate ${file}'): ${errors.map((f) => f.message).join('; ')}`);
  return data as Item;
}
