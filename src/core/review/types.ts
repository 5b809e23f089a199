/** The review packet and the records reconcile and arbitration keep in an item's history. */
import type { Language, Market, Scale, TaskType } from '../item/types';

export const PACKET_SCHEMA_VERSION = 1;

/** One answer part as a solver sees it: what to give, never the value. */
export interface PacketPart {
  label: string;
  kind: 'numeric' | 'text';
  unit?: string;
  currency?: string;
  scale?: Scale;
}

/** A reviewer's answer to one part: the value as written, and the unit or scale it is meant in. */
export interface ResponsePart {
  value: string;
  /** The scale the value is written in (defaults to the part's own). */
  scale?: Scale;
  /** 'percent' or 'fraction' for shares; otherwise the part's unit. */
  unit?: string;
}

export interface ResponseSource {
  title: string;
  url?: string;
}

/** What the reviewer fills in, one per packet item. */
export interface PacketResponse {
  /** One entry per answer part, in the item's part order (empty for open-ended items). */
  parts: ResponsePart[];
  /** Open-ended items: the reviewer's own expert answer. */
  answer?: string;
  ambiguous: boolean;
  /** Required when ambiguous. */
  comment: string;
  cannotAnswer?: boolean;
  /** Required when cannotAnswer. */
  reason?: string;
  reasoning?: string;
  sources?: ResponseSource[];
  /** Recorded by the reviewer's form: seconds spent on this item. */
  timeSpentSeconds?: number;
}

export interface PacketItem {
  id: string;
  task: TaskType;
  market: Market;
  language: Language;
  question: string;
  translation?: { language: Language; question: string };
  parts: PacketPart[];
  /** "sha256:<hex>" over the item's key and a salt that never leaves the item's history. */
  commitment: string;
  response: PacketResponse;
}

export interface Packet {
  $schema?: string;
  schemaVersion: typeof PACKET_SCHEMA_VERSION;
  id: string;
  reviewer: string;
  createdAt: string;
  /** Set by "Mark complete" once every item is answered or explained. */
  completedAt?: string;
  items: PacketItem[];
}

/** Why a reviewer's response does not agree with the key. */
export type DisputeReason =
  | { code: 'out-of-tolerance'; part: number; label: string; value: string; normalised: number | null; accepted: { min: number; max: number } | null }
  | { code: 'text-mismatch'; part: number; label: string; value: string }
  /** The reviewer gave more than one value for the part ("179.35 or 181.20", "Shell, BP"): a response holds one. */
  | { code: 'several-values'; part: number; label: string; value: string; values: string[] }
  | { code: 'no-data'; part: number; label: string }
  | { code: 'missing-part'; part: number; label: string }
  | { code: 'ambiguous'; comment: string }
  | { code: 'cannot-answer'; reason: string }
  | { code: 'key-changed' }
  | { code: 'open-ended' };

export type DisputeCode = DisputeReason['code'];

/** The comparison of one numeric or text part, kept in the history for arbitration and statistics. */
export interface PartVerdict {
  part: number;
  label: string;
  kind: 'numeric' | 'text';
  value: string;
  pass: boolean | null;
  /** The reviewer's number in the part's unit. */
  normalised?: number | null;
  accepted?: { min: number; max: number } | null;
  /** Distance from the middle of the accepted interval in half-widths (|d| ≤ 1 is inside). */
  deviation?: number | null;
  /** The values found when the reviewer gave more than one for the part. */
  several?: string[];
}

/** `details` of the 'packet' history entry; the salt lives only here. */
export interface PacketRecord {
  reviewer: string;
  commitment: string;
  salt: string;
}

/** `details` of the 'response' history entry that reconcile writes. */
export interface ResponseRecord {
  reviewer: string;
  outcome: 'agreed' | 'disputed';
  reasons: DisputeReason[];
  verdicts: PartVerdict[];
  response: PacketResponse;
}
