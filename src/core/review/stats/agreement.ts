/** Agreement statistics over reconciled responses recorded in item histories. */
import { median, quantile } from 'simple-statistics';
import type { Item } from '../../item/types';
import { responseRecords } from '../history';
import type { DisputeCode, ResponseRecord } from '../types';
import { cohenKappa, fleissKappa } from './kappa';
import { krippendorffAlpha } from './krippendorff';

export interface GroupStats {
  responses: number;
  agreed: number;
  disputed: number;
  /** agreed / responses. */
  rate: number;
  medianSeconds: number | null;
  /** The responses with a recorded time, which medianSeconds rests on. */
  timed: number;
}

export interface DeviationStats {
  /** Numeric answers with a deviation (accepted interval of non-zero width): what median, p90 and buckets rest on. */
  count: number;
  /** Of |deviation| in half-widths of the accepted interval (≤ 1 is inside). */
  median: number | null;
  p90: number | null;
  buckets: { upTo: number | null; count: number }[];
}

export interface ReviewStats {
  items: number;
  responses: number;
  overall: GroupStats;
  byReviewer: Record<string, GroupStats>;
  byTask: Record<string, GroupStats>;
  byMarket: Record<string, GroupStats>;
  disputesByCause: Partial<Record<DisputeCode, number>>;
  numeric: { parts: number; withinTolerance: number; share: number | null; deviation: DeviationStats };
  cohenKappa: { reviewers: [string, string]; items: number; kappa: number | null }[];
  /** Items whose outcome two or more reviewers gave: what the kappas rest on (0: the tables are empty, and why). */
  itemsSeenByTwo: number;
  fleissKappa: { raters: number; items: number; kappa: number | null } | null;
  krippendorffAlpha: AlphaStats;
  medianSecondsPerItem: number | null;
  /** The responses with a recorded time, which medianSecondsPerItem rests on. */
  timedResponses: number;
}

/** Why α could not be computed. */
export type AlphaUnavailable =
  /** No numeric part (with an accepted interval of non-zero width) was answered by two reviewers yet. */
  | 'no-pairs'
  /** Every answer sits at the same deviation: no variation to measure agreement against. */
  | 'no-variation'
  /** An answer lies so far outside its interval that the arithmetic overflows. */
  | 'too-large';

/**
 * Krippendorff's α (interval) of the reviewers' deviations in half-widths of each part's accepted interval, so
 * parts of every size weigh alike. `units`: parts answered by two reviewers or more; `values`: their answers.
 */
export interface AlphaStats {
  on: 'deviation-half-widths';
  units: number;
  values: number;
  alpha: number | null;
  /** Set exactly when alpha is null. */
  unavailable: AlphaUnavailable | null;
}

const BUCKET_LIMITS = [0.5, 1, 2, 5, 10, null] as const;
const OUTCOMES = ['agreed', 'disputed'] as const;

interface Row {
  item: Item;
  record: ResponseRecord;
}

/** Statistics over every reconciled response in the items. */
export function reviewStats(items: readonly Item[]): ReviewStats {
  const rows: Row[] = items.flatMap((item) => [...responseRecords(item).values()].map((record) => ({ item, record })));
  // Disputed responses per cause: a response with two parts out of tolerance is one such response.
  const causes: Partial<Record<DisputeCode, number>> = {};
  for (const { record } of rows) {
    if (record.outcome === 'disputed') for (const code of new Set(record.reasons.map((r) => r.code))) causes[code] = (causes[code] ?? 0) + 1;
  }
  const numeric = rows.flatMap(({ record }) => record.verdicts.filter((v) => v.kind === 'numeric' && v.pass !== null));
  const deviations = numeric.flatMap((v) => (typeof v.deviation === 'number' ? [Math.abs(v.deviation)] : []));
  const within = numeric.filter((v) => v.pass).length;
  return {
    items: new Set(rows.map((r) => r.item.id)).size,
    responses: rows.length,
    overall: group(rows),
    byReviewer: groupBy(rows, (r) => r.record.reviewer),
    byTask: groupBy(rows, (r) => r.item.task),
    byMarket: groupBy(rows, (r) => r.item.market),
    disputesByCause: causes,
    numeric: { parts: numeric.length, withinTolerance: within, share: numeric.length ? within / numeric.length : null, deviation: deviationStats(deviations) },
    cohenKappa: pairwiseKappa(items),
    itemsSeenByTwo: items.filter((item) => outcomesByReviewer(item).size >= 2).length,
    fleissKappa: fleiss(items),
    krippendorffAlpha: alphaOfDeviations(items),
    medianSecondsPerItem: medianSeconds(rows),
    timedResponses: timesOf(rows).length,
  };
}

