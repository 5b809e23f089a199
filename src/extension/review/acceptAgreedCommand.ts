import * as vscode from 'vscode';
import { acceptAgreed, statusOf } from '../../core/review';
import { t, tCount, uiLanguage } from '../language';
import { historyActor } from './historyActor';
import { applyItemChanges, type WorkspaceItems } from './workspaceItems';

/** "FinBench: Accept Agreed Items": moves every agreed item of the workspace to accepted in one edit, after asking. */
export async function acceptAgreedCommand(workspace: WorkspaceItems, options: { confirm?: boolean } = {}): Promise<string[]> {
  const { items } = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: t('FinBench: reading item files…'), cancellable: true },
    (_progress, token) => workspace.read({ token, wanted: (s) => s.status === 'agreed' }),
  );
  if (!items.some((i) => statusOf(i.item) === 'agreed')) {
    void vscode.window.showInformationMessage(t('No item is agreed.'));
    return [];
  }
  const by = await historyActor('coordinator');
  if (!by) return [];
  const { changes } = acceptAgreed(items, { by, now: new Date(), lang: uiLanguage() });
  if (options.confirm !== false) {
    const accept = t('Accept');
    const answer = await vscode.window.showWarningMessage(tCount(changes.length, 'Move {0} agreed item to accepted?', 'Move {0} agreed items to accepted?'), { modal: true }, accept);
    if (answer !== accept) return [];
  }
  await applyItemChanges(items, changes);
  void vscode.window.showInformationMessage(tCount(changes.length, '{0} item accepted.', '{0} items accepted.'));
  return changes.map((c) => c.id);
}
