/** One reviewer's part answer against the key, by the tolerance engine. */
import type { AnswerPart, Item } from '../item/types';
import { checkPart, type PartCheck } from '../tolerance';
import { sameSpelling } from '../tolerance/check';
import { answerText } from './normalise';
import { solverPart } from './redact';
import type { PartVerdict, ResponsePart } from './types';

/**
 * Compares the reviewer's answer to part `index` of the item: numeric parts by the part's tolerance after the
 * reviewer's unit and scale are applied, text parts by the value and its accepted spellings. A response gives one
 * value per part: more than one value of the part's quantity (or several names for a text part) is marked `several`.
 */
export function comparePart(item: Item, index: number, answer: ResponsePart): PartVerdict {
  const part = item.answer!.parts[index];
  const text = answerText(solverPart(part), answer);
  const base: PartVerdict = { part: index, label: part.label, kind: part.kind, value: answer.value, pass: false };
  if (!text) return base;
  const check = checkPart(item, index, text);
  if (part.kind === 'text') {
    const several = check.pass ? severalNames(item, index, answer.value) : undefined;
    return { ...base, pass: several ? false : check.pass, ...(several ? { several } : {}) };
  }
  const several = severalNumbers(check);
  // The reviewer's value: the passing one, else their number of the part's quantity, else the number they wrote, however far off.
  const chosen = several ? undefined : check.candidates.find((c) => c.pass) ?? check.candidates.find((c) => !c.other) ?? check.candidates[0];
  const normalised = typeof chosen?.value === 'number' ? chosen.value : null;
  return { ...base, pass: several ? false : check.pass, normalised, accepted: check.accepted, deviation: deviationOf(normalised, check.accepted), ...(several ? { several } : {}) };
}

const MAY_BE_BEYOND_RANGE = /\d{300}|[eE][-+]?\d{3}/;

/** Numbers in a reviewer's value for a numeric part that a double cannot hold ("1e-400", 300 nines): the response is refused. */
export function numbersBeyondRange(item: Item, index: number, answer: ResponsePart): string[] {
  const part = item.answer!.parts[index];
  // Only a run of some 300 digits or a three-digit exponent can leave a double's range: the common value costs one test.
  const text = part.kind === 'numeric' && MAY_BE_BEYOND_RANGE.test(answer.value) ? answerText(solverPart(part), answer) : '';
  return text ? checkPart(item, index, text).candidates.filter((c) => c.value === null).map((c) => c.text) : [];
}

/** The values of the part's quantity a numeric answer gives, when it gives more than one distinct value. */
function severalNumbers(check: PartCheck): string[] | undefined {
  const own = check.candidates.filter((c) => !c.other);
  return new Set(own.map((c) => c.value)).size > 1 ? own.map((c) => c.text) : undefined;
}

/** Separators of a list of names: commas, semicolons, slashes, "or", 、, 或. */
const LIST_SEPARATOR = /\s*(?:[,;/，；、|]|\bor\b|或者?|\n)\s*/i;
/** What follows a company's name after a comma ("Zanthoria Petroleum Co., Ltd."): not a second name. */
const NAME_SUFFIX = /^(?:ltd|limited|inc|corp|co|llc|plc|s\.?a|a\.?g|n\.?v|gmbh|lp|llp|有限公司|股份有限公司)\.?$/i;

/**
 * The names a text answer that matches the key lists when another of them is not the key ("Shell, BP, Zanthoria Petroleum"):
 * the reviewer has not given one answer.
 */
function severalNames(item: Item, index: number, value: string): string[] | undefined {
  if (exactly(item.answer!.parts[index], value)) return undefined;
  const names = value.split(LIST_SEPARATOR).map((n) => n.trim()).filter((n) => n && !NAME_SUFFIX.test(n));
  if (names.length < 2) return undefined;
  const matching = names.filter((n) => checkPart(item, index, n).pass);
  return matching.length < names.length ? names : undefined;
}

/** The value is the key or one of its accepted spellings as a whole (a key may itself hold a comma). */
function exactly(part: AnswerPart, value: string): boolean {
  return [String(part.value ?? ''), ...(part.accepted ?? [])].some((s) => sameSpelling(s, value));
}

/** (a − middle) / half-width of the accepted interval; 0 or null for a zero-width interval. */
export function deviationOf(value: number | null, accepted: { min: number; max: number } | null): number | null {
  if (value === null || !accepted) return null;
  const middle = (accepted.min + accepted.max) / 2;
  const half = (accepted.max - accepted.min) / 2;
  if (half > 0) return (value - middle) / half;
  return value === middle ? 0 : null;
}
