/** How an answer part's unit turns a written number into the part's own unit. */
import type { AnswerPart, Scale } from '../item/types';
import { decimalsOf } from './decimal';
import { exactOf, shift, toNumber, type Exact } from './exact';
import type { NumberToken } from './numbers';

export interface UnitContext {
  /** Power of ten of one part unit: −2 for percent, 0 for a fraction of one, 6 for scale million. */
  power: number;
  /** The part is a share of something (percent or fraction of one). */
  ratio: boolean;
  currency?: string;
}

/** A number read in the part's unit. */
export interface Reading {
  value: number;
  /** Decimals in the part's unit (negative when a scale word makes it coarser: "29.37 billion" in millions is −1). */
  decimals: number;
  /** Decimals as written in the answer. */
  written: number;
  /** The value exactly; `value` is its nearest double, ±Infinity or 0 when a double cannot hold it. Undefined for a numeral of more than MAX_DIGITS digits. */
  exact: Exact | undefined;
}

const SCALE_POWERS: Record<Scale, number> = {
  one: 0, thousand: 3, 'ten-thousand': 4, million: 6, 'hundred-million': 8, billion: 9, trillion: 12,
};

const PERCENT_UNIT = /^(?:percent|per cent|%|pct|percentage(?: points?)?|pp|百分比|百分点)$/i;
const PER_MILLE_UNIT = /^(?:‰|per mille|permille|千分比|千分点)$/i;
const BASIS_POINT_UNIT = /^(?:bps?|basis points?|[个個]?基[点點])$/i;
const FRACTION_UNIT = /^(?:fraction(?: of one)?|ratio|decimal|小数|比例)$/i;
/** Snapshot fields that hold a change as a fraction of one (RT_PCT_CHG "0.0011" is 0.11%). */
const FRACTION_FIELD = /PCT/;

/** The unit context of a part; a snapshot percent-change field without a unit is a fraction of one. */
export function unitContext(part: Pick<AnswerPart, 'unit' | 'snapshotField' | 'scale' | 'currency'>): UnitContext {
  const unit = typeof part.unit === 'string' ? part.unit.trim() : '';
  if (PERCENT_UNIT.test(unit)) return { power: -2, ratio: true };
  if (PER_MILLE_UNIT.test(unit)) return { power: -3, ratio: true };
  if (BASIS_POINT_UNIT.test(unit)) return { power: -4, ratio: true };
  if (FRACTION_UNIT.test(unit) || (!unit && FRACTION_FIELD.test(part.snapshotField ?? ''))) return { power: 0, ratio: true };
  return { power: SCALE_POWERS[part.scale ?? 'one'] ?? 0, ratio: false, currency: part.currency };
}

/**
 * The ways a written number can be meant in the part's unit. A number without a unit is read in the asked
 * unit, and also as the other common writing: for a share, percent ↔ fraction ("0.1245" against 12.45%);
 * for a scaled part, plain units ("29,374,500,000" against USD millions). Percents never answer an amount,
 * amounts never answer a share, and a different named currency answers nothing.
 */
export function readings(token: NumberToken, unit: UnitContext): Reading[] {
  if (token.currency && unit.currency && !sameCurrency(token.currency, unit.currency)) return [];
  if (token.ratio !== unit.ratio && (token.ratio || token.scaled)) return [];
  if (unit.ratio && token.currency) return [];
  if (token.ratio || token.scaled) return [shifted(token, token.power - unit.power)];
  const otherWriting = unit.ratio ? (unit.power === 0 ? -2 : 0) : 0;
  return otherWriting === unit.power ? [shifted(token, 0)] : [shifted(token, 0), shifted(token, otherWriting - unit.power)];
}

/** CNY and CNH are both renminbi. */
function sameCurrency(a: string, b: string): boolean {
  const rmb = (c: string) => (c === 'CNH' ? 'CNY' : c);
  return rmb(a) === rmb(b);
}

function shifted(token: NumberToken, by: number): Reading {
  const written = decimalsOf(token.mantissa);
  // Shifting in decimal keeps 1.204亿 exactly 120400000.
  const digits = exactOf(token.mantissa);
  const exact = digits && shift(digits, by);
  return { value: exact ? toNumber(exact) : NaN, decimals: written - by, written, exact };
}
