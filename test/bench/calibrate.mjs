// Wall time of `finbench judge calibrate` on 1,000 labelled answers (100 items × 10 samples) at concurrency 8 against a
// local OpenAI-compatible server answering in 100 ms, beside a plain loop of the same 1,000 calls on the raw openai
// client with the same concurrency (goal: within 1.1×). The calibration's time includes reading the items, the
// statistics with 1,000 bootstrap resamples and saving the run, as `node dist/cli.js` (build first). Prints figures only. Run: node test/bench/calibrate.mjs
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { importSource, root } from './importSource.mjs';
import { median, rawOpenAILoop, time } from './rawLoop.mjs';

const { labelledAnswers, calibrationCalls, builtinTemplate, startServer } = await importSource(
  [
    "export { labelledAnswers } from './src/core/calibration/labelled';",
    "export { calibrationCalls } from './src/core/calibration/judging';",
    "export { builtinTemplate } from './src/core/judge/templates';",
    "export { startServer } from './test/unit/judge/server';",
  ].join('\n'),
);

const run = promisify(execFile);
const ITEMS = 100;
const SAMPLES = 10;
const ROUNDS = 3;
const CONCURRENCY = 8;
const LATENCY_MS = 100;
const base = JSON.parse(readFileSync(path.join(root, 'samples/dataset/t1-global-nvda-low.item.json'), 'utf8'));
const folder = mkdtempSync(path.join(tmpdir(), 'finbench-bench-calibrate-'));
const items = Array.from({ length: ITEMS }, (_, i) => ({
  ...base,
  id: `bench-${i}`,
  samples: Array.from({ length: SAMPLES }, (_, s) => ({ answer: `The low was $${(179.3 + s / 100 + i / 10000).toFixed(4)}.`, expected: s === 5 ? 'pass' : 'fail' })),
}));
mkdirSync(path.join(folder, 'items'));
for (const item of items) writeFileSync(path.join(folder, 'items', `${item.id}.item.json`), JSON.stringify(item));
const { answers } = await labelledAnswers(items.map((item) => ({ file: item.id, item })));
const calls = calibrationCalls(answers, () => builtinTemplate('t1-live'));
const answerOf = (r) => /<<<ANSWER [0-9a-f]+>>>\n([\s\S]*?)\n<<<END ANSWER/.exec(r.body.messages.at(-1).content)?.[1] ?? '';
// A judge that passes the answers at 179.35… and, now and then, one more: agreement a little below 100%.
const server = await startServer((r) => ({ text: /179\.35|179\.3[0-9]0[0-4]/.test(answerOf(r)) ? '{"score":1}' : '{"score":0}', delayMs: LATENCY_MS }), { refuseSchema: true });
const endpoint = { baseURL: server.baseURL, apiKey: 'sk-bench', model: 'bench-judge' };

const rawLoop = () => rawOpenAILoop(endpoint, calls, CONCURRENCY);

/** The built CLI as a user runs it (node dist/cli.js; `node esbuild.mjs` first), process start included. */
async function calibration() {
  const { stdout } = await run(process.execPath, [path.join(root, 'dist/cli.js'), 'judge', 'calibrate', 'items', '--base-url', server.baseURL, '--model', endpoint.model, '--no-cache', '--concurrency', String(CONCURRENCY), '--json'], { cwd: folder, env: { ...process.env, OPENAI_API_KEY: 'sk-bench' }, maxBuffer: 64 << 20 });
  return JSON.parse(stdout);
}


try {
  await rawLoop(); // warm-up: connections, JIT
  const raws = [];
  const runs = [];
  let report;
  for (let round = 0; round < ROUNDS; round++) {
    raws.push((await time(rawLoop))[0]);
    const [ms, doc] = await time(calibration);
    runs.push(ms);
    report = doc;
  }
  const raw = median(raws);
  const run = median(runs);
  console.log(`${calls.length} labelled answers (${ITEMS} items × ${SAMPLES} samples), concurrency ${CONCURRENCY}, server latency ${LATENCY_MS} ms (ideal ${((calls.length / CONCURRENCY) * LATENCY_MS / 1000).toFixed(1)} s)`);
  console.log(`  raw openai client loop:    ${(raw / 1000).toFixed(2)} s  (median of ${ROUNDS}: ${raws.map((x) => (x / 1000).toFixed(2)).join(', ')})`);
  console.log(`  finbench judge calibrate:  ${(run / 1000).toFixed(2)} s  (median of ${ROUNDS}: ${runs.map((x) => (x / 1000).toFixed(2)).join(', ')}; ${(run / raw).toFixed(3)}× the raw loop, goal within 1.1×)`);
  console.log(`  judged ${report.overall.judged}/${report.overall.labelled}, agreement ${(report.overall.agreement.value * 100).toFixed(1)}%, kappa ${report.overall.kappa.value?.toFixed(3)}`);
} finally {
  await server.close();
  rmSync(folder, { recursive: true, force: true });
}
