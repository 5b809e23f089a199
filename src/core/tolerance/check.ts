/** Deterministic check of a free-text answer against an item's answer key; pure and fast enough to run per keystroke. */
import type { AnswerPart, Item, Language } from '../item/types';
import { trimFloatNoise } from './decimal';
import { findNumbers, type NumberToken, type Span } from './numbers';
import { negate, representable, toNumber } from './exact';
import { missingValues } from './describe';
import { askedKinds, rolesOf, standing, type NumberRole } from './quantities';
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
  /** Extra information, never a rival: tied by a label to another quantity than the part asks for, or of another order of magnitude. */
  other?: true;
}

export interface PartCheck {
  label: string;
  /** null when the snapshot holds no number for the part (the judge's "null"); false for a contradictory part. */
  pass: boolean | null;
  /** 'contradictory': a passing value beside a rival of the same quantity that fails; it never counts as a pass. */
  verdict?: 'contradictory';
  /** The failing values of the asked quantity beside the passing one (set with verdict 'contradictory'). */
  rivals?: Candidate[];
  accepted: Interval | null;
  candidates: Candidate[];
}

export interface CheckWarning {
  part: number;
  /** contradiction: a rival that fails beside the passing value (the part is contradictory); unrepresentable: a number
   * beyond a double's range (it fails); incomplete: the tolerance lacks a value it needs, so nothing passes. */
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

/** A value of the asked quantity lies within this factor of the accepted interval; a number further off ("3 chipmakers" beside a price) is another quantity. */
const SAME_MAGNITUDE = 10;

/** The numbers of an answer with how its words tie each one, read once for every part. */
interface AnswerNumbers {
  tokens: NumberToken[];
  roles: NumberRole[];
  /** Each numeric part's reading of them, once: the rival test of one part looks at the others'. */
  parts: Map<number, { target: PartTarget; result: PartCheck }>;
}

/**
 * Checks an answer: a part passes when a candidate passes and no rival of the same quantity fails (docs/tolerance.md,
 * Several values); the item when every part passes.
 */
export function checkAnswer(item: Item, answer: string, options: { lang?: Language } = {}): CheckResult {
  const parts = item.answer?.parts ?? [];
  const numbers = readNumbers(answer, parts.some((p) => p.kind === 'numeric'));
  const verdicts = parts.map((_, index) => verdictOf(item, index, answer, numbers, options.lang));
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
  const verdict = verdictOf(item, partIndex, answer, readNumbers(answer, part.kind === 'numeric'), options.lang);
  return answer.trim() ? verdict : { ...verdict, pass: false };
}

/** The accepted interval of one part ({min,max} in the part's unit), or null for text parts, missing data and unset tolerance values. */
export function acceptedInterval(item: Item, partIndex: number): Interval | null {
  const part = item.answer?.parts[partIndex];
  return part?.kind === 'numeric' ? intervalOf(resolveTarget(part, item.live)) : null;
}

function readNumbers(answer: string, numeric: boolean): AnswerNumbers {
  const tokens = numeric ? findNumbers(answer) : [];
  return { tokens, roles: rolesOf(answer, tokens), parts: new Map() };
}

/** Numeric part `index` read against the answer's numbers, computed once per answer. */
function numericOf(item: Item, index: number, numbers: AnswerNumbers): { target: PartTarget; result: PartCheck } {
  let read = numbers.parts.get(index);
  if (!read) {
    const part = item.answer!.parts[index];
    const target = resolveTarget(part, item.live);
    read = { target, result: checkNumeric(item, part, target, numbers) };
    numbers.parts.set(index, read);
  }
  return read;
}

function verdictOf(item: Item, index: number, answer: string, numbers: AnswerNumbers, lang: Language = item.language): PartVerdict {
  const part = item.answer!.parts[index];
  if (part.kind === 'text') return { ...checkText(part, answer), warnings: [] };
  const { target, result } = numericOf(item, index, numbers);
  const warnings: CheckWarning[] = [];
  const warn = (code: CheckWarning['code'], message: string) => warnings.push({ part: index, code, message });
  if (target.missing.length) warn('incomplete', incomplete(lang, part.label, target.missing));
  for (const c of result.candidates) if (c.value === null) warn('unrepresentable', unrepresentable(lang, part.label, c.text));
  if (!result.pass) return { ...result, warnings };
  const failing = result.candidates.filter((c) => !c.pass && !c.other);
  const elsewhere = failing.length ? passingInOtherParts(item, index, numbers) : new Set<number>();
  const rivals = failing.filter((c) => !elsewhere.has(c.span.offset));
  if (!rivals.length) return { ...result, warnings };
  const passing = result.candidates.find((c) => c.pass)!;
  warn('contradiction', contradiction(lang, part.label, passing.text, rivals.map((r) => r.text)));
  return { ...result, pass: false, verdict: 'contradictory', rivals, warnings };
}

function checkNumeric(item: Item, part: AnswerPart, target: PartTarget, { tokens, roles }: AnswerNumbers): PartCheck {
  if (target.noData) return { label: part.label, pass: null, accepted: null, candidates: [] };
  const accepted = intervalOf(target);
  const asked = askedKinds(part, item.question);
  const candidates: Candidate[] = [];
  tokens.forEach((token, i) => {
    const role = roles[i];
    // "not 179.35" and "不是179.35" remove that number from the answer.
    if (role.negated) return;
    const options = readings(token, target.unit).map((o) => signed(o, token, part, target));
    if (!options.length) return;
    const stands = standing(role.label, asked);
    const passing = stands === 'other' ? undefined : options.find((o) => passes(o, target));
    const shown = passing ?? options[0];
    const value = representable(shown.exact) ? trimFloatNoise(toNumber(shown.exact)) : null;
    const other = stands !== 'answer' || !options.some((o) => sameMagnitude(o.value, accepted));
    candidates.push({ text: token.text, value, pass: passing !== undefined, span: token.span, ...(other ? { other: true as const } : {}) });
  });
  return { label: part.label, pass: candidates.some((c) => c.pass), accepted, candidates };
}

/**
 * The reading with the sign the answer's words give it: a word for a fall makes the value negative whatever the key
 * ("down 0.25%" fails +0.25%), a part that asks for a magnitude ignores the sign, and "(1.2)" is an accounting
 * negative beside a negative reference (prose puts numbers in parentheses too).
 */
function signed(reading: Reading, token: NumberToken, part: AnswerPart, target: PartTarget): Reading {
  const reference = referencePoint(target);
  if (part.magnitude) return (reading.value < 0) !== (reference < 0) ? negated(reading) : reading;
  if (token.falling || (token.parenthesized && reference < 0)) return negated(reading);
  return reading;
}

function negated(reading: Reading): Reading {
  return { ...reading, value: -reading.value, exact: reading.exact && negate(reading.exact) };
}

function referencePoint(target: PartTarget): number {
  return target.reference?.value ?? target.bounds?.high.value ?? target.params.max?.value ?? 0;
}

/** Within SAME_MAGNITUDE of the accepted interval (anything finite when the interval is unknown, down to zero when it reaches zero). */
function sameMagnitude(value: number, accepted: Interval | null): boolean {
  if (!Number.isFinite(value)) return false;
  if (!accepted) return true;
  const near = accepted.min <= 0 && accepted.max >= 0 ? 0 : Math.min(Math.abs(accepted.min), Math.abs(accepted.max));
  const far = Math.max(Math.abs(accepted.min), Math.abs(accepted.max));
  return Math.abs(value) >= near / SAME_MAGNITUDE && Math.abs(value) <= far * SAME_MAGNITUDE;
}

/** Where the numbers that pass another numeric part sit: such a value ("high 185.2, low 179.35") is not a rival. */
function passingInOtherParts(item: Item, index: number, numbers: AnswerNumbers): Set<number> {
  const offsets = new Set<number>();
  item.answer!.parts.forEach((part, other) => {
    if (other === index || part.kind !== 'numeric') return;
    for (const c of numericOf(item, other, numbers).result.candidates) if (c.pass) offsets.add(c.span.offset);
  });
  return offsets;
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

function contradiction(lang: Language, label: string, passing: string, rivals: string[]): string {
  const shown = rivals.length > 3 ? [...rivals.slice(0, 3), lang === 'zh' ? `等${rivals.length}个数` : `and ${rivals.length - 3} more`] : rivals;
  return lang === 'zh'
    ? `要点"${label}":回答给出的"${passing}"满足要求,但同时给出了不满足要求的${shown.map((r) => `"${r}"`).join('、')},答案自相矛盾,不计为通过。`
    : `Part '${label}': the answer gives "${passing}", which passes, but also ${shown.map((r) => `"${r}"`).join(', ')} for the same quantity, which does not: contradictory values never pass.`;
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

/** Whether two spellings are the same once case, width and spaces are folded (as text parts compare them). */
export function sameSpelling(a: string, b: string): boolean {
  return folded(a).text === folded(b).text;
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
