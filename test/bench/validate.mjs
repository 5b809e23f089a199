// Wall time to validate 10,000 generated item files with `finbench validate` (schema + cross-field rules +
// ambiguity lint) beside ajv-cli (schema only) on the same files. Prints figures; asserts nothing.
// Run after a build: node test/bench/validate.mjs [count]
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const count = Number(process.argv[2] ?? 10_000);
const RUNS = 3;
const dir = path.join(root, '.tmp/bench-validate');

const samples = readdirSync(path.join(root, 'samples/dataset'))
  .filter((f) => f.endsWith('.item.json'))
  .map((f) => JSON.parse(readFileSync(path.join(root, 'samples/dataset', f), 'utf8')));
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });
let bytes = 0;
for (let i = 0; i < count; i++) {
  const item = structuredClone(samples[i % samples.length]);
  item.id = `${item.id}-${i}`;
  const text = `${JSON.stringify(item, null, 2)}\n`;
  bytes += text.length;
  writeFileSync(path.join(dir, `${item.id}.item.json`), text);
}
console.log(`${count} items generated from ${samples.length} samples (${(bytes / 1e6).toFixed(1)} MB) in ${path.relative(root, dir)}`);

function time(label, args) {
  const walls = [];
  for (let run = 0; run < RUNS; run++) {
    const t0 = process.hrtime.bigint();
    try {
      execFileSync(process.execPath, args, { cwd: root, stdio: ['ignore', 'ignore', 'pipe'], maxBuffer: 1 << 30 });
    } catch (e) {
      console.log(`${label}: exited ${e.status}: ${String(e.stderr).slice(0, 300)}`);
    }
    walls.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  walls.sort((a, b) => a - b);
  const median = walls[Math.floor(RUNS / 2)];
  console.log(`${label.padEnd(44)} median ${median.toFixed(0).padStart(6)} ms  (runs: ${walls.map((w) => w.toFixed(0)).join(', ')} ms; ${Math.round(count / (median / 1000))} items/s)`);
  return median;
}

const cli = time('finbench validate --json (schema + rules + lint)', ['dist/cli.js', 'validate', dir, '--json']);
const ajv = time('ajv-cli validate (schema only)', [
  'node_modules/ajv-cli/dist/index.js', 'validate', '--spec=draft2020', '-s', 'schemas/item.schema.json',
  '-d', `${dir}/*.item.json`, '-c', 'ajv-formats', '--strict-types=false', '--allow-union-types',
]);
console.log(`finbench / ajv-cli: ${(cli / ajv).toFixed(2)}×  (goal: 10,000 items in ≤ 1 s)`);
rmSync(dir, { recursive: true, force: true });
