import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AnswerPart, Item } from '../../../src/core/item/types';
import { acceptedInterval, checkAnswer } from '../../../src/core/tolerance/check';
import { clone, readJson, sampleItems } from '../helpers';
import { liveItem, staticItem } from './helpers';

const passes = (item: Item, answer: string) => checkAnswer(item, answer).pass;

/** [reference item, answer, expected pass] tables. */
function table(name: string, item: Item, rows: [string, boolean | null][]) {
  describe(name, () => {
    for (const [answer, expected] of rows) test(`${JSON.stringify(answer)} → ${expected}`, () => assert.equal(passes(item, answer), expected));
  });
}

table('docs/tolerance.md, rounding: 12.26 vs 12.256', staticItem({ value: '12.256', tolerance: { kind: 'rounding' } }), [
  ['12.26', true],
  ['12.256', true],
  ['12.2560', true],
  ['12.25', false],
  ['12', false],
  ['12.3', false],
]);

table('docs/tolerance.md, rounding: 222 vs 222.00 (dropped zeros are not rounding)', staticItem({ value: '222.00', tolerance: { kind: 'rounding' } }), [
  ['222', true],
  ['222.0', true],
  ['222.00', true],
  ['221.6', false],
  ['222.01', false],
]);

table('docs/tolerance.md: snapshot "222" means 222.00 (live quote precision 2)', liveItem({ RT_LOW: '222' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } }), [
  ['The low was $222.', true],
  ['222.00', true],
  ['221.6', false],
  ['222.004', true],
  ['222.01', false],
]);

table('docs/tolerance.md: float noise "154.95000000000002" is 154.95', liveItem({ RT_LOW: '154.95000000000002' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } }), [
  ['154.95', true],
  ['154.950', true],
  ['154.96', false],
]);

table('docs/tolerance.md: ground truth "0" means no data (score null)', liveItem({ RT_LOW: '0' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } }), [
  ['The low was 4.83', null],
  ['0', null],
  ['', false],
]);

table('empty snapshot value is no data too', liveItem({ RT_LOW: '' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } }), [['4.83', null]]);

table('docs/tolerance.md, high-low: high 12.256, low 12.152', staticItem({ tolerance: { kind: 'high-low', high: 12.256, low: 12.152 } }), [
  ['12.26', true],
  ['12.27', false],
  ['12.2', true],
  ['12.15', true],
  ['12.14', false],
  ['12.1', false],
]);

table('high-low from snapshot fields', liveItem({ RT_HIGH: '4282.8', RT_LOW: '4247.32' }, { unit: 'index points', tolerance: { kind: 'high-low', highField: 'RT_HIGH', lowField: 'RT_LOW' } }), [
  ['The STI closed at 4,265.10.', true],
  ['STI: 4290', false],
  ['4,247.32', true],
  ['4247.31', false],
]);

table('high-low-expanded: low − x ≤ a ≤ high + x', staticItem({ tolerance: { kind: 'high-low-expanded', high: 7.18183, low: 7.1676, delta: 0.002 } }), [
  ['7.1656', true],
  ['7.1655', false],
  ['7.18383', true],
  ['7.1839', false],
]);

table('absolute ±0.1 percentage points against 12.68%', staticItem({ value: 12.68, unit: 'percent', tolerance: { kind: 'absolute', delta: 0.1 } }), [
  ['up 12.68%', true],
  ['12.58%', true],
  ['12.78%', true],
  ['12.79%', false],
  ['12.57 percent', false],
  ['a gain of 12.7', true],
  ['0.1268', true],
]);

table('relative ±1% of 200', staticItem({ value: 200, tolerance: { kind: 'relative', percent: 1 } }), [
  ['198', true],
  ['202', true],
  ['202.01', false],
  ['197.9', false],
]);

table('range [3.1, 3.5]', staticItem({ unit: 'percent', tolerance: { kind: 'range', min: 3.1, max: 3.5 } }), [
  ['GDP grew 3.1%', true],
  ['3.5%', true],
  ['3.51%', false],
  ['3.09%', false],
]);

table('exact 1505', staticItem({ value: 1505, tolerance: { kind: 'exact' } }), [
  ['1505', true],
  ['1,505.0', true],
  ['1505.1', false],
]);

