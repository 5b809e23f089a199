import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item, Tolerance } from '../../../src/core/item/types';
import { acceptedInterval, checkAnswer, checkPart } from '../../../src/core/tolerance/check';
import { describeAccepted, describeTolerance } from '../../../src/core/tolerance/describe';
import { findNumbers, scanSteps } from '../../../src/core/tolerance/numbers';
import { liveItem, staticItem } from './helpers';

const HUGE = ['9'.repeat(309), `1${'0'.repeat(400)}`, `-${'9'.repeat(309)}`, `-1${'0'.repeat(400)}`, `${'9'.repeat(300)} billion`, `0.${'0'.repeat(400)}1`];

describe('numbers a double cannot hold never pass', () => {
  const kinds: Tolerance[] = [
    { kind: 'exact' }, { kind: 'rounding' }, { kind: 'absolute', delta: 1 }, { kind: 'relative', percent: 5 },
    { kind: 'range', min: -1, max: 1 }, { kind: 'high-low', high: 200, low: 100 }, { kind: 'high-low-expanded', high: 200, low: 100, delta: 1 },
  ];
  for (const tolerance of kinds) {
    test(tolerance.kind, () => {
      const item = staticItem({ value: 179.35, tolerance });
      for (const answer of HUGE) {
        const result = checkAnswer(item, answer);
        assert.equal(result.pass, false, answer.slice(0, 12));
        assert.deepEqual(result.parts[0].candidates.map((c) => [c.value, c.pass]), [[null, false]]);
        assert.deepEqual(result.warnings.map((w) => w.code), ['unrepresentable']);
      }
    });
  }
  test('beside the right number the right number still decides, with a warning', () => {
    const item = staticItem({ value: 179.35, tolerance: { kind: 'rounding' } });
    const result = checkAnswer(item, `The low was 179.35 (one feed shows ${'9'.repeat(309)}).`);
    assert.equal(result.pass, true);
    assert.equal(result.warnings[0].code, 'unrepresentable');
    assert.match(result.warnings[0].message, /309 characters/);
    assert.equal(checkAnswer(item, `${'9'.repeat(309)} or 180`).pass, false);
  });
  test('a reference, snapshot value or parameter a double cannot hold gives no interval and no pass', () => {
    const reference = staticItem({ value: '1e400', tolerance: { kind: 'exact' } });
    assert.equal(acceptedInterval(reference, 0), null);
    assert.equal(checkAnswer(reference, '1e400 or 1').pass, false);
    const snapshot = liveItem({ RT_LOW: '1e400' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } });
    assert.equal(checkAnswer(snapshot, '179.35').pass, null);
    const delta = staticItem({ value: 1, tolerance: { kind: 'absolute', delta: Infinity } });
    assert.equal(acceptedInterval(delta, 0), null);
    assert.equal(checkAnswer(delta, '5').pass, false);
    const nan = staticItem({ tolerance: { kind: 'range', min: NaN, max: 3 } });
    assert.equal(checkAnswer(nan, '2').pass, false);
  });
  test('large finite numbers compare exactly (no relative float guard)', () => {
    const item = staticItem({ value: '1000000000000000000000', tolerance: { kind: 'exact' } });
    assert.equal(checkAnswer(item, '1,000,000,000,000,000,000,000').pass, true);
    assert.equal(checkAnswer(item, '1,000,000,000,000,000,000,001').pass, false);
    assert.equal(checkAnswer(staticItem({ value: 29374.5, tolerance: { kind: 'exact' } }), '29374.50001').pass, false);
    const big = staticItem({ value: '123456789012345.67', tolerance: { kind: 'rounding' } });
    assert.equal(checkAnswer(big, '123,456,789,012,345.67').pass, true);
    assert.equal(checkAnswer(big, '123,456,789,012,345.68').pass, false);
  });
  test('decimal bounds are exact: 0.1 + 0.2 style edges', () => {
    const item = staticItem({ value: 0.3, tolerance: { kind: 'absolute', delta: 0.1 } });
    assert.equal(checkAnswer(item, '0.4').pass, true);
    assert.equal(checkAnswer(item, '0.2').pass, true);
    assert.equal(checkAnswer(item, '0.4000000001').pass, false);
    const relative = staticItem({ value: 3, tolerance: { kind: 'relative', percent: 10 } });
    assert.equal(checkAnswer(relative, '3.3').pass, true);
    assert.equal(checkAnswer(relative, '3.3000001').pass, false);
  });
});

