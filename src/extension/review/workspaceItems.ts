import * as vscode from 'vscode';
import { summarizeItem, type ItemSummary } from '../../core/dataset/summary';
import type { ItemDiagnosis } from '../../core/diagnose/diagnose';
import { diagnoseFileBytes, itemFiles } from '../../core/files/fileKinds';
import { editJson } from '../../core/json/edit';
import { decodeJsonBytes } from '../../core/json/read';
import type { Item } from '../../core/item/types';
import type { ItemChange, ItemSource } from '../../core/review';
import type { DocumentDiagnostics } from '../diagnostics/documentDiagnostics';
import { t } from '../language';
import type { IndexedItem, ItemIndex } from '../tree/itemIndex';
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

export interface ReadOptions {
  token?: vscode.CancellationToken;
  /** These files instead of every item file in scope. */
  uris?: readonly vscode.Uri[];
  /** Only the items whose summary passes (a file the index holds is not read when it does not). */
  wanted?: (summary: ItemSummary) => boolean;
}

/** The text of a file: the open document's (unsaved edits included), else the file on disk. */
export async function currentText(uri: vscode.Uri): Promise<string> {
  const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
  return open ? open.getText() : new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
}

/**
 * The workspace's items as review, arbitration, statistics and calibration read them. Which files: the item index's
 * (the workspace scan's: both exclude settings, regular files within the size limit) and open item documents in
 * the same scope. Each file's text: its open document's, else the file on disk. Nothing is diagnosed again: an open
 * document's diagnosis is the Problems panel's, a closed file's validity and summary are the scan's while the file
 * keeps the time and size the scan read (a file changed since, or not scanned, is diagnosed here).
 */
export class WorkspaceItems {
  constructor(
    private readonly index: ItemIndex,
    private readonly diagnostics: DocumentDiagnostics,
  ) {}

  async read({ token, uris, wanted = () => true }: ReadOptions = {}): Promise<ItemReading> {
    await this.index.ready;
    const open = new Map(vscode.workspace.textDocuments.filter((d) => !d.isClosed && itemFiles.matches(d.uri.path)).map((d) => [d.uri.toString(), d]));
    const items: WorkspaceItem[] = [];
    const invalid: string[] = [];
    for (const uri of uris ?? this.inScope(open.values())) {
      if (token?.isCancellationRequested) throw new vscode.CancellationError();
      const found = await this.readOne(uri, open.get(uri.toString()), wanted);
      if (!found) continue;
      const file = vscode.workspace.asRelativePath(uri);
      if (found === 'invalid') invalid.push(file);
      else items.push({ uri, file, ...found });
    }
    items.sort((a, b) => a.file.localeCompare(b.file));
    invalid.sort((a, b) => a.localeCompare(b));
    return { items, invalid };
  }

  /** The indexed item files, and the open ones in scope the index does not hold yet (saved a moment ago). */
  private inScope(open: Iterable<vscode.TextDocument>): vscode.Uri[] {
    const uris = [...this.index.all()].map((i) => i.uri);
    for (const { uri } of open) if (!this.index.get(uri) && this.index.inScope(uri)) uris.push(uri);
    return uris;
  }

  /** One file's item and text; 'invalid' when it has errors (or is not a regular file); undefined when not wanted or gone. */
  private async readOne(uri: vscode.Uri, document: vscode.TextDocument | undefined, wanted: (summary: ItemSummary) => boolean): Promise<{ item: Item; text: string } | 'invalid' | undefined> {
    if (document) return validItem(this.diagnostics.diagnosisFor(document), document.getText(), wanted);
    const indexed = this.index.get(uri);
    if (indexed && !indexed.scanned.valid) return 'invalid';
    if (indexed && !wanted(indexed.summary)) return undefined;
    let read;
    try {
      read = await readRegularFile(uri);
    } catch {
      return undefined; // gone since it was listed
    }
    if (read.refused !== undefined) return 'invalid';
    if (indexed && unchangedSinceScan(indexed, read)) {
      const parsed = parseScannedItem(read.bytes);
      if (parsed) return parsed;
    }
    const diagnosis = diagnoseFileBytes(itemFiles, read.bytes);
    return validItem(diagnosis, diagnosis.text ?? '', wanted);
  }
}

function unchangedSinceScan({ scanned }: IndexedItem, read: { mtimeMs: number; size: number }): boolean {
  return scanned.mtimeMs === read.mtimeMs && scanned.size === read.size;
}

/** The item in bytes the scan found valid (undefined if they are not what it read after all). */
function parseScannedItem(bytes: Uint8Array): { item: Item; text: string } | undefined {
  const decoded = decodeJsonBytes(bytes);
  if (decoded.problem) return undefined;
  try {
    return { item: JSON.parse(decoded.text) as Item, text: decoded.text };
  } catch {
    return undefined;
  }
}

function validItem({ data, findings }: ItemDiagnosis, text: string, wanted: (summary: ItemSummary) => boolean): { item: Item; text: string } | 'invalid' | undefined {
  if (!data || findings.some((f) => f.severity === 'error')) return 'invalid';
  return wanted(summarizeItem(data)) ? { item: data as Item, text } : undefined;
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
