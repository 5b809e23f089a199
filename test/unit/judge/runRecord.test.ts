import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { summarize } from '../../../src/core/judge/preview';
import { judgeFigures } from '../../../src/core/judge/runFigures';
import { parseRunRecords, recordLines, recordsOfPreview, type JudgeRunRecord } from '../../../src/core/judge/runRecord';
import { builtinTemplate } from '../../../src/core/judge/templates';
import type { JudgeIdentity } from '../../../src/core/judge/identity';
import type { CallOutcome, Verdict } from '../../../src/core/judge/types';
import { readJson } from '../helpers';

const load = (name: string) => readJson<Item>(`samples/dataset/${name}.item.json`);
const outcome = (id: string, verdict: Verdict | null, extra: Partial<CallOutcome> = {}): CallOutcome => ({
  id, repeat: Number(id.split('.r')[1]), verdict, raw: '', latencyMs: 50, usage: null, cached: false, attempts: 1, structured: false, ...extra,
});
const AT = new Date('2026-11-20T10:00:00.000Z');
const JUDGE: JudgeIdentity = { endpoint: 'http://127.0.0.1:8080/v1', requestedModel: 'judge-mini', reportedModel: 'judge-mini-2026-01', systemFingerprint: 'fp_1', templateId: 't1-live', templateHash: 'a'.repeat(64), params: { temperature: 0 }, structured: 'enforced' };

describe('recording a preview', () => {
  test('each line carries the judge identity of its verdicts; lines written before it existed still read', async () => {
    const item = load('t1-global-nvda-low');
    const template = builtinTemplate('t1-live')!;
    const samples = [{ answer: 'The low was $179.35.' }, { answer: 'About 180' }];
    const swapped = { ...JUDGE, reportedModel: 'judge-mini-2026-06', systemFingerprint: 'fp_2' };
    const outcomes = [outcome('s0.r0', { kind: 'pass' }, { judge: JUDGE }), outcome('s1.r0', { kind: 'fail' }, { judge: swapped })];
    const summary = summarize(item, template, samples, outcomes);
    assert.deepEqual(summary.judges, [JUDGE, swapped], 'the summary says the verdicts come from two judges');
    const records = await recordsOfPreview(summary, { item, template, model: 'judge-mini', via: 'cli', at: AT });
    assert.deepEqual(records.map((r) => r.judge), [JUDGE, swapped]);
    const read = parseRunRecords(recordLines(records));
    assert.deepEqual(read, { records, skipped: [] });
    const old = { ...records[0] };
    delete old.judge;
    assert.deepEqual(parseRunRecords(recordLines([old])).skipped, [], 'a line without an identity is still a good line');
    const figures = judgeFigures([...records, { ...old, sample: { index: 2, hash: 'f'.repeat(16) } }])!;
    assert.equal(figures.byJudge[0].identities, 3, 'two identities and a line without one: mixed under one template and model');
    assert.equal(judgeFigures([records[0]])!.byJudge[0].identities, 1);
  });


  test('one line per judged answer: majority verdict, the tolerance engine\'s verdict as expectation, the sample\'s declared one beside it, unscored with its reason', async () => {
    const item = load('t1-global-nvda-low');
    const template = builtinTemplate('t1-live')!;
    // The second sample is declared a fail; the tolerance engine fails it too ("About $179.4" has one decimal).
    const samples = (item.samples ?? []).map(({ answer, expected }) => ({ answer, expected }));
    const outcomes = [
      outcome('s0.r0', { kind: 'pass' }, { cached: true }), outcome('s0.r1', { kind: 'pass' }, { cached: true }),
      outcome('s1.r0', { kind: 'pass' }), outcome('s1.r1', { kind: 'fail' }),
      outcome('s2.r0', { kind: 'unscored', reason: 'no verdict in the reply' }), outcome('s2.r1', null, { error: 'timeout after 60 s' }),
    ];
    const records = await recordsOfPreview(summarize(item, template, samples, outcomes), { item, template, model: 'judge-mini', via: 'cli', at: AT });
    assert.equal(records.length, 3);
    assert.deepEqual(records.map((r) => [r.verdict, r.reason, r.expected, r.declared, r.repeats, r.unscoredRepeats, r.cached]), [
      ['pass', undefined, { verdict: 'pass', from: 'tolerance' }, 'pass', 2, 0, true],
      ['split', undefined, { verdict: 'fail', from: 'tolerance' }, 'fail', 2, 0, false],
      ['unscored', 'no verdict in the reply', { verdict: 'fail', from: 'tolerance' }, 'fail', 2, 2, false],
    ]);
    const first = records[0];
    assert.deepEqual({ ...first, sample: { index: first.sample.index } }, {
      v: 1, at: '2026-11-20T10:00:00.000Z', item: 't1-global-nvda-low', task: 'T1', market: 'global', language: 'en', sample: { index: 0 },
      template: 't1-live', protocol: 'score', model: 'judge-mini', verdict: 'pass', expected: { verdict: 'pass', from: 'tolerance' }, declared: 'pass',
      repeats: 2, unscoredRepeats: 0, cached: true, via: 'cli',
    });
    assert.match(first.sample.hash, /^[0-9a-f]{16}$/);
    assert.notEqual(records[1].sample.hash, first.sample.hash);
    // What is written reads back unchanged: the schema accepts every line the product writes.
    assert.deepEqual(parseRunRecords(recordLines(records)), { records, skipped: [] });
  });

  test('answers the run deadline stopped (before or during a request) are left out; a partly run answer counts only the runs the judge answered', async () => {
    const item = load('t1-global-nvda-low');
    const template = builtinTemplate('t1-live')!;
    const samples = (item.samples ?? []).map(({ answer, expected }) => ({ answer, expected }));
    const stopped = { error: 'run deadline reached', attempts: 0 };
    const outcomes = [
      outcome('s0.r0', { kind: 'pass' }), outcome('s0.r1', null, stopped),
      outcome('s1.r0', null, stopped), outcome('s1.r1', null, stopped),
      // Stopped while its request was out: the judge never answered, so it says nothing either.
      outcome('s2.r0', { kind: 'pass' }, { cached: true, attempts: 0 }), outcome('s2.r1', null, { error: 'run deadline reached' }),
      // A judge that failed for itself is recorded as unscored with the reason.
      outcome('s3.r0', null, { error: 'HTTP 500' }),
    ];
    const records = await recordsOfPreview(summarize(item, template, [...samples, { answer: 'About $180' }].slice(0, 4), outcomes), { item, template, model: 'm', via: 'panel', at: AT });
    assert.deepEqual(records.map((r) => [r.sample.index, r.verdict, r.repeats, r.unscoredRepeats, r.reason]), [[0, 'pass', 1, 0, undefined], [2, 'pass', 1, 0, undefined], [3, 'unscored', 1, 1, 'HTTP 500']]);
  });

  test('rubric answers keep the mean score and the sample\'s expected score; pairwise previews judge no single answer', async () => {
    const item = load('oe-gc-insurer-allocation');
    const rubric = builtinTemplate('rubric')!;
    const samples = [{ answer: 'A balanced allocation…', expectedScore: 0.5 }, { answer: 'No idea.' }];
    const statuses = (item.rubric ?? []).map((c) => ({ id: c.number, yes: c.weight > 0 }));
    const outcomes = [outcome('s0.r0', { kind: 'rubric', statuses, earned: 10, score: 0.55 }), outcome('s1.r0', { kind: 'unscored', reason: 'not a JSON array' })];
    const records = await recordsOfPreview(summarize(item, rubric, samples, outcomes), { item, template: rubric, model: 'm', via: 'panel', at: AT });
    assert.deepEqual(records.map((r) => [r.protocol, r.verdict, r.score, r.expected, r.reason]), [
      ['rubric', 'scored', 0.55, { score: 0.5, from: 'sample' }, undefined],
      ['rubric', 'unscored', undefined, null, 'not a JSON array'],
    ]);
    const pairwise = builtinTemplate('pairwise')!;
    assert.deepEqual(await recordsOfPreview(summarize(item, pairwise, samples, []), { item, template: pairwise, model: 'm', via: 'panel' }), []);
  });
});

