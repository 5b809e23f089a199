import assert from 'node:assert/strict';
import { test } from 'node:test';
import { inMarkerLimit, MARKERS_PER_SET } from '../../../src/extension/diagnostics/markerUpdates';

test('a Problems panel update is cut into set calls VS Code passes on whole: every file once, in order, at most 1,000 markers a call', () => {
  const entries: [string, number[] | undefined][] = Array.from({ length: 10_000 }, (_, i) => [`f${i}`, i % 5 === 0 ? [1, 2] : i % 7 === 0 ? undefined : [1]]);
  entries.splice(4000, 0, ['huge', Array.from({ length: 1500 }, (_, i) => i)]);
  const groups = inMarkerLimit(entries);
  assert.deepEqual(groups.flat(), entries);
  const markers = (group: typeof entries) => group.reduce((n, [, d]) => n + Math.min(d?.length ?? 0, MARKERS_PER_SET + 1), 0);
  for (const group of groups) assert.ok(group.length === 1 || markers(group) <= MARKERS_PER_SET, `${markers(group)} markers in ${group.length} files`);
  assert.deepEqual(groups.find((g) => g.some(([f]) => f === 'huge'))!.map(([f]) => f), ['huge'], 'more than the limit: a call of its own');
  assert.ok(groups.length < 16, `${groups.length} calls`);
  // Files cleared carry no markers: any number of them go in one call.
  assert.equal(inMarkerLimit(Array.from({ length: 5000 }, (_, i): [string, undefined] => [`g${i}`, undefined])).length, 1);
});
