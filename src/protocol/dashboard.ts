/** The dashboard's messages: the dataset's figures, pushed as they change, and "show these items in the tree". */
import type { DashboardData } from '../core/dataset/stats';
import { filterFieldValue, type ItemFilter } from '../core/dataset/summary';
import { InvalidMessage, Notification, Request, sentByHost } from './rpc';
import { readyRequest } from './view';

export const ready = readyRequest<DashboardData>();

/** The figures changed (an item file was created, changed, renamed or deleted, or its problems changed). */
export const didChange = new Notification<DashboardData>('dashboard/didChange', sentByHost());

/**
 * What a click on a chart asks the tree to show: a task, market or status, the items with problems, with a lint
 * warning of a category, reviewed by a reviewer, or with a counted run of a judge template and model.
 */
export type ChartFilter = Pick<ItemFilter, 'task' | 'market' | 'status' | 'hasProblems' | 'lintCategory' | 'reviewer' | 'judge' | 'author' | 'assignee' | 'overdue' | 'text'>;

const CHART_KEYS: readonly string[] = ['task', 'market', 'status', 'hasProblems', 'lintCategory', 'reviewer', 'judge', 'author', 'assignee', 'overdue', 'text'] satisfies (keyof ChartFilter)[];

function parseChartFilter(raw: unknown): ChartFilter {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InvalidMessage('a filter must be an object');
  const filter: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const parsed = CHART_KEYS.includes(key) ? filterFieldValue(key, value) : undefined;
    if (parsed === undefined) throw new InvalidMessage(`'${key}' is not a filter of the tree, or ${JSON.stringify(value)} is not one of its values`);
    filter[key] = parsed;
  }
  return filter as ChartFilter;
}

/** Filters the FinBench tree to the items of a bar and shows it. */
export const filterTree = new Request<ChartFilter, void>('dashboard/filterTree', parseChartFilter);
