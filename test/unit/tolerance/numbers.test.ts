import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { parseDecimal } from '../../../src/core/tolerance/decimal';
import { toPlainText } from '../../../src/core/tolerance/exact';
import { findNumbers, type NumberToken } from '../../../src/core/tolerance/numbers';

/** Each token's value in plain units (percent as a fraction of one). */
const values = (text: string) => findNumbers(text).map((t) => valueOf(t));
const valueOf = (t: NumberToken) => Number(`${t.mantissa}e${t.power}`);

describe('findNumbers: writings of one number', () => {
  const cases: [string, number][] = [
    ['1,234', 1234],
    ['-1,234.5', -1234.5],
    ['−12.5', -12.5],
    ['+3.2', 3.2],
    ['12.45%', 0.1245],
    ['12.45 percent', 0.1245],
    ['2.5个百分点', 0.025],
    ['25bp', 0.0025],
    ['120,400,000', 120400000],
    ['120.4 million', 120400000],
    ['120.4mn', 120400000],
    ['120.4m', 120400000],
    ['0.1204 billion', 120400000],
    ['0.1204bn', 120400000],
    ['$29.37B', 29370000000],
    ['120400k', 120400000],
    ['120,400 thousand', 120400000],
    ['1.204亿', 120400000],
    ['12040万', 120400000],
    ['120.4百万', 120400000],
    ['1.204万亿', 1204000000000],
    ['3千', 3000],
    ['2/5', 0.4],
    ["113'08'5", 113.265625],
    ["113'08", 113.25],
    ['US$179.35', 179.35],
    ['HK$407.5', 407.5],
    ['¥407.50', 407.5],
    ['€12', 12],
    ['407.50元', 407.5],
    ['1505.6亿元', 150560000000],
    ['179.35 USD', 179.35],
    ['USD 179.35', 179.35],
    ['-$1.2', -1.2],
    ['１２．５％', 0.125],
  ];
  for (const [text, expected] of cases) {
    test(text, () => assert.deepEqual(values(text), [expected]));
  }
});

describe('findNumbers: what is not one number', () => {
  test('"August 13, 2025" is a date, not 132025 nor two numbers', () => assert.deepEqual(values('On August 13, 2025 it closed'), []));
  test('"13 August 2025" and "Aug. 13" are dates', () => assert.deepEqual(values('13 August 2025, Aug. 13'), []));
  test('"2025年8月14日" is a date', () => assert.deepEqual(values('2025年8月14日最低价407.5元'), [407.5]));
  test('ISO and slashed dates, times', () => assert.deepEqual(values('2025-08-14 15:00:03 and 2025/8/14 and 8/14/2025'), []));
  test('"April 2020" and "2020-04" are months', () => assert.deepEqual(values('April 2020 (2020-04), up 12.68%'), [0.1268]));
  test('"1,234" is one number but "13, 2025" is two', () => {
    assert.deepEqual(values('1,234'), [1234]);
    assert.deepEqual(values('13, 2025'), [13, 2025]);
  });
  test('"1,23" is not a thousands grouping', () => assert.deepEqual(values('1,23'), [1, 23]));
  test('tickers, ordinals and identifiers glued to letters are not numbers', () => {
    assert.deepEqual(values('吉比特(603444.SH) FY2023 Q3 3rd 5G'), []);
  });
  test('a range "10-12" is two positive numbers', () => assert.deepEqual(values('10-12'), [10, 12]));
  test('every number in a sentence is found, with its span', () => {
    const text = 'Low $179.35, high 181.02 on August 13, 2025';
    const tokens = findNumbers(text);
    assert.deepEqual(tokens.map((t) => [t.text, text.slice(t.span.offset, t.span.offset + t.span.length)]), [
      ['$179.35', '$179.35'],
      ['181.02', '181.02'],
    ]);
  });
});

describe('findNumbers: how a number was written', () => {
  const [token] = findNumbers('407.50元');
  test('decimals as written are kept in the mantissa', () => assert.equal(token.mantissa, '407.50'));
  test('a named currency is recorded, a bare "$" is not', () => {
    assert.equal(findNumbers('179.35 USD')[0].currency, 'USD');
    assert.equal(findNumbers('人民币7.1元')[0].currency, undefined);
    assert.equal(findNumbers('7.1人民币')[0].currency, 'CNY');
    assert.equal(findNumbers('$179')[0].currency, undefined);
  });
  test('a fall word before an unsigned number is recorded; 涨跌幅 is neutral', () => {
    assert.equal(findNumbers('下跌0.59%')[0].falling, true);
    assert.equal(findNumbers('down 1.2%')[0].falling, true);
    assert.equal(findNumbers('涨跌幅为1.08%')[0].falling, false);
    assert.equal(findNumbers('跌幅-1.08%')[0].falling, false);
  });
});