describe('decimals across scales are counted in the part\'s own scale', () => {
  const sbux = (minDecimals: number) => staticItem({ value: 29374.5, currency: 'USD', scale: 'million', tolerance: { kind: 'rounding', minDecimals } });
  test('"$29.4 billion" and "$29.37 billion" fail a USD-millions part (minDecimals 0 and 1), as the interval says', () => {
    for (const m of [0, 1]) {
      for (const answer of ['$29.4 billion', '$29.37 billion', '293.7亿美元']) assert.equal(checkAnswer(sbux(m), answer).pass, false, `${answer} (minDecimals ${m})`);
      assert.equal(checkAnswer(sbux(m), '$29.3745 billion').pass, true);
    }
    assert.deepEqual(acceptedInterval(sbux(0), 0), { min: 29374, max: 29375 });
  });
  test('亿 against 万 and a fraction against a percent', () => {
    const wan = staticItem({ value: 15056123, currency: 'CNY', scale: 'ten-thousand', tolerance: { kind: 'rounding', minDecimals: 0 } });
    assert.equal(checkAnswer(wan, '1505.6亿元').pass, false);
    assert.equal(checkAnswer(wan, '1505.6123亿元').pass, true);
    // Dropped zeros are not rounding: 1505.6亿 is exactly 15056000万.
    assert.equal(checkAnswer(staticItem({ value: 15056000, scale: 'ten-thousand', tolerance: { kind: 'rounding', minDecimals: 0 } }), '1505.6亿元').pass, true);
    const percent = staticItem({ value: '12.68', unit: 'percent', tolerance: { kind: 'rounding' } });
    assert.equal(checkAnswer(percent, '0.127').pass, false);
    assert.equal(checkAnswer(percent, '0.1268').pass, true);
  });
});

describe('a tolerance whose value is not set yet', () => {
  const cases: [Tolerance, RegExp, RegExp][] = [
    [{ kind: 'absolute' }, /delta \(±\) is not set yet/, /尚未填写允许误差\(±\)/],
    [{ kind: 'relative' }, /percent \(±%\) is not set yet/, /尚未填写相对误差百分比/],
    [{ kind: 'range' }, /lowest accepted value and highest accepted value are not set yet/, /最小可接受值和最大可接受值/],
    [{ kind: 'high-low-expanded', high: 7.2, low: 7.1 }, /delta \(±\) is not set yet/, /允许误差/],
    [{ kind: 'high-low' }, /high and low are not set yet|low and high are not set yet/, /最低价和最高价/],
  ];
  for (const [tolerance, en, zh] of cases) {
    test(`${tolerance.kind}: the sentence names the value, no interval, nothing passes`, () => {
      const item = staticItem({ value: 7771.02, currency: 'CNY', tolerance });
      const part = item.answer!.parts[0];
      for (const lang of ['en', 'zh'] as const) {
        const sentence = describeTolerance(part, lang);
        assert.match(sentence, lang === 'en' ? en : zh);
        assert.doesNotMatch(sentence, /undefined|NaN/);
      }
      assert.equal(acceptedInterval(item, 0), null);
      assert.equal(describeAccepted(item, 0, 'en'), undefined);
      const verdict = checkPart(item, 0, '7771.02');
      assert.equal(verdict.pass, false);
      assert.equal(verdict.warnings[0].code, 'incomplete');
    });
  }
});

test('a live high-low without its snapshot fields names them', () => {
  const item = liveItem({ RT_HIGH: '4282.8', RT_LOW: '4247.32' }, { tolerance: { kind: 'high-low', highField: 'RT_HIGH' } });
  assert.equal(describeTolerance(item.answer!.parts[0], 'en', item.live), 'The snapshot field of the low is not set yet: no answer passes until it is.');
  delete item.answer!.parts[0].tolerance.highField;
  assert.match(describeTolerance(item.answer!.parts[0], 'zh', item.live), /^尚未填写最低价的快照字段和最高价的快照字段/);
  assert.equal(acceptedInterval(item, 0), null);
});

