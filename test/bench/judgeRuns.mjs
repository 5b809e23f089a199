// Reading a large judge run record and computing the dashboard's judge figures from it: 100,000 lines
// (10,000 answers × 10 runs each, 1% of lines broken). Prints figures only. Run: node test/bench/judgeRuns.mjs
import { loadavg } from 'node:os';
import { importSource } from './importSource.mjs';

const { parseRunRecords, recordLines, judgeFigures } = await importSource(
  [
    "export { parseRunRecords, recordLines } from './src/core/judge/runRecord';",
    "export { judgeFigures } from './src/core/judge/runFigures';",
  ].join('\n'),
);

const ANSWERS = 10_000;
const RUNS = 10;
const TASKS = ['T1', 'T2', 'T3', 'OE'];
const records = [];
for (let run = 0; run < RUNS; run++) {
  for (let a = 0; a < ANSWERS; a++) {
    const task = TASKS[a % 4];
    records.push({
      v: 1, at: new Date(Date.UTC(2026, 10, 1 + run)).toISOString(), item: `item-${a >> 2}`, task, market: 'global', language: 'en',
      sample: { index: a % 4, hash: (a * 2654435761 >>> 0).toString(16).padStart(16, '0') }, template: task === 'OE' ? 'rubric' : 't1-live',
      protocol: task === 'OE' ? 'rubric' : 'score', model: `judge-${run % 3}`,
      ...(task === 'OE' ? { verdict: 'scored', score: 0.5 + (a % 5) / 10, expected: { score: 0.6, from: 'sample' } } : { verdict: a % 7 ? 'pass' : 'unscored', expected: { verdict: a % 3 ? 'pass' : 'fail', from: 'tolerance' } }),
      repeats: 3, unscoredRepeats: 0, cached: false, via: 'panel',
    });
  }
}
const lines = recordLines(records).split('\n');
for (let i = 0; i < lines.length; i += 100) lines[i] = lines[i].slice(0, 30);
const text = lines.join('\n');

const rounds = 5;
const times = { parse: [], figures: [] };
let figures;
for (let r = 0; r < rounds; r++) {
  let t = performance.now();
  const read = parseRunRecords(text);
  times.parse.push(performance.now() - t);
  t = performance.now();
  figures = judgeFigures(read.records, { skippedLines: read.skipped.length });
  times.figures.push(performance.now() - t);
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
console.log(`record: ${lines.length - 1} lines, ${(text.length / 1e6).toFixed(1)} MB; ${figures.overall.answers} answers counted, ${figures.superseded} superseded, ${figures.skippedLines} skipped`);
console.log(`parse + check (median of ${rounds}): ${median(times.parse).toFixed(0)} ms; figures: ${median(times.figures).toFixed(0)} ms; load average ${loadavg().map((l) => l.toFixed(2)).join(' ')}`);
