/** The dashboard's messages: the dataset's figures, pushed as they change, and "show these items in the tree". */
import type { DashboardData } from '../core/dataset/stats';
import { MARKETS, STATUSES, TASKS, type ItemFilter } from '../core/dataset/summary';
import { InvalidMessage, Notification, Request, sentByHost } from './rpc';
import { readyRequest } from './view';

export const ready = readyRequest<DashboardData>();

/** The figures changed (an item file was created, changed, renamed or deleted, or its problems changed). */
export const didChange = new Notification<DashboardData>('dashboard/didChange', sentByHost());

/** What a click on a chart asks the tree to show: a task, market or status, or the items with problems. */
export type ChartFilter = Pick<ItemFilter, 'task' | 'market' | 'status' | 'hasProblems'>;

function parseChartFilter(raw: unknown): ChartFilter {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw new InvalidMessage('a filter must be an object');
  const filter: ChartFilter = {};
  for (const [key, value] of Object.entries(raw)) {
    if (key === 'task' && TASKS.includes(value)) filter.task = value;
    else if (key === 'market' && MARKETS.includes(value)) filter.market = value;
    else if (key === 'status' && STATUSES.includes(value)) filter.status = value;
    else if (key === 'hasProblems' && value === true) filter.hasProblems = true;
    else throw new InvalidMessage(`'${key}' is not a filter of the tree, or ${JSON.stringify(value)} is not one of its values`);
  }
  return filter;
}

/** Filters the FinBench tree to the items of a bar and shows it. */
export const filterTree = new Request<ChartFilter, void>('dashboard/filterTree', parseChartFilter);
