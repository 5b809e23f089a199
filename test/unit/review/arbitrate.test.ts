import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { acceptAgreed, arbitrate, createPacket, gradeRubric, reconcile, ReviewError } from '../../../src/core/review';
import { Folder, NOW, sample } from './helpers';

async function disputed(name: string) {
  const folder = new Folder([sample(name)]);
  const plan = await createPacket(folder.sources(), { reviewer: 'bob', by: 'c', now: NOW });
  folder.apply(plan.changes);
  const packet = plan.packet;
  packet.items[0].response.parts = packet.items[0].parts.map(() => ({ value: '1' }));
  packet.items[0].response.answer = 'An independent answer';
  folder.apply((await reconcile([{ file: 'p', data: packet }], folder.sources(), { by: 'c', now: NOW })).changes);
  return { folder, packet, source: folder.sources()[0] };
}

describe('arbitration', () => {
  test('modify answer: applied as an edit, status modified, history with before and after, rationale and confidence', async () => {
    const { folder, source } = await disputed('t2-global-sbux-assets');
    assert.equal(source.item.review!.status, 'disputed');
    const change = arbitrate(source, {
      decision: 'modify-answer', rationale: 'The 10-K restated the figure', confidence: 'high', arbitrator: 'sen.lee',
      edits: [{ path: ['answer', 'parts', 0, 'value'], value: 29380.1 }],
    }, { now: NOW });
    folder.apply([change]);
    const item = folder.item('t2-global-sbux-assets');
    assert.equal(item.answer!.parts[0].value, 29380.1);
    assert.equal(item.review!.status, 'modified');
    const entry = item.review!.history!.at(-1)!;
    assert.deepEqual(entry, {
      at: NOW.toISOString(), actor: 'sen.lee', action: 'modify-answer', status: 'modified', rationale: 'The 10-K restated the figure',
      details: { confidence: 'high', changes: [{ path: '/answer/parts/0/value', before: 29374.5, after: 29380.1 }] },
    });
  });

  test('keep → accepted, discard → discarded, modify question → modified', async () => {
    for (const [decision, status, edits] of [
      ['keep', 'accepted', undefined],
      ['discard', 'discarded', undefined],
      ['modify-question', 'modified', [{ path: ['question'], value: 'Clearer question?' }]],
    ] as const) {
      const { folder, source } = await disputed('t2-global-sbux-assets');
      folder.apply([arbitrate(source, { decision, rationale: 'r', confidence: 'low', arbitrator: 'sen', edits: edits as never }, { now: NOW })]);
      assert.equal(folder.item('t2-global-sbux-assets').review!.status, status, decision);
    }
  });

  test('refused: no rationale, bad confidence, an edit outside the decision, nothing changed, not disputed', async () => {
    const { source } = await disputed('t2-global-sbux-assets');
    const refused = (input: object, pattern: RegExp) => assert.throws(
      () => arbitrate(source, { decision: 'keep', rationale: 'r', confidence: 'low', arbitrator: 'sen', ...input } as never, { now: NOW }),
      (e: unknown) => e instanceof ReviewError && pattern.test(e.message),
    );
    refused({ rationale: '  ' }, /needs a rationale/);
    refused({ confidence: 'sure' }, /Confidence must be/);
    refused({ decision: 'modify-question', edits: [{ path: ['answer', 'parts', 0, 'value'], value: 1 }] }, /may change only question, translation, systemPrompt, not \/answer\/parts\/0\/value/);
    refused({ decision: 'modify-answer', edits: [{ path: ['answer', 'parts', 0, 'value'], value: 29374.5 }] }, /changes nothing/);
    refused({ decision: 'modify-answer' }, /needs at least one change/);
    const agreed = { ...source, item: { ...source.item, review: { status: 'agreed' as const } } };
    assert.throws(() => arbitrate(agreed, { decision: 'keep', rationale: 'r', confidence: 'low', arbitrator: 's' }, { now: NOW }), /only disputed items are arbitrated/);
  });

  test('open-ended: the criteria the reviewer\'s answer meets give the weighted score, recorded in history', async () => {
    const { folder, source, packet } = await disputed('oe-global-ai-valuation-risk');
    const rubric = source.item.rubric!;
    const positive = rubric.filter((c) => c.weight > 0);
    const penalty = rubric.find((c) => c.weight < 0)!;
    const met = [positive[0].number, penalty.number];
    const expected = gradeRubric(rubric, met);
    assert.equal(expected.earned, positive[0].weight + penalty.weight);
    assert.equal(expected.positive, positive.reduce((s, c) => s + c.weight, 0));
    folder.apply([arbitrate(source, { decision: 'modify-answer', rationale: 'Rubric misses the main point', confidence: 'medium', arbitrator: 'sen',
      edits: [{ path: ['rubric', 0, 'weight'], value: 9 }], grades: [{ packet: packet.id, met }] }, { now: NOW })]);
    const details = folder.item('oe-global-ai-valuation-risk').review!.history!.at(-1)!.details as any;
    assert.deepEqual(details.grades, [{ packet: packet.id, reviewer: 'bob', met: [...met].sort((a, b) => a - b), ...expected }]);
    assert.throws(() => arbitrate(source, { decision: 'keep', rationale: 'r', confidence: 'low', arbitrator: 's', grades: [{ packet: packet.id, met: [99] }] }, { now: NOW }), /no rubric criterion 99/);
  });

  test('worked example of the weighted score: yes on +10 and −4 of positive weights 10 + 5 → 6 / 15', () => {
    const rubric = [
      { number: 1, text: 'a', weight: 10, tag: 'factual' as const },
      { number: 2, text: 'b', weight: 5, tag: 'analytical' as const },
      { number: 3, text: 'c', weight: -4, tag: 'formatting' as const },
    ];
    assert.deepEqual(gradeRubric(rubric, [1, 3]), { earned: 6, positive: 15, score: 0.4 });
  });

  test('accept agreed items moves only agreed items to accepted', () => {
    const agreed = sample('t2-global-sbux-assets', 'agreed');
    const other = sample('t3-global-sp500-best-month', 'disputed');
    const folder = new Folder([agreed, other]);
    const { changes, skipped } = acceptAgreed(folder.sources(), { by: 'c', now: NOW });
    folder.apply(changes);
    assert.equal(folder.item('t2-global-sbux-assets').review!.status, 'accepted');
    assert.equal(folder.item('t2-global-sbux-assets').review!.history!.at(-1)!.action, 'keep');
    assert.deepEqual(skipped.map((s) => s.id), ['t3-global-sp500-best-month']);
  });
});
