/** Packets sent and not yet answered, their due dates, and the reissue records that end them. */
import type { HistoryEntry, Item } from '../../item/types';
import { packetRecords, responseRecords } from '../history';

/** One packet's state for one item, as its history tells it. */
export interface SentPacket {
  packet: string;
  reviewer: string;
  /** When the packet was made (ISO). */
  at: string;
  /** YYYY-MM-DD, when the packet carried one. */
  due?: string;
  state: 'out' | 'returned' | 'reissued';
}

/** `details` of a 'reissue' history entry: whose packet was taken back, and when it was due. */
export interface ReissueRecord {
  reviewer: string;
  due?: string;
  reason: 'overdue';
}

/** The 'reissue' entry for this packet in the item's history, if it was reissued. */
export function reissueOf(item: Item, packet: string): (HistoryEntry & { details: ReissueRecord }) | undefined {
  return item.review?.history?.find((e): e is HistoryEntry & { details: ReissueRecord } => e.action === 'reissue' && e.packet === packet);
}

/** Every packet sent for the item, in the order they were made. */
export function sentPackets(item: Item): SentPacket[] {
  const responses = responseRecords(item);
  const dues = new Map<string, string>();
  for (const e of item.review?.history ?? []) if (e.action === 'packet' && e.packet && typeof e.details?.due === 'string') dues.set(e.packet, e.details.due);
  return [...packetRecords(item)].map(([packet, record]) => ({
    packet,
    reviewer: record.reviewer,
    at: record.at,
    ...(dues.has(packet) ? { due: dues.get(packet) } : {}),
    state: responses.has(packet) ? 'returned' : reissueOf(item, packet) ? 'reissued' : 'out',
  }));
}

/** A packet still out after its due date (dates compared as YYYY-MM-DD, so due today is not overdue). */
export function isOverdue(sent: SentPacket, today: string): boolean {
  return sent.state === 'out' && sent.due !== undefined && sent.due < today;
}

/** The date as YYYY-MM-DD (UTC). */
export function dayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** Today plus `days`, as YYYY-MM-DD. */
export function dueAfter(now: Date, days: number): string {
  return dayOf(new Date(now.getTime() + days * 86_400_000));
}

/** Whether text is a real calendar date written YYYY-MM-DD. */
export function isDay(text: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && dayOf(new Date(`${text}T00:00:00Z`)) === text;
}
