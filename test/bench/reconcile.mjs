// Reconcile of 1,000 items with two reviewers, on this build and on an earlier one (default cc763c5, the build before
// packets carried their own ids, the digest of what they show and the text caps): a temporary `git worktree` of it is
// bundled with esbuild, timed in the same process, and removed afterwards. Prints figures only; it never asserts.
// Run: node test/bench/reconcile.mjs [<commit>]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSource, root } from './importSource.mjs';

const BEFORE = process.argv[2] ?? 'cc763c5';
const ITEMS = 1000;
const RUNS = 7;
const API = "export { createPacket, reconcile } from './src/core/review';";

/** 1,000 items from two samples (a numeric part; a text and a numeric part), each ready, with its answers. */
function folder() {
  const samples = [
    ['t2-global-sbux-assets', ['29374.5']],
    ['t3-global-sp500-best-month', ['April 2020', '12.7']],
  ].map(([name, answers]) => [JSON.parse(readFileSync(path.join(root, `samples/dataset/${name}.item.json`), 'utf8')), answers]);
  return Array.from({ length: ITEMS }, (_, i) => {
    const [sample, answers] = samples[i % samples.length];
    const item = structuredClone(sample);
    item.id = `bench-${String(i).padStart(4, '0')}`;
    item.review = { status: 'ready', history: [] };
    return { file: `items/${item.id}.item.json`, item, answers };
  });
}

/** Two reviewers' packets for every item, answered, with the items' histories as the packets left them. */
async function scenario({ createPacket }) {
  let sources = folder();
  const answers = new Map(sources.map((s) => [s.item.id, s.answers]));
  const packets = [];
  for (const [k, reviewer] of ['bob', 'carol'].entries()) {
    const plan = await createPacket(sources, { reviewer, by: 'coordinator', now: new Date('2026-03-01T10:00:00Z') });
    // The packet holds the items in the folder's order (by their real ids before, as p1, p2… now).
    const byFile = new Map(plan.changes.map((c) => [c.file, c]));
    sources = sources.map((s) => ({ ...s, item: applied(s.item, byFile.get(s.file)) }));
    plan.packet.items.forEach((entry, i) => {
      entry.response = { ...entry.response, parts: answers.get(sources[i].item.id).map((value) => ({ value })), timeSpentSeconds: 60 + k };
    });
    packets.push({ file: `${reviewer}.packet.json`, data: plan.packet });
  }
  return { packets, sources: sources.map(({ file, item }) => ({ file, item })) };
}

/** The item after a packet's change: its status and its new 'packet' history entry (the ops are set/insert). */
function applied(item, change) {
  const next = structuredClone(item);
  for (const op of change.ops) {
    let at = next;
    for (const key of op.path.slice(0, -1)) at = at[key];
    const last = op.path.at(-1);
    if (op.op === 'insert') at.splice(last, 0, op.value);
    else at[last] = op.value;
  }
  return next;
}

async function timed(api, { packets, sources }) {
  const started = performance.now();
  const plan = await api.reconcile(structuredClone(packets), sources, { by: 'coordinator', now: new Date('2026-03-02T10:00:00Z') });
  const ms = performance.now() - started;
  if (plan.items.length !== ITEMS) throw new Error(`reconciled ${plan.items.length} items, expected ${ITEMS}`);
  return { ms, agreed: plan.items.filter((i) => i.outcome === 'agreed').length };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const checkout = mkdtempSync(path.join(tmpdir(), 'finbench-bench-reconcile-'));
try {
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', checkout, BEFORE], { stdio: 'ignore' });
  symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  // The earlier build's schema validators, generated from its own schemas, as its build does.
  const here = process.cwd();
  process.chdir(checkout);
  try {
    (await import(path.join(checkout, 'scripts/schemaValidators.mjs'))).generateSchemaValidators();
  } finally {
    process.chdir(here);
  }
  if (!existsSync(path.join(root, 'src/core/item/schemaValidators.js'))) throw new Error('build this checkout first (node esbuild.mjs)');
  const builds = {
    [`before (${BEFORE})`]: await importSource(API, checkout),
    'this build': await importSource(API, root),
  };
  const scenarios = Object.fromEntries(await Promise.all(Object.entries(builds).map(async ([name, api]) => [name, await scenario(api)])));
  const times = Object.fromEntries(Object.keys(builds).map((name) => [name, []]));
  let agreed = {};
  for (let run = 0; run <= RUNS; run++) {
    for (const [name, api] of Object.entries(builds)) {
      const { ms, agreed: n } = await timed(api, scenarios[name]);
      agreed[name] = n;
      if (run > 0) times[name].push(ms); // the first run warms up
    }
  }
  const [old, now] = Object.keys(builds).map((name) => median(times[name]));
  for (const name of Object.keys(builds)) {
    console.log(`reconcile, ${ITEMS} items × 2 reviewers, ${name}: median ${median(times[name]).toFixed(0)} ms of ${RUNS} runs (${agreed[name]} agreed)`);
  }
  console.log(`ratio this build / before: ${(now / old).toFixed(2)}× (target ≤ 1.30×)`);
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', checkout], { stdio: 'ignore' });
  rmSync(checkout, { recursive: true, force: true });
}