test('checkPart: one part\'s verdict as checkAnswer gives it; an empty answer fails even without data', () => {
  const item = liveItem({ RT_LOW: '0' }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } });
  assert.equal(checkPart(item, 0, '179.35').pass, null);
  assert.equal(checkPart(item, 0, '  ').pass, false);
  assert.throws(() => checkPart(item, 3, '1'), RangeError);
});

test('decimals settings that are not small whole numbers leave the part without an interval (and never blow up)', () => {
  for (const bad of [1e9, -1, 2.5, Infinity, NaN]) {
    const item = staticItem({ value: 12.5, tolerance: { kind: 'high-low', high: 13, low: 12, minDecimals: bad } });
    assert.equal(acceptedInterval(item, 0), null, String(bad));
    assert.equal(checkAnswer(item, '12.5').pass, false);
    assert.match(describeTolerance(item.answer!.parts[0], 'en'), /minimum decimals/);
    const quoted = staticItem({ value: 12.5, quotePrecision: bad, tolerance: { kind: 'rounding' } });
    assert.equal(acceptedInterval(quoted, 0), null, String(bad));
    assert.match(describeTolerance(quoted.answer!.parts[0], 'zh'), /报价精度/);
  }
});

describe('Chinese wording of tolerances and intervals', () => {
  test('index points are 点, not English words', () => {
    const item = liveItem({ RT_HIGH: '4282.8', RT_LOW: '4247.32' }, { unit: 'index points', tolerance: { kind: 'high-low', highField: 'RT_HIGH', lowField: 'RT_LOW' } });
    const zh = describeTolerance(item.answer!.parts[0], 'zh', item.live);
    assert.match(zh, /4247\.32点/);
    assert.doesNotMatch(zh, /index|points/);
  });
  test('the accepted interval keeps 亿 and 万 in Chinese, and the scale in English', () => {
    const yi = staticItem({ value: 1505.6, currency: 'CNY', scale: 'hundred-million', quotePrecision: 2, tolerance: { kind: 'relative', percent: 0.1 } }, 'zh');
    assert.equal(describeAccepted(yi, 0, 'zh'), '可接受:1504.0944亿元至1507.1056亿元');
    assert.equal(describeAccepted(yi, 0, 'en'), 'Accepted: 1504.0944 hundred-million CNY to 1507.1056 hundred-million CNY');
    const wan = staticItem({ value: 3200, currency: 'CNY', scale: 'ten-thousand', tolerance: { kind: 'absolute', delta: 1 } }, 'zh');
    assert.equal(describeAccepted(wan, 0, 'zh'), '可接受:3199万元至3201万元');
    assert.match(describeTolerance(wan.answer!.parts[0], 'zh'), /即3199万元至3201万元/);
  });
});