describe('docs/tolerance.md, numbers in an answer, against a reference', () => {
  test('12.45% = 0.1245 where the part is a fraction of one', () => {
    assert.equal(passes(staticItem({ value: '0.1245', unit: 'fraction', tolerance: { kind: 'exact' } }), '12.45%'), true);
  });
  test('12.45% = 12.45 where the part is a percent; a bare 12.45 and 0.1245 too', () => {
    const item = staticItem({ value: 12.45, unit: 'percent', tolerance: { kind: 'exact' } });
    for (const answer of ['12.45%', '12.45', '0.1245']) assert.equal(passes(item, answer), true, answer);
    assert.equal(passes(item, '0.1245%'), false);
  });
  test('RT_PCT_CHG "0.0011" is a fraction: 0.11% passes', () => {
    const item = liveItem({ RT_PCT_CHG: '0.0011' }, { snapshotField: 'RT_PCT_CHG', unit: 'fraction', quotePrecision: 4, tolerance: { kind: 'rounding' } });
    assert.equal(passes(item, '长江电力上涨0.11%'), true);
    assert.equal(passes(item, '0.12%'), false);
    assert.equal(passes(item, '0.1%'), false);
  });
  test('a snapshot percent-change field without a unit is a fraction', () => {
    const item = liveItem({ RT_PCT_CHG: '-0.0108' }, { snapshotField: 'RT_PCT_CHG', unit: undefined, tolerance: { kind: 'rounding' } });
    assert.equal(passes(item, '-1.08%'), true);
  });
  test('"down 1.08%" answers a fall of −1.08%; "up 1.08%" does not', () => {
    const item = liveItem({ RT_PCT_CHG: '-0.0108' }, { snapshotField: 'RT_PCT_CHG', unit: 'fraction', tolerance: { kind: 'rounding' } });
    assert.equal(passes(item, '创业板指下跌1.08%'), true);
    assert.equal(passes(item, 'down 1.08%'), true);
    assert.equal(passes(item, 'up 1.08%'), false);
  });
  test('120,400,000 = 120.4 million = 1.204亿', () => {
    const item = staticItem({ value: 120400000, tolerance: { kind: 'exact' } });
    for (const answer of ['120,400,000', '120.4 million', '1.204亿', '12040万', '$120.4mn']) assert.equal(passes(item, answer), true, answer);
  });
  test('scale words convert to the part\'s scale (USD millions)', () => {
    const item = staticItem({ value: 29374.5, currency: 'USD', scale: 'million', tolerance: { kind: 'rounding', minDecimals: 0 } });
    for (const answer of ['$29,374.5 million', '29374.5', '$29,374,500,000', '29.3745 billion', '293.745亿美元']) assert.equal(passes(item, answer), true, answer);
    assert.equal(passes(item, '$24,156.4 million'), false);
  });
  test('2/5 = 0.4', () => assert.equal(passes(staticItem({ value: 0.4, tolerance: { kind: 'exact' } }), '2/5'), true));
  test("113'08'5 = 113.265625", () => assert.equal(passes(staticItem({ value: '113.265625', tolerance: { kind: 'exact' } }), "113'08'5"), true));
  test('"August 13, 2025" is not the number 132025', () => {
    const item = staticItem({ value: 132025, tolerance: { kind: 'exact' } });
    assert.equal(passes(item, 'On August 13, 2025'), false);
    assert.deepEqual(checkAnswer(item, 'On August 13, 2025').parts[0].candidates, []);
  });
  test('"1,234" is 1234, but "13, 2025" is not', () => {
    const item = staticItem({ value: 1234, tolerance: { kind: 'exact' } });
    assert.equal(passes(item, '1,234'), true);
    assert.equal(passes(staticItem({ value: 132025, tolerance: { kind: 'exact' } }), '13, 2025'), false);
  });
  test('a different named currency does not answer the part', () => {
    const item = staticItem({ value: 179.35, currency: 'USD', tolerance: { kind: 'exact' } });
    assert.equal(passes(item, '179.35 HKD'), false);
    assert.equal(passes(item, '179.35 USD'), true);
  });
  test('a percent never answers an amount', () => {
    assert.equal(passes(staticItem({ value: 12.5, tolerance: { kind: 'exact' } }), '12.5%'), false);
  });
});

