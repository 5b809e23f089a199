/** Deterministic check of a free-text answer against an item's answer key; pure and fast enough to run per keystroke. */
import type { AnswerPart, Item, Language } from '../item/types';
import { trimFloatNoise } from './decimal';
import { findNumbers, type NumberToken, type Span } from './numbers';
import { resolveTarget, type PartTarget } from './reference';
import { intervalOf, passes, type Interval } from './rules';
import { readings } from './units';

export interface Candidate {
  /** The answer's text for this candidate. */
  text: string;
  /** The number in the part's unit, or the accepted spelling a text part matched. */
  value: number | string;
  pass: boolean;
  span: Span;
}

export interface PartCheck {
  label: string;
  /** null when the snapshot holds no number for the part (the judge's "null"). */
  pass: boolean | null;
  accepted: Interval | null;
  candidates: Candidate[];
}

export interface CheckWarning {
  part: number;
  code: 'contradiction';
  message: string;
}

export interface CheckResult {
  /** Every part passes; null when some part has no data (and the answer is not empty) or the item has no answer key. */
  pass: boolean | null;
  parts: PartCheck[];
  warnings: CheckWarning[];
}

/** Failing numbers this close to the accepted interval (a share of its magnitude) read as rival answers. */
const RIVAL_DISTANCE = 0.2;

/** Checks an answer: a part passes when one of its candidates passes; the item when every part passes. */
export function checkAnswer(item: Item, answer: string, options: { lang?: Language } = {}): CheckResult {
  const lang = options.lang ?? item.language;
  const parts = item.answer?.parts ?? [];
  const tokens = parts.some((p) => p.kind === 'numeric') ? findNumbers(answer) : [];
  const warnings: CheckWarning[] = [];
  const results = parts.map((part, index) => {
    if (part.kind === 'text') return checkText(part, answer);
    const target = resolveTarget(part, item.live);
    const result = checkNumeric(part, target, tokens);
    const rival = result.pass ? rivalOf(result) : undefined;
    if (rival) warnings.push({ part: index, code: 'contradiction', message: contradiction(lang, part.label, rival.text) });
    return result;
  });
  const empty = answer.trim() === '';
  const unknown = !results.length || results.some((p) => p.pass === null);
  const pass = empty ? false : unknown ? null : results.every((p) => p.pass);
  return { pass, parts: results, warnings };
}

/** The accepted interval of one part ({min,max} in the part's unit), or null for text parts and missing data. */
export function acceptedInterval(item: Item, partIndex: number): Interval | null {
  const part = item.answer?.parts[partIndex];
  return part?.kind === 'numeric' ? intervalOf(resolveTarget(part, item.live)) : null;
}

function checkNumeric(part: AnswerPart, target: PartTarget, tokens: NumberToken[]): PartCheck {
  if (target.noData) return { label: part.label, pass: null, accepted: null, candidates: [] };
  const candidates: Candidate[] = [];
  for (const token of tokens) {
    const options = readings(token, target.unit);
    if (!options.length) continue;
    // "down 1.08%" answers a change of −1.08% when the reference is a fall.
    if (token.falling && target.unit.ratio && referencePoint(target) < 0) for (const o of options) o.value = -o.value;
    const passing = options.find((o) => passes(o, target));
    candidates.push({ text: token.text, value: trimFloatNoise((passing ?? options[0]).value), pass: passing !== undefined, span: token.span });
  }
  return { label: part.label, pass: candidates.some((c) => c.pass), accepted: intervalOf(target), candidates };
}

function referencePoint(target: PartTarget): number {
  return target.reference?.value ?? target.bounds?.high ?? target.tolerance.max ?? 0;
}

/** A failing candidate near enough to the accepted interval to contradict the passing one. */
function rivalOf(result: PartCheck): Candidate | undefined {
  const { accepted } = result;
  if (!accepted) return undefined;
  const reach = RIVAL_DISTANCE * Math.max(Math.abs(accepted.min), Math.abs(accepted.max));
  return result.candidates.find((c) => !c.pass && (c.value as number) >= accepted.min - reach && (c.value as number) <= accepted.max + reach);
}

function contradiction(lang: Language, label: string, text: string): string {
  return lang === 'zh'
    ? `要点"${label}":回答还给出了不满足要求的"${text}",是否构成矛盾由评判模型决定。`
    : `Part '${label}': the answer also gives "${text}", which does not pass; the judge decides whether it contradicts the passing value.`;
}

/** Text parts pass when the value or an accepted spelling occurs in the answer, ignoring case, width and spaces. */
function checkText(part: AnswerPart, answer: string): PartCheck {
  const haystack = folded(answer);
  const candidates: Candidate[] = [];
  for (const spelling of [String(part.value ?? ''), ...(part.accepted ?? [])]) {
    const needle = folded(spelling).text;
    const at = needle ? haystack.text.indexOf(needle) : -1;
    if (at < 0) continue;
    const offset = haystack.origin[at];
    const end = haystack.origin[at + needle.length - 1] + 1;
    candidates.push({ text: answer.slice(offset, end), value: spelling, pass: true, span: { offset, length: end - offset } });
  }
  return { label: part.label, pass: candidates.length > 0, accepted: null, candidates };
}

/** Case-, width- and space-folded text, with each folded character's offset in the original. */
function folded(text: string): { text: string; origin: number[] } {
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    for (const c of text[i].normalize('NFKC').toLowerCase()) {
      if (/\s/.test(c)) continue;
      out += c;
      origin.push(i);
    }
  }
  return { text: out, origin };
}
