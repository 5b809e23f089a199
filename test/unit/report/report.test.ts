import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { buildReport } from '../../../src/core/report/report';
import { markdownDiff, wordDiff } from '../../../src/core/report/wordDiff';
import { wilson } from '../../../src/core/review/stats/wilson';
import { sample } from '../review/helpers';

describe('the pull-request report, pure parts', () => {
  test('word diff: words in English, characters in Chinese, Markdown marks', () => {
    assert.equal(markdownDiff(wordDiff('Total assets as of 2020', 'Total consolidated assets as of 2021')), 'Total **consolidated** assets as of ~~2020~~**2021**');
    assert.equal(markdownDiff(wordDiff('贵州茅台2023年营业收入', '贵州茅台2023年营业总收入')), '贵州茅台2023年营业**总**收入');
    assert.deepEqual(wordDiff('same', 'same'), [{ op: 'same', text: 'same' }]);
  });

  test('Wilson 95% interval', () => {
    const r = wilson(8, 10);
    assert.equal(r.rate, 0.8);
    assert.ok(Math.abs(r.low! - 0.4902) < 1e-3 && Math.abs(r.high! - 0.9433) < 1e-3, `${r.low} ${r.high}`);
    assert.deepEqual(wilson(0, 0), { count: 0, of: 0, rate: null, low: null, high: null });
    assert.equal(wilson(0, 5).low, 0);
  });

  test('agreement of the changed items before and after; untouched and moved files are not changes', () => {
    const item = sample('t2-global-sbux-assets', 'agreed');
    const response = (outcome: string, packet: string) => ({ at: '2026-01-01T00:00:00Z', actor: 'r', action: 'response', packet, details: { reviewer: 'r', outcome, reasons: [], verdicts: [], response: { parts: [], ambiguous: false, comment: '' } } });
    item.review!.history = [response('agreed', 'p1') as never];
    const after = structuredClone(item);
    after.review!.status = 'disputed';
    after.review!.history!.push(response('disputed', 'p2') as never);
    const other = sample('t3-global-sp500-best-month');
    const text = (x: unknown) => JSON.stringify(x, null, 2);
    const report = buildReport(new Map([['a.item.json', text(item)], ['b.item.json', text(other)]]), new Map([['a.item.json', text(after)], ['moved/b.item.json', text(other)]]), { rev: 'x', headRev: 'y' });
    assert.deepEqual(report.changed.map((c) => c.id), ['t2-global-sbux-assets']);
    assert.deepEqual([report.added, report.removed], [[], []]);
    assert.deepEqual([report.agreement.before.count, report.agreement.before.of, report.agreement.after.count, report.agreement.after.of], [1, 1, 1, 2]);
  });
});
