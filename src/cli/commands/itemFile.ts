import { diagnoseItemBytes } from '../../core/item/diagnose';
import type { Item } from '../../core/item/types';
import { InputError, type CliIo } from '../command';
import { readInputBytes } from '../files';

/** Reads and parses an item file (`-`: stdin); unreadable, non-JSON or schema-invalid files are InputErrors (exit 2). */
export async function readItemFile(file: string, io: CliIo): Promise<{ item: Item; bom: boolean }> {
  const { data, parseFailed, findings, bom } = diagnoseItemBytes(await readInputBytes(file, io));
  const errors = findings.filter((f) => f.severity === 'error');
  if (parseFailed) throw new InputError(`${file}: ${errors.map((f) => f.message).join('; ')}`);
  if (errors.length) throw new InputError(`${file} has errors (run 'finbench validate ${file}'): ${errors.map((f) => f.message).join('; ')}`);
  return { item: data as Item, bom: bom === true };
}
