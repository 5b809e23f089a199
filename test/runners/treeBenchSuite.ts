// Runs inside the extension host for test/bench/tree.mjs (as an extensionTestsPath): shows the FinBench tree at
// once, waits until every item is indexed and every file's diagnostics are published, and prints the timings.
import { readFileSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';
import path from 'node:path';
import { getHeapSpaceStatistics, writeHeapSnapshot } from 'node:v8';
import * as vscode from 'vscode';
import type { Services } from '../../src/extension/services';
import { waitFor } from '../poll';

const EXTENSION_ID = 'finbench.finbench-studio';
/** How long to wait for every file's diagnostics before reporting how many there are. */
const TIMEOUT_MS = Number(process.env.FINBENCH_BENCH_LIMIT_MS ?? 3 * 60_000);

export async function run(): Promise<void> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not installed`);
  const profile = await startProfile(process.env.FINBENCH_BENCH_CPU_PROFILE);
  const { itemTree, scan } = (await extension.activate()) as Services;
  await vscode.commands.executeCommand('finbench.items.focus');
  // How many item files test/bench/tree.mjs wrote: asking the workbench's file search while the scan runs would load
  // the same two cores with a search of 10,000 files that a real start does not make (it is made, and compared, after).
  const folder = vscode.workspace.workspaceFolders![0].uri.fsPath;
  const { files } = JSON.parse(readFileSync(path.join(folder, '..', 'expected.json'), 'utf8')) as { files: number };
  // Every generated item has at least one lint warning, so "published" means: every file has a FinBench diagnostic.
  const published = () => vscode.languages.getDiagnostics().filter(([uri, list]) => uri.path.endsWith('.item.json') && list.some((d) => d.source === 'FinBench')).length;
  // Past the limit the figures are reported all the same, with what was published by then.
  await waitFor('the tree drawn and every file diagnosed', () => itemTree.tree.firstFullRenderAt !== undefined && published() >= files, { timeoutMs: TIMEOUT_MS }).catch(() => undefined);
  const { startedAt, shownAt, readyAt, problemsChangedAt } = itemTree.index.timings;
  const since = (at: number | undefined) => (at === undefined ? null : Math.round(at - startedAt));
  const diagnosed = published();
  // Every FinBench finding of the item files: what the workbench's Problems panel must hold (test/bench/tree.mjs counts it there).
  const findings = vscode.languages.getDiagnostics().reduce((n, [uri, list]) => n + (uri.path.endsWith('.item.json') ? list.filter((d) => d.source === 'FinBench').length : 0), 0);
  await profile?.();
  const memory = process.memoryUsage();
  // Where the resident memory is: V8's heap spaces (after the figure above is taken, so it is not changed by them).
  const heapSpaces = Object.fromEntries(getHeapSpaceStatistics().map((s) => [s.space_name, { size: s.space_size, used: s.space_used_size }]));
  if (process.env.FINBENCH_BENCH_HEAP_SNAPSHOT) writeHeapSnapshot(`${process.env.FINBENCH_BENCH_HEAP_SNAPSHOT}.${Date.now()}.heapsnapshot`);
  const found = (await vscode.workspace.findFiles('**/*.item.json')).length;
  if (found !== files) throw new Error(`the workspace holds ${found} item files, the bench wrote ${files}`);
  // The warm run reads the cache this run writes a moment after the scan (as a later reload would find it).
  // (Without it the warm run reports a cold scan: saveMs null says why.)
  await waitFor('the scan cache written', () => !scan.lastFullScan?.checked || scan.lastSave, { timeoutMs: 60_000 }).catch(() => undefined);
  // Opening the largest group: its items sorted, and a tree item made for each (as the view asks for them).
  const opened = performance.now();
  const [largest] = itemTree.tree.getChildren().filter((node) => !(node instanceof vscode.Uri)).map((group) => itemTree.tree.getChildren(group)).sort((a, b) => b.length - a.length);
  for (const node of largest ?? []) itemTree.tree.getTreeItem(node);
  const openGroup = { items: largest?.length ?? 0, ms: Math.round(performance.now() - opened) };
  const refreshMs = await refreshRoundTrips(itemTree.tree);
  const figures = {
    files,
    // The wall clock at activation, for the workbench's own clock (test/bench/tree.mjs sees the tree painted there).
    activatedAtEpochMs: performance.timeOrigin + startedAt,
    indexed: itemTree.index.size,
    // Every file known (from the scan cache on a warm start), then every file compared with the disk or read.
    indexShownMs: since(shownAt),
    indexReadyMs: since(readyAt),
    firstFullRenderMs: since(itemTree.tree.firstFullRenderAt),
    diagnosed,
    // Unknown when the time limit came first.
    diagnosticsPublishedMs: diagnosed === files ? since(problemsChangedAt) : null,
    findings,
    limitMs: TIMEOUT_MS,
    scan: { ...scan.lastFullScan, saveMs: scan.lastSave?.ms ?? null },
    // The extension host's process as a whole (its heap and every thread's), once the scan is over, and its main heap.
    rssBytes: memory.rss,
    heapUsedBytes: memory.heapUsed,
    // The rest of process.memoryUsage(): V8's heap as reserved, the memory of objects outside it (Buffers and other
    // ArrayBuffers among it), and each heap space's size and use.
    heapTotalBytes: memory.heapTotal,
    externalBytes: memory.external,
    arrayBuffersBytes: memory.arrayBuffers,
    heapSpaces,
    openGroup,
    refreshMs,
  };
  console.log(`FINBENCH-BENCH ${JSON.stringify(figures)}`);
}

/** Refreshes this far apart: VS Code holds a tree's change back until 200 ms after the last other change of its view. */
const REFRESH_SPACING_MS = 300;

/**
 * Ten refreshes of the tree (grouped by task, then by status again, REFRESH_SPACING_MS apart), each timed until the
 * workbench asks for the tree's root: how long a change of the tree takes to reach the workbench and come back, in ms.
 */
async function refreshRoundTrips(tree: Services['itemTree']['tree']): Promise<number[]> {
  const serve = tree.getChildren.bind(tree);
  let asked = () => {};
  tree.getChildren = (node) => {
    if (!node) asked();
    return serve(node);
  };
  const times: number[] = [];
  try {
    for (let i = 0; i < 10; i++) {
      await new Promise((r) => setTimeout(r, REFRESH_SPACING_MS));
      const started = performance.now();
      const rootAsked = new Promise<void>((resolve) => (asked = resolve));
      tree.setGroupBy(i % 2 ? 'status' : 'task');
      await Promise.race([rootAsked, new Promise((r) => setTimeout(r, 10_000))]);
      times.push(Math.round(performance.now() - started));
    }
  } finally {
    tree.getChildren = serve;
  }
  return times;
}

/** With a path: profiles the extension host's thread from activation until every file's diagnostics are published. */
async function startProfile(file: string | undefined): Promise<(() => Promise<void>) | undefined> {
  if (!file) return undefined;
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.start');
  return async () => {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(`${file}.${Date.now()}.cpuprofile`, JSON.stringify(profile));
    session.disconnect();
  };
}
