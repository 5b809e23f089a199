/** Decimal numbers as written: value plus the decimals shown, with provider float noise removed. */

/** Digits a provider value can carry before the rest is float noise ("154.95000000000002"). */
const SIGNIFICANT_DIGITS = 12;

const DECIMAL_TEXT = /^\s*[-+]?(\d*)(?:\.(\d*))?(?:[eE]([-+]?\d+))?\s*$/;

export interface Decimal {
  value: number;
  /** Digits after the decimal point as written (never below 0 for a plain reference). */
  decimals: number;
}

/** Rounds away binary float noise: 12 significant digits. */
export function trimFloatNoise(x: number): number {
  return Number.isFinite(x) && x !== 0 ? Number(x.toPrecision(SIGNIFICANT_DIGITS)) : x;
}

/** Parses a decimal written as text or number ("-12.60" keeps 2 decimals; "154.95000000000002" is 154.95 with 2). */
export function parseDecimal(input: string | number): Decimal | undefined {
  const text = typeof input === 'number' ? String(input) : input;
  const m = DECIMAL_TEXT.exec(text);
  if (!m || (!m[1] && !m[2])) return undefined;
  const fraction = m[2] ?? '';
  const exponent = Number(m[3] ?? 0);
  const significant = (m[1] + fraction).replace(/^0+/, '').length;
  if (significant > SIGNIFICANT_DIGITS) {
    const value = trimFloatNoise(Number(text));
    return { value, decimals: decimalsOf(String(value)) };
  }
  return { value: Number(text), decimals: Math.max(0, fraction.length - exponent) };
}

/** Decimals shown by a plain or exponent decimal text ("1.5e-3" → 4). */
export function decimalsOf(text: string): number {
  const m = DECIMAL_TEXT.exec(text);
  return m ? Math.max(0, (m[2] ?? '').length - Number(m[3] ?? 0)) : 0;
}

/** Half a unit of the last shown decimal: 0.5·10^−decimals. */
export function halfUnit(decimals: number): number {
  return 0.5 * 10 ** -decimals;
}

/** Float guard for comparisons: 1e−9, scaled up for large magnitudes. */
export function slack(...values: number[]): number {
  return 1e-9 * Math.max(1, ...values.map(Math.abs));
}
