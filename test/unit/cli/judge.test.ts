import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { forgetStructuredModes } from '../../../src/core/judge/capability';
import { judgeFigures } from '../../../src/core/judge/runFigures';
import { parseRunRecords } from '../../../src/core/judge/runRecord';
import { repoRoot } from '../helpers';
import { cliIn, folderWith } from './cliHarness';
import { startServer, type ChatRequest, type ScriptedServer } from '../judge/server';

const cli = (...argv: string[]) => cliIn(repoRoot, argv);
const NVDA = 'samples/dataset/t1-global-nvda-low.item.json';
const OE = 'samples/dataset/oe-gc-insurer-allocation.item.json';
const answerOf = (r: ChatRequest) => /<<<ANSWER [0-9a-f]+>>>\n([\s\S]*?)\n<<<END ANSWER/.exec(r.body.messages.at(-1)!.content)?.[1] ?? '';
const ENV = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'] as const;

let saved: Record<string, string | undefined> = {};
let server: ScriptedServer | undefined;
beforeEach(() => {
  saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
  for (const k of ENV) delete process.env[k];
  forgetStructuredModes();
});
afterEach(async () => {
  for (const k of ENV) if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k];
  await server?.close();
  server = undefined;
});

describe('finbench judge without an endpoint: the deterministic judge', () => {
  test('the item\'s samples by default, in the JSON shape of CLI.md', async () => {
    const r = await cli('judge', NVDA, '--json');
    assert.equal(r.code, 0, r.err);
    const doc = JSON.parse(r.out);
    assert.equal(doc.judge.endpoint, 'deterministic');
    assert.deepEqual(doc.results.map((x: { answer: string; expected: string; runs: { score: number; parsed: boolean; latencyMs: number }[]; deterministic: { pass: boolean } }) => [x.expected, x.runs, x.deterministic]), [
      ['pass', [{ score: 1, parsed: true, latencyMs: 0 }], { pass: true }],
      ['fail', [{ score: 0, parsed: true, latencyMs: 0 }], { pass: false }],
      ['fail', [{ score: 0, parsed: true, latencyMs: 0 }], { pass: false }],
    ]);
  });

  test('--answer and --probes; a failing answer without expectation exits 1', async () => {
    const r = await cli('judge', NVDA, '--answer', 'It was 190.00', '--json');
    assert.equal(r.code, 1);
    assert.equal(JSON.parse(r.out).results.length, 1);
    const probes = JSON.parse((await cli('judge', NVDA, '--answer', '179.35', '--probes', '--json')).out);
    assert.ok(probes.results.length > 8);
    assert.ok(probes.results.every((x: { expected?: string; agrees: boolean | null }, i: number) => i === 0 || x.agrees === true), 'the tolerance check agrees with its own probes');
  });

  test('a rubric item explains that it needs an endpoint (exit 2)', async () => {
    const r = await cli('judge', OE, '--answer', 'x');
    assert.equal(r.code, 2);
    assert.match(r.err, /Rubric grading needs a judge model/);
  });

  test('bad options are usage errors', async () => {
    assert.equal((await cli('judge', NVDA, '--repeats', '0')).code, 2);
    assert.equal((await cli('judge', NVDA, '--template', 'nope')).code, 2);
    assert.equal((await cli('judge')).code, 2);
    process.env.OPENAI_BASE_URL = 'https://judge.example.com/v1';
    const noKey = await cli('judge', NVDA);
    assert.equal(noKey.code, 2);
    assert.match(noKey.err, /the judge endpoint https:\/\/judge\.example\.com\/v1 needs a key: set OPENAI_API_KEY/);
  });
});

