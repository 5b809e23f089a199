// Team review at the scale of FinSearchComp's pipeline: planning reviewers for 10,000 ready items among 70 reviewers
// (goal < 1 s; the planner alone, and `finbench review assign --dry-run` end to end, which also reads and checks
// every file), and `finbench report` of a pull request that touches 1,000 of 10,000 items (goal < 3 s, end to end:
// git, reading both versions, word diffs, validation and lint of the changed items). Prints figures; asserts nothing.
// Run after a build: node test/bench/team.mjs [items]
import { execFileSync, spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const root = path.resolve(import.meta.dirname, '../..');
const ITEMS = Number(process.argv[2] ?? 10_000);
const REVIEWERS = 70;
const work = path.join(root, '.tmp/bench-team');
rmSync(work, { recursive: true, force: true });
mkdirSync(work, { recursive: true });

// The planner as the CLI uses it, bundled from source.
await build({ entryPoints: [path.join(root, 'src/core/review/team/assign.ts')], bundle: true, platform: 'node', format: 'cjs', outfile: path.join(work, 'assign.cjs'), logLevel: 'error' });
const { planAssignments } = createRequire(import.meta.url)(path.join(work, 'assign.cjs'));

const samples = readdirSync(path.join(root, 'samples/dataset')).filter((f) => f.endsWith('.item.json')).map((f) => JSON.parse(readFileSync(path.join(root, 'samples/dataset', f), 'utf8')));
const authors = Array.from({ length: 50 }, (_, i) => `author.${i}`);
const items = Array.from({ length: ITEMS }, (_, i) => {
  const item = structuredClone(samples[i % samples.length]);
  item.id = `bench-${String(i).padStart(5, '0')}`;
  item.meta = { ...item.meta, author: authors[i % authors.length] };
  item.review = { status: 'ready', history: [] };
  return item;
});
// Some reviewers are also authors; a third cover one market only, a few one language only.
const reviewers = Array.from({ length: REVIEWERS }, (_, i) => ({
  name: i < 20 ? `author.${i}` : `reviewer.${i}`,
  ...(i % 3 === 1 ? { markets: [i % 2 ? 'global' : 'greater-china'] } : {}),
  ...(i % 7 === 2 ? { languages: ['zh'] } : {}),
}));

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const ms = (x) => `${x.toFixed(0)} ms`;
function time(fn, runs = 5) {
  const times = [];
  let result;
  for (let r = 0; r < runs; r++) {
    const t = performance.now();
    result = fn();
    times.push(performance.now() - t);
  }
  return { median: median(times), min: Math.min(...times), result };
}

console.log(`load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
for (const perItem of [1, 2]) {
  const { median: m, min, result } = time(() => planAssignments(items, reviewers, { reviewersPerItem: perItem, maxPerReviewer: Math.ceil((ITEMS * perItem) / REVIEWERS) + 20, seed: 'bench' }));
  const loads = result.assignments.map((a) => a.items.length);
  console.log(`plan ${ITEMS} items × ${perItem} reviewer(s) among ${REVIEWERS}: median ${ms(m)} (min ${ms(min)}); loads ${Math.min(...loads)}–${Math.max(...loads)}, unassigned ${result.unassigned.length}  (goal < 1000 ms)`);
}

// The same dataset on disk with a manifest, for the CLI and the report.
const repo = path.join(work, 'repo');
const folders = Math.ceil(ITEMS / 500);
for (let f = 0; f < folders; f++) mkdirSync(path.join(repo, 'items', String(f)), { recursive: true });
const fileOf = (i) => path.join('items', String(Math.floor(i / 500)), `${items[i].id}.item.json`);
items.forEach((item, i) => writeFileSync(path.join(repo, fileOf(i)), `${JSON.stringify(item, null, 2)}\n`));
writeFileSync(path.join(repo, 'finbench.dataset.json'), JSON.stringify({ schemaVersion: 1, name: 'bench', people: reviewers.map((r) => ({ ...r, role: 'reviewer' })) }));
const cli = path.join(root, 'dist/cli.js');
{
  const t = performance.now();
  const run = spawnSync(process.execPath, [cli, 'review', 'assign', 'items', '--dry-run', '--json', '--seed', 'bench'], { cwd: repo, maxBuffer: 1 << 28 });
  console.log(`finbench review assign --dry-run (${ITEMS} files read and checked, then planned): ${ms(performance.now() - t)} end to end, exit ${run.status}`);
}

const env = { ...process.env, GIT_AUTHOR_NAME: 'b', GIT_AUTHOR_EMAIL: 'b@example.invalid', GIT_COMMITTER_NAME: 'b', GIT_COMMITTER_EMAIL: 'b@example.invalid' };
const git = (...args) => execFileSync('git', args, { cwd: repo, env, stdio: ['ignore', 'pipe', 'inherit'], maxBuffer: 1 << 28 }).toString();
git('init', '-q', '-b', 'main');
git('add', '.');
git('commit', '-q', '-m', 'base');
git('checkout', '-q', '-b', 'pr');
// A pull request touching 1,000 items: questions reworded, values, tolerances, rubric weights, statuses; some added and removed.
const TOUCHED = Math.min(1000, Math.floor(ITEMS / 10));
for (let k = 0; k < TOUCHED; k++) {
  const i = Math.floor((k * ITEMS) / TOUCHED);
  const item = structuredClone(items[i]);
  if (k % 10 === 0) { rmSync(path.join(repo, fileOf(i))); continue; }
  if (k % 10 === 1) { item.id = `${item.id}-new`; writeFileSync(path.join(repo, fileOf(i).replace('.item.json', '-new.item.json')), JSON.stringify(item, null, 2)); continue; }
  item.question = `${item.question.replace(/ /, ' precisely ')} (revised)`;
  const part = item.answer?.parts?.[0];
  if (part && typeof part.value === 'number') part.value = part.value + 1;
  if (part && k % 3 === 0) part.tolerance = { kind: 'absolute', delta: 0.5 };
  if (item.rubric?.length) item.rubric[0].weight += 1;
  item.review.status = k % 2 ? 'in-review' : 'disputed';
  writeFileSync(path.join(repo, fileOf(i)), `${JSON.stringify(item, null, 2)}\n`);
}
git('add', '-A');
git('commit', '-q', '-m', 'pr');
for (const [label, args] of [['main pr (two commits)', ['main', 'pr']], ['default base, working tree', []]]) {
  const times = [];
  let out = '';
  for (let r = 0; r < 3; r++) {
    const t = performance.now();
    const run = spawnSync(process.execPath, [cli, 'report', ...args], { cwd: repo, maxBuffer: 1 << 28 });
    times.push(performance.now() - t);
    out = run.stdout.toString();
    if (run.status !== 0) console.log(run.stderr.toString());
  }
  const summary = out.split('\n').find((l) => l.startsWith('**')) ?? '';
  console.log(`finbench report ${label}, ${TOUCHED} of ${ITEMS} items touched: median ${ms(median(times))} (min ${ms(Math.min(...times))}), ${out.length} characters: ${summary}  (goal < 3000 ms)`);
}
rmSync(work, { recursive: true, force: true });
