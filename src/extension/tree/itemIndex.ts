import * as vscode from 'vscode';
import { summarizeItem, type ItemSummary, type ProblemCounts } from '../../core/dataset/summary';
import type { FindingMark } from '../../core/dataset/stats';
import { decodeJsonBytes } from '../../core/json/read';
import type { Log } from '../log';
import { readRegularFile } from '../workspaceFiles';

export const ITEM_GLOB = '**/*.item.json';
/** Files read at once during the first scan: enough to keep the disk busy, few enough to keep memory flat. */
const READ_CONCURRENCY = 64;
/** Events closer than this are applied together, so a bulk change (git checkout, import) costs one refresh. */
const SETTLE_MS = 60;

export interface IndexedItem {
  uri: vscode.Uri;
  summary: ItemSummary;
}

const isItemUri = (uri: vscode.Uri) => uri.path.endsWith('.item.json');

/**
 * Every item file of the workspace as a small summary, kept current from file events one file at a time
 * (never a rescan), with each file's problems from the same diagnostics the Problems panel shows.
 */
export class ItemIndex implements vscode.Disposable {
  private readonly items = new Map<string, IndexedItem>();
  private readonly problems = new Map<string, FindingMark[]>();
  private readonly dirty = new Set<string>();
  private readonly removed = new Set<string>();
  private timer: ReturnType<typeof setTimeout> | undefined;
  private notifyTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly changed = new vscode.EventEmitter<void>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  /** Fires after summaries or problems changed (coalesced). */
  readonly onDidChange = this.changed.event;
  /** Resolves once the first scan has read every file. */
  readonly ready: Promise<void>;
  /** performance.now() at creation (during activation), when the first scan finished, and at the last problems change. */
  readonly timings: { startedAt: number; readyAt?: number; problemsChangedAt?: number } = { startedAt: performance.now() };

  constructor(private readonly log: Log) {
    const watcher = vscode.workspace.createFileSystemWatcher(ITEM_GLOB);
    // A folder created or deleted as a whole (written with its files, git checkout, rm -r) is reported as the folder
    // alone: this watcher sees it, and the item files under it are looked up or dropped.
    const folders = vscode.workspace.createFileSystemWatcher('**/*', false, true, false);
    this.disposables.push(
      watcher,
      folders,
      watcher.onDidCreate((uri) => this.queue(uri)),
      watcher.onDidChange((uri) => this.queue(uri)),
      watcher.onDidDelete((uri) => this.remove(uri)),
      folders.onDidCreate((uri) => !isItemUri(uri) && void this.addFolder(uri)),
      folders.onDidDelete((uri) => !isItemUri(uri) && this.remove(uri)),
      // Folders deleted or renamed in VS Code: the watcher's glob does not name the files inside them.
      vscode.workspace.onDidDeleteFiles((e) => e.files.forEach((uri) => this.remove(uri))),
      vscode.workspace.onDidRenameFiles((e) => e.files.forEach(({ oldUri, newUri }) => this.rename(oldUri, newUri))),
      vscode.languages.onDidChangeDiagnostics((e) => this.updateProblems(e.uris)),
    );
    this.ready = this.scan();
  }

  private async scan(): Promise<void> {
    const started = Date.now();
    const exclude = vscode.workspace.getConfiguration('finbench').get<string[]>('validation.exclude', []);
    const uris = await vscode.workspace.findFiles(ITEM_GLOB, exclude.length ? `{${exclude.join(',')}}` : undefined);
    await this.readAll(uris);
    this.updateProblems(uris, false);
    this.timings.readyAt = performance.now();
    this.log.info(`Item index: ${this.items.size} items in ${Date.now() - started} ms`);
    this.changed.fire();
  }

  private async readAll(uris: readonly vscode.Uri[]): Promise<void> {
    let next = 0;
    const worker = async () => {
      while (next < uris.length) await this.read(uris[next++]);
    };
    await Promise.all(Array.from({ length: Math.min(READ_CONCURRENCY, uris.length) }, worker));
  }

