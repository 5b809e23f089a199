// The company vocabularies the rules read (src/core/lint/data): which companies report on a fiscal year that is not
// the calendar year, and which trade on two markets since when. Made-up questions about entries of each.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lintQuestion } from '../../../src/core/lint/engine';
import { fiscalFiler, readQuestion } from '../../../src/core/lint/reading';

const fires = (question: string, rule: string) => lintQuestion(question).some((f) => f.rule === rule);
const hasFiscalYear = (question: string) => lintQuestion(question).some((f) => f.category === 'fiscal-year');

describe('non-calendar filers', () => {
  const filers: [string, string, string][] = [
    ["What was Lamb Weston's net income in 2023?", 'Lamb Weston', 'May'],
    ["What was EAGLE MATERIALS INC's revenue in 2022?", 'Eagle Materials', 'March'],
    ["What was McKesson's operating income in 2024?", 'McKesson', 'March'],
    ["How much did Estée Lauder spend on advertising in 2023?", 'Estée Lauder', 'June'],
    ['What was Royal Bank of Canada\'s net income in 2024?', 'Royal Bank of Canada', 'October'],
    ['雅诗兰黛2023年的营业收入是多少亿美元?', 'Estée Lauder', 'June'],
    ['必和必拓2024年的净利润是多少亿美元?', 'BHP', 'June'],
  ];
  for (const [question, name, yearEnds] of filers) {
    test(`${name}: a bare year is flagged`, () => {
      assert.deepEqual({ ...fiscalFiler(question) }, { name, yearEnds, namingVaries: /^(?:January|February|March)/.test(yearEnds) });
      assert.ok(fires(question, 'company-fiscal-year'), question);
    });
  }
  test('a fiscal year named with its end date is clean', () => {
    assert.ok(!hasFiscalYear("What was Lamb Weston's net income for fiscal year 2023 (ended May 28, 2023)?"));
    assert.ok(!hasFiscalYear("What was McKesson's operating income for the fiscal year ended March 31, 2024?"));
  });
  test('a longer name comes before the shorter one it holds', () => {
    assert.equal(fiscalFiler("What was Emerson Radio's revenue in 2023?")?.yearEnds, 'March');
    assert.equal(fiscalFiler("What was Emerson Electric's revenue in 2023?")?.yearEnds, 'September');
  });
  test('a group names the filers of a country', () => {
    assert.equal(fiscalFiler('What was the revenue of the Australian company in 2023?')?.yearEnds, 'June');
  });
  test('a year that names an annual filing names one document', () => {
    assert.ok(!fires("Based on Ralph Lauren's 2021 10-K filing, what operational risks did the pandemic worsen?", 'company-fiscal-year'));
    assert.ok(!fires("What reason did Ralph Lauren give for the delay of its Annual Report for 2021?", 'company-fiscal-year'));
    assert.ok(fires("What operational risks did Ralph Lauren report in 2021?", 'company-fiscal-year'));
  });
  test("a 10-K named by its year settles the fiscal year's naming", () => {
    assert.ok(!fires("In Ralph Lauren's 2020 10-K, what was revenue for fiscal year 2020?", 'fiscal-year-naming'));
    assert.ok(fires("What was Ralph Lauren's revenue for fiscal year 2020?", 'fiscal-year-naming'));
  });
});

describe('dual listings', () => {
  test('a company listed twice since 2024 is flagged for its price today, not for a year before', () => {
    assert.ok(fires('顺丰控股今天的收盘价是多少?', 'dual-listing'));
    assert.equal(readQuestion('顺丰控股2023年的最高价是多少?').dualListed, false, 'H shares from November 2024');
    assert.equal(readQuestion("What was SF Holding's closing price today?").unnamedListing, true);
  });
  test('the year of each second listing', () => {
    assert.equal(readQuestion('邮储银行2018年的最高价是多少?').dualListed, false, 'A shares from 2019');
    assert.equal(readQuestion('邮储银行2020年的最高价是多少?').unnamedPremiumListing, true);
    assert.equal(readQuestion('陆金所2022年的最高价是多少?').dualListed, false, 'Hong Kong from 2023');
    assert.equal(readQuestion('陆金所2024年的最高价是多少?').dualListed, true);
  });
  test('the longest listed name is read: 中海油服 is not 中海油', () => {
    assert.equal(readQuestion('中海油服2020年的最高价是多少?').dualListed, true, 'A+H since 2007');
    assert.equal(readQuestion('中国海油2020年的最高价是多少?').dualListed, false, 'A shares from 2022');
  });
  test('another company whose name holds a listed one, and a company with only a GDR abroad, are single-listed', () => {
    for (const q of ['顺丰同城今天的收盘价是多少?', '中广核技今天的收盘价是多少?', "What was Ping An Bank's closing price today?", '长江电力最近一个交易日涨幅是多少?']) {
      assert.equal(readQuestion(q).dualListed, false, q);
    }
  });
});
