import * as vscode from 'vscode';
import { diagnoseItemText } from '../../core/diagnose/diagnose';
import { applyChange, arbitrate, arbitrationCase, ReviewError, type ArbitrationCase } from '../../core/review';
import { decide, refresh, type ArbitrationState, type DecideParams } from '../../protocol/arbitration';
import { t, uiLanguage } from '../language';
import type { Services } from '../services';
import { handle, type WebviewSession } from '../webviews';
import { historyActor } from './historyActor';
import { applyItemChanges, type WorkspaceItems } from './workspaceItems';

/** "FinBench: Show Arbitration": the disputed items of the workspace, each with the key and every response side by side. */
export function showArbitration({ webviews, items }: Services): WebviewSession {
  return webviews.openPanel({
    viewType: 'finbench.arbitration',
    bundle: 'arbitration',
    styles: ['form', 'reviewLists', 'arbitration'],
    title: () => t('FinBench Arbitration'),
    state: () => arbitrationState(items),
    handlers: [handle(decide, (params) => applyDecision(items, params)), handle(refresh, () => arbitrationState(items))],
  });
}

/** Every disputed item of the workspace, in file order. */
export async function arbitrationState(workspace: WorkspaceItems): Promise<ArbitrationState> {
  const { items, invalid } = await workspace.read({ wanted: (s) => s.status === 'disputed' });
  const lang = uiLanguage();
  const cases = items.map((i) => arbitrationCase(i.file, i.item, lang)).filter((c): c is ArbitrationCase => c !== undefined);
  return { cases, skipped: invalid };
}

/** Applies a decision to its item as one undoable edit with its history entry; refuses one that would make the item invalid. */
export async function applyDecision(workspace: WorkspaceItems, params: DecideParams): Promise<ArbitrationState> {
  const { items } = await workspace.read({ wanted: (s) => s.id === params.id });
  const source = items.find((i) => i.item.id === params.id);
  if (!source) throw new Error(t('Item {0} is no longer in the workspace.', params.id));
  const lang = uiLanguage();
  const arbitrator = await historyActor('arbitrator');
  if (!arbitrator) throw new Error(t('Nothing recorded: the history needs your name.'));
  let change;
  try {
    change = arbitrate(source, { ...params, arbitrator }, { now: new Date(), lang });
  } catch (e) {
    if (e instanceof ReviewError) throw new Error(e.problems.join(' '));
    throw e;
  }
  const errors = diagnoseItemText(applyChange(source.text, change), lang).findings.filter((f) => f.severity === 'error');
  if (errors.length) throw new Error(t('The change would make the item invalid: {0}', errors.map((f) => f.message).join('; ')));
  await applyItemChanges(items, [change]);
  void vscode.window.setStatusBarMessage(t('{0}: {1} recorded.', params.id, params.decision), 4000);
  return arbitrationState(workspace);
}
