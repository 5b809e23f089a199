/**
 * Shares as people read them, in every view, report and CLI text: in percent to one decimal at most ("50%",
 * "33.3%"), a half rounded away from zero on the decimal value (0.0285 is 2.9%, though 0.0285 × 1000 is
 * 28.499… in binary).
 */

/** A share of one in percent: 0.5 → "50%", 1/3 → "33.3%"; null (nothing counted) → "—". */
export function percent(share: number | null): string {
  return share === null ? '—' : `${tenths(share)}%`;
}

/** A difference of two shares in percentage points: 0.015 → "1.5 pp", −0.2 → "-20 pp". */
export function percentPoints(difference: number): string {
  return `${tenths(difference)} pp`;
}

/** `share` × 100 to one decimal at most; no sign on a value that rounds to zero. */
function tenths(share: number): string {
  // Twelve significant digits drop the binary representation's error before rounding.
  const rounded = Math.round(Number((Math.abs(share) * 1000).toPrecision(12))) / 10;
  return `${share < 0 && rounded ? '-' : ''}${rounded}`;
}
