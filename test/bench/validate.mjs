// Wall time of `finbench validate --json` (schema + cross-field rules + ambiguity lint) beside ajv-cli (schema
// only, one thread) and the floor of any validator (read, decode and JSON.parse every file on every core, check
// nothing), on two workspaces of realistic items:
// - light: the FinSearchComp fixture rows imported by our own importer, copied with new ids up to the count, clean;
// - heavy: the tree bench's items (the sandbox's items, ~13 KB each, each with a lint finding; see heavyItems.mjs).
// Every run takes each command once, in an order rotated from run to run, so all see the same machine load; each
// figure is the median of the runs, and each ratio the median of its per-run ratios to the floor of the same run.
// Prints figures; asserts nothing. Run after a build: node test/bench/validate.mjs [count] [light|heavy]
// FINBENCH_BENCH_RUNS sets the runs (default 5); FINBENCH_BENCH_BASE_CLI=<an earlier build's dist/cli.js> adds
// that build's default and --jobs 2 runs, for a before/after in one run.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { writeHeavyItems } from './heavyItems.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] ?? 10_000);
const kinds = process.argv[3] ? [process.argv[3]] : ['light', 'heavy'];
const cores = availableParallelism();
const RUNS = Number(process.env.FINBENCH_BENCH_RUNS ?? 5);
const baseCli = process.env.FINBENCH_BENCH_BASE_CLI;
const base = path.join(root, '.tmp/bench-validate');
const load = () => loadavg().map((l) => l.toFixed(1)).join(' ');

/** The light workspace: imported FinSearchComp rows under new ids, in one folder. */
function writeLightItems(dir) {
  const imported = path.join(base, 'imported');
  execFileSync(process.execPath, ['dist/cli.js', 'import', 'finsearchcomp', path.join(root, 'test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl'), '--out', imported], { cwd: root });
  const samples = readdirSync(imported).map((f) => JSON.parse(readFileSync(path.join(imported, f), 'utf8')));
  mkdirSync(dir, { recursive: true });
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const item = structuredClone(samples[i % samples.length]);
    item.id = `${item.id}-${i}`;
    const text = `${JSON.stringify(item, null, 2)}\n`;
    bytes += Buffer.byteLength(text);
    writeFileSync(path.join(dir, `${item.id}.item.json`), text);
  }
  return { bytes, what: `imported from ${samples.length} FinSearchComp rows` };
}

async function writeHeavy(dir) {
  const heavy = await writeHeavyItems(root, dir, count);
  return { bytes: heavy.bytes, what: `from ${heavy.templates} sandbox items with findings, in folders of 500` };
}

// The floor over every core: threads take alternate files (found as finbench finds them, in every subfolder).
const FLOOR = `const { Worker } = require('node:worker_threads'); const fs = require('node:fs'); const path = require('node:path');
const dir = process.argv[1]; const n = Number(process.argv[2]);
const files = fs.readdirSync(dir, { recursive: true }).filter((f) => f.endsWith('.item.json')).map((f) => path.join(dir, f));
const read = 'const utf8 = new TextDecoder(); for (const f of require("node:worker_threads").workerData) JSON.parse(utf8.decode(require("node:fs").readFileSync(f)));';
for (let k = 1; k < n; k++) new Worker(read, { eval: true, workerData: files.filter((_, i) => i % n === k) });
const utf8 = new TextDecoder(); for (const f of files.filter((_, i) => i % n === 0)) JSON.parse(utf8.decode(fs.readFileSync(f)));`;

function runnersFor(dir, cacheFile, glob) {
  const validate = (cli, ...more) => [cli, 'validate', dir, '--json', ...more];
  return {
    [`floor: read + decode + JSON.parse on ${cores} threads`]: ['-e', FLOOR, dir, String(cores)],
    'floor: the same on one thread': ['-e', FLOOR, dir, '1'],
    'finbench validate --json (default threads)': validate('dist/cli.js'),
    'finbench validate --json --jobs 1': validate('dist/cli.js', '--jobs', '1'),
    [`finbench validate --json --jobs ${cores}`]: validate('dist/cli.js', '--jobs', String(cores)),
    'finbench validate --json --cache (files unchanged)': validate('dist/cli.js', '--cache', '--cache-file', cacheFile),
    ...(baseCli && {
      'earlier build: default threads': validate(baseCli),
      [`earlier build: --jobs ${cores}`]: validate(baseCli, '--jobs', String(cores)),
    }),
    'ajv-cli validate (schema only, one thread)': [
      'node_modules/ajv-cli/dist/index.js', 'validate', '--spec=draft2020', '-s', 'schemas/item.schema.json',
      '-d', glob, '-c', 'ajv-formats', '--strict-types=false', '--allow-union-types',
    ],
  };
}

