import * as vscode from 'vscode';
import { dashboardData, type DashboardData } from '../../core/dataset/stats';
import { didChange, filterTree } from '../../protocol/dashboard';
import { t } from '../language';
import type { ItemIndex } from '../tree/itemIndex';
import { handle, type WebviewLayer, type WebviewSession } from '../webviews';

export const DASHBOARD_VIEW_TYPE = 'finbench.dashboard';

/** The dataset's figures now, from the item index and the Problems panel's diagnostics. */
export function currentFigures(index: ItemIndex): DashboardData {
  const entries = [...index.all()].map(({ uri, summary }) => ({ summary, findings: index.findings(uri) }));
  return dashboardData(entries);
}

/** Opens the dashboard (or shows the open one); it follows the dataset while open. */
export async function showDashboard(webviews: WebviewLayer, index: ItemIndex): Promise<WebviewSession> {
  await index.ready;
  return webviews.openPanel<DashboardData>({
    viewType: DASHBOARD_VIEW_TYPE,
    bundle: 'dashboard',
    styles: ['dashboard'],
    title: () => t('FinBench Dashboard'),
    state: () => currentFigures(index),
    handlers: [handle(filterTree, async (filter) => {
      await vscode.commands.executeCommand('finbench.tree.filterBy', filter);
    })],
    connect: (session) => [index.onDidChange(() => session.notify(didChange, currentFigures(index)))],
  });
}
