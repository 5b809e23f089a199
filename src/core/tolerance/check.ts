/** Deterministic check of a free-text answer against an item's answer key; pure and fast enough to run per keystroke. */
import type { AnswerPart, Item, Language } from '../item/types';
import { trimFloatNoise } from './decimal';
import { findNumbers, type NumberToken, type Span } from './numbers';
import { negate, representable, toNumber } from './exact';
import { missingValues } from './describe';
import { resolveTarget, type PartTarget, type ToleranceValue } from './reference';
import { intervalOf, passes, type Interval } from './rules';
import { readings, type Reading } from './units';

export interface Candidate {
  /** The answer's text for this candidate. */
  text: string;
  /** The number in the part's unit, the accepted spelling a text part matched, or null for a number too large (or too small) to represent. */
  value: number | string | null;
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
  /** contradiction: a near miss beside the passing value; unrepresentable: a number beyond a double's range (it fails);
   * incomplete: the tolerance lacks a value it needs, so nothing passes. */
  code: 'contradiction' | 'unrepresentable' | 'incomplete';
  message: string;
}

/** One part's verdict with the warnings about it. */
export interface PartVerdict extends PartCheck {
  warnings: CheckWarning[];
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
  const parts = item.answer?.parts ?? [];
  const tokens = parts.some((p) => p.kind === 'numeric') ? findNumbers(answer) : [];
  const verdicts = parts.map((_, index) => verdictOf(item, index, answer, tokens, options.lang));
  const empty = answer.trim() === '';
  const unknown = !verdicts.length || verdicts.some((p) => p.pass === null);
  const pass = empty ? false : unknown ? null : verdicts.every((p) => p.pass);
  return { pass, parts: verdicts.map(({ warnings, ...part }) => part), warnings: verdicts.flatMap((v) => v.warnings) };
}

/**
 * Whether an answer passes one part of an item's answer key (`pass`: true, false, or null when the snapshot holds no
 * number for it; an empty answer fails), with the candidates read, the accepted interval and warnings. It decides
 * exactly as checkAnswer does for that part (the form and `check`), so the interval shown and every verdict agree.
 */
export function checkPart(item: Item, partIndex: number, answer: string, options: { lang?: Language } = {}): PartVerdict {
  const part = item.answer?.parts[partIndex];
  if (!part) throw new RangeError(`The item has no answer part ${partIndex}`);
  const verdict = verdictOf(item, partIndex, answer, part.kind === 'numeric' ? findNumbers(answer) : [], options.lang);
  return answer.trim() ? verdict : { ...verdict, pass: false };
}

/** The accepted interval of one part ({min,max} in the part's unit), or null for text parts, missing data and unset tolerance values. */
export function acceptedInterval(item: Item, partIndex: number): Interval | null {
  const part = item.answer?.parts[partIndex];
  return part?.kind === 'numeric' ? intervalOf(resolveTarget(part, item.live)) : null;
}

function verdictOf(item: Item, index: number, answer: string, tokens: NumberToken[], lang: Language = item.language): PartVerdict {
  const part = item.answer!.parts[index];
  if (part.kind === 'text') return { ...checkText(part, answer), warnings: [] };
  const target = resolveTarget(part, item.live);
  const result = checkNumeric(part, target, tokens);
  const warnings: CheckWarning[] = [];
  const warn = (code: CheckWarning['code'], message: string) => warnings.push({ part: index, code, message });
  if (target.missing.length) warn('incomplete', incomplete(lang, part.label, target.missing));
  for (const c of result.candidates) if (c.value === null) warn('unrepresentable', unrepresentable(lang, part.label, c.text));
  const rival = result.pass ? rivalOf(result) : undefined;
  if (rival) warn('contradiction', contradiction(lang, part.label, rival.text));
  return { ...result, warnings };
}

