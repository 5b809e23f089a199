import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import { diagnoseItemText } from '../../src/core/diagnose/diagnose';
import { lineColumn } from '../../src/core/json/text';
import { FILE_KINDS } from '../../src/core/files/fileKinds';
import type { DocumentDiagnostics } from '../../src/extension/diagnostics/documentDiagnostics';
import type { WorkspaceScan } from '../../src/extension/scan/workspaceScan';
import type { Services } from '../../src/extension/services';
import type { ItemIndex } from '../../src/extension/tree/itemIndex';
import { drawnOrHidden } from '../../src/extension/tree/itemTreeView';
import { quietPeriod, waitFor } from '../poll';
import { activateExtension, fileIn, finbenchDiagnostics } from './util';

const item = (id: string, extra: Record<string, unknown> = {}) => `${JSON.stringify({
  schemaVersion: 1, id, task: 'T2', market: 'global', language: 'en',
  question: 'What were the total assets of Starbucks at the end of fiscal 2024, in USD billions?',
  answer: { parts: [{ label: 'Total assets', kind: 'numeric', value: 31.34, unit: 'USD', scale: 'billion', tolerance: { kind: 'rounding' } }] },
  ...extra,
}, null, 2)}\n`;

suite('Workspace scan', () => {
  let services: Services;
  const cacheFile = () => path.join(services.context.storageUri!.fsPath, 'scan-cache.json');
  const indexed = (uri: vscode.Uri) => services.itemTree.index.get(uri);

  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
    await services.itemTree.index.ready;
  });

  test('1,000 files: the Problems panel gets them in batches of many files as the scan goes, with the findings of the open-document check', async () => {
    const folder = fileIn('scan-bulk').fsPath;
    mkdirSync(folder, { recursive: true });
    const texts = new Map<string, string>();
    for (let n = 0; n < 1000; n++) {
      const text = item(`bulk-${n}`, n % 3 ? { market: 'moon' } : { answer: { parts: [] } });
      texts.set(path.join(folder, `bulk-${n}.item.json`), text);
      writeFileSync(path.join(folder, `bulk-${n}.item.json`), text);
    }
    try {
      // The file events' own checks done first, so that the full scan below is the only one publishing.
      await waitFor('every new file indexed and its problems published from the file events', () =>
        [...texts.keys()].every((f) => indexed(vscode.Uri.file(f)) && finbenchDiagnostics(vscode.Uri.file(f)).length > 0), { timeoutMs: 60_000 });
      // Each batch is one DiagnosticCollection.set (vscode.languages.onDidChangeDiagnostics merges events itself).
      const batches: number[] = [];
      const listener = services.diagnostics.onDidPublish((published) => batches.push(published.filter((p) => p.uri.fsPath.startsWith(folder)).length));
      await services.diagnostics.scanWorkspace().finally(() => listener.dispose());
      // Each scan thread hands its results over every 200 ms (files from the cache come in one): a handful of batches,
      // never one per file. Late file events of the same files may add a batch of their own.
      const sizes = batches.filter(Boolean);
      assert.ok(sizes.reduce((a, b) => a + b, 0) >= 1000 && sizes.length <= 100, `a full scan publishes in batches of many files, not file by file (batches: ${batches})`);
      for (const [file, text] of texts) {
        const expected = diagnoseItemText(text).findings.map((f) => [f.code, f.message, lineColumn(text, f.span.offset).line - 1, lineColumn(text, f.span.offset).column - 1]);
        const published = finbenchDiagnostics(vscode.Uri.file(file)).map((d) => [d.code, d.message, d.range.start.line, d.range.start.character]);
        assert.deepEqual(published, expected, file);
        assert.ok(expected.length > 0);
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
    await waitFor('the deleted folder gone from the tree and the Problems panel', () =>
      [...texts.keys()].every((f) => !indexed(vscode.Uri.file(f)) && !finbenchDiagnostics(vscode.Uri.file(f)).length), { timeoutMs: 60_000 });
  });

  test('a folder moved in with its files (as a git checkout writes it) is checked, without the excluded folders under it', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'finbench-moved-'));
    const target = fileIn('scan-moved').fsPath;
    for (const [relative, id] of [['a.item.json', 'moved-a'], ['deep/b.item.json', 'moved-b'], ['node_modules/pkg/c.item.json', 'moved-c']]) {
      mkdirSync(path.dirname(path.join(outside, 'scan-moved', relative)), { recursive: true });
      writeFileSync(path.join(outside, 'scan-moved', relative), item(id, { market: 'moon' }));
    }
    writeFileSync(path.join(outside, 'scan-moved', 'notes.txt'), 'not an item');
    // One rename: the watcher reports the folder alone, not the files in it.
    renameSync(path.join(outside, 'scan-moved'), target);
    try {
      const a = vscode.Uri.file(path.join(target, 'a.item.json'));
      const b = vscode.Uri.file(path.join(target, 'deep', 'b.item.json'));
      await waitFor('the moved files in the tree and the Problems panel', () => indexed(a) && indexed(b) && finbenchDiagnostics(a).length && finbenchDiagnostics(b).length);
      assert.deepEqual([indexed(a)?.summary.id, indexed(b)?.summary.id], ['moved-a', 'moved-b']);
      await quietPeriod('no late file event brings in the excluded file', 500);
      assert.equal(indexed(vscode.Uri.file(path.join(target, 'node_modules', 'pkg', 'c.item.json'))), undefined, 'finbench.validation.exclude holds **/node_modules/**');
    } finally {
      rmSync(target, { recursive: true, force: true });
      rmSync(outside, { recursive: true, force: true });
    }
  });

  suite('its cache', () => {
    const uri = () => fileIn('scan-cached.item.json');
    const ghost = () => fileIn('scan-ghost.item.json');
    type CacheEntry = [mtimeMs: number, size: number, summary: Record<string, unknown>, problems: number[][]];

    /** Rewrites the cache the last full scan wrote (its layout: scanCache.ts), as a closed VS Code would leave it. */
    function editCache(edit: (files: Record<string, CacheEntry>, forged: (message: string) => number[][], cache: Record<string, unknown>) => void) {
      const cache = JSON.parse(readFileSync(cacheFile(), 'utf8'));
      const forged = (message: string) => [[cache.strings.push('forged', message) - 2, 1, cache.strings.length - 1, 0, 0, 0, 1]];
      edit(cache.files, forged, cache);
      writeFileSync(cacheFile(), JSON.stringify(cache));
    }

    setup(async () => {
      writeFileSync(uri().fsPath, item('scan-cached', { market: 'moon' }));
      await waitFor('the file event applied', () => indexed(uri())?.summary.id === 'scan-cached');
      // The cache on disk is now this state in this language: earlier suites may have left another UI language's
      // cache, or their last save still waiting for its timer (each change puts it off).
      await scanAndSave();
    });

    teardown(() => rmSync(uri().fsPath, { force: true }));

    /** A full scan, and the cache written after it (a moment later, or when the extension stops). */
    async function scanAndSave() {
      const saved = services.scan.lastSave;
      await services.diagnostics.scanWorkspace();
      await waitFor('the cache written', () => services.scan.lastSave !== saved);
    }

    test('a file changed while VS Code was closed is checked again: tree and Problems panel show its new text', async () => {
      const file = uri().fsPath;
      editCache((files, forged) => {
        files[file][3] = forged('stale finding');
        files[file][2].id = 'stale-id';
      });
      writeFileSync(file, item('scan-changed', { market: 'moon', question: 'What were the total assets of Starbucks at the end of fiscal 2023, in USD billions?' }));
      await services.diagnostics.scanWorkspace();
      assert.ok(finbenchDiagnostics(uri()).some((d) => /market/.test(d.message)));
      assert.ok(!finbenchDiagnostics(uri()).some((d) => d.message === 'stale finding'));
      assert.equal(indexed(uri())?.summary.id, 'scan-changed');
    });

    test('an unchanged file is taken from the cache, not read again', async () => {
      const file = uri().fsPath;
      editCache((files, forged) => void (files[file][3] = forged('from the cache')));
      await services.diagnostics.scanWorkspace();
      assert.deepEqual(finbenchDiagnostics(uri()).map((d) => d.message), ['from the cache']);
    });

    test('a file in the cache that was deleted, and entries of another language, are not trusted', async () => {
      const file = uri().fsPath;
      editCache((files) => void (files[ghost().fsPath] = files[file]));
      await services.diagnostics.scanWorkspace();
      assert.equal(indexed(ghost()), undefined);
      assert.deepEqual(finbenchDiagnostics(ghost()), []);

      editCache((files, forged, cache) => {
        files[file][3] = forged('another language');
        cache.language = cache.language === 'en' ? 'zh' : 'en';
      });
      await scanAndSave();
      assert.equal(services.scan.lastFullScan!.reused, 0);
      assert.ok(!finbenchDiagnostics(uri()).some((d) => d.message === 'another language'));
    });

    test('a full scan that finds every file unchanged does not write the cache again', async () => {
      // The save waits a second after the last change: whether one is due is the scan's timer, not yet the file.
      const saveDue = () => services.scan['saveTimer'] !== undefined;
      await waitFor('the changes before this test written to the cache', () => !saveDue());
      const saved = services.scan.lastSave;
      const written = statSync(cacheFile()).mtimeMs;
      await services.diagnostics.scanWorkspace();
      assert.equal(services.scan.lastFullScan!.checked, 0, 'every file came from the cache');
      assert.equal(saveDue(), false, 'no save scheduled');
      assert.equal(services.scan.lastSave, saved);
      assert.equal(statSync(cacheFile()).mtimeMs, written);
    });

    test('on a start the cache is shown before the files are compared with the disk, then what changed or is gone is corrected', async () => {
      const file = uri().fsPath;
      editCache((files, forged) => {
        files[file][3] = forged('stale finding');
        files[ghost().fsPath] = files[file];
      });
      writeFileSync(file, item('scan-changed-while-closed', { market: 'moon' }));
      // A second scan of the workspace, as a new start would make, from a copy of that cache.
      const storage = mkdtempSync(path.join(tmpdir(), 'finbench-start-'));
      writeFileSync(path.join(storage, 'scan-cache.json'), readFileSync(cacheFile()));
      const context = { extensionPath: services.context.extensionPath, extension: services.context.extension, storageUri: vscode.Uri.file(storage), subscriptions: [] } as unknown as vscode.ExtensionContext;
      const scan = (services.scan.constructor as typeof WorkspaceScan).register(context, services.log);
      const events: { scanned?: Map<string, string[]>; removed?: string[] }[] = [];
      scan.onDidScan((results) => events.push({ scanned: new Map(results.map(({ uri, file }) => [uri.fsPath, file.problems.map((p) => p.message)])) }));
      scan.onDidRemove((uris) => events.push({ removed: uris.map((u) => u.fsPath) }));
      // The tree's index over that scan: its first change (the tree drawn) comes with the cache, before the scan is over.
      const index = new (services.itemTree.index.constructor as typeof ItemIndex)(services.log, scan, services.diagnostics);
      let ready = false;
      void scan.ready.then(() => (ready = true));
      const firstChange = new Promise<{ items: number; ready: boolean }>((resolve) => index.onDidChange(() => resolve({ items: index.size, ready })));
      try {
        scan.start();
        await scan.ready;
        const [cached, ...later] = events;
        assert.deepEqual(await firstChange, { items: [...cached.scanned!.keys()].filter((f) => f.endsWith('.item.json')).length, ready: false });
        // First the cache as it is, the changed file's stale finding and the deleted file included.
        assert.deepEqual(cached.scanned?.get(file), ['stale finding']);
        assert.ok(cached.scanned?.has(ghost().fsPath));
        // Then only the corrections: the changed file checked again, the deleted one removed; the unchanged files once.
        const rescanned = later.flatMap((e) => [...(e.scanned?.keys() ?? [])]);
        assert.deepEqual(rescanned, [file]);
        assert.ok(later.some((e) => e.scanned?.get(file)?.some((m) => /market/.test(m))));
        assert.deepEqual(later.flatMap((e) => e.removed ?? []), [ghost().fsPath]);
        assert.equal(scan.lastFullScan!.reused, cached.scanned!.size - 2);
      } finally {
        index.dispose();
        scan.dispose();
        rmSync(storage, { recursive: true, force: true });
      }
    });

    /** A second scan of the workspace over a copy of the cache on disk, as a new start would make; removed by `end`. */
    function startingScan() {
      const storage = mkdtempSync(path.join(tmpdir(), 'finbench-start-'));
      writeFileSync(path.join(storage, 'scan-cache.json'), readFileSync(cacheFile()));
      const context = { extensionPath: services.context.extensionPath, extension: services.context.extension, storageUri: vscode.Uri.file(storage), subscriptions: [] } as unknown as vscode.ExtensionContext;
      const scan = (services.scan.constructor as typeof WorkspaceScan).register(context, services.log);
      return { scan, end: () => (scan.dispose(), rmSync(storage, { recursive: true, force: true })) };
    }

    /** A scan from the saved cache, its own Problems panel collection and the tree's index over both, for `body`; all disposed after. */
    async function withStartingIndex(body: (parts: { scan: WorkspaceScan; diagnostics: DocumentDiagnostics; index: ItemIndex }) => Promise<void>) {
      const { scan, end } = startingScan();
      const diagnostics = (services.diagnostics.constructor as typeof DocumentDiagnostics).register({ subscriptions: [] } as unknown as vscode.ExtensionContext, services.log, FILE_KINDS, scan);
      const index = new (services.itemTree.index.constructor as typeof ItemIndex)(services.log, scan, diagnostics);
      try {
        await body({ scan, diagnostics, index });
      } finally {
        index.dispose();
        diagnostics.dispose();
        end();
      }
    }

    test('on a start from the cache the tree gets its findings first; the Problems panel gets them, and the scan compares the files with the disk, once the tree is drawn', async () => {
      const file = uri().fsPath;
      const unchanged = fileIn('scan-unchanged.item.json');
      writeFileSync(unchanged.fsPath, item('scan-unchanged', { market: 'moon' }));
      await waitFor('the unchanged file indexed', () => indexed(unchanged)?.summary.id === 'scan-unchanged');
      await scanAndSave();
      editCache((files, forged) => {
        files[file][3] = forged('stale finding');
        files[unchanged.fsPath][3] = forged('from the cache');
      });
      writeFileSync(file, item('scan-changed-while-closed', { market: 'moon' }));
      // A tree not drawn until the test says so.
      await withStartingIndex(async ({ scan, diagnostics, index }) => {
        let draw = () => {};
        scan.pauseAfterCache(() => new Promise<void>((resolve) => (draw = resolve)));
        const panel = (u: vscode.Uri) => (diagnostics['collection'].get(u) ?? []).map((d) => d.message);
        let ready = false;
        void scan.ready.then(() => (ready = true));
        scan.start();
        await scan.shown;
        // The tree's index has the cached findings; the Problems panel nothing yet, and the scan waits.
        assert.deepEqual(index.findings(unchanged).map((m) => m.code), ['forged']);
        await quietPeriod('the scan waiting for the tree to be drawn', 200);
        assert.equal(ready, false);
        assert.deepEqual(panel(unchanged), []);
        assert.deepEqual(panel(uri()), []);
        draw();
        await scan.ready;
        await waitFor('the held findings in the Problems panel', () => panel(unchanged).length > 0);
        assert.deepEqual(panel(unchanged), ['from the cache']);
        // The file changed while VS Code was closed: its new findings, not the cache's.
        assert.ok(panel(uri()).some((m) => /market/.test(m)) && !panel(uri()).includes('stale finding'), String(panel(uri())));
        // Every file of the scan that has findings has them in the Problems panel, as the tree's index has them.
        const all = [...scan['known'].values()].filter((r) => r.file.problems.length);
        assert.ok(all.length >= 2);
        for (const { uri: each, file: scanned } of all) assert.deepEqual(panel(each), scanned.problems.map((p) => p.message), each.fsPath);
        for (const { uri: each } of all.filter((r) => r.uri.path.endsWith('.item.json'))) assert.deepEqual(index.findings(each).map((m) => m.code), diagnostics['collection'].get(each)!.map((d) => String(d.code)));
      }).finally(() => rmSync(unchanged.fsPath, { force: true }));
    });

    test('documents open before the tree\'s index starts (editors restored at start) have their problems in it', async () => {
      const open = fileIn('scan-open-at-start.item.json');
      writeFileSync(open.fsPath, item('scan-open-at-start', { market: 'moon' }));
      await vscode.workspace.openTextDocument(open);
      await withStartingIndex(async ({ diagnostics, index }) => {
        const codes = (diagnostics['collection'].get(open) ?? []).map((d) => String(d.code));
        assert.ok(codes.length > 0, 'the open document has problems');
        assert.deepEqual(index.findings(open).map((m) => m.code), codes);
      }).finally(() => rmSync(open.fsPath, { force: true }));
    });

    test('the held findings go to the Problems panel once the workbench has asked for the drawn tree, or when the tree is hidden or not made visible', async () => {
      const visibility = new vscode.EventEmitter<vscode.TreeViewVisibilityChangeEvent>();
      let render = () => {};
      const view = { visible: true, onDidChangeVisibility: visibility.event } as unknown as vscode.TreeView<never>;
      let drawn = false;
      void drawnOrHidden({ view, firstFullRender: new Promise<void>((resolve) => (render = resolve)) }).then(() => (drawn = true));
      await quietPeriod('nothing released before the root is asked for', 100);
      assert.equal(drawn, false);
      render();
      await waitFor('released once the root was asked for', () => drawn);
      let hiddenDrawn = false;
      void drawnOrHidden({ view, firstFullRender: new Promise<void>(() => {}) }).then(() => (hiddenDrawn = true));
      visibility.fire({ visible: false });
      await waitFor('released when the view is hidden', () => hiddenDrawn);
      // Not visible when the cache is shown, and not made visible soon after: it waits no longer.
      await drawnOrHidden({ view: { visible: false, onDidChangeVisibility: visibility.event } as unknown as vscode.TreeView<never>, firstFullRender: new Promise<void>(() => {}) });
    });

    test('a corrupt cache file is ignored and written again whole', async () => {
      writeFileSync(cacheFile(), '{"format":2,"files":{"/x": [tr');
      await scanAndSave();
      assert.equal(services.scan.lastFullScan!.reused, 0);
      assert.ok(finbenchDiagnostics(uri()).some((d) => /market/.test(d.message)));
      assert.ok(JSON.parse(readFileSync(cacheFile(), 'utf8')).files[uri().fsPath]);
    });
  });
});