describe('finbench judge against a local endpoint', () => {
  test('verdicts, repeats, an unscored reply with its raw text (exit 1), and a re-run from the cache', async () => {
    server = await startServer((r) => ({ text: answerOf(r).includes('179.35') ? '{"score":1}' : answerOf(r).includes('181.02') ? 'hmm, hard to say' : '{"score":0}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'finbench-judge-cli-'));
    const args = ['judge', NVDA, '--base-url', server.baseURL, '--model', 'test-judge', '--repeats', '2', '--cache-dir', cacheDir, '--json'];
    const first = await cli(...args);
    assert.equal(first.code, 1, 'an unscored call');
    const doc = JSON.parse(first.out);
    assert.equal(doc.judge.requestedModel, 'test-judge');
    assert.equal(doc.judge.reportedModel, 'test-judge');
    assert.equal(doc.judge.structured, 'accepted', 'the scripted server takes the schema without enforcing it');
    assert.deepEqual(doc.judge.params, { temperature: 0 });
    assert.equal(doc.template, 't1-live');
    assert.deepEqual(doc.results[0].runs.map((r: { score: number }) => r.score), [1, 1]);
    assert.deepEqual(doc.results[2].runs[0], { score: null, parsed: false, latencyMs: doc.results[2].runs[0].latencyMs, raw: 'hmm, hard to say', reason: 'no verdict in the reply', tokens: { prompt: 100, completion: 20 } });
    assert.equal(doc.summary.unscored, 1, 'one answer unscored');
    assert.equal(doc.summary.unscoredCalls, 2, 'in both of its repeats');
    assert.deepEqual(doc.summary.cache, { hits: 0, misses: 6 });
    assert.ok(!first.out.includes('sk-cli-test') && !first.err.includes('sk-cli-test'));
    const again = JSON.parse((await cli(...args)).out);
    assert.deepEqual(again.summary.cache, { hits: 4, misses: 2 }, 'unscored calls are asked again');
    assert.equal(server.requests.length, 9, 'one capability probe, six calls, then the two unscored ones again');
    const noCache = JSON.parse((await cli(...args, '--no-cache')).out);
    assert.deepEqual(noCache.summary.cache, { hits: 0, misses: 0 });
    assert.equal(server.requests.length, 15);
  });

  test('readable text: the tolerance check beside each answer and a warning where the judge disagrees', async () => {
    server = await startServer(() => ({ text: '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const r = await cli('judge', NVDA, '--answer', 'The low was 181.02 USD.', '--base-url', server.baseURL, '--model', 'm', '--no-cache');
    assert.match(r.out, /runs: pass {2}majority pass {2}tolerance check: fail {2}⚠ the judge disagrees with the tolerance check/);
  });

  test('--record appends one line per judged answer (created with its folder, appended on the next run); the dashboard\'s figures read it', async () => {
    server = await startServer((r) => ({ text: answerOf(r).includes('179.35') ? '{"score":1}' : answerOf(r).includes('181.02') ? 'hmm' : '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-record-'));
    const file = path.join(dir, '.finbench', 'judge-runs.jsonl');
    const args = ['judge', NVDA, '--base-url', server.baseURL, '--model', 'record-judge', '--no-cache', '--record', file, '--json'];
    const first = await cli(...args);
    assert.match(first.err, /judge: 3 judged answers recorded in /);
    const { records, skipped } = parseRunRecords(readFileSync(file, 'utf8'));
    assert.deepEqual(skipped, []);
    // The samples: 179.35 (the tolerance check passes it), "About $179.4" (fails), 181.02 (fails; the judge's reply is unreadable).
    assert.deepEqual(records.map((r) => [r.item, r.task, r.model, r.template, r.verdict, r.expected, r.via]), [
      ['t1-global-nvda-low', 'T1', 'record-judge', 't1-live', 'pass', { verdict: 'pass', from: 'tolerance' }, 'cli'],
      ['t1-global-nvda-low', 'T1', 'record-judge', 't1-live', 'pass', { verdict: 'fail', from: 'tolerance' }, 'cli'],
      ['t1-global-nvda-low', 'T1', 'record-judge', 't1-live', 'unscored', { verdict: 'fail', from: 'tolerance' }, 'cli'],
    ]);
    await cli(...args);
    const both = parseRunRecords(readFileSync(file, 'utf8')).records;
    assert.equal(both.length, 6);
    const figures = judgeFigures(both)!;
    assert.deepEqual([figures.overall.answers, figures.overall.compared, figures.overall.agreed, figures.overall.unscored, figures.superseded], [3, 2, 1, 1, 3]);
    delete process.env.OPENAI_API_KEY;
    const deterministic = await cli('judge', NVDA, '--record', file);
    assert.match(deterministic.err, /--record keeps the runs of a judge model/);
    assert.equal(parseRunRecords(readFileSync(file, 'utf8')).records.length, 6, 'the tolerance check\'s own verdicts are not judge runs');
  });

  test('--record refuses a record file that is a symbolic link: its target is untouched, and the error names the file', async () => {
    server = await startServer(() => ({ text: '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-record-'));
    const target = path.join(dir, 'bashrc');
    writeFileSync(target, 'keep\n');
    const file = path.join(dir, 'judge-runs.jsonl');
    symlinkSync(target, file);
    const r = await cli('judge', NVDA, '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--record', file);
    assert.notEqual(r.code, 0);
    assert.match(r.err, /refusing to append to .*judge-runs\.jsonl: it is a symbolic link/);
    assert.equal(readFileSync(target, 'utf8'), 'keep\n');
  });

  test('a template file given by path', async () => {
    server = await startServer(() => ({ text: 'verdict [[1]]' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-template-'));
    const file = path.join(dir, 'brackets.judge.json');
    writeFileSync(file, JSON.stringify({ schemaVersion: 1, id: 'brackets', output: { kind: 'score', parser: 'brackets' }, system: 'Reply [[1]] or [[0]].', prompt: '{question}\n{answer}' }));
    const r = await cli('judge', NVDA, '--answer', '179.35', '--template', file, '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--json');
    assert.equal(r.code, 0, r.err);
    assert.equal(JSON.parse(r.out).template, 'brackets');
    assert.equal(server.requests[0].body.messages[0].content, 'Reply [[1]] or [[0]].', 'no probe for a template without a schema');
  });

  test('a template file is strict JSON: duplicate keys are refused before any call, naming the file', async () => {
    server = await startServer(() => ({ text: '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-template-'));
    const file = path.join(dir, 'twice.judge.json');
    writeFileSync(file, '{"schemaVersion":1,"id":"a","id":"b","output":{"kind":"score"},"system":"s","prompt":"{answer}"}');
    const r = await cli('judge', NVDA, '--answer', '179.35', '--template', file, '--base-url', server.baseURL, '--model', 'm', '--no-cache');
    assert.equal(r.code, 2);
    assert.match(r.err, /cannot read template .*twice\.judge\.json: .*'id' appears twice/);
    assert.equal(server.requests.length, 0);
  });

  test('--batch over a folder: its *.item.json files, sorted; a path that cannot be read is an error before any call', async () => {
    server = await startServer(() => ({ text: '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const item = readFileSync(path.join(repoRoot, NVDA));
    const dir = folderWith({ 'b.item.json': item, 'a.item.json': item, 'notes.json': '{}' });
    const missing = await cli('judge', dir, path.join(dir, 'gone.item.json'), '--batch', '--poll', '0.01', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--json');
    assert.equal(missing.code, 2);
    assert.match(missing.err, /cannot read .*gone\.item\.json/);
    assert.equal(server.batchInputs.length, 0);
    const record = path.join(dir, 'runs.jsonl');
    const r = await cli('judge', dir, '--batch', '--poll', '0.01', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--record', record, '--json');
    assert.match(r.err, /judge: batch completed/);
    assert.deepEqual([...new Set(JSON.parse(r.out).results.map((x: { file: string }) => path.basename(x.file)))], ['a.item.json', 'b.item.json']);
    const recorded = parseRunRecords(readFileSync(record, 'utf8'));
    assert.deepEqual([recorded.records.length, recorded.skipped.length, judgeFigures(recorded.records)?.overall.answers], [6, 0, 3], 'both items hold the same three answers: the latest of each counts');
  });

  test('--batch: every item under a folder through the Batch API, the same result JSON with the file', async () => {
    server = await startServer((r) => ({ text: answerOf(r).includes('179.35') ? '{"score":1}' : '{"score":0}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const r = await cli('judge', NVDA, 'samples/dataset/t1-gc-gbt-low.item.json', '--batch', '--poll', '0.01', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--json');
    const doc = JSON.parse(r.out);
    assert.deepEqual([...new Set(doc.results.map((x: { file: string }) => x.file))], [NVDA, 'samples/dataset/t1-gc-gbt-low.item.json']);
    assert.deepEqual(doc.results.filter((x: { file: string }) => x.file === NVDA).map((x: { runs: { score: number }[] }) => x.runs[0].score), [1, 0, 0]);
    assert.match(r.err, /judge: batch completed, \d+\/\d+ requests done/);
    assert.equal(server.batchInputs.length, 1, 'one batch for every item');
  });

  test('--batch against a server without a Batch API, or with a refused key: one sentence, exit 2, no trace', async () => {
    server = await startServer(() => ({ text: '{"score":1}' }), { noBatchApi: true });
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const r = await cli('judge', NVDA, '--batch', '--poll', '0.01', '--base-url', server.baseURL, '--model', 'm', '--no-cache');
    assert.equal(r.code, 2);
    assert.match(r.err, /^finbench judge: this server has no Batch API \(http:\/\/127\.0\.0\.1:\d+\/v1 answered HTTP 404/m);
    assert.doesNotMatch(r.err, /internal error|TypeError|\n\s+at /);
    await server.close();
    server = await startServer(() => ({ text: '{"score":1}' }), { requireKey: 'sk-right' });
    for (const args of [['--batch', '--poll', '0.01'], []]) {
      const refused = await cli('judge', NVDA, ...args, '--base-url', server.baseURL, '--model', 'm', '--no-cache');
      assert.equal(refused.code, 2, refused.err);
      assert.match(refused.err, /refused the API key \(HTTP 401\)/);
      assert.doesNotMatch(refused.err, /internal error|TypeError|\n\s+at /);
    }
  });

  test('--batch skips an item without sample answers with a note; the cache counts of the text and of stderr agree', async () => {
    server = await startServer(() => ({ text: '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-cli-test';
    const item = JSON.parse(readFileSync(path.join(repoRoot, NVDA), 'utf8'));
    const dir = folderWith({ 'a.item.json': JSON.stringify(item), 'b.item.json': JSON.stringify({ ...item, id: 'no-samples', samples: undefined }) });
    const cacheDir = mkdtempSync(path.join(tmpdir(), 'finbench-judge-cli-'));
    const args = ['judge', dir, '--batch', '--poll', '0.01', '--base-url', server.baseURL, '--model', 'm', '--cache-dir', cacheDir];
    await cli(...args);
    const r = await cli(...args);
    assert.equal(r.code, 1, 'the judge passes an answer the tolerance check fails');
    assert.match(r.err, /b\.item\.json: no-samples has no sample answers; skipped/);
    assert.match(r.err, /judge: cache 3 hits, 0 misses/);
    assert.match(r.out, /cache 3 hits 0 misses/);
    assert.match(r.out, /no structured output \(batch requests carry none\)/);
  });

  test('a keyless endpoint on this machine: a placeholder key, temperature 0, the structured mode and retries in text and JSON', async () => {
    server = await startServer((r) => (r.index === 1 ? { midStreamError: 'slot unavailable', text: 'Partial {"score":1}' } : { text: '{"score":1}' }));
    const r = await cli('judge', NVDA, '--answer', '179.35', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--retries', '1');
    assert.equal(r.code, 0, r.err);
    assert.ok(server.requests.every((q) => q.authorization === 'Bearer finbench-no-key'));
    assert.ok(server.requests.slice(1).every((q) => q.body.temperature === 0));
    assert.match(r.err, /judge: s0\.r0 attempt 1 failed \(.*reported an error inside the streamed reply: slot unavailable\); trying again/);
    assert.match(r.err, /judge: 1 call done\n?$/, 'the last progress line has the true count');
    assert.match(r.out, /judge m \(the server reports test-judge\) at http:\/\/127\.0\.0\.1:\d+\/v1, temperature 0, template t1-live [0-9a-f]{12}, structured output accepted but not enforced by the server/);
    assert.match(r.out, /retries 1,/);
    const json = JSON.parse((await cli('judge', NVDA, '--answer', '179.35', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--json')).out);
    assert.equal(json.summary.retries, 0);
    assert.equal(json.judge.structured, 'accepted');
  });

  test('a server that cannot be reached: one sentence naming the URL and the cause, exit 2', async () => {
    const gone = await startServer(() => ({ text: '{"score":1}' }));
    await gone.close();
    const r = await cli('judge', NVDA, '--base-url', gone.baseURL, '--model', 'm', '--no-cache');
    assert.equal(r.code, 2);
    assert.ok(r.err.startsWith(`finbench judge: the judge endpoint could not be asked what it supports: cannot reach ${gone.baseURL}: `), r.err);
    assert.match(r.err, /ECONNREFUSED/);
  });
});
