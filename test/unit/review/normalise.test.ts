import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { comparePart, deviationOf } from '../../../src/core/review/compare';
import { answerText, shiftDecimal } from '../../../src/core/review/normalise';
import { sample } from './helpers';

describe('reviewer answers: unit and scale normalisation', () => {
  const millions = { label: 'Assets', kind: 'numeric' as const, unit: 'USD', scale: 'million' as const };
  const percent = { label: 'Gain', kind: 'numeric' as const, unit: 'percent' };
  test('the picked scale, percent and fraction are written for the engine', () => {
    assert.equal(answerText(millions, { value: '29374.5' }), '29374.5 million');
    assert.equal(answerText(millions, { value: '29.3745', scale: 'billion' }), '29.3745 billion');
    assert.equal(answerText(millions, { value: '2.937', scale: 'ten-thousand' }), '2.937万');
    assert.equal(answerText(millions, { value: '1.5', scale: 'hundred-million' }), '1.5亿');
    assert.equal(answerText(millions, { value: '29.4 bn' }), '29.4 bn');
    assert.equal(answerText(percent, { value: '12.68', unit: 'percent' }), '12.68%');
    assert.equal(answerText(percent, { value: '0.1268', unit: 'fraction' }), '12.68%');
    assert.equal(answerText({ label: 'Month', kind: 'text' }, { value: ' April 2020 ' }), 'April 2020');
  });
  test('a ratio given as a fraction of one for a percent part is computed, not read as a percent of itself', () => {
    assert.equal(answerText(percent, { value: '1/8', unit: 'fraction' }), '12.5%');
    assert.equal(answerText(percent, { value: '-1/3', unit: 'fraction' }), '-33.3333333333%');
    assert.equal(answerText(percent, { value: '1/0', unit: 'fraction' }), '1/0%');
    const half = { ...sample('t3-global-sp500-best-month') };
    half.answer = { parts: [{ ...half.answer!.parts[1], value: 50 }] };
    assert.equal(comparePart(half, 0, { value: '1/2', unit: 'fraction' }).pass, true);
    half.answer.parts[0].value = 0.5;
    assert.equal(comparePart(half, 0, { value: '1/2', unit: 'fraction' }).pass, false);
  });
  test('decimal shifts keep the written decimals', () => {
    assert.equal(shiftDecimal('0.1268', 2), '12.68');
    assert.equal(shiftDecimal('0.5', 2), '50');
    assert.equal(shiftDecimal('-0.0011', 2), '-0.11');
    assert.equal(shiftDecimal('1,234.5', 2), '123450');
    assert.equal(shiftDecimal('abc', 2), 'abc');
  });
});

describe('reviewer answers: comparison with the key', () => {
  const sbux = sample('t2-global-sbux-assets'); // 29374.5 USD millions, rounding with minDecimals 0
  test('the same number in another scale passes; another number fails with its interval', () => {
    const same = comparePart(sbux, 0, { value: '29,374.5' });
    assert.equal(same.pass, true);
    assert.equal(same.normalised, 29374.5);
    const billions = comparePart(sbux, 0, { value: '29.3745', scale: 'billion' });
    assert.equal(billions.pass, true);
    assert.equal(billions.normalised, 29374.5);
    const wrong = comparePart(sbux, 0, { value: '29400' });
    assert.equal(wrong.pass, false);
    assert.equal(wrong.normalised, 29400);
    assert.deepEqual(wrong.accepted, { min: 29374, max: 29375 });
  });
  const sp = sample('t3-global-sp500-best-month'); // April 2020 (text), 12.68% ± 0.1 pp
  test('percent and fraction of a percent part; text by accepted spellings', () => {
    assert.equal(comparePart(sp, 1, { value: '12.7', unit: 'percent' }).pass, true);
    assert.equal(comparePart(sp, 1, { value: '0.1270', unit: 'fraction' }).pass, true);
    assert.equal(comparePart(sp, 1, { value: '12.9', unit: 'percent' }).pass, false);
    assert.equal(comparePart(sp, 0, { value: '2020年4月' }).pass, true);
    assert.equal(comparePart(sp, 0, { value: 'apr 2020' }).pass, true);
    assert.equal(comparePart(sp, 0, { value: 'November 2020' }).pass, false);
  });
  test('deviation in half-widths of the accepted interval', () => {
    const d = comparePart(sp, 1, { value: '12.88' }).deviation!;
    assert.ok(Math.abs(d - 2) < 1e-9, String(d));
    assert.equal(deviationOf(5, { min: 5, max: 5 }), 0);
    assert.equal(deviationOf(6, { min: 5, max: 5 }), null);
    assert.equal(deviationOf(null, { min: 1, max: 2 }), null);
  });
  test('a live part with no data in the snapshot is neither pass nor fail', () => {
    const nvda = sample('t1-global-nvda-low');
    const instrument = Object.keys(nvda.live!.snapshot)[0];
    nvda.live!.snapshot[instrument].RT_LOW = '0';
    assert.equal(comparePart(nvda, 0, { value: '179.35' }).pass, null);
  });
});
