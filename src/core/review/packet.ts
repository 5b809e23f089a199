/** Making a blind packet: who may review which item, the redacted entries, the commitments and the history records. */
import type { Language } from '../item/types';
import type { HistoryEntry, Item } from '../item/types';
import type { ItemChange, ItemSource } from './changes';
import { commitTo, newSalt, shownDigest } from './commitment';
import { authorsOf, packetRecords, reviewOps, samePerson, statusOf } from './history';
import { reviewMessage } from './messages';
import { packetItemOf, shownOf } from './redact';
import { PACKET_SCHEMA_VERSION, type Packet, type PacketRecord } from './types';

export type LeftOutCode = 'author' | 'no-author' | 'reviewed' | 'status' | 'no-key' | 'twice';

/** An item the packet does not hold, and why. */
export interface LeftOut {
  id: string;
  file: string;
  code: LeftOutCode;
  reason: string;
}

export interface PacketPlan {
  packet: Packet;
  /** The real ids of the packet's items, in its order (the packet itself shows p1, p2…). */
  ids: string[];
  /** One per item in the packet: status in-review and the 'packet' history entry. */
  changes: ItemChange[];
  leftOut: LeftOut[];
}

export interface PacketOptions {
  reviewer: string;
  /** Who makes the packet (the history entry's actor). */
  by: string;
  now: Date;
  lang?: Language;
  /** YYYY-MM-DD the reviewer should return the packet by (in the packet and in each item's 'packet' entry). */
  due?: string;
}

/** Builds a packet for the items this reviewer may solve; the rest are left out with a reason. */
export async function createPacket(sources: ItemSource[], options: PacketOptions): Promise<PacketPlan> {
  const lang = options.lang ?? 'en';
  // Invisible characters are not kept in the name the packet and the histories record.
  const reviewer = options.reviewer.normalize('NFKC').replace(/\p{Cf}/gu, '').trim();
  if (!reviewer) throw new Error('A packet needs a reviewer');
  const at = options.now.toISOString();
  const packet: Packet = { schemaVersion: PACKET_SCHEMA_VERSION, id: packetId(reviewer, options.now), reviewer, createdAt: at, ...(options.due ? { due: options.due } : {}), items: [] };
  const changes: ItemChange[] = [];
  const leftOut: LeftOut[] = [];
  const taken = new Set<string>();
  for (const { file, item } of sources) {
    const refusal = taken.has(item.id) ? { code: 'twice' as const } : whyNot(item, reviewer);
    if (refusal) {
      leftOut.push({ id: item.id, file, code: refusal.code, reason: leftOutReason(refusal, item, reviewer, lang) });
      continue;
    }
    taken.add(item.id);
    const salt = newSalt();
    const commitment = await commitTo(item, salt);
    const shown = await shownDigest(shownOf(item));
    const entry = `p${packet.items.length + 1}`;
    packet.items.push(packetItemOf(item, entry, commitment, shown));
    const details: PacketRecord = { reviewer, commitment, salt, entry, shown };
    const record: HistoryEntry = { at, actor: options.by, action: 'packet', status: 'in-review', packet: packet.id, details: { ...details, ...(options.due ? { due: options.due } : {}) } };
    changes.push({ file, id: item.id, ops: reviewOps(item, 'in-review', [record]) });
  }
  return { packet, ids: changes.map((c) => c.id), changes, leftOut };
}

interface Refusal {
  code: LeftOutCode;
  /** The reviewer's earlier packet, for 'reviewed'. */
  packet?: string;
}

/** Why this reviewer may not get the item, or undefined when they may. */
function whyNot(item: Item, reviewer: string): Refusal | undefined {
  const authors = authorsOf(item);
  // Without a known author nobody can be sure the reviewer did not write it.
  if (!authors.length) return { code: 'no-author' };
  if (authors.some((author) => samePerson(author, reviewer))) return { code: 'author' };
  for (const [packet, record] of packetRecords(item)) if (samePerson(record.reviewer, reviewer)) return { code: 'reviewed', packet };
  const status = statusOf(item);
  if (status !== 'ready' && status !== 'in-review') return { code: 'status' };
  const hasKey = item.task === 'OE' ? (item.rubric ?? []).some((c) => c.weight > 0) : (item.answer?.parts.length ?? 0) > 0;
  return hasKey ? undefined : { code: 'no-key' };
}

function leftOutReason(refusal: Refusal, item: Item, reviewer: string, lang: Language): string {
  switch (refusal.code) {
    case 'author':
      return reviewMessage(lang, 'leftOutAuthor', { reviewer });
    case 'no-author':
      return reviewMessage(lang, 'leftOutNoAuthor');
    case 'reviewed':
      return reviewMessage(lang, 'leftOutReviewed', { reviewer, packet: refusal.packet ?? '' });
    case 'status':
      return reviewMessage(lang, 'leftOutStatus', { status: statusOf(item) });
    case 'no-key':
      return reviewMessage(lang, 'leftOutNoKey');
    case 'twice':
      return reviewMessage(lang, 'leftOutTwice');
  }
}

/** "2026-11-22-bob-3f9a1c": the date, the reviewer and 24 random bits, so two packets of one day differ. */
function packetId(reviewer: string, now: Date): string {
  const slug = reviewer.normalize('NFKC').toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '-').replace(/^-|-$/g, '') || 'reviewer';
  const random = Array.from(globalThis.crypto.getRandomValues(new Uint8Array(3)), (b) => b.toString(16).padStart(2, '0')).join('');
  return `${now.toISOString().slice(0, 10)}-${slug}-${random}`;
}
