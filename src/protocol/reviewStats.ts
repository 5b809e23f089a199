/** Messages between the review statistics view (webview) and its panel (host). */
import type { ReviewStats } from '../core/review/stats/agreement';
import { noParams, Request } from './rpc';
import { readyRequest } from './view';

export interface ReviewStatsState {
  stats: ReviewStats;
  /** Item files with schema errors, left out of the statistics. */
  skipped: string[];
}

export const ready = readyRequest<ReviewStatsState>();
/** Reads the items again. */
export const refresh = new Request<void, ReviewStatsState>('reviewStats/refresh', noParams);
