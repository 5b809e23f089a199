import assert from 'node:assert/strict';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { forgetStructuredModes } from '../../../src/core/judge/capability';
import { saveCalibration, readCalibration } from '../../../src/node/calibrationStore';
import { repoRoot } from '../helpers';
import { cliIn } from './cliHarness';
import { isCapabilityProbe as isProbe, startServer, type ChatRequest, type ScriptedServer } from '../judge/server';

/** The judge calls a scripted server answered, without the probe. */
const judgeCalls = (requests: ChatRequest[]) => requests.filter((r) => !isProbe(r));

const ENV = ['OPENAI_API_KEY', 'OPENAI_BASE_URL', 'OPENAI_MODEL'] as const;
const answerOf = (r: ChatRequest) => /<<<ANSWER [0-9a-f]+>>>\n([\s\S]*?)\n<<<END ANSWER/.exec(r.body.messages.at(-1)!.content)?.[1] ?? '';

let saved: Record<string, string | undefined> = {};
let server: ScriptedServer | undefined;
let work = '';
beforeEach(() => {
  saved = Object.fromEntries(ENV.map((k) => [k, process.env[k]]));
  for (const k of ENV) delete process.env[k];
  forgetStructuredModes();
  // A copy of the sample dataset in a fresh folder: runs are saved under it.
  work = mkdtempSync(path.join(tmpdir(), 'finbench-calibrate-'));
  cpSync(path.join(repoRoot, 'samples/dataset'), path.join(work, 'dataset'), { recursive: true });
});
afterEach(async () => {
  for (const k of ENV) if (saved[k] === undefined) delete process.env[k]; else process.env[k] = saved[k];
  await server?.close();
  server = undefined;
});

const cli = (...argv: string[]) => cliIn(work, ['judge', 'calibrate', ...argv]);
const runs = () => readdirSync(path.join(work, '.finbench/calibration')).sort();

