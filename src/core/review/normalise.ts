/** A reviewer's structured answer (value + unit/scale) written as text the tolerance engine reads. */
import type { Scale } from '../item/types';
import { exactOf, normalized, quotient, shift, toPlainText } from '../tolerance/exact';
import { FRACTION_DIGITS } from '../tolerance/numbers';
import { unitContext } from '../tolerance/units';
import type { PacketPart, ResponsePart } from './types';

const SCALE_WORDS: Record<Scale, string> = {
  one: '', thousand: ' thousand', 'ten-thousand': '万', million: ' million', 'hundred-million': '亿', billion: ' billion', trillion: ' trillion',
};

/** A bare number: digits, separators, sign, decimal point, a fraction bar or futures ticks, or e-notation ("7.3915482e4"). */
const BARE_NUMBER = /^[+\-−]?[\d.,'/\s]+(?:[eE][-+]?\d+)?$/;

/**
 * The answer text for one part: "29.4" with scale billion → "29.4 billion", "12.45" as percent → "12.45%",
 * "0.1245" as fraction → "0.1245". A value that already carries its own words ("29.4 bn", "12%") is kept as written.
 */
export function answerText(part: PacketPart, answer: ResponsePart): string {
  const value = answer.value.trim();
  if (part.kind === 'text' || !BARE_NUMBER.test(value)) return value;
  if (answer.unit === 'percent') return `${value}%`;
  // A fraction written for a percent part is moved to percent in decimal text, keeping its decimals.
  if (answer.unit === 'fraction') return isPercentPart(part) ? `${percentOfFraction(value)}%` : value;
  const scale = answer.scale ?? part.scale;
  return scale ? `${value}${SCALE_WORDS[scale]}` : value;
}

/** Whether the part asks for a percent (so a fraction answer is moved to percent). */
export function isPercentPart(part: PacketPart): boolean {
  const unit = unitContext(part);
  return unit.ratio && unit.power === -2;
}

/** A fraction of one as a percent: decimals shifted ("0.1245" → "12.45"), a ratio computed exactly ("1/8" → "12.5"). */
function percentOfFraction(value: string): string {
  const written = /[eE]/.test(value) ? exactOf(value.replace('−', '-')) : undefined;
  if (written) return toPlainText(normalized(shift(written, 2)));
  const ratio = /^([+\-−]?)(\d+)\/(\d+)$/.exec(value);
  if (!ratio || /^0+$/.test(ratio[3])) return shiftDecimal(value, 2);
  return ratio[1] + toPlainText(normalized(shift(quotient(BigInt(ratio[2]), BigInt(ratio[3]), FRACTION_DIGITS), 2)));
}

/** Moves the decimal point right by `places` in the text ("0.1245", 2 → "12.45"); other writings are kept. */
export function shiftDecimal(text: string, places: number): string {
  const m = /^([+\-−]?)(\d*)(?:\.(\d*))?$/.exec(text.replace(/,/g, ''));
  if (!m || !(m[2] + (m[3] ?? ''))) return text;
  const whole = m[2], fraction = m[3] ?? '';
  const digits = (whole + fraction.padEnd(places, '0'));
  const point = whole.length + places;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '') || '0';
  const rest = digits.slice(point);
  return `${m[1]}${integer}${rest ? `.${rest}` : ''}`;
}
