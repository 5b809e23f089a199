import assert from 'node:assert/strict';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { DirectoryCacheStore } from '../../../src/node/judgeCacheStore';
import { MemoryCacheStore, cacheKey } from '../../../src/core/judge/cache';
import { forgetStructuredModes } from '../../../src/core/judge/capability';
import { OpenAIJudgeClient, type JudgeTransport } from '../../../src/core/judge/client';
import type { StructuredMode } from '../../../src/core/judge/identity';
import { runIdentity } from '../../../src/core/judge/runIdentity';
import { judgeIdentityFor } from '../../../src/core/judge/session';
import { planCalls, summarize } from '../../../src/core/judge/preview';
import { runCalls, type RunEvent, type RunOptions } from '../../../src/core/judge/runner';
import { builtinTemplate } from '../../../src/core/judge/templates';
import type { JudgeCall } from '../../../src/core/judge/types';
import { quietPeriod, waitFor } from '../../poll';
import { readJson } from '../helpers';
import { startServer, type ChatRequest, type Reply, type ScriptedServer } from './server';

const KEY = 'sk-test-0123456789abcdef';
const item = readJson<Item>('samples/dataset/t1-global-nvda-low.item.json');
const template = builtinTemplate('t1-live')!;
const callsFor = (answers: string[], repeats = 1, it: Item = item) => planCalls(it, template, answers.map((answer) => ({ answer })), repeats);
const OPTIONS: Omit<RunOptions, 'identity'> = { concurrency: 4, retries: 2, attemptTimeoutMs: 5000, backoffMs: 1 };
/** Runs calls as a run whose identity is the transport's, with the given structured mode (the probe's answer). */
const run = async (calls: JudgeCall[], transport: JudgeTransport, options: Omit<RunOptions, 'identity'> & { structured?: StructuredMode }) =>
  runCalls(calls, transport, { ...options, identity: await runIdentity(transport.endpoint, template, options.structured ?? 'accepted') });

let server: ScriptedServer | undefined;
const serve = async (script: (r: ChatRequest) => Reply, options?: Parameters<typeof startServer>[1]) => (server = await startServer(script, options));
const client = (s: ScriptedServer, extra: Partial<{ temperature: number }> = {}) => new OpenAIJudgeClient({ baseURL: s.baseURL, apiKey: KEY, model: 'test-judge', ...extra });
const answerOf = (r: ChatRequest) => /<<<ANSWER [0-9a-f]+>>>\n([\s\S]*?)\n<<<END ANSWER/.exec(r.body.messages.at(-1)!.content)?.[1] ?? '';

