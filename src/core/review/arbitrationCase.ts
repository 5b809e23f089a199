/** What the arbitration view shows of a disputed item: the author's key and every reviewer's response, in history order. */
import type { Criterion, Item, Language, TaskType } from '../item/types';
import { acceptedInterval, describeTolerance } from '../tolerance';
import { responseRecords, statusOf } from './history';
import { describeReason } from './messages';
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
  /** The part has a plain value the arbitrator may change here (not a snapshot field). */
  editable: boolean;
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
    editable: part.value !== undefined,
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
  };
}

function snapshotValue(item: Item, field: string): string {
  for (const [instrument, fields] of Object.entries(item.live?.snapshot ?? {})) {
    if (fields && field in fields) return `${fields[field]} (${instrument}.${field})`;
  }
  return field;
}
