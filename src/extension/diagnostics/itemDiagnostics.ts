import * as vscode from 'vscode';
import { diagnoseItemBytes, diagnoseItemText, type ItemDiagnosis, type LocatedFinding } from '../../core/item/diagnose';
import { DEFAULT_MAX_FILE_BYTES } from '../../core/json/read';
import { lineColumn } from '../../core/json/text';
import { uiLanguage } from '../language';
import type { Log } from '../log';

export const ITEM_GLOB = '**/*.item.json';
const DEBOUNCE_MS = 150;

/**
 * Keeps the Problems panel current for every `*.item.json` in the workspace: open files from their
 * unsaved text on every change, closed files from disk through a file watcher.
 */
export class ItemDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('finbench');
  private readonly disposables: vscode.Disposable[] = [this.collection];
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly cache = new Map<string, { version: number; diagnosis: ItemDiagnosis }>();
  private readonly didDiagnose = new vscode.EventEmitter<{ uri: vscode.Uri; diagnosis: ItemDiagnosis }>();
  /** Fires after a file's findings change (the item editor shows them at the fields). */
  readonly onDidDiagnose = this.didDiagnose.event;

  static register(context: vscode.ExtensionContext, log: Log): ItemDiagnostics {
    const diagnostics = new ItemDiagnostics(log);
    context.subscriptions.push(diagnostics);
    void diagnostics.scanWorkspace();
    return diagnostics;
  }

  private constructor(private readonly log: Log) {
    const watcher = vscode.workspace.createFileSystemWatcher(ITEM_GLOB);
    this.disposables.push(
      this.didDiagnose,
      watcher,
      watcher.onDidCreate((uri) => this.checkClosedFile(uri)),
      watcher.onDidChange((uri) => this.checkClosedFile(uri)),
      watcher.onDidDelete((uri) => this.forget(uri)),
      vscode.workspace.onDidOpenTextDocument((doc) => this.checkDocument(doc)),
      vscode.workspace.onDidChangeTextDocument((e) => this.schedule(e.document)),
      vscode.workspace.onDidSaveTextDocument((doc) => this.checkDocument(doc)),
      // A closed file's unsaved edits are gone: what counts again is the file on disk.
      vscode.workspace.onDidCloseTextDocument((doc) => isItemUri(doc.uri) && this.checkClosedFile(doc.uri)),
    );
    vscode.workspace.textDocuments.forEach((doc) => this.checkDocument(doc));
  }

  /** Checks every item file of the workspace; returns how many files and findings there are. */
  async scanWorkspace(token?: vscode.CancellationToken): Promise<{ files: number; errors: number; warnings: number }> {
    const exclude = vscode.workspace.getConfiguration('finbench').get<string[]>('validation.exclude', []);
    const uris = await vscode.workspace.findFiles(ITEM_GLOB, exclude.length ? `{${exclude.join(',')}}` : undefined, undefined, token);
    for (const uri of uris) {
      if (token?.isCancellationRequested) break;
      await this.checkClosedFile(uri);
    }
    let errors = 0;
    let warnings = 0;
    this.collection.forEach((_, list) => list.forEach((d) => (d.severity === vscode.DiagnosticSeverity.Error ? errors++ : warnings++)));
    this.log.info(`Checked ${uris.length} item files: ${errors} errors, ${warnings} warnings`);
    return { files: uris.length, errors, warnings };
  }

  /** The current diagnosis of an open item document (computed at most once per version). */
  diagnosisFor(document: vscode.TextDocument): ItemDiagnosis {
    const key = document.uri.toString();
    const cached = this.cache.get(key);
    if (cached?.version === document.version) return cached.diagnosis;
    const diagnosis = diagnoseItemText(document.getText(), uiLanguage());
    this.cache.set(key, { version: document.version, diagnosis });
    return diagnosis;
  }

  private schedule(document: vscode.TextDocument) {
    if (!isItemUri(document.uri)) return;
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(key, setTimeout(() => this.checkDocument(document), DEBOUNCE_MS));
  }

  private checkDocument(document: vscode.TextDocument) {
    if (!isItemUri(document.uri) || document.isClosed) return;
    clearTimeout(this.pending.get(document.uri.toString()));
    const diagnosis = this.diagnosisFor(document);
    this.publish(document.uri, document.getText(), diagnosis);
  }

  private async checkClosedFile(uri: vscode.Uri) {
    if (vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString() && !d.isClosed)) return;
    let bytes: Uint8Array;
    try {
      // Only regular files within the size limit, as in the CLI: a FIFO named *.item.json would never finish reading.
      const stat = await vscode.workspace.fs.stat(uri);
      if (!(stat.type & vscode.FileType.File) || stat.size > DEFAULT_MAX_FILE_BYTES) {
        this.log.warn(`Not checked: ${uri.fsPath} is not a regular file of at most ${DEFAULT_MAX_FILE_BYTES / 1024 / 1024} MB`);
        return this.forget(uri);
      }
      bytes = await vscode.workspace.fs.readFile(uri);
    } catch (e) {
      this.log.warn(`Cannot read ${uri.fsPath}: ${(e as Error).message}`);
      return this.forget(uri);
    }
    this.cache.delete(uri.toString());
    // The CLI's path: strict UTF-8 (a BOM is fine), JSON.parse first, positions only for files with findings.
    const diagnosis = diagnoseItemBytes(bytes, uiLanguage());
    this.publish(uri, diagnosis.text ?? '', diagnosis);
  }

  private publish(uri: vscode.Uri, text: string, diagnosis: ItemDiagnosis) {
    this.collection.set(uri, diagnosis.findings.map((f) => toDiagnostic(text, f)));
    this.didDiagnose.fire({ uri, diagnosis });
  }

  private forget(uri: vscode.Uri) {
    this.collection.delete(uri);
    this.cache.delete(uri.toString());
  }

  dispose() {
    this.pending.forEach((timer) => clearTimeout(timer));
    this.disposables.forEach((d) => d.dispose());
  }
}

export function isItemUri(uri: vscode.Uri): boolean {
  return uri.path.endsWith('.item.json');
}

function toDiagnostic(text: string, f: LocatedFinding): vscode.Diagnostic {
  const range = new vscode.Range(position(text, f.span.offset), position(text, f.span.offset + f.span.length));
  const severity = f.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
  const diagnostic = new vscode.Diagnostic(range, f.message, severity);
  diagnostic.source = 'FinBench';
  diagnostic.code = f.code;
  return diagnostic;
}

function position(text: string, offset: number): vscode.Position {
  const { line, column } = lineColumn(text, offset);
  return new vscode.Position(line - 1, column - 1);
}
