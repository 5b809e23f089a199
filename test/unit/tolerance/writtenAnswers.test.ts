/**
 * Answers as experts and LLMs write them, in English and Chinese, against docs/tolerance.md (numbers in an answer,
 * the tolerance kinds). Every row also checks that a passing candidate lies in the accepted interval the form shows.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AnswerPart, Item } from '../../../src/core/item/types';
import { acceptedInterval, checkAnswer } from '../../../src/core/tolerance/check';
import { liveItem, staticItem } from './helpers';

/** [answer, expected verdict, the value the passing (or first) candidate reads as in the part's unit]. */
type Row = [string, boolean, number?];

function table(name: string, part: Partial<AnswerPart> & Pick<AnswerPart, 'tolerance'>, rows: Row[], language: 'en' | 'zh' = 'en') {
  const item: Item = staticItem(part, language);
  describe(name, () => {
    for (const [answer, expected, value] of rows) {
      test(`${JSON.stringify(answer)} → ${expected}`, () => {
        const result = checkAnswer(item, answer);
        assert.equal(result.pass, expected);
        const [only] = result.parts;
        const shown = only.candidates.find((c) => c.pass) ?? only.candidates[0];
        if (value !== undefined) assert.equal(shown?.value, value);
        const interval = acceptedInterval(item, 0)!;
        for (const c of only.candidates.filter((c) => c.pass)) {
          assert.ok(typeof c.value === 'number' && c.value >= interval.min && c.value <= interval.max, `${c.text} passes outside ${JSON.stringify(interval)}`);
        }
      });
    }
  });
}

table('USD millions, rounding to 1 decimal: 29,374.5', { value: 29374.5, unit: 'USD', currency: 'USD', scale: 'million', tolerance: { kind: 'rounding', minDecimals: 1 } }, [
  ['29,374.5', true, 29374.5],
  ['$29,374.5 million', true, 29374.5],
  ['Total assets were US$29,374.5m as of September 27, 2020.', true, 29374.5],
  ['$29.3745bn', true, 29374.5],
  ['$29.3745 billion', true, 29374.5],
  ['29374.5百万美元', true, 29374.5],
  ['约293.745亿美元', true, 29374.5],
  ['29,374,500,000', true, 29374.5],
  ['29374.50 million', true, 29374.5],
  ['USD 29,374.5m', true, 29374.5],
  ['$29.37bn', false, 29370],
  ['29.4 billion dollars', false, 29400],
  ['29,374.5 thousand', false, 29.3745],
  ['2.93745万亿', false, 2937450],
  ['€29,374.5 million', false],
  ['29,374.5 %', false],
]);

table('LaTeX writings of 29,374.5 (USD millions)', { value: 29374.5, unit: 'USD', currency: 'USD', scale: 'million', tolerance: { kind: 'rounding', minDecimals: 1 } }, [
  ['$29{,}374.5$ million', true, 29374.5],
  ['\\(29{,}374.5\\)', true, 29374.5],
  ['\\boxed{29{,}374.5}', true, 29374.5],
  ['$29\\,374.5$', true, 29374.5],
  ['$$\\text{Total assets} = 29{,}374.5 \\text{ million USD}$$', true, 29374.5],
  ['29{,}375.5', false, 29375.5],
]);

table('USD 亿, rounding to 2 decimals: 29.37亿', { value: 29.37, unit: 'USD', currency: 'USD', scale: 'hundred-million', tolerance: { kind: 'rounding' } }, [
  ['29.37亿美元', true, 29.37],
  ['约29.37亿', true, 29.37],
  ['二十九点三七亿美元', true, 29.37],
  ['293700万美元', true, 29.37],
  ['$2.937bn', true, 29.37],
  ['USD2.937bn', true, 29.37],
  ['2,937,000,000美元', true, 29.37],
  ['约29.4亿美元', false, 29.4],
  ['US$2.94bn', false, 29.4],
], 'zh');

table('a decimal before 十亿, 十万, 百亿 and 千亿 keeps its integer digits', { value: 29.37, unit: 'USD', currency: 'USD', scale: 'hundred-million', tolerance: { kind: 'rounding' } }, [
  ['2.937十亿美元', true, 29.37],
  ['0.2937百亿美元', true, 29.37],
  ['0.02937千亿美元', true, 29.37],
  ['29370.0十万美元', true, 29.37],
  ['3.937十亿美元', false, 39.37],
  ['2,937,000千美元', true, 29.37],
], 'zh');

table('digits with big units between them: 29亿3700万', { value: 29.37, unit: 'USD', currency: 'USD', scale: 'hundred-million', tolerance: { kind: 'rounding' } }, [
  ['29亿3700万美元', true, 29.37],
  ['营收约29亿3,700万美元', true, 29.37],
  ['29億3700萬美元', true, 29.37],
  ['29亿3800万美元', false, 29.38],
  ['29亿美元', false, 29],
], 'zh');

table('digits with small units after a big one: 1万2千', { value: 12000, tolerance: { kind: 'exact' } }, [
  ['1万2千', true, 12000],
  ['1万2千元', true, 12000],
  ['1万3千', false, 13000],
], 'zh');

