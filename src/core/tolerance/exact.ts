/** Exact decimal arithmetic (an integer coefficient times a power of ten), so verdicts never depend on binary float rounding. */

export interface Exact {
  coef: bigint;
  exp: number;
}

const EXACT_TEXT = /^\s*([-+]?)(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?\s*$/;

/** More digits than any quantity has (a double holds 17); longer numerals are not read, so hostile input stays cheap. */
export const MAX_DIGITS = 1000;

/** Parses decimal text ("-12.60", "1.5e-3", "999…9"); undefined for anything else, and for more than MAX_DIGITS digits. */
export function exactOf(text: string): Exact | undefined {
  const m = EXACT_TEXT.exec(text);
  if (!m || (!m[2] && !m[3]) || m[2].length + (m[3] ?? '').length > MAX_DIGITS) return undefined;
  const fraction = m[3] ?? '';
  const exponent = Number(m[4] ?? 0);
  if (!Number.isSafeInteger(exponent)) return undefined;
  const coef = BigInt((m[2] || '0') + fraction);
  return { coef: m[1] === '-' ? -coef : coef, exp: exponent - fraction.length };
}

/** A finite double as the decimal it prints as (its shortest round-trip text). */
export function exactOfNumber(x: number): Exact | undefined {
  return Number.isFinite(x) ? exactOf(String(x)) : undefined;
}

/** The nearest double; ±Infinity or 0 when the value lies beyond a double's range. */
export function toNumber(a: Exact): number {
  return Number(`${a.coef}e${a.exp}`);
}

/** Whether a double holds the value without overflowing to ±Infinity or underflowing to 0. */
export function representable(a: Exact | undefined): a is Exact {
  if (!a) return false;
  const x = toNumber(a);
  return Number.isFinite(x) && (x !== 0 || a.coef === 0n);
}

/** a·10^n. */
export function shift(a: Exact, n: number): Exact {
  return { coef: a.coef, exp: a.exp + n };
}

export function negate(a: Exact): Exact {
  return { coef: -a.coef, exp: a.exp };
}

export function abs(a: Exact): Exact {
  return a.coef < 0n ? negate(a) : a;
}

/** Both coefficients at the lower exponent. */
function aligned(a: Exact, b: Exact): [bigint, bigint, number] {
  const exp = Math.min(a.exp, b.exp);
  return [a.coef * 10n ** BigInt(a.exp - exp), b.coef * 10n ** BigInt(b.exp - exp), exp];
}

export function add(a: Exact, b: Exact): Exact {
  const [x, y, exp] = aligned(a, b);
  return { coef: x + y, exp };
}

export function subtract(a: Exact, b: Exact): Exact {
  return add(a, negate(b));
}

export function multiply(a: Exact, b: Exact): Exact {
  return { coef: a.coef * b.coef, exp: a.exp + b.exp };
}

/** −1, 0 or 1 as a is below, equal to or above b. */
export function compare(a: Exact, b: Exact): number {
  const [x, y] = aligned(a, b);
  return x < y ? -1 : x > y ? 1 : 0;
}

/** Half a unit of the given decimal place: 0.5·10^−decimals. */
export function halfUnitOf(decimals: number): Exact {
  return { coef: 5n, exp: -decimals - 1 };
}

/** n/d as a decimal: exact when it terminates within `digits` significant digits, otherwise rounded half up to them. */
export function quotient(n: bigint, d: bigint, digits: number): Exact {
  const scaleDigits = Math.max(0, digits - (n / d).toString().length + 1);
  const scaled = n * 10n ** BigInt(scaleDigits);
  const rounded = (2n * scaled + d) / (2n * d);
  return { coef: rounded, exp: -scaleDigits };
}

/** The same value with trailing zeros of the coefficient dropped. */
export function normalized(a: Exact): Exact {
  if (a.coef === 0n) return { coef: 0n, exp: 0 };
  let { coef, exp } = a;
  while (coef % 10n === 0n) {
    coef /= 10n;
    exp++;
  }
  return { coef, exp };
}

/** Plain decimal text without an exponent ("-0.0125", "120400000"). */
export function toPlainText(a: Exact): string {
  const negative = a.coef < 0n;
  const digits = (negative ? -a.coef : a.coef).toString();
  const sign = negative ? '-' : '';
  if (a.exp >= 0) return sign + digits + '0'.repeat(a.exp);
  const padded = digits.padStart(-a.exp + 1, '0');
  return `${sign}${padded.slice(0, a.exp)}.${padded.slice(a.exp)}`;
}
