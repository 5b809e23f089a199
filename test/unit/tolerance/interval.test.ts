import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import type { Tolerance } from '../../../src/core/item/types';
import { acceptedInterval, checkAnswer, checkPart } from '../../../src/core/tolerance/check';
import { staticItem } from './helpers';

/**
 * The verdict of docs/tolerance.md computed independently, on integers: every number is a count of 10^−SCALE, and an answer
 * is (count, decimals it shows in the part's unit).
 */
const SCALE = 12;
const units = (text: string) => BigInt(Math.round(Number(text) * 10 ** 6)) * 10n ** BigInt(SCALE - 6);
const half = (d: number) => (d + 1 > SCALE ? 0n : 5n * 10n ** BigInt(SCALE - d - 1));
const absBig = (x: bigint) => (x < 0n ? -x : x);

function oracle(t: Tolerance, r: { n: bigint; d: number } | undefined, a: { n: bigint; d: number }, minD: number): boolean {
  const between = (lo: bigint, hi: bigint) => lo <= a.n && a.n <= hi;
  switch (t.kind) {
    case 'exact':
      return a.n === r!.n;
    case 'rounding':
      return (absBig(a.n - r!.n) <= half(Math.min(a.d, r!.d)) && a.d >= minD) || a.n === r!.n;
    case 'absolute':
      return absBig(a.n - r!.n) <= units(String(t.delta));
    case 'relative':
      return absBig(a.n - r!.n) * 100n * 10n ** BigInt(SCALE) <= units(String(t.percent)) * absBig(r!.n);
    case 'range':
      return between(units(String(t.min)), units(String(t.max)));
    case 'high-low':
      return (a.d >= minD && between(units(String(t.low)) - half(a.d), units(String(t.high)) + half(a.d))) || between(units(String(t.low)), units(String(t.high)));
    case 'high-low-expanded':
      return between(units(String(t.low)) - units(String(t.delta)), units(String(t.high)) + units(String(t.delta)));
  }
}

const decimal = (n: number, d: number) => (n / 10 ** d).toFixed(d);
const scenario = fc.record({
  kind: fc.constantFrom<Tolerance['kind']>('exact', 'rounding', 'absolute', 'relative', 'range', 'high-low', 'high-low-expanded'),
  ref: fc.integer({ min: -2_000_000, max: 2_000_000 }),
  refD: fc.integer({ min: 0, max: 4 }),
  spread: fc.integer({ min: 1, max: 900 }),
  minDecimals: fc.option(fc.integer({ min: 0, max: 4 }), { nil: undefined }),
  offset: fc.integer({ min: -1200, max: 1200 }),
  answerD: fc.integer({ min: 0, max: 5 }),
  scale: fc.constantFrom('', ' thousand', '万'),
});

describe('property: the verdict is "inside the accepted interval and the decimals rule"', () => {
  test('random references, tolerances and answers (also written in another scale)', () => {
    fc.assert(
      fc.property(scenario, (s) => {
        const r = decimal(s.ref, s.refD);
        const upper = Number(decimal(s.ref * 10 + s.spread, s.refD + 1));
        const bounded = s.kind === 'range' || s.kind.startsWith('high-low');
        const t: Tolerance = { kind: s.kind, ...(s.minDecimals === undefined ? {} : { minDecimals: s.minDecimals }) };
        if (s.kind === 'absolute' || s.kind === 'high-low-expanded') t.delta = Number(decimal(s.spread, s.refD + 1));
        if (s.kind === 'relative') t.percent = s.spread / 100;
        if (s.kind === 'range') Object.assign(t, { min: Number(r), max: upper });
        if (s.kind.startsWith('high-low')) Object.assign(t, { low: Number(r), high: upper });
        const item = staticItem({ ...(bounded ? {} : { value: r }), tolerance: t });
        const interval = acceptedInterval(item, 0)!;
        // An answer near the interval, written with answerD decimals, possibly in thousands or 万.
        const power = s.scale === ' thousand' ? 3 : s.scale === '万' ? 4 : 0;
        const aValue = (interval.min + interval.max) / 2 + (s.offset / 1000) * Math.max(interval.max - interval.min, 10 ** -s.refD);
        const written = (aValue / 10 ** power).toFixed(s.answerD);
        const a = { n: units(written) * 10n ** BigInt(power), d: s.answerD - power };
        const shown = (x: number) => (String(x).split('.')[1] ?? '').length;
        const minD = s.minDecimals ?? Math.min(bounded ? Math.max(shown(Number(r)), shown(upper)) : s.refD, 2);
        const expected = oracle(t, { n: units(r), d: s.refD }, a, minD);
        const result = checkAnswer(item, `${written}${s.scale}`);
        const verdict = result.parts[0].pass;
        assert.equal(verdict, expected, `${written}${s.scale} against ${JSON.stringify(t)}, r=${r}`);
        assert.deepEqual(result.parts[0].accepted, interval);
        const value = Number(written) * 10 ** power;
        if (verdict) assert.ok(value >= interval.min - 1e-9 * Math.abs(value) && value <= interval.max + 1e-9 * Math.abs(value), `${value} passes outside ${JSON.stringify(interval)}`);
        assert.equal(checkPart(item, 0, `${written}${s.scale}`).pass, verdict);
      }),
      { numRuns: 3000 },
    );
  });
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
    // Answers earn half a unit of their last decimal from 2 decimals on (min(d(high, low), 2)): 12.26 passes.
    assert.deepEqual(interval({ kind: 'high-low', high: 12.256, low: 12.152 }), { min: 12.147, max: 12.261 });
    assert.deepEqual(interval({ kind: 'high-low', high: 12.256, low: 12.152, minDecimals: 3 }), { min: 12.1515, max: 12.2565 });
    assert.deepEqual(interval({ kind: 'high-low-expanded', high: 7.2, low: 7.1, delta: 0.01 }), { min: 7.09, max: 7.21 });
  });
  test('text parts have no interval', () => {
    const item = staticItem({ tolerance: { kind: 'exact' } });
    item.answer!.parts[0] = { label: 'Month', kind: 'text', value: 'April 2020', tolerance: { kind: 'exact' } };
    assert.equal(acceptedInterval(item, 0), null);
  });
});
