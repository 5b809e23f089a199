/**
 * The labelled answers of a dataset: every sample with an expected verdict, and every blind-review response whose
 * human verdict is known (reconciled, or arbitrated), read against the key the response's packet committed to.
 */
import type { ExpectedVerdict, HistoryEntry, Item } from '../item/types';
import { pointerToPath, type JsonPath } from '../json/path';
import { keyUnchanged } from '../review/commitment';
import { packetRecords, responseRecords } from '../review/history';
import { answerText } from '../review/normalise';
import { solverPart } from '../review/redact';
import type { ResponseRecord } from '../review/types';

export interface LabelledAnswer {
  /** Unique in a run: "<item id>#s<n>" for a sample, "<item id>#<packet id>" for a review response. */
  key: string;
  file: string;
  /** The item as the answer is judged: for a response, with the key its packet committed to. */
  item: Item;
  source: 'sample' | 'review';
  /** The sample's index, or the response's packet and reviewer. */
  sample?: number;
  packet?: string;
  reviewer?: string;
  answer: string;
  /** The human verdict on the whole answer; absent for open-ended responses, which are labelled per criterion. */
  human?: ExpectedVerdict;
  expectedScore?: number;
  /** Per rubric criterion: whether the arbitrator found it met in this answer. */
  criteria?: { id: number; met: boolean }[];
}

/** Why a review response gives no label. */
export type SkipReason = 'ambiguous' | 'cannot-answer' | 'key-changed' | 'discarded' | 'question-modified' | 'not-graded';

export interface SkippedResponse {
  file: string;
  item: string;
  packet: string;
  reason: SkipReason;
}

const ARBITRATION = new Set(['keep', 'modify-answer', 'modify-question', 'discard']);

/** Every labelled answer of the items, in file order; responses that carry no label are listed with why. */
export async function labelledAnswers(sources: readonly { file: string; item: Item }[]): Promise<{ answers: LabelledAnswer[]; skipped: SkippedResponse[] }> {
  const answers: LabelledAnswer[] = [];
  const skipped: SkippedResponse[] = [];
  for (const { file, item } of sources) {
    (item.samples ?? []).forEach((s, i) => answers.push({
      key: `${item.id}#s${i}`, file, item, source: 'sample', sample: i, answer: s.answer, human: s.expected,
      ...(s.expectedScore !== undefined ? { expectedScore: s.expectedScore } : {}),
    }));
    const packets = packetRecords(item);
    for (const [packet, record] of responseRecords(item)) {
      const committed = packets.get(packet);
      const label = await responseLabel(item, packet, record, committed);
      if ('reason' in label) skipped.push({ file, item: item.id, packet, reason: label.reason });
      else answers.push({ key: `${item.id}#${packet}`, file, source: 'review', packet, reviewer: record.reviewer, ...label });
    }
  }
  return { answers, skipped };
}

type ResponseLabel = Pick<LabelledAnswer, 'item' | 'answer' | 'human' | 'criteria'> | { reason: SkipReason };

async function responseLabel(item: Item, packet: string, record: ResponseRecord & { at: string }, committed: { salt: string; commitment: string } | undefined): Promise<ResponseLabel> {
  const codes = new Set(record.reasons.map((r) => r.code));
  if (codes.has('cannot-answer')) return { reason: 'cannot-answer' };
  if (codes.has('ambiguous')) return { reason: 'ambiguous' };
  const decision = (item.review?.history ?? []).find((e) => ARBITRATION.has(e.action) && e.at >= record.at);
  if (decision?.action === 'discard') return { reason: 'discarded' };
  if (decision?.action === 'modify-question') return { reason: 'question-modified' };
  const judged = decision?.action === 'modify-answer' ? itemBefore(item, decision) : item;
  if (codes.has('key-changed') || !committed || !(await keyUnchanged(judged, committed.salt, committed.commitment))) return { reason: 'key-changed' };
  if (item.task === 'OE') {
    const grade = gradeOf(item, packet);
    if (!grade) return { reason: 'not-graded' };
    return { item: judged, answer: record.response.answer ?? '', criteria: (judged.rubric ?? []).map((c) => ({ id: c.number, met: grade.includes(c.number) })) };
  }
  const parts = judged.answer?.parts ?? [];
  const texts = parts.map((p, i) => answerText(solverPart(p), record.response.parts[i] ?? { value: '' }));
  const answer = parts.length === 1 ? texts[0] : parts.map((p, i) => `${p.label}: ${texts[i]}`).join('\n');
  return { item: judged, answer, human: humanVerdict(record) };
}

/** Pass when the response agreed with the key; no-data when a part's snapshot holds no number; fail otherwise. */
function humanVerdict(record: ResponseRecord): ExpectedVerdict {
  if (record.outcome === 'agreed') return 'pass';
  return record.reasons.every((r) => r.code === 'no-data') ? 'no-data' : 'fail';
}

/** The criteria an arbitrator found met in the packet's open-ended answer, from the newest grading. */
function gradeOf(item: Item, packet: string): number[] | undefined {
  let met: number[] | undefined;
  for (const entry of item.review?.history ?? []) {
    const grades = (entry.details as { grades?: { packet: string; met: number[] }[] } | undefined)?.grades;
    const grade = Array.isArray(grades) ? grades.find((g) => g?.packet === packet && Array.isArray(g.met)) : undefined;
    if (grade) met = grade.met;
  }
  return met;
}

/** The item as it was before an arbitration's edits (each change's `before`; null: the field was absent). */
function itemBefore(item: Item, decision: HistoryEntry): Item {
  const changes = (decision.details as { changes?: { path: string; before: unknown }[] } | undefined)?.changes ?? [];
  const copy = structuredClone(item) as unknown as Record<string, unknown>;
  for (const change of [...changes].reverse()) setAt(copy, pointerToPath(change.path), change.before);
  return copy as unknown as Item;
}

function setAt(root: Record<string, unknown>, path: JsonPath, value: unknown): void {
  let node: Record<string | number, unknown> = root;
  for (const step of path.slice(0, -1)) {
    if (typeof node[step] !== 'object' || node[step] === null) node[step] = typeof step === 'number' ? [] : {};
    node = node[step] as Record<string | number, unknown>;
  }
  const last = path[path.length - 1];
  if (last === undefined) return;
  if (value === null && !Array.isArray(node)) delete node[last];
  else node[last] = value;
}
