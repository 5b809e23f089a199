import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Tolerance } from '../../../src/core/item/types';
import { acceptedInterval, checkAnswer } from '../../../src/core/tolerance/check';
import { staticItem } from './helpers';

/** A reference written with `d` decimals, as an integer count of 10^−d. */
const reference = fc.record({ units: fc.integer({ min: -10_000_000, max: 10_000_000 }), d: fc.integer({ min: 0, max: 4 }) });
const text = (units: number, d: number) => (units / 10 ** d).toFixed(d);

/** Values on the answer's grid (D decimals) around the interval: inside ones must pass, outside ones must fail. */
function assertIntervalRule(tolerance: (r: number, d: number) => Tolerance, answerDecimals: (d: number, t: Tolerance) => number, withValue = true) {
  fc.assert(
    fc.property(reference, fc.integer({ min: -400, max: 400 }), ({ units, d }, step) => {
      const t = tolerance(units / 10 ** d, d);
      const item = staticItem({ ...(withValue ? { value: text(units, d) } : {}), tolerance: t });
      const interval = acceptedInterval(item, 0)!;
      const D = answerDecimals(d, t);
      const width = Math.max(interval.max - interval.min, 10 ** -D);
      const answerUnits = Math.round(((interval.min + interval.max) / 2 + (step / 200) * width) * 10 ** D);
      const answer = (answerUnits / 10 ** D).toFixed(D);
      const a = Number(answer);
      const guard = 1e-9 * Math.max(1, Math.abs(a));
      if (a > interval.min + guard && a < interval.max - guard) assert.equal(checkAnswer(item, answer).pass, true, `${answer} in ${JSON.stringify(interval)}`);
      if (a < interval.min - guard || a > interval.max + guard) assert.equal(checkAnswer(item, answer).pass, false, `${answer} outside ${JSON.stringify(interval)}`);
    }),
  );
}

describe('property: inside the accepted interval passes, outside fails', () => {
  const quote = (d: number) => d;
  test('exact', () => assertIntervalRule(() => ({ kind: 'exact' }), quote));
  test('rounding (answers with minDecimals decimals)', () => assertIntervalRule(() => ({ kind: 'rounding' }), (d) => Math.min(d, 2)));
  test('rounding with minDecimals 0', () => assertIntervalRule(() => ({ kind: 'rounding', minDecimals: 0 }), () => 0));
  test('absolute', () => assertIntervalRule((_, d) => ({ kind: 'absolute', delta: 3 * 10 ** -d }), (d) => d + 1));
  test('relative', () => assertIntervalRule(() => ({ kind: 'relative', percent: 0.5 }), (d) => d + 2));
  test('range', () => assertIntervalRule((r, d) => ({ kind: 'range', min: r, max: r + 5 * 10 ** -d }), (d) => d + 1, false));
  test('high-low (answers at quote precision)', () => assertIntervalRule((r, d) => ({ kind: 'high-low', low: r, high: r + 7 * 10 ** -d }), (d) => d, false));
  test('high-low-expanded', () => assertIntervalRule((r, d) => ({ kind: 'high-low-expanded', low: r, high: r + 7 * 10 ** -d, delta: 2 * 10 ** -d }), (d) => d + 1, false));
});

describe('accepted intervals', () => {
  const interval = (t: Tolerance, value?: number | string) => acceptedInterval(staticItem({ ...(value === undefined ? {} : { value }), tolerance: t }), 0);
  test('exact', () => assert.deepEqual(interval({ kind: 'exact' }, 5), { min: 5, max: 5 }));
  test('rounding: ±half a unit of min(minDecimals, d(r))', () => {
    assert.deepEqual(interval({ kind: 'rounding' }, '12.256'), { min: 12.251, max: 12.261 });
    assert.deepEqual(interval({ kind: 'rounding', minDecimals: 3 }, '12.256'), { min: 12.2555, max: 12.2565 });
  });
  test('absolute, relative, range', () => {
    assert.deepEqual(interval({ kind: 'absolute', delta: 0.1 }, 12.68), { min: 12.58, max: 12.78 });
    assert.deepEqual(interval({ kind: 'relative', percent: 10 }, -200), { min: -220, max: -180 });
    assert.deepEqual(interval({ kind: 'range', min: 1, max: 2 }), { min: 1, max: 2 });
  });
  test('high-low and high-low-expanded', () => {
    assert.deepEqual(interval({ kind: 'high-low', high: 12.256, low: 12.152 }), { min: 12.1515, max: 12.2565 });
    assert.deepEqual(interval({ kind: 'high-low-expanded', high: 7.2, low: 7.1, delta: 0.01 }), { min: 7.09, max: 7.21 });
  });
  test('text parts have no interval', () => {
    const item = staticItem({ tolerance: { kind: 'exact' } });
    item.answer!.parts[0] = { label: 'Month', kind: 'text', value: 'April 2020', tolerance: { kind: 'exact' } };
    assert.equal(acceptedInterval(item, 0), null);
  });
});
