import * as vscode from 'vscode';
import { itemFiles } from '../../core/files/fileKinds';
import { editJson } from '../../core/json/edit';
import type { ItemChange, ItemSource } from '../../core/review';
import type { DocumentDiagnostics } from '../diagnostics/documentDiagnostics';
import { t } from '../language';
import { readItemFiles, type ItemFiles, type ReadItemsOptions } from './itemReading';
import type { ItemIndex } from '../tree/itemIndex';
import { readRegularFile } from '../workspaceFiles';

/** An item file of the workspace as read now: its unsaved text when it is open. */
export interface WorkspaceItem extends ItemSource {
  uri: vscode.Uri;
  text: string;
}

/** What the review commands asked for: the valid items (sorted by file), and the files skipped for their errors. */
export interface ItemReading {
  items: WorkspaceItem[];
  invalid: string[];
}

export interface ReadOptions extends Omit<ReadItemsOptions<vscode.Uri>, 'checkCancelled'> {
  token?: vscode.CancellationToken;
}

/**
 * The text of a file: an open document's unsaved edits, else the file on disk. An open document with no edits may not
 * have taken in a write made on disk yet (a packet replaced while its old text is still open), so the disk is read.
 */
export async function currentText(uri: vscode.Uri): Promise<string> {
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && !d.isClosed && d.isDirty);
  return open ? open.getText() : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

/** The workspace's items as review, arbitration, statistics and calibration read them (see itemReading.ts). */
export class WorkspaceItems {
  constructor(
    private readonly index: ItemIndex,
    private readonly diagnostics: DocumentDiagnostics,
  ) {}

  async read({ token, ...options }: ReadOptions = {}): Promise<ItemReading> {
    await this.index.ready;
    // Unsaved edits count; an unchanged open document is read from disk, which it may not have caught up with yet.
    const open = new Map(vscode.workspace.textDocuments.filter((d) => !d.isClosed && d.isDirty && itemFiles.matches(d.uri.path)).map((d) => [d.uri.toString(), d]));
    const { index, diagnostics } = this;
    const files: ItemFiles<vscode.Uri> = {
      listed: () => [...[...index.all()].map((i) => i.uri), ...[...open.values()].map((d) => d.uri).filter((uri) => !index.get(uri) && index.inScope(uri))],
      indexed: (uri) => index.get(uri),
      open: (uri) => {
        const document = open.get(uri.toString());
        return document && { text: document.getText(), diagnosis: diagnostics.diagnosisFor(document) };
      },
      read: (uri) => readRegularFile(uri).catch(() => undefined), // gone since it was listed
      name: (uri) => vscode.workspace.asRelativePath(uri),
    };
    return readItemFiles(files, {
      ...options,
      checkCancelled: () => {
        if (token?.isCancellationRequested) throw new vscode.CancellationError();
      },
    });
  }
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
