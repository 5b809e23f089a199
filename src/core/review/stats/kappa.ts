/** Chance-corrected agreement of categorical ratings: Cohen's κ (two raters) and Fleiss' κ (n raters per subject). */

/** Cohen's κ of two raters over the same subjects; null when chance agreement is 1 (no variation). */
export function cohenKappa<T>(pairs: readonly (readonly [T, T])[]): number | null {
  const n = pairs.length;
  if (!n) return null;
  const first = new Map<T, number>();
  const second = new Map<T, number>();
  let same = 0;
  for (const [a, b] of pairs) {
    if (a === b) same++;
    first.set(a, (first.get(a) ?? 0) + 1);
    second.set(b, (second.get(b) ?? 0) + 1);
  }
  const observed = same / n;
  let chance = 0;
  for (const [category, count] of first) chance += (count / n) * ((second.get(category) ?? 0) / n);
  return chance === 1 ? null : (observed - chance) / (1 - chance);
}

/**
 * Fleiss' κ from a subjects × categories table of counts; every subject must have the same number of ratings (≥ 2).
 * Null when there is nothing to compare or chance agreement is 1.
 */
export function fleissKappa(table: readonly (readonly number[])[]): number | null {
  const subjects = table.length;
  if (!subjects) return null;
  const raters = table[0].reduce((a, b) => a + b, 0);
  if (raters < 2 || table.some((row) => row.reduce((a, b) => a + b, 0) !== raters)) {
    throw new Error("Fleiss' kappa needs the same number of ratings (at least 2) for every subject");
  }
  const categories = table[0].length;
  const share = Array.from({ length: categories }, (_, j) => table.reduce((sum, row) => sum + row[j], 0) / (subjects * raters));
  const perSubject = table.map((row) => (row.reduce((sum, c) => sum + c * c, 0) - raters) / (raters * (raters - 1)));
  const observed = perSubject.reduce((a, b) => a + b, 0) / subjects;
  const chance = share.reduce((sum, p) => sum + p * p, 0);
  return chance === 1 ? null : (observed - chance) / (1 - chance);
}
