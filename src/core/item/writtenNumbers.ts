/**
 * Reference numbers whose JSON text says more than the parsed number keeps. JSON.parse reads 12.60 as 12.6 and
 * 12345678901234567890 as 12345678901234567000, while a rounding or high-low tolerance counts the decimals as
 * written (DOMAIN.md) and every check compares the number exactly: the author would be judged against another key.
 */
import { isPlainObject } from '../json/path';
import { createScanLocator } from '../json/scanLocate';
import { compare, exactOf, exactOfNumber, toPlainText, type Exact } from '../tolerance/exact';
import type { Finding } from './finding';
import { message } from './messages';
import type { Language } from './types';

/** The part's numbers whose decimals a tolerance reads: the reference, and the high and low of high-low kinds. */
const DECIMAL_FIELDS = ['value', 'tolerance/high', 'tolerance/low'] as const;

/** Findings for numbers of the answer key that JSON.parse altered: digits lost (error) or written decimals dropped (warning). */
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
    const field = pointer.slice(pointer.lastIndexOf('/') + 1);
    if (compare(exact, read) !== 0) {
      findings.push({ pointer, severity: 'error', code: 'item.numberAltered', message: message(lang, 'numberAltered', { written, read: toPlainText(read), field }) });
    } else if (decimals(exact) > decimals(read)) {
      const key = field === 'value' ? 'valueDecimalsDropped' : 'boundDecimalsDropped';
      findings.push({ pointer, severity: 'warning', code: `item.${key}`, message: message(lang, key, { written, read: String(parsed), field, decimals: decimals(exact) }) });
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
