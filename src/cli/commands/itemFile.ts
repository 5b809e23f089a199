import { diagnoseFileBytes, itemFiles } from '../../core/files/fileKinds';
import type { Item } from '../../core/item/types';
import { InputError, type CliIo } from '../command';
import { readInputBytes } from '../files';

/** Reads and parses an item file (`-`: stdin); unreadable, non-JSON or schema-invalid files are InputErrors (exit 2). */
export async function readItemFile(file: string, io: CliIo): Promise<{ item: Item; bom: boolean; text: string }> {
  return itemFromBytes(file, await readInputBytes(file, io));
}

/** The item in a file's bytes, with its text (BOM dropped, `bom` says whether there was one); InputError when it is not a valid item. */
export function itemFromBytes(file: string, bytes: Uint8Array): { item: Item; bom: boolean; text: string } {
  const { data, parseFailed, findings, bom, text } = diagnoseFileBytes(itemFiles, bytes);
  const errors = findings.filter((f) => f.severity === 'error');
  if (parseFailed) throw new InputError(`${file}: ${errors.map((f) => f.message).join('; ')}`);
  if (errors.length) throw new InputError(`${file} has errors (run 'finbench validate ${file}'): ${errors.map((f) => f.message).join('; ')}`);
  return { item: data as Item, bom: bom === true, text: text! };
}
