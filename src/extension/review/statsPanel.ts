import { reviewStats } from '../../core/review';
import { refresh, type ReviewStatsState } from '../../protocol/reviewStats';
import { t } from '../language';
import type { Services } from '../services';
import { handle, type WebviewSession } from '../webviews';
import type { WorkspaceItems } from './workspaceItems';

/** "FinBench: Show Review Statistics": agreement over every reconciled response in the workspace. */
export function showReviewStats({ webviews, items }: Services): WebviewSession {
  return webviews.openPanel({
    viewType: 'finbench.reviewStats',
    bundle: 'reviewStats',
    styles: ['form', 'reviewStats'],
    title: () => t('FinBench Review Statistics'),
    state: () => statsState(items),
    handlers: [handle(refresh, () => statsState(items))],
  });
}

async function statsState(workspace: WorkspaceItems): Promise<ReviewStatsState> {
  const { items, invalid } = await workspace.read();
  return { stats: reviewStats(items.map((i) => i.item)), skipped: invalid };
}