describe('number forms experts write', () => {
  const value = (text: string) => findNumbers(text).map((t) => Number(`${t.mantissa}e${t.power}`));
  test('accounting negatives answer a negative reference', () => {
    assert.equal(checkAnswer(staticItem({ value: -1.2, tolerance: { kind: 'exact' } }), 'Net loss: (1.2)').pass, true);
    assert.equal(checkAnswer(staticItem({ value: -1234.5, tolerance: { kind: 'exact' } }), '净利润为（1,234.5）').pass, true);
    assert.equal(checkAnswer(staticItem({ value: -1234.5, tolerance: { kind: 'exact' } }), 'Net income (1,234.5)').pass, true);
    assert.equal(checkAnswer(staticItem({ value: -1234.5, currency: 'USD', tolerance: { kind: 'exact' } }), 'Net income ($1,234.5)').pass, true);
    assert.equal(checkAnswer(staticItem({ value: 179.35, tolerance: { kind: 'exact' } }), 'the low (179.35)').pass, true);
    assert.deepEqual(findNumbers('(1,234.5)').map((t) => t.parenthesized), [true]);
  });
  test('full-width digits and signs', () => {
    assert.deepEqual(value('１２３.４５'), [123.45]);
    assert.deepEqual(value('－１２３．４５'), [-123.45]);
    assert.deepEqual(value('＋１，２３４'), [1, 234]);
  });
  test('Chinese number words', () => {
    const cases: [string, number][] = [
      ['十二点五', 12.5], ['三千二百万', 32000000], ['3千2百万', 32000000], ['两千', 2000], ['两百五十', 250],
      ['一亿二千万', 120000000], ['负三点五', -3.5], ['一千零五', 1005], ['二十万零三', 200003], ['十二点五亿元', 1250000000],
      ['百分之十二点五', 0.125], ['一万亿', 1e12], ['壹佰贰拾叁', 123], ['一点零五个百分点', 0.0105], ['零点五', 0.5],
    ];
    for (const [text, expected] of cases) assert.deepEqual(value(text), [expected], text);
  });
  test('words with numeral characters are not numbers', () => {
    for (const text of ['一些', '十分接近', '两者一致', '第一季度', '三季度', '万一', '申万一级', '十二月', '星期三', '下午三点', '三一重工', '三六零', '数十亿美元', '二〇二五年']) {
      assert.deepEqual(value(text), [], text);
    }
  });
  test('Chinese number words answer parts: 三千二百万 is 3200万 exactly', () => {
    const item = staticItem({ value: 3200, currency: 'CNY', scale: 'ten-thousand', tolerance: { kind: 'rounding', minDecimals: 0 } });
    assert.equal(checkAnswer(item, '约三千二百万元').pass, true);
    assert.equal(checkAnswer(staticItem({ value: '12.5', unit: 'percent', tolerance: { kind: 'exact' } }), '增长了百分之十二点五').pass, true);
  });
  test('a zero-width space or direction mark inside a number does not split it', () => {
    for (const mark of ['\u200B', '\u200E', '\u200F', '\u2060', '\uFEFF', '\u202A']) {
      const text = `closed at 1${mark}234.5${mark}6 USD`;
      const tokens = findNumbers(text);
      assert.deepEqual(tokens.map((t) => Number(t.mantissa)), [1234.56], JSON.stringify(mark));
      assert.equal(tokens[0].text, `1${mark}234.5${mark}6 USD`);
      assert.equal(text.slice(tokens[0].span.offset, tokens[0].span.offset + tokens[0].span.length), tokens[0].text);
    }
  });
});

describe('answers with many dates are scanned in linear work', () => {
  const steps = (text: string) => (findNumbers(text), scanSteps.last);
  for (const date of ['2025-08-14 ', '2025年8月14日 ', 'August 13, 2025 ']) {
    test(JSON.stringify(date), () => {
      const small = steps(date.repeat(2000));
      const large = steps(date.repeat(8000));
      // Four times the text, at most four times the work (plus a constant): a quadratic scan would do sixteen.
      assert.ok(large <= 4 * small + 8, `${small} steps, then ${large}`);
      assert.ok(large <= 5 * 8000, `${large} steps for 8000 dates`);
    });
  }
  test('the whole check stays linear too: no candidates from dates', () => {
    const item: Item = staticItem({ value: 179.35, tolerance: { kind: 'rounding' } });
    assert.deepEqual(checkAnswer(item, '2025年8月14日 '.repeat(5000) + '179.35').parts[0].candidates.length, 1);
  });
});

describe('numerals longer than any quantity stay cheap and never pass', () => {
  test('a megabyte of digits, of a fraction, of 32nds or of Chinese numerals', () => {
    const item = staticItem({ value: 179.35, tolerance: { kind: 'rounding' } });
    for (const answer of ['1'.repeat(1_000_000), `0.${'1'.repeat(1_000_000)}`, `${'1'.repeat(500_000)}/3`, `${'1'.repeat(500_000)}'08'5`, '一'.repeat(500_000)]) {
      const result = checkAnswer(item, answer);
      assert.equal(result.pass, false, answer.slice(0, 10));
      assert.ok(result.parts[0].candidates.every((c) => c.value === null && !c.pass));
    }
  });
});
