/**
 * Agreement of the judge with human labels, with bootstrap 95% intervals that resample ITEMS (all labelled answers
 * of an item go in or out together, since answers to one item are not independent).
 */
import { quantileSorted } from 'simple-statistics';
import { seededRandom } from './random';

/** One labelled answer (or rubric criterion) as the statistics see it. */
export interface Row {
  /** The resampling unit: the item id. */
  unit: string;
  human: string;
  /** The judge's label; 'unscored' when its reply could not be read; null when it gave none (error, not judged). */
  judge: string | null;
}

/** A statistic and its bootstrap 95% interval; null where it is undefined (no data, or no variation for kappa). */
export interface Interval {
  value: number | null;
  low: number | null;
  high: number | null;
}

export interface CellStats {
  labelled: number;
  judged: number;
  unscored: number;
  /** Answers both human and judge labelled: the denominator of agreement and kappa. */
  scored: number;
  items: number;
  agreement: Interval;
  kappa: Interval;
  /** judged / labelled. */
  coverage: Interval;
  /** unscored / judged. */
  unscoredRate: Interval;
  /** Rows: the human label; columns: the judge's, in `labels` order. */
  confusion: { labels: string[]; counts: number[][] };
  perLabel: Record<string, { support: number; precision: Interval; recall: Interval }>;
}

export interface BootstrapOptions {
  seed: number;
  resamples: number;
}

export const DEFAULT_BOOTSTRAP: BootstrapOptions = { seed: 1, resamples: 1000 };

/** Label order: the usual ones first, then any other in order of appearance. */
const ORDER = ['pass', 'fail', 'no-data', 'yes', 'no'];

/** Counts of one unit or of a resample: labelled, judged, unscored, and the confusion cells. */
type Tally = Float64Array;

/** Everything the statistics of a set of rows need, per item: the bootstrap resamples items and adds their tallies. */
export function cellStats(rows: readonly Row[], options: BootstrapOptions = DEFAULT_BOOTSTRAP): CellStats {
  const labels = labelOrder(rows);
  const k = labels.length;
  const index = new Map(labels.map((l, i) => [l, i]));
  const units = new Map<string, Tally>();
  for (const row of rows) {
    let t = units.get(row.unit);
    if (!t) units.set(row.unit, (t = new Float64Array(3 + k * k)));
    t[0]++;
    if (row.judge !== null) t[1]++;
    if (row.judge === 'unscored') t[2]++;
    else if (row.judge !== null) t[3 + index.get(row.human)! * k + index.get(row.judge)!]++;
  }
  const tallies = [...units.values()];
  const total = sum(tallies, 3 + k * k);
  const measures = (t: Tally) => measuresOf(t, k);
  const point = measures(total);
  const samples = bootstrap(tallies, 3 + k * k, options).map(measures);
  const interval = (pick: (m: Measures) => number | null): Interval => {
    const values = samples.map(pick).filter((v): v is number => v !== null).sort((a, b) => a - b);
    const value = pick(point);
    if (value === null || !values.length) return { value, low: null, high: null };
    return { value, low: quantileSorted(values, 0.025), high: quantileSorted(values, 0.975) };
  };
  const counts = labels.map((_, h) => labels.map((_, j) => total[3 + h * k + j]));
  return {
    labelled: total[0],
    judged: total[1],
    unscored: total[2],
    scored: point.scored,
    items: units.size,
    agreement: interval((m) => m.agreement),
    kappa: interval((m) => m.kappa),
    coverage: interval((m) => m.coverage),
    unscoredRate: interval((m) => m.unscoredRate),
    confusion: { labels, counts },
    perLabel: Object.fromEntries(labels.map((label, i) => [label, {
      support: counts[i].reduce((a, b) => a + b, 0),
      precision: interval((m) => m.precision[i]),
      recall: interval((m) => m.recall[i]),
    }])),
  };
}

interface Measures {
  scored: number;
  agreement: number | null;
  kappa: number | null;
  coverage: number | null;
  unscoredRate: number | null;
  precision: (number | null)[];
  recall: (number | null)[];
}

function measuresOf(t: Tally, k: number): Measures {
  const cell = (h: number, j: number) => t[3 + h * k + j];
  let scored = 0;
  let same = 0;
  const rowSums = new Array<number>(k).fill(0);
  const colSums = new Array<number>(k).fill(0);
  for (let h = 0; h < k; h++) {
    for (let j = 0; j < k; j++) {
      const c = cell(h, j);
      scored += c;
      rowSums[h] += c;
      colSums[j] += c;
      if (h === j) same += c;
    }
  }
  let chance = 0;
  for (let i = 0; i < k; i++) chance += (rowSums[i] / scored) * (colSums[i] / scored);
  const ratio = (a: number, b: number) => (b > 0 ? a / b : null);
  return {
    scored,
    agreement: ratio(same, scored),
    kappa: scored > 0 && chance < 1 - 1e-12 ? (same / scored - chance) / (1 - chance) : null,
    coverage: ratio(t[1], t[0]),
    unscoredRate: ratio(t[2], t[1]),
    precision: Array.from({ length: k }, (_, i) => ratio(cell(i, i), colSums[i])),
    recall: Array.from({ length: k }, (_, i) => ratio(cell(i, i), rowSums[i])),
  };
}

/** `resamples` sums of as many units drawn with replacement as there are. */
function bootstrap(tallies: readonly Tally[], width: number, { seed, resamples }: BootstrapOptions): Tally[] {
  if (!tallies.length) return [];
  const random = seededRandom(seed);
  const out: Tally[] = [];
  for (let b = 0; b < resamples; b++) {
    const t = new Float64Array(width);
    for (let n = 0; n < tallies.length; n++) {
      const unit = tallies[Math.floor(random() * tallies.length)];
      for (let i = 0; i < width; i++) t[i] += unit[i];
    }
    out.push(t);
  }
  return out;
}

function sum(tallies: readonly Tally[], width: number): Tally {
  const t = new Float64Array(width);
  for (const u of tallies) for (let i = 0; i < width; i++) t[i] += u[i];
  return t;
}

function labelOrder(rows: readonly Row[]): string[] {
  const seen = new Set<string>();
  for (const r of rows) {
    seen.add(r.human);
    if (r.judge !== null && r.judge !== 'unscored') seen.add(r.judge);
  }
  return [...seen].sort((a, b) => rank(a) - rank(b) || 0);
}

const rank = (label: string) => (ORDER.includes(label) ? ORDER.indexOf(label) : ORDER.length);

/** Agreement of paired labels (two reviewers), with kappa; the same bootstrap over items. */
export function pairStats(pairs: readonly { unit: string; a: string; b: string }[], options: BootstrapOptions = DEFAULT_BOOTSTRAP): { pairs: number; agreement: Interval; kappa: Interval } {
  const cell = cellStats(pairs.map((p) => ({ unit: p.unit, human: p.a, judge: p.b })), options);
  return { pairs: pairs.length, agreement: cell.agreement, kappa: cell.kappa };
}

/** Share of rows whose label is `target`, with its interval (reviewer–key agreement: responses that match the key). */
export function shareStats(rows: readonly { unit: string; label: string }[], target: string, options: BootstrapOptions = DEFAULT_BOOTSTRAP): { responses: number; agreement: Interval } {
  const cell = cellStats(rows.map((r) => ({ unit: r.unit, human: target, judge: r.label })), options);
  return { responses: rows.length, agreement: cell.agreement };
}
