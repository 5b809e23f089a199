import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { forEachConcurrently } from '../../src/core/concurrency';

const tick = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('work on many items with bounded concurrency', () => {
  test('every item once, in order of starting, never more than the limit in flight, and all in flight at once when allowed', async () => {
    const items = Array.from({ length: 20 }, (_, i) => i);
    const started: number[] = [];
    let inFlight = 0;
    let most = 0;
    await forEachConcurrently(items, 4, async (i) => {
      started.push(i);
      most = Math.max(most, ++inFlight);
      await tick(i % 3);
      inFlight--;
    });
    assert.deepEqual(started, items);
    assert.equal(most, 4);
  });

  test('stops starting work once asked; an empty list and synchronous work are fine', async () => {
    const done: number[] = [];
    await forEachConcurrently([1, 2, 3, 4, 5], 2, (i) => void done.push(i), () => done.length >= 3);
    assert.deepEqual(done, [1, 2, 3]);
    await forEachConcurrently([], 8, () => assert.fail('no item'));
  });

  test('a failing call rejects the whole', async () => {
    await assert.rejects(forEachConcurrently([1, 2], 2, async (i) => {
      if (i === 2) throw new Error('two');
    }), /two/);
  });
});