describe('finbench judge calibrate', () => {
  test('without an endpoint the tolerance check is calibrated; the run is saved under .finbench/calibration, read-only, and --json is one document', async () => {
    const r = await cli('dataset', '--json');
    assert.equal(r.code, 0, r.err);
    const doc = JSON.parse(r.out);
    assert.equal(doc.identity.endpoint, 'deterministic');
    assert.deepEqual(doc.labelled, { samples: 21, responses: 0 });
    assert.equal(doc.overall.labelled, 21);
    assert.equal(doc.overall.judged, 20, 'the open-ended sample needs a model');
    assert.equal(doc.overall.kappa.value, 1);
    assert.deepEqual(Object.keys(doc.groups), ['template', 'task', 'market', 'language', 'criterion']);
    assert.deepEqual(Object.keys(doc.groups.language), ['en', 'zh']);
    assert.equal(doc.gate, null);
    assert.deepEqual(runs(), [path.basename(doc.saved)]);
    assert.match(doc.saved, /^\.finbench\/calibration\/\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d\.\d{3}Z-[0-9a-f]{12}\.json$/);
    assert.equal(statSync(path.join(work, doc.saved)).mode & 0o222, 0, 'saved read-only');
    const { saved: _saved, gate: _gate, ...stored } = doc;
    assert.deepEqual(await readCalibration(path.join(work, doc.saved)), stored);
  });

  test('readable text; a second run shows the change against the newest saved run', async () => {
    assert.equal((await cli('dataset')).code, 0);
    const again = await cli('dataset');
    assert.equal(again.code, 0, again.err);
    assert.match(again.out, /^Judge: the deterministic tolerance check \(identity [0-9a-f]{12}\)/);
    assert.match(again.out, /overall: 21 labelled, coverage 95\.2% \[[\d.]+%, [\d.]+%\], agreement 100% \[100%, 100%\] \(\+0 pp\), kappa 1\.000 \[1\.000, 1\.000\] \(\+0\.000\)/);
    assert.match(again.out, /Change since \d{4}-.*\.json/);
    assert.match(again.err, /judge calibrate: 1 labelled answer not judged \(they lower the coverage\), e\.g\. dataset\/oe-global-ai-valuation-risk\.item\.json: no answer key/);
    assert.equal(runs().length, 2);
  });

  test('--min-kappa is a gate: 0 at or above, 1 below; 2 for a bad value or nothing labelled', async () => {
    assert.equal((await cli('dataset', '--min-kappa', '1', '--no-save')).code, 0);
    server = await startServer(() => ({ text: '{"score":1}', usage: { prompt: 1, completion: 1 } }));
    process.env.OPENAI_API_KEY = 'sk-test';
    const lenient = await cli('dataset', '--base-url', server.baseURL, '--model', 'yes-man', '--no-cache', '--min-kappa', '0.4', '--json');
    assert.equal(lenient.code, 1, lenient.err);
    const doc = JSON.parse(lenient.out);
    assert.deepEqual(doc.gate, { minKappa: 0.4, kappa: doc.overall.kappa.value, pass: false });
    assert.ok(doc.overall.kappa.value < 0.4);
    const bad = await cli('dataset', '--min-kappa', 'high');
    assert.equal(bad.code, 2);
    assert.match(bad.err, /--min-kappa must be a number from -1 to 1, not 'high'/);
    const bare = JSON.parse(readFileSync(path.join(work, 'dataset/t2-global-sbux-assets.item.json'), 'utf8'));
    delete bare.samples;
    writeFileSync(path.join(work, 'bare.item.json'), JSON.stringify(bare));
    delete process.env.OPENAI_API_KEY;
    const none = await cli('bare.item.json', '--no-save');
    assert.equal(none.code, 2, none.out);
    assert.match(none.err, /no labelled answers/);
  });

  test('live against the scripted server: one call per labelled answer; disagreements name the item, both verdicts and the judge\'s words', async () => {
    // A judge that fails every answer mentioning 29374.5 (the Starbucks key) and passes the rest.
    server = await startServer((r) => isProbe(r) ? { text: 'hello' } : ({ text: answerOf(r).includes('29374.5') || answerOf(r).includes('29,374.5') ? '{"answer_score":0} (the figure looks wrong)' : r.body.messages[1].content.includes('answer_score') ? '{"answer_score":1}' : r.body.messages.at(-1)!.content.includes('rubric_id') ? '[{"rubric_id":1,"status":"yes"}]' : '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-test';
    const r = await cli('dataset', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--json');
    const doc = JSON.parse(r.out);
    assert.equal(judgeCalls(server.requests).length, 21, 'one call per labelled answer');
    assert.equal(doc.identity.requestedModel, 'm');
    assert.equal(doc.identity.endpoint, server.baseURL.replace(/\/+$/, ''));
    assert.match(doc.identity.templateId, /reference/);
    const strict = doc.disagreements.filter((d: { cause: string }) => d.cause === 'too-strict');
    assert.ok(strict.some((d: { file: string; reasoning: string; human: string; judge: string }) => d.file === 'dataset/t2-global-sbux-assets.item.json' && d.human === 'pass' && d.judge === 'fail' && /the figure looks wrong/.test(d.reasoning)), JSON.stringify(strict));
    assert.equal(r.code, 0, r.err);
  });

  test('the sandbox dataset against the scripted server: samples and review responses labelled, the experts\' ceiling, disagreements grouped by cause', async () => {
    const { writeSandbox } = await import('../../../scripts/sandbox');
    await writeSandbox(repoRoot, path.join(work, 'sandbox'));
    // A judge that passes every answer: lenient on the answers the experts failed.
    server = await startServer((r) => isProbe(r) ? { text: 'hello' } : ({ text: r.body.messages.some((m) => m.content.includes('answer_score')) ? '{"answer_score":1}' : r.body.messages.at(-1)!.content.includes('rubric_id') ? '[{"rubric_id":1,"status":"yes"}]' : '{"score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-test';
    const r = await cli('sandbox', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--no-save', '--json');
    assert.equal(r.code, 0, r.err);
    const doc = JSON.parse(r.out);
    assert.ok(doc.labelled.responses >= 20, `${doc.labelled.responses} responses`);
    assert.equal(judgeCalls(server.requests).length, doc.labelled.samples + doc.labelled.responses);
    assert.ok(doc.ceiling.items > 0);
    assert.ok(doc.ceiling.reviewerReviewer.agreement.value < 1, 'some doubly reviewed items were disputed by one reviewer');
    assert.ok(doc.byCause['too-lenient'] > 0);
    assert.ok(doc.skipped.ambiguous > 0 && doc.skipped.discarded > 0);
    const text = (await cli('sandbox', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--no-save')).out;
    assert.match(text, /Experts' ceiling \(\d+ doubly reviewed items\): reviewer–reviewer agreement/);
    const causes = [...text.matchAll(/^ {2}\[([a-z-]+)\]/gm)].map((m) => m[1]);
    assert.deepEqual(causes, [...causes].sort((a, b) => causes.indexOf(a) - causes.indexOf(b)), 'grouped by cause');
  });

  test('--batch: every call in one Batch API job', async () => {
    server = await startServer(() => ({ text: '{"score":1,"answer_score":1}' }));
    process.env.OPENAI_API_KEY = 'sk-test';
    const r = await cli('dataset/t1-global-nvda-low.item.json', 'dataset/t2-global-sbux-assets.item.json', '--batch', '--poll', '0.01', '--base-url', server.baseURL, '--model', 'm', '--no-cache', '--no-save', '--json');
    assert.equal(r.code, 0, r.err);
    assert.equal(server.batchInputs.length, 1);
    assert.equal(server.batchInputs[0].trim().split('\n').length, 6);
    assert.equal(JSON.parse(r.out).overall.judged, 6);
  });

  test('runs are never overwritten and never written through a link', async () => {
    const r = JSON.parse((await cli('dataset', '--json')).out);
    const report = await readCalibration(path.join(work, r.saved));
    await assert.rejects(saveCalibration(path.join(work, '.finbench/calibration'), report), /already exists .*nothing was written/);
    const elsewhere = mkdtempSync(path.join(tmpdir(), 'finbench-elsewhere-'));
    mkdirSync(path.join(work, 'links'));
    symlinkSync(elsewhere, path.join(work, 'links', 'out'));
    await assert.rejects(saveCalibration(path.join(work, 'links', 'out'), report, work), /nothing was written/);
    assert.deepEqual(readdirSync(elsewhere), []);
    const linked = path.join(work, 'linked');
    mkdirSync(linked);
    symlinkSync(path.join(elsewhere, 'x.json'), path.join(linked, path.basename(r.saved)));
    await assert.rejects(saveCalibration(linked, report), /nothing was written/);
    assert.deepEqual(readdirSync(elsewhere), []);
  });

  test('usage: no paths; --batch or --template without an endpoint', async () => {
    assert.equal((await cli()).code, 2);
    const batch = await cli('dataset', '--batch');
    assert.equal(batch.code, 2);
    assert.match(batch.err, /--batch needs a model endpoint/);
    assert.equal((await cli('dataset', '--template', 'reference')).code, 2);
  });
});