  private async read(uri: vscode.Uri): Promise<void> {
    let data: unknown;
    try {
      const read = await readRegularFile(uri);
      if (read.refused !== undefined) {
        this.items.delete(uri.toString()); // a FIFO, a device or too large: the Problems panel does not check it either
        return;
      }
      const decoded = decodeJsonBytes(read.bytes);
      try {
        data = decoded.problem ? undefined : JSON.parse(decoded.text);
      } catch {
        data = undefined; // not JSON: listed with unknown fields, its parse error shows as a problem
      }
    } catch {
      this.items.delete(uri.toString()); // gone between the event and the read
      return;
    }
    this.items.set(uri.toString(), { uri, summary: summarizeItem(data) });
  }

  private queue(uri: vscode.Uri) {
    this.dirty.add(uri.toString());
    this.removed.delete(uri.toString());
    this.settle();
  }

  private remove(uri: vscode.Uri) {
    const key = uri.toString();
    const prefix = key.endsWith('/') ? key : `${key}/`;
    for (const k of this.items.keys()) if (k === key || k.startsWith(prefix)) this.removed.add(k);
    this.settle();
  }

  private rename(oldUri: vscode.Uri, newUri: vscode.Uri) {
    this.remove(oldUri);
    if (isItemUri(newUri)) this.queue(newUri);
    else void this.addFolder(newUri);
  }

  /** Queues the item files under `uri` when it is a folder. */
  private async addFolder(uri: vscode.Uri) {
    try {
      if ((await vscode.workspace.fs.stat(uri)).type !== vscode.FileType.Directory) return;
    } catch {
      return; // already gone
    }
    for (const file of await vscode.workspace.findFiles(new vscode.RelativePattern(uri, ITEM_GLOB))) this.queue(file);
  }

  private settle() {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.apply(), SETTLE_MS);
  }

  private async apply() {
    const removed = [...this.removed];
    const dirty = [...this.dirty].map((k) => vscode.Uri.parse(k));
    this.removed.clear();
    this.dirty.clear();
    for (const key of removed) {
      this.items.delete(key);
      this.problems.delete(key);
    }
    await this.ready;
    await this.readAll(dirty);
    this.updateProblems(dirty, false);
    this.notify();
  }

  /** Diagnostics arrive file by file while the workspace is checked: at most one refresh per SETTLE_MS. */
  private notify() {
    this.notifyTimer ??= setTimeout(() => {
      this.notifyTimer = undefined;
      this.changed.fire();
    }, SETTLE_MS);
  }

  private updateProblems(uris: readonly vscode.Uri[], notify = true) {
    let changed = false;
    for (const uri of uris) {
      if (!isItemUri(uri)) continue;
      const marks = vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'FinBench').map(toMark);
      const key = uri.toString();
      if (!marks.length && !this.problems.has(key)) continue;
      if (marks.length) this.problems.set(key, marks);
      else this.problems.delete(key);
      changed = true;
    }
    if (changed) this.timings.problemsChangedAt = performance.now();
    if (changed && notify) this.notify();
  }

  /** Every indexed item. */
  all(): IterableIterator<IndexedItem> {
    return this.items.values();
  }

  get size(): number {
    return this.items.size;
  }

  /** The findings of one file, as the Problems panel has them. */
  findings(uri: vscode.Uri): readonly FindingMark[] {
    return this.problems.get(uri.toString()) ?? [];
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
    clearTimeout(this.timer);
    clearTimeout(this.notifyTimer);
    this.disposables.forEach((d) => d.dispose());
  }
}

function toMark(d: vscode.Diagnostic): FindingMark {
  const code = typeof d.code === 'object' ? String(d.code.value) : String(d.code ?? '');
  return { code, severity: d.severity === vscode.DiagnosticSeverity.Error ? 'error' : 'warning' };
}
