/** Taking overdue packets back from a reviewer, and refusing a late response to a packet that was taken back. */
import type { HistoryEntry, Item, Language } from '../../item/types';
import type { ItemChange, ItemSource } from '../changes';
import { reviewOps, samePerson, statusOf, withReview } from '../history';
import { teamMessage } from './messages';
import { dayOf, isOverdue, reissueOf, sentPackets, type ReissueRecord } from './packetsOut';

export interface ReissueOptions {
  /** The reviewer whose overdue packets are taken back. */
  from: string;
  by: string;
  now: Date;
}

export interface Reissue {
  /** The items as they are after the reissue entries (to plan their new reviewers from). */
  sources: ItemSource[];
  changes: ItemChange[];
  /** What was taken back: item and packet. */
  moved: { id: string; file: string; packet: string }[];
}

/** Records a 'reissue' entry for each of the reviewer's packets that is past its due date and not returned. */
export function reissueOverdue(sources: ItemSource[], options: ReissueOptions): Reissue {
  const today = dayOf(options.now);
  const at = options.now.toISOString();
  const changes: ItemChange[] = [];
  const moved: Reissue['moved'] = [];
  const after = sources.map((source) => {
    const late = sentPackets(source.item).filter((p) => isOverdue(p, today) && samePerson(p.reviewer, options.from));
    if (!late.length) return source;
    const entries: HistoryEntry[] = late.map((p) => {
      const details: ReissueRecord = { reviewer: p.reviewer, ...(p.due ? { due: p.due } : {}), reason: 'overdue' };
      return { at, actor: options.by, action: 'reissue', packet: p.packet, details: { ...details } };
    });
    const status = statusOf(source.item);
    changes.push({ file: source.file, id: source.item.id, ops: reviewOps(source.item, status, entries) });
    moved.push(...late.map((p) => ({ id: source.item.id, file: source.file, packet: p.packet })));
    return { file: source.file, item: withReview(source.item, status, entries) };
  });
  return { sources: after, changes, moved };
}

/** The sentence a late response to a reissued packet is refused with, or undefined when the packet was not reissued. */
export function lateRefusal(item: Item, packet: string, lang: Language): string | undefined {
  const entry = reissueOf(item, packet);
  return entry && teamMessage(lang, 'reissued', { packet, date: entry.at.slice(0, 10), due: entry.details.due ?? '—' });
}

/** The 'refused' entry for a late response, unless the item already records that refusal (reconciling twice adds nothing). */
export function refusalEntry(item: Item, packet: string, reviewer: string, reason: string, by: string, at: string): HistoryEntry | undefined {
  if (item.review?.history?.some((e) => e.action === 'refused' && e.packet === packet)) return undefined;
  return { at, actor: by, action: 'refused', packet, rationale: reason, details: { reviewer, reason: 'reissued' } };
}