/** A record line with what the figures read; the rest as a real line has it. */
function line(item: string, task: JudgeRunRecord['task'], verdict: JudgeRunRecord['verdict'], expected: JudgeRunRecord['expected'], extra: Partial<JudgeRunRecord> = {}): JudgeRunRecord {
  return {
    v: 1, at: '2026-11-20T10:00:00.000Z', item, task, market: 'global', language: 'en', sample: { index: 0, hash: `${item.length.toString(16).padStart(2, '0')}00000000000000` },
    template: 't1-live', protocol: 'score', model: 'judge-a', verdict, expected, repeats: 1, unscoredRepeats: verdict === 'unscored' ? 1 : 0, cached: false, via: 'panel', ...extra,
  };
}
const tolerance = (verdict: 'pass' | 'fail' | 'no-data') => ({ verdict, from: 'tolerance' as const });

describe('the judge figures of a record', () => {
  test('a known record gives exact agreement and unscored rates, overall, by task type and by template and model', () => {
    const later = '2026-11-21T09:00:00.000Z';
    const records: JudgeRunRecord[] = [
      line('a', 'T1', 'fail', tolerance('pass')),
      line('a', 'T1', 'pass', tolerance('pass'), { at: later }), // replaces the line above
      line('b', 'T1', 'fail', tolerance('fail')),
      line('c', 'T1', 'unscored', tolerance('pass'), { reason: 'not JSON' }),
      line('d', 'T2', 'split', tolerance('pass'), { template: 'reference', model: 'judge-b' }),
      line('e', 'T2', 'pass', null, { template: 'reference', model: 'judge-b' }),
      line('f', 'T2', 'no-data', { verdict: 'no-data', from: 'sample' }, { template: 'reference', model: 'judge-b' }),
      line('g', 'OE', 'scored', { score: 0.6, from: 'sample' }, { template: 'rubric', protocol: 'rubric', score: 0.68 }),
      line('h', 'OE', 'scored', { score: 0.6, from: 'sample' }, { template: 'rubric', protocol: 'rubric', score: 0.75 }),
      line('a', 'T1', 'fail', tolerance('pass'), { model: 'judge-b' }), // another model: its own answer
      line('c', 'T1', 'unscored', tolerance('pass'), { reason: 'timeout', at: '2026-11-19T00:00:00.000Z' }), // older: not counted
    ];
    const figures = judgeFigures(records, { skippedLines: 2 })!;
    assert.deepEqual(figures.overall, { key: 'all', answers: 9, compared: 7, agreed: 4, agreement: 4 / 7, unscored: 1, unscoredRate: 1 / 9 });
    assert.deepEqual(figures.byTask.map((g) => [g.key, g.answers, g.compared, g.agreed, g.unscored]), [
      ['T1', 4, 3, 2, 1],
      ['T2', 3, 2, 1, 0],
      ['OE', 2, 2, 1, 0],
    ]);
    assert.deepEqual(figures.byJudge.map((g) => [g.template, g.model, g.answers, g.agreement, g.unscoredRate]), [
      ['reference', 'judge-b', 3, 0.5, 0],
      ['rubric', 'judge-a', 2, 0.5, 0],
      ['t1-live', 'judge-a', 3, 1, 1 / 3],
      ['t1-live', 'judge-b', 1, 0, 0],
    ]);
    assert.equal(figures.superseded, 2);
    assert.equal(figures.skippedLines, 2);
  });

  test('only the dataset\'s items count when it is given; a record of unreadable lines or other items still says so', () => {
    const records = [line('a', 'T1', 'pass', tolerance('pass')), line('gone', 'T1', 'fail', tolerance('pass')), line('gone', 'T2', 'fail', tolerance('fail'))];
    const figures = judgeFigures(records, { items: new Set(['a', 'b']) })!;
    assert.deepEqual([figures.overall.answers, figures.overall.agreed, figures.otherItems, figures.superseded], [1, 1, 2, 0]);
    const none = judgeFigures(records, { skippedLines: 3, items: new Set() })!;
    assert.deepEqual(none.overall, { key: 'all', answers: 0, compared: 0, agreed: 0, agreement: null, unscored: 0, unscoredRate: null });
    assert.deepEqual([none.byTask, none.byJudge, none.otherItems, none.skippedLines], [[], [], 3, 3]);
    assert.equal(judgeFigures([], { skippedLines: 1 })?.skippedLines, 1);
  });

  test('no record, no figures; a tie in time goes to the later line', () => {
    assert.equal(judgeFigures([]), null);
    const figures = judgeFigures([line('a', 'T2', 'fail', tolerance('pass')), line('a', 'T2', 'pass', tolerance('pass'))])!;
    assert.deepEqual([figures.overall.answers, figures.overall.agreed, figures.superseded], [1, 1, 1]);
  });
});