function group(rows: readonly Row[]): GroupStats {
  const agreed = rows.filter((r) => r.record.outcome === 'agreed').length;
  return { responses: rows.length, agreed, disputed: rows.length - agreed, rate: rows.length ? agreed / rows.length : 0, medianSeconds: medianSeconds(rows), timed: timesOf(rows).length };
}

function groupBy(rows: readonly Row[], key: (row: Row) => string): Record<string, GroupStats> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, group(v)]));
}

function timesOf(rows: readonly Row[]): number[] {
  return rows.map((r) => r.record.response.timeSpentSeconds ?? 0).filter((t) => t > 0);
}

function medianSeconds(rows: readonly Row[]): number | null {
  const times = timesOf(rows);
  return times.length ? median(times) : null;
}

function deviationStats(values: number[]): DeviationStats {
  const buckets = BUCKET_LIMITS.map((upTo, i) => {
    const above = i === 0 ? -Infinity : BUCKET_LIMITS[i - 1]!;
    return { upTo, count: values.filter((v) => v > above && (upTo === null || v <= upTo)).length };
  });
  return { count: values.length, median: values.length ? median(values) : null, p90: values.length ? quantile(values, 0.9) : null, buckets };
}

/** Each item's outcome per reviewer. */
function outcomesByReviewer(item: Item): Map<string, 'agreed' | 'disputed'> {
  return new Map([...responseRecords(item).values()].map((r) => [r.reviewer, r.outcome]));
}

/** Cohen's κ of the agreed/disputed outcome for every pair of reviewers who saw the same items. */
function pairwiseKappa(items: readonly Item[]): ReviewStats['cohenKappa'] {
  const pairs = new Map<string, { reviewers: [string, string]; ratings: ['agreed' | 'disputed', 'agreed' | 'disputed'][] }>();
  for (const item of items) {
    const outcomes = [...outcomesByReviewer(item)].sort(([a], [b]) => a.localeCompare(b));
    for (let i = 0; i < outcomes.length; i++) {
      for (let j = i + 1; j < outcomes.length; j++) {
        const key = `${outcomes[i][0]}\u0000${outcomes[j][0]}`;
        const entry = pairs.get(key) ?? { reviewers: [outcomes[i][0], outcomes[j][0]], ratings: [] };
        entry.ratings.push([outcomes[i][1], outcomes[j][1]]);
        pairs.set(key, entry);
      }
    }
  }
  return [...pairs.values()].map(({ reviewers, ratings }) => ({ reviewers, items: ratings.length, kappa: cohenKappa(ratings) }));
}

/** Fleiss' κ of the outcome over the items rated by three or more reviewers (the most common number of them). */
function fleiss(items: readonly Item[]): ReviewStats['fleissKappa'] {
  const byRaters = new Map<number, number[][]>();
  for (const item of items) {
    const outcomes = [...outcomesByReviewer(item).values()];
    if (outcomes.length < 3) continue;
    const row = OUTCOMES.map((o) => outcomes.filter((x) => x === o).length);
    byRaters.set(outcomes.length, [...(byRaters.get(outcomes.length) ?? []), row]);
  }
  const [raters, table] = [...byRaters].sort((a, b) => b[1].length - a[1].length || b[0] - a[0])[0] ?? [];
  return table ? { raters: raters!, items: table.length, kappa: fleissKappa(table) } : null;
}

/** Krippendorff's α (interval) over the reviewers' deviations for each numeric part, in half-widths of its interval. */
function alphaOfDeviations(items: readonly Item[]): AlphaStats {
  const units: number[][] = [];
  for (const item of items) {
    const byPart = new Map<number, number[]>();
    for (const record of responseRecords(item).values()) {
      for (const v of record.verdicts) if (v.kind === 'numeric' && typeof v.deviation === 'number') byPart.set(v.part, [...(byPart.get(v.part) ?? []), v.deviation]);
    }
    units.push(...[...byPart.values()].filter((values) => values.length >= 2));
  }
  const counts = { on: 'deviation-half-widths' as const, units: units.length, values: units.reduce((n, u) => n + u.length, 0) };
  if (!units.length) return { ...counts, alpha: null, unavailable: 'no-pairs' };
  // Squares of deviations past ~1e150 overflow a double; such an answer is a dispute, not a figure to average.
  if (units.some((u) => u.some((v) => !Number.isFinite(v * v)))) return { ...counts, alpha: null, unavailable: 'too-large' };
  const alpha = krippendorffAlpha(units, 'interval');
  return alpha === null || !Number.isFinite(alpha) ? { ...counts, alpha: null, unavailable: Number.isFinite(alpha ?? 0) ? 'no-variation' : 'too-large' } : { ...counts, alpha, unavailable: null };
}
