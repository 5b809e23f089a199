// For a 10,000-item dataset in code-server: the time from the extension's activation to the FinBench tree painted in
// the workbench, to every item file's diagnostics being published by the extension host and to every finding in the
// workbench's Problems panel (its status bar count), on a first start (cold: no scan cache) and after a reload (warm:
// the scan cache kept), beside the floor measured in the same run: reading and JSON.parse of every item file on two
// threads, checking nothing. Goals: the tree and every finding in the Problems panel within 1.5× the floor cold and
// 1.1× warm (medians of the alternated runs); the extension host at most 300 MB resident after a cold scan.
// Prints the scan's phases, memory and the load average. Prints figures only.
// Run: source scripts/toolchain.sh && ensure_code_server && ensure_chromium && node esbuild.mjs && node test/bench/tree.mjs
// FINBENCH_BENCH_ITEMS=2000 for a quicker run, FINBENCH_BENCH_RUNS=<n> rounds of floor, cold, warm (5);
// FINBENCH_BENCH_CPU_PROFILE=/tmp/exthost writes a CPU profile of the extension host's thread per run
// (/tmp/exthost.<time>.cpuprofile), FINBENCH_BENCH_PAGE_PROFILE=/tmp/page one of the workbench page's main thread from
// its load until the figures are in (both on the machine's monotonic clock, so the two line up);
// FINBENCH_BENCH_BASELINE=<another checkout, built> runs its extension too in every round, the two builds' runs
// alternated, and prints both.
import { execFileSync } from 'node:child_process';
import { readdirSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { startCodeServer } from '../../out/scripts/codeServer.js';
import { launchBrowser, workbenchUrl } from '../../out/test/runners/browser.js';
import { writeHeavyItems } from './heavyItems.mjs';

const ITEMS = Number(process.env.FINBENCH_BENCH_ITEMS ?? 10_000);
const RUNS = Number(process.env.FINBENCH_BENCH_RUNS ?? 5);
const root = path.resolve(import.meta.dirname, '../..');
const builds = { this: root, ...(process.env.FINBENCH_BENCH_BASELINE ? { baseline: path.resolve(process.env.FINBENCH_BENCH_BASELINE) } : {}) };

if (!process.env.CODE_SERVER_ENTRY) {
  console.log('tree: skipped (needs code-server: source scripts/toolchain.sh && ensure_code_server && ensure_chromium)');
  process.exit(0);
}

const work = path.join(root, '.tmp/bench-tree');
rmSync(work, { recursive: true, force: true });
const folder = path.join(work, 'ws');
const heavy = await writeHeavyItems(root, folder, ITEMS);
console.log(`tree: ${heavy.templates} of ${heavy.candidates} sandbox items as templates`);
const bytes = heavy.bytes;
writeFileSync(path.join(work, 'expected.json'), JSON.stringify({ files: ITEMS }));
console.log(`tree: ${ITEMS} item files, ${(bytes / 1e6).toFixed(1)} MB, in ${folder}`);

// The floor: what any checker of these files must do at least, on the machine's two threads as the scan's are
// (the main thread and a worker take alternate files): list them, read, decode and JSON.parse each. Milliseconds.
const FLOOR = `const started = performance.now();
const { Worker } = require('node:worker_threads'); const fs = require('node:fs'); const path = require('node:path');
const dir = process.argv[1];
const files = fs.readdirSync(dir).flatMap((part) => fs.readdirSync(path.join(dir, part)).map((f) => path.join(dir, part, f)));
const each = 'const utf8 = new TextDecoder(); for (const f of files) JSON.parse(utf8.decode(fs.readFileSync(f)));';
const worker = new Worker('const { workerData: files, parentPort } = require("node:worker_threads"); const fs = require("node:fs"); ' + each + ' parentPort.postMessage(0);', { eval: true, workerData: files.filter((_, i) => i % 2) });
const done = new Promise((resolve) => worker.once('message', resolve));
new Function('files', 'fs', each)(files.filter((_, i) => i % 2 === 0), fs);
done.then(() => console.log(Math.round(performance.now() - started)));`;
const floor = () => Number(execFileSync(process.execPath, ['-e', FLOOR, folder], { encoding: 'utf8' }));

// The page's hooks are exposed once and forward to the current run's handlers.
let log = () => {};
let exit = () => {};

// Rounds of floor, cold, warm. Cold: the workbench opened with no scan cache. Warm: reloaded, the cold run's cache kept.
const server = await startCodeServer({ workDir: path.join(work, 'server') });
const browser = await launchBrowser();
const floors = [];
const runs = Object.fromEntries(Object.keys(builds).map((build) => [build, { cold: [], warm: [] }]));
try {
  await browser.page.exposeFunction('codeAutomationLog', (_type, args) => log(format(...(args ?? []))));
  await browser.page.exposeFunction('codeAutomationExit', (code) => exit(code));
  for (let round = 1; round <= RUNS; round++) {
    const ms = floor();
    floors.push(ms);
    console.log(`tree round ${round}: floor ${ms} ms (load ${loadavg()[0].toFixed(2)})`);
    // The builds take turns going first.
    const order = Object.keys(builds);
    if (round % 2 === 0) order.reverse();
    for (const build of order) {
      for (const run of ['cold', 'warm']) {
        if (run === 'cold') removeScanCaches(path.join(work, 'server'));
        const before = loadavg()[0];
        const figures = await activate(builds[build]);
        runs[build][run].push(figures);
        print(`${order.length > 1 ? `${build} build ` : ''}${run}`, round, figures, before, ms);
      }
    }
  }
} finally {
  await browser.close();
  await server.stop();
}
for (const build of Object.keys(builds)) summarize(build);

/** Deletes the extension's scan cache wherever the workbench keeps the workspace's storage. */
function removeScanCaches(dir) {
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile() && entry.name.startsWith('scan-cache.json')) rmSync(path.join(entry.parentPath, entry.name));
  }
}

