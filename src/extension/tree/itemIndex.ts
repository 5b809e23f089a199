import * as vscode from 'vscode';
import { summarizeItem, type ItemSummary, type ProblemCounts } from '../../core/dataset/summary';
import type { FindingMark } from '../../core/dataset/summary';
import { itemFiles } from '../../core/files/fileKinds';
import type { DocumentDiagnostics, PublishedProblems } from '../diagnostics/documentDiagnostics';
import type { Log } from '../log';
import type { ScanStamp } from '../scan/scanFiles';
import type { ScanResult, WorkspaceScan } from '../scan/workspaceScan';

/** Events closer than this are applied together, so a bulk change (git checkout, import) costs one refresh. */
const SETTLE_MS = 60;

export interface IndexedItem {
  uri: vscode.Uri;
  summary: ItemSummary;
  scanned: ScanStamp;
}

const isItemUri = (uri: vscode.Uri) => itemFiles.matches(uri.path);

/**
 * Every item file of the workspace as a small summary, from the workspace scan (which keeps it current from file
 * events one file at a time, never a rescan), with each file's problems as the Problems panel gets them (at start from
 * the scan cache, before it).
 */
export class ItemIndex implements vscode.Disposable {
  private readonly items = new Map<string, IndexedItem>();
  private readonly problems = new Map<string, FindingMark[]>();
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires after summaries or problems changed (coalesced). */
  readonly onDidChange = this.changed.event;
  /** Resolves once the first scan has reported every file. */
  readonly ready: Promise<void>;
  /**
   * performance.now() at creation (during activation), when every file was first known (from the scan cache, or read),
   * when the first scan finished, and when the Problems panel last got item files' problems.
   */
  readonly timings: { startedAt: number; shownAt?: number; readyAt?: number; problemsChangedAt?: number } = { startedAt: performance.now() };

  constructor(log: Log, private readonly scan: WorkspaceScan, diagnostics: DocumentDiagnostics) {
    this.disposables.push(
      scan.onDidScan((results) => this.update(results)),
      scan.onDidRemove((uris) => this.remove(uris)),
      diagnostics.onDidChangeProblems((changed) => this.updateProblems(changed)),
      diagnostics.onDidPublish((published) => {
        if (published.some(({ uri }) => isItemUri(uri))) this.timings.problemsChangedAt = performance.now();
      }),
    );
    // Documents open at start (editors VS Code restored) were checked before this index listened.
    diagnostics.checkOpenDocuments();
    // Shown at once, not after the settling delay: this is the moment the tree is waited for. What the first scan
    // corrects after that (files changed or gone since the cache was written) follows as any change does.
    void scan.shown.then(() => {
      this.timings.shownAt = performance.now();
      this.fireNow();
    });
    this.ready = scan.ready.then(() => {
      this.timings.readyAt = performance.now();
      log.info(`Item index: ${this.items.size} items in ${Math.round(this.timings.readyAt - this.timings.startedAt)} ms (shown after ${Math.round(this.timings.shownAt! - this.timings.startedAt)} ms)`);
    });
  }

  private update(results: readonly ScanResult[]) {
    for (const { uri, file: { summary, mtimeMs, size, problems } } of results) {
      if (!isItemUri(uri)) continue;
      this.items.set(uri.toString(), { uri, summary: summary ?? summarizeItem(undefined), scanned: { mtimeMs, size, valid: !problems.some((p) => p.severity === 'error') } });
    }
    this.notify();
  }

  private remove(uris: readonly vscode.Uri[]) {
    for (const uri of uris) {
      this.items.delete(uri.toString());
      this.problems.delete(uri.toString());
    }
    this.notify();
  }

  private updateProblems(published: readonly PublishedProblems[]) {
    let changed = false;
    for (const { uri, marks } of published) {
      if (!isItemUri(uri)) continue;
      const key = uri.toString();
      if (!marks.length && !this.problems.has(key)) continue;
      if (marks.length) this.problems.set(key, marks);
      else this.problems.delete(key);
      changed = true;
    }
    if (changed) this.notify();
  }

  /**
   * Changes come in bursts (scan results, then their problems): at most one refresh per SETTLE_MS. None before the
   * first scan can show every file: its batches are shown all at once then, not as partial counts.
   */
  private notify() {
    if (this.timings.shownAt === undefined) return;
    this.notifyTimer ??= setTimeout(() => this.fireNow(), SETTLE_MS);
  }

  private fireNow() {
    clearTimeout(this.notifyTimer);
    this.notifyTimer = undefined;
    this.changed.fire();
  }

  /** Whether the scan looks at this file: an item file in a workspace folder, excluded by neither exclude setting. */
  inScope(uri: vscode.Uri): boolean {
    return isItemUri(uri) && this.scan.inScope(uri);
  }

  /** Every indexed item. */
  all(): IterableIterator<IndexedItem> {
    return this.items.values();
  }

  /** The ids of the indexed items (files without an id have none). */
  ids(): Set<string> {
    const ids = new Set<string>();
    for (const { summary } of this.items.values()) if (summary.id) ids.add(summary.id);
    return ids;
  }

  get size(): number {
    return this.items.size;
  }

  /** The findings of one file, as the Problems panel has them. */
  findings(uri: vscode.Uri): readonly FindingMark[] {
    return this.problems.get(uri.toString()) ?? [];
  }

  /** How many indexed items have findings. */
  withProblems(): number {
    let count = 0;
    for (const key of this.problems.keys()) if (this.items.has(key)) count++;
    return count;
  }

  /** Error and warning counts of one file. */
  problemCounts(uri: vscode.Uri): ProblemCounts {
    const marks = this.findings(uri);
    const errors = marks.filter((m) => m.severity === 'error').length;
    return { errors, warnings: marks.length - errors };
  }

  get(uri: vscode.Uri): IndexedItem | undefined {
    return this.items.get(uri.toString());
  }

  dispose() {
    clearTimeout(this.notifyTimer);
    this.disposables.forEach((d) => d.dispose());
  }
}
