import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { calibrate, changeSince, labelledAnswers } from '../../../src/core/calibration';
import type { HistoryEntry, Item } from '../../../src/core/item/types';
import { commitTo } from '../../../src/core/review/commitment';
import { judgeDeterministically } from '../../../src/core/calibration/judging';
import { clone, readJson } from '../helpers';

const SBUX = readJson<Item>('samples/dataset/t2-global-sbux-assets.item.json');
const OE = readJson<Item>('samples/dataset/oe-gc-insurer-allocation.item.json');

/** An item with one packet per reviewer and their reconciled responses (values as given; outcome from `agreed`). */
async function reviewed(base: Item, responses: { reviewer: string; value?: string; answer?: string; agreed: boolean; reasons?: unknown[] }[], after: HistoryEntry[] = []): Promise<Item> {
  const item = clone(base);
  delete item.samples;
  const history: HistoryEntry[] = [];
  for (const r of responses) {
    const salt = `salt-${r.reviewer}`;
    history.push({ at: '2025-01-01T00:00:00.000Z', actor: 'c', action: 'packet', packet: `p-${r.reviewer}`, details: { reviewer: r.reviewer, salt, commitment: await commitTo(item, salt) } });
  }
  for (const r of responses) {
    history.push({ at: '2025-01-02T00:00:00.000Z', actor: r.reviewer, action: 'response', packet: `p-${r.reviewer}`, details: {
      reviewer: r.reviewer, outcome: r.agreed ? 'agreed' : 'disputed', reasons: r.reasons ?? (r.agreed ? [] : [{ code: 'out-of-tolerance', part: 0 }]), verdicts: [],
      response: { parts: r.value === undefined ? [] : [{ value: r.value }], answer: r.answer, ambiguous: false, comment: '' },
    } });
  }
  return { ...item, review: { status: 'disputed', history: [...history, ...after] } };
}

