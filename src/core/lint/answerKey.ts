/** What an item's answer key pins that a question may leave open: its parts' currency, scale, unit, precision, tolerance. */
import type { AnswerPart, Item, Language } from '../item/types';
import { unitContext } from '../tolerance/units';

type Bilingual<T> = Record<Language, T>;

/** The numeric parts of an item's answer key, skipping malformed entries. */
export function numericParts(item: Item): AnswerPart[] {
  const parts = Array.isArray(item.answer?.parts) ? item.answer.parts : [];
  return parts.filter((p) => typeof p === 'object' && p !== null && p.kind === 'numeric');
}

export const settledByCurrency = (part: AnswerPart) => part.currency ? { en: `the key's currency (${part.currency})`, zh: `答案键的币种(${part.currency})` } : undefined;
export const settledByScale = (part: AnswerPart) => part.scale ? { en: `the key's scale (${part.scale}), to which answers in any scale are converted`, zh: `答案键的数量级(${part.scale}),任何数量级的作答都会换算` } : undefined;
export const settledByUnit = (part: AnswerPart) =>
  part.unit ? { en: `the key's unit (${part.unit})`, zh: `答案键的单位(${part.unit})` } : settledByScale(part);
/** Decimals do not decide the verdict with a quote precision, minDecimals 0 or a tolerance that is not about rounding. */
export function settledByTolerance(part: AnswerPart): Bilingual<string> | undefined {
  if (part.quotePrecision !== undefined) return { en: `the key's quote precision (${part.quotePrecision} decimals)`, zh: `答案键的报价精度(${part.quotePrecision}位小数)` };
  const kind = part.tolerance?.kind;
  if (kind === 'exact' || (kind === 'rounding' && part.tolerance.minDecimals !== 0)) return undefined;
  return { en: `the key's tolerance (${kind}), which does not depend on the decimals shown`, zh: `答案键的容差(${kind}),与作答保留的小数位数无关` };
}

const COUNT_UNIT = /index|point|shares?|lots?|contracts?|股|手|点|张|倍|times|multiple|^x$/i;

/** A money amount: a currency is set, or the unit is neither a share nor a count. */
export function isMonetary(part: AnswerPart): boolean {
  return part.currency !== undefined || (!unitContext(part).ratio && !COUNT_UNIT.test(part.unit ?? ''));
}

