import { existsSync } from 'node:fs';
import { stat } from 'node:fs/promises';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import { forEachConcurrently } from '../../core/concurrency';
import { fileKindOf, globOf } from '../../core/files/fileKinds';
import type { Language } from '../../core/item/types';
import { startThreadsInProcess, type StreamingThreads } from '../../node/threadStream';
import { threadsFor } from '../../node/workerPool';
import { uiLanguage } from '../language';
import type { Log } from '../log';
import { readRegularFile } from '../workspaceFiles';
import { excludeMatcher, findLocalFiles, type ExcludeMatcher } from './findLocalFiles';
import { PendingChanges } from './pendingChanges';
import { onDamagedResponses } from './responsesText';
import { readScanCache, unchangedInCache, writeScanCache, type ScanCacheEntries, type ScanCacheKey } from './scanCache';
import { readScanBatch, scanBytes, scanLocalFile, type IndexedScans, type RefusedFile, type ScannedFile, type StringPool } from './scanFiles';

/** One scanned file of the workspace. */
export interface ScanResult {
  uri: vscode.Uri;
  file: ScannedFile;
}

/** Events closer than this are applied together, so a bulk change (git checkout, import) costs one scan. */
const SETTLE_MS = 60;
/** Fewer files than this are scanned on the extension host's thread: starting a worker would take longer. */
const IN_PROCESS_MAX = 100;
/** Files of other schemes than `file:` read at once through VS Code. */
const REMOTE_READS_IN_FLIGHT = 8;
/** The cache is written this long after the last change, off the path of the first results. */
const SAVE_DELAY_MS = 1000;
const CACHE_FILE = 'scan-cache.json';
const PATTERN = globOf();
const isScanned = (name: string) => fileKindOf(name) !== undefined;
const EXCLUDE_SETTINGS = ['files.exclude', 'finbench.validation.exclude'];

/**
 * Every item and packet file of the workspace, checked and summarised in one pass for both the Problems panel and
 * the FinBench tree: a full scan at start (local files in worker threads, unchanged files from a persistent cache),
 * then file by file from file events. Consumers listen to `onDidScan` and `onDidRemove`.
 */
