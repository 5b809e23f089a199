/** Decimal numbers as written: value plus the decimals shown, with provider float noise removed. */
import { exactOf, exactOfNumber, normalized, representable, toNumber, toPlainText, type Exact } from './exact';

/** Digits shown when a computed double is displayed. */
const SIGNIFICANT_DIGITS = 12;

/**
 * Binary float noise in a provider's value: 16 or more significant digits that end in a run of zeros or nines
 * and at most three stray digits ("154.95000000000002", "2.9999999999999996"). A value written with many digits
 * but no such run is kept exactly as written.
 */
const NOISE = /^(\d+?)(?:0{5,}|(9{5,}))\d{0,3}$/;

export interface Decimal {
  value: number;
  /** Digits after the decimal point as written (never below 0 for a plain reference). */
  decimals: number;
  /** The value exactly, as a decimal. */
  exact: Exact;
}

/** Rounds away binary float noise of a computed double for display: 12 significant digits. */
export function trimFloatNoise(x: number): number {
  return Number.isFinite(x) && x !== 0 ? Number(x.toPrecision(SIGNIFICANT_DIGITS)) : x;
}

/**
 * Parses a decimal written as text or number ("-12.60" keeps 2 decimals; "154.95000000000002" is 154.95 with 2).
 * Undefined for anything that is not a decimal, or that a double cannot hold ("1e400", "9"×309).
 */
export function parseDecimal(input: string | number): Decimal | undefined {
  const written = typeof input === 'number' ? exactOfNumber(input) : exactOf(input);
  if (!written || !representable(written)) return undefined;
  const exact = withoutNoise(written);
  const decimals = exact === written ? Math.max(0, -written.exp) : Math.max(0, -normalized(exact).exp);
  return { value: toNumber(exact), decimals, exact };
}

/** The value with provider float noise rounded off, or the value itself when it shows none. */
function withoutNoise(a: Exact): Exact {
  const negative = a.coef < 0n;
  const digits = (negative ? -a.coef : a.coef).toString();
  const significant = digits.replace(/0+$/, '');
  const noise = significant.length >= 16 ? NOISE.exec(significant) : null;
  if (!noise) return a;
  const kept = BigInt(noise[1]) + (noise[2] ? 1n : 0n);
  const coef = kept * 10n ** BigInt(digits.length - noise[1].length);
  return { coef: negative ? -coef : coef, exp: a.exp };
}

/** Decimals shown by a plain or exponent decimal text ("1.5e-3" → 4). */
export function decimalsOf(text: string): number {
  const a = exactOf(text);
  return a ? Math.max(0, -a.exp) : 0;
}

/** The value as plain text with exactly its decimals ("222.00", "154.95"), however large. */
export function fixedText(d: Decimal): string {
  const n = normalized(d.exact);
  const pad = Math.max(0, d.decimals + n.exp);
  return toPlainText({ coef: n.coef * 10n ** BigInt(pad), exp: n.exp - pad });
}
