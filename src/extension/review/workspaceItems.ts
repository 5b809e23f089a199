import * as vscode from 'vscode';
import { diagnoseItemText } from '../../core/diagnose/diagnose';
import { editJson } from '../../core/json/edit';
import type { Item } from '../../core/item/types';
import type { ItemChange, ItemSource } from '../../core/review';
import { t } from '../language';

/** An item file of the workspace as read now: its unsaved text when it is open. */
export interface WorkspaceItem extends ItemSource {
  uri: vscode.Uri;
  text: string;
}

/** The text of a file: the open document's (unsaved edits included), else the file on disk. */
export async function currentText(uri: vscode.Uri): Promise<string> {
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
  return open ? open.getText() : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

/** Every valid item file of the workspace (or of `uris`); files with schema errors are skipped and counted. */
export async function readItems(token?: vscode.CancellationToken, uris?: readonly vscode.Uri[]): Promise<{ items: WorkspaceItem[]; invalid: string[] }> {
  const exclude = vscode.workspace.getConfiguration('finbench').get<string[]>('validation.exclude', []);
  const found = uris ?? (await vscode.workspace.findFiles('**/*.item.json', exclude.length ? `{${exclude.join(',')}}` : undefined, undefined, token));
  const items: WorkspaceItem[] = [];
  const invalid: string[] = [];
  for (const uri of found) {
    if (token?.isCancellationRequested) throw new vscode.CancellationError();
    const text = await currentText(uri);
    const { data, findings } = diagnoseItemText(text);
    const file = vscode.workspace.asRelativePath(uri);
    if (!data || findings.some((f) => f.severity === 'error')) invalid.push(file);
    else items.push({ uri, file, item: data as Item, text });
  }
  items.sort((a, b) => a.file.localeCompare(b.file));
  return { items, invalid };
}

/**
 * Applies every item change as ONE workspace edit (VS Code applies all of it or none; each file keeps its own
 * undo step) and saves the changed files. `extra` adds more to the same edit (a new packet file).
 */
export async function applyItemChanges(items: readonly WorkspaceItem[], changes: readonly ItemChange[], extra?: (edit: vscode.WorkspaceEdit) => void): Promise<void> {
  if (!changes.length && !extra) return;
  const edit = new vscode.WorkspaceEdit();
  extra?.(edit);
  const documents: vscode.TextDocument[] = [];
  for (const change of changes) {
    const item = items.find((i) => i.file === change.file);
    if (!item) throw new Error(`unknown item file ${change.file}`);
    const document = await vscode.workspace.openTextDocument(item.uri);
    if (document.getText() !== item.text) throw new Error(t('{0} changed while this ran; nothing was written. Try again.', change.file));
    const text = editJson(document.getText(), change.ops);
    if (!text) continue;
    edit.replace(item.uri, new vscode.Range(document.positionAt(text.offset), document.positionAt(text.offset + text.length)), text.content);
    documents.push(document);
  }
  if (!(await vscode.workspace.applyEdit(edit))) throw new Error(t('VS Code did not apply the changes; nothing was written.'));
  await Promise.all(documents.map((d) => d.save()));
}
