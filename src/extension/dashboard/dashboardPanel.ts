import * as vscode from 'vscode';
import { dashboardData, type DashboardData } from '../../core/dataset/stats';
import { judgeFigures } from '../../core/judge/runFigures';
import { dayOf } from '../../core/review/team/packetsOut';
import { teamProgress } from '../../core/review/team/progress';
import { didChange, filterTree } from '../../protocol/dashboard';
import { onDidChangeRunRecords, readRunRecords, type RecordedRuns } from '../judge/judgeRunRecord';
import { t } from '../language';
import type { Services } from '../services';
import type { ItemIndex } from '../tree/itemIndex';
import { handle, type WebviewSession } from '../webviews';

export const DASHBOARD_VIEW_TYPE = 'finbench.dashboard';

/** The dataset's figures now, from the item index, the Problems panel's diagnostics and the judge run record (its lines of the dataset's items). */
export function currentFigures(index: ItemIndex, runs: RecordedRuns = { records: [], skippedLines: 0 }): DashboardData {
  const entries = [...index.all()].map(({ uri, summary }) => ({ summary, findings: index.findings(uri) }));
  const team = teamProgress(entries.map((e) => e.summary), dayOf(new Date()));
  return { ...dashboardData(entries, judgeFigures(runs.records, { skippedLines: runs.skippedLines, items: index.ids() })), team };
}

/** Opens the dashboard (or shows the open one); it follows the dataset and the judge run record while open. */
export async function showDashboard({ webviews, itemTree: { index }, log }: Pick<Services, 'webviews' | 'itemTree' | 'log'>): Promise<WebviewSession> {
  await index.ready;
  // The record is read when a new dashboard asks for its figures and when the record changes: not on every change
  // of the dataset, nor when the open dashboard is only shown again.
  let runs: Promise<RecordedRuns> | undefined;
  const recorded = () => (runs ??= readRunRecords(log));
  return webviews.openPanel<DashboardData>({
    viewType: DASHBOARD_VIEW_TYPE,
    bundle: 'dashboard',
    styles: ['dashboard'],
    title: () => t('FinBench Dashboard'),
    state: async () => currentFigures(index, await recorded()),
    handlers: [handle(filterTree, async (filter) => {
      await vscode.commands.executeCommand('finbench.tree.filterBy', filter);
    })],
    connect: (session) => {
      const push = async () => {
        const read = recorded();
        const records = await read;
        // Only the latest read counts: an earlier one may finish after it, and the latest pushes its own figures.
        if (read === runs) session.notify(didChange, currentFigures(index, records));
      };
      return [
        index.onDidChange(push),
        onDidChangeRunRecords(() => {
          runs = undefined;
          return push();
        }),
      ];
    },
  });
}