table('traditional 億 and 萬 are the same scale words as 亿 and 万', { value: 2937, unit: 'HKD', currency: 'HKD', scale: 'million', tolerance: { kind: 'rounding', minDecimals: 0 } }, [
  ['29.37億港元', true, 2937],
  ['293,700萬港元', true, 2937],
  ['0.002937萬億港元', true, 2937],
  ['29.37億', true, 2937],
  ['29.38億', false, 2938],
  ['2937萬', false, 29.37],
], 'zh');

table('a grouped number before 十亿 keeps its groups', { value: 1463769, scale: 'billion', tolerance: { kind: 'exact' } }, [
  ['1,463,769十亿', true, 1463769],
  ['约1,463,769十亿元', true, 1463769],
  ['1\u00A0463\u00A0769十亿', true, 1463769],
  ['1,463,770十亿', false, 1463770],
], 'zh');

table('CNY trillions: 1.2万亿', { value: 1.2, unit: 'CNY', currency: 'CNY', scale: 'trillion', tolerance: { kind: 'rounding' } }, [
  ['1.2万亿', true, 1.2],
  ['12000亿元', true, 1.2],
  ['一点二万亿', true, 1.2],
  ['1.2 trillion yuan', true, 1.2],
  ['RMB 1.2tn', true, 1.2],
  ['1.3万亿', false, 1.3],
], 'zh');

table('a negative percent: −3.2%', { value: -3.2, unit: 'percent', tolerance: { kind: 'rounding' } }, [
  ['-3.2%', true, -3.2],
  ['−3.2%', true, -3.2],
  ['－３．２％', true, -3.2],
  ['-3.20%', true, -3.2],
  ['-3.2 percent', true, -3.2],
  ['-3.2 per cent', true, -3.2],
  ['-3.2 pct', true, -3.2],
  ['-3.2个百分点', true, -3.2],
  ['-0.032', true, -3.2],
  ['down 3.2%', true, -3.2],
  ['it fell 3.2% on the day', true, -3.2],
  ['a decline of 3.2%', true, -3.2],
  ['(3.2%)', true, -3.2],
  ['下跌3.2%', true, -3.2],
  ['下降3.2%', true, -3.2],
  ['跌3.2%', true, -3.2],
  ['负3.2%', true, -3.2],
  ['同比增长负3.2%', true, -3.2],
  ['负百分之三点二', true, -3.2],
  ['負3.2%', true, -3.2],
  ['負三點二%', true, -3.2],
  ['minus 3.2%', true, -3.2],
  ['a change of negative 3.2 percent', true, -3.2],
  ['Negative 3.2%', true, -3.2],
  ['a non-negative 3.2% return', false, 3.2],
  ['同比减少3.2%', true, -3.2],
  ['it was cut 3.2%', true, -3.2],
  ['3.2%', false, 3.2],
  ['up 3.2%', false, 3.2],
  ['-3.1%', false, -3.1],
  ['-3.26%', false, -3.26],
]);

table('an accounting negative: (1,234.5)', { value: -1234.5, tolerance: { kind: 'rounding' } }, [
  ['(1,234.5)', true, -1234.5],
  ['（1,234.5）', true, -1234.5],
  ['(1234.5)', true, -1234.5],
  ['$(1,234.5)', true, -1234.5],
  ['($1,234.5)', true, -1234.5],
  ['-$1,234.5', true, -1234.5],
  ['$-1,234.5', true, -1234.5],
  ['-1,234.50', true, -1234.5],
  ['负1,234.5', true, -1234.5],
  ['minus 1,234.5', true, -1234.5],
  ['a net loss of negative 1,234.5', true, -1234.5],
  ['1,234.5', false, 1234.5],
  ['(1,234.4)', false, -1234.4],
]);

table('a percent of 12.68 within ±0.1 pp', { value: 12.68, unit: 'percent', tolerance: { kind: 'absolute', delta: 0.1 } }, [
  ['April 2020 (12.68%)', true, 12.68],
  ['12.78%', true, 12.78],
  ['12.58%', true, 12.58],
  ['0.1268', true, 12.68],
  ['1268bp', true, 12.68],
  ['12.6%', true, 12.6],
  ['百分之十二点六八', true, 12.68],
  ['12.68 %', true, 12.68],
  ['12.68\u00A0%', true, 12.68],
  ['12,68%', true, 12.68],
  ['12,68 %', true, 12.68],
  ['12,7 %', true, 12.7],
  ['12,9%', false, 12.9],
  ['1,268%', false, 1268],
  ['12.79%', false, 12.79],
  ['12.57%', false, 12.57],
  ['12.68 million', false],
]);

table('fractions and 32nds', { value: 0.4, unit: 'fraction', tolerance: { kind: 'exact' } }, [
  ['2/5', true, 0.4],
  ['4/10', true, 0.4],
  ['40%', true, 0.4],
  ['0.40', true, 0.4],
  ['3/5', false, 0.6],
]);

