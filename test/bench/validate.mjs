// Wall time of `finbench validate --json` (schema + cross-field rules + ambiguity lint) beside ajv-cli (schema
// only) on the same realistic files, in one run: the FinSearchComp fixture rows imported by our own importer
// (~20 KB per item), copied with new ids up to the count. Runs alternate so both see the same machine load. A floor
// run reads, decodes and parses the same files without checking anything: no validator in one process can beat it.
// Prints figures; asserts nothing. Run after a build: node test/bench/validate.mjs [count]
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] ?? 10_000);
const cores = availableParallelism();
const RUNS = 3;
const base = path.join(root, '.tmp/bench-validate');
const imported = path.join(base, 'imported');
const dir = path.join(base, 'items');
const cacheFile = path.join(base, 'cache.json');

rmSync(base, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
execFileSync(process.execPath, ['dist/cli.js', 'import', 'finsearchcomp', path.join(root, 'test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl'), '--out', imported], { cwd: root });
const samples = readdirSync(imported).map((f) => JSON.parse(readFileSync(path.join(imported, f), 'utf8')));
let bytes = 0;
for (let i = 0; i < count; i++) {
  const item = structuredClone(samples[i % samples.length]);
  item.id = `${item.id}-${i}`;
  const text = `${JSON.stringify(item, null, 2)}\n`;
  bytes += Buffer.byteLength(text);
  writeFileSync(path.join(dir, `${item.id}.item.json`), text);
}
console.log(`load average ${loadavg().map((l) => l.toFixed(1)).join(' ')} on ${cores} cores`);
console.log(`${count} items imported from ${samples.length} FinSearchComp rows (${(bytes / 1e6).toFixed(1)} MB, ${(bytes / count / 1024).toFixed(1)} KB each)`);

const FLOOR = `const fs = require('node:fs'); const dir = process.argv[1]; const utf8 = new TextDecoder();
for (const f of fs.readdirSync(dir)) JSON.parse(utf8.decode(fs.readFileSync(dir + '/' + f)));`;
// The same floor spread over every core: threads take alternate files, so no validator using them all can beat this.
const THREADED_FLOOR = `const { Worker, isMainThread, workerData } = require('node:worker_threads');
const fs = require('node:fs'); const utf8 = new TextDecoder();
const read = (dir, files) => { for (const f of files) JSON.parse(utf8.decode(fs.readFileSync(dir + '/' + f))); };
const dir = process.argv[1]; const files = fs.readdirSync(dir); const n = ${cores};
for (let k = 1; k < n; k++) new Worker('const { workerData: w } = require("node:worker_threads"); const fs = require("node:fs"); const utf8 = new TextDecoder(); for (const f of w.files) JSON.parse(utf8.decode(fs.readFileSync(w.dir + "/" + f)));', { eval: true, workerData: { dir, files: files.filter((_, i) => i % n === k) } });
read(dir, files.filter((_, i) => i % n === 0));`;
const runners = {
  // The default picks one of these two by the load average (one thread per core other work leaves free).
  [`finbench validate --json --jobs ${cores} (every core)`]: ['dist/cli.js', 'validate', dir, '--json', '--jobs', String(cores)],
  'finbench validate --json --jobs 1 (one thread)': ['dist/cli.js', 'validate', dir, '--json', '--jobs', '1'],
  'finbench validate --json --cache (files unchanged)': ['dist/cli.js', 'validate', dir, '--json', '--cache', '--cache-file', cacheFile],
  // The floor of any validator in one process: read each file, decode it, JSON.parse it, check nothing.
  'floor: read + decode + JSON.parse, no checks': ['-e', FLOOR, dir],
  [`floor on ${cores} threads`]: ['-e', THREADED_FLOOR, dir],
  'ajv-cli validate (schema only)': [
    'node_modules/ajv-cli/dist/index.js', 'validate', '--spec=draft2020', '-s', 'schemas/item.schema.json',
    '-d', `${dir}/*.item.json`, '-c', 'ajv-formats', '--strict-types=false', '--allow-union-types',
  ],
};
// Fills the cache once, so the --cache runs show what CI or an editor gets when few files changed.
execFileSync(process.execPath, runners['finbench validate --json --cache (files unchanged)'], { cwd: root, stdio: 'ignore' });
// CPU time (user + system, all threads) through GNU time when the machine has it: on a shared machine it
// varies less with the load than wall time does.
const gnuTime = existsSync('/usr/bin/time') ? '/usr/bin/time' : undefined;
const walls = Object.fromEntries(Object.keys(runners).map((label) => [label, []]));
// The one-minute load average as each run starts: figures measured at a load of 2 or more on 2 cores are noise.
const loads = Object.fromEntries(Object.keys(runners).map((label) => [label, []]));
const cpus = Object.fromEntries(Object.keys(runners).map((label) => [label, []]));
for (let run = 0; run < RUNS; run++) {
  for (const [label, args] of Object.entries(runners)) {
    const command = gnuTime ? [gnuTime, ['-f', 'cpu %U %S', process.execPath, ...args]] : [process.execPath, args];
    loads[label].push(loadavg()[0]);
    const t0 = process.hrtime.bigint();
    const result = spawnSync(command[0], command[1], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30, encoding: 'utf8' });
    const stderr = result.stderr ?? '';
    if (result.status !== 0 && result.status !== 1) console.log(`${label}: exited ${result.status}: ${stderr.slice(0, 300)}`);
    walls[label].push(Number(process.hrtime.bigint() - t0) / 1e6);
    const cpu = /cpu ([\d.]+) ([\d.]+)/.exec(stderr);
    if (cpu) cpus[label].push((Number(cpu[1]) + Number(cpu[2])) * 1000);
  }
}
const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
for (const [label, list] of Object.entries(walls)) {
  const m = median(list);
  const cpu = cpus[label].length ? `; CPU median ${median(cpus[label]).toFixed(0)} ms` : '';
  const load = `load ${Math.min(...loads[label]).toFixed(1)}–${Math.max(...loads[label]).toFixed(1)}`;
  console.log(`${label.padEnd(50)} median ${m.toFixed(0).padStart(6)} ms  (runs: ${list.map((w) => w.toFixed(0)).join(', ')} ms; ${Math.round(count / (m / 1000))} items/s${cpu}; ${load})`);
}
const [threaded, single, cached, floor, threadedFloor, ajv] = Object.values(walls).map(median);
console.log(`ajv-cli / finbench wall: ${(ajv / threaded).toFixed(2)}× cold on ${cores} cores (one thread: ${(ajv / single).toFixed(2)}×), ${(ajv / cached).toFixed(2)}× with --cache; goal ≥ 3×; ajv-cli / floor: ${(ajv / floor).toFixed(2)}× (on ${cores} threads: ${(ajv / threadedFloor).toFixed(2)}×)`);
if (gnuTime) {
  const [cpuThreaded, cpuSingle, cpuCached, cpuFloor, , cpuAjv] = Object.values(cpus).map(median);
  console.log(`ajv-cli / finbench CPU: ${(cpuAjv / cpuThreaded).toFixed(2)}× cold on ${cores} cores (one thread: ${(cpuAjv / cpuSingle).toFixed(2)}×), ${(cpuAjv / cpuCached).toFixed(2)}× with --cache; ajv-cli / floor: ${(cpuAjv / cpuFloor).toFixed(2)}×`);
  console.log(`CPU per file: finbench one thread ${((cpuSingle / count) * 1000).toFixed(0)} µs, floor ${((cpuFloor / count) * 1000).toFixed(0)} µs, ajv-cli ${((cpuAjv / count) * 1000).toFixed(0)} µs`);
}
rmSync(base, { recursive: true, force: true });
