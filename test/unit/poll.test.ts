import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { QUIET_PERIOD_MAX_MS, quietPeriod, waitFor } from '../poll';

describe('the poll helper every test waits with', () => {
  test('resolves with the value once it turns truthy, read again until then', async () => {
    let reads = 0;
    const value = await waitFor('the third read', () => (++reads >= 3 ? { reads } : undefined));
    assert.deepEqual(value, { reads: 3 });
  });

  test('with a predicate: resolves with the value it accepts, even a falsy one; asynchronous reads are awaited', async () => {
    let n = 3;
    assert.equal(await waitFor('the count down to zero', async () => --n, { until: (v) => v === 0 }), 0);
  });

  test('a read that throws is "not yet"', async () => {
    let reads = 0;
    assert.equal(await waitFor('a file that appears', () => {
      if (++reads < 3) throw new Error('ENOENT');
      return 'written';
    }), 'written');
  });

  test('times out naming what it waited for and the last value read', async () => {
    let n = 0;
    await assert.rejects(waitFor('the counter to pass a million', () => ++n, { until: (v) => v > 1e6, timeoutMs: 50 }), (e: Error) => {
      assert.match(e.message, /^timed out after 50 ms waiting for the counter to pass a million \(last value: (\d+)\)$/);
      assert.equal(Number(/last value: (\d+)/.exec(e.message)![1]), n, 'the last value, not the first');
      return true;
    });
    await assert.rejects(waitFor('the tree rows', () => ({ rows: ['Draft 3'], message: undefined }), { until: (v) => v.message !== undefined, timeoutMs: 20 }),
      /waiting for the tree rows \(last value: \{ rows: \[ 'Draft 3' \], message: undefined \}\)$/);
  });

  test('times out with the error of the last read when every read threw', async () => {
    await assert.rejects(waitFor('the packet file', () => {
      throw new Error('ENOENT: no such file');
    }, { timeoutMs: 20 }), /waiting for the packet file \(last read threw: ENOENT: no such file\)$/);
  });

  test('a quiet period is short: longer ones are refused, naming why it was asked for', async () => {
    await quietPeriod('no late event', 1);
    assert.throws(() => quietPeriod('a late diagnostic', QUIET_PERIOD_MAX_MS + 1), /at most 500 ms, not 501 \(a late diagnostic\)/);
  });
});