/** Opens the workbench with the bench suite and returns the figures it prints. */
async function activate(extensionPath) {
  let figures;
  let exited;
  const done = new Promise((resolve) => (exited = resolve));
  log = (line) => {
    const m = /^FINBENCH-BENCH (\{.*\})$/.exec(line);
    if (m) figures = JSON.parse(m[1]);
    else if (/error|timed out/i.test(line) && !/Gallery|marketplace|Failed to load resource|authentication provider/i.test(line)) console.error(line);
  };
  exit = (code) => exited(code);
  await browser.page.goto(workbenchUrl(server.host, folder, extensionPath, path.join(root, 'out/test/runners/treeBenchSuite.js')));
  const pageProfile = await startPageProfile(process.env.FINBENCH_BENCH_PAGE_PROFILE);
  await recordProblemCounts();
  const painted = paintedAt();
  const code = await Promise.race([done, new Promise((r) => setTimeout(() => r(-1), 6 * 60_000).unref())]);
  if (!figures) throw new Error(`no figures (exit ${code})`);
  const at = await painted;
  await pageProfile?.();
  const counts = await browser.page.evaluate(() => window.finbenchProblemCounts);
  const panelAt = counts.find(([, total]) => total >= figures.findings)?.[0];
  const since = (t) => (t === undefined || t === null ? null : Math.round(t - figures.activatedAtEpochMs));
  return { ...figures, paintedMs: since(at), panelMs: since(panelAt), panelMost: Math.max(0, ...counts.map(([, total]) => total)) };
}

/**
 * Records, at every frame, the number of problems the workbench's status bar shows (every marker of the Problems
 * panel: the extension's findings reach the workbench in as many messages as VS Code sends them), with the wall-clock
 * time whenever it changes, in `window.finbenchProblemCounts`.
 */
async function recordProblemCounts() {
  await browser.page.evaluate(() => {
    const counts = (window.finbenchProblemCounts = []);
    const look = () => {
      const label = document.getElementById('status.problems')?.getAttribute('aria-label') ?? '';
      const total = (label.match(/\d+/g) ?? []).reduce((sum, n) => sum + Number(n), 0);
      if (total !== counts.at(-1)?.[1]) counts.push([Date.now(), total]);
      requestAnimationFrame(look);
    };
    look();
  });
}

/** With a path: profiles the workbench's page (its main thread) from its load until the run's figures are in. */
async function startPageProfile(file) {
  if (!file) return undefined;
  const session = await browser.context.newCDPSession(browser.page);
  await session.send('Profiler.enable');
  await session.send('Profiler.start');
  return async () => {
    const { profile } = await session.send('Profiler.stop');
    writeFileSync(`${file}.${Date.now()}.cpuprofile`, JSON.stringify(profile));
    await session.detach();
  };
}

/**
 * The wall-clock time at which the workbench first shows the whole tree, checked at every frame: every group with its
 * count (the counts adding up to every item) and the activity bar's problem badge (every generated item has a problem).
 */
async function paintedAt() {
  const shown = (files) => {
    const counts = [...document.querySelectorAll('.customview-tree [role=treeitem][aria-level="1"] .label-description')].map((d) => Number(d.textContent));
    const badge = document.querySelector(`[aria-label="FinBench - ${files} items with problems"] .badge-content`);
    return counts.reduce((a, b) => a + b, 0) === files && badge?.textContent ? Date.now() : false;
  };
  try {
    return await (await browser.page.waitForFunction(shown, ITEMS, { polling: 'raf', timeout: 6 * 60_000 })).jsonValue();
  } catch (e) {
    console.error(`tree: the painted tree was not seen: ${e.message}`);
    return null;
  }
}

