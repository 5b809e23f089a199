import * as vscode from 'vscode';
import { statusLabels, statusMeanings } from '../../core/item/labels';
import { currentStatus, statusChangeOps, statusMoves } from '../../core/item/status';
import type { ReviewStatus } from '../../core/item/types';
import { readJsonText } from '../../core/json/read';
import { t } from '../language';
import { historyActor } from '../review/historyActor';
import { activeFileUri, applyJsonEdit } from '../webviews';

/** What `finbench.setItemStatus` asks for; a caller may pass any of it to skip that question. */
export interface SetStatusArgs {
  status?: ReviewStatus;
  /** Who moves it (default: the `finbench.actor` setting, asked for once when empty; see historyActor). */
  actor?: string;
}

/**
 * "FinBench: Set Item Status…": moves an item (the active one, or `uri`) between draft, ready and discarded, and
 * records who and when in its review history, as one edit of the document (undo restores both). A file that was
 * not open or had no unsaved changes is saved again.
 */
export async function setItemStatus(uri?: vscode.Uri, args: SetStatusArgs = {}): Promise<ReviewStatus | undefined> {
  const target = uri ?? activeFileUri();
  if (!target) throw new Error(t('Open an item file first.'));
  const document = await vscode.workspace.openTextDocument(target);
  const parsed = readJsonText(document.getText());
  if (!('value' in parsed)) throw new Error(t('{0} is not valid JSON: fix it first.', vscode.workspace.asRelativePath(target)));
  const from = currentStatus(parsed.value);
  const moves = statusMoves(from);
  if (!moves.length) throw new Error(t('The review workflow moves an item that is {0}.', String(from)));
  const status = args.status ?? (await pickStatus(String(from), moves));
  if (!status) return undefined;
  const actor = args.actor ?? (await historyActor('author'));
  if (!actor) return undefined;
  const wasClean = !document.isDirty;
  await applyJsonEdit(document, statusChangeOps(parsed.value, status, actor, new Date()));
  if (wasClean) await document.save();
  return status;
}

async function pickStatus(from: string, moves: ReviewStatus[]): Promise<ReviewStatus | undefined> {
  const items = moves.map((status) => ({ label: t(statusLabels[status]), description: statusMeanings[status] && t(statusMeanings[status]), value: status }));
  const chosen = await vscode.window.showQuickPick(items, { title: t('FinBench: Set Item Status'), placeHolder: t('The item is {0}; move it to', from) });
  return chosen?.value;
}
