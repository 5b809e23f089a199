/** One reviewer's part answer against the key, by the tolerance engine. */
import type { Item } from '../item/types';
import { checkPart } from '../tolerance';
import { answerText } from './normalise';
import { solverPart } from './redact';
import type { PartVerdict, ResponsePart } from './types';

/**
 * Compares the reviewer's answer to part `index` of the item: numeric parts by the part's tolerance after the
 * reviewer's unit and scale are applied, text parts by the value and its accepted spellings.
 */
export function comparePart(item: Item, index: number, answer: ResponsePart): PartVerdict {
  const part = item.answer!.parts[index];
  const text = answerText(solverPart(part), answer);
  const base: PartVerdict = { part: index, label: part.label, kind: part.kind, value: answer.value, pass: false };
  if (!text) return base;
  const check = checkPart(item, index, text);
  if (part.kind === 'text') return { ...base, pass: check.pass };
  const chosen = check.candidates.find((c) => c.pass) ?? check.candidates[0];
  const normalised = typeof chosen?.value === 'number' ? chosen.value : null;
  return { ...base, pass: check.pass, normalised, accepted: check.accepted, deviation: deviationOf(normalised, check.accepted) };
}

/** (a − middle) / half-width of the accepted interval; 0 or null for a zero-width interval. */
export function deviationOf(value: number | null, accepted: { min: number; max: number } | null): number | null {
  if (value === null || !accepted) return null;
  const middle = (accepted.min + accepted.max) / 2;
  const half = (accepted.max - accepted.min) / 2;
  if (half > 0) return (value - middle) / half;
  return value === middle ? 0 : null;
}