describe('labelled answers', () => {
  test('samples with their expected verdicts, and review responses with the reconciled outcome; the response text in the part\'s scale', async () => {
    const item = await reviewed(SBUX, [{ reviewer: 'ann', value: '29374.5', agreed: true }, { reviewer: 'bo', value: '30000', agreed: false }]);
    const { answers, skipped } = await labelledAnswers([{ file: 'sbux.item.json', item: { ...item, samples: SBUX.samples } }]);
    assert.deepEqual(skipped, []);
    assert.deepEqual(answers.map((a) => [a.key, a.source, a.human]), [
      ...SBUX.samples!.map((s, i) => [`${SBUX.id}#s${i}`, 'sample', s.expected]),
      [`${SBUX.id}#p-ann`, 'review', 'pass'],
      [`${SBUX.id}#p-bo`, 'review', 'fail'],
    ]);
    assert.equal(answers.at(-1)!.answer, '30000 million');
  });

  test('left out: ambiguous, cannot answer, a key edited since the packet, discarded and question-modified items, ungraded open-ended answers', async () => {
    const ambiguous = await reviewed(SBUX, [{ reviewer: 'a', value: '1', agreed: false, reasons: [{ code: 'ambiguous', comment: 'x' }] }, { reviewer: 'b', value: '1', agreed: false, reasons: [{ code: 'cannot-answer', reason: 'y' }] }]);
    const edited = await reviewed(SBUX, [{ reviewer: 'a', value: '29374.5', agreed: true }]);
    edited.answer!.parts[0].value = 29000;
    const discarded = await reviewed(SBUX, [{ reviewer: 'a', value: '1', agreed: false }], [{ at: '2025-01-03T00:00:00.000Z', actor: 'z', action: 'discard', status: 'discarded' }]);
    const question = await reviewed(SBUX, [{ reviewer: 'a', value: '1', agreed: false }], [{ at: '2025-01-03T00:00:00.000Z', actor: 'z', action: 'modify-question', status: 'modified' }]);
    const open = await reviewed(OE, [{ reviewer: 'a', answer: 'My analysis', agreed: false, reasons: [{ code: 'open-ended' }] }]);
    const { answers, skipped } = await labelledAnswers([ambiguous, edited, discarded, question, open].map((item, i) => ({ file: `f${i}`, item })));
    assert.deepEqual(answers.filter((a) => a.source === 'review'), []);
    assert.deepEqual(skipped.map((s) => s.reason).sort(), ['ambiguous', 'cannot-answer', 'discarded', 'key-changed', 'not-graded', 'question-modified']);
  });

  test('an arbitrated modify-answer: the response is judged against the key its packet committed to (the one before the edit)', async () => {
    const item = await reviewed(SBUX, [{ reviewer: 'a', value: '30000', agreed: false }], [{
      at: '2025-01-03T00:00:00.000Z', actor: 'z', action: 'modify-answer', status: 'modified', rationale: 'r',
      details: { confidence: 'high', changes: [{ path: '/answer/parts/0/value', before: 29374.5, after: 30000 }] },
    }]);
    item.answer!.parts[0].value = 30000;
    const { answers } = await labelledAnswers([{ file: 'f', item }]);
    assert.equal(answers.length, 1);
    assert.equal(answers[0].item.answer!.parts[0].value, 29374.5);
    assert.equal(answers[0].human, 'fail');
  });

  test('an arbitrator\'s grades label an open-ended answer per criterion', async () => {
    const item = await reviewed(OE, [{ reviewer: 'a', answer: 'My analysis', agreed: false, reasons: [{ code: 'open-ended' }] }], [{
      at: '2025-01-03T00:00:00.000Z', actor: 'z', action: 'keep', status: 'accepted', rationale: 'r', details: { confidence: 'high', grades: [{ packet: 'p-a', met: [1, 3] }] },
    }]);
    const { answers } = await labelledAnswers([{ file: 'f', item }]);
    assert.equal(answers[0].answer, 'My analysis');
    assert.equal(answers[0].human, undefined);
    assert.deepEqual(answers[0].criteria, OE.rubric!.map((c) => ({ id: c.number, met: c.number === 1 || c.number === 3 })));
  });
});

