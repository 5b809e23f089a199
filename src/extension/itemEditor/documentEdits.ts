import * as vscode from 'vscode';
import { editJson } from '../../core/json/edit';
import type { EditOp } from '../../core/json/path';
import { propertyOrderAt } from '../../core/item/itemSchema';

/** Form edits of one document wait for the previous one to land, so each is computed from the current text. */
const queues = new Map<string, Promise<void>>();

/**
 * Applies path-based edits to an item document as ONE minimal WorkspaceEdit (one undo step; formatting,
 * unknown fields and every other byte kept). Resolves to the document version after it.
 */
export function applyItemEdit(document: vscode.TextDocument, ops: readonly EditOp[]): Promise<number> {
  const key = document.uri.toString();
  const run = (queues.get(key) ?? Promise.resolve()).then(() => applyNow(document, ops));
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => queues.get(key) === settled && queues.delete(key));
  return run;
}

async function applyNow(document: vscode.TextDocument, ops: readonly EditOp[]): Promise<number> {
  if (document.isClosed) throw new Error(vscode.l10n.t('The file was closed.'));
  const change = editJson(document.getText(), ops, propertyOrderAt);
  if (!change) return document.version;
  const edit = new vscode.WorkspaceEdit();
  const range = new vscode.Range(document.positionAt(change.offset), document.positionAt(change.offset + change.length));
  edit.replace(document.uri, range, change.content);
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(vscode.l10n.t('VS Code did not apply the edit to {0}.', vscode.workspace.asRelativePath(document.uri)));
  return document.version;
}
