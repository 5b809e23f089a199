/** The reference an answer part is checked against: a static value, or numbers from the live snapshot. */
import type { AnswerPart, LiveSource, Tolerance } from '../item/types';
import { parseDecimal, type Decimal } from './decimal';
import { unitContext, type UnitContext } from './units';

/** A value a tolerance reads: the part's reference or one of the tolerance's parameters. */
export type ToleranceValue = 'value' | 'delta' | 'percent' | 'min' | 'max' | 'high' | 'low' | 'highField' | 'lowField' | 'minDecimals' | 'quotePrecision';

/** Everything a tolerance needs to judge one numeric part. */
export interface PartTarget {
  unit: UnitContext;
  tolerance: Tolerance;
  /** r, with d(r) = max(its decimals after trimming float noise, the quote precision). */
  reference?: Decimal;
  /** high-low kinds: the high and low, with the decimals they are quoted to. */
  bounds?: { low: Decimal; high: Decimal; decimals: number };
  /** The tolerance's own numbers (delta, percent, range ends), exactly. */
  params: Partial<Record<'delta' | 'percent' | 'min' | 'max', Decimal>>;
  /** The snapshot holds no number the tolerance needs: the judge's "null". */
  noData: boolean;
  /** Values the tolerance needs that the item does not set (or sets to something that is not a usable number). */
  missing: ToleranceValue[];
}

const FX_UNIT = /^[A-Z]{3}\/[A-Z]{3}$/;
const FX_TICKER = /\.(?:FX|EX)$/i;

/** Most decimals a decimals setting may ask for (the schema allows 12); more would make exact arithmetic needlessly large. */
const MAX_SETTING_DECIMALS = 20;

/** The parameters each kind reads; delta and percent must not be negative. */
const PARAMS: Partial<Record<Tolerance['kind'], ('delta' | 'percent' | 'min' | 'max')[]>> = {
  absolute: ['delta'],
  relative: ['percent'],
  range: ['min', 'max'],
  'high-low-expanded': ['delta'],
};

/** Resolves a numeric part's reference numbers; a snapshot value of "0", "" or null means no data. */
export function resolveTarget(part: AnswerPart, live?: LiveSource): PartTarget {
  const tolerance = part.tolerance;
  const target: PartTarget = { unit: unitContext(part), tolerance, params: {}, noData: false, missing: [] };
  const usableDecimals = (x: unknown) => x === undefined || (Number.isInteger(x) && (x as number) >= 0 && (x as number) <= MAX_SETTING_DECIMALS);
  if (!usableDecimals(tolerance.minDecimals)) target.missing.push('minDecimals');
  if (!usableDecimals(part.quotePrecision)) target.missing.push('quotePrecision');
  const precision = (fromSnapshot: boolean) => part.quotePrecision ?? (fromSnapshot ? defaultQuotePrecision(part, live) : 0);
  const quoted = (d: Decimal | undefined, fromSnapshot: boolean) => d && { ...d, decimals: Math.max(d.decimals, precision(fromSnapshot)) };
  const read = (name: ToleranceValue, fromSnapshot: boolean, field: string | undefined, value: unknown) => {
    const d = quoted(fromSnapshot ? snapshotNumber(live, field!) : numberOf(value), fromSnapshot);
    if (!d && fromSnapshot) target.noData = true;
    else if (!d) target.missing.push(name);
    return d;
  };

  if (tolerance.kind === 'high-low' || tolerance.kind === 'high-low-expanded') {
    // Snapshot fields when one is named, or for a live item that gives no static bounds.
    const fromSnapshot = tolerance.highField !== undefined || tolerance.lowField !== undefined || (live !== undefined && tolerance.high === undefined && tolerance.low === undefined);
    const bound = (name: 'low' | 'high') => {
      const field = tolerance[`${name}Field`];
      if (fromSnapshot && field === undefined) target.missing.push(`${name}Field`);
      else return read(name, fromSnapshot, field, tolerance[name]);
    };
    const low = bound('low');
    const high = bound('high');
    if (high && low) target.bounds = { high, low, decimals: Math.max(high.decimals, low.decimals) };
  } else if (tolerance.kind !== 'range') {
    target.reference = read('value', part.snapshotField !== undefined, part.snapshotField, part.value);
  }
  for (const name of PARAMS[tolerance.kind] ?? []) {
    const d = typeof tolerance[name] === 'number' ? parseDecimal(tolerance[name]) : undefined;
    if (d && !((name === 'delta' || name === 'percent') && d.value < 0)) target.params[name] = d;
    else target.missing.push(name);
  }
  return target;
}

/** Live quotes default to 2 decimals (stocks and indices), FX quotes to 4. */
function defaultQuotePrecision(part: AnswerPart, live?: LiveSource): number {
  const fx = FX_UNIT.test(part.unit ?? '') || Object.values(live?.tickers ?? {}).some((t) => FX_TICKER.test(t));
  return fx ? 4 : 2;
}

/** The first instrument's value of a field; zero, empty, non-numeric and unrepresentable values are no data. */
function snapshotNumber(live: LiveSource | undefined, field: string): Decimal | undefined {
  for (const fields of Object.values(live?.snapshot ?? {})) {
    if (fields && field in fields) {
      const d = snapshotDecimal(fields[field]);
      return d && d.value !== 0 ? d : undefined;
    }
  }
  return undefined;
}

/** Digits in groups of three with commas: how some providers write a quote ("1,179.35"). */
const GROUPED = /^\s*[-+]?\d{1,3}(?:,\d{3})+(?:\.\d+)?\s*$/;

/** A snapshot cell as a number (plain or thousands-grouped, as text or a JSON number); undefined when it holds none. */
export function snapshotDecimal(cell: unknown): Decimal | undefined {
  return typeof cell === 'string' && GROUPED.test(cell) ? parseDecimal(cell.replace(/,/g, '')) : numberOf(cell);
}

function numberOf(value: unknown): Decimal | undefined {
  return typeof value === 'number' || typeof value === 'string' ? parseDecimal(value) : undefined;
}
