import * as vscode from 'vscode';
import type { FindingMark } from '../../core/dataset/summary';
import type { ItemDiagnosis } from '../../core/diagnose/diagnose';
import type { FileKind } from '../../core/files/fileKinds';
import type { Language } from '../../core/item/types';
import { onDidChangeUiLanguage, uiLanguage } from '../language';
import type { Log } from '../log';
import { placeProblems, type ScannedProblem } from '../scan/scanFiles';
import type { ScanResult, WorkspaceScan } from '../scan/workspaceScan';
import { inMarkerLimit } from './markerUpdates';

/** What is wrong with one file's text: its parsed value (when it is JSON) and findings placed in the text. */
export type Diagnosis = ItemDiagnosis;

/** The problems just published for one file (none: it has no problems, or it is gone). */
export interface PublishedProblems {
  uri: vscode.Uri;
  marks: FindingMark[];
}

const DEBOUNCE_MS = 150;

/**
 * A file's problems, and its diagnostics for the Problems panel made when it gets them (undefined: none, the file is
 * gone): a scan cache's 10,000 files are shown in the tree first.
 */
interface PanelEntry extends PublishedProblems {
  diagnostics: () => vscode.Diagnostic[] | undefined;
}

/**
 * Keeps the Problems panel current for every file of the diagnosed kinds in the workspace: open files from
 * their unsaved text on every change, closed files from the workspace scan (published in one batch per scan).
 */
export class DocumentDiagnostics implements vscode.Disposable {
  private readonly collection = vscode.languages.createDiagnosticCollection('finbench');
  private readonly published = new vscode.EventEmitter<PublishedProblems[]>();
  private readonly changed = new vscode.EventEmitter<PublishedProblems[]>();
  private readonly disposables: vscode.Disposable[] = [this.collection, this.published, this.changed];
  /** Fires with the files whose problems were just published, in the same batches as the Problems panel gets them. */
  readonly onDidPublish = this.published.event;
  /**
   * Fires with the files whose problems just changed, as they change: with the Problems panel, or before it while a
   * scan cache is shown (the panel gets them when the scan goes on: `WorkspaceScan.pauseAfterCache`).
   */
  readonly onDidChangeProblems = this.changed.event;
  /** What waits for the Problems panel while held, by file (the latest publication of each). */
  private held: Map<string, PanelEntry> | undefined;
  private readonly pending = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly cache = new Map<string, { version: number; language: Language; diagnosis: Diagnosis }>();

  static register(context: vscode.ExtensionContext, log: Log, kinds: readonly FileKind[], scan: WorkspaceScan): DocumentDiagnostics {
    const diagnostics = new DocumentDiagnostics(log, kinds, scan);
    context.subscriptions.push(diagnostics);
    return diagnostics;
  }

  private constructor(
    private readonly log: Log,
    private readonly kinds: readonly FileKind[],
    private readonly scan: WorkspaceScan,
  ) {
    this.disposables.push(
      scan.onDidScan((results) => this.publishScans(results)),
      scan.onDidRemove((uris) => this.publishAll(uris.map((uri) => ({ uri, marks: [], diagnostics: () => undefined })))),
      vscode.workspace.onDidOpenTextDocument((doc) => this.checkDocument(doc)),
      vscode.workspace.onDidChangeTextDocument((e) => this.schedule(e.document)),
      vscode.workspace.onDidSaveTextDocument((doc) => this.checkDocument(doc)),
      // A closed file's unsaved edits are gone: what counts again is the file on disk.
      vscode.workspace.onDidCloseTextDocument((doc) => this.closed(doc)),
      // Findings are worded in the UI language.
      onDidChangeUiLanguage(() => void this.scanWorkspace()),
    );
    this.checkOpenDocuments();
  }

  /** Checks the open documents again and publishes their problems (a listener that came later hears them too). */
  checkOpenDocuments() {
    vscode.workspace.textDocuments.forEach((doc) => this.checkDocument(doc));
  }

