/**
 * One reading per answer (docs/tolerance.md, Several values): a passing value beside a failing rival of the same
 * quantity is contradictory, labelled values of other quantities and negated numbers are not rivals, and words for a
 * fall set the sign unless the part asks for a magnitude. The seeds' own judge examples are cases here.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { AnswerPart, Item } from '../../../src/core/item/types';
import { describeTolerance } from '../../../src/core/tolerance/describe';
import { checkAnswer } from '../../../src/core/tolerance/check';
import { deterministicJudgement, deterministicOutcomes } from '../../../src/core/judge/deterministic';
import { readJson } from '../helpers';
import { liveItem, staticItem } from './helpers';

const NVDA = readJson<Item>('samples/dataset/t1-global-nvda-low.item.json');

/** The verdict as one word: pass, fail, contradictory or no-data. */
function verdict(item: Item, answer: string): string {
  const result = checkAnswer(item, answer);
  if (result.pass === null) return 'no-data';
  if (result.pass) return 'pass';
  return result.parts.some((p) => p.verdict === 'contradictory') ? 'contradictory' : 'fail';
}

function table(name: string, item: Item, rows: [string, string][]) {
  describe(name, () => {
    for (const [answer, expected] of rows) test(`${JSON.stringify(answer.length > 90 ? `${answer.slice(0, 87)}…` : answer)} → ${expected}`, () => assert.equal(verdict(item, answer), expected));
  });
}

table('several values for one ask (NVDA low 179.35)', NVDA, [
  ['It was either 150.00 or 179.35 or 200.10', 'contradictory'],
  [Array.from({ length: 2000 }, (_, i) => (170 + i / 100).toFixed(2)).join(', '), 'contradictory'],
  ['The low was 179.35, or 181.02 on another feed', 'contradictory'],
  ['179.35 or 179.349', 'pass'],
  ['The low was 179.35.', 'pass'],
  ['The low was 181.20.', 'fail'],
]);

table('negation removes the number', NVDA, [
  ['Definitely not 179.35; it was 181.20', 'fail'],
  ['It was 179.35, not 181.20', 'pass'],
  ['最低价不是181.20,而是179.35', 'pass'],
  ['最低价是181.20,不是179.35', 'fail'],
  ['The low was 179.35 rather than 180.50 as first reported', 'pass'],
]);

table('labelled values of other quantities are extra information', NVDA, [
  ['Low $179.35, high $185.20, open $182.10, previous close $181.59', 'pass'],
  ['179.35 (low), 185.20 (high)', 'pass'],
  ['最低价179.35美元,最高价185.20美元,开盘价182.10美元', 'pass'],
  ['The stock opened at 182.10 and the low was 179.35', 'pass'],
  ['NVDA closed up at 183.00; the low was 179.35', 'pass'],
  ['In 2025 the low was 179.35, its 52-week high 212.19', 'pass'],
  ['The high was 179.35', 'fail'],
  ['Low 179.35; another source gives the low as 178.90', 'contradictory'],
]);

describe('the seeds\' judge examples', () => {
  test('example 1: the change asked is -0.59%; the answer also gives 跌幅0.47% for the same change (score 0)', () => {
    const item = liveItem({ RT_OPEN: '112.905', RT_HIGH: '114.665', RT_LOW: '112.660', RT_PCT_CHG: '-0.0059' }, { label: '涨跌幅', snapshotField: 'RT_PCT_CHG', unit: undefined, tolerance: { kind: 'rounding' } });
    const answer = '截至美东最近交易日收盘,英伟达(NVDA)的股价下跌0.59%。当日英伟达股价开盘价为112.91美元,最高价114.67美元,最低价112.66美元,成交量1.3亿,成交额151.5亿美元。盘后股价为113.28美元,较收盘价下跌0.54美元,跌幅0.47%。';
    assert.equal(verdict(item, answer), 'contradictory');
    assert.equal(verdict(item, '英伟达股价下跌0.59%,开盘价112.91美元'), 'pass');
  });
  test('example 2: the onshore rate 7.1905 within 7.1855–7.1934, with the central parity 7.1729 beside it (score 1)', () => {
    const item = liveItem({ RT_HIGH: '7.1934', RT_LOW: '7.1855', RT_LAST: '7.1871' }, { label: '在岸人民币汇率', unit: 'CNY/USD', tolerance: { kind: 'high-low', highField: 'RT_HIGH', lowField: 'RT_LOW' } }, 'USDCNY.EX');
    const answer = '截至2025年6月5日北京时间03:00,在岸人民币兑美元(CNY)收报7.1905元,较前一交易日夜盘收盘跌26点,成交量360.94亿美元。此外,2025年6月5日银行间外汇市场人民币汇率中间价为1美元对人民币7.1729元,较前一交易日调升32基点。';
    assert.equal(verdict(item, answer), 'pass');
  });
  test('example 3: COMEX gold 3382.7 within ±0.6 of 3383.2, with the change, high and low beside it (score 1)', () => {
    const item = liveItem({ RT_LAST: '3383.2000' }, { label: 'COMEX黄金最新价', snapshotField: 'RT_LAST', tolerance: { kind: 'absolute', delta: 0.6 } }, 'GC.CMX');
    const answer = '根据同花顺期货通数据,截至 2025 年 6 月 18 日 23:22,纽约金(COMEX 黄金期货)价格为 3382.7 美元 / 盎司,较前一交易日下跌 25.4 美元,跌幅为 0.75%,最高达到 3405.2 美元 / 盎司,最低为 3363.6 美元 / 盎司';
    assert.equal(verdict(item, answer), 'pass');
  });
  test('example 4: AAPL 214.05, and another source\'s close 213.88 for the same price (score 0)', () => {
    const item = liveItem({ RT_LAST: '214.05' }, { label: '苹果最新股价', snapshotField: 'RT_LAST', tolerance: { kind: 'rounding' } }, 'AAPL.O');
    const answer = '苹果最新股价$214.05 USD。另有数据源显示苹果最新股价:开盘价$214.70,收盘价$213.88';
    assert.equal(verdict(item, answer), 'contradictory');
    assert.equal(verdict(item, '苹果最新股价$214.05 USD,开盘价$214.70'), 'pass');
  });
});

