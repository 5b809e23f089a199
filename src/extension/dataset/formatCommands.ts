import * as vscode from 'vscode';
import { exportFinSearchComp, importFinSearchComp, isFinSearchCompItem } from '../../core/formats/finsearchcomp';
import { exportOneMillion, importOneMillion, isOneMillionItem } from '../../core/formats/onemillion';
import { problemFinding } from '../../core/diagnose/diagnose';
import { diagnoseFileBytes, itemFiles } from '../../core/files/fileKinds';
import { itemFileName } from '../../core/files/fileNames';
import type { Item } from '../../core/item/types';
import { decodeJsonBytes } from '../../core/json/read';
import { exists } from '../items/newItemCommand';
import { t, tCount, uiLanguage } from '../language';
import type { Log } from '../log';
import type { ItemIndex } from '../tree/itemIndex';
import { readRegularFile } from '../workspaceFiles';

/** One exchange format: how its files read into items and how items write back. */
interface Format {
  name: string;
  /** File dialog filters. */
  filters: Record<string, string[]>;
  read(text: string, now: string): { items: Item[]; errors: string[] };
  exportable(item: Item): boolean;
  /** Why a skipped item could not be exported. */
  notExportable: string;
  write(items: Item[], file: vscode.Uri): string;
}

export const FORMATS = {
  finsearchcomp: {
    name: 'FinSearchComp',
    filters: { 'FinSearchComp JSONL': ['jsonl'] },
    read(text, now) {
      const { items, errors } = importFinSearchComp(text, now);
      return { items: items.map((r) => r.item), errors: errors.map((e) => e.message) };
    },
    exportable: isFinSearchCompItem,
    notExportable: t('not a T1 item with a live snapshot'),
    write: (items) => exportFinSearchComp(items),
  },
  onemillion: {
    name: 'OneMillion-Bench',
    filters: { 'OneMillion-Bench JSON': ['json'], 'OneMillion-Bench JSONL': ['jsonl'] },
    read(text, now) {
      const { items, errors } = importOneMillion(text, now);
      return { items: items.map((r) => r.item), errors };
    },
    exportable: isOneMillionItem,
    notExportable: t('not an OE item with a rubric'),
    write: (items, file) => exportOneMillion(items, file.path.endsWith('.jsonl') ? 'jsonl' : 'json'),
  },
} satisfies Record<string, Format>;

const encoder = new TextEncoder();
const progressOptions = (title: string) => ({ location: vscode.ProgressLocation.Notification, title, cancellable: true });

/**
 * Imports a file of the format into a folder, one item file per entry. All or nothing on bad input: a malformed
 * entry is reported and nothing is written; existing files are replaced only after the user agrees.
 */
export async function importFile(format: Format, log: Log, source?: vscode.Uri, target?: vscode.Uri): Promise<{ written: number; total: number } | undefined> {
  source ??= (await vscode.window.showOpenDialog({ title: t('Import {0} file', format.name), filters: format.filters, canSelectMany: false }))?.[0];
  if (!source) return undefined;
  target ??= (await vscode.window.showOpenDialog({
    title: t('Folder for the imported item files'),
    canSelectFiles: false,
    canSelectFolders: true,
    defaultUri: vscode.workspace.workspaceFolders?.[0]?.uri,
    openLabel: t('Import Here'),
  }))?.[0];
  if (!target) return undefined;
  const { items, errors } = format.read(await readSourceText(source), new Date().toISOString());
  if (errors.length) {
    log.error(`Import of ${source.fsPath}: nothing imported\n${errors.join('\n')}`);
    throw new Error(tCount(errors.length, 'Nothing imported: {0} malformed entry in {1}: {2} (in the log too)', 'Nothing imported: {0} malformed entries in {1}. First: {2} (all in the log)', source.path.split('/').pop()!, errors[0]));
  }
  const files = items.map((item) => ({ item, uri: vscode.Uri.joinPath(target, itemFileName(item.id)) }));
  const taken = (await Promise.all(files.map(({ uri }) => exists(uri)))).filter(Boolean).length;
  if (taken) {
    const replace = t('Replace');
    const question = files.length === 1
      ? t('The item file already exists in that folder and would be replaced.')
      : tCount(taken, '{0} of the {1} item files already exists in that folder and would be replaced.', '{0} of the {1} item files already exist in that folder and would be replaced.', files.length);
    const choice = await vscode.window.showWarningMessage(question, { modal: true }, replace);
    if (choice !== replace) return undefined;
  }
  return vscode.window.withProgress(progressOptions(t('Importing {0} items…', format.name)), async (progress, token) => {
    await vscode.workspace.fs.createDirectory(target);
    let written = 0;
    for (const { item, uri } of files) {
      if (token.isCancellationRequested) break;
      await vscode.workspace.fs.writeFile(uri, encoder.encode(`${JSON.stringify(item, null, 2)}\n`));
      written++;
      progress.report({ increment: 100 / files.length, message: `${written}/${files.length}` });
    }
    const summary = written === files.length
      ? tCount(written, 'Imported {0} item into {1}.', 'Imported {0} items into {1}.', vscode.workspace.asRelativePath(target))
      : t('Import cancelled: {0} of {1} written.', written, tCount(files.length, '{0} item file', '{0} item files'));
    log.info(summary);
    void vscode.window.showInformationMessage(summary);
    return { written, total: files.length };
  });
}

