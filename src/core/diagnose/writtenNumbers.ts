/**
 * Reference numbers whose JSON text shows more decimals than the parsed number keeps: JSON.parse reads 12.60 as 12.6,
 * while a rounding or high-low tolerance counts the decimals as written (docs/tolerance.md, Minimum decimals), so the key would be looser than
 * the author wrote it. Numbers whose value JSON alters are reading problems (json.imprecise, src/core/json/read.ts).
 */
import { isPlainObject } from '../json/path';
import { createScanLocator } from '../json/scanLocate';
import { compare, exactOf, exactOfNumber, type Exact } from '../tolerance/exact';
import type { Finding } from '../item/finding';
import { message } from '../item/messages';
import type { Language } from '../item/types';

/**
 * Warnings for numbers of the answer key whose written trailing zeros JSON.parse drops, where the tolerance counts
 * them and the part's quotePrecision does not already.
 */
export function writtenNumberFindings(data: unknown, text: string, lang: Language): Finding[] {
  const parts = isPlainObject(data) && isPlainObject(data.answer) && Array.isArray(data.answer.parts) ? data.answer.parts : [];
  const numbers = parts.flatMap((part, i) => decimalFields(part).map(([field, parsed]) => ({ pointer: `/answer/parts/${i}/${field}`, parsed, quoted: quotePrecisionOf(part) })));
  if (!numbers.length) return [];
  const locate = createScanLocator(text.replace(/^\uFEFF/, ' '));
  const findings: Finding[] = [];
  for (const { pointer, parsed, quoted } of numbers) {
    const span = locate(pointer);
    const written = text.slice(span.offset, span.offset + span.length);
    const exact = exactOf(written);
    const read = exactOfNumber(parsed);
    if (!exact || !read) continue;
    // A number whose value JSON.parse alters is a reading problem already (json.imprecise).
    if (compare(exact, read) === 0 && decimals(exact) > Math.max(decimals(read), quoted)) {
      const key = pointer.endsWith('/value') ? 'valueDecimalsDropped' : 'boundDecimalsDropped';
      findings.push({ pointer, severity: 'warning', code: `item.${key}`, message: message(lang, key, { written, read: String(parsed), decimals: decimals(exact) }) });
    }
  }
  return findings;
}

/** [pointer below the part, parsed number] of the numbers whose written decimals its tolerance reads: a rounding
 * tolerance's reference, a high-low's high and low. */
function decimalFields(part: unknown): [string, number][] {
  if (!isPlainObject(part) || !isPlainObject(part.tolerance)) return [];
  const { tolerance } = part;
  const fields: [string, unknown][] = tolerance.kind === 'rounding' ? [['value', part.value]]
    : tolerance.kind === 'high-low' ? [['tolerance/high', tolerance.high], ['tolerance/low', tolerance.low]] : [];
  return fields.filter((f): f is [string, number] => typeof f[1] === 'number' && Number.isFinite(f[1]));
}

function quotePrecisionOf(part: unknown): number {
  return isPlainObject(part) && typeof part.quotePrecision === 'number' ? part.quotePrecision : 0;
}

function decimals(a: Exact): number {
  return Math.max(0, -a.exp);
}
