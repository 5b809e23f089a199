/** Krippendorff's α from coincidences (Krippendorff 2011, "Computing Krippendorff's Alpha-Reliability"). */

export type AlphaMetric = 'nominal' | 'interval';

const DISTANCE: Record<AlphaMetric, (a: number, b: number) => number> = {
  nominal: (a, b) => (a === b ? 0 : 1),
  interval: (a, b) => (a - b) ** 2,
};

/**
 * α over units, each the list of values the coders gave it (missing values left out). Units with fewer than
 * two values are not pairable and do not count. Null when fewer than two pairable values or no expected disagreement.
 */
export function krippendorffAlpha(units: readonly (readonly number[])[], metric: AlphaMetric): number | null {
  const delta = DISTANCE[metric];
  const pairable = units.filter((u) => u.length >= 2);
  const totals = new Map<number, number>();
  let n = 0;
  let observed = 0;
  for (const values of pairable) {
    n += values.length;
    for (const v of values) totals.set(v, (totals.get(v) ?? 0) + 1);
    let within = 0;
    for (let i = 0; i < values.length; i++) for (let j = 0; j < values.length; j++) if (i !== j) within += delta(values[i], values[j]);
    observed += within / (values.length - 1);
  }
  if (n < 2) return null;
  const counts = [...totals];
  let expected = 0;
  for (const [c, nc] of counts) for (const [k, nk] of counts) expected += nc * nk * delta(c, k);
  if (expected === 0) return null;
  return 1 - ((n - 1) * observed) / expected;
}