  /** Checks every file of the diagnosed kinds in the workspace; returns how many files and findings there are. */
  async scanWorkspace(token?: vscode.CancellationToken): Promise<{ files: number; errors: number; warnings: number }> {
    this.checkOpenDocuments();
    const results = await this.scan.scanAll(token);
    this.release();
    let errors = 0;
    let warnings = 0;
    for (const { uri } of results) {
      for (const d of this.collection.get(uri) ?? []) {
        if (d.severity === vscode.DiagnosticSeverity.Error) errors++;
        else warnings++;
      }
    }
    this.log.info(`Checked ${results.length} files: ${errors} errors, ${warnings} warnings`);
    return { files: results.length, errors, warnings };
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

  private kindOf(uri: vscode.Uri): FileKind | undefined {
    return this.kinds.find((kind) => kind.matches(uri.path));
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

  private closed(document: vscode.TextDocument) {
    if (!this.kindOf(document.uri)) return;
    this.cache.delete(document.uri.toString());
    this.scan.refresh(document.uri);
  }

  /** Scanned files, except open ones: their live text counts. */
  private publishScans(results: readonly ScanResult[]) {
    const open = new Set(vscode.workspace.textDocuments.filter((d) => !d.isClosed).map((d) => d.uri.toString()));
    this.publishAll(results.filter(({ uri }) => !open.has(uri.toString())).map(({ uri, file: { problems } }) => ({
      uri,
      // The scan's problems are kept as they are (a copy of each code and severity cost a small object a finding).
      marks: problems,
      diagnostics: () => problems.map(toDiagnostic),
    })));
  }

  private publish(uri: vscode.Uri, text: string, findings: ItemDiagnosis['findings']) {
    const diagnostics = findings.length ? placeProblems(text, findings).map(toDiagnostic) : [];
    this.publishAll([{ uri, marks: diagnostics.map(toMark), diagnostics: () => diagnostics }]);
  }

  /** One update of the Problems panel for many files (in as many `set` calls as VS Code's limit of markers asks). */
  private publishAll(entries: PanelEntry[]) {
    if (!entries.length) return;
    // The findings of a scan cache being shown (and any published after them) reach the Problems panel when the scan
    // goes on; the tree (onDidChangeProblems) has them at once.
    const until = this.scan.showingCacheUntil;
    if (until && !this.held) this.startHolding(until);
    if (this.held) for (const entry of entries) this.held.set(entry.uri.toString(), entry);
    else this.setPanel(entries);
    this.changed.fire(entries);
  }

  private startHolding(until: Promise<unknown>) {
    this.held = new Map();
    until.then(() => this.release(), () => this.release());
  }

  /** Hands what is held to the Problems panel, in one update. */
  private release() {
    const held = this.held;
    this.held = undefined;
    if (held?.size) this.setPanel([...held.values()]);
  }

  private setPanel(entries: PanelEntry[]) {
    for (const group of inMarkerLimit(entries.map(({ uri, diagnostics }): [vscode.Uri, vscode.Diagnostic[] | undefined] => [uri, diagnostics()]))) this.collection.set(group);
    this.published.fire(entries);
  }

  dispose() {
    this.pending.forEach((timer) => clearTimeout(timer));
    this.held = undefined;
    this.disposables.forEach((d) => d.dispose());
  }
}

function toDiagnostic(p: ScannedProblem): vscode.Diagnostic {
  const [startLine, startColumn, endLine, endColumn] = p.range;
  const severity = p.severity === 'error' ? vscode.DiagnosticSeverity.Error : vscode.DiagnosticSeverity.Warning;
  const diagnostic = new vscode.Diagnostic(new vscode.Range(startLine, startColumn, endLine, endColumn), p.message, severity);
  diagnostic.source = 'FinBench';
  diagnostic.code = p.code;
  return diagnostic;
}

function toMark(d: vscode.Diagnostic): FindingMark {
  return { code: String(d.code), severity: d.severity === vscode.DiagnosticSeverity.Error ? 'error' : 'warning' };
}
