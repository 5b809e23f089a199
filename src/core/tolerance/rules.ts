/** The tolerance kinds of docs/tolerance.md: the values an answer may take, in exact decimal arithmetic. */
import { abs, add, compare, halfUnitOf, multiply, representable, shift, subtract, toNumber, type Exact } from './exact';
import type { PartTarget } from './reference';
import type { Reading } from './units';

export interface Interval {
  min: number;
  max: number;
}

interface ExactInterval {
  min: Exact;
  max: Exact;
}

const ZERO: Exact = { coef: 0n, exp: 0 };

/**
 * Fewest decimals (in the part's own unit) that earn a rounding allowance: the item's minDecimals, by default
 * min(d(r), 2) for rounding and min(d(high, low), 2) for high-low — for a fraction of one, two decimals of the
 * percent it stands for (min(d(r), 4)).
 */
export function minDecimals(target: PartTarget): number {
  const quoted = target.reference?.decimals ?? target.bounds?.decimals ?? 0;
  const fraction = target.unit.ratio && target.unit.power === 0;
  return target.tolerance.minDecimals ?? Math.min(quoted, fraction ? 4 : 2);
}

/**
 * The values an answer with `decimals` decimals in the part's unit passes with (docs/tolerance.md, Minimum decimals): for rounding
 * r ± 0.5·10^−min(d(a), d(r)), for high-low [low − 0.5·10^−d(a), high + 0.5·10^−d(a)]; an answer showing fewer
 * than minDecimals gets no allowance (it must equal r, or lie between low and high). Other kinds ignore decimals.
 * Null when the part cannot be judged (no data, or a value the tolerance needs is not set).
 */
function exactRange(target: PartTarget, decimals: number): ExactInterval | null {
  if (target.noData || target.missing.length) return null;
  const t = target.tolerance;
  const { params, reference: r, bounds } = target;
  const allowance = (d: number) => (decimals >= minDecimals(target) ? halfUnitOf(d) : ZERO);
  const around = (center: Exact, width: Exact) => ({ min: subtract(center, width), max: add(center, width) });
  const widened = (width: Exact) => ({ min: subtract(bounds!.low.exact, width), max: add(bounds!.high.exact, width) });
  switch (t.kind) {
    case 'exact':
      return around(r!.exact, ZERO);
    case 'rounding':
      return around(r!.exact, allowance(Math.min(decimals, r!.decimals)));
    case 'absolute':
      return around(r!.exact, params.delta!.exact);
    case 'relative':
      return around(r!.exact, shift(multiply(params.percent!.exact, abs(r!.exact)), -2));
    case 'range':
      return { min: params.min!.exact, max: params.max!.exact };
    case 'high-low':
      return widened(allowance(decimals));
    case 'high-low-expanded':
      return widened(params.delta!.exact);
  }
}

/** Whether one reading of an answer passes the part's tolerance: it lies in the range its decimals earn. */
export function passes(a: Reading, target: PartTarget): boolean {
  const range = exactRange(target, a.decimals);
  return range !== null && representable(a.exact) && compare(range.min, a.exact) <= 0 && compare(a.exact, range.max) <= 0;
}

/**
 * The values that can pass, in the part's unit: the widest range, earned by an answer showing minDecimals
 * decimals. Every passing answer lies in it; an answer showing more decimals must also round to the
 * reference (rounding) or lie within half its last unit of the range (high-low). Null when nothing can pass.
 */
export function intervalOf(target: PartTarget): Interval | null {
  const range = exactRange(target, minDecimals(target));
  return range && { min: toNumber(range.min), max: toNumber(range.max) };
}
