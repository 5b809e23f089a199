// Inputs that used to take quadratic time, at growing sizes: each doubling of the input should about double the
// time. Prints figures; asserts nothing. Run after a build: node test/bench/hostile.mjs
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const dir = path.join(root, '.tmp/bench-hostile');
rmSync(dir, { recursive: true, force: true });
mkdirSync(dir, { recursive: true });

function time(label, args) {
  const t0 = process.hrtime.bigint();
  try {
    execFileSync(process.execPath, ['dist/cli.js', ...args], { cwd: root, stdio: 'ignore' });
  } catch {
    // exit 1 and 2 are expected verdicts here
  }
  console.log(`${label.padEnd(60)} ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(0).padStart(6)} ms`);
}

for (const lines of [10_000, 20_000, 40_000]) {
  const file = path.join(dir, `at-${lines}.item.json`);
  writeFileSync(file, '@\n'.repeat(lines));
  time(`validate, ${lines} lines of '@' (one syntax error each)`, ['validate', file, '--json']);
}
const sample = readFileSync(path.join(root, 'samples/dataset/t2-global-sbux-assets.item.json'), 'utf8');
for (const megabytes of [0.9, 1.8]) {
  const file = path.join(dir, `utf16-${megabytes}.item.json`);
  const copies = Math.ceil((megabytes * 1e6) / 2 / sample.length);
  writeFileSync(file, Buffer.from(`[${Array(copies).fill(sample).join(',')}]`, 'utf16le'));
  time(`validate, a ${megabytes} MB UTF-16 file`, ['validate', file, '--json']);
}
const row = readFileSync(path.join(root, 'test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl'), 'utf8').split('\n')[0];
for (const count of [5_000, 10_000, 20_000]) {
  const file = path.join(dir, `rows-${count}.jsonl`);
  writeFileSync(file, `${Array(count).fill(row).join('\n')}\n`);
  time(`import, ${count} rows with one repeated prompt_id`, ['import', 'finsearchcomp', file, '--out', path.join(dir, `out-${count}`), '--max-file-size', '1024']);
  rmSync(path.join(dir, `out-${count}`), { recursive: true, force: true });
}
rmSync(dir, { recursive: true, force: true });
