/** The tolerance kinds of DOMAIN.md: when a reading passes, and the interval of values that can pass. */
import { halfUnit, slack, trimFloatNoise } from './decimal';
import type { PartTarget } from './reference';
import type { Reading } from './units';

export interface Interval {
  min: number;
  max: number;
}

/** minDecimals of the rounding kind: the item's setting, by default min(d(r), 2). */
export function minDecimals(target: PartTarget): number {
  return target.tolerance.minDecimals ?? Math.min(target.reference?.decimals ?? 0, 2);
}

/** Whether one reading of an answer passes the part's tolerance (the target must have data). */
export function passes(a: Reading, target: PartTarget): boolean {
  const t = target.tolerance;
  const r = target.reference?.value ?? NaN;
  const distance = Math.abs(a.value - r);
  switch (t.kind) {
    case 'exact':
      return distance <= slack(a.value, r);
    case 'rounding': {
      // Rounded to the fewer decimals of the two they agree; dropped zeros are not rounding (222 vs 222.00).
      const k = Math.min(a.decimals, target.reference!.decimals);
      const equal = distance <= slack(a.value, r);
      return distance <= halfUnit(k) + slack(a.value, r) && (a.written >= minDecimals(target) || equal);
    }
    case 'absolute':
      return distance <= (t.delta ?? 0) + slack(a.value, r);
    case 'relative':
      return distance <= ((t.percent ?? 0) / 100) * Math.abs(r) + slack(a.value, r);
    case 'range':
      return within(a.value, t.min ?? NaN, t.max ?? NaN, 0);
    case 'high-low':
      return within(a.value, target.bounds!.low, target.bounds!.high, halfUnit(a.decimals));
    case 'high-low-expanded':
      return within(a.value, target.bounds!.low, target.bounds!.high, t.delta ?? 0);
  }
}

/**
 * The values that can pass, in the part's unit. For rounding and high-low the width depends on the
 * answer's decimals; the interval is the widest one, for an answer written with the fewest decimals the
 * rule lets count (minDecimals for rounding, the quote precision for high-low).
 */
export function intervalOf(target: PartTarget): Interval | null {
  if (target.noData) return null;
  const t = target.tolerance;
  const r = target.reference?.value ?? NaN;
  const around = (width: number) => bounded(r - width, r + width);
  switch (t.kind) {
    case 'exact':
      return around(0);
    case 'rounding':
      return around(halfUnit(Math.min(minDecimals(target), target.reference!.decimals)));
    case 'absolute':
      return around(t.delta ?? 0);
    case 'relative':
      return around(((t.percent ?? 0) / 100) * Math.abs(r));
    case 'range':
      return bounded(t.min ?? NaN, t.max ?? NaN);
    case 'high-low':
      return bounded(target.bounds!.low - halfUnit(target.bounds!.decimals), target.bounds!.high + halfUnit(target.bounds!.decimals));
    case 'high-low-expanded':
      return bounded(target.bounds!.low - (t.delta ?? 0), target.bounds!.high + (t.delta ?? 0));
  }
}

function within(a: number, low: number, high: number, margin: number): boolean {
  const guard = slack(a, low, high);
  return a >= low - margin - guard && a <= high + margin + guard;
}

function bounded(min: number, max: number): Interval {
  return { min: trimFloatNoise(min), max: trimFloatNoise(max) };
}
