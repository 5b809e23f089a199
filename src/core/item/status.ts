/** The author's own moves of an item's review status (draft ↔ ready, and discarding), each recorded in the history. */
import { isPlainObject, valueAt, type EditOp } from '../json/path';
import type { HistoryAction, ReviewStatus } from './types';

/** Where the author may move an item from each status; the review workflow makes every other move. */
const AUTHOR_MOVES: Partial<Record<ReviewStatus, ReviewStatus[]>> = {
  draft: ['ready', 'discarded'],
  ready: ['draft', 'discarded'],
  discarded: ['draft'],
};

const ACTIONS: Record<string, HistoryAction> = { ready: 'ready', draft: 'edited', discarded: 'discard' };

/** The statuses the author may move an item to from `current` (an item without a review counts as a draft). */
export function statusMoves(current: unknown): ReviewStatus[] {
  return AUTHOR_MOVES[(typeof current === 'string' ? current : 'draft') as ReviewStatus] ?? [];
}

/** The current review status of a parsed item (draft when it has none). */
export function currentStatus(item: unknown): unknown {
  return valueAt(item, ['review', 'status']) ?? 'draft';
}

/**
 * The edits that move `item` to `to` and append the history entry saying who did it and when.
 * Throws when the author may not make that move (the review commands own the other statuses).
 */
export function statusChangeOps(item: unknown, to: ReviewStatus, actor: string, at: Date): EditOp[] {
  const from = currentStatus(item);
  if (!statusMoves(from).includes(to)) throw new Error(`An item cannot move from ${String(from)} to ${to} here`);
  const entry = { at: at.toISOString(), actor, action: ACTIONS[to], status: to };
  const history = valueAt(item, ['review', 'history']);
  if (!isPlainObject(valueAt(item, ['review']))) return [{ op: 'set', path: ['review'], value: { status: to, history: [entry] } }];
  return [
    { op: 'set', path: ['review', 'status'], value: to },
    Array.isArray(history)
      ? { op: 'insert', path: ['review', 'history', history.length], value: entry }
      : { op: 'set', path: ['review', 'history'], value: [entry] },
  ];
}