function median(list) {
  return [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
}

function mb(bytes) {
  return `${Math.round(bytes / 1e6)} MB`;
}

/** The later of the tree painted and every finding in the Problems panel: when the user has it all. */
function complete(f) {
  return f.paintedMs === null || f.panelMs === null ? null : Math.max(f.paintedMs, f.panelMs);
}

function print(run, round, figures, before, floorMs) {
  // The run's own processes (workbench, extension host, scan threads) raise the load while it lasts.
  const load = `load ${before.toFixed(2)} before, ${loadavg().map((l) => l.toFixed(2)).join(' ')} after`;
  const ratio = (ms) => (ms === null ? '(never)' : `${ms} ms (${(ms / floorMs).toFixed(2)}× the floor)`);
  console.log(`tree round ${round} ${run.endsWith('cold') ? `${run.toUpperCase()} (empty scan cache)` : `${run.toUpperCase()} (reloaded, scan cache kept)`} (${load}):`);
  const diagnostics = figures.diagnosticsPublishedMs !== null ? ratio(figures.diagnosticsPublishedMs) : `${figures.diagnosed} of ${figures.files} files within ${figures.limitMs / 1000} s`;
  const panel = figures.panelMs !== null ? ratio(figures.panelMs) : `never (at most ${figures.panelMost} of ${figures.findings} findings)`;
  console.log(`  tree painted ${ratio(figures.paintedMs)}, all diagnostics published ${diagnostics}, every finding in the Problems panel ${panel}; the root served ${figures.firstFullRenderMs} ms (every item known ${figures.indexShownMs} ms), ${figures.indexed} of ${figures.files} items indexed ${figures.indexReadyMs} ms after activation`);
  const scan = figures.scan;
  console.log(`  scan phases: read the cache ${scan.readCacheMs} ms, ${scan.shownMs ? `shown ${scan.shownMs} ms after the start, ` : ''}found the files ${scan.findMs} ms (${scan.reused} unchanged since the cache), checked ${scan.checked} files and published them as they came ${scan.checkMs} ms, then ${scan.publishMs} ms to the end; ${scan.saveMs === null ? 'the cache unchanged, not written' : `then wrote the cache in ${scan.saveMs} ms`}`);
  const sorted = [...figures.refreshMs].sort((a, b) => a - b);
  console.log(`  the extension host ${mb(figures.rssBytes)} resident after the scan (${memoryParts((field) => mb(field(figures)), figures.heapSpaces)}); opening the largest group (${figures.openGroup.items} items) ${figures.openGroup.ms} ms; a refresh of the tree until the workbench asks for its root again: median ${median(sorted)} ms (${sorted[0]}–${sorted[sorted.length - 1]})`);
}

/** Medians over the rounds, and their ratios to the floor's median (goals: ≤ 1.5× cold, ≤ 1.1× warm; ≤ 300 MB). */
function summarize(build) {
  const floorMs = median(floors);
  console.log(`tree${build === 'this' ? '' : ` (${build} build)`}, medians of ${RUNS} rounds (load ${loadavg().map((l) => l.toFixed(2)).join(' ')} at the end): floor ${floorMs} ms (${floors.join(', ')})`);
  for (const [run, goal] of [['cold', 1.5], ['warm', 1.1]]) {
    const line = (label, of) => {
      const all = runs[build][run].map(of);
      if (all.includes(null)) return `${label} not in every round`;
      const ms = median(all);
      return `${label} ${ms} ms, ${(ms / floorMs).toFixed(2)}× (${all.join(', ')})`;
    };
    console.log(`  ${run}: ${line('tree painted', (f) => f.paintedMs)}; ${line('diagnostics published', (f) => f.diagnosticsPublishedMs)}; ${line('in the Problems panel', (f) => f.panelMs)}; ${line('both', complete)} (goal ≤ ${goal}× the floor)`);
  }
  const rss = runs[build].cold.map((f) => f.rssBytes);
  console.log(`  the extension host after a cold scan: ${mb(median(rss))} resident (${rss.map(mb).join(', ')}; goal ≤ 300 MB); after a warm start ${mb(median(runs[build].warm.map((f) => f.rssBytes)))}`);
  for (const run of ['cold', 'warm']) {
    const of = (field) => mb(median(runs[build][run].map(field)));
    console.log(`  ${run}, medians: ${memoryParts(of)}`);
  }
}

/**
 * Where the extension host's resident memory is: V8's heap (its size as committed, and used), the resident figure
 * beyond that size (memory outside the heap: objects' memory held outside it, Buffers and ArrayBuffers among it, code,
 * the allocator's own; less any committed heap pages not yet touched), and the heap's spaces of 1 MB or more; `of`
 * prints a figure (of one run, or the median of several).
 */
function memoryParts(of, heapSpaces = {}) {
  const parts = [
    `V8 heap ${of((f) => f.heapTotalBytes)} (${of((f) => f.heapUsedBytes)} used)`,
    `resident beyond the heap's size ${of((f) => f.rssBytes - f.heapTotalBytes)}`,
    `external ${of((f) => f.externalBytes)} (array buffers ${of((f) => f.arrayBuffersBytes)})`,
  ];
  const spaces = Object.entries(heapSpaces).filter(([, s]) => s.size >= 1e6).map(([name, s]) => `${name} ${mb(s.size)} (${mb(s.used)} used)`);
  return [...parts, ...(spaces.length ? [`spaces: ${spaces.join(', ')}`] : [])].join('; ');
}