describe('a calibration run', () => {
  test('the tolerance check against samples and responses: groups, the experts\' ceiling, disagreements by cause, coverage of items it cannot judge', async () => {
    const sbux = await reviewed(SBUX, [{ reviewer: 'ann', value: '29374.5', agreed: true }, { reviewer: 'bo', value: '29374.5', agreed: false }]);
    const sources = [{ file: 'sbux.item.json', item: { ...sbux, samples: SBUX.samples } }, { file: 'oe.item.json', item: { ...OE, samples: [{ answer: 'x', expected: 'pass' as const }] } }];
    const { report } = await calibrate(sources, { kind: 'deterministic' }, { now: new Date('2025-02-01T00:00:00Z') });
    assert.equal(report.identity.endpoint, 'deterministic');
    assert.match(report.identityHash, /^[0-9a-f]{64}$/);
    assert.deepEqual(report.labelled, { samples: 4, responses: 2 });
    assert.equal(report.overall.labelled, 6);
    assert.equal(report.overall.judged, 5, 'the open-ended sample has no answer key');
    // bo wrote the key's value but was recorded as disputed: the tolerance check says pass, the human fail.
    assert.deepEqual(report.disagreements.map((d) => [d.item, d.packet, d.human, d.judge, d.cause]), [[SBUX.id, 'p-bo', 'fail', 'pass', 'too-lenient']]);
    assert.match(report.disagreements[0].reasoning, /✓/);
    assert.deepEqual(report.byCause, { 'too-lenient': 1 });
    assert.deepEqual(Object.keys(report.groups.task), ['OE', 'T2']);
    assert.equal(report.groups.task.OE.coverage.value, 0);
    assert.equal(report.ceiling.items, 1);
    assert.equal(report.ceiling.reviewerReviewer.agreement.value, 0);
    assert.equal(report.ceiling.reviewerKey.agreement.value, 0.5);
  });

  test('a model judge: one call per answer, rubric criteria compared with the arbitrator\'s grades, change per cell against an earlier run', async () => {
    const oe = await reviewed(OE, [{ reviewer: 'a', answer: 'My analysis', agreed: false, reasons: [{ code: 'open-ended' }] }], [{
      at: '2025-01-03T00:00:00.000Z', actor: 'z', action: 'keep', status: 'accepted', rationale: 'r', details: { confidence: 'high', grades: [{ packet: 'p-a', met: [1] }] },
    }]);
    const { builtinTemplate } = await import('../../../src/core/judge/templates');
    const calls: string[] = [];
    // A model that says yes to the criteria `yes` picks (the runner's outcomes, verdicts already read).
    const model = (yes: (id: number) => boolean) => ({
      kind: 'model' as const,
      endpoint: { baseURL: 'http://127.0.0.1:1/v1/', model: 'm' },
      templateOf: () => builtinTemplate('rubric')!,
      run: async (list: { id: string }[]) => list.map((c) => (calls.push(c.id), {
        id: c.id, repeat: 0, raw: '[…]', latencyMs: 1, usage: null, cached: false, attempts: 1, structured: false,
        verdict: { kind: 'rubric' as const, statuses: OE.rubric!.map((r) => ({ id: r.number, yes: yes(r.number) })), earned: 0, score: 0 },
      })),
    });
    const first = await calibrate([{ file: 'oe', item: oe }], model((id) => id <= 2));
    assert.deepEqual(calls, ['a0']);
    assert.equal(first.report.identity.endpoint, 'http://127.0.0.1:1/v1');
    assert.equal(first.report.identity.templateId, 'rubric');
    assert.deepEqual(Object.keys(first.report.groups.criterion), OE.rubric!.map((c) => `#${c.number}`));
    assert.deepEqual(first.report.disagreements.map((d) => [d.criterion, d.human, d.judge, d.cause]), [[2, 'no', 'yes', 'criterion-invented']]);
    const second = await calibrate([{ file: 'oe', item: oe }], model((id) => id === 1));
    const change = changeSince(second.report, first.report, 'first.json');
    assert.equal(change.against.run, 'first.json');
    assert.equal(change.groups.criterion!['#2'].agreement, 1);
    assert.equal(change.groups.criterion!['#1'].agreement, 0);
  });

  test('no labelled answers is an error of its own', async () => {
    const { NothingToCalibrateError } = await import('../../../src/core/calibration');
    const bare = clone(SBUX);
    delete bare.samples;
    await assert.rejects(calibrate([{ file: 'f', item: bare }], { kind: 'deterministic' }), NothingToCalibrateError);
  });
});

describe('the tolerance check as the judge', () => {
  test('a contradictory answer is its fail: it agrees with an expert who failed it, and its reading names the rival', () => {
    const item = readJson<Item>('samples/dataset/t1-global-nvda-low.item.json');
    const answer = (text: string, human: 'pass' | 'fail') => ({ key: `nvda#${text}`, file: 'nvda.item.json', item, source: 'sample' as const, sample: 0, answer: text, human });
    const [shotgun, clean] = judgeDeterministically([answer('It was either 150.00 or 179.35 or 200.10', 'fail'), answer('179.35', 'fail')]);
    assert.equal(shotgun.verdict, 'fail');
    assert.equal(shotgun.reasoning, '');
    assert.equal(clean.verdict, 'pass');
    const [disputed] = judgeDeterministically([answer('It was either 150.00 or 179.35 or 200.10', 'pass')]);
    assert.equal(disputed.verdict, 'fail');
    assert.match(disputed.reasoning, /150\.00.*200\.10|contradictory/);
  });
});
