/**
 * Reference numbers whose JSON text shows more decimals than the parsed number keeps: JSON.parse reads 12.60 as 12.6,
 * while a rounding or high-low tolerance counts the decimals as written (DOMAIN.md), so the key would be looser than
 * the author wrote it. Numbers whose value JSON alters are reading problems (json.imprecise, src/core/json/read.ts).
 */
import { isPlainObject } from '../json/path';
import { createScanLocator } from '../json/scanLocate';
import { compare, exactOf, exactOfNumber, type Exact } from '../tolerance/exact';
import type { Finding } from './finding';
import { message } from './messages';
import type { Language } from './types';

/** The part's numbers whose decimals a tolerance reads: the reference, and the high and low of high-low kinds. */
const DECIMAL_FIELDS = ['value', 'tolerance/high', 'tolerance/low'] as const;

/** Warnings for numbers of the answer key whose written trailing zeros JSON.parse drops (the decimals a tolerance counts). */
export function writtenNumberFindings(data: unknown, text: string, lang: Language): Finding[] {
  const parts = isPlainObject(data) && isPlainObject(data.answer) && Array.isArray(data.answer.parts) ? data.answer.parts : [];
  const numbers = parts.flatMap((part, i) => DECIMAL_FIELDS.map((field) => ({ pointer: `/answer/parts/${i}/${field}`, parsed: fieldOf(part, field) })))
    .filter((n): n is { pointer: string; parsed: number } => typeof n.parsed === 'number' && Number.isFinite(n.parsed));
  if (!numbers.length) return [];
  const locate = createScanLocator(text.replace(/^\uFEFF/, ' '));
  const findings: Finding[] = [];
  for (const { pointer, parsed } of numbers) {
    const span = locate(pointer);
    const written = text.slice(span.offset, span.offset + span.length);
    const exact = exactOf(written);
    const read = exactOfNumber(parsed);
    if (!exact || !read) continue;
    // A number whose value JSON.parse alters is a reading problem already (json.imprecise).
    if (compare(exact, read) === 0 && decimals(exact) > decimals(read)) {
      const key = pointer.endsWith('/value') ? 'valueDecimalsDropped' : 'boundDecimalsDropped';
      findings.push({ pointer, severity: 'warning', code: `item.${key}`, message: message(lang, key, { written, read: String(parsed), decimals: decimals(exact) }) });
    }
  }
  return findings;
}

function fieldOf(part: unknown, field: (typeof DECIMAL_FIELDS)[number]): unknown {
  if (!isPlainObject(part)) return undefined;
  if (field === 'value') return part.value;
  return isPlainObject(part.tolerance) ? part.tolerance[field.slice('tolerance/'.length)] : undefined;
}

function decimals(a: Exact): number {
  return Math.max(0, -a.exp);
}
