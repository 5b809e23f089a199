// For a 10,000-item dataset in code-server: the time from the extension's activation to the FinBench tree's first full
// render and to every item file's diagnostics being published (goals: ≤ 1 s and ≤ 2 s), on a first start (cold: no
// scan cache) and after a reload (warm), with the scan's phases, memory and the load average. Prints figures only.
// Run: source scripts/toolchain.sh && ensure_code_server && ensure_chromium && node esbuild.mjs && node test/bench/tree.mjs
// FINBENCH_BENCH_ITEMS=2000 for a quicker run; FINBENCH_BENCH_CPU_PROFILE=/tmp/exthost writes a CPU profile of the
// extension host's thread per run (/tmp/exthost.<time>.cpuprofile).
import { rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { format } from 'node:util';
import { startCodeServer } from '../../out/scripts/codeServer.js';
import { launchBrowser, workbenchUrl } from '../../out/test/runners/browser.js';
import { writeHeavyItems } from './heavyItems.mjs';

const ITEMS = Number(process.env.FINBENCH_BENCH_ITEMS ?? 10_000);
const root = path.resolve(import.meta.dirname, '../..');

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

// The page's hooks are exposed once and forward to the current run's handlers.
let log = () => {};
let exit = () => {};

// Cold: the first activation in a fresh profile (no scan cache). Warm: the workbench reloaded, the cache kept.
const server = await startCodeServer({ workDir: path.join(work, 'server') });
const browser = await launchBrowser();
try {
  await browser.page.exposeFunction('codeAutomationLog', (_type, args) => log(format(...(args ?? []))));
  await browser.page.exposeFunction('codeAutomationExit', (code) => exit(code));
  for (const run of ['cold', 'warm']) {
    const before = loadavg()[0];
    print(run, await activate(), before);
  }
} finally {
  await browser.close();
  await server.stop();
}

/** Opens the workbench with the bench suite and returns the figures it prints. */
async function activate() {
  let figures;
  let exited;
  const done = new Promise((resolve) => (exited = resolve));
  log = (line) => {
    const m = /^FINBENCH-BENCH (\{.*\})$/.exec(line);
    if (m) figures = JSON.parse(m[1]);
    else if (/error|timed out/i.test(line) && !/Gallery|marketplace|Failed to load resource|authentication provider/i.test(line)) console.error(line);
  };
  exit = (code) => exited(code);
  await browser.page.goto(workbenchUrl(server.host, folder, root, path.join(root, 'out/test/runners/treeBenchSuite.js')));
  const painted = paintedAt();
  const code = await Promise.race([done, new Promise((r) => setTimeout(() => r(-1), 6 * 60_000).unref())]);
  if (!figures) throw new Error(`no figures (exit ${code})`);
  const at = await painted;
  return { ...figures, paintedMs: at === null ? null : Math.round(at - figures.activatedAtEpochMs) };
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

function print(run, figures, before) {
  // The run's own processes (workbench, extension host, scan threads) raise the load while it lasts.
  const load = `load ${before.toFixed(2)} before, ${loadavg().map((l) => l.toFixed(2)).join(' ')} after`;
  const mb = (bytes) => `${Math.round(bytes / 1e6)} MB`;
  const label = run === 'cold' ? 'COLD (first start, empty scan cache)' : 'WARM (reloaded, scan cache kept)';
  console.log(`tree ${label} (${load}):`);
  console.log(`  ${figures.indexed} of ${figures.files} items indexed ${figures.indexReadyMs} ms after activation`);
  const scan = figures.scan;
  console.log(`  scan phases: found the files ${scan.findMs} ms, then waited for the cache ${scan.readCacheMs} ms (${scan.reused} files from it), checked ${scan.checked} files ${scan.checkMs} ms, published ${scan.publishMs} ms; ${scan.saveMs === null ? 'the cache unchanged, not written' : `then wrote the cache in ${scan.saveMs} ms`}`);
  console.log(`  memory: the extension host ${mb(figures.rssBytes)} resident after the scan (its threads' included)`);
  console.log(`  first full render ${figures.firstFullRenderMs} ms after activation (the root served; goal ≤ 1000 ms), painted in the workbench ${figures.paintedMs ?? '(never)'} ms after; opening the largest group (${figures.openGroup.items} items) ${figures.openGroup.ms} ms`);
  const sorted = [...figures.refreshMs].sort((a, b) => a - b);
  console.log(`  a refresh of the tree until the workbench asks for its root again: median ${sorted[Math.floor(sorted.length / 2)]} ms (${sorted[0]}–${sorted[sorted.length - 1]}, ${sorted.length} refreshes)`);
  if (figures.diagnosticsPublishedMs !== null) console.log(`  all diagnostics published ${figures.diagnosticsPublishedMs} ms after activation (goal ≤ 2000 ms)`);
  else console.log(`  diagnostics published for ${figures.diagnosed} of ${figures.files} files within ${figures.limitMs / 1000} s (goal: all within 2 s)`);
}