// CPU time (user + system, all threads) through GNU time when the machine has it: it varies less with the load than wall time.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];

async function bench(kind) {
  const work = path.join(base, kind);
  const dir = path.join(work, 'items');
  const cacheFile = path.join(work, 'cache.json');
  const { bytes, what } = kind === 'heavy' ? await writeHeavy(dir) : writeLightItems(dir);
  console.log(`\n${kind.toUpperCase()}: ${count} items ${what} (${(bytes / 1e6).toFixed(1)} MB, ${(bytes / count / 1024).toFixed(1)} KB each); load average ${load()} on ${cores} cores`);
  const runners = runnersFor(dir, cacheFile, kind === 'heavy' ? `${dir}/**/*.item.json` : `${dir}/*.item.json`);
  const labels = Object.keys(runners);
  const floorLabel = labels[0];
  // Fills the cache once, so the --cache runs show what CI or an editor gets when few files changed.
  execFileSync(process.execPath, runners['finbench validate --json --cache (files unchanged)'], { cwd: root, stdio: 'ignore' });
  const walls = Object.fromEntries(labels.map((label) => [label, []]));
  const cpus = Object.fromEntries(labels.map((label) => [label, []]));
  const loads = [];
  for (let run = 0; run < RUNS; run++) {
    loads.push(loadavg()[0]);
    // Rotated order: no command always runs first (after the file writes) or right after the same other one.
    const order = labels.map((_, i) => labels[(i + run * 3) % labels.length]);
    for (const label of order) {
      const args = runners[label];
      const command = gnuTime ? [gnuTime, ['-f', 'cpu %U %S', process.execPath, ...args]] : [process.execPath, args];
      const t0 = process.hrtime.bigint();
      const result = spawnSync(command[0], command[1], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30, encoding: 'utf8' });
      walls[label].push(Number(process.hrtime.bigint() - t0) / 1e6);
      const stderr = result.stderr ?? '';
      if (result.status !== 0 && result.status !== 1) console.log(`${label}: exited ${result.status}: ${stderr.slice(0, 300)}`);
      const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(stderr);
      if (cpu) cpus[label].push((Number(cpu[1]) + Number(cpu[2])) * 1000);
    }
  }
  console.log(`${RUNS} runs, load average ${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)} as they started (${load()} after)`);
  for (const label of labels) {
    const ratio = median(walls[label].map((w, run) => w / walls[floorLabel][run]));
    // CPU time (all threads) varies less with other work than wall time: beside it, its ratio to the floor's CPU.
    const cpu = cpus[label].length ? `; CPU ${median(cpus[label]).toFixed(0)} ms, ${median(cpus[label].map((c, run) => c / cpus[floorLabel][run])).toFixed(2)}× the floor's, ${((median(cpus[label]) / count) * 1000).toFixed(0)} µs a file` : '';
    console.log(`  ${label.padEnd(52)} ${median(walls[label]).toFixed(0).padStart(6)} ms  ${ratio.toFixed(2)}× the floor  (runs ${walls[label].map((w) => w.toFixed(0)).join(', ')}${cpu})`);
  }
  const ajv = 'ajv-cli validate (schema only, one thread)';
  const finbench = 'finbench validate --json (default threads)';
  const vsAjv = median(walls[finbench].map((w, run) => walls[ajv][run] / w));
  console.log(`  goal: finbench (default threads) ≤ 1.3× the floor and faster than ajv-cli: ajv-cli / finbench ${vsAjv.toFixed(2)}× (median of per-run ratios)`);
  rmSync(work, { recursive: true, force: true });
}

rmSync(base, { recursive: true, force: true });
for (const kind of kinds) await bench(kind);
rmSync(base, { recursive: true, force: true });