describe('reading a record', () => {
  test('corrupt lines are skipped with their line number and why; good lines around them are kept', () => {
    const good = line('a', 'T1', 'pass', tolerance('pass'));
    const text = [
      JSON.stringify(good),
      '',
      JSON.stringify(good).slice(0, 40),
      '[1, 2]',
      JSON.stringify({ ...good, v: 2 }),
      JSON.stringify({ ...good, verdict: 'maybe' }),
      JSON.stringify({ ...good, at: 'yesterday' }),
      JSON.stringify({ ...good, verdict: 'scored' }),
      '<<<<<<< HEAD',
      JSON.stringify({ ...good, item: 'b' }),
    ].join('\n');
    const { records, skipped } = parseRunRecords(`${text}\n`);
    assert.deepEqual(records.map((r) => r.item), ['a', 'b']);
    assert.deepEqual(skipped.map((s) => s.line), [3, 4, 5, 6, 7, 8, 9]);
    assert.equal(skipped[0].reason, 'not JSON');
    assert.match(skipped[1].reason, /must be object/);
    assert.match(skipped[2].reason, /\/v must be equal to constant/);
    assert.match(skipped[3].reason, /\/verdict must be equal to one of the allowed values/);
    assert.equal(skipped[4].reason, '/at is not a date');
    assert.equal(skipped[5].reason, 'a "scored" verdict needs a "score"');
    assert.equal(skipped[6].reason, 'not JSON');
  });
});
