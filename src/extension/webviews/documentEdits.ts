import * as vscode from 'vscode';
import { editJson, type PropertyOrder } from '../../core/json/edit';
import type { EditOp } from '../../core/json/path';
import { t } from '../language';

/** Form edits of one document wait for the previous one to land, so each is computed from the current text. */
const queues = new Map<string, Promise<void>>();

/**
 * Applies path-based edits to a JSON document as ONE minimal WorkspaceEdit (one undo step; formatting, unknown
 * fields and every other byte kept); new properties go where `order` puts them. Resolves to the document version after it.
 */
export function applyJsonEdit(document: vscode.TextDocument, ops: readonly EditOp[], order?: PropertyOrder): Promise<number> {
  const key = document.uri.toString();
  const run = (queues.get(key) ?? Promise.resolve()).then(() => applyNow(document, ops, order));
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => queues.get(key) === settled && queues.delete(key));
  return run;
}

async function applyNow(document: vscode.TextDocument, ops: readonly EditOp[], order?: PropertyOrder): Promise<number> {
  if (document.isClosed) throw new Error(t('The file was closed.'));
  const change = editJson(document.getText(), ops, order);
  if (!change) return document.version;
  const edit = new vscode.WorkspaceEdit();
  const range = new vscode.Range(document.positionAt(change.offset), document.positionAt(change.offset + change.length));
  edit.replace(document.uri, range, change.content);
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(t('VS Code did not apply the edit to {0}.', vscode.workspace.asRelativePath(document.uri)));
  return document.version;
}