describe('several numeric parts: a value that answers another part is not a rival', () => {
  const item: Item = {
    ...liveItem({ RT_HIGH: '185.20', RT_LOW: '179.35' }, { label: 'High', snapshotField: 'RT_HIGH', tolerance: { kind: 'rounding' } }),
  };
  item.answer!.parts.push({ label: 'Low', kind: 'numeric', snapshotField: 'RT_LOW', unit: 'price', tolerance: { kind: 'rounding' } });
  test('"185.20 and 179.35" answers both parts', () => assert.equal(verdict(item, '185.20 and 179.35'), 'pass'));
  test('"185.20, 179.35 or 178.00" is contradictory for the low', () => assert.equal(verdict(item, '185.20, 179.35 or 178.00'), 'contradictory'));
});

describe('direction words set the sign', () => {
  const change = staticItem({ label: '涨跌幅', value: 0.25, unit: 'percent', tolerance: { kind: 'rounding' } });
  const fall = staticItem({ label: '涨跌幅', value: -0.25, unit: 'percent', tolerance: { kind: 'rounding' } });
  table('a signed change of +0.25%', change, [
    ['下跌0.25%', 'fail'],
    ['down 0.25%', 'fail'],
    ['fell 0.25%', 'fail'],
    ['上涨0.25%', 'pass'],
    ['up 0.25%', 'pass'],
    ['+0.25%', 'pass'],
    ['0.25%', 'pass'],
  ]);
  table('a signed change of −0.25%', fall, [
    ['下跌0.25%', 'pass'],
    ['down 0.25%', 'pass'],
    ['-0.25%', 'pass'],
    ['0.25%', 'fail'],
    ['up 0.25%', 'fail'],
  ]);
  table('a fall to a level is not a negative level (NVDA low 179.35)', NVDA, [
    ['NVDA fell to 179.35 at its low', 'pass'],
    ['英伟达盘中跌至179.35美元', 'pass'],
  ]);
  const drawdown = readJson<Item>('samples/dataset/t3-gc-csi300-drawdown.item.json');
  test('the sample drawdown part is a magnitude: 回撤45.6% and -45.6% both pass', () => {
    assert.equal(drawdown.answer!.parts[1].magnitude, true);
    for (const answer of ['收盘高点5807.72点,最大回撤45.6%', '收盘高点5807.72点,最大回撤-45.6%', '收盘高点5807.72点,此后下跌45.6%']) assert.equal(verdict(drawdown, answer), 'pass', answer);
  });
  test('without the magnitude mark, a fall word makes the same answer fail', () => {
    const signed = structuredClone(drawdown);
    delete signed.answer!.parts[1].magnitude;
    assert.equal(verdict(signed, '收盘高点5807.72点,此后下跌45.6%'), 'fail');
  });
  test('the tolerance sentence says the sign is ignored, in both languages', () => {
    const part: AnswerPart = { label: 'Max drawdown', kind: 'numeric', value: 45.6, unit: 'percent', magnitude: true, tolerance: { kind: 'absolute', delta: 0.1 } };
    assert.match(describeTolerance(part, 'en'), /sign of the answer is ignored/);
    assert.match(describeTolerance(part, 'zh'), /不计正负/);
    assert.doesNotMatch(describeTolerance({ ...part, magnitude: undefined }, 'en'), /sign/);
  });
});

describe('e-notation', () => {
  const item = staticItem({ value: 73915.482, tolerance: { kind: 'rounding' } });
  test('"7.3915482e4" is 73915.482', () => {
    const part = checkAnswer(item, '7.3915482e4').parts[0];
    assert.deepEqual(part.candidates.map((c) => [c.value, c.pass]), [[73915.482, true]]);
  });
  test('"1e-400" is a number too small to compare, not 400', () => {
    const part = checkAnswer(staticItem({ value: 400, tolerance: { kind: 'exact' } }), '1e-400').parts[0];
    assert.deepEqual(part.candidates.map((c) => [c.value, c.pass]), [[null, false]]);
  });
});

describe('the deterministic default judge', () => {
  test('scores a contradictory answer 0 with a reason naming both values', () => {
    const judgement = deterministicJudgement(NVDA, 'It was either 150.00 or 179.35 or 200.10')!;
    assert.equal(judgement.verdict, 'contradictory');
    assert.deepEqual(judgement.rivals, ['150.00', '200.10']);
    const [outcome] = deterministicOutcomes(NVDA, ['It was either 150.00 or 179.35 or 200.10']);
    assert.deepEqual(outcome.verdict, { kind: 'fail' });
    for (const value of ['179.35', '150.00', '200.10']) assert.ok(outcome.raw.includes(value), outcome.raw);
  });
  test('the warning is in the asked language', () => {
    const result = checkAnswer(NVDA, '最低价179.35或181.20', { lang: 'zh' });
    assert.match(result.warnings[0].message, /自相矛盾/);
  });
});
