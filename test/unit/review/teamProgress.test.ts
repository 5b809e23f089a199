import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { matchesFilter, summarizeItem } from '../../../src/core/dataset/summary';
import type { HistoryEntry } from '../../../src/core/item/types';
import { teamProgress } from '../../../src/core/review/team/progress';
import { sample } from './helpers';

const packet = (id: string, reviewer: string, due: string): HistoryEntry => ({ at: '2026-03-01T10:00:00Z', actor: 'coord', action: 'packet', status: 'in-review', packet: id, details: { reviewer, commitment: 'sha256:x', salt: 's', due } });
const response = (id: string, reviewer: string, outcome: 'agreed' | 'disputed', code?: string): HistoryEntry => ({
  at: '2026-03-05T10:00:00Z', actor: reviewer, action: 'response', packet: id, status: outcome,
  details: { reviewer, outcome, reasons: code ? [{ code }] : [], verdicts: [], response: { parts: [], ambiguous: false, comment: '' } },
});

function item(id: string, author: string, status: 'in-review' | 'agreed' | 'disputed', history: HistoryEntry[]) {
  const it = sample('t2-global-sbux-assets');
  it.id = id;
  it.meta = { author };
  it.review = { status, history };
  return summarizeItem(it);
}

describe('team progress', () => {
  const items = [
    item('a', 'li.wei', 'agreed', [packet('p1', 'ann', '2026-03-10'), response('p1', 'ann', 'agreed')]),
    item('b', 'li.wei', 'disputed', [packet('p1', 'ann', '2026-03-10'), response('p1', 'ann', 'disputed', 'ambiguous')]),
    item('c', 'Li.Wei', 'in-review', [packet('p2', 'bo', '2026-03-10')]),
    item('d', 'zhang.min', 'in-review', [packet('p3', 'ANN', '2026-03-20'), { at: '2026-03-02T00:00:00Z', actor: 'coord', action: 'reissue', packet: 'p3', details: { reviewer: 'ANN', reason: 'overdue' } }]),
  ];

  test('per reviewer assigned, returned, overdue and agreement with a Wilson interval; one person under two spellings is one row', () => {
    const progress = teamProgress(items, '2026-03-11');
    assert.deepEqual(progress.reviewers.map((r) => [r.name, r.assigned, r.returned, r.overdue, r.agreement.count, r.agreement.of]), [['ann', 3, 2, 0, 1, 2], ['bo', 1, 0, 1, 0, 0]]);
    assert.ok(progress.reviewers[0].agreement.low! < 0.5 && progress.reviewers[0].agreement.high! > 0.5);
    assert.deepEqual(progress.overdue, [{ id: 'c', packet: 'p2', reviewer: 'bo', due: '2026-03-10' }]);
    assert.deepEqual(teamProgress(items, '2026-03-10').overdue, [], 'due today is not overdue');
  });

  test('per author items by status, disputes and why; the arbitration queue with the age of each dispute', () => {
    const progress = teamProgress(items, '2026-03-11');
    const li = progress.authors.find((a) => a.name === 'li.wei')!;
    assert.deepEqual([li.items, li.byStatus, li.disputed.count, li.disputed.of, li.reasons], [3, { agreed: 1, disputed: 1, 'in-review': 1 }, 1, 2, { ambiguous: 1 }]);
    assert.deepEqual(progress.queue, [{ id: 'b', author: 'li.wei', since: '2026-03-05T10:00:00Z', ageDays: 5, reasons: ['ambiguous'] }]);
  });

  test('the tree filters by assignee (not taken back) and by overdue packets', () => {
    const ids = (filter: Parameters<typeof matchesFilter>[1]) => items.filter((s) => matchesFilter(s, filter, { today: '2026-03-11' })).map((s) => s.id);
    assert.deepEqual(ids({ assignee: 'Ann' }), ['a', 'b']);
    assert.deepEqual(ids({ overdue: true }), ['c']);
  });
});
