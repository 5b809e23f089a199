/**
 * The numbers a part's reference is read from, which an arbitrator may correct: a static value, the snapshot cell a
 * live part reads (the recorded ground truth), or a high-low part's bounds. And how a corrected number typed as text
 * is written: a JSON number when that reads the same to every tolerance, else the text as typed.
 */
import type { AnswerPart, Item } from '../item/types';
import type { JsonPath } from '../json/path';
import { isPlainObject, pointerOf } from '../json/path';
import { parseDecimal } from '../tolerance/decimal';
import { resolveTarget } from '../tolerance/reference';

/** One number (or text) of the key the arbitrator may change, where it lives, and what it holds now. */
export interface ReferenceCell {
  path: JsonPath;
  /** 'value': the part's own reference; 'snapshot': a cell of the recorded snapshot; 'bound': a static high or low. */
  source: 'value' | 'snapshot' | 'bound';
  /** The snapshot field (snapshot cells) or 'high' / 'low' (bounds). */
  field?: string;
  /** The snapshot's instrument key (snapshot cells). */
  instrument?: string;
  /** The value now, as text ('' when the cell is empty). */
  value: string;
}

/** The cells the part's reference reads, in the order a person reads them (value, then low and high). */
export function referenceCells(item: Item, index: number): ReferenceCell[] {
  const part = item.answer?.parts[index];
  if (!part) return [];
  const cells: ReferenceCell[] = [];
  const kind = part.tolerance?.kind;
  const highLow = kind === 'high-low' || kind === 'high-low-expanded';
  if (part.snapshotField !== undefined && !highLow) pushSnapshot(cells, item, part.snapshotField);
  else if (part.value !== undefined || (!highLow && kind !== 'range')) cells.push({ path: ['answer', 'parts', index, 'value'], source: 'value', value: textOf(part.value) });
  if (highLow) {
    for (const bound of ['low', 'high'] as const) {
      const field = part.tolerance[`${bound}Field`];
      if (field !== undefined) pushSnapshot(cells, item, field);
      else if (part.tolerance[bound] !== undefined || !item.live) cells.push({ path: ['answer', 'parts', index, 'tolerance', bound], source: 'bound', field: bound, value: textOf(part.tolerance[bound]) });
    }
  }
  return cells;
}

function pushSnapshot(cells: ReferenceCell[], item: Item, field: string) {
  const snapshot = item.live?.snapshot ?? {};
  const instrument = Object.keys(snapshot).find((key) => isPlainObject(snapshot[key]) && field in snapshot[key]) ?? Object.keys(snapshot)[0];
  if (instrument === undefined) return;
  cells.push({ path: ['live', 'snapshot', instrument, field], source: 'snapshot', field, instrument, value: textOf(snapshot[instrument]?.[field]) });
}

function textOf(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/**
 * The value to write for `typed` at a reference cell of `item`: a JSON number when every numeric part then reads
 * the same reference (value and the decimals its tolerance counts), else the text as typed ("12.2560" where four
 * decimals count, kept as the schema allows, so no verdict changes). Text that is not a number stays text.
 */
export function referenceValue(item: Item, path: JsonPath, typed: string): number | string {
  const text = typed.trim();
  const parsed = parseDecimal(text);
  const number = Number(text);
  if (!parsed || !Number.isFinite(number) || !/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return text;
  return readings(withValue(item, path, number)) === readings(withValue(item, path, text)) ? number : text;
}

/** Whether `path` is one of the cells referenceCells gives for some part of `item`. */
export function isReferenceCell(item: Item, path: JsonPath): boolean {
  const pointer = pointerOf(path);
  return (item.answer?.parts ?? []).some((part, i) => part.kind === 'numeric' && referenceCells(item, i).some((c) => pointerOf(c.path) === pointer));
}

/** What every numeric part's tolerance reads, as one comparable string. */
function readings(item: Item): string {
  return JSON.stringify((item.answer?.parts ?? []).filter((p: AnswerPart) => p.kind === 'numeric').map((part) => {
    const { reference, bounds } = resolveTarget(part, item.live);
    const shown = (d: { value: number; decimals: number } | undefined) => d && [d.value, d.decimals];
    return [shown(reference), shown(bounds?.low), shown(bounds?.high)];
  }));
}

/** A copy of `item` with `value` at `path` (the path exists up to its last step). */
function withValue(item: Item, path: JsonPath, value: unknown): Item {
  const copy = structuredClone(item);
  let node: unknown = copy;
  for (const step of path.slice(0, -1)) node = (node as Record<string | number, unknown>)?.[step];
  if (node && typeof node === 'object') (node as Record<string | number, unknown>)[path.at(-1)!] = value;
  return copy;
}
