/** Wilson score interval of a proportion (95% by default): sensible even for small counts and rates of 0 or 1. */
export interface Rate {
  count: number;
  of: number;
  rate: number | null;
  low: number | null;
  high: number | null;
}

export function wilson(count: number, of: number, z = 1.959963984540054): Rate {
  if (!of) return { count, of, rate: null, low: null, high: null };
  const p = count / of;
  const z2 = z * z;
  const centre = (p + z2 / (2 * of)) / (1 + z2 / of);
  const half = (z * Math.sqrt((p * (1 - p)) / of + z2 / (4 * of * of))) / (1 + z2 / of);
  return { count, of, rate: p, low: Math.max(0, centre - half), high: Math.min(1, centre + half) };
}