beforeEach(() => forgetStructuredModes());
afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('runner against a local OpenAI-compatible server, through the openai package', () => {
  test('verdicts, raw text, streamed reasoning, tokens and latency per call; the key in the Authorization header only', async () => {
    const s = await serve((r) => ({ text: answerOf(r).includes('179.35') ? 'Matches the snapshot. {"score":1}' : 'Wrong value. {"score":0}', usage: { prompt: 321, completion: 12 } }));
    const events: RunEvent[] = [];
    const result = await run(callsFor(['The low was $179.35.', 'The low was 181.02 USD.']), client(s), { ...OPTIONS, onEvent: (e) => events.push(e) });
    assert.deepEqual(result.outcomes.map((o) => o.verdict?.kind), ['pass', 'fail']);
    assert.equal(result.outcomes[0].raw, 'Matches the snapshot. {"score":1}');
    assert.deepEqual(result.outcomes[0].usage, { prompt: 321, completion: 12 });
    assert.ok(result.outcomes.every((o) => o.latencyMs >= 0 && o.attempts === 1 && !o.cached));
    const streamed = events.flatMap((e) => (e.type === 'delta' && e.id === 's0.r0' ? [e.text] : [])).join('');
    assert.equal(streamed, result.outcomes[0].raw);
    assert.ok(events.filter((e) => e.type === 'delta' && e.id === 's0.r0').length > 1, 'streamed in pieces');
    assert.ok(s.requests.every((r) => r.authorization === `Bearer ${KEY}`));
    assert.ok(s.requests.every((r) => !JSON.stringify(r.body).includes(KEY)));
  });

  test('prose, fenced JSON, garbage and a contradicting flag: unscored keeps the raw text', async () => {
    const replies = ['Reasoning… the value rounds correctly, so {"score": 1}.', 'Here:\n```json\n{"score": 0,}\n```', 'I am not sure what to say.', '{"score":1,"pass":false}'];
    const s = await serve((r) => ({ text: replies[Number(answerOf(r))] }));
    const result = await run(callsFor(['0', '1', '2', '3']), client(s), OPTIONS);
    assert.deepEqual(result.outcomes.map((o) => o.verdict?.kind), ['pass', 'fail', 'unscored', 'unscored']);
    assert.equal(result.outcomes[2].raw, 'I am not sure what to say.');
    assert.ok(result.outcomes.every((o) => !o.error));
  });

  test('429 then success: honours retry-after-ms, halves the concurrency, then grows back', async () => {
    const s = await serve((r) => (r.index < 4 ? { status: 429, headers: { 'retry-after-ms': '30' } } : { text: '{"score":1}' }));
    const limits: number[] = [];
    const started = performance.now();
    const result = await run(callsFor(Array.from({ length: 12 }, (_, i) => `answer ${i}`)), client(s), { ...OPTIONS, onEvent: (e) => e.type === 'concurrency' && limits.push(e.limit) });
    assert.ok(result.outcomes.every((o) => o.verdict?.kind === 'pass'));
    assert.ok(result.outcomes.slice(0, 4).every((o) => o.attempts === 2));
    assert.ok(performance.now() - started >= 30, 'waited as retry-after-ms asked');
    assert.equal(Math.min(...limits), 1);
    assert.equal(limits.at(-1), 4, `recovered to the full limit: ${limits}`);
  });

  test('500 every time: bounded retries, then an error (not a verdict)', async () => {
    const s = await serve(() => ({ status: 500, message: 'upstream broke' }));
    const result = await run(callsFor(['a']), client(s), OPTIONS);
    const [o] = result.outcomes;
    assert.equal(o.verdict, null);
    assert.equal(o.attempts, 3);
    assert.match(o.error!, /upstream broke/);
    assert.equal(s.requests.length, 3);
  });

  test('400 is not retried', async () => {
    const s = await serve(() => ({ status: 404, message: 'no such model' }));
    const result = await run(callsFor(['a']), client(s), OPTIONS);
    assert.equal(result.outcomes[0].attempts, 1);
    assert.equal(s.requests.length, 1);
  });

  test('a hanging call times out per attempt and is retried within bounds', async () => {
    const s = await serve((r) => (r.index === 0 ? { hang: true } : { text: '{"score":0}' }));
    const result = await run(callsFor(['a']), client(s), { ...OPTIONS, attemptTimeoutMs: 150 });
    assert.equal(result.outcomes[0].verdict?.kind, 'fail');
    assert.equal(result.outcomes[0].attempts, 2);
    const s2 = await startServer(() => ({ hang: true }));
    try {
      const stuck = await run(callsFor(['a']), client(s2), { ...OPTIONS, retries: 1, attemptTimeoutMs: 100 });
      assert.match(stuck.outcomes[0].error!, /no reply within the per-attempt limit of 100 ms/);
      assert.equal(stuck.outcomes[0].attempts, 2);
    } finally {
      await s2.close();
    }
  });

  test('a slow call finishes, and is listed as stuck while it runs past its expected time', async () => {
    const s = await serve((r) => (answerOf(r) === 'slow' ? { text: '{"score":1}', delayMs: 400 } : { text: '{"score":1}' }));
    await run(callsFor(['warm-up']), client(s), OPTIONS); // learns the endpoint's structured output first
    const stuckEvents: string[][] = [];
    const result = await run(callsFor(['slow', 'fast']), client(s), { ...OPTIONS, stuckAfterMs: 150, onEvent: (e) => e.type === 'stuck' && stuckEvents.push(e.ids) });
    assert.deepEqual(result.outcomes.map((o) => o.verdict?.kind), ['pass', 'pass']);
    assert.ok(result.outcomes[0].latencyMs >= 400);
    assert.deepEqual(result.stuck, ['s0.r0']);
    assert.deepEqual(stuckEvents, [['s0.r0']]);
  });

  test('an error mid-stream is an error for that attempt; the retry succeeds', async () => {
    const s = await serve((r) => (r.index === 0 ? { midStreamError: 'overloaded mid-way', text: 'Partial reasoning that breaks off {"score":1}' } : { text: '{"score":0}' }));
    const result = await run(callsFor(['a']), client(s), OPTIONS);
    assert.equal(result.outcomes[0].verdict?.kind, 'fail');
    assert.equal(result.outcomes[0].attempts, 2);
    const s2 = await startServer(() => ({ midStreamError: 'overloaded mid-way', text: 'x'.repeat(40) }));
    try {
      const failed = await run(callsFor(['a']), client(s2), { ...OPTIONS, retries: 0 });
      assert.match(failed.outcomes[0].error!, /overloaded mid-way/);
      assert.equal(failed.outcomes[0].verdict, null);
    } finally {
      await s2.close();
    }
  });

  test('cancellation stops in-flight calls at once and starts no more', async () => {
    const s = await serve(() => ({ hang: true }));
    const cancel = new AbortController();
    let sentBeforeCancel = -1;
    // Cancels once both calls the limit allows have reached the server (the hang holds them there).
    void waitFor('both calls at the server', () => s.requests.length >= 2).then(() => {
      sentBeforeCancel = s.requests.length;
      cancel.abort();
    });
    // The server holds every call until it closes: a cancel that did not end the calls in flight hangs until the test's timeout.
    const result = await run(callsFor(Array.from({ length: 10 }, (_, i) => `a${i}`)), client(s), { ...OPTIONS, concurrency: 2, signal: cancel.signal });
    assert.equal(result.cancelled, true);
    assert.ok(result.outcomes.every((o) => o.verdict === null && o.error === 'cancelled'));
    assert.equal(sentBeforeCancel, 2, 'at most the concurrency limit in flight');
    await quietPeriod('no call sent after the cancel', 100);
    assert.equal(s.requests.length, sentBeforeCancel, 'nothing sent after the cancel');
  });

  test('the whole-run deadline stops the run and says so', async () => {
    const s = await serve(() => ({ hang: true }));
    const result = await run(callsFor(['a', 'b']), client(s), { ...OPTIONS, deadlineMs: 150 });
    assert.equal(result.deadlineReached, true);
    assert.ok(result.outcomes.every((o) => o.error === 'run deadline reached'));
  });

  test('an API key echoed back by the server never reaches an error message', async () => {
    const s = await serve(() => ({ status: 401, message: `Incorrect API key provided: ${KEY}` }));
    const result = await run(callsFor(['a']), client(s), OPTIONS);
    assert.ok(!result.outcomes[0].error!.includes(KEY));
    assert.match(result.outcomes[0].error!, /\*\*\*/);
  });
});

