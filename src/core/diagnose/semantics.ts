import type { Finding } from '../item/finding';
import { isPlainObject, pointerOf } from '../json/path';
import { message, type MessageKey } from '../item/messages';
import type { Item, Language, LiveSource, Tolerance } from '../item/types';
import { asksForAFall } from '../tolerance/quantities';
import { snapshotDecimal } from '../tolerance/reference';
import { unitContext } from '../tolerance/units';

/** Cross-field rules that JSON Schema cannot state. Runs on schema-invalid items too, so it guards every access. */
export function semanticFindings(item: Item, lang: Language): Finding[] {
  const findings: Finding[] = [];
  const add = (pointer: string, key: MessageKey, args: Record<string, string | number> = {}, severity: Finding['severity'] = 'error') =>
    findings.push({ pointer, message: message(lang, key, args), severity, code: `item.${key}` });

  const live = isPlainObject(item.live) ? item.live : undefined;
  const parts = Array.isArray(item.answer?.parts) ? item.answer.parts : [];
  parts.forEach((part, i) => {
    if (!isPlainObject(part)) return;
    const at = `/answer/parts/${i}`;
    if (typeof part.snapshotField === 'string') checkSnapshotField(live, part.snapshotField, `${at}/snapshotField`, add);
    // A share (a change in percent) keyed for a question about how much something fell.
    if (part.kind === 'numeric' && part.magnitude !== true && unitContext(part).ratio && asksForAFall(`${typeof part.label === 'string' ? part.label : ''} ${typeof item.question === 'string' ? item.question : ''}`)) {
      add(at, 'fallSizeSigned', {}, 'warning');
    }
    const t = isPlainObject(part.tolerance) ? (part.tolerance as Tolerance) : undefined;
    if (!t) return;
    if (t.kind === 'range' && typeof t.min === 'number' && typeof t.max === 'number' && t.min > t.max) {
      add(`${at}/tolerance/min`, 'rangeOrder', { min: t.min, max: t.max });
    }
    if (t.kind === 'high-low' || t.kind === 'high-low-expanded') {
      if (typeof t.high === 'number' && typeof t.low === 'number' && t.low > t.high) {
        add(`${at}/tolerance/low`, 'highLowOrder', { kind: t.kind, low: t.low, high: t.high });
      }
      for (const key of ['highField', 'lowField'] as const) {
        const name = t[key];
        if (typeof name === 'string') checkSnapshotField(live, name, `${at}/tolerance/${key}`, add);
      }
    }
  });

  if (Array.isArray(item.rubric)) {
    const seen = new Set<number>();
    item.rubric.forEach((c, i) => {
      if (!isPlainObject(c) || typeof c.number !== 'number') return;
      if (seen.has(c.number)) add(`/rubric/${i}/number`, 'duplicateCriterion', { number: c.number });
      seen.add(c.number);
    });
  }
  return findings;
}

function checkSnapshotField(
  live: LiveSource | undefined,
  field: string,
  pointer: string,
  add: (pointer: string, key: MessageKey, args?: Record<string, string | number>, severity?: Finding['severity']) => void,
) {
  if (!live) return add(pointer, 'snapshotNeedsLive');
  if (Array.isArray(live.fields) && !live.fields.includes(field)) add(pointer, 'unlistedField', { field });
  const instruments = isPlainObject(live.snapshot) ? Object.entries(live.snapshot) : [];
  // The check reads the first instrument that has the field (resolveTarget).
  const holder = instruments.find(([, fields]) => isPlainObject(fields) && field in fields);
  if (instruments.length && !holder) add(pointer, 'unknownSnapshotField', { field });
  const cell = holder && (holder[1] as Record<string, unknown>)[field];
  if (holder && cell !== null && cell !== '' && !isDecimal(cell)) {
    add(pointerOf(['live', 'snapshot', holder[0], field]), 'snapshotNotNumber', { field, value: JSON.stringify(cell) }, 'warning');
  }
}

/** Whether a snapshot cell holds a decimal: every finite double does (JSON's 1e400 parses to Infinity), so only other cells are parsed. */
function isDecimal(cell: unknown): boolean {
  return typeof cell === 'number' ? Number.isFinite(cell) : snapshotDecimal(cell) !== undefined;
}
