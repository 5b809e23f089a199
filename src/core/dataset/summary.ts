/** What the dataset views need of one item file: a small summary, read even from invalid items. */
import { MARKETS, STATUSES, TASKS } from '../item/labels';
import type { HistoryEntry, Item, Language, Market, ReviewStatus, TaskType } from '../item/types';
import { LINT_CATEGORIES, lintCategory, type LintCategory } from '../lint/ruleCatalog';
import { responseRecords, samePerson } from '../review/history';
import { dayOf, isOverdue } from '../review/team/packetsOut';
import { reviewTrailIn, type ReviewTrail } from '../review/team/progress';

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
  /** Packets sent, responses and disputes, for the team's progress. */
  team?: ReviewTrail;
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
    ...reviewTrailIn(history),
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

/**
 * The item as the review statistics read it: its id, task, market and reconciled responses (the statistics count
 * the last response to each packet).
 */
export function reviewedItem(summary: ItemSummary, fallbackId: string): Item {
  return { id: summary.id ?? fallbackId, task: groupOf(summary, 'task'), market: groupOf(summary, 'market'), review: { status: summary.status ?? 'draft', history: summary.responses } } as Item;
}

/** The reviewers the review statistics count for an item (by-reviewer agreement). */
export function reviewersOf(summary: ItemSummary): Set<string> {
  return new Set([...responseRecords(reviewedItem(summary, '')).values()].map((r) => r.reviewer));
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

/** A finding as the Problems panel holds it: its code (`lint.<rule>`, `schema.*`, …) and severity. */
export interface FindingMark {
  code: string;
  severity: 'error' | 'warning';
}

/** Problem counts of one file, from the same diagnostics as the Problems panel. */
export interface ProblemCounts {
  errors: number;
  warnings: number;
}

/** A judge: a template run on a model. */
export interface JudgeKey {
  template: string;
  model: string;
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
  /** Items with a lint warning of this category. */
  lintCategory?: LintCategory;
  /** Items with a reconciled response by this reviewer. */
  reviewer?: string;
  /** Items with a counted judge run of this template and model. */
  judge?: JudgeKey;
  /** Items sent in a packet to this reviewer (not taken back). */
  assignee?: string;
  /** Items with a packet past its due date. */
  overdue?: boolean;
}

const nonEmpty = (value: unknown) => (typeof value === 'string' && value.trim() ? value : undefined);
/** A name as a filter shows it (in the tree's description and the filter's choices): one line of at most 200 characters. */
const name = (value: unknown) => {
  const text = nonEmpty(value);
  return text && text.length <= 200 && !/[\u0000-\u001f\u007f]/.test(text) ? text : undefined;
};

/** How each filter field reads an untrusted value: the field's value, or undefined when the value is not one. */
const FIELD_VALUES: { [K in keyof ItemFilter]-?: (value: unknown) => ItemFilter[K] } = {
  text: (v) => (typeof v === 'string' ? v : undefined),
  language: (v) => oneOf(['en', 'zh'] as const, v),
  author: (v) => (typeof v === 'string' ? v : undefined),
  hasProblems: (v) => (v === true ? true : undefined),
  task: (v) => oneOf(TASKS, v),
  market: (v) => oneOf(MARKETS, v),
  status: (v) => oneOf(STATUSES, v),
  lintCategory: (v) => oneOf(LINT_CATEGORIES, v),
  reviewer: name,
  assignee: name,
  overdue: (v) => (v === true ? true : undefined),
  judge: (v) => {
    if (typeof v !== 'object' || v === null || Array.isArray(v)) return undefined;
    const { template, model, ...rest } = v as Record<string, unknown>;
    const judge = { template: nonEmpty(template), model: nonEmpty(model) };
    return judge.template && judge.model && !Object.keys(rest).length ? (judge as JudgeKey) : undefined;
  },
};

/** The value of filter field `key` read from an untrusted `value`; undefined when the key is no filter field or the value not one of its values. */
export function filterFieldValue(key: string, value: unknown): ItemFilter[keyof ItemFilter] {
  return Object.hasOwn(FIELD_VALUES, key) ? FIELD_VALUES[key as keyof ItemFilter](value) : undefined;
}

/** True when nothing is filtered. */
export function isEmptyFilter(filter: ItemFilter): boolean {
  return Object.values(filter).every((v) => v === undefined || v === '' || v === false);
}

/** What the filter reads of an item besides its summary. */
export interface FilterContext {
  /** The file's findings as the Problems panel has them (for has problems and lint category). */
  findings?: readonly FindingMark[];
  /** The file's workspace-relative name (the text filter looks in it too). */
  fileName?: string;
  /** Ids of the items with a counted judge run of the filter's template and model. */
  judged?: ReadonlySet<string>;
  /** YYYY-MM-DD the overdue filter counts from (default today). */
  today?: string;
}

/** Whether an item passes the filter. */
export function matchesFilter(summary: ItemSummary, filter: ItemFilter, { findings = [], fileName = '', judged, today }: FilterContext = {}): boolean {
  if (filter.language && summary.language !== filter.language) return false;
  if (filter.author && summary.author?.toLowerCase() !== filter.author.toLowerCase()) return false;
  if (filter.hasProblems && !findings.length) return false;
  if (filter.task && summary.task !== filter.task) return false;
  if (filter.market && summary.market !== filter.market) return false;
  if (filter.status && summary.status !== filter.status) return false;
  if (filter.lintCategory && !findings.some((f) => lintCategory(f.code) === filter.lintCategory)) return false;
  if (filter.reviewer && !reviewersOf(summary).has(filter.reviewer)) return false;
  if (filter.judge && !(summary.id && judged?.has(summary.id))) return false;
  if (filter.assignee && !summary.team?.packets.some((p) => p.state !== 'reissued' && samePerson(p.reviewer, filter.assignee))) return false;
  if (filter.overdue && !summary.team?.packets.some((p) => isOverdue(p, today ?? dayOf(new Date())))) return false;
  if (filter.text) {
    const needle = filter.text.toLowerCase();
    const haystack = [summary.id, summary.question, summary.author, fileName].filter(Boolean).join('\n').toLowerCase();
    if (!haystack.includes(needle)) return false;
  }
  return true;
}