function checkNumeric(part: AnswerPart, target: PartTarget, tokens: NumberToken[]): PartCheck {
  if (target.noData) return { label: part.label, pass: null, accepted: null, candidates: [] };
  const candidates: Candidate[] = [];
  for (const token of tokens) {
    let options = readings(token, target.unit);
    if (!options.length) continue;
    // "down 1.08%" answers a change of −1.08%, and "(1.2)" an amount of −1.2, when the reference is negative;
    // beside a positive reference a number in parentheses is read as written, as prose puts numbers in parentheses too.
    if (((token.falling && target.unit.ratio) || token.parenthesized) && referencePoint(target) < 0) options = options.map(negated);
    const passing = options.find((o) => passes(o, target));
    const shown = passing ?? options[0];
    const value = representable(shown.exact) ? trimFloatNoise(toNumber(shown.exact)) : null;
    candidates.push({ text: token.text, value, pass: passing !== undefined, span: token.span });
  }
  return { label: part.label, pass: candidates.some((c) => c.pass), accepted: intervalOf(target), candidates };
}

function negated(reading: Reading): Reading {
  return { ...reading, value: -reading.value, exact: reading.exact && negate(reading.exact) };
}

function referencePoint(target: PartTarget): number {
  return target.reference?.value ?? target.bounds?.high.value ?? target.params.max?.value ?? 0;
}

/** A failing candidate near enough to the accepted interval to contradict the passing one. */
function rivalOf(result: PartCheck): Candidate | undefined {
  const { accepted } = result;
  if (!accepted) return undefined;
  const reach = RIVAL_DISTANCE * Math.max(Math.abs(accepted.min), Math.abs(accepted.max));
  return result.candidates.find((c) => !c.pass && typeof c.value === 'number' && c.value >= accepted.min - reach && c.value <= accepted.max + reach);
}

function unrepresentable(lang: Language, label: string, text: string): string {
  const zh = lang === 'zh';
  const shown = text.length > 40 ? `${text.slice(0, 16)}…${text.slice(-16)}${zh ? `(共${text.length}个字符)` : ` (${text.length} characters)`}` : text;
  return zh
    ? `要点"${label}":回答中的"${shown}"超出可表示的数值范围,不作为通过的答案。`
    : `Part '${label}': "${shown}" in the answer is beyond the range of numbers that can be compared, so it does not pass.`;
}

function incomplete(lang: Language, label: string, missing: ToleranceValue[]): string {
  return lang === 'zh'
    ? `要点"${label}":误差规则缺少${missingValues(missing, 'zh')},在填写之前任何答案都不能通过。`
    : `Part '${label}': the tolerance has no ${missingValues(missing, 'en')} yet, so no answer can pass until it is set.`;
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
    const found = needle ? wholeWordAt(answer, haystack, needle) : undefined;
    if (found) candidates.push({ text: answer.slice(found.offset, found.offset + found.length), value: spelling, pass: true, span: found });
  }
  return { label: part.label, pass: candidates.length > 0, accepted: null, candidates };
}

/** Letters that make words with their neighbours; Chinese and Japanese characters do not (no spaces between words). */
const WORD_LETTER = /^(?![\p{sc=Han}\p{sc=Hiragana}\p{sc=Katakana}])\p{L}$/u;

/** 'letter' or 'digit' for characters that run on into a word or a number; undefined for any other. */
function runOf(c: string | undefined): 'letter' | 'digit' | undefined {
  if (c === undefined) return undefined;
  const folded = c.normalize('NFKC');
  return WORD_LETTER.test(folded) ? 'letter' : /^\p{N}$/u.test(folded) ? 'digit' : undefined;
}

/**
 * The first place the folded needle occurs in the answer as a whole word: a spelling that begins or ends with a
 * letter (or digit) does not match inside a longer word (or number) — "A" is not in "Answer", "Q1" not in "Q10" —
 * while a change from digits to letters is a boundary, as in "2024Q1" or "FY2020".
 */
function wholeWordAt(answer: string, haystack: { text: string; origin: number[] }, needle: string): Span | undefined {
  const glued = (edge: string, neighbour: string | undefined) => runOf(edge) !== undefined && runOf(edge) === runOf(neighbour);
  for (let at = haystack.text.indexOf(needle); at >= 0; at = haystack.text.indexOf(needle, at + 1)) {
    const offset = haystack.origin[at];
    const end = haystack.origin[at + needle.length - 1] + 1;
    if (!glued(needle[0], answer[offset - 1]) && !glued(needle[needle.length - 1], answer[end])) return { offset, length: end - offset };
  }
  return undefined;
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
