/** What changed in one item between two versions, each change said in words (for the pull-request report). */
import type { AnswerPart, Item, Language } from '../item/types';
import { canonicalJson } from '../review/canonical';
import { describeTolerance } from '../tolerance/describe';
import { reportMessage } from './messages';
import { markdownDiff, wordDiff } from './wordDiff';

export type ChangeKind = 'status' | 'question' | 'translation' | 'answer' | 'tolerance' | 'rubric' | 'snapshot' | 'other';

export interface ItemChangeNote {
  kind: ChangeKind;
  /** The change in words (Markdown: a word diff strikes removed text and bolds added text). */
  text: string;
  before?: unknown;
  after?: unknown;
}

const same = (a: unknown, b: unknown) => canonicalJson(a ?? null) === canonicalJson(b ?? null);
const shown = (v: unknown) => (v === undefined || v === null ? '—' : typeof v === 'string' ? v : JSON.stringify(v));
/** Fields said in words below; any other top-level field is only named. */
const DESCRIBED = new Set(['id', 'review', 'question', 'translation', 'answer', 'rubric', 'live']);

/** Every change between the two versions of an item, in the order a reader checks them. */
export function itemChanges(before: Item, after: Item, lang: Language): ItemChangeNote[] {
  const say = (key: Parameters<typeof reportMessage>[1], args: Record<string, string | number> = {}) => reportMessage(lang, key, args);
  const notes: ItemChangeNote[] = [];
  const statusBefore = before.review?.status ?? 'draft';
  const statusAfter = after.review?.status ?? 'draft';
  if (statusBefore !== statusAfter) notes.push({ kind: 'status', text: say('status', { before: statusBefore, after: statusAfter }), before: statusBefore, after: statusAfter });
  if (before.question !== after.question) notes.push({ kind: 'question', text: say('question', { diff: markdownDiff(wordDiff(before.question ?? '', after.question ?? '')) }), before: before.question, after: after.question });
  if (!same(before.translation?.question, after.translation?.question)) {
    notes.push({ kind: 'translation', text: say('translation', { diff: markdownDiff(wordDiff(before.translation?.question ?? '', after.translation?.question ?? '')) }), before: before.translation?.question, after: after.translation?.question });
  }
  notes.push(...partChanges(before, after, lang));
  notes.push(...rubricChanges(before, after, lang));
  if (!same(before.live?.snapshot, after.live?.snapshot)) notes.push({ kind: 'snapshot', text: say('snapshot'), before: before.live?.snapshot, after: after.live?.snapshot });
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => !DESCRIBED.has(k) && !same((before as never)[k], (after as never)[k]));
  // The key's other fields (required content, criteria) are named, not diffed.
  for (const field of ['requiredContent', 'criteria'] as const) if (!same(before.answer?.[field], after.answer?.[field])) keys.push(`answer.${field}`);
  if (keys.length) notes.push({ kind: 'other', text: say('other', { fields: keys.sort().join(', ') }) });
  return notes;
}

function partChanges(before: Item, after: Item, lang: Language): ItemChangeNote[] {
  const say = (key: Parameters<typeof reportMessage>[1], args: Record<string, string | number>) => reportMessage(lang, key, args);
  const a = before.answer?.parts ?? [];
  const b = after.answer?.parts ?? [];
  const notes: ItemChangeNote[] = [];
  for (let i = 0; i < Math.max(a.length, b.length); i++) {
    const [p, q] = [a[i], b[i]];
    if (!p) { notes.push({ kind: 'answer', text: say('partAdded', { label: q.label, value: valueOf(q) }), after: q }); continue; }
    if (!q) { notes.push({ kind: 'answer', text: say('partRemoved', { label: p.label, value: valueOf(p) }), before: p }); continue; }
    const label = q.label;
    if (!same(p.value, q.value)) notes.push({ kind: 'answer', text: say('partValue', { label, before: shown(p.value), after: shown(q.value) }), before: p.value, after: q.value });
    for (const field of ['label', 'kind', 'unit', 'currency', 'scale', 'snapshotField', 'quotePrecision', 'accepted'] as const) {
      if (!same(p[field], q[field])) notes.push({ kind: 'answer', text: say('partField', { label, field, before: shown(p[field]), after: shown(q[field]) }), before: p[field], after: q[field] });
    }
    if (!same(p.tolerance, q.tolerance)) {
      notes.push({ kind: 'tolerance', text: say('tolerance', { label, before: toleranceWords(p, before, lang), after: toleranceWords(q, after, lang) }), before: p.tolerance, after: q.tolerance });
    }
  }
  return notes;
}

function valueOf(part: AnswerPart): string {
  return part.value === undefined ? shown(part.snapshotField) : shown(part.value);
}

/** The tolerance as its one sentence (the same the judge prompt uses), or its JSON when it cannot be said. */
function toleranceWords(part: AnswerPart, item: Item, lang: Language): string {
  try {
    return `“${describeTolerance(part, lang, item.live)}”`;
  } catch {
    return JSON.stringify(part.tolerance);
  }
}

function rubricChanges(before: Item, after: Item, lang: Language): ItemChangeNote[] {
  const say = (key: Parameters<typeof reportMessage>[1], args: Record<string, string | number>) => reportMessage(lang, key, args);
  const a = new Map((before.rubric ?? []).map((c) => [c.number, c]));
  const b = new Map((after.rubric ?? []).map((c) => [c.number, c]));
  const notes: ItemChangeNote[] = [];
  for (const number of [...new Set([...a.keys(), ...b.keys()])].sort((x, y) => x - y)) {
    const [p, q] = [a.get(number), b.get(number)];
    if (!p) notes.push({ kind: 'rubric', text: say('criterionAdded', { number, weight: q!.weight, text: q!.text }), after: q });
    else if (!q) notes.push({ kind: 'rubric', text: say('criterionRemoved', { number, weight: p.weight }), before: p });
    else {
      if (p.weight !== q.weight) notes.push({ kind: 'rubric', text: say('criterionWeight', { number, before: p.weight, after: q.weight }), before: p.weight, after: q.weight });
      if (p.text !== q.text) notes.push({ kind: 'rubric', text: say('criterionText', { number, diff: markdownDiff(wordDiff(p.text, q.text)) }), before: p.text, after: q.text });
      if (!same({ ...p, weight: 0, text: '' }, { ...q, weight: 0, text: '' })) notes.push({ kind: 'rubric', text: say('other', { fields: `rubric ${number}` }) });
    }
  }
  return notes;
}
