/** A review response gives one value per part: a reviewer who lists several values is disputed, never agreed. */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createPacket, describeReason, reconcile, type PacketSource } from '../../../src/core/review';
import type { Item } from '../../../src/core/item/types';
import { Folder, NOW, sample } from './helpers';

const LATER = new Date('2026-03-02T10:00:00Z');

/** Reconciles one reviewer's answers (one list of part values per item, in the folder's order). */
async function reviewed(items: Item[], answers: string[][]) {
  const folder = new Folder(items);
  const plan = await createPacket(folder.sources(), { reviewer: 'bob', by: 'coordinator', now: NOW });
  folder.apply(plan.changes);
  plan.packet.items.forEach((entry, i) => {
    entry.response = { ...entry.response, parts: answers[i].map((value) => ({ value })) };
  });
  const source: PacketSource = { file: 'bob.packet.json', data: structuredClone(plan.packet) };
  return reconcile([source], folder.sources(), { by: 'coordinator', now: LATER });
}

describe('several values for one part', () => {
  test('a numeric part with a plausible range of values is disputed as several-values, not agreed with deviation 0', async () => {
    const plan = await reviewed([sample('t2-global-sbux-assets')], [['29,374.5 or 29,100 or 30,000']]);
    const [item] = plan.items;
    assert.equal(item.outcome, 'disputed');
    assert.deepEqual(item.responses[0].reasons.map((r) => r.code), ['several-values']);
    const [reason] = item.responses[0].reasons;
    assert.ok(reason.code === 'several-values' && reason.values.length === 3);
    assert.match(describeReason(reason), /gives 3 values .*one value per part/);
    assert.match(describeReason(reason, 'zh'), /3个值/);
  });
  test('two passing spellings of different values are still two values', async () => {
    const plan = await reviewed([sample('t2-global-sbux-assets')], [['29374.5; maybe 29374.6']]);
    assert.deepEqual(plan.items[0].responses[0].reasons.map((r) => r.code), ['several-values']);
  });
  test('one value with its unit and another quantity named as such is one value', async () => {
    const plan = await reviewed([sample('t2-global-sbux-assets')], [['29,374.5 million USD']]);
    assert.equal(plan.items[0].outcome, 'agreed');
  });
  test('a text part listing several names, one of them the key, is disputed', async () => {
    const plan = await reviewed([sample('t3-global-sp500-best-month')], [['March 2020, April 2020, May 2020', '12.68']]);
    assert.deepEqual(plan.items[0].responses[0].reasons.map((r) => r.code), ['several-values']);
  });
  test('a text part with the key alone agrees', async () => {
    const plan = await reviewed([sample('t3-global-sp500-best-month')], [['April 2020', '12.68']]);
    assert.equal(plan.items[0].outcome, 'agreed');
  });
  test('e-notation is the number it writes ("2.93745e4" million)', async () => {
    const plan = await reviewed([sample('t2-global-sbux-assets')], [['2.93745e4']]);
    assert.equal(plan.items[0].outcome, 'agreed');
  });
});
