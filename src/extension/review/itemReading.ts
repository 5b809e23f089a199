/**
 * How review, arbitration, statistics and calibration read the workspace's items without diagnosing them again.
 * Which files: the item index's (the workspace scan's, so both exclude settings and the regular-file guard hold).
 * Each file's text: its open document's, else the file on disk. An open document's diagnosis is the Problems panel's;
 * a closed file's validity and summary are the scan's while the file keeps the time and size the scan read; only a
 * file changed since, or never scanned, is diagnosed here. Plain TypeScript, no `vscode`: `U` is the host's file id.
 */
import { summarizeItem, type ItemSummary } from '../../core/dataset/summary';
import type { ItemDiagnosis } from '../../core/diagnose/diagnose';
import { diagnoseFileBytes, itemFiles } from '../../core/files/fileKinds';
import type { Item } from '../../core/item/types';
import { decodeJsonBytes } from '../../core/json/read';
import type { ScanStamp } from '../scan/scanFiles';

/** The host's view of the item files: the index, open documents, and the disk. */
export interface ItemFiles<U> {
  /** Every item file in scope: the index's, and open ones in scope it does not hold yet. */
  listed(): U[];
  indexed(uri: U): { summary: ItemSummary; scanned: ScanStamp } | undefined;
  /** An open document's text and its current diagnosis. */
  open(uri: U): { text: string; diagnosis: ItemDiagnosis } | undefined;
  /** The bytes of a regular file within the size limit (else why not), with the time and size before reading; undefined when it is gone. */
  read(uri: U): Promise<{ bytes: Uint8Array; mtimeMs: number; size: number; refused?: undefined } | { refused: string } | undefined>;
  /** The name shown for a file (relative to the workspace). */
  name(uri: U): string;
}

export interface ReadItemsOptions<U> {
  /** These files instead of every item file in scope. */
  uris?: readonly U[];
  /** Only the items whose summary passes (an indexed file is not read when it does not). */
  wanted?: (summary: ItemSummary) => boolean;
  /** Called before each file; throws to stop. */
  checkCancelled?: () => void;
}

/** The valid items (sorted by file) and the files skipped for their errors (sorted too). */
export async function readItemFiles<U>(files: ItemFiles<U>, { uris, wanted = () => true, checkCancelled }: ReadItemsOptions<U> = {}): Promise<{ items: { uri: U; file: string; item: Item; text: string }[]; invalid: string[] }> {
  const items: { uri: U; file: string; item: Item; text: string }[] = [];
  const invalid: string[] = [];
  for (const uri of uris ?? files.listed()) {
    checkCancelled?.();
    const found = await readOne(files, uri, wanted);
    if (!found) continue;
    const file = files.name(uri);
    if (found === 'invalid') invalid.push(file);
    else items.push({ uri, file, ...found });
  }
  items.sort((a, b) => a.file.localeCompare(b.file));
  invalid.sort((a, b) => a.localeCompare(b));
  return { items, invalid };
}

/** One file's item and text; 'invalid' when it has errors (or is not a regular file); undefined when not wanted or gone. */
async function readOne<U>(files: ItemFiles<U>, uri: U, wanted: (summary: ItemSummary) => boolean): Promise<{ item: Item; text: string } | 'invalid' | undefined> {
  const open = files.open(uri);
  if (open) return validItem(open.diagnosis, open.text, wanted);
  const indexed = files.indexed(uri);
  if (indexed && !indexed.scanned.valid) return 'invalid';
  if (indexed && !wanted(indexed.summary)) return undefined;
  const read = await files.read(uri);
  if (!read) return undefined;
  if (read.refused !== undefined) return 'invalid';
  if (indexed && indexed.scanned.mtimeMs === read.mtimeMs && indexed.scanned.size === read.size) {
    const parsed = parseScannedItem(read.bytes);
    if (parsed) return parsed;
  }
  const diagnosis = diagnoseFileBytes(itemFiles, read.bytes);
  return validItem(diagnosis, diagnosis.text ?? '', wanted);
}

/** The item in bytes the scan found valid (undefined if they are not what it read after all). */
function parseScannedItem(bytes: Uint8Array): { item: Item; text: string } | undefined {
  const decoded = decodeJsonBytes(bytes);
  if (decoded.problem) return undefined;
  try {
    return { item: JSON.parse(decoded.text) as Item, text: decoded.text };
  } catch {
    return undefined;
  }
}

function validItem({ data, findings }: ItemDiagnosis, text: string, wanted: (summary: ItemSummary) => boolean): { item: Item; text: string } | 'invalid' | undefined {
  if (!data || findings.some((f) => f.severity === 'error')) return 'invalid';
  return wanted(summarizeItem(data)) ? { item: data as Item, text } : undefined;
}