/** Exports the given item files (or every item of the workspace) in the format, skipping and naming what cannot go. */
export async function exportFiles(format: Format, log: Log, index: ItemIndex, selection: vscode.Uri[], target?: vscode.Uri): Promise<{ exported: number; skipped: number } | undefined> {
  await index.ready;
  const sources = selection.length ? selection : [...index.all()].map((e) => e.uri).sort((a, b) => a.path.localeCompare(b.path));
  if (!sources.length) throw new Error(t('There are no item files to export.'));
  target ??= await vscode.window.showSaveDialog({ title: tCount(sources.length, 'Export {0} item as {1}', 'Export {0} items as {1}', format.name), filters: format.filters });
  if (!target) return undefined;
  const destination = target;
  return vscode.window.withProgress(progressOptions(t('Exporting {0} items…', format.name)), async (progress, token) => {
    const items: Item[] = [];
    const skipped: string[] = [];
    for (const uri of sources) {
      if (token.isCancellationRequested) {
        void vscode.window.showInformationMessage(t('Export cancelled; nothing was written.'));
        return undefined;
      }
      const name = vscode.workspace.asRelativePath(uri);
      const read = await readRegularFile(uri);
      const { data, findings } = read.refused === undefined ? diagnoseFileBytes(itemFiles, read.bytes, uiLanguage()) : { data: undefined, findings: [{ severity: 'error', message: read.refused }] };
      const errors = findings.filter((f) => f.severity === 'error');
      if (errors.length) skipped.push(`${name}: ${errors[0].message}`);
      else if (!format.exportable(data as Item)) skipped.push(`${name}: ${format.notExportable}`);
      else items.push(data as Item);
      progress.report({ increment: 100 / sources.length });
    }
    await vscode.workspace.fs.writeFile(destination, encoder.encode(format.write(items, destination)));
    if (skipped.length) log.warn(`Export to ${destination.fsPath} skipped ${skipped.length} files:\n${skipped.join('\n')}`);
    const summary = tCount(items.length, 'Exported {0} item to {1}; {2} skipped.', 'Exported {0} items to {1}; {2} skipped.', destination.path.split('/').pop()!, skipped.length);
    if (skipped.length) {
      const show = t('Show Log');
      void vscode.window.showWarningMessage(summary, show).then((choice) => choice === show && log.show());
    } else {
      void vscode.window.showInformationMessage(summary);
    }
    return { exported: items.length, skipped: skipped.length };
  });
}

/** The text of a file to import, read by the CLI's rules (a regular file within the size limit, strict UTF-8). */
async function readSourceText(source: vscode.Uri): Promise<string> {
  const read = await readRegularFile(source);
  if (read.refused !== undefined) throw new Error(read.refused);
  const decoded = decodeJsonBytes(read.bytes);
  if (decoded.problem) throw new Error(`${source.fsPath}: ${problemFinding(decoded.problem, uiLanguage()).message}`);
  return decoded.text;
}

/** Uri arguments as VS Code passes them from a context menu: (clicked, selected[]), or from a test. */
export function urisFrom(args: unknown[]): vscode.Uri[] {
  const [first, second] = args;
  if (Array.isArray(second) && second.every((u) => u instanceof vscode.Uri)) return second;
  if (Array.isArray(first)) return first.filter((u): u is vscode.Uri => u instanceof vscode.Uri);
  return first instanceof vscode.Uri ? [first] : [];
}
