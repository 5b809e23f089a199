/** The reference an answer part is checked against: a static value, or numbers from the live snapshot. */
import type { AnswerPart, LiveSource, Tolerance } from '../item/types';
import { parseDecimal, type Decimal } from './decimal';
import { unitContext, type UnitContext } from './units';

/** Everything a tolerance needs to judge one numeric part. */
export interface PartTarget {
  unit: UnitContext;
  tolerance: Tolerance;
  /** r, with d(r) = max(its decimals after trimming float noise, the quote precision). */
  reference?: Decimal;
  /** high-low kinds: the high and low, with the decimals they are quoted to. */
  bounds?: { low: number; high: number; decimals: number };
  /** The snapshot (or the part) holds no number the tolerance needs: the judge's "null". */
  noData: boolean;
}

const FX_UNIT = /^[A-Z]{3}\/[A-Z]{3}$/;
const FX_TICKER = /\.(?:FX|EX)$/i;

/** Resolves a numeric part's reference numbers; a snapshot value of "0", "" or null means no data. */
export function resolveTarget(part: AnswerPart, live?: LiveSource): PartTarget {
  const tolerance = part.tolerance;
  const target: PartTarget = { unit: unitContext(part), tolerance, noData: false };
  const precision = (fromSnapshot: boolean) => part.quotePrecision ?? (fromSnapshot ? defaultQuotePrecision(part, live) : 0);
  const quoted = (d: Decimal | undefined, fromSnapshot: boolean) => d && { value: d.value, decimals: Math.max(d.decimals, precision(fromSnapshot)) };

  if (tolerance.kind === 'high-low' || tolerance.kind === 'high-low-expanded') {
    const fromSnapshot = tolerance.highField !== undefined && tolerance.lowField !== undefined;
    const high = quoted(fromSnapshot ? snapshotNumber(live, tolerance.highField!) : numberOf(tolerance.high), fromSnapshot);
    const low = quoted(fromSnapshot ? snapshotNumber(live, tolerance.lowField!) : numberOf(tolerance.low), fromSnapshot);
    if (high && low) target.bounds = { high: high.value, low: low.value, decimals: Math.max(high.decimals, low.decimals) };
    else target.noData = true;
  } else if (tolerance.kind !== 'range') {
    const fromSnapshot = part.snapshotField !== undefined;
    target.reference = quoted(fromSnapshot ? snapshotNumber(live, part.snapshotField!) : numberOf(part.value), fromSnapshot);
    target.noData = !target.reference;
  }
  return target;
}

/** Live quotes default to 2 decimals (stocks and indices), FX quotes to 4. */
function defaultQuotePrecision(part: AnswerPart, live?: LiveSource): number {
  const fx = FX_UNIT.test(part.unit ?? '') || Object.values(live?.tickers ?? {}).some((t) => FX_TICKER.test(t));
  return fx ? 4 : 2;
}

/** The first instrument's value of a field; zero, empty and non-numeric values are no data. */
function snapshotNumber(live: LiveSource | undefined, field: string): Decimal | undefined {
  for (const fields of Object.values(live?.snapshot ?? {})) {
    if (fields && field in fields) {
      const d = numberOf(fields[field]);
      return d && d.value !== 0 ? d : undefined;
    }
  }
  return undefined;
}

function numberOf(value: unknown): Decimal | undefined {
  return typeof value === 'number' || typeof value === 'string' ? parseDecimal(value) : undefined;
}
