/** What the dataset views need of one item file: a small summary, read even from invalid items. */
import type { HistoryEntry, Language, Market, ReviewStatus, TaskType } from '../item/types';

export const TASKS: readonly TaskType[] = ['T1', 'T2', 'T3', 'OE'];
export const MARKETS: readonly Market[] = ['global', 'greater-china'];
export const STATUSES: readonly ReviewStatus[] = ['draft', 'ready', 'in-review', 'agreed', 'disputed', 'accepted', 'modified', 'discarded'];

export interface ItemSummary {
  /** The item's id, or undefined when the file has none (not JSON, or no id). */
  id?: string;
  task?: TaskType;
  market?: Market;
  language?: Language;
  /** 'draft' when the item has no review block. */
  status?: ReviewStatus;
  author?: string;
  /** The question, whitespace collapsed. */
  question?: string;
  /** The history's reconciled responses ('response' entries with a complete record), for review statistics. */
  responses: HistoryEntry[];
}

function oneOf<T extends string>(values: readonly T[], value: unknown): T | undefined {
  return values.includes(value as T) ? (value as T) : undefined;
}

const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);

/** The summary of a parsed item file; every field is optional because the file may be invalid or not an item. */
export function summarizeItem(data: unknown): ItemSummary {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return { responses: [] };
  const item = data as Record<string, any>;
  const review = typeof item.review === 'object' && item.review !== null ? item.review : undefined;
  const history: unknown[] = Array.isArray(review?.history) ? review.history : [];
  return {
    id: text(item.id),
    task: oneOf(TASKS, item.task),
    market: oneOf(MARKETS, item.market),
    language: oneOf(['en', 'zh'] as const, item.language),
    status: review ? oneOf(STATUSES, review.status) : 'draft',
    author: text(item.meta?.author),
    question: text(item.question)?.replace(/\s+/g, ' ').trim(),
    responses: history.filter(isResponseRecord),
  };
}

/** A 'response' entry whose details hold everything the review statistics read. */
export function isResponseRecord(entry: unknown): entry is HistoryEntry {
  const e = entry as { action?: unknown; packet?: unknown; details?: Record<string, unknown> } | null;
  const d = e?.details;
  return e?.action === 'response' && typeof e.packet === 'string' && typeof d?.reviewer === 'string'
    && (d.outcome === 'agreed' || d.outcome === 'disputed') && Array.isArray(d.reasons) && Array.isArray(d.verdicts)
    && typeof d.response === 'object' && d.response !== null;
}

export type GroupBy = 'status' | 'task' | 'market';

/** The groups of a grouping in display order; items whose value is missing or invalid go to 'unknown'. */
export function groupOrder(by: GroupBy): readonly string[] {
  const values: readonly string[] = by === 'status' ? STATUSES : by === 'task' ? TASKS : MARKETS;
  return [...values, 'unknown'];
}

/** The group an item falls in. */
export function groupOf(summary: ItemSummary, by: GroupBy): string {
  return summary[by] ?? 'unknown';
}

/** Problem counts of one file, from the same diagnostics as the Problems panel. */
export interface ProblemCounts {
  errors: number;
  warnings: number;
}

/** What the tree shows; every set field must match (text: in id, question or author, any case). */
export interface ItemFilter {
  text?: string;
  language?: Language;
  author?: string;
  hasProblems?: boolean;
  task?: TaskType;
  market?: Market;
  status?: ReviewStatus;
}

/** True when nothing is filtered. */
export function isEmptyFilter(filter: ItemFilter): boolean {
  return Object.values(filter).every((v) => v === undefined || v === '' || v === false);
}

/** Whether an item passes the filter. */
export function matchesFilter(summary: ItemSummary, problems: ProblemCounts | undefined, filter: ItemFilter, fileName = ''): boolean {
  if (filter.language && summary.language !== filter.language) return false;
  if (filter.author && summary.author?.toLowerCase() !== filter.author.toLowerCase()) return false;
  if (filter.hasProblems && !(problems && problems.errors + problems.warnings > 0)) return false;
  if (filter.task && summary.task !== filter.task) return false;
  if (filter.market && summary.market !== filter.market) return false;
  if (filter.status && summary.status !== filter.status) return false;
  if (filter.text) {
    const needle = filter.text.toLowerCase();
    const haystack = [summary.id, summary.question, summary.author, fileName].filter(Boolean).join('\n').toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}
