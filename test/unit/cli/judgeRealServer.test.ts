// The judge against a real OpenAI-compatible server nobody here wrote: llama.cpp's llama-server serving a tiny
// random-weight model (scripts/llamaServer.ts). Its verdicts are meaningless, so these tests check the plumbing:
// every verdict is what the reply says or honestly unscored, never guessed; failures are one clear sentence.
import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, beforeEach, describe, test } from 'node:test';
import { sharedLlamaServer, startLlamaServer, TINY_MODEL, type LlamaServer } from '../../../scripts/llamaServer';
import { forgetStructuredModes } from '../../../src/core/judge/capability';
import { OpenAIJudgeClient } from '../../../src/core/judge/client';
import type { Item } from '../../../src/core/item/types';
import { runPreview } from '../../../src/core/judge/session';
import { builtinTemplate } from '../../../src/core/judge/templates';
import type { CallOutcome } from '../../../src/core/judge/types';
import { readJson, repoRoot } from '../helpers';
import { cliIn } from './cliHarness';

const cli = (...argv: string[]) => cliIn(repoRoot, argv);
const NVDA = 'samples/dataset/t1-global-nvda-low.item.json';
// Short replies keep the run fast; a reply cut by the limit is unscored (never read as a verdict).
const LIMITS = ['--max-tokens', '96', '--timeout', '120'];
const ENV = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'] as const;

let baseURL = '';
let saved: Record<string, string | undefined> = {};
before(async () => {
  baseURL = (await sharedLlamaServer()).baseURL;
});
beforeEach(() => {
  saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
  for (const k of ENV) delete process.env[k];
  forgetStructuredModes();
});
after(() => {
  for (const k of ENV) if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k];
});

/** A run's verdict is the one its reply states (the server enforced the schema), or it is unscored with a reason, or an error: never a guess. */
function assertHonest(outcome: CallOutcome, output: { field?: string }) {
  const v = outcome.verdict;
  if (!v) return assert.ok(outcome.error, `${outcome.id}: neither a verdict nor an error`);
  if (v.kind === 'unscored') return assert.ok(v.reason && typeof outcome.raw === 'string', `${outcome.id}: unscored without a reason`);
  const stated = (JSON.parse(outcome.raw) as Record<string, unknown>)[output.field ?? 'score'];
  const expected = v.kind === 'pass' ? 1 : v.kind === 'fail' ? 0 : 'null';
  assert.equal(stated, expected, `${outcome.id}: the verdict ${v.kind} is what the reply says (${outcome.raw})`);
}

