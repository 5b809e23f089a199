/** What the arbitration view shows of a disputed item: the author's key and every reviewer's response, in history order. */
import type { Criterion, Item, Language, Scale, TaskType } from '../item/types';
import { acceptedInterval, describeTolerance } from '../tolerance';
import { responseRecords, statusOf } from './history';
import { describeReason } from './messages';
import { referenceCells, type ReferenceCell } from './referenceCells';
import type { DisputeCode, PacketResponse, PartVerdict } from './types';

export interface KeyPart {
  label: string;
  kind: 'numeric' | 'text';
  /** The reference as written (a value, or the snapshot field it is read from). */
  value: string;
  /** Accepted spellings of a text part. */
  accepted: string[];
  interval: { min: number; max: number } | null;
  tolerance: string;
  unit?: string;
  currency?: string;
  scale?: Scale;
  /** The numbers (or text) the reference is read from, which a modify-answer decision may correct. */
  cells: ReferenceCell[];
}

/** Why the item is disputed, as recorded in its history by a person rather than by a reviewer's response. */
export interface DisputeNote {
  at: string;
  actor: string;
  text: string;
}

export interface CaseResponse {
  packet: string;
  reviewer: string;
  outcome: 'agreed' | 'disputed';
  reasons: { code: DisputeCode; text: string }[];
  verdicts: PartVerdict[];
  response: PacketResponse;
}

export interface ArbitrationCase {
  id: string;
  file: string;
  task: TaskType;
  language: Language;
  question: string;
  translation?: string;
  parts: KeyPart[];
  rubric: Criterion[];
  responses: CaseResponse[];
  notes: DisputeNote[];
}

/** The case of a disputed item, or undefined for any other status. */
export function arbitrationCase(file: string, item: Item, lang: Language): ArbitrationCase | undefined {
  if (statusOf(item) !== 'disputed') return undefined;
  const parts = (item.answer?.parts ?? []).map((part, i): KeyPart => ({
    label: part.label,
    kind: part.kind,
    value: part.value !== undefined ? String(part.value) : part.snapshotField ? snapshotValue(item, part.snapshotField) : '',
    accepted: part.accepted ?? [],
    interval: acceptedInterval(item, i),
    tolerance: describeTolerance(part, lang, item.live),
    ...(part.unit !== undefined ? { unit: part.unit } : {}),
    ...(part.currency !== undefined ? { currency: part.currency } : {}),
    ...(part.scale !== undefined ? { scale: part.scale } : {}),
    cells: referenceCells(item, i),
  }));
  const responses = [...responseRecords(item)].map(([packet, r]): CaseResponse => ({
    packet,
    reviewer: r.reviewer,
    outcome: r.outcome,
    reasons: r.reasons.map((reason) => ({ code: reason.code, text: describeReason(reason, lang) })),
    verdicts: r.verdicts ?? [],
    response: r.response,
  }));
  return {
    id: item.id,
    file,
    task: item.task,
    language: item.language,
    question: item.question,
    ...(item.translation ? { translation: item.translation.question } : {}),
    parts,
    rubric: item.rubric ?? [],
    responses,
    notes: (item.review?.history ?? []).filter((e) => e.action === 'disputed' && e.rationale?.trim()).map((e) => ({ at: e.at, actor: e.actor, text: e.rationale!.trim() })),
  };
}

function snapshotValue(item: Item, field: string): string {
  for (const [instrument, fields] of Object.entries(item.live?.snapshot ?? {})) {
    if (fields && field in fields) return `${fields[field]} (${instrument}.${field})`;
  }
  return field;
}
