// Wall time of 300 judge calls at concurrency 8 against a local OpenAI-compatible server answering in 200 ms,
// beside a plain loop of the same calls on the raw openai client with the same concurrency (goal: within 5%),
// and the same run again from the cache. Prints figures only. Run: node test/bench/judge.mjs
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { importSource, root } from './importSource.mjs';
import { median, rawOpenAILoop, time } from './rawLoop.mjs';

const { runCalls, judgeIdentityFor, OpenAIJudgeClient, planCalls, builtinTemplate, DirectoryCacheStore, startServer } = await importSource(
  [
    "export { runCalls } from './src/core/judge/runner';",
    "export { judgeIdentityFor } from './src/core/judge/session';",
    "export { OpenAIJudgeClient } from './src/core/judge/client';",
    "export { planCalls } from './src/core/judge/preview';",
    "export { builtinTemplate } from './src/core/judge/templates';",
    "export { DirectoryCacheStore } from './src/cli/commands/judgeCache';",
    "export { startServer } from './test/unit/judge/server';",
  ].join('\n'),
);

const CALLS = 300;
const ROUNDS = 3;
const CONCURRENCY = 8;
const LATENCY_MS = 200;
const item = JSON.parse(readFileSync(path.join(root, 'samples/dataset/t1-global-nvda-low.item.json'), 'utf8'));
const calls = planCalls(item, builtinTemplate('t1-live'), Array.from({ length: CALLS }, (_, i) => ({ answer: `The low was $${(179 + i / 1000).toFixed(3)}.` })), 1);
const server = await startServer(() => ({ text: 'The value matches the snapshot. {"score":1}', delayMs: LATENCY_MS }), { refuseSchema: true });
const endpoint = { baseURL: server.baseURL, apiKey: 'sk-bench', model: 'bench-judge' };
// The run's identity as a preview gets it: the capability probe (the server refuses json_schema) decides its structured mode.
const options = { concurrency: CONCURRENCY, retries: 0, attemptTimeoutMs: 30_000, identity: await judgeIdentityFor(new OpenAIJudgeClient(endpoint), builtinTemplate('t1-live'), {}) };

const rawLoop = () => rawOpenAILoop(endpoint, calls, CONCURRENCY);

try {
  await runCalls(calls.slice(0, 8), new OpenAIJudgeClient(endpoint), options); // warm-up: connections
  // Alternating rounds, medians: the machine is shared, so one round of each says little.
  const raws = [];
  const runners = [];
  let run;
  for (let round = 0; round < ROUNDS; round++) {
    raws.push((await time(rawLoop))[0]);
    const [ms, result] = await time(() => runCalls(calls, new OpenAIJudgeClient(endpoint), options));
    runners.push(ms);
    run = result;
  }
  const raw = median(raws);
  const runner = median(runners);
  const folder = mkdtempSync(path.join(tmpdir(), 'finbench-bench-cache-'));
  const cache = new DirectoryCacheStore(folder);
  await runCalls(calls, new OpenAIJudgeClient(endpoint), { ...options, cache });
  const [cached, fromCache] = await time(() => runCalls(calls, new OpenAIJudgeClient(endpoint), { ...options, cache }));
  rmSync(folder, { recursive: true, force: true });
  const scored = run.outcomes.filter((o) => o.verdict?.kind === 'pass').length;
  console.log(`${CALLS} judge calls, concurrency ${CONCURRENCY}, server latency ${LATENCY_MS} ms (ideal ${((CALLS / CONCURRENCY) * LATENCY_MS / 1000).toFixed(1)} s)`);
  console.log(`  raw openai client loop: ${(raw / 1000).toFixed(2)} s  (median of ${ROUNDS}: ${raws.map((x) => (x / 1000).toFixed(2)).join(', ')})`);
  console.log(`  FinBench runner:        ${(runner / 1000).toFixed(2)} s  (median of ${ROUNDS}: ${runners.map((x) => (x / 1000).toFixed(2)).join(', ')}; ${(((runner - raw) / raw) * 100).toFixed(1)}% vs raw, goal within 5%)  ${scored}/${CALLS} scored`);
  console.log(`  same run from cache:    ${(cached / 1000).toFixed(3)} s  (${fromCache.cache.hits} hits, ${fromCache.cache.misses} misses)`);
} finally {
  await server.close();
}
