import { reviewStats } from '../../core/review';
import { refresh, type ReviewStatsState } from '../../protocol/reviewStats';
import { t } from '../language';
import type { Services } from '../services';
import { handle, type WebviewSession } from '../webviews';
import { readItems } from './workspaceItems';

/** "FinBench: Show Review Statistics": agreement over every reconciled response in the workspace. */
export function showReviewStats({ webviews }: Services): WebviewSession {
  return webviews.openPanel({
    viewType: 'finbench.reviewStats',
    bundle: 'reviewStats',
    styles: ['form', 'reviewStats'],
    title: () => t('FinBench Review Statistics'),
    state: () => statsState(),
    handlers: [handle(refresh, () => statsState())],
  });
}

async function statsState(): Promise<ReviewStatsState> {
  const { items, invalid } = await readItems();
  return { stats: reviewStats(items.map((i) => i.item)), skipped: invalid };
}