describe('structured output (json_schema): the capability probe, asked once per endpoint and model', () => {
  /** A server that answers the probe as a schema-enforcing one must: the one value its schema allows. */
  const enforcing = (r: ChatRequest): Reply | undefined => {
    const format = r.body.response_format as { json_schema?: { name: string; schema: { properties: { check: { enum: string[] } } } } } | undefined;
    return format?.json_schema?.name === 'finbench_probe' ? { text: JSON.stringify({ check: format.json_schema.schema.properties.check.enum[0] }) } : undefined;
  };

  test('enforced: the probe is answered with the one value its schema allows; every call asks for the verdict schema', async () => {
    const s = await serve((r) => enforcing(r) ?? { text: r.index === 3 ? '{"reasoning":"r","score":0.5}' : '{"reasoning":"r","score":1}' });
    const identity = await judgeIdentityFor(client(s), template, {});
    assert.equal(identity.structured, 'enforced');
    const result = await runCalls(callsFor(['a', 'b', 'c']), client(s), { ...OPTIONS, identity });
    assert.ok(s.requests.slice(1).every((r) => r.body.response_format?.type === 'json_schema'));
    assert.ok(result.outcomes.every((o) => o.structured && o.judge?.structured === 'enforced'));
    assert.deepEqual(result.outcomes.map((o) => o.verdict?.kind).sort(), ['pass', 'pass', 'unscored'], 'the reply is still validated');
    assert.equal(s.requests[0].body.stream, undefined, 'the probe is one short call');
  });

  test('accepted: a server that takes the schema and answers something else is not trusted to enforce it', async () => {
    const s = await serve(() => ({ text: 'Hello! {"score":1}' }));
    const identity = await judgeIdentityFor(client(s), template, {});
    assert.equal(identity.structured, 'accepted');
    const result = await runCalls(callsFor(['a']), client(s), { ...OPTIONS, identity });
    assert.equal(result.outcomes[0].verdict?.kind, 'pass');
    assert.equal(result.outcomes[0].judge?.structured, 'accepted');
  });

  test('refused: one probe with the schema, then plain text for every call; remembered for the endpoint, in memory and in the cache', async () => {
    const s = await serve(() => ({ text: 'Looks right. {"score":1}' }), { refuseSchema: true });
    const cache = new MemoryCacheStore();
    const identity = await judgeIdentityFor(client(s), template, { cache });
    assert.equal(identity.structured, 'none');
    const result = await runCalls(callsFor(['a', 'b', 'c', 'd']), client(s), { ...OPTIONS, identity });
    assert.equal(s.requests.filter((r) => r.body.response_format).length, 1);
    assert.equal(s.requests.length, 5);
    assert.ok(result.outcomes.every((o) => o.verdict?.kind === 'pass' && !o.structured));
    assert.equal((await judgeIdentityFor(client(s), template, {})).structured, 'none');
    forgetStructuredModes();
    assert.equal((await judgeIdentityFor(client(s), template, { cache })).structured, 'none', 'read back from the cache');
    assert.equal(s.requests.length, 5, 'no second probe');
  });

  test('a probe the server cannot answer (not a refusal) is an error naming the endpoint, and is not remembered', async () => {
    const s = await serve(() => ({ status: 503, message: 'loading model' }));
    await assert.rejects(judgeIdentityFor(client(s), template, {}), (e: Error) => e.message.includes('loading model'));
    assert.equal(s.requests.length, 1);
    await assert.rejects(judgeIdentityFor(client(s), template, {}));
    assert.equal(s.requests.length, 2, 'asked again next time');
  });

  test('the verdicts carry the identity: endpoint, requested and reported model, template and hash, temperature 0 by default', async () => {
    const s = await serve(() => ({ text: '{"score":1}' }));
    const result = await run(callsFor(['a']), client(s), OPTIONS);
    const judge = result.outcomes[0].judge!;
    assert.equal(judge.endpoint, s.baseURL);
    assert.equal(judge.requestedModel, 'test-judge');
    assert.equal(judge.reportedModel, 'test-judge');
    assert.equal(judge.templateId, 't1-live');
    assert.match(judge.templateHash, /^[0-9a-f]{64}$/);
    assert.deepEqual(judge.params, { temperature: 0 });
    assert.equal(s.requests[0].body.temperature, 0, 'temperature 0 is sent when none is set');
  });

  test('a judge swapped behind the same name shows: cached verdicts keep the model and fingerprint that gave them, and the summary lists both judges', async () => {
    let model = 'judge-2026-01';
    const s = await serve(() => ({ text: '{"score":1}', model, fingerprint: `fp_${model}` }));
    const cache = new MemoryCacheStore();
    await run(callsFor(['a'], 2), client(s), { ...OPTIONS, cache });
    model = 'judge-2026-06';
    const result = await run(callsFor(['a'], 3), client(s), { ...OPTIONS, cache });
    assert.deepEqual(result.outcomes.map((o) => [o.cached, o.judge?.reportedModel, o.judge?.systemFingerprint]), [
      [true, 'judge-2026-01', 'fp_judge-2026-01'], [true, 'judge-2026-01', 'fp_judge-2026-01'], [false, 'judge-2026-06', 'fp_judge-2026-06'],
    ]);
    const summary = summarize(item, template, [{ answer: 'a' }], result.outcomes, result.cache);
    assert.deepEqual(summary.judges.map((j) => j.reportedModel), ['judge-2026-01', 'judge-2026-06']);
  });

  test('a retry after a streamed server error is reported with its cause and counted on the outcome', async () => {
    const s = await serve((r) => (r.index === 0 ? { midStreamError: 'slot unavailable', text: 'Partial reasoning {"score":1}' } : { text: '{"score":1}' }));
    const retries: string[] = [];
    const result = await run(callsFor(['a']), client(s), { ...OPTIONS, onEvent: (e) => e.type === 'retry' && retries.push(`${e.id} ${e.attempt} ${e.error}`) });
    assert.equal(result.outcomes[0].attempts, 2);
    assert.equal(retries.length, 1);
    assert.match(retries[0], /^s0\.r0 1 .*reported an error inside the streamed reply: slot unavailable/);
  });

  test('a reply still streaming when the per-attempt limit runs out says so, not "no reply"', async () => {
    const s = await serve(() => ({ text: 'Reasoning that streams slowly, piece by piece. {"score":1}', chunkDelayMs: 60 }));
    const result = await run(callsFor(['a']), client(s), { ...OPTIONS, retries: 0, attemptTimeoutMs: 200 });
    assert.match(result.outcomes[0].error!, /still streaming when the per-attempt limit of 200 ms ran out \(\d+ characters received\)/);
  });

  test('a server that cannot be reached: the error names the URL and the cause', async () => {
    const s = await serve(() => ({ text: '{"score":1}' }));
    const c = client(s);
    await s.close();
    server = undefined;
    const result = await run(callsFor(['a']), c, { ...OPTIONS, retries: 0 });
    assert.match(result.outcomes[0].error!, new RegExp(`cannot reach ${s.baseURL.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: .*ECONNREFUSED`));
  });

  test('a keyless endpoint on this machine is sent a placeholder key; a remote one without a key is refused', async () => {
    const s = await serve(() => ({ text: '{"score":1}' }));
    const keyless = new OpenAIJudgeClient({ baseURL: s.baseURL, apiKey: '', model: 'test-judge' });
    const result = await run(callsFor(['a']), keyless, OPTIONS);
    assert.equal(result.outcomes[0].verdict?.kind, 'pass');
    assert.equal(s.requests[0].authorization, 'Bearer finbench-no-key');
    assert.throws(() => new OpenAIJudgeClient({ baseURL: 'https://judge.example.com/v1', apiKey: '', model: 'm' }), /No API key/);
  });
});