describe('rounding edges', () => {
  test('the half-unit boundary passes, in exact arithmetic: 74.77 and 74.76 against 74.765', () => {
    const item = staticItem({ value: '74.765', tolerance: { kind: 'rounding' } });
    assert.equal(passes(item, '74.77'), true);
    assert.equal(passes(item, '74.76'), true);
    assert.equal(passes(item, '74.78'), false);
  });
  test('minDecimals 0 accepts a whole number that rounds to the reference', () => {
    assert.equal(passes(staticItem({ value: 29374.5, tolerance: { kind: 'rounding', minDecimals: 0 } }), '29,375'), true);
  });
  test('quotePrecision raises d(r): 2.5 quoted to 2 decimals needs 2.50 or exactly 2.5', () => {
    const item = staticItem({ value: '2.5', quotePrecision: 2, tolerance: { kind: 'rounding' } });
    assert.equal(passes(item, '2.5'), true);
    assert.equal(passes(item, '2.50'), true);
    assert.equal(passes(item, '2.504'), true);
    assert.equal(passes(item, '2.51'), false);
  });
  test('FX live quotes default to 4 decimals', () => {
    const item = liveItem({ RT_LAST: '4.6788' }, { snapshotField: 'RT_LAST', unit: 'CNY/AUD', tolerance: { kind: 'rounding' } }, 'AUDCNY.EX');
    assert.deepEqual(acceptedInterval(item, 0), { min: 4.6738, max: 4.6838 });
    assert.equal(passes(item, '4.68'), true);
    assert.equal(passes(item, '4.6788'), true);
    assert.equal(passes(item, '4.6790'), false);
  });
});

describe('result shape', () => {
  test('parts carry label, pass, accepted interval and candidates with spans', () => {
    const item = liveItem({ RT_LOW: '179.35' }, { label: 'Low price', snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } } as Partial<AnswerPart> & Pick<AnswerPart, 'tolerance'>);
    const result = checkAnswer(item, 'Low $179.35, volume 980');
    assert.deepEqual(result.parts, [{
      label: 'Low price',
      pass: true,
      accepted: { min: 179.345, max: 179.355 },
      candidates: [
        { text: '$179.35', value: 179.35, pass: true, span: { offset: 4, length: 7 } },
        { text: '980', value: 980, pass: false, span: { offset: 20, length: 3 }, other: true },
      ],
    }]);
    assert.deepEqual(result.warnings, []);
  });
  test('a failing rival next to a passing value makes the part contradictory: it fails, and the warning names both', () => {
    const item = liveItem({ RT_LOW: '179.35' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } });
    const result = checkAnswer(item, 'The low was 179.35, or 181.02 on another feed');
    assert.equal(result.pass, false);
    assert.equal(result.parts[0].verdict, 'contradictory');
    assert.deepEqual(result.parts[0].rivals!.map((r) => r.text), ['181.02']);
    assert.equal(result.warnings.length, 1);
    assert.equal(result.warnings[0].code, 'contradiction');
    assert.match(result.warnings[0].message, /179\.35.*181\.02/);
    assert.match(checkAnswer(item, '最低价179.35,另一来源181.02', { lang: 'zh' }).warnings[0].message, /自相矛盾/);
  });
  test('items with several parts pass only when every part passes', () => {
    const item = readJson<Item>('samples/dataset/t3-global-sp500-best-month.item.json');
    assert.equal(passes(item, 'April 2020, up 12.68%'), true);
    assert.equal(passes(item, 'April 2020, up 10%'), false);
    assert.equal(passes(item, 'May 2020, up 12.68%'), false);
  });
  test('text parts compare case- and space-insensitively with the accepted spellings', () => {
    const item = readJson<Item>('samples/dataset/t3-global-sp500-best-month.item.json');
    for (const answer of ['APRIL  2020: 12.68%', 'apr 2020, +12.7%', '2020年4月,涨12.68%']) assert.equal(passes(item, answer), true, answer);
    const text = checkAnswer(item, 'It was apr 2020.').parts[0];
    assert.deepEqual(text.candidates, [{ text: 'apr 2020', value: 'Apr 2020', pass: true, span: { offset: 7, length: 8 } }]);
    assert.equal(text.accepted, null);
  });
  test('an item without an answer key cannot be checked (pass null)', () => {
    assert.equal(checkAnswer(readJson<Item>('samples/dataset/oe-global-ai-valuation-risk.item.json'), 'anything').pass, null);
  });
});

describe('sample items: the deterministic check agrees with the expected verdicts', () => {
  for (const [name, item] of sampleItems()) {
    for (const sample of (item.samples as { answer: string; expected: string }[] | undefined) ?? []) {
      if (!(item as unknown as Item).answer) continue;
      test(`${name}: ${sample.answer}`, () => assert.equal(passes(clone(item) as unknown as Item, sample.answer), sample.expected === 'pass'));
    }
  }
});
