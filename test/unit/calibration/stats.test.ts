import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { cellStats, pairStats, seededRandom, shareStats, type Row } from '../../../src/core/calibration';
import { cohenKappa } from '../../../src/core/review/stats/kappa';

const rows = (spec: [string, string, string | null][]): Row[] => spec.map(([unit, human, judge]) => ({ unit, human, judge }));

describe('calibration statistics', () => {
  test('agreement, kappa, confusion, precision and recall of a known table', () => {
    // 20 answers on 20 items: human pass 10 (judge pass 8, fail 2), human fail 10 (judge pass 1, fail 9).
    const spec: [string, string, string][] = [];
    for (let i = 0; i < 20; i++) spec.push([`i${i}`, i < 10 ? 'pass' : 'fail', i < 8 ? 'pass' : i < 10 ? 'fail' : i < 11 ? 'pass' : 'fail']);
    const c = cellStats(rows(spec));
    assert.deepEqual(c.confusion, { labels: ['pass', 'fail'], counts: [[8, 2], [1, 9]] });
    assert.equal(c.agreement.value, 17 / 20);
    // kappa = (0.85 − (0.5·0.45 + 0.5·0.55)) / (1 − 0.5) = 0.7, the same as the review statistics' own Cohen's kappa.
    assert.ok(Math.abs(c.kappa.value! - 0.7) < 1e-12);
    assert.ok(Math.abs(c.kappa.value! - cohenKappa(spec.map(([, h, j]) => [h, j] as const))!) < 1e-12);
    assert.equal(c.perLabel.pass.precision.value, 8 / 9);
    assert.equal(c.perLabel.pass.recall.value, 8 / 10);
    assert.equal(c.perLabel.fail.precision.value, 9 / 11);
    assert.equal(c.perLabel.fail.recall.value, 9 / 10);
    assert.equal(c.perLabel.fail.support, 10);
  });

  test('coverage and the unscored rate: unscored and unjudged answers stay out of agreement', () => {
    const c = cellStats(rows([['a', 'pass', 'pass'], ['b', 'pass', 'unscored'], ['c', 'fail', null], ['d', 'fail', 'pass']]));
    assert.equal(c.labelled, 4);
    assert.equal(c.judged, 3);
    assert.equal(c.coverage.value, 3 / 4);
    assert.equal(c.unscoredRate.value, 1 / 3);
    assert.equal(c.scored, 2);
    assert.equal(c.agreement.value, 1 / 2);
  });

  test('kappa is undefined (null) when neither side varies; nothing judged leaves agreement undefined', () => {
    assert.equal(cellStats(rows([['a', 'pass', 'pass'], ['b', 'pass', 'pass']])).kappa.value, null);
    const none = cellStats(rows([['a', 'pass', null]]));
    assert.equal(none.agreement.value, null);
    assert.equal(none.coverage.value, 0);
  });

  test('bootstrap intervals: seeded (same seed, same interval), around the estimate, narrower with more items', () => {
    const make = (n: number) => rows(Array.from({ length: n }, (_, i) => [`i${i}`, i % 2 ? 'pass' : 'fail', i % 5 === 0 ? (i % 2 ? 'fail' : 'pass') : i % 2 ? 'pass' : 'fail'] as [string, string, string]));
    const a = cellStats(make(40), { seed: 7, resamples: 500 });
    const b = cellStats(make(40), { seed: 7, resamples: 500 });
    const c = cellStats(make(40), { seed: 8, resamples: 500 });
    assert.deepEqual(a.agreement, b.agreement);
    assert.notDeepEqual(a.agreement, c.agreement);
    assert.ok(a.agreement.low! <= a.agreement.value! && a.agreement.value! <= a.agreement.high!);
    assert.ok(a.agreement.high! - a.agreement.low! > 0.1, 'forty items leave a wide interval');
    const big = cellStats(make(400), { seed: 7, resamples: 500 });
    assert.ok(big.agreement.high! - big.agreement.low! < (a.agreement.high! - a.agreement.low!) / 2);
  });

  test('the bootstrap resamples items, not answers: one item\'s answers move together', () => {
    // Two items, each with 10 answers all agreeing (item a) or all disagreeing (item b): only 0, 50% or 100% can occur.
    const spec: [string, string, string][] = [];
    for (let i = 0; i < 10; i++) spec.push(['a', 'pass', 'pass'], ['b', 'pass', 'fail']);
    const c = cellStats(rows(spec), { seed: 3, resamples: 400 });
    assert.equal(c.agreement.value, 0.5);
    assert.equal(c.agreement.low, 0);
    assert.equal(c.agreement.high, 1);
    assert.equal(c.items, 2);
  });

  test('the seeded source is repeatable and uniform enough', () => {
    const r = seededRandom(42);
    const values = Array.from({ length: 10000 }, r);
    assert.deepEqual(values.slice(0, 3), Array.from({ length: 3 }, seededRandom(42)));
    const mean = values.reduce((s, v) => s + v, 0) / values.length;
    assert.ok(Math.abs(mean - 0.5) < 0.02);
    assert.ok(values.every((v) => v >= 0 && v < 1));
  });

  test('pairs of reviewers and the share that agrees with the key', () => {
    const p = pairStats([{ unit: 'a', a: 'pass', b: 'pass' }, { unit: 'b', a: 'pass', b: 'fail' }, { unit: 'c', a: 'fail', b: 'fail' }, { unit: 'd', a: 'pass', b: 'pass' }]);
    assert.equal(p.pairs, 4);
    assert.equal(p.agreement.value, 3 / 4);
    assert.ok(Math.abs(p.kappa.value! - 0.5) < 1e-12);
    const s = shareStats([{ unit: 'a', label: 'pass' }, { unit: 'a', label: 'fail' }, { unit: 'b', label: 'pass' }], 'pass');
    assert.equal(s.responses, 3);
    assert.equal(s.agreement.value, 2 / 3);
  });
});