describe('finbench judge against a real llama-server', () => {
  test('live, keyless on loopback: the probe finds json_schema enforced, the reported model is kept, repeats run, and a re-run comes from the cache', async () => {
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'finbench-judge-real-'));
    const args = ['judge', NVDA, '--base-url', baseURL, '--model', 'finbench-judge', '--repeats', '2', ...LIMITS, '--cache-dir', cacheDir, '--json'];
    const first = await cli(...args);
    assert.notEqual(first.code, 2, first.err);
    const doc = JSON.parse(first.out);
    assert.equal(doc.judge.structured, 'enforced');
    assert.equal(doc.judge.requestedModel, 'finbench-judge');
    assert.equal(doc.judge.reportedModel, TINY_MODEL);
    assert.equal(doc.judge.endpoint, baseURL);
    assert.deepEqual(doc.judge.params, { temperature: 0, maxTokens: 96 });
    const runs = doc.results.flatMap((r: { runs: unknown[] }) => r.runs) as { score: number | null; parsed: boolean; error?: string; raw?: string; reason?: string }[];
    assert.equal(runs.length, 6);
    for (const run of runs) {
      assert.equal(run.error, undefined, `no call failed: ${run.error}`);
      if (run.parsed) assert.ok([0, 1, null].includes(run.score));
      else assert.ok(typeof run.raw === 'string' && run.reason, 'unscored keeps the raw reply and why');
    }
    const parsed = runs.filter((r) => r.parsed).length;
    const again = JSON.parse((await cli(...args)).out);
    assert.equal(again.summary.cache.hits, parsed, 'every scored call comes back from the cache');
    assert.equal(again.judge.structured, 'enforced', 'the probe is remembered in the cache folder');
  });

  test('every verdict is the one the reply states, or honestly unscored; a cancel stops the run', async () => {
    const item = readJson<Item>(NVDA);
    const template = builtinTemplate('t1-live')!;
    const samples = (item.samples ?? []).map(({ answer }) => ({ answer }));
    const transport = new OpenAIJudgeClient({ baseURL, apiKey: '', model: TINY_MODEL, maxTokens: 96 });
    const { run, identity } = await runPreview(item, template, samples, { transport, repeats: 1, run: { concurrency: 4, retries: 1, attemptTimeoutMs: 120_000 } });
    assert.equal(identity?.structured, 'enforced');
    for (const outcome of run!.outcomes) {
      assertHonest(outcome, template.output);
      assert.equal(outcome.judge?.reportedModel, TINY_MODEL);
    }
    const cancel = new AbortController();
    const cancelled = await runPreview(item, template, samples, {
      transport,
      repeats: 3,
      run: { concurrency: 2, retries: 0, attemptTimeoutMs: 120_000, signal: cancel.signal, onEvent: (e) => e.type === 'attempt' && cancel.abort() },
    });
    assert.equal(cancelled.run!.cancelled, true);
    assert.ok(cancelled.run!.outcomes.every((o) => o.error === 'cancelled' || (o.verdict && assertHonest(o, template.output) === undefined)));
    assert.ok(cancelled.run!.outcomes.some((o) => o.error === 'cancelled'));
  });

  test('calibrate the sandbox dataset live: every labelled answer judged under the real judge\'s identity, unscored counted, never guessed; --batch is one sentence', async () => {
    const { writeSandbox } = await import('../../../scripts/sandbox');
    const work = mkdtempSync(path.join(tmpdir(), 'finbench-calibrate-real-'));
    await writeSandbox(repoRoot, path.join(work, 'sandbox'));
    const run = await cliIn(work, ['judge', 'calibrate', 'sandbox', '--base-url', baseURL, '--model', 'finbench-judge', ...LIMITS, '--no-cache', '--no-save', '--json']);
    assert.notEqual(run.code, 2, run.err);
    const doc = JSON.parse(run.out);
    assert.equal(doc.identity.reportedModel, TINY_MODEL);
    assert.equal(doc.identity.structured, 'enforced');
    assert.ok(doc.labelled.samples > 0 && doc.labelled.responses > 0, JSON.stringify(doc.labelled));
    const overall = doc.overall;
    assert.equal(overall.labelled, doc.labelled.samples + doc.labelled.responses);
    // Every answer reached the judge; each came back scored or unscored (a cut reply), nothing in between.
    assert.equal(overall.judged, overall.labelled);
    assert.equal(overall.scored + overall.unscored, overall.judged);
    assert.equal(overall.confusion.counts.flat().reduce((a: number, b: number) => a + b, 0), overall.scored);
    assert.doesNotMatch(run.err, /\n\s+at /);
    const batch = await cliIn(work, ['judge', 'calibrate', 'sandbox', '--base-url', baseURL, '--model', 'finbench-judge', '--batch', '--no-save']);
    assert.equal(batch.code, 2);
    assert.match(batch.err, /no Batch API/);
    assert.doesNotMatch(batch.err, /\n\s+at |startsWith is not a function/);
  });

  test('--batch: llama-server has no Batch API, said in one sentence (exit 2)', async () => {
    const r = await cli('judge', NVDA, '--batch', '--poll', '0.01', '--base-url', baseURL, '--model', 'm', '--no-cache');
    assert.equal(r.code, 2);
    assert.equal(r.err.split('\n').length, 1, r.err);
    assert.match(r.err, /^finbench judge: this server has no Batch API \(.* answered HTTP 404/);
  });
});

describe('a keyed llama-server, then the same server killed', () => {
  let keyed: LlamaServer;
  before(async () => {
    keyed = await startLlamaServer({ apiKey: 'sk-local-judge' });
  });
  after(async () => keyed.stop());

  test('without the key: one sentence about the refused key (exit 2); with it: verdicts; killed: each call names the URL and the cause', async () => {
    const args = ['judge', NVDA, '--answer', 'The low was $179.35.', '--base-url', keyed.baseURL, '--model', 'm', ...LIMITS, '--no-cache', '--retries', '0'];
    const refused = await cli(...args);
    assert.equal(refused.code, 2);
    assert.match(refused.err, /refused the API key \(HTTP 401\)/);
    process.env.OPENAI_API_KEY = 'sk-local-judge';
    const ok = await cli(...args, '--json');
    assert.notEqual(ok.code, 2, ok.err);
    assert.equal(JSON.parse(ok.out).judge.structured, 'enforced');
    assert.ok(!ok.out.includes('sk-local-judge') && !ok.err.includes('sk-local-judge'));
    await keyed.kill();
    const gone = await cli(...args);
    assert.equal(gone.code, 1);
    assert.ok(gone.out.includes(`error: cannot reach ${keyed.baseURL}: `), gone.out);
    assert.match(gone.out, /ECONNREFUSED/);
    assert.doesNotMatch(gone.out + gone.err, /Connection error\.|internal error|\n\s+at /);
  });
});
