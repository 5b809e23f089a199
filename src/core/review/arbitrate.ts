/** Arbitration decisions on disputed items, rubric grading of an independent answer, and accepting agreed items. */
import type { EditOp, JsonPath } from '../json/path';
import { pointerOf, valueAt } from '../json/path';
import type { Language } from '../item/types';
import type { Criterion, HistoryEntry, ReviewStatus } from '../item/types';
import { canonicalJson } from './canonical';
import type { ItemChange, ItemSource } from './changes';
import { responseRecords, reviewOps, statusOf } from './history';
import { ReviewError, reviewMessage } from './messages';
import { isReferenceCell, referenceValue } from './referenceCells';

export type Decision = 'keep' | 'modify-answer' | 'modify-question' | 'discard';
export type Confidence = 'low' | 'medium' | 'high';
export const DECISIONS: readonly Decision[] = ['keep', 'modify-answer', 'modify-question', 'discard'];
export const CONFIDENCES: readonly Confidence[] = ['low', 'medium', 'high'];

/** The arbitrator's grading of one reviewer's open-ended answer: the numbers of the criteria it meets. */
export interface RubricGrade {
  packet: string;
  met: number[];
}

export interface ArbitrationInput {
  decision: Decision;
  rationale: string;
  confidence: Confidence;
  arbitrator: string;
  /**
   * modify-answer: changes under answer, live (a corrected snapshot cell: the recorded ground truth) or rubric;
   * modify-question: under question, translation or systemPrompt.
   */
  edits?: { path: JsonPath; value: unknown }[];
  grades?: RubricGrade[];
}

export interface RubricScore {
  /** Sum of the weights of met criteria (negative weights are penalties). */
  earned: number;
  /** Sum of the positive weights. */
  positive: number;
  /** earned / positive. */
  score: number;
}

const STATUS_AFTER: Record<Decision, ReviewStatus> = { keep: 'accepted', 'modify-answer': 'modified', 'modify-question': 'modified', discard: 'discarded' };
const EDIT_ROOTS: Partial<Record<Decision, string[]>> = {
  'modify-answer': ['answer', 'live', 'rubric'],
  'modify-question': ['question', 'translation', 'systemPrompt'],
};

/** The weighted score of the criteria met, as the rubric judge counts it. */
export function gradeRubric(rubric: Criterion[], met: readonly number[]): RubricScore {
  const earned = rubric.filter((c) => met.includes(c.number)).reduce((sum, c) => sum + c.weight, 0);
  const positive = rubric.filter((c) => c.weight > 0).reduce((sum, c) => sum + c.weight, 0);
  return { earned, positive, score: positive > 0 ? earned / positive : 0 };
}

/** The change a decision makes: the edits, the new status and one history entry with before and after. */
export function arbitrate(source: ItemSource, input: ArbitrationInput, options: { now: Date; lang?: Language }): ItemChange {
  const lang = options.lang ?? 'en';
  const { item } = source;
  const problems: string[] = [];
  const status = statusOf(item);
  if (status !== 'disputed') problems.push(reviewMessage(lang, 'notDisputed', { id: item.id, status }));
  if (!input.rationale.trim()) problems.push(reviewMessage(lang, 'needsRationale'));
  if (!CONFIDENCES.includes(input.confidence)) problems.push(reviewMessage(lang, 'badConfidence'));
  const roots = EDIT_ROOTS[input.decision] ?? [];
  // A corrected reference typed as text is written as a number wherever that reads the same to the tolerance.
  const edits = (input.edits ?? []).map((e) => (typeof e.value === 'string' && isReferenceCell(item, e.path) ? { ...e, value: referenceValue(item, e.path, e.value) } : e));
  for (const edit of edits) {
    if (!roots.includes(String(edit.path[0]))) {
      problems.push(reviewMessage(lang, 'editOutside', { decision: input.decision, roots: roots.join(', ') || '—', path: pointerOf(edit.path) }));
    }
  }
  const changes = edits
    .map((e) => ({ path: pointerOf(e.path), before: valueAt(item, e.path) ?? null, after: e.value }))
    .filter((c) => canonicalJson(c.before) !== canonicalJson(c.after));
  if (roots.length && !changes.length) problems.push(reviewMessage(lang, edits.length ? 'noEdits' : 'needsEdits', { decision: input.decision }));
  const grades = (input.grades ?? []).map((g) => {
    for (const n of g.met) if (!item.rubric?.some((c) => c.number === n)) problems.push(reviewMessage(lang, 'unknownCriterion', { id: item.id, number: n }));
    return { packet: g.packet, reviewer: responseRecords(item).get(g.packet)?.reviewer, met: [...g.met].sort((a, b) => a - b), ...gradeRubric(item.rubric ?? [], g.met) };
  });
  if (problems.length) throw new ReviewError(problems);

  const after = STATUS_AFTER[input.decision];
  const entry: HistoryEntry = {
    at: options.now.toISOString(),
    actor: input.arbitrator,
    action: input.decision,
    status: after,
    rationale: input.rationale.trim(),
    details: { confidence: input.confidence, ...(changes.length ? { changes } : {}), ...(grades.length ? { grades } : {}) },
  };
  const ops: EditOp[] = edits.map((e) => ({ op: 'set', path: e.path, value: e.value }));
  return { file: source.file, id: item.id, ops: [...ops, ...reviewOps(item, after, [entry])] };
}

/** Moves every agreed item to accepted in one step; other items are named with their status. */
export function acceptAgreed(sources: ItemSource[], options: { by: string; now: Date; lang?: Language }): { changes: ItemChange[]; skipped: { id: string; file: string; reason: string }[] } {
  const changes: ItemChange[] = [];
  const skipped: { id: string; file: string; reason: string }[] = [];
  for (const { file, item } of sources) {
    const status = statusOf(item);
    if (status !== 'agreed') {
      skipped.push({ id: item.id, file, reason: reviewMessage(options.lang ?? 'en', 'notAgreed', { id: item.id, status }) });
      continue;
    }
    const entry: HistoryEntry = { at: options.now.toISOString(), actor: options.by, action: 'keep', status: 'accepted', rationale: reviewMessage(options.lang ?? 'en', 'acceptedAgreed') };
    changes.push({ file, id: item.id, ops: reviewOps(item, 'accepted', [entry]) });
  }
  return { changes, skipped };
}
