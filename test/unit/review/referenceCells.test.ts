import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { arbitrate, arbitrationCase, createPacket, reconcile, referenceCells, referenceValue } from '../../../src/core/review';
import type { Item } from '../../../src/core/item/types';
import { Folder, NOW, sample } from './helpers';

/** A sample item, disputed by bob's response (every part answered "1"). */
async function disputed(name: string, change?: (item: Item) => void) {
  const item = sample(name);
  change?.(item);
  const folder = new Folder([item]);
  const plan = await createPacket(folder.sources(), { reviewer: 'bob', by: 'c', now: NOW });
  folder.apply(plan.changes);
  plan.packet.items[0].response.parts = plan.packet.items[0].parts.map(() => ({ value: '1' }));
  folder.apply((await reconcile([{ file: 'p', data: plan.packet }], folder.sources(), { by: 'c', now: NOW })).changes);
  return { folder, source: folder.sources()[0] };
}

describe('the reference cells an arbitrator may correct', () => {
  test('a live part: the snapshot cell it reads; a high-low part: its low and high cells; a static part: its value', () => {
    assert.deepEqual(referenceCells(sample('t1-global-nvda-low'), 0), [{ path: ['live', 'snapshot', 'NVDA___O', 'RT_LOW'], source: 'snapshot', field: 'RT_LOW', instrument: 'NVDA___O', value: '179.35' }]);
    assert.deepEqual(referenceCells(sample('t1-global-sti-highlow'), 0).map((c) => [c.path.join('/'), c.value]), [['live/snapshot/STI___GI/RT_LOW', '4247.32'], ['live/snapshot/STI___GI/RT_HIGH', '4282.8']]);
    assert.deepEqual(referenceCells(sample('t2-global-sbux-assets'), 0), [{ path: ['answer', 'parts', 0, 'value'], source: 'value', value: '29374.5' }]);
  });

  test('a corrected number is written as a number where that reads the same to the tolerance, else as typed', () => {
    const moutai = sample('t2-gc-moutai-revenue');
    // quotePrecision 2 counts the second decimal already: 1505.7 reads as 1505.70.
    assert.equal(referenceValue(moutai, ['answer', 'parts', 0, 'value'], '1505.70'), 1505.7);
    const noPrecision = sample('t2-gc-moutai-revenue');
    delete noPrecision.answer!.parts[0].quotePrecision;
    noPrecision.answer!.parts[0].tolerance = { kind: 'rounding' };
    // Here the written zero is a decimal the rounding tolerance counts: a JSON number would drop it.
    assert.equal(referenceValue(noPrecision, ['answer', 'parts', 0, 'value'], '1505.70'), '1505.70');
    assert.equal(referenceValue(noPrecision, ['answer', 'parts', 0, 'value'], ' 1505.72 '), 1505.72);
    const nvda = sample('t1-global-nvda-low');
    assert.equal(referenceValue(nvda, ['live', 'snapshot', 'NVDA___O', 'RT_LOW'], '179.30'), 179.3);
    assert.equal(referenceValue(nvda, ['live', 'snapshot', 'NVDA___O', 'RT_LOW'], '179.305'), 179.305);
    assert.equal(referenceValue(nvda, ['live', 'snapshot', 'NVDA___O', 'RT_LOW'], '179.3050'), '179.3050');
    assert.equal(referenceValue(nvda, ['live', 'snapshot', 'NVDA___O', 'RT_LOW'], 'n/a'), 'n/a');
  });
});

describe('modify the answer of a live item', () => {
  test('the arbitrator corrects the snapshot value the part reads: the ground truth changes, history has before → after', async () => {
    const { folder, source } = await disputed('t1-global-nvda-low');
    const kase = arbitrationCase(source.file, source.item, 'en')!;
    assert.deepEqual(kase.parts[0].cells.map((c) => [c.source, c.value]), [['snapshot', '179.35']]);
    assert.equal(kase.parts[0].currency, 'USD');
    folder.apply([arbitrate(source, {
      decision: 'modify-answer', rationale: 'The provider revised the low', confidence: 'high', arbitrator: 'sun.hao',
      edits: [{ path: kase.parts[0].cells[0].path, value: '179.30' }],
    }, { now: NOW })]);
    const item = folder.item('t1-global-nvda-low');
    assert.equal(item.live!.snapshot.NVDA___O.RT_LOW, 179.3);
    assert.equal(item.review!.status, 'modified');
    assert.deepEqual(item.review!.history!.at(-1)!.details, { confidence: 'high', changes: [{ path: '/live/snapshot/NVDA___O/RT_LOW', before: '179.35', after: 179.3 }] });
  });

  test('a static reference typed with trailing zeros is saved as a number when the verdicts stay the same', async () => {
    const { folder, source } = await disputed('t2-gc-moutai-revenue');
    const kase = arbitrationCase(source.file, source.item, 'zh')!;
    assert.equal(kase.parts[0].scale, 'hundred-million');
    folder.apply([arbitrate(source, { decision: 'modify-answer', rationale: '按年报更正', confidence: 'medium', arbitrator: 'sun.hao', edits: [{ path: ['answer', 'parts', 0, 'value'], value: '1505.70' }] }, { now: NOW })]);
    assert.equal(folder.item('t2-gc-moutai-revenue').answer!.parts[0].value, 1505.7);
  });

  test('why an item is disputed, when a person recorded it in the history, is part of its case', () => {
    const item = sample('t2-gc-moutai-revenue', 'disputed');
    item.review!.history = [{ at: '2025-03-12T02:00:00Z', actor: 'coordinator', action: 'disputed', status: 'disputed', rationale: 'Reviewer answered 营业收入 rather than 营业总收入' }];
    assert.deepEqual(arbitrationCase('f', item, 'en')!.notes, [{ at: '2025-03-12T02:00:00Z', actor: 'coordinator', text: 'Reviewer answered 营业收入 rather than 营业总收入' }]);
  });
});
