// Throughput of the deterministic answer check and of the ambiguity linter, on one core.
// Prints figures only; it never asserts timings. Run: node test/bench/check.mjs
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { importSource, root } from './importSource.mjs';

const { checkAnswer, lintQuestion } = await importSource(
  "export { checkAnswer } from './src/core/tolerance/check'; export { lintQuestion } from './src/core/lint/engine';",
);

const samples = path.join(root, 'samples/dataset');
const items = readdirSync(samples).filter((f) => f.endsWith('.item.json')).map((f) => JSON.parse(readFileSync(path.join(samples, f), 'utf8')));
const checks = items.filter((item) => item.answer).flatMap((item) => (item.samples ?? []).map((s) => [item, s.answer]));
// Longer, realistic answers: several numbers, a date, a ticker, Chinese and English.
const nvda = items.find((i) => i.id === 't1-global-nvda-low');
const gbt = items.find((i) => i.id === 't1-gc-gbt-low');
checks.push(
  [nvda, 'As of the close on August 13, 2025, NVIDIA (NASDAQ: NVDA) traded between a low of $179.35 and a high of $181.02, opening at $180.10; volume was 1.3 billion shares, down 0.86%.'],
  [gbt, '截至2025年8月14日收盘,吉比特(603444.SH)最低价为407.50元,最高价415.00元,成交额4.52亿元,涨跌幅-1.08%。'],
);
const questions = [
  ...items.map((i) => i.question),
  "What was NVIDIA's revenue in 2024?",
  '贵州茅台2023年净利润是多少?',
  'What is the USD to RMB exchange rate?',
  '上海机场的最新成交量',
];

function rate(label, unit, work, list) {
  const deadline = performance.now() + 1500;
  let n = 0;
  while (performance.now() < deadline) for (const args of list) (work(...args), n++);
  const perSecond = n / 1.5;
  console.log(`${label}: ${Math.round(perSecond).toLocaleString('en')} ${unit}/s (${list.length} distinct inputs)`);
}

rate('checkAnswer', 'checks', (item, answer) => checkAnswer(item, answer), checks);
rate('lintQuestion', 'questions', (q) => lintQuestion(q), questions.map((q) => [q]));

// Answers made of many dates: the scan must stay linear (1 MB about 3.3× the time of 300 KB, not 11×).
for (const date of ['2025-08-14 ', '2025年8月14日 ']) {
  const times = [300_000, 1_000_000].map((bytes) => {
    const answer = date.repeat(Math.ceil(bytes / Buffer.byteLength(date)));
    const started = performance.now();
    checkAnswer(nvda, answer);
    return performance.now() - started;
  });
  console.log(`checkAnswer on dates ${JSON.stringify(date)}: 300 KB ${times[0].toFixed(0)} ms, 1 MB ${times[1].toFixed(0)} ms (×${(times[1] / times[0]).toFixed(1)})`);
}
