import assert from 'node:assert/strict';
import { afterEach, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { BatchError, batchIdentity, runBatch } from '../../../src/core/judge/batch';
import { MemoryCacheStore } from '../../../src/core/judge/cache';
import { OpenAIJudgeClient } from '../../../src/core/judge/client';
import { planCalls } from '../../../src/core/judge/preview';
import { runIdentity } from '../../../src/core/judge/runIdentity';
import { builtinTemplate } from '../../../src/core/judge/templates';
import { readJson } from '../helpers';
import { startServer, type ScriptedServer } from './server';

let server: ScriptedServer | undefined;
const identityOf = async (client: OpenAIJudgeClient) => {
  const identity = batchIdentity(await runIdentity(client.endpoint, builtinTemplate('t1-live')!, 'none'));
  return () => identity;
};
afterEach(async () => {
  await server?.close();
  server = undefined;
});

test('a batch run: upload JSONL, create, poll with progress, download, match by custom_id; cached calls are not sent again', async () => {
  const s = (server = await startServer((r) => ({ text: r.body.messages.at(-1)!.content.includes('\n179.35\n') ? 'ok {"score":1}' : r.body.messages.at(-1)!.content.includes('\nmaybe\n') ? 'unsure' : '{"score":0}' }), { batchPolls: 2 }));
  const item = readJson<Item>('samples/dataset/t1-global-nvda-low.item.json');
  const calls = planCalls(item, builtinTemplate('t1-live')!, [{ answer: '179.35' }, { answer: '181.02' }, { answer: 'maybe' }], 2);
  const client = new OpenAIJudgeClient({ baseURL: s.baseURL, apiKey: 'sk-batch', model: 'test-judge', temperature: 0 });
  const progress: string[] = [];
  const cache = new MemoryCacheStore();
  const first = await runBatch(client.api, await identityOf(client), calls, { pollMs: 5, cache, onProgress: (p) => progress.push(`${p.status} ${p.completed}/${p.total}`) });
  assert.deepEqual(first.outcomes.map((o) => `${o.id} ${o.verdict?.kind}`), ['s0.r0 pass', 's1.r0 fail', 's2.r0 unscored', 's0.r1 pass', 's1.r1 fail', 's2.r1 unscored']);
  assert.equal(first.outcomes[2].raw, 'unsure');
  assert.deepEqual(first.outcomes[0].usage, { prompt: 100, completion: 20 });
  assert.deepEqual(progress, ['in_progress 0/6', 'in_progress 0/6', 'in_progress 0/6', 'completed 6/6']);
  const lines = s.batchInputs[0].trim().split('\n').map((l) => JSON.parse(l));
  assert.deepEqual(lines.map((l) => l.custom_id), calls.map((c) => c.id));
  assert.deepEqual(Object.keys(lines[0]), ['custom_id', 'method', 'url', 'body']);
  assert.equal(lines[0].url, '/v1/chat/completions');
  assert.equal(lines[0].body.temperature, 0);
  assert.ok(!s.batchInputs[0].includes('sk-batch'));

  const second = await runBatch(client.api, await identityOf(client), calls, { pollMs: 5, cache });
  assert.deepEqual(second.cache, { hits: 4, misses: 2 });
  assert.deepEqual(s.batchInputs[1].trim().split('\n').map((l) => JSON.parse(l).custom_id), ['s2.r0', 's2.r1']);
  assert.deepEqual(second.outcomes.map((o) => o.verdict?.kind), first.outcomes.map((o) => o.verdict?.kind));
});

test('a cancelled batch poll cancels the batch', async () => {
  const s = (server = await startServer(() => ({ text: '{"score":1}' }), { batchPolls: 1000 }));
  const item = readJson<Item>('samples/dataset/t1-global-nvda-low.item.json');
  const client = new OpenAIJudgeClient({ baseURL: s.baseURL, apiKey: 'sk-batch', model: 'test-judge' });
  const stop = new AbortController();
  setTimeout(() => stop.abort(new Error('cancelled')), 50);
  await assert.rejects(runBatch(client.api, await identityOf(client), planCalls(item, builtinTemplate('t1-live')!, [{ answer: 'a' }], 1), { pollMs: 10, signal: stop.signal }), /cancelled/);
  const batch = await client.api.batches.retrieve('batch-2');
  assert.equal(batch.status, 'cancelled');
});

test('a server without a Batch API, or one that refuses the key, is one sentence (BatchError), never the client\'s own error', async () => {
  const item = readJson<Item>('samples/dataset/t1-global-nvda-low.item.json');
  const calls = planCalls(item, builtinTemplate('t1-live')!, [{ answer: 'a' }], 1);
  const s = (server = await startServer(() => ({ text: '{"score":1}' }), { noBatchApi: true }));
  const noBatch = new OpenAIJudgeClient({ baseURL: s.baseURL, apiKey: 'sk-batch', model: 'test-judge' });
  await assert.rejects(runBatch(noBatch.api, await identityOf(noBatch), calls), (e: Error) => e instanceof BatchError && /this server has no Batch API \(.*answered HTTP 404/.test(e.message));
  const gone = new OpenAIJudgeClient({ baseURL: 'http://127.0.0.1:9/v1', apiKey: 'sk-batch', model: 'test-judge' });
  await assert.rejects(runBatch(gone.api, await identityOf(gone), calls), (e: Error) => e instanceof BatchError && /cannot reach http:\/\/127\.0\.0\.1:9\/v1/.test(e.message));
});
