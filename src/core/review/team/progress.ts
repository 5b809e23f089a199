/** The team's progress from the items' histories: per reviewer, per author, and the arbitration queue (for the dashboard). */
import type { HistoryEntry, Item, ReviewStatus } from '../../item/types';
import { responseRecords, samePerson } from '../history';
import { wilson, type Rate } from '../stats/wilson';
import { isOverdue, sentPackets, type SentPacket } from './packetsOut';

/** What the team views read of one item's review history, kept in the item's summary. */
export interface ReviewTrail {
  packets: SentPacket[];
  /** The reviewers' responses: who, and whether they agreed with the key. */
  responses: { reviewer: string; agreed: boolean }[];
  /** Dispute reason codes of every disputing response. */
  disputeCodes: string[];
  /** When the item last became disputed (ISO). */
  disputedAt?: string;
}

/** The trail of a history as read from a file (entries that are not objects are skipped). */
export function reviewTrailOf(history: unknown[]): ReviewTrail {
  const entries = history.filter((e): e is HistoryEntry => typeof e === 'object' && e !== null && !Array.isArray(e));
  const item = { review: { status: 'in-review', history: entries } } as Item;
  const responses = [...responseRecords(item).values()];
  const disputed = entries.filter((e) => e.status === 'disputed' && typeof e.at === 'string').at(-1);
  return {
    packets: sentPackets(item),
    responses: responses.map((r) => ({ reviewer: r.reviewer, agreed: r.outcome === 'agreed' })),
    disputeCodes: responses.filter((r) => r.outcome === 'disputed').flatMap((r) => (Array.isArray(r.reasons) ? r.reasons.map((x) => String(x?.code)) : [])),
    ...(disputed ? { disputedAt: disputed.at } : {}),
  };
}

/** `{ team }` when the history holds a packet or a response, else nothing (most summaries stay small). */
export function reviewTrailIn(history: unknown[]): { team?: ReviewTrail } {
  const trail = reviewTrailOf(history);
  return trail.packets.length || trail.responses.length ? { team: trail } : {};
}

export interface TeamItem {
  id?: string;
  author?: string;
  status?: ReviewStatus;
  team?: ReviewTrail;
}

export interface ReviewerProgress {
  name: string;
  /** Packets sent to them (reissued ones included: they were assigned). */
  assigned: number;
  returned: number;
  overdue: number;
  /** Their agreement with the key over their reconciled responses, with a 95% Wilson interval. */
  agreement: Rate;
}

export interface AuthorProgress {
  name: string;
  items: number;
  byStatus: Partial<Record<ReviewStatus, number>>;
  /** Items of theirs that any reviewer disputed, and of how many reviewed. */
  disputed: Rate;
  /** Dispute reason code → how many times. */
  reasons: Record<string, number>;
}

export interface QueuedDispute {
  id: string;
  author?: string;
  since: string;
  ageDays: number;
  reasons: string[];
}

export interface OverduePacket {
  id: string;
  packet: string;
  reviewer: string;
  due: string;
}

export interface TeamProgress {
  reviewers: ReviewerProgress[];
  authors: AuthorProgress[];
  /** Disputed items waiting for arbitration, oldest first. */
  queue: QueuedDispute[];
  overdue: OverduePacket[];
}

/** Finds the entry for a name under samePerson, keeping the first spelling met. */
function personIn<T extends { name: string }>(list: Map<string, T>, name: string, make: () => T): T {
  for (const [key, value] of list) if (key === name || samePerson(key, name)) return value;
  const made = make();
  list.set(name, made);
  return made;
}

/** The team's figures as of `today` (YYYY-MM-DD). */
export function teamProgress(items: Iterable<TeamItem>, today: string): TeamProgress {
  type ReviewerTally = ReviewerProgress & { agreed: number; responses: number };
  type AuthorTally = AuthorProgress & { reviewed: number; disputedItems: number };
  const reviewers = new Map<string, ReviewerTally>();
  const authors = new Map<string, AuthorTally>();
  const reviewer = (name: string) => personIn<ReviewerTally>(reviewers, name, () => ({ name, assigned: 0, returned: 0, overdue: 0, agreement: wilson(0, 0), agreed: 0, responses: 0 }));
  const queue: QueuedDispute[] = [];
  const overdue: OverduePacket[] = [];
  const todayMs = Date.parse(`${today}T00:00:00Z`);
  for (const item of items) {
    const trail = item.team;
    for (const p of trail?.packets ?? []) {
      const r = reviewer(p.reviewer);
      r.assigned++;
      if (p.state === 'returned') r.returned++;
      if (isOverdue(p, today)) {
        r.overdue++;
        overdue.push({ id: item.id ?? '', packet: p.packet, reviewer: p.reviewer, due: p.due! });
      }
    }
    for (const response of trail?.responses ?? []) {
      const r = reviewer(response.reviewer);
      r.responses++;
      if (response.agreed) r.agreed++;
    }
    if (item.author) {
      const a = personIn<AuthorTally>(authors, item.author, () => ({ name: item.author!, items: 0, byStatus: {}, disputed: wilson(0, 0), reasons: {}, reviewed: 0, disputedItems: 0 }));
      a.items++;
      const status = item.status ?? 'draft';
      a.byStatus[status] = (a.byStatus[status] ?? 0) + 1;
      if (trail?.responses.length) a.reviewed++;
      if (trail?.disputeCodes.length || trail?.responses.some((r) => !r.agreed)) a.disputedItems++;
      for (const code of trail?.disputeCodes ?? []) a.reasons[code] = (a.reasons[code] ?? 0) + 1;
    }
    if (item.status === 'disputed' && item.id) {
      const since = trail?.disputedAt ?? '';
      const sinceMs = Date.parse(since);
      queue.push({ id: item.id, author: item.author, since, ageDays: Number.isNaN(sinceMs) ? 0 : Math.max(0, Math.floor((todayMs - sinceMs) / 86_400_000)), reasons: [...new Set(trail?.disputeCodes ?? [])] });
    }
  }
  const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
  return {
    reviewers: [...reviewers.values()].map(({ agreed, responses, ...r }) => ({ ...r, agreement: wilson(agreed, responses) })).sort(byName),
    authors: [...authors.values()].map(({ reviewed, disputedItems, ...a }) => ({ ...a, disputed: wilson(disputedItems, reviewed) })).sort(byName),
    queue: queue.sort((a, b) => b.ageDays - a.ageDays || a.id.localeCompare(b.id)),
    overdue: overdue.sort((a, b) => a.due.localeCompare(b.due) || a.id.localeCompare(b.id)),
  };
}
