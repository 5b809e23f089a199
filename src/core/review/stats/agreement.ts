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
}

export interface DeviationStats {
  /** Numeric answers with a deviation (accepted interval of non-zero width). */
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
  fleissKappa: { raters: number; items: number; kappa: number | null } | null;
  krippendorffAlpha: { units: number; values: number; alpha: number | null } | null;
  medianSecondsPerItem: number | null;
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
  const causes: Partial<Record<DisputeCode, number>> = {};
  for (const { record } of rows) for (const r of record.reasons) causes[r.code] = (causes[r.code] ?? 0) + 1;
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
    fleissKappa: fleiss(items),
    krippendorffAlpha: alphaOfNumbers(items),
    medianSecondsPerItem: medianSeconds(rows),
  };
}

function group(rows: readonly Row[]): GroupStats {
  const agreed = rows.filter((r) => r.record.outcome === 'agreed').length;
  return { responses: rows.length, agreed, disputed: rows.length - agreed, rate: rows.length ? agreed / rows.length : 0, medianSeconds: medianSeconds(rows) };
}

function groupBy(rows: readonly Row[], key: (row: Row) => string): Record<string, GroupStats> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(key(row), [...(groups.get(key(row)) ?? []), row]);
  return Object.fromEntries([...groups].sort(([a], [b]) => a.localeCompare(b)).map(([k, v]) => [k, group(v)]));
}

function medianSeconds(rows: readonly Row[]): number | null {
  const times = rows.map((r) => r.record.response.timeSpentSeconds ?? 0).filter((t) => t > 0);
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

/** Krippendorff's α (interval) over the reviewers' numbers for each numeric part, in the part's unit. */
function alphaOfNumbers(items: readonly Item[]): ReviewStats['krippendorffAlpha'] {
  const units: number[][] = [];
  for (const item of items) {
    const byPart = new Map<number, number[]>();
    for (const record of responseRecords(item).values()) {
      for (const v of record.verdicts) if (v.kind === 'numeric' && typeof v.normalised === 'number') byPart.set(v.part, [...(byPart.get(v.part) ?? []), v.normalised]);
    }
    units.push(...[...byPart.values()].filter((values) => values.length >= 2));
  }
  if (!units.length) return null;
  return { units: units.length, values: units.reduce((n, u) => n + u.length, 0), alpha: krippendorffAlpha(units, 'interval') };
}
