// Readings learned from questions about companies' SEC filings (the real-question corpus's English dev part): what a
// question about a filing asks, which filing a fiscal filer's quarter names, and which figures have two units.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lintQuestion } from '../../../src/core/lint/engine';
import { fiscalFiler, quantityKind, readQuestion } from '../../../src/core/lint/reading';

const categories = (question: string) => lintQuestion(question).map((f) => f.category);
const has = (question: string, category: string) => categories(question).includes(category as never);
const fires = (question: string, rule: string) => lintQuestion(question).some((f) => f.rule === rule);

describe('a qualitative ask about a filing is a reason, not a figure', () => {
  const reasons = [
    'What were the chief drivers of Oracle\'s operating income in fiscal 2022?',
    'Were there any notable divestitures in Cisco\'s latest annual report?',
    'In fiscal 2023, how did Oracle\'s cloud expenses measure up against its revenue?',
    'What significant movements occurred in Cisco\'s cash position during these quarters?',
    'What do the receivables in Oracle\'s latest 10-K suggest about its collections?',
    '甲骨文2022财年营业利润的主要驱动因素是什么?',
  ];
  for (const q of reasons) test(q, () => assert.equal(quantityKind(q), 'reason'));
  test('a figure is still a figure', () => {
    assert.notEqual(quantityKind('What was the change in the allowance for doubtful accounts from 2018 to 2019?'), 'reason');
    assert.notEqual(quantityKind("What was Cisco's revenue in its latest quarter, and what does it indicate about demand?"), 'reason');
    assert.notEqual(quantityKind('甲骨文2022财年营业利润是多少?'), 'reason');
  });
  test('an interest rate is a ratio, so it needs no currency', () => {
    assert.equal(quantityKind("What is the weighted-average interest rate on Oracle's senior notes as of May 31, 2024?"), 'ratio');
    assert.ok(!has("What is the weighted-average interest rate on Oracle's senior notes as of May 31, 2024?", 'currency'));
    assert.equal(quantityKind('工商银行一年期贷款利率是多少?'), 'ratio');
  });
});

describe("a fiscal filer's bare quarter names two filings, also when the question asks what the filing says", () => {
  test('flagged', () => {
    assert.ok(fires('Which new risks did Micron disclose in its Q1 2024 10-Q?', 'company-fiscal-year'));
    assert.ok(fires('美光2024年第一季度季报披露了哪些新风险?', 'company-fiscal-year'));
  });
  test('settled by the quarter end date', () => {
    assert.ok(!has('Which new risks did Micron disclose in its 10-Q for the quarter ended November 30, 2023?', 'fiscal-year'));
    assert.ok(!has('美光截至2023年11月30日的季度报告披露了哪些新风险?', 'fiscal-year'));
  });
  test('a possessive or a passive agent is the filer; a customer or maker is not', () => {
    assert.equal(fiscalFiler('Which risks were flagged by Micron in its Q1 2024 report?')?.name, 'Micron');
    assert.equal(fiscalFiler('What contributed most to Micron\'s net income in Q2 2024?')?.name, 'Micron');
    assert.equal(fiscalFiler('How much of the revenue in 2024 came from chips made by Micron?'), undefined);
    assert.equal(fiscalFiler('How much of the revenue in 2024 came from sales to Micron?'), undefined);
  });
  test('a figure of the latest period needs no fiscal year', () => {
    assert.ok(!has("What was Micron's gross margin percentage in its most recent 10-Q?", 'fiscal-year'));
    assert.ok(has("What was Micron's gross margin percentage?", 'fiscal-year'));
  });
});

describe('a figure reported both as an amount and as a percentage names which', () => {
  test('flagged', () => {
    assert.ok(fires("What was Cisco's gross margin in its latest quarter?", 'amount-or-percent'));
    assert.ok(fires("What was Exxon Mobil's actual return on plan assets in 2023?", 'amount-or-percent'));
    assert.ok(fires('埃克森美孚2023年养老金计划资产回报是多少?', 'amount-or-percent'));
    assert.ok(fires("How much of Oracle's total revenue came from its cloud segment in fiscal 2024?", 'amount-or-percent'));
  });
  test('settled by the unit', () => {
    assert.ok(!has("What was Cisco's gross margin percentage in its latest quarter?", 'unit'));
    assert.ok(!has("What was Cisco's gross margin, in millions of dollars, in its latest quarter?", 'unit'));
    assert.ok(!has('埃克森美孚2023年养老金计划资产回报率是多少?', 'unit'));
    assert.ok(!has("How much of Oracle's total revenue, as a percentage, came from its cloud segment in fiscal 2024?", 'unit'));
    assert.ok(!has("How much did Oracle's cloud segment earn in fiscal 2024?", 'unit'));
  });
  test('a question on a given filing that names no company takes the filing\'s line', () => {
    assert.ok(!has('What was the gross margin in 2019?', 'unit'));
  });
});

describe("a US company's amounts are in US dollars", () => {
  test('an English question needs no currency', () => {
    assert.equal(readQuestion("What was Cisco's revenue for fiscal year 2024?").usdReporter, true);
    assert.ok(!has("What was Cisco's revenue for fiscal year 2024?", 'currency'));
    assert.ok(!has('What was the total debt of ACME WIDGETS CORP/DE as of December 31, 2022?', 'currency'));
  });
  test('a company reporting in another currency, or a Chinese question, still needs it', () => {
    assert.ok(has("What was Toyota's revenue for fiscal year 2024?", 'currency'));
    assert.ok(has('特斯拉2024年的营业收入是多少?', 'currency'));
  });
});

describe('words that look like a rule\'s but are not its concern', () => {
  test('"future" is not a futures contract', () => {
    assert.ok(!has("What did the board of Shell say in 2022 about the company's future performance?", 'futures-contract'));
    assert.ok(!has('壳牌公司对未来业绩的展望是什么?', 'futures-contract'));
    assert.ok(has('What was the settlement price of the front-month crude oil futures yesterday?', 'futures-contract'));
    assert.ok(has('原油期货主力合约昨天的结算价是多少?', 'futures-contract'));
  });
  test('commodity prices have no adjusted series', () => {
    assert.ok(!has("How much would Shell's derivatives lose on a 10% fall in commodity prices in 2022?", 'adjusted-price'));
    assert.ok(!has('2022年大宗商品价格最高是多少?', 'adjusted-price'));
    assert.ok(has("What was Shell's highest share price in 2022?", 'adjusted-price'));
    assert.ok(has('贵州茅台2022年的最高价是多少?', 'adjusted-price'));
  });
});

describe('statistics and listings learned from the Chinese dev part', () => {
  test("a year's fixed-asset investment is revised", () => {
    assert.ok(has("What was China's fixed-asset investment in 2023?", 'revision'));
    assert.ok(!has("What was China's fixed-asset investment in 2023, as first published in January 2024?", 'revision'));
    assert.ok(has('2023年全国固定资产投资是多少?', 'revision'));
    assert.ok(!has('2023年全国固定资产投资初值是多少?', 'revision'));
  });
  test('华虹 trades in Hong Kong and on the STAR market', () => {
    assert.ok(fires('华虹半导体今天的收盘价是多少', 'dual-listing'));
    assert.ok(!fires('华虹半导体港股今天的收盘价是多少', 'dual-listing'));
  });
});