table('European, SI and Swiss digit grouping: one number each', { value: 1234.5, tolerance: { kind: 'rounding' } }, [
  ['1.234,5', true, 1234.5],
  ['€1.234,50', true, 1234.5],
  ['1.234,5 Mio. EUR', true, 1234.5],
  ['1\u00A0234,5', true, 1234.5],
  ['1\u202F234.5', true, 1234.5],
  ['1\u2009234.5', true, 1234.5],
  ["1'234.5", true, 1234.5],
  ['1’234.50', true, 1234.5],
  ['1.234,6', false, 1234.6],
  ['1.234', false, 1.234],
  ['1.234, 5 and 6', false, 1.234],
  ["1'234", false, 1],
]);

table('European grouping of a whole number: 1.234.567', { value: 1234567, tolerance: { kind: 'exact' } }, [
  ['1.234.567', true, 1234567],
  ['1\u00A0234\u00A0567', true, 1234567],
  ["1'234'567", true, 1234567],
  ['1,234,567', true, 1234567],
  ['1.234.568', false, 1234568],
]);

table('a day.month.year date is not a number', { value: 13.08, tolerance: { kind: 'exact' } }, [
  ['as of 13.08.2025 it closed at 13.08', true, 13.08],
  ['as of 13.08.2025', false],
]);

describe('text parts match whole words, not letters inside words (docs/tolerance.md, Text parts: "A" inside "Answer")', () => {
  const rows: [Partial<AnswerPart>, string, boolean][] = [
    [{ value: 'A' }, 'Answer: B', false],
    [{ value: 'A' }, 'Answer: A', true],
    [{ value: 'A' }, '(a)', true],
    [{ value: 'A' }, 'Ａ', true],
    [{ value: 'A' }, 'ＡＢ', false],
    [{ value: 'Q1' }, 'Q10 was the best quarter', false],
    [{ value: 'Q1' }, 'Q1 2024', true],
    [{ value: 'Q1' }, '2024Q1', true],
    [{ value: '2020' }, 'FY2020', true],
    [{ value: '2020' }, '20201', false],
    [{ value: 'Apr 2020', accepted: ['April 2020', '2020年4月'] }, 'Apr 20201', false],
    [{ value: 'Apr 2020', accepted: ['April 2020', '2020年4月'] }, 'it was april  2020.', true],
    [{ value: 'Apr 2020', accepted: ['April 2020', '2020年4月'] }, '2020年4月份', true],
    [{ value: '买入' }, '建议买入', true],
    [{ value: 'BYD' }, "BYD's shares", true],
    [{ value: 'BYD' }, 'BYDDY', false],
  ];
  for (const [part, answer, expected] of rows) {
    test(`${JSON.stringify(part.value)} in ${JSON.stringify(answer)} → ${expected}`, () => {
      const item = staticItem({ kind: 'text', tolerance: { kind: 'exact' }, ...part });
      const result = checkAnswer(item, answer);
      assert.equal(result.pass, expected);
      for (const c of result.parts[0].candidates) assert.equal(answer.slice(c.span.offset, c.span.offset + c.span.length), c.text);
    });
  }
});

table('a part in basis points: 25 bp', { value: 25, unit: 'bp', tolerance: { kind: 'exact' } }, [
  ['25bp', true, 25],
  ['25 bps', true, 25],
  ['25 basis points', true, 25],
  ['25个基点', true, 25],
  ['0.25%', true, 25],
  ['0.25 percentage points', true, 25],
  ['25', true, 25],
  ['50bp', false, 50],
  ['25%', false, 2500],
]);

table('a part in basis points, within ±5 bp', { value: -75, unit: '基点', tolerance: { kind: 'absolute', delta: 5 } }, [
  ['-75个基点', true, -75],
  ['下调75个基点', true, -75],
  ['降息75个基点', true, -75],
  ['cut by 75 bp', true, -75],
  ['-0.8%', true, -80],
  ['-81bp', false, -81],
], 'zh');

table('a part per mille: 3.5‰', { value: 3.5, unit: '‰', tolerance: { kind: 'exact' } }, [
  ['3.5‰', true, 3.5],
  ['0.35%', true, 3.5],
  ['千分之三点五', true, 3.5],
  ['3.6‰', false, 3.6],
], 'zh');

describe('snapshot values as providers write them', () => {
  test('a thousands-grouped snapshot value is that number, not "no data"', () => {
    const item = liveItem({ RT_LOW: '1,179.35' }, { snapshotField: 'RT_LOW', currency: 'USD', tolerance: { kind: 'rounding' } });
    assert.deepEqual(acceptedInterval(item, 0), { min: 1179.345, max: 1179.355 });
    assert.equal(checkAnswer(item, 'The low was $1,179.35').pass, true);
    assert.equal(checkAnswer(item, 'The low was $1,179.45').pass, false);
  });
  test('"0", empty and text that is no number stay no data', () => {
    for (const cell of ['0', '', 'N/A', '--', '1,17,935']) {
      const item = liveItem({ RT_LOW: cell }, { snapshotField: 'RT_LOW', tolerance: { kind: 'rounding' } });
      assert.equal(checkAnswer(item, '1179.35').pass, null, cell);
    }
  });
});
