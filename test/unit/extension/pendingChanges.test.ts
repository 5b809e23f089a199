import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { PendingChanges } from '../../../src/extension/scan/pendingChanges';

const known = (...keys: string[]) => new Map(keys.map((key) => [key, { uri: key }]));

describe('file events waiting for the workspace scan', () => {
  test('what was removed is decided against the files known when the changes are applied, not when the events came', () => {
    const pending = new PendingChanges<string>();
    // The first scan is still reading: nothing is known yet when the deletions come.
    pending.removeFile('file:///ws/a.item.json', 'file:///ws/a.item.json');
    pending.removeFolder('file:///ws/old');
    const { removedAmong } = pending.take();
    // The scan has recorded what it read, deleted files included.
    const now = known('file:///ws/a.item.json', 'file:///ws/old/b.item.json', 'file:///ws/old/deep/c.item.json', 'file:///ws/older/d.item.json', 'file:///ws/e.item.json');
    assert.deepEqual(removedAmong(now), ['file:///ws/a.item.json', 'file:///ws/old/b.item.json', 'file:///ws/old/deep/c.item.json']);
  });

  test('a file checked again after its removal stays; one under a removed folder is not checked; taking empties the queue', () => {
    const pending = new PendingChanges<string>();
    pending.removeFile('file:///ws/a.item.json', 'file:///ws/a.item.json');
    pending.refresh('file:///ws/a.item.json', 'file:///ws/a.item.json');
    pending.refresh('file:///ws/gone/b.item.json', 'file:///ws/gone/b.item.json');
    pending.removeFolder('file:///ws/gone/');
    const taken = pending.take();
    assert.deepEqual(taken.dirty, ['file:///ws/a.item.json']);
    assert.deepEqual(taken.removedAmong(known('file:///ws/a.item.json', 'file:///ws/gone/b.item.json')), ['file:///ws/gone/b.item.json']);
    const again = pending.take();
    assert.deepEqual([again.dirty, again.removedAmong(known('file:///ws/gone/b.item.json'))], [[], []]);
  });

  test('many removed folders cost one look at each known file', () => {
    const pending = new PendingChanges<string>();
    for (let i = 0; i < 10_000; i++) pending.removeFolder(`file:///ws/build/out-${i}.txt`);
    pending.removeFolder('file:///ws/part-07');
    const files = known(...Array.from({ length: 10_000 }, (_, i) => `file:///ws/part-${String(i % 20).padStart(2, '0')}/x-${i}.item.json`));
    assert.equal(pending.take().removedAmong(files).length, 500);
  });
});
