/** Reading review records from an item's history, and the edit ops that append to it. */
import type { EditOp } from '../json/path';
import type { HistoryEntry, Item, ReviewStatus } from '../item/types';
import type { PacketRecord, ResponseRecord } from './types';

/** An item's review status; an item without a review block is a draft. */
export function statusOf(item: Item): ReviewStatus {
  return item.review?.status ?? 'draft';
}

/** The 'packet' entries of an item's history, by packet id. */
export function packetRecords(item: Item): Map<string, PacketRecord & { at: string }> {
  const found = new Map<string, PacketRecord & { at: string }>();
  for (const entry of item.review?.history ?? []) {
    const d = entry.details as Partial<PacketRecord> | undefined;
    if (entry.action === 'packet' && entry.packet && typeof d?.reviewer === 'string' && typeof d.commitment === 'string' && typeof d.salt === 'string') {
      found.set(entry.packet, {
        reviewer: d.reviewer, commitment: d.commitment, salt: d.salt, at: entry.at,
        ...(typeof d.entry === 'string' ? { entry: d.entry } : {}),
        ...(typeof d.shown === 'string' ? { shown: d.shown } : {}),
      });
    }
  }
  return found;
}

/** The 'response' entries of an item's history, by packet id. */
export function responseRecords(item: Item): Map<string, ResponseRecord & { at: string }> {
  const found = new Map<string, ResponseRecord & { at: string }>();
  for (const entry of item.review?.history ?? []) {
    const d = entry.details as Partial<ResponseRecord> | undefined;
    if (entry.action === 'response' && entry.packet && (d?.outcome === 'agreed' || d?.outcome === 'disputed')) {
      found.set(entry.packet, { ...(d as ResponseRecord), at: entry.at });
    }
  }
  return found;
}

/**
 * A name as compared: Unicode NFKC (full-width "ｂｏｂ" is "bob"), invisible format characters removed (zero-width
 * space and joiners, BOM, every \p{Cf}), case folded, spaces collapsed and trimmed.
 */
export function personKey(name: string): string {
  // Upper then lower case folds as Unicode's full case folding does for names (ß and SS are one, as are ς and σ).
  return name.normalize('NFKC').replace(/\p{Cf}/gu, '').toUpperCase().toLowerCase().normalize('NFKC').replace(/\s+/gu, ' ').trim();
}

/** Same person, whatever the case, width, invisible characters or surrounding spaces; an empty name is nobody. */
export function samePerson(a: string | undefined, b: string | undefined): boolean {
  if (a === undefined || b === undefined) return false;
  const key = personKey(a);
  return key !== '' && key === personKey(b);
}

/** Who wrote the item: meta.author and the actor of its 'created' history entry (either may be missing). */
export function authorsOf(item: Item): string[] {
  const created = (item.review?.history ?? []).filter((e) => e.action === 'created').map((e) => e.actor);
  return [item.meta?.author, ...created].filter((name): name is string => typeof name === 'string' && personKey(name) !== '');
}

/** Ops that set the item's status and append history entries (creating the review block when missing). */
export function reviewOps(item: Item, status: ReviewStatus, entries: HistoryEntry[]): EditOp[] {
  if (!item.review) return [{ op: 'set', path: ['review'], value: { status, history: entries } }];
  const ops: EditOp[] = [{ op: 'set', path: ['review', 'status'], value: status }];
  const history = item.review.history;
  if (!history) ops.push({ op: 'set', path: ['review', 'history'], value: entries });
  else entries.forEach((entry, i) => ops.push({ op: 'insert', path: ['review', 'history', history.length + i], value: entry }));
  return ops;
}

/** The item after reviewOps, as a value (for checks that follow in the same run). */
export function withReview(item: Item, status: ReviewStatus, entries: HistoryEntry[]): Item {
  return { ...item, review: { ...item.review, status, history: [...(item.review?.history ?? []), ...entries] } };
}