describe('parseDecimal', () => {
  const parsed = (input: string | number) => {
    const d = parseDecimal(input);
    return d && { value: d.value, decimals: d.decimals, exact: toPlainText(d.exact) };
  };
  test('float noise is rounded off', () => {
    assert.deepEqual(parsed('154.95000000000002'), { value: 154.95, decimals: 2, exact: '154.95000000000000' });
    assert.deepEqual(parsed('24238.100000000002'), { value: 24238.1, decimals: 1, exact: '24238.100000000000' });
    assert.deepEqual(parsed('-0.012400000000000001'), { value: -0.0124, decimals: 4, exact: '-0.012400000000000000' });
    assert.deepEqual(parsed('2.9999999999999996'), { value: 3, decimals: 0, exact: '3.0000000000000000' });
  });
  test('long values without noise stay exactly as written', () => {
    assert.deepEqual(parsed('123456789012345.67'), { value: 123456789012345.67, decimals: 2, exact: '123456789012345.67' });
    assert.deepEqual(parsed('1000000000000000000000'), { value: 1e21, decimals: 0, exact: '1000000000000000000000' });
  });
  test('written trailing zeros count', () => assert.deepEqual(parsed('222.00'), { value: 222, decimals: 2, exact: '222.00' }));
  test('numbers and exponents', () => {
    assert.deepEqual(parsed(29374.5), { value: 29374.5, decimals: 1, exact: '29374.5' });
    assert.deepEqual(parsed('1.5e-3'), { value: 0.0015, decimals: 4, exact: '0.0015' });
  });
  test('non-numbers, and numbers a double cannot hold', () => {
    for (const input of ['abc', '.', '1e400', '-1e400', '9'.repeat(309), `0.${'0'.repeat(400)}1`, Infinity, NaN]) assert.equal(parseDecimal(input), undefined, String(input).slice(0, 20));
  });
});

/** The ways an amount can be written: separators, scale words (en/zh), currencies. */
const WRITINGS: { name: string; write: (cents: bigint) => string }[] = [
  { name: 'plain', write: (c) => decimal(c, 2) },
  { name: 'thousands separators', write: (c) => grouped(decimal(c, 2)) },
  { name: 'dollar sign', write: (c) => withSign(c, (d) => `$${grouped(d)}`) },
  { name: 'USD code after', write: (c) => `${grouped(decimal(c, 2))} USD` },
  { name: 'yuan', write: (c) => `${decimal(c, 2)}元` },
  { name: 'million', write: (c) => `${decimal(c, 8)} million` },
  { name: 'bn', write: (c) => `${decimal(c, 11)}bn` },
  { name: 'k', write: (c) => `${decimal(c, 5)}k` },
  { name: '万', write: (c) => `${decimal(c, 6)}万` },
  { name: '亿', write: (c) => `${decimal(c, 10)}亿` },
  { name: '百万', write: (c) => `${decimal(c, 8)}百万` },
];

/** cents / 10^(decimals) as decimal text, e.g. decimal(12345n, 2) = "123.45". */
function decimal(cents: bigint, decimals: number): string {
  const sign = cents < 0n ? '-' : '';
  const digits = (cents < 0n ? -cents : cents).toString().padStart(decimals + 1, '0');
  return `${sign}${digits.slice(0, digits.length - decimals)}.${digits.slice(digits.length - decimals)}`;
}
function grouped(text: string): string {
  return text.replace(/^(-?)(\d+)/, (_, s: string, int: string) => s + int.replace(/\B(?=(\d{3})+$)/g, ','));
}
function withSign(cents: bigint, write: (positive: string) => string): string {
  return (cents < 0n ? '-' : '') + write(decimal(cents < 0n ? -cents : cents, 2));
}

describe('property: parse(format(x)) = x', () => {
  for (const { name, write } of WRITINGS) {
    test(name, () => {
      fc.assert(
        fc.property(fc.bigInt({ min: -(10n ** 13n), max: 10n ** 13n }), (cents) => {
          const found = values(`The answer is ${write(cents)}.`);
          assert.equal(found.length, 1);
          assert.equal(found[0], Number(cents) / 100);
        }),
      );
    });
  }
  test('percents: 12.45% = 0.1245 for any value', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100000, max: 100000 }), (bp) => {
        const text = `${decimal(BigInt(bp), 2)}%`;
        assert.equal(values(text)[0], Number(`${decimal(BigInt(bp), 2)}e-2`));
      }),
    );
  });
});
