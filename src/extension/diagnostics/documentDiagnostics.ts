import * as vscode from 'vscode';
import { forEachConcurrently } from '../../core/concurrency';
import { problemFinding, type ItemDiagnosis, type LocatedFinding } from '../../core/item/diagnose';
import { decodeJsonBytes, DEFAULT_MAX_FILE_BYTES } from '../../core/json/read';
import { lineColumn } from '../../core/json/text';
import type { Language } from '../../core/item/types';
import { onDidChangeUiLanguage, uiLanguage } from '../language';
import type { Log } from '../log';

/** What is wrong with one file's text: its parsed value (when it is JSON) and findings placed in the text. */
export type Diagnosis = ItemDiagnosis;

/** A kind of file the Problems panel keeps checked: which files, and how their text is diagnosed. */
export interface DiagnosedKind {
  /** The files' name pattern, such as `*.item.json` (matched in every folder). */
  filePattern: string;
  diagnose(text: string, language: Language): Diagnosis;
}

const DEBOUNCE_MS = 150;
const SCAN_READS_IN_FLIGHT = 8;

/**
 * Keeps the Problems panel current for every file of the diagnosed kinds in the workspace: open files from
 * their unsaved text on every change, closed files from disk through a file watcher.
 */
export class DocumentDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('finbench');
  private readonly disposables: vscode.Disposable[] = [this.collection];
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly cache = new Map<string, { version: number; language: Language; diagnosis: Diagnosis }>();

  static register(context: vscode.ExtensionContext, log: Log, kinds: readonly DiagnosedKind[]): DocumentDiagnostics {
    const diagnostics = new DocumentDiagnostics(log, kinds);
    context.subscriptions.push(diagnostics);
    void diagnostics.scanWorkspace();
    return diagnostics;
  }

  private constructor(
    private readonly log: Log,
    private readonly kinds: readonly DiagnosedKind[],
  ) {
    for (const kind of kinds) {
      const watcher = vscode.workspace.createFileSystemWatcher(`**/${kind.filePattern}`);
      this.disposables.push(
        watcher,
        watcher.onDidCreate((uri) => this.checkClosedFile(uri)),
        watcher.onDidChange((uri) => this.checkClosedFile(uri)),
        watcher.onDidDelete((uri) => this.forget(uri)),
      );
    }
    this.disposables.push(
      vscode.workspace.onDidOpenTextDocument((doc) => this.checkDocument(doc)),
      vscode.workspace.onDidChangeTextDocument((e) => this.schedule(e.document)),
      vscode.workspace.onDidSaveTextDocument((doc) => this.checkDocument(doc)),
      // A closed file's unsaved edits are gone: what counts again is the file on disk.
      vscode.workspace.onDidCloseTextDocument((doc) => this.kindOf(doc.uri) && this.checkClosedFile(doc.uri)),
      // Findings are worded in the UI language.
      onDidChangeUiLanguage(() => void this.scanWorkspace()),
    );
    vscode.workspace.textDocuments.forEach((doc) => this.checkDocument(doc));
  }

  /** Checks every file of the diagnosed kinds in the workspace; returns how many files and findings there are. */
  async scanWorkspace(token?: vscode.CancellationToken): Promise<{ files: number; errors: number; warnings: number }> {
    const exclude = vscode.workspace.getConfiguration('finbench').get<string[]>('validation.exclude', []);
    const pattern = `**/{${this.kinds.map((k) => k.filePattern).join(',')}}`;
    const uris = await vscode.workspace.findFiles(pattern, exclude.length ? `{${exclude.join(',')}}` : undefined, undefined, token);
    // Several files are read at once (reading waits on the disk; checking is synchronous, one file at a time).
    await forEachConcurrently(uris, SCAN_READS_IN_FLIGHT, async (uri) => {
      const open = vscode.workspace.textDocuments.find((d) => d.uri.toString() === uri.toString() && !d.isClosed);
      if (open) this.checkDocument(open);
      else await this.checkClosedFile(uri);
    }, () => token?.isCancellationRequested === true);
    let errors = 0;
    let warnings = 0;
    this.collection.forEach((_, list) => list.forEach((d) => (d.severity === vscode.DiagnosticSeverity.Error ? errors++ : warnings++)));
    this.log.info(`Checked ${uris.length} files: ${errors} errors, ${warnings} warnings`);
    return { files: uris.length, errors, warnings };
  }

  /** The current diagnosis of an open document of a diagnosed kind (computed at most once per version and language). */
  diagnosisFor(document: vscode.TextDocument): Diagnosis {
    const kind = this.kindOf(document.uri);
    if (!kind) throw new Error(`${document.uri.toString()} is not a diagnosed file`);
    const key = document.uri.toString();
    const language = uiLanguage();
    const cached = this.cache.get(key);
    if (cached?.version === document.version && cached.language === language) return cached.diagnosis;
    const diagnosis = kind.diagnose(document.getText(), language);
    this.cache.set(key, { version: document.version, language, diagnosis });
    return diagnosis;
  }

  private kindOf(uri: vscode.Uri): DiagnosedKind | undefined {
    return this.kinds.find((kind) => matchesPattern(uri, kind.filePattern));
  }

  private schedule(document: vscode.TextDocument) {
    if (!this.kindOf(document.uri)) return;
    const key = document.uri.toString();
    clearTimeout(this.pending.get(key));
    this.pending.set(key, setTimeout(() => this.checkDocument(document), DEBOUNCE_MS));
  }

  private checkDocument(document: vscode.TextDocument) {
    if (!this.kindOf(document.uri) || document.isClosed) return;
    clearTimeout(this.pending.get(document.uri.toString()));
    const { findings } = this.diagnosisFor(document);
    // VS Code's JSON service reports the syntax errors of open JSON documents itself: each problem shows once.
    this.publish(document.uri, document.getText(), document.languageId === 'json' ? findings.filter((f) => f.code !== 'json.parse') : findings);
  }

  private async checkClosedFile(uri: vscode.Uri) {
    const kind = this.kindOf(uri);
    if (!kind || isOpen(uri)) return;
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
    // Opened while it was read: the open document's findings count.
    if (isOpen(uri)) return;
    this.cache.delete(uri.toString());
    // The CLI's reading rules: strict UTF-8 (a BOM is fine); other encodings are one finding that names them.
    const decoded = decodeJsonBytes(bytes);
    const language = uiLanguage();
    if (decoded.problem) this.publish(uri, '', [problemFinding(decoded.problem, language)]);
    else this.publish(uri, decoded.text, kind.diagnose(decoded.text, language).findings);
  }

  private publish(uri: vscode.Uri, text: string, findings: readonly LocatedFinding[]) {
    this.collection.set(uri, findings.map((f) => toDiagnostic(text, f)));
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

function isOpen(uri: vscode.Uri): boolean {
  return vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString() && !d.isClosed);
}

/** Whether the file's name matches a `*.suffix` name pattern. */
export function matchesPattern(uri: vscode.Uri, filePattern: string): boolean {
  const name = uri.path.slice(uri.path.lastIndexOf('/') + 1);
  return filePattern.startsWith('*') ? name.endsWith(filePattern.slice(1)) : name === filePattern;
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