export class WorkspaceScan implements vscode.Disposable {
  private readonly known = new Map<string, ScanResult>();
  private readonly pending = new PendingChanges<vscode.Uri>();
  private settleTimer: ReturnType<typeof setTimeout> | undefined;
  private saveTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly scanned = new vscode.EventEmitter<ScanResult[]>();
  private readonly gone = new vscode.EventEmitter<vscode.Uri[]>();
  private readonly disposables: vscode.Disposable[] = [this.scanned, this.gone];
  /**
   * Fires with the files checked (again): after file events the changed ones; during a full scan every file, batch by
   * batch as the scan's threads hand them over (the files from the cache first, in one batch). The first full scan
   * reports every file of the cache as soon as it is read, before comparing them with the disk; then only the files
   * that changed, and those no longer there through `onDidRemove`.
   */
  readonly onDidScan = this.scanned.event;
  /** Fires with the files that are no longer there (deleted, renamed away, or no longer readable as a regular file). */
  readonly onDidRemove = this.gone.event;
  /**
   * The last full scan's phases in ms (the benchmark reads them): reading the cache, then finding the files (the first
   * scan shows the cache before: `shownMs` after the start, 0 when not shown), checking the files not in it (and
   * reporting them as they come), what follows the last batch (the files that are gone); and how many files came from
   * the cache or were checked.
   */
  lastFullScan: Record<'readCacheMs' | 'shownMs' | 'findMs' | 'checkMs' | 'publishMs' | 'reused' | 'checked', number> | undefined;
  /** performance.now() when the cache was last written, and how long writing it took (the benchmark reads them). */
  lastSave: { at: number; ms: number } | undefined;
  private markReady!: () => void;
  /** Resolves once the first full scan has been reported. */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));
  private markShown!: () => void;
  /**
   * Resolves once the first full scan has reported every file it can show at once: those of the cache (before they
   * are compared with the disk; the corrections follow before `ready`), or with no cache every file, at `ready`.
   */
  readonly shown = new Promise<void>((resolve) => (this.markShown = resolve));
  /**
   * While the first full scan reports the files of its cache: what it waits for before it compares them with the disk
   * (see `pauseAfterCache`).
   */
  showingCacheUntil: Promise<unknown> | undefined;
  private pauseAfterCacheUntil: (() => Promise<unknown>) | undefined;
  /** The language of the known findings (the UI language of the last full scan). */
  private language: Language = uiLanguage();
  private running: Promise<unknown> = Promise.resolve();
  /** Exclude matchers by workspace folder, built when first needed after a settings change. */
  private readonly excludes = new Map<string, ExcludeMatcher>();
  /** The scan's child process (dist/scanProcess.js), which runs its threads (dist/scanWorker.js). */
  private readonly processFile: string;
  private readonly cacheFile: string | undefined;

  static register(context: vscode.ExtensionContext, log: Log): WorkspaceScan {
    const scan = new WorkspaceScan(context, log);
    context.subscriptions.push(scan);
    return scan;
  }

  private constructor(private readonly context: vscode.ExtensionContext, private readonly log: Log) {
    this.processFile = path.join(context.extensionPath, 'dist', 'scanProcess.js');
    this.cacheFile = context.storageUri?.scheme === 'file' ? path.join(context.storageUri.fsPath, CACHE_FILE) : undefined;
    log.info(this.cacheFile ? `Scan cache: ${this.cacheFile}` : `No scan cache: the workspace storage (${context.storageUri?.toString() ?? 'none'}) is not a local folder`);
    const files = vscode.workspace.createFileSystemWatcher(PATTERN);
    // A folder created or deleted as a whole (written with its files, git checkout, rm -r) is reported as the folder
    // alone: this watcher sees it, and the files under it are looked up or dropped.
    const folders = vscode.workspace.createFileSystemWatcher('**/*', false, true, false);
    this.disposables.push(
      files,
      folders,
      files.onDidCreate((uri) => this.refresh(uri)),
      files.onDidChange((uri) => this.refresh(uri)),
      files.onDidDelete((uri) => this.remove(uri)),
      folders.onDidCreate((uri) => !fileKindOf(uri.path) && void this.addFolder(uri)),
      folders.onDidDelete((uri) => !fileKindOf(uri.path) && this.remove(uri)),
      // Folders deleted or renamed in VS Code: the watcher's glob does not name the files inside them.
      vscode.workspace.onDidDeleteFiles((e) => e.files.forEach((uri) => this.remove(uri))),
      vscode.workspace.onDidRenameFiles((e) => e.files.forEach(({ oldUri, newUri }) => this.rename(oldUri, newUri))),
      // Other files are in scope now: found again (files no longer in scope are dropped by the full scan).
      vscode.workspace.onDidChangeConfiguration((e) => {
        if (!EXCLUDE_SETTINGS.some((setting) => e.affectsConfiguration(setting))) return;
        this.excludes.clear();
        void this.scanAll();
      }),
      vscode.workspace.onDidChangeWorkspaceFolders(() => {
        this.excludes.clear();
        void this.scanAll();
      }),
      // A cached summary whose responses turn out damaged when first read: its file is read again.
      onDamagedResponses((summary) => {
        const result = [...this.known.values()].find((r) => r.file.summary === summary);
        if (!result) return;
        this.log.warn(`The scan cache held damaged review responses for ${result.uri.fsPath}: checking the file again`);
        this.refresh(result.uri);
      }),
    );
  }

  /**
   * On a start from the cache, the first full scan waits for `until()` (called as it shows the cache) before finding the
   * files and comparing them with the disk: meanwhile the extension host is free to answer the workbench about what
   * was shown.
   */
  pauseAfterCache(until: () => Promise<unknown>) {
    this.pauseAfterCacheUntil = until;
  }

  /** Starts the first full scan (once every consumer listens). */
  start() {
    this.scanAll().then(undefined, (e: Error) => {
      this.log.error('The workspace scan failed', e);
      this.markShown();
      this.markReady();
    });
  }

  /**
   * Finds and checks every file again (unchanged local files come from the cache); reports them all and the
   * files that are gone. Runs after any scan already under way.
   */
  scanAll(token?: vscode.CancellationToken): Promise<ScanResult[]> {
    const run = this.running.then(() => this.fullScan(token));
    this.running = run.catch(() => undefined);
    return run;
  }

  private async fullScan(token?: vscode.CancellationToken): Promise<ScanResult[]> {
    const threads = this.threadsForFirstScan();
    try {
      return await this.findAndScan(threads, token);
    } finally {
      threads?.stop();
    }
  }

  /**
   * On a first start (no cache yet) in a local folder every file is read: the scan's process and threads start while the
   * files are being found. (A folder with few files pays for starting them, once.)
   */
  private threadsForFirstScan(): StreamingThreads | undefined {
    if (this.cacheFile && existsSync(this.cacheFile)) return undefined;
    if (!vscode.workspace.workspaceFolders?.some((folder) => folder.uri.scheme === 'file') || !existsSync(this.processFile)) return undefined;
    return startThreadsInProcess(this.processFile, availableParallelism());
  }

  private async findAndScan(threads: StreamingThreads | undefined, token?: vscode.CancellationToken): Promise<ScanResult[]> {
    const at = [performance.now()];
    const language = uiLanguage();
    // One Uri per path for the whole scan: the cache's files and the files found are mostly the same.
    const uris = new Map<string, vscode.Uri>();
    const uriOf = (file: string) => uris.get(file) ?? uris.set(file, vscode.Uri.file(file)).get(file)!;
    // On the first scan the cache is shown as soon as it is read (the tree at once, the Problems panel when the scan goes
    // on: see pauseAfterCache); then the files are found and compared with the disk, and what changed or is gone is
    // corrected before the scan is over. A later scan has newer results than the cache already shown.
    const showCached = !token && !this.lastFullScan;
    const cache = this.cacheFile ? await readScanCache(this.cacheFile, this.cacheKey(language)) : new Map<string, ScannedFile>();
    at.push(performance.now());
    let shownMs = 0;
    if (showCached && cache.size) {
      // Without a pause, one turn of the event loop: the extension host sends its messages (the tree's change, the
      // findings) on a timer.
      const resume = this.pauseAfterCacheUntil?.() ?? new Promise((resolve) => setTimeout(resolve, 0));
      this.showingCacheUntil = resume;
      try {
        this.apply([...cache].map(([file, scanned]) => ({ uri: uriOf(file), file: scanned })), []);
      } finally {
        this.showingCacheUntil = undefined;
      }
      this.markShown();
      shownMs = Math.round(performance.now() - at[0]);
      await resume.catch(() => undefined);
    }
    const found = await this.findFiles(uriOf, token);
    if (token?.isCancellationRequested) return [];
    at.push(performance.now());
    // Each batch is recorded and reported as it comes: the Problems panel fills while the scan goes on.
    // Files already shown with the very scan the cache holds for them are not reported again.
    const report = (batch: ScanResult[]) => this.apply(batch.filter(({ uri, file }) => this.known.get(uri.toString())?.file !== file), []);
    const { results, refused, reused } = await this.scanUris(found, language, cache, report, threads);
    at.push(performance.now());
    const present = new Set(results.map((r) => r.uri.toString()));
    const gone = [...refused, ...[...this.known.values()].map((r) => r.uri).filter((uri) => !present.has(uri.toString()))];
    // Every known file is now checked in this language (those not found again are dropped).
    this.language = language;
    this.apply([], gone);
    this.markShown();
    this.markReady();
    // Later, off the way of the tree's first render (and at once if the extension stops first); only when the cache
    // no longer holds exactly what was found (a warm start with nothing changed writes nothing).
    if (reused < found.length || reused !== cache.size || gone.length) this.scheduleSave();
    at.push(performance.now());
    const [readCacheMs, findMs, checkMs, publishMs] = at.slice(1).map((t, i) => Math.round(t - at[i]));
    this.lastFullScan = { shownMs, findMs, readCacheMs, checkMs, publishMs, reused, checked: found.length - reused };
    this.log.info(`Workspace scan: ${found.length} files, ${reused} unchanged from the cache, in ${Math.round(at[at.length - 1] - at[0])} ms (${JSON.stringify(this.lastFullScan)})`);
    return results;
  }

  /**
   * Every file in scope: local folders walked with Node (findFiles asks the workbench's search service, which in a
   * browser costs seconds for 10,000 files), other schemes through findFiles.
   */
  private async findFiles(uriOf: (file: string) => vscode.Uri, token?: vscode.CancellationToken): Promise<vscode.Uri[]> {
    const found = new Map<string, vscode.Uri>();
    for (const folder of vscode.workspace.workspaceFolders ?? []) {
      const uris = folder.uri.scheme === 'file'
        ? (await findLocalFiles(folder.uri.fsPath, isScanned, this.excludeOf(folder), () => token?.isCancellationRequested === true)).map(uriOf)
        : (await vscode.workspace.findFiles(new vscode.RelativePattern(folder, PATTERN), null, undefined, token)).filter((uri) => !this.isExcluded(uri));
      // Nested workspace folders list some files twice.
      for (const uri of uris) found.set(uri.toString(), uri);
    }
    return [...found.values()];
  }

  private excludeOf(folder: vscode.WorkspaceFolder): ExcludeMatcher {
    const key = folder.uri.toString();
    let matcher = this.excludes.get(key);
    if (!matcher) {
      const files = vscode.workspace.getConfiguration('files', folder.uri).get<Record<string, unknown>>('exclude', {});
      const own = vscode.workspace.getConfiguration('finbench', folder.uri).get<string[]>('validation.exclude', []);
      // Entries with a `when` condition on sibling files are not applied: such a file is checked rather than missed.
      matcher = excludeMatcher([...Object.keys(files).filter((glob) => files[glob] === true), ...own]);
      this.excludes.set(key, matcher);
    }
    return matcher;
  }

  /** Whether a file is of a scanned kind, in a workspace folder and not excluded by either exclude setting. */
  inScope(uri: vscode.Uri): boolean {
    return fileKindOf(uri.path) !== undefined && !this.isExcluded(uri);
  }

  /** Whether a file is outside every workspace folder or excluded by the settings. */
  private isExcluded(uri: vscode.Uri): boolean {
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    return !folder || this.excludeOf(folder)(path.posix.relative(folder.uri.path, uri.path));
  }

  private cacheKey(language = this.language): ScanCacheKey {
    return { product: String(this.context.extension.packageJSON.version), language };
  }

  /**
   * Checks `uris`, taking unchanged local files from `cache`; refused files are returned apart. The results are also
   * handed to `report` batch by batch as they come (the cache's first), with `threads` if they were started already.
   */
  private async scanUris(
    uris: readonly vscode.Uri[],
    language: Language,
    cache: ScanCacheEntries,
    report: (batch: ScanResult[]) => void = () => {},
    threads?: StreamingThreads,
  ): Promise<{ results: ScanResult[]; refused: vscode.Uri[]; reused: number }> {
    const results: ScanResult[] = [];
    const refused: vscode.Uri[] = [];
    const take = (scans: [vscode.Uri, ScannedFile | RefusedFile][]) => {
      const batch: ScanResult[] = [];
      for (const [uri, file] of scans) {
        if ('refused' in file) {
          this.log.warn(`Not checked: ${file.refused}`);
          refused.push(uri);
        } else batch.push({ uri, file });
      }
      for (const result of batch) results.push(result);
      if (batch.length) report(batch);
    };
    const local = uris.filter((uri) => uri.scheme === 'file');
    const unchanged = unchangedInCache(local.map((uri) => uri.fsPath), cache);
    take(unchanged.reused.map(([i, file]) => [local[i], file]));
    const toRead = unchanged.toRead.map((i) => local[i]);
    const reused = results.length;
    await this.scanLocal(toRead.map((uri) => uri.fsPath), language, (scans) => take(scans.map(([i, file]) => [toRead[i], file])), threads);
    const remote: [vscode.Uri, ScannedFile | RefusedFile][] = [];
    await forEachConcurrently(uris.filter((uri) => uri.scheme !== 'file'), REMOTE_READS_IN_FLIGHT, async (uri) => void remote.push([uri, await scanRemote(uri, language)]));
    take(remote);
    return { results, refused, reused };
  }

  /**
   * Local files: in worker threads (one per core; the extension host's thread stays free) of a child process (the
   * memory they use is returned when it ends), a few on this thread; each batch of results is handed to `each` as it
   * comes. `threads`, when started already, are used or ended.
   */
  private async scanLocal(files: string[], language: Language, each: (scans: IndexedScans) => void, threads?: StreamingThreads): Promise<void> {
    if (files.length < IN_PROCESS_MAX || !existsSync(this.processFile)) {
      threads?.stop();
      return each(files.map((file, i) => [i, scanLocalFile(file, language)]));
    }
    const use = threadsFor(files.length, availableParallelism());
    const pool: StringPool = new Map();
    await (threads ?? startThreadsInProcess(this.processFile, use)).run({ files, language }, use, (batch) => each(readScanBatch(batch, pool)));
  }

  /** Records and reports scans and removals. */
  private apply(results: ScanResult[], gone: vscode.Uri[]) {
    for (const uri of gone) this.known.delete(uri.toString());
    for (const result of results) this.known.set(result.uri.toString(), result);
    if (gone.length) this.gone.fire(gone);
    if (results.length) this.scanned.fire(results);
  }

  /** Checks a file again soon (it changed on disk, or its editor was closed and the disk's text counts again). */
  refresh(uri: vscode.Uri) {
    // Out of scope (an excluded folder, or outside the workspace): it has no findings to show.
    if (this.isExcluded(uri)) return this.remove(uri);
    this.pending.refresh(uri.toString(), uri);
    this.settle();
  }

  /** Drops a file, or every file under a folder (which files, PendingChanges decides when the changes are applied). */
  private remove(uri: vscode.Uri) {
    if (fileKindOf(uri.path)) this.pending.removeFile(uri.toString(), uri);
    else this.pending.removeFolder(uri.toString());
    this.settle();
  }

  private rename(oldUri: vscode.Uri, newUri: vscode.Uri) {
    this.remove(oldUri);
    if (fileKindOf(newUri.path)) this.refresh(newUri);
    else void this.addFolder(newUri);
  }

  /**
   * Queues the files under `uri` when it is a folder. The folder watcher reports every file created: a local one is
   * looked at with Node (no round trip through VS Code per created file), its folders walked as the full scan walks.
   */
  private async addFolder(uri: vscode.Uri) {
    if (uri.scheme !== 'file') return this.addOtherFolder(uri);
    const folder = vscode.workspace.getWorkspaceFolder(uri);
    if (!folder) return;
    const excluded = this.excludeOf(folder);
    const relative = path.posix.relative(folder.uri.path, uri.path);
    if (excluded(relative)) return;
    try {
      if (!(await stat(uri.fsPath)).isDirectory()) return;
    } catch {
      return; // already gone
    }
    for (const file of await findLocalFiles(uri.fsPath, isScanned, (below) => excluded(`${relative}/${below}`))) this.refresh(vscode.Uri.file(file));
  }

  private async addOtherFolder(uri: vscode.Uri) {
    try {
      if ((await vscode.workspace.fs.stat(uri)).type !== vscode.FileType.Directory) return;
    } catch {
      return; // already gone
    }
    for (const file of await vscode.workspace.findFiles(new vscode.RelativePattern(uri, PATTERN))) this.refresh(file);
  }

  private settle() {
    clearTimeout(this.settleTimer);
    this.settleTimer = setTimeout(() => void this.applyEvents(), SETTLE_MS);
  }

  private async applyEvents() {
    await this.ready;
    const { dirty, removedAmong } = this.pending.take();
    const run = this.running.then(() => this.scanUris(dirty, this.language, new Map()));
    this.running = run.catch(() => undefined);
    const { results, refused } = await run;
    // After the scans before this one have recorded their results: the removed folders' files as they are known now.
    this.apply(results, [...removedAmong(this.known), ...refused]);
    this.scheduleSave();
  }

  private scheduleSave() {
    if (!this.cacheFile) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.save(), SAVE_DELAY_MS);
  }

  private save() {
    clearTimeout(this.saveTimer);
    this.saveTimer = undefined;
    if (!this.cacheFile) return;
    const entries: ScanCacheEntries = new Map();
    for (const { uri, file } of this.known.values()) if (uri.scheme === 'file') entries.set(uri.fsPath, file);
    const started = performance.now();
    try {
      writeScanCache(this.cacheFile, entries, this.cacheKey());
      this.lastSave = { at: performance.now(), ms: Math.round(performance.now() - started) };
    } catch (e) {
      this.log.warn(`Cannot write the scan cache ${this.cacheFile}: ${(e as Error).message}`);
    }
  }

  dispose() {
    clearTimeout(this.settleTimer);
    // Changes not yet written are written now: the next start reads them back.
    if (this.saveTimer) this.save();
    this.disposables.forEach((d) => d.dispose());
  }
}

/** A file of another scheme than `file:`, read through VS Code (no cache: its time and size cost a round trip). */
async function scanRemote(uri: vscode.Uri, language: Language): Promise<ScannedFile | RefusedFile> {
  const kind = fileKindOf(uri.path);
  if (!kind) return { refused: `${uri.toString()} is not a FinBench file` };
  try {
    const read = await readRegularFile(uri);
    return read.refused !== undefined ? { refused: read.refused } : scanBytes(kind, read.bytes, language, read);
  } catch (e) {
    return { refused: `cannot read ${uri.toString()}: ${(e as Error).message}` };
  }
}