describe('cache of judge calls', () => {
  test('an unchanged re-run costs nothing; editing the item misses; each repeat has its own entry', async () => {
    const s = await serve((r) => ({ text: `{"score":${r.index % 2}}` }));
    const cache = new MemoryCacheStore();
    const calls = callsFor(['a', 'b'], 2);
    const first = await run(calls, client(s), { ...OPTIONS, cache });
    assert.deepEqual(first.cache, { hits: 0, misses: 4 });
    const identity = await runIdentity(client(s).endpoint, template, 'accepted');
    assert.equal(new Set(await Promise.all(calls.map((c) => cacheKey(identity, c.messages, c.repeat)))).size, 4);
    const second = await run(calls, client(s), { ...OPTIONS, cache });
    assert.deepEqual(second.cache, { hits: 4, misses: 0 });
    assert.equal(s.requests.length, 4);
    assert.deepEqual(second.outcomes.map((o) => o.verdict?.kind), first.outcomes.map((o) => o.verdict?.kind));
    assert.ok(second.outcomes.every((o) => o.cached));
    const edited = structuredClone(item);
    edited.answer!.parts[0].tolerance = { kind: 'absolute', delta: 0.5 };
    const third = await run(callsFor(['a', 'b'], 2, edited), client(s), { ...OPTIONS, cache });
    assert.deepEqual(third.cache, { hits: 0, misses: 4 });
    const otherParams = await run(calls, client(s, { temperature: 0.7 }), { ...OPTIONS, cache });
    assert.deepEqual(otherParams.cache, { hits: 0, misses: 4 });
  });

  test('unscored calls and errors are not cached', async () => {
    const s = await serve((r) => (r.index === 0 ? { text: 'no idea' } : { status: 500 }));
    const cache = new MemoryCacheStore();
    const calls: JudgeCall[] = callsFor(['a', 'b']);
    await run(calls, client(s), { ...OPTIONS, retries: 0, concurrency: 1, cache });
    const again = await run(calls, client(s), { ...OPTIONS, retries: 0, concurrency: 1, cache });
    assert.deepEqual(again.cache, { hits: 0, misses: 2 });
  });

  test('a cache folder keeps calls between runs and clears', async () => {
    const s = await serve(() => ({ text: '{"score":1}' }));
    const folder = path.join(mkdtempSync(path.join(tmpdir(), 'finbench-cache-')), 'judge');
    const calls = callsFor(['a']);
    await run(calls, client(s), { ...OPTIONS, cache: new DirectoryCacheStore(folder) });
    const again = await run(calls, client(s), { ...OPTIONS, cache: new DirectoryCacheStore(folder) });
    assert.deepEqual(again.cache, { hits: 1, misses: 0 });
    await new DirectoryCacheStore(folder).clear();
    const cleared = await run(calls, client(s), { ...OPTIONS, cache: new DirectoryCacheStore(folder) });
    assert.deepEqual(cleared.cache, { hits: 0, misses: 1 });
  });
});
