// Inputs that used to take quadratic time, at growing sizes: each doubling of the input should about double the
// time. Prints figures; asserts nothing. Run after a build: node test/bench/hostile.mjs
import { execFileSync } from 'node:child_process';
import * as esbuild from 'esbuild';
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

// The linter on every keystroke: a question holding a long run of digits (a pasted number), in each language.
const built = await esbuild.build({
  stdin: { contents: "export { lintQuestion } from './src/core/lint/engine';", resolveDir: root, loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const { lintQuestion } = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);
lintQuestion('营业收入是多少？');
for (const digits of [5_000, 10_000, 20_000]) {
  for (const [label, question] of [
    ['zh', `营业收入${'1'.repeat(digits)}`],
    ['en', `What was the revenue of ${'1'.repeat(digits)}?`],
  ]) {
    const t0 = process.hrtime.bigint();
    lintQuestion(question);
    console.log(`${`lint, a ${label} question with ${digits} digits`.padEnd(60)} ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1).padStart(6)} ms`);
  }
}

// Runs aimed at the readings learnt from real questions: spaces after a rate, digits before 家 or 年, hyphenated
// capitals before an industry's name, capitalised words, Chinese characters and repeated keywords.
const hostile = [
  ['spaces after a rate (率)', (n) => `贵州茅台2023年的毛利率${' '.repeat(n)}是多少（单位：%）？`],
  ['digits before the industries asked (的行业)', (n) => `股票代码${'1'.repeat(n)}的行业有哪些？`],
  ['digits before a price, no years (最高价)', (n) => `贵州茅台股票代码${'1'.repeat(n)}，2021年的最高价是多少？`],
  ['hyphenated capitals before an industry (Bb-…)', (n) => `Which industry does ${'Bb-'.repeat(n / 3)}B Information Technology stock belong to?`],
  ['capitalised words before an industry', (n) => `Which industry does ${'Abc '.repeat(n / 4)}Technology belong to?`],
  ['Chinese characters before 怎么样', (n) => `${'中'.repeat(n)}怎么样`],
  ['a user\'s trade told, Chinese characters (我买了…)', (n) => `我买了${'中'.repeat(n)}`],
  ['repeated "ratio of … to" before operating income', (n) => `${'ratio of a to '.repeat(n / 14)}operating income?`],
  ['repeated "stocks in"', (n) => `${'stocks in '.repeat(n / 10)}the industry?`],
  ['repeated "yield" before decimals', (n) => `${'yield '.repeat(n / 6)}to three decimals?`],
  ['repeated "before"', (n) => `bonus share ratio ${'before '.repeat(n / 7)}x`],
  // The start two hundred trigger words share (price, profit, proportion…), never completed: each place is compared
  // with the words that start as it does.
  ['a run of "pr"', (n) => 'pr'.repeat(n / 2)],
];
for (const [label, make] of hostile) {
  for (const size of [10_000, 20_000, 40_000]) {
    const question = make(size);
    const t0 = process.hrtime.bigint();
    lintQuestion(question);
    console.log(`${`lint, ${label}, ${size}`.padEnd(60)} ${(Number(process.hrtime.bigint() - t0) / 1e6).toFixed(1).padStart(6)} ms`);
  }
}
