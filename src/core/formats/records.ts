/** Shared by the dataset formats: their records (rows, entries) becoming items. */
import type { Item } from '../item/types';
import { validateItem } from '../diagnose/validate';

/** A record that cannot become an item; the message says why. */
export class RecordError extends Error {}

/**
 * Converts parsed records with their ids; a record whose conversion throws a RecordError, or whose item has
 * schema errors, becomes an error message prefixed with the record's `where` (e.g. 'line 3').
 */
export function recordsToItems<R extends { where: string }>(
  records: R[],
  ids: string[],
  toItem: (record: R, id: string) => Item,
): { items: { record: R; item: Item }[]; errors: { record: R; message: string }[] } {
  const items: { record: R; item: Item }[] = [];
  const errors: { record: R; message: string }[] = [];
  records.forEach((record, i) => {
    try {
      const item = toItem(record, ids[i]);
      const invalid = validateItem(item).filter((f) => f.severity === 'error');
      if (invalid.length) throw new RecordError(invalid.map((f) => `${f.pointer || '/'}: ${f.message}`).join('; '));
      items.push({ record, item });
    } catch (e) {
      if (!(e instanceof RecordError)) throw e;
      errors.push({ record, message: `${record.where}: ${e.message}` });
    }
  });
  return { items, errors };
}
