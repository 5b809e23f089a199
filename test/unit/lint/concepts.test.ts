/**
 * Each rule implements its concept, not the phrasings it was tuned on: made-up questions in other wordings than the
 * corpora's, in English and Chinese, that must draw the category, and near neighbours that must not.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { lintQuestion } from '../../../src/core/lint/engine';
import { quantityKind } from '../../../src/core/lint/reading';
import type { LintCategory } from '../../../src/core/lint/ruleCatalog';

const categories = (q: string) => [...new Set(lintQuestion(q).map((f) => f.category))];

function check(category: LintCategory, flagged: string[], clean: string[]) {
  for (const q of flagged) test(`flags: ${q}`, () => assert.ok(categories(q).includes(category), `${category} not in [${categories(q)}]`));
  for (const q of clean) test(`leaves: ${q}`, () => assert.ok(!categories(q).includes(category), `${category} in [${categories(q)}]`));
}

describe('gaap: a figure that exists on a GAAP and an adjusted basis, asked with no basis', () => {
  check(
    'gaap',
    [
      'How much did Netflix earn per share in 2023?',
      "What were Uber's per-share earnings for the year?",
      'What is the payout ratio of Coca-Cola for 2023?',
      "What was Salesforce's operating profit in fiscal 2024?",
      "How big was Amazon's bottom line last year?",
      "What was Adobe's EBITDA margin in fiscal 2023?",
      "What is Boeing's net debt to EBITDA?",
      'Assuming a 25% tax rate, what is adjusted EBIT for 2024?',
      'Compute Adj. EBITDA for the most recent year.',
      'Calculate adjusted invested capital for 2024.',
      'What was the operating margin in 2024 on an adjusted basis?',
      'What was Adj EBITDA in 2023?',
      'What was the headline earnings per share in 2019?',
      'What is EBIT, adjusted, for 2024?',
      'What is EBITDA after adjustments in 2024?',
      'What was the comparable operating profit in 2019?',
      'What was same-store sales growth for the year?',
      'What were comparable sales, total company, in 2024?',
      'What were U.S. comp sales in 2024?',
      '腾讯控股2024年的股息支付率是多少?',
      '美团2024年非国际财务报告准则下的利润是多少?',
      '拼多多2024年每股盈利是多少?',
      '沃尔玛上一财年的可比销售增长是多少?',
    ],
    [
      "What was Tesla's GAAP diluted EPS for fiscal year 2023?",
      'What is unadjusted EBITDA for 2024?',
      'What was net income in 2019?',
      'A firm earns $50 of EBITDA on $200 of revenue. What is its EBITDA margin?',
      'What was adjusted EBITDA, excluding stock-based compensation and restructuring charges, for 2024?',
      'What was comparable sales growth excluding gasoline prices and foreign exchange in 2024?',
      'What is the risk-adjusted return of the fund in 2024?',
      'What is the seasonally adjusted unemployment rate in May 2024?',
      'What is the option-adjusted spread of the bond?',
      'What is the adjusted basis of the building after depreciation?',
      'What is the headline inflation rate in May 2024?',
      'What is net income, adjusted for the one-time tax charge, in 2024?',
      '贵州茅台2023年的销售净利率是多少?',
      '长江电力2024年每股收益是多少?',
    ],
  );
});

describe('period-vs-point: a level at a date asked for a span', () => {
  check(
    'period-vs-point',
    [
      "What was Meta's share price in June 2024?",
      'What was the closing level of the index for April 2021?',
      'What was the 2-year Treasury yield during 2023?',
      'What was the yuan exchange rate in Q3 2024?',
      'How many employees did Intel have in 2023?',
      "What was Amazon's total debt for 2023?",
      "What was Oracle's cash position in March 2024?",
      'How many shares did Apple have outstanding in fiscal 2023?',
      '2024年3月招商银行的股价是多少?',
      '2024年全年的一年期LPR是多少?',
      '2023年央行的存款利率是多少?',
    ],
    [
      "What was Meta's closing share price on June 28, 2024?",
      'What was the effect of exchange rate changes on cash in 2019?',
      "What was Meta's average share price in June 2024?",
      "What was Amazon's total debt at the end of 2023?",
      'What was the weighted-average number of diluted shares for fiscal 2023?',
      'In June 2024, on which day was the index at its highest?',
      '2024年3月29日招商银行的收盘价是多少元?',
      '2024年末的一年期LPR是多少?',
      '2024年6月腾讯控股哪天的收盘价最高?',
    ],
  );
});

describe('unit: a scale, a percent or a sum that reads two ways', () => {
  check(
    'unit',
    [
      'What is the absolute percentage change in the policy rate from 3.5% to 4.25%?',
      'What is the absolute change in percentage of the discount rate from 2018 to 2019?',
      "By what percentage did Nike's gross margin rise in fiscal 2024?",
      "What was the change in Alphabet's operating margin from 2022 to 2023 in percent?",
      "How much of Apple's total revenue came from services in fiscal 2023?",
      "What was Intel's gross margin last quarter?",
      'What was the swing in Tesla\'s share price over the past week?',
      '招商银行的不良贷款率2024年比上年提高了多少%?',
      '过去10个交易日比亚迪收盘价的波动范围是多少?',
      '贵州茅台2025年8月14日成交金额是多少?取整',
    ],
    [
      'What is the percentage change in the policy rate from 3.5% to 4.25%?',
      "By how many percentage points did Nike's gross margin rise in fiscal 2024?",
      "What was Intel's gross margin percentage last quarter?",
      'What was the percentage change in Tesla\'s share price over the past week?',
      '过去10个交易日比亚迪收盘价的波动幅度是多少元?',
      '招商银行的不良贷款率2024年比上年提高了多少个百分点?',
    ],
  );
});

describe('market-cap-method: a market datum of a company listed more than once, with no listing named', () => {
  check(
    'market-cap-method',
    [
      '中石油的市盈率是多少?',
      '建设银行A+H的股息率是多少?',
      '工行近五年的股息率走势',
      '中国人寿今天的换手率是多少?',
      '紫金矿业昨天的主力资金净流入是多少?',
      '京东近一周哪天的成交额最大?',
      '百度过去10个交易日的最大回撤是多少?',
      '网易今天涨了多少?',
      '谷歌昨天的收盘价是多少美元?',
      '贵州茅台的市值是多少?',
      '中国平安的总市值是多少?',
      "What is PetroChina's dividend yield?",
      "What was JD.com's trading volume yesterday?",
      "What was Alphabet's closing price yesterday?",
    ],
    [
      '中石油A股的市盈率(TTM)是多少?',
      '港股京东近一周哪天的成交额最大?',
      '中国平安昨天的收盘价是多少元?',
      '理想汽车-W今天的收盘价是多少?',
      '贵州茅台的总市值是多少?',
      '宁德时代2024年3月的最高价是多少元?',
      '京东方A昨天的收盘价是多少?',
      '京东物流今天的收盘价是多少港元?',
      "What was Alphabet's GOOGL closing price yesterday?",
      "What is Alibaba's P/E (TTM)?",
    ],
  );
});

describe('rate-type: a currency conversion or an interest rate with no rate type, tenor or setter', () => {
  check(
    'rate-type',
    [
      '港币今天的汇率是多少?',
      '欧元现在多少钱?',
      '200欧元折合多少人民币?',
      '3万元能换多少日元?',
      '拿20万元人民币能买多少股港股美团?',
      '用5万元买英伟达的股票能买多少股?',
      '特斯拉的总市值折合人民币是多少?',
      '哔哩哔哩2024年的营业收入是多少亿港元?',
      '现在的LPR是多少?',
      '最新的Shibor利率是多少?',
      '大额存单利率多少?',
      '国债收益率最近的走势',
      'What is the HKD to RMB rate today?',
      "What was Tencent's 2024 revenue in US dollars?",
      'What is the latest SHIBOR?',
    ],
    [
      '美元兑人民币中间价今天是多少?',
      '中国银行今天美元现汇买入价是多少?',
      '今天美元兑日元的汇率是多少?',
      '腾讯控股2024年营业收入是多少亿元人民币?',
      '特斯拉2024年营业收入是多少亿美元?',
      '5年期以上LPR是多少?',
      '建设银行三年期大额存单利率是多少?',
      '隔夜Shibor是多少?',
      '10年期国债收益率是多少?',
      'What is the 3-month SHIBOR?',
    ],
  );
});

describe('currency: a company abroad that reports in its own currency, named with no possessive', () => {
  check(
    'currency',
    [
      'What was the revenue of Nestlé in 2023?',
      'What is the sum of Toyota and Ford revenue in 2022?',
      'What were the combined revenues of Siemens and Apple in 2023?',
      // Two companies reporting in one currency abroad: a reader may still expect the sum converted, as for one of them.
      "What's the total revenue of Sony and Nintendo?",
    ],
    ['What was the revenue of Nestlé in 2023 in CHF?', 'What was the revenue of Microsoft in 2023?', 'What was the revenue of Toyota in 2022, in billions of yen?'],
  );
});

describe('adjusted-price: a price a month or more back, or years back', () => {
  check(
    'adjusted-price',
    [
      '五粮液过去三个月的最低价是多少?',
      '比亚迪今年以来的最高收盘价是多少?',
      '在2024年1月2日至2024年3月29日期间，海康威视的最高价是多少?',
      '格力电器2018年5月7日的收盘价是多少?',
      "What was Nike's highest closing price over the past year?",
      "What was Coca-Cola's closing price on May 7, 2018?",
      "What was Tesla's average share price from 2015 to 2020?",
      'What was the average closing price of Apple stock between 2015 and 2020?',
      "By how much did Nvidia's stock price rise from 2019 through 2023?",
    ],
    [
      'What was the average closing price of the stock between 2015 and 2020?',
      'By what percentage did the average price of WTI crude oil increase from 2011 to 2013?',
      "What was Tesla's average unadjusted share price from 2015 to 2020?",
      '海康威视昨天的最高价是多少?',
      '在2024年3月11日至2024年3月15日期间，海康威视的最高价是多少?',
      '今天是2024年5月10日，本周二格力电器的收盘价是多少?',
      '如果我在2024年2月1日以收盘价买入格力电器1000股，并在2024年4月1日以收盘价卖出，收益率是多少?',
      "What was Nike's unadjusted closing price on May 7, 2018?",
      'What were comparable sales excluding the impact of gasoline prices in 2018?',
    ],
  );
});

describe('the other categories, in other wordings', () => {
  check('fiscal-year', ['How much did Walmart earn last year?', 'How many warehouses did Costco operate in 2024?'], ["What was Intel's revenue in 2023?"]);
  check('industry-standard', ['贵州茅台是白酒股吗?', 'Which sector does Tesla belong to?'], ['苏宁环球是上市公司吗?', '贵州茅台是A股吗?', "How does Tesla's margin compare with industry averages?"]);
  check('pe-definition', ['What is the price-earnings ratio of Coca-Cola?', '五粮液市净率多少'], ['贵州茅台的静态市盈率是多少']);
});

describe('rate-type: money that changes currency inside a trade, with no RMB sum named', () => {
  check(
    'rate-type',
    [
      '卖掉500股五粮液的钱今天够买多少股小米集团?',
      '用3万美元能买多少股宁德时代?',
      '用8万港币可以买多少股五粮液?',
      '卖出800股美团所得资金能买多少股格力电器?',
      '欧元兑人民币汇率最近的走势如何?',
      '今天的汇率是多少?',
    ],
    [
      '2024年汇率变动对现金及现金等价物的影响是多少?',
      '用8万港币可以买多少股美团?',
      '卖出800股美团所得资金能买多少股小米集团?',
      '卖出500股五粮液，再买入格力电器，能买多少股?',
      '用3万美元能买多少股英伟达?',
      '按当日港股通参考汇率折算，卖掉500股五粮液的钱能买多少股小米集团?',
    ],
  );
  test('a sum to be changed draws one rate-type finding, not two', () =>
    assert.equal(lintQuestion('1000港元等于多少人民币?').filter((f) => f.category === 'rate-type').length, 1));
});

describe('market-cap-method: a company listed twice, traded or measured with no listing named', () => {
  check(
    'market-cap-method',
    [
      '卖出2000股招商银行后可以买多少股海天味业?',
      '中国神华今天的振幅是多少?',
      '潍柴动力的量比是多少?',
      '海螺水泥的目标价是多少?',
      '诺华昨天的收盘价是多少?',
      "What was AstraZeneca's closing price on March 3, 2025?",
    ],
    [
      '微软公司的总市值是多少?',
      '用10万元按招商银行今天的收盘价能买多少股?',
      'Novartis issued an 8-year bond with a duration of 6.0. If its spread tightens by 100 basis points, how much does the bond price change?',
      '我想买入100份中信保诚稳鑫债券C，要多少钱?',
    ],
  );
});

describe('the other categories, in this round\'s wordings', () => {
  check('gaap', ['网易2024年第二季度的净利润率是多少?', '美团2023年的销售净利率是多少?'], ['贵州茅台2023年的销售净利润率是多少?']);
  check('unit', ['2025年3月3日至3月7日，中国平安上涨了多少?'], ['2025年3月3日至3月7日，中国平安A股上涨了百分之多少?', '2025年3月3日至3月7日，中国平安A股上涨了多少元?']);
  check(
    'currency',
    ["What was Kellanova's total debt at December 31, 2024?"],
    [
      "What was the total debt of Kellanova, Inc. at December 31, 2024?",
      "What was the aggregate market value of ACME BANCORP's common stock held by non-affiliates as of June 30, 2024?",
      '微软公司的总市值是多少?',
    ],
  );
  check(
    'gaap',
    ["What was Kellanova's net income in 2024?"],
    [
      "What was the effect on Kellanova's net income in 2024 of the litigation settlement?",
      "What was Kellanova's operating cash flow in 2024, and which items reconcile net income to it?",
    ],
  );
  check('adjusted-price', ['五粮液过去六个月的平均股价是多少?'], ["What was the annualised stock price volatility of Kellanova over 2023?", '2025年1月2日至2025年3月31日期间五粮液收盘价的涨幅是多少?']);
  check('precision', ['腾讯控股2024年营业收入同比增长率是多少(百分比)?'], ['3月3日和3月28日腾讯控股的收盘价涨跌幅百分比是多少?']);
  check('fiscal-year', ['思科2024年的营业收入是多少?'], ['蓝思科技2024年的营业收入是多少?']);
});

describe('near neighbours of this round\'s rules that must stay clean', () => {
  const rulesOf = (q: string) => lintQuestion(q).map((f) => f.rule);
  for (const q of [
    '卖掉500股五粮液的钱今天够买多少股小米集团?',
    '用3万美元能买多少股宁德时代?',
    'How many A shares of Kweichow Moutai can be bought with USD 10,000?',
    'With $10,000, how many shares of BYD can I buy?',
    '卖出300股贵州茅台后能买多少股吉利汽车?',
    '卖出1000股贵州茅台的钱能买多少股京东健康?',
    '用3万美元能买多少股京东方A?',
  ])
    test(`cross-currency-trade: ${q}`, () => assert.ok(rulesOf(q).includes('cross-currency-trade'), `[${rulesOf(q)}]`));
  for (const q of [
    '腾讯控股收盘价为300港元，买入100股需要多少钱?',
    '苹果公司股价为180美元，买入100股需要多少美元?',
    '卖出1000股的收益是多少港元?',
    '用1万欧元能买多少股阿斯麦?',
    '用10万港元能买多少股吉利汽车?',
    '用3万港元能买多少股京东方B?',
  ])
    test(`no cross-currency-trade: ${q}`, () => assert.ok(!rulesOf(q).includes('cross-currency-trade'), `[${rulesOf(q)}]`));
  check('market-cap-method', [], [
    '招商银行2024年末买入返售金融资产余额是多少?',
    '中国平安2024年购买理财产品的金额是多少?',
    'How many shares did PetroChina buy back in 2023?',
    'What was the return of the Barclays US Aggregate Index in 2020?',
    '丰田通商2024年3月1日的收盘价是多少?',
    'What was the market value of Honda\'s pension plan assets at March 31, 2024?',
  ]);
  check('unit', [], ['2024年中国GDP上涨了多少?', '10年期国债收益率上涨了多少个基点?', '贵州茅台的股价从2020年到2024年涨了几倍?', '2024年居民消费价格指数上涨了多少?']);
  check('rate-type', [], ['汇率波动对出口企业利润的影响有多大?', '腾讯控股2023年年报中使用的汇率是多少?', '人民币实际有效汇率指数是多少?', '远期汇率是多少?']);
  check('currency', ['What was the total revenue of Baidu, Inc. in 2023?', "What was the market value of Honda's pension plan assets at March 31, 2024?"], []);
  check('gaap', ["What was Microsoft's net income in fiscal 2023, and what was the impact on net income of the tax law change?"], []);
  check('adjusted-price', ["What was the percentage growth of NVIDIA's closing price from January 2, 2020 to December 31, 2024?", '贵州茅台2024年全年股价涨幅是多少?'], ['贵州茅台2024年股价的年化波动率是多少?']);
});

describe('what a question is about: a company named after a coin, a fiscal range, an effect, a dividend date, a window to today', () => {
  check('crypto-venue', ['What was the price of bitcoin on March 3, 2024?', 'What was the price of Bitcoin when ETFs were approved on January 10, 2024?'], [
    'What is the beneficial ownership structure of Bitcoin Depot Inc. in 2023?',
    'What was the value of funds in the Trust Account per share for Bitcoin Depot Inc. holders as of May 25, 2023?',
  ]);
  check('24h-close', [], ['What are the compensation terms of the new CFO of Bitcoin Depot Inc., effective March 24, 2025?']);
  check(
    'fiscal-year',
    [
      "What were Oracle's total revenues in 2021?",
      'What risks did Oracle disclose for Q2 2023?',
      "Who was Walmart's CEO in 2014?",
      "What was Copart, Inc.'s revenue in 2023?",
      "What was Walmart's revenue in fiscal 2022 and Q1 2023?",
    ],
    [
      "What was the trend in Nike's total lease costs from fiscal year 2020 to 2022?",
      "What were Nike's revenues in fiscal years 2021 and 2022?",
      'What was the executive leadership structure like at Oracle in 2020?',
      "What was the impact on Oracle's internal control over financial reporting of the material weakness found in 2022?",
      "What was Journey Medical Corp's revenue in 2023?",
    ],
  );
  check('gaap', ["What was Blackstone Inc.'s net income in 2023?", 'What were the operating margins of chipmakers like NVIDIA in 2023?', "What was Intel's gross profit margin in 2023?"], [
    "What was Apple's fair value of marketable securities measured on a recurring basis as of September 30, 2023?",
  ]);
  check(
    'period-vs-point',
    [
      'What was the federal funds rate in 2023?',
      "What was Ford's total debt in 2023?",
      "What was the interest rate in 2023 on Ford Motor Credit's floating rate notes due 2026?",
      'How much cash did Alphabet hold in 2023, and what was the impact on its buyback capacity?',
    ],
    [
      "What was the estimated impact on Ford's stockholders' equity in 2023 of the license payment?",
      'What were the corresponding interest rates of the notes issued by Sunnova Energy International Inc. in 2024?',
      'What measures did HSBC Holdings take to protect shareholders during its 2021 AGM?',
    ],
  );
  check('market-cap-method', ['今天是2023年10月25日，中国石化上一次分红的日期是什么时候?', '招商银行最近一次除息日是哪天?'], [
    '贵州茅台上一次分红的日期是什么时候?',
    '中国石化A股上一次分红的日期是什么时候?',
    '中国石化上市以来一共分红了几次?',
    "What was the record date for Berkshire Hathaway's 2024 annual meeting?",
    '谷歌2024年首次分红的派息日是哪天?',
  ]);
  check('adjusted-price', [
    '2024年11月18日至2024年12月16日艾伯维的最高价是多少?',
    '贵州茅台2024年1月2日-2024年3月29日的最高价是多少元?',
    "What was Coca-Cola's highest closing price since January 2, 2024, as of April 30, 2024?",
    '今天是2024年6月30日，本月腾讯控股的最高价是多少港元?',
  ], [
    '2024年11月18日艾伯维的最高价和2024年12月16日吉利德科学的最高价相差多少?',
    '今天是2024年6月5日，本月腾讯控股的最高价是多少港元?',
    '今天是2024年6月30日，本月前5个交易日腾讯控股的最高价是多少港元?',
    '今天是2024年5月30日，贵州茅台本月6日的收盘价是多少元?',
    '今天是2024年5月30日，贵州茅台本月的第一个交易日收盘价是多少元?',
  ]);
});

describe('the seventh batch: new highs, decimals without a unit, concept taxonomies, restated statements', () => {
  check('adjusted-price', ['今天是2021年12月24日，创近半年新高的股票有几只?', '2021-12-31这一天A股市场中创出月度新高的公司有哪些?'], ['2021下半年，成交量创近一季度新高的证券数量最多的交易日是哪一天?']);
  check('precision', ['中直股份2021年12月31日有限售条件的流通股占比是多少?(保留两位小数)', '梅花生物2019年回购金额合计是多少?(四舍五入保留2位小数)'], [
    '中直股份2021年12月31日有限售条件的流通股占比是多少?(以百分比表示，保留两位小数)',
    '梅花生物2019年回购金额合计是多少万元?(保留2位小数)',
    '贵州茅台2023年的市盈率是多少?保留两位小数',
  ]);
  check('industry-standard', ['互联网金融属于科技概念的什么分支?', '化工纳入过多少个子类概念?'], ['按同花顺概念分类，化工有多少个子概念?']);
  check('gaap', [], ['新天绿能2020年年度研发投入合计是多少元?(合并报表调整后的，金额保留2位小数)']);
  check('unit', ['今天是2024年11月10日，上个月最后一个交易日和本月第一个交易日亚马逊的股价变化了多少?'], []);
  check('market-cap-method', ['今天是2024年5月15日，比亚迪最近一次分红发生在什么日期?'], ['中国平安2023年度分红方案的公告时间是什么时候?']);
  check('fiscal-year', [], ['在2024年7月1日至2024年7月10日期间，阿里巴巴收益率的标准差是多少?']);
  check('rate-type', ['央行基准利率是多少?', '1000美元等于多少元?'], ['1美元等于多少日元?', '一年期央行基准利率是多少?']);
  check('precision', ['梅花生物在2019年进行了几次股票回购?回购金额合计是多少?(四舍五入保留2位小数)'], [
    '贵州茅台2023年末的流动比率是多少?保留两位小数',
    '贵州茅台2023年营业收入合计是多少亿?保留两位小数',
    '贵州茅台2023年分红总额是多少?以亿元计，保留两位小数',
    '宁德时代2023年境外收入占比是多少?请用小数形式作答，保留四位小数',
    '贵州茅台2023年每股派息金额是多少?保留两位小数',
    '2023年被出具带强调事项段的无保留意见的公司中，净利润总额最高的是哪家?',
    'What share of Rivian did Amazon own after the Series D funding round?',
    'What was the dividend per share of common stock of Coca-Cola in 2023, rounded to two decimal places?',
  ]);
  check('adjusted-price', [], ['上证综指上一次创历史新高是哪一天?', '2023年净利润创历史新高的A股公司有哪些?', '贵州茅台股东户数创上市以来新低是在哪个季度?', '离岸人民币兑美元2023年的年内新低是多少?', '近一年公司新聘任了哪些新高管?']);
  check('industry-standard', [], ['资产这一概念包括哪些子概念?', '人工智能概念股中分支机构最多的是哪家?']);
  check('market-cap-method', ['中国神华上一次派息在哪一天?'], ['中国神华2023年度分红议案的审议时间是什么时候?']);
  check('gaap', ["What was WPP's headline operating profit in 2023?"], ["What was Ireland's headline tax rate in 2023?", "What was Unilever's headline sales growth in 2023?"]);
  check('period-vs-point', [], ['How much goodwill was acquired during fiscal 2019, excluding the goodwill acquired from the purchase of BOLTS Technologies, Inc.?', 'What is the total number of shares purchased in fiscal year 2018 and 2019 respectively?']);
  check('fiscal-year', ["What was Microsoft's revenue in 2023 from its deal with OpenAI?", "What was the impact of acquisitions on Lamb Weston's net income in 2023?", '今天是2024年8月20日，请问阿里巴巴前年财报公布的日期是什么时候?', 'What was the total square footage of office space leased by AGILYSYS INC in 2020?'], [
    "What was the impact of Green Stream Holdings Inc.'s reverse stock split on its common shares outstanding in 2019?",
    "What is the implied return on EACO CORP's purchase of the Hunter Property in 2023?",
    'What is the estimated total value of the acquisition transaction between Lamb Weston Holdings, Inc. and Meijer Beheer B.V. in 2022?',
  ]);
  check('market-cap-method', ['今天是2023年7月18日，请问本月截止今天哔哩哔哩的最高价是多少元?'], ['今天是2024年7月19日，请问本周二中国平安的最高价是多少元?']);
  check('industry-standard', [], ["What was the cumulative total shareholder return of Altria's common stock for the five years ending December 31, 2024, compared to the S&P 500 Index and the S&P Food, Beverage and Tobacco Index?"]);
  check('fiscal-year', [
    "What was Disney's total debt at the end of 2019 after the acquisition of Pixar?",
    "How was Apple's 2023 revenue split by geography?",
    "How did Apple's dividends change in 2020 after its stock split?",
    '苹果去年营收多少亿美元?',
  ], ['What gain did Walgreens recognize on the sale of its Canadian business in 2023?', "What was the split ratio of Apple's 2020 stock split?", '微软以前年度利润调整了多少?']);
  check('precision', [], ["What was Apple's total revenue in fiscal year 2023 (ended September 30, 2023), in billions of USD? Round your answer to two places."]);
  check('precision', ['贵州茅台昨日成交量是多少?保留到个位。', "What was Kweichow Moutai's turnover rate on March 1, 2024, to two decimal places?"], []);
  check('market-cap-method', ['阿里巴巴今天主力净流入多少亿元?', '招商银行2023年度分红的登记日期是哪天?', '招商银行派息具体时间是哪天?'], [
    '京东2023年净利润多少亿元,同比上涨了多少?',
    '阿里巴巴2023财年净资产收益率是多少?',
    '阿里巴巴回购了多少亿元的股票,买入了多少股?',
  ]);
  check('adjusted-price', ['江西铜业近三年股价最高是多少元?', '中国铝业2020年以来的最高价是多少?'], ['沪指近一年新高是多少点?']);
  check('gaap', ["What was WPP's headline operating margin in 2023?"], []);
  check('period-vs-point', ['What was the number of shares issued in 2023 by Exxon?'], []);
  check('industry-standard', ['Which industry does Tesla, a member of the S&P 500 Index, belong to?', 'What are the sub-concepts of the humanoid robot concept?'], []);
});

describe('market-cap-method: companies listed twice since 2025, and names two listings share', () => {
  check(
    'market-cap-method',
    ['蓝思科技今天收盘价是多少?', '天岳先进今日涨跌幅是多少?', '均胜电子的昨收价是多少?', '昊海生科的开盘价是多少?', '中国重汽的股价是多少?', "What is Lens Technology's latest closing price?"],
    ['2024年蓝思科技的收盘价是多少元?'],
  );
});

describe('the ninth batch: open windows to a price level, price bands, dated events, figures set once', () => {
  check(
    'adjusted-price',
    [
      '今天是2024年6月20日，请问春节后比亚迪股价首次突破250元是哪一天？',
      '今天是2023年12月1日，请问今年劳动节后贵州茅台股价首次回落至1600元以下是哪一天？',
      '在2024年3月至2024年5月期间，贵州茅台的收盘价在1600元至1700元之间的天数有几天？',
      "In how many trading days between March 1, 2024 and May 31, 2024 did Apple's stock close between $170 and $180?",
    ],
    [
      '今天是2024年10月15日，请问国庆节后宁德时代股价首次跌破250元的日期是哪一天？',
      '今天是2024年3月18日，请问开年后贵州茅台股价第一次上涨是哪一天？',
      '今天是2023年12月20日，请问今年国庆节后5个交易日内招商银行的最低价是多少元？',
    ],
  );
  check(
    'fiscal-year',
    ['How much did Unifi spend on share repurchases in 2022?', "What was Unifi, Inc.'s net sales in 2021?", "What was Darden's total shareholder return in 2021 compared to the S&P 500?"],
    [
      'What was the purchase price paid by Acme Corp in 2023 for assets acquired under the Asset Purchase Agreement with Beta LLC?',
      "How many votes were cast for the say-on-pay proposal at Darden's annual meeting in 2022?",
      "What was the impact on Unifi's liquidity in 2020 of the sale of its equity interest in Parkdale America, LLC?",
      "What was the makeup of Darden's board of directors in 2022?",
      "Based on WALMART INC's 2023 proxy statement, what was the CEO's total compensation in fiscal 2023?",
      "What was the year-over-year change in Flutter Entertainment plc's total debt at the end of 2024?",
    ],
  );
  check('fiscal-year', ["What was Acme Corp's revenue under the Master Supply Agreement in 2022?", 'What was the composition of Darden\'s revenue in 2022?'], []);
  check('period-vs-point', ["What were Acme Corp's total assets in 2022?", 'What was the 10-year Treasury yield in 2019?'], [
    'What was the increase in contract liabilities for Acme Corp in 2022 as reported in its 10-K?',
    'What is the aggregate principal amount of convertible notes issued by Beta Inc. in 2023, and what interest rate do the notes bear?',
    'What was the risk-free interest rate assumed for options granted in 2020?',
  ]);
  check('gaap', ["What was Tesla, Inc.'s net income in 2023?", "What was Gamma Holdings Inc.'s net loss in 2021?"], [
    "What was GAMMA HOLDINGS INC's operating income in 2021?",
    'How did the net loss of DELTA ENERGY CORP change from 2022 to 2023?',
  ]);
  check('currency', ['腾讯控股2023年的营业收入是多少？'], ['腾讯控股2024年11月的成交额最小值是多少？']);
});

describe('tenth batch: what a question asks of an industry, a futures word, a net income line, an adjusted measure', () => {
  check(
    'industry-standard',
    [
      '贵州茅台属于哪个一级行业？',
      '半导体行业2023年营收增速是多少？',
      '下列公司中属于半导体行业的是（）。',
      '请分析2024年银行板块与券商板块的表现差异，并给出三条主要原因。',
      '2023年哪个行业涨幅最大?',
      '该公司所在行业的平均市盈率是多少?',
      '光伏板块今天主力资金净流入多少?',
      "What was the semiconductor industry's revenue growth in 2023?",
      "What is Tesla's industry?",
      '今天涨幅最大的板块是哪个?',
      '宁德时代的行业分类是什么?',
      'Which stocks are in the semiconductor sector?',
    ],
    [
      '以下关于行业生命周期的说法，正确的是（）。',
      '处于成长阶段的行业，年增长率一般是多少？',
      '商业银行应如何识别行业风险?',
      '以下不属于证券行业功能的是（）。',
      '波特五力模型中，行业内现有竞争者的竞争程度取决于哪些因素？',
      '保险行业如何保护客户隐私？',
      '以下关于行业分类的说法，正确的是（）。',
      'What is the typical annual growth rate of an industry in its growth stage?',
    ],
  );
  check(
    'futures-contract',
    ['螺纹钢期货今天收盘价是多少？', '根据《期货交易管理条例》，螺纹钢期货今天的收盘价是多少？', 'How many futures contracts of corn traded on the CME yesterday?'],
    [
      '根据《期货交易管理条例》，期货公司的最低注册资本是多少？',
      '证券期货经营机构对普通投资者的适当性评估每年至少进行几次？',
      'Under the Commodity Futures Modernization Act, how many days does a firm have to report?',
      'One futures contract is for 250 times the index. How much is the notional value at 4000?',
      '每手合约为10吨，铜价上涨100元/吨，一手的盈亏是多少？',
    ],
  );
  check(
    'gaap',
    ["What was Tesla's net income in 2023?", 'What was adjusted operating profit in 2019?', 'What will adjusted EBITDA grow by from 2024 to 2025?', '美团2023年经调整净利润是多少？'],
    [
      'What was net income attributable to Prologis, Inc. common stockholders in 2022?',
      "What was Visa's net income attributable to its shareholders in 2023?",
      'What was the change in Adjusted EBITDA between 2018 and 2019?',
      'By how much did adjusted net income increase from 2022 to 2023?',
      'What was the growth in Adj. EBITDA from FY2022 to FY2023?',
      '美团2023年经调整净利润较2022年增长了多少？',
    ],
  );
});

describe('the ninth and tenth batches read again on made-up questions: each new reading keeps the findings it should', () => {
  check(
    'period-vs-point',
    [
      'What was the risk-free interest rate in June 2024?',
      'What was the U.S. risk-free interest rate in 2023?',
      "What was the prime interest rate in 2023 that Acme's notes referenced?",
      'What was the federal funds interest rate in 2022 when Acme Corp issued its notes?',
    ],
    ['What risk-free interest rate did Acme Corp assume for options granted in 2022?', 'What were the senior notes Acme Corp issued in 2022 and their associated interest rates?'],
  );
  check('currency', ['拼多多2023年平台成交额是多少？', '阿里巴巴2024财年的商品成交额是多少？'], []);
  check(
    'futures-contract',
    [
      '今天黄金期货市场价格是多少？',
      '原油期货结算价按规定是多少美元？',
      'Each futures contract is for 1,000 barrels of WTI crude. What was the value of one contract at the close on March 1, 2024?',
      '每手合约为10吨，螺纹钢期货2024年3月1日收盘时一手合约价值是多少元？',
    ],
    [],
  );
  check('fiscal-year', ['What was the average price paid per share for shares Darden acquired under its Share Repurchase Agreement in 2022?'], []);
  check(
    'industry-standard',
    ['How did the industry Apple operates in perform in 2023?', 'What was the composition of the CSI 300 by sector in 2023?', '宁德时代在行业中的市场份额排名第几？'],
    ['宁德时代在行业中具有哪些竞争优势？'],
  );
  check('gaap', ['What is the consensus estimate for the growth in adjusted EPS between 2025 and 2026?', 'What was the operating profit of HSBC HOLDINGS PLC in 2023?'], []);
});

describe('eleventh batch: a description, a dated act, a named filing, a registrant name, a price in 元', () => {
  check(
    'fiscal-year',
    [
      "What was the total value of stock awards granted to AGILYSYS INC's executives in 2023?",
      "What was the impact of the restructuring on Agilysys Inc.'s operating expenses in 2022?",
      'What was the total interest rate risk exposure of Ralph Lauren Corp in 2021?',
      "What was the cash flow impact of EACO CORP's stock repurchases in 2022?",
    ],
    [
      "What is Lamb Weston Holdings, Inc.'s approach to managing commodity price risk in 2023?",
      'What is the liquidity risk for Ralph Lauren Corp in 2021, and how did it affect its operations?',
      'What was the concentration of ownership of Gen Digital Inc. in 2022?',
      "What was the impact of supply chain disruptions on EACO CORP's business in 2021?",
      'What key metrics does Ralph Lauren Corp use to evaluate its performance in 2023?',
      'How many shares did Oracle repurchase in August 2024?',
      "What were the net proceeds from Green Stream Holdings Inc.'s private placement offering in 2021?",
      'What was the total obligation of Agilysys Inc. arising from the loan agreement amendments signed in 2023?',
      'Based on its 2021 10-K, how many stores did Ralph Lauren Corp operate in 2021?',
      "What was ACME WIDGETS INC's net loss from operations in 2023?",
    ],
  );
  check(
    'gaap',
    ['What was the dividend payout ratio of Tesla, Inc. in 2023?', "What was Beta Corp's non-GAAP operating income in 2023?"],
    ['What was the dividend payout ratio of Delta Energy Inc. in 2022?', 'What non-GAAP measures does Beta Corp use to assess its performance in 2023?'],
  );
  check('rate-type', ['我用1000元人民币买入英伟达股票，能买多少股？'], ['请问昨天英伟达的最高价是多少元？', '请问上周五微软的收盘价为多少元？']);
});

describe('a review on made-up questions: a risk-free rate, a rate named long before its year, a level traded at, concept boards, kinds of industry', () => {
  check(
    'period-vs-point',
    [
      'What was the U.S. risk-free rate in March 2024?',
      'What was the risk-free rate during 2023?',
      "What was Japan's risk-free rate in 2023?",
      '美国的无风险利率在2024年3月是多少？',
      "What was the interest rate on Acme Corp's revolving credit facility in 2023?",
      "What was the interest rate charged on Beta Inc.'s term loan under its credit agreement during 2022?",
      '2023年宁德时代在中国银行的循环信贷额度的利率是多少？',
      '宁德时代循环信贷额度的利率在2023年是多少？',
    ],
    [
      'What was the risk-free rate in 2023?',
      'What risk-free rate did Acme Corp assume for options granted in 2022?',
      'What was the risk-free rate used in the Black-Scholes model for 2023 grants?',
      '2022年授予期权采用的无风险利率是多少？',
      "What was the interest rate on Acme Corp's 5.25% senior notes due 2030 in 2023?",
      "What was the weighted average interest rate on Acme Corp's revolving credit facility in 2023?",
      "What was the fixed interest rate on Acme Corp's term loan in 2023?",
      '2023年宁德时代发行的固定利率公司债券的票面利率是多少？',
      '2023年宁德时代在中国银行的循环贷款的平均利率是多少？',
    ],
  );
  check(
    'adjusted-price',
    [
      'In how many trading days of March 2024 did Apple shares trade below $250?',
      'On how many days in 2023 did the stock trade above $100?',
      "Did Tesla's stock trade above $300 at any point in the past year?",
      '2024年3月贵州茅台有几天在1600元以下交易？',
      '过去一年宁德时代有多少个交易日成交价低于200元？',
    ],
    [
      'Did Apple shares trade above $180 yesterday?',
      'How many shares of Tesla traded over the past month?',
      '本周二贵州茅台有没有在1600元以下交易？',
      '2024年3月贵州茅台的成交量是多少？',
    ],
  );
  check(
    'industry-standard',
    [
      '哪些公司属于人工智能概念？',
      '宁德时代属于哪些概念？',
      '消费电子概念股有哪些?',
      '人工智能概念股今天涨幅是多少？',
      'Which companies belong to the artificial intelligence concept?',
      'What are the AI concept stocks?',
      'Which companies are in the wind power industry?',
      '哪些行业属于周期性行业？',
      'Which industries are defensive?',
      'Which sectors are defensive?',
      '周期性行业今年的表现如何？',
      'What was the return of the defensive sector in 2023?',
    ],
    [
      '按同花顺概念分类，哪些公司属于人工智能概念？',
      "Which companies belong to the AI concept in Wind's concept taxonomy?",
      '以下属于会计要素概念的是（）。',
      'Which of these belong to the concept of current assets?',
      '周期性行业的典型特征是什么？',
      '防御性行业有哪些特点？',
      '朝阳行业的定义是什么？',
      'What is a defensive industry?',
      'What are the typical characteristics of a cyclical industry?',
      'What defines a cyclical industry?',
    ],
  );
});

describe('twelfth batch: a June filer in capitals, a change in a balance, a rationale, concerns, an appointment, best practices, each listing on its own', () => {
  check(
    'fiscal-year',
    [
      'What share of the floor space used by LANCASTER COLONY CORP for its operations was owned in 2021?',
      "What was Lancaster Colony Corporation's net sales in 2022?",
      'What was the incremental borrowing rate used by Lamb Weston to determine its lease liabilities in 2023?',
      "What are the key implications of Lamb Weston's net income in 2023 for its dividend?",
      "What was the total compensation of Lamb Weston's CEO in 2024?",
      "What was the total compensation package of Lamb Weston's executive officers in 2024?",
    ],
    [
      'How much of the revenue in 2024 came from chips used by Micron?',
      "What are the key implications of Lamb Weston's new credit agreement on its lenders' rights in 2023?",
      'What were the main liquidity concerns and going concern considerations for Green Stream Holdings Inc. in 2021?',
      'What was the pay package for Jane Doe as Chief Financial Officer of Lamb Weston in 2023?',
      "What is the estimated total cost of Lamb Weston's new plant in 2021, and how much of it will be spent in fiscal 2022?",
    ],
  );
  check(
    'period-vs-point',
    ["What were Journey Medical Corp's cash and cash equivalents during 2023?", '2024年11月，苹果的收盘价是多少？'],
    ["What was the year-over-year change in Acme Widgets Corp's cash and cash equivalents during 2023?", '2024年11月，苹果的收盘价低于200美元的有几天？', '2024年3月，腾讯的股价超过300港元的交易日有多少个？'],
  );
  check('adjusted-price', ['2024年11月，苹果的收盘价低于200美元的有几天？'], []);
  check(
    'gaap',
    ['What were Intel\'s earnings in 2023?', "What was Intel's net income in its earnings report for Q2 2023?"],
    [
      "What was the rationale behind Intel's use of adjusted operating margin in its earnings release for 2023?",
      "What was the net change in Intel's retained earnings in the first half of 2023?",
    ],
  );
  check(
    'industry-standard',
    ['Which companies in the semiconductor industry did best in 2023?'],
    ["What is Intel Corporation's approach to data privacy in 2023, and how does it compare with industry best practices?"],
  );
  check(
    'market-cap-method',
    [
      '如果我在2024年7月15日买入1000股诺华和1000股罗氏（RHHBY）的股票，2024年9月23日卖出，赚了多少？',
      '买入1000股中国平安(601318)和1000股招商银行的股票，2024年收益是多少？',
      '腾讯控股(0700.HK)和阿里巴巴的股价今天分别是多少？',
      'What were the closing prices of Alibaba Group (BABA) and JD.com on March 3, 2024?',
    ],
    [
      '如果我在2024年7月15日买入1000股阿斯利康（AZN）和1000股葛兰素史克（GSK）的股票，2024年9月23日卖出，赚了多少？',
      '买入1000股中国平安(601318)和1000股招商银行(600036)的股票，2024年收益是多少？',
      '腾讯控股(0700.HK)和阿里巴巴(9988.HK)的股价今天分别是多少？',
      '港股中国平安和招商银行今天的收盘价是多少?',
    ],
  );
});

describe('thirteenth batch: an adjusted EPS reporter, a calendar filer, a filing\'s own fiscal year, a potential cost, a stake, a profit as an aim', () => {
  check(
    'gaap',
    [
      "What was Lamb Weston Holdings, Inc.'s diluted EPS in fiscal year 2023 (ended May 28, 2023)?",
      'What was the diluted EPS of Lamb Weston Holdings, Inc. for the year ended May 26, 2024?',
      'What is Tesla\'s effective tax rate in 2023, and what was its net income?',
      '贵州茅台2023年的利润是多少？',
    ],
    [
      "What was Lamb Weston Holdings, Inc.'s GAAP diluted EPS in fiscal year 2023 (ended May 28, 2023)?",
      "What was Sunnova Energy International Inc.'s diluted EPS for the year ended December 31, 2023?",
      "What is Tesla's effective tax rate in 2023, and how does it affect its net income?",
      'What is the effective tax rate for Green Stream Holdings Inc. in 2021, and how does it impact its net loss?',
      'What was the primary driver of ACME MINING LTD\'s larger net loss in 2022 than in 2021, and what were the key components of this loss?',
      '做熊市套利时，想要获得利润，需要的价差状态是什么？',
    ],
  );
  check(
    'fiscal-year',
    [
      "What was Lamb Weston Holdings, Inc.'s diluted EPS in 2023?",
      'What was the total amount Walmart spent on share repurchases during fiscal year 2024?',
      'What were the restructuring costs Costco incurred in 2025?',
      'What percentage of Oracle\'s revenue came from cloud services in 2023?',
      'What was Oracle\'s market capitalization in 2023?',
      'What was ORACLE CORP\'s total revenue in 2022?',
      'What were the key components of Oracle\'s revenue in 2023?',
      "What was the primary driver of Oracle's higher net loss in 2023, and what were the key components of this loss?",
    ],
    [
      "What were Bitcoin Depot Inc.'s total revenues in 2023?",
      'How much did EAGLE MATERIALS INC spend on share repurchases during fiscal year 2025?',
      'What are the potential costs that Costco may incur due to new tariffs in 2025?',
      'What was the market value of ORACLE CORP\'s shares held by non-affiliates as of the last business day of its most recently completed second fiscal quarter in 2023?',
      "What percentage of Oracle's shares did Larry Ellison beneficially own as of 2023?",
      'Based on the DEF 14A filing for ORACLE CORP in 2022, what was the total CEO compensation?',
      "What was the primary driver of ACME MINING LTD's larger net loss in 2022 than in 2021, and what were the key components of this loss?",
    ],
  );
  check(
    'period-vs-point',
    ["What were Bitcoin Depot Inc.'s total shares outstanding in 2023?"],
    ["What were Bitcoin Depot Inc.'s total shares outstanding as of December 31, 2023?"],
  );
  check(
    'currency',
    ["What were ACME Royalty Trust's total royalty revenues in 2024?"],
    ["What was the primary source of revenue for ACME Royalty Trust in 2024, and how did it affect the Trust's results?"],
  );
  check(
    'industry-standard',
    ['宁德时代属于什么种类的行业？'],
    ['储户对银行服务拥有知情权，这体现了银行业消费者拥有什么种类的权益？'],
  );
});

describe("fourteenth batch: a plan's terms, a fiscal year-end in a year, a description, a window of days, a board's make-up, a calendar reporter abroad, an effect on a price, an exam's statements", () => {
  check(
    'fiscal-year',
    [
      "What was Eagle Materials Inc.'s revenue for fiscal 2023?",
      'What was the total bonus paid to Eagle Materials Inc.\'s CEO in fiscal 2023?',
      "What was Lamb Weston Holdings, Inc.'s benefit obligation in 2022?",
      'What were the key performance indicators of Lamb Weston Holdings, Inc. in 2021?',
      "What was UNIFI INC's revenue in 2023?",
      "What was HSBC's total revenue in 2020?",
    ],
    [
      "What is the maximum award payable to officers under Eagle Materials Inc.'s Annual Incentive Bonus Plan for fiscal year 2024?",
      "What was Lamb Weston Holdings, Inc.'s pension obligation at fiscal year-end in 2021?",
      "What were the key indicators of Lamb Weston Holdings, Inc.'s disclosure controls effectiveness in 2022?",
      'What was the average price per share paid by the Reporting Persons for UNIFI INC shares during the last 60 days, as stated in its 2022 filing?',
      "What was the average age of UNIFI INC's directors in 2023?",
      "What was GlaxoSmithKline's total revenue in 2021?",
    ],
  );
  check(
    'gaap',
    [
      "What was Lamb Weston Holdings, Inc.'s net income in 2020?",
      "What was Nike's net income in 2022, and how does it relate to the bonus pool?",
      'What was GSK plc\'s net income in 2020?',
      '2023年贵州茅台的净利润是多少？',
    ],
    [
      "What was Green Stream Holdings Inc.'s net loss in 2021?",
      "What is the bonus pool under Eagle Materials Inc.'s Salaried Incentive Compensation Program for fiscal year 2024, and how does it relate to operating earnings?",
      '股票估值中，两种不变增长的模型可以是哪两种情况？Ⅰ净利润按照不变的增长率增长 Ⅱ股息按照不变的增长率增长',
    ],
  );
  check('currency', ["What was HSBC's total revenue in 2020?"], ["What was GlaxoSmithKline's total revenue in 2021?"]);
  check(
    'adjusted-price',
    ["What was the closing price of HOUSTON AMERICAN ENERGY CORP's stock in 2019?", 'What was the stock price of HOUSTON AMERICAN ENERGY CORP after the reverse split in 2019?'],
    ["What is the anticipated effect on HOUSTON AMERICAN ENERGY CORP's stock price of the reverse split approved in 2024?"],
  );
});

describe('a review of the linter: an abbreviation repeated, lower-case titles, a vendor in any case, a sum and a date, a holiday\'s next day', () => {
  test('a 2,000-character question of repeated abbreviations (Co.Co.…) is still read for its rate over a year', () => {
    const question = `What was the interest rate on ${'Co.'.repeat(15)} in 2021? ${`interest rate on ${'Co.'.repeat(20)} `.repeat(30)}`;
    assert.ok(question.length > 2000);
    assert.deepEqual(categories(question), ['period-vs-point']);
  });
  test('a name after a 2,000-character run of capitalised words, and a sum of 2,000 digits, are still read', () => {
    assert.deepEqual(categories(`What was ${'A '.repeat(1000)}Acme Corp's net income in 2021?`), ['fiscal-year', 'gaap']);
    assert.deepEqual(categories(`我用${'1'.repeat(2000)}元人民币买入英伟达股票，能买多少股？`), ['rate-type']);
  });
  check(
    'period-vs-point',
    ['What was the interest rate on the credit facility with Wells Fargo Bank, N.A. in 2022?', 'What was the interest rate on loans from Acme Co., Ltd. during 2021?'],
    ['What risk-free rate may Acme Corp disclose for 2021?', 'What risk-free rate did Acme report for us in 2021?'],
  );
  check('period-vs-point', ['What was the risk-free rate in May 2021?', 'During 2021, what was the risk-free rate?'], []);
  check(
    'fiscal-year',
    [],
    [
      'What was the compensation package for John Doe as chief executive officer of Agilysys Inc. in 2021?',
      "Proceeds from Green Stream Holdings Inc.'s private placement offering in 2021 amounted to how much?",
      'What was the total obligation of Agilysys Inc. arising from the loan Amendments signed in 2023?',
      'What does the 2020 stock split of Apple Inc. mean for its shareholders?',
    ],
  );
  check(
    'industry-standard',
    [
      'Which industry does the Wind Power segment of GE belong to?',
      'How did AI concept stocks perform this week?',
      'How did the banking and energy sectors perform this week?',
    ],
    [
      "What was Acme's gross margin versus Industry Averages in 2023?",
      'Does the company follow industry best Practices?',
      '用wind查询贵州茅台属于哪个行业',
      'WIND数据中贵州茅台属于哪个行业?',
      'How do different industries perform in a recession?',
      'How did our industry perform?',
    ],
  );
  check('futures-contract', [], ['Each futures contract is for 100 ounces of gold. What is the gain on one contract when gold futures rise to $2000 an ounce?']);
  check(
    'adjusted-price',
    ['今天是2024年10月30日，国庆节后贵州茅台股价首次跌破1500元是哪天？'],
    ['今天是2024年10月30日，国庆节后第一个交易日贵州茅台股价跌破1500元了吗？', '今天是2024年10月30日，国庆节后5个交易日内贵州茅台股价跌破1500元了吗？'],
  );
  check('gaap', ['茅台2023年营收的特点是增长较快吗？请给出营收金额'], []);
  test('a definition a figure is asked by (按公司定义) is not a concept question', () => {
    assert.equal(quantityKind('按公司定义是否包括非经常性损益，贵州茅台2023年的净利润？'), 'amount');
    assert.equal(quantityKind('周期性行业的特点是？'), 'reason');
    assert.equal(quantityKind('可转债的定义是什么？'), 'reason');
  });
  check('rate-type', ['英伟达收购Mellanox的对价是多少元？', '苹果公司该资产的评估价为多少元？', '英伟达收购Mellanox的总价多少元？'], ['英伟达的收盘价是多少元？', '英伟达的发行价为多少元？']);
});

describe('the fifteenth batch: a risk described by its consequences, a liquidity position, a plan named by its fiscal year, a repurchase\'s average price, an exam case, an industry in an exam stem', () => {
  check(
    'fiscal-year',
    [
      'What is the key supply chain risk that Nike Inc faces in 2023, and what was its cost of sales in 2023?',
      "What was Nike Inc's cost of sales in 2023, and how might it affect their margins?",
      'What was the net cash position of Oracle Corp in 2023?',
      "What is the target bonus payout for Nike Inc's executives in 2023?",
    ],
    [
      'What is the key supply chain risk that Nike Inc faces in 2023, and how could it affect their margins or raise costs?',
      'What is the liquidity position of Oracle Corp in 2023, and how does it affect its ability to repay debt?',
      "What is the target bonus payout for Nike Inc's executives under the FY24 Annual Incentive Plans in 2023?",
    ],
  );
  check(
    'adjusted-price',
    ["What was Oracle Corp's highest stock price in 2019, and how many shares did it repurchase?", 'What was the average stock price of Oracle Corp in 2019?'],
    ['How many shares did Oracle Corp repurchase in 2023, and what was the average price per share of the buybacks?'],
  );
  check('gaap', ['TCL公司2022年净利润是多少？', '贵州茅台2022年净利润是多少？'], ['A公司2022年净利润下降了30%，其主要风险可能是：', '甲公司2021年净利润是多少']);
  check(
    'industry-standard',
    ['半导体行业2023年的走势如何？', '白酒板块近一个月的涨幅是多少？'],
    ['关于半导体行业的发展趋势，说法正确的是（）。', '下列关于银行业的发展趋势，说法有误的是：'],
  );
});

describe("the sixteenth batch: a capital action's impact on the year's figures, a law's year, a certification status, a dollar-reporting plc's margin, the liabilities a party assumes, a same-term deposit rate", () => {
  check(
    'fiscal-year',
    [
      "What was the impact of Oracle Corp's share repurchase program on its financial results in 2023?",
      "What was the impact of the Cerner acquisition on Oracle Corp's cash reserves in 2023?",
      "What must Nike Inc's CEO certify under the Sarbanes-Oxley Act of 2002, and what was its revenue in 2023?",
    ],
    [
      "What was the impact of legal proceedings on Oracle Corp's financial results in 2023?",
      "What must Nike Inc's CEO certify under Section 302 of the Sarbanes-Oxley Act of 2002?",
      "What was the certification status of Nike Inc's CEO and CFO in 2023?",
    ],
  );
  check('gaap', ['What was the operating margin trend for Flutter Entertainment in 2023?'], ["What was Flutter Entertainment plc's operating margin in 2023?"]);
  check(
    'currency',
    ["According to its 2021 prospectus, what are the total liabilities the Managing Owner assumes toward Invesco DB Agriculture Fund's Authorized Participants?"],
    ["According to its 2021 prospectus, what are the specific liabilities the Managing Owner assumes toward Invesco DB Agriculture Fund's Authorized Participants?"],
  );
  test('the liabilities a party assumes are asked by kind, their total by amount', () => {
    assert.equal(quantityKind('What are the specific indemnification liabilities the Managing Owner assumes for Invesco DB Oil Fund?'), 'name');
    assert.equal(quantityKind('What are the total liabilities the Managing Owner assumes for Invesco DB Oil Fund?'), 'amount');
  });
  check('rate-type', ['债券的发行利率不能超过银行存款利率的多少倍？'], ['债券的发行利率不能超过同期银行存款利率的多少倍？', '债券的发行利率不得高于同期限银行存款利率的多少？']);
});

describe('one vocabulary of corporate suffixes, one reading of a registrant named by its legal name', () => {
  // A registrant named as EDGAR writes it asks its filings' own measures; one named as a person writes it may still mean
  // a calendar year or an adjusted figure.
  check(
    'gaap',
    ["What was Acme Widgets Inc.'s net income in 2022?"],
    ["What was NORTHWEST NATURAL GAS CO's EBITDA margin in 2022?", "What was NORTHWEST NATURAL GAS CO's diluted EPS in 2022?", "What was ACME WIDGETS INC's net income in 2022?"],
  );
  check('fiscal-year', ["What was Acme Widgets Inc.'s net income in 2022?"], ["What was ACME WIDGETS INC's net income in 2022?"]);
  // Every abbreviated suffix's period stands inside the sentence, not only Inc.'s.
  check(
    'period-vs-point',
    ['What was the interest rate on the revolving loans of Airbus N.V. in 2022?', 'What was the interest rate on the revolving loans of Acme S.A. in 2022?'],
    [],
  );
  // A company named after a crypto asset is no crypto asset; a company's bitcoin holdings are.
  check('crypto-venue', ["What was the value of MicroStrategy's bitcoin holdings on March 3, 2021?"], ['What was the closing price of Bitcoin Incorporated on March 3, 2021?']);
});

describe("the nineteenth batch's Chinese questions: a unit each clause must name, thresholds and totals, revised rankings, an indicator's level, a day's table and a price's move", () => {
  // Decimals of a share are read in the share's own clause; a volatility is a share too; a volume or turnover asked to
  // decimals with no unit is a precision question, not a unit one; a volume that picks the day asked is no figure.
  check(
    'precision',
    [
      '宁德时代2022年的销售费用是多少元（保留2位小数）？其中广告费用占比是多少（保留2位小数）？',
      '公告发布后20个交易日内，该股日波动率最高是多少？保留两位小数',
      '贵州茅台2020年5月8日的成交金额是多少？保留两位小数',
    ],
    [
      '宁德时代2022年的销售费用是多少元（保留2位小数）？其中广告费用占比是多少（以百分比表示，保留2位小数）？',
      '公告发布后20个交易日内，该股日波动率最高是百分之多少？保留两位小数',
      '万华化学在2018年第三季度的最高价是多少（保留两位小数）？成交量最大的是哪一天？',
    ],
  );
  check(
    'unit',
    [
      '易方达稳健收益债券B在2020年每次分红的派现比例是多少？',
      '博时鑫元债券A在2020年每次分红的派现比例是多少？',
      '列出2012年以来住户存款余额超过80万的月份及其余额',
      '贵州茅台2020年5月8日的成交金额是多少？取整',
    ],
    [
      '博时鑫元债券A在2020年每次分红的派现比例（每10份派现金额）是多少？',
      '列出2012年以来住户存款余额超过80万亿元的月份及其余额',
      '管理股票型基金规模超过200亿的基金经理有哪些',
      '2021年营业收入超过500000000的公司有多少家',
      '贵州茅台2020年5月8日的成交金额是多少？保留两位小数',
      '万华化学在2018年第三季度的最高价是多少（保留两位小数）？成交量最大的是哪一天？',
    ],
  );
  // The mainland's trade totals are published in US dollars and in RMB, unlike its other statistics.
  check('currency', ['我国2019年服务贸易进出口总额是多少？'], ['我国2019年货物进出口总额是多少亿美元？', '我国2019年社会消费品零售总额是多少亿元？']);
  // Regions ranked by a revised statistic: the revision can reorder them.
  check('revision', ['2021年地区生产总值排名前五的省份是哪些？', '2020年第三产业增加值是多少？'], ['哪些省份公布了2021年地区生产总值？']);
  // A technical indicator's level over years is a level of a price series; a cross of its lines is an event.
  check('adjusted-price', ['格力电器2017到2020的MACD值是多少？', '2020年3月收盘价最高的股票是哪只？'], [
    '格力电器2020年3月2日至3月6日期间MACD形成金叉的天数有几天？',
    '格力电器今天的7日均线是多少',
    '2018-06-15，当日收盘价最低的A股是？',
    '2020-03-02到2020-03-06之间收盘价连续上涨的股票有多少只？',
    '哪两个申万一级行业在2020年3月股价波动性最大？',
  ]);
  check('period-vs-point', ['格力电器2017到2020的MACD值是多少？', '贵州茅台2019年的收盘价是多少？'], ['贵州茅台2019年的月度收盘价分别是多少？']);
});

describe("the seventeenth and eighteenth batches: a process, disclosure controls, a committee's composition, a name change, a holder's stake, a filer's quarterly prices, what a company pays into its own plan, a price its terms set, rates as a risk's source, a balance converted, a contract month", () => {
  check(
    'fiscal-year',
    [
      // The filing's table of market prices by fiscal quarter, and what the company itself paid into its own plan.
      'What were the quarterly high and low stock prices of Nike Inc in 2021?',
      'How did the matching contributions made by Oracle Corporation to its 401(k) plan change in 2023?',
    ],
    [
      'What was the certification process followed by NIKE INC officers in their 2023 10-Q, and which rules did it satisfy?',
      'What percentage ownership of Oracle Corp common stock was held by BlackRock Fund Advisors as of 2023?',
      "What was Walmart Inc.'s Nominating Committee composition during fiscal 2023?",
      'Why did Walmart Inc. change its corporate name in 2018?',
      "What can be inferred about the effectiveness of Oracle Corp's disclosure controls in 2023?",
      "What was the change in NextPlat Corp's deferred revenue in 2023?",
    ],
  );
  test('a committee, an inference, the reasoning given and an advantage asked are descriptions', () => {
    assert.equal(quantityKind("What was the Nominating Committee's membership at Acme Widgets Inc. in 2022?"), 'reason');
    assert.equal(quantityKind('What can be concluded about the liquidity of Acme Widgets Inc. in 2022?'), 'reason');
    assert.equal(quantityKind('What is the specific reasoning Acme Widgets Inc. gives for its segment disclosures?'), 'reason');
    assert.equal(quantityKind('与利润最大化相比，股东财富最大化的缺点有哪些？'), 'reason');
  });
  check('unit', [], ["What was Nike Inc's quarterly stock price range in 2021?"]);
  check(
    'gaap',
    ["What was Coca-Cola's operating margin in 2021?"],
    [
      "What was Hi-Great Group Holding Co's net profit margin in 2021?",
      'What is the specific reasoning Oracle Corp gives for reporting non-GAAP operating income beside its GAAP results?',
    ],
  );
  check('period-vs-point', ['贵州茅台的每股收益是多少？', "What was Acme Widgets Inc.'s total debt in June 2022?"], [
    '与股东财富最大化相比，每股收益最大化的优点在于？',
    "How much of Acme Widgets Inc.'s debt was redeemed in June 2022?",
  ]);
  check(
    'market-cap-method',
    ["What was Alibaba's closing price on March 3, 2021?"],
    [
      'What was the exercise price of the warrants Alibaba issued in 2021?',
      "What was the offering price of Ping An's 2021 placement, and what does it imply about the company's valuation?",
    ],
  );
  check('rate-type', ['What was the LIBOR rate in March 2021?'], ["What was ConocoPhillips's sensitivity to movements in interest rates, including LIBOR, in 2021?"]);
  check('futures-contract', ['铜期货的价格是多少？'], ['一位投资者买入9月份铜期货合约并卖出11月份铜期货合约，他应以多少元/吨的价差成交？']);
});

describe("the nineteenth batch's English readings: annual-report templates on companies abroad", () => {
  // "Return 'N/A'" says what to answer when the report lacks the figure: no return measure, so no ratio's precision.
  test('an instruction to return N/A is no return asked', () => {
    assert.equal(quantityKind("What is the net cash from operating activities (in USD) of Acme Widgets Inc. for its latest year? If data is missing, return 'N/A'."), 'amount');
    assert.equal(quantityKind('What was the return on equity of Acme Widgets Inc. in fiscal 2023?'), 'ratio');
  });
  check(
    'precision',
    [],
    [
      "What is the net cash from operating activities (in USD) of Acme Widgets Inc. for its latest year? If data is missing, return 'N/A'.",
      "What was Acme Widgets Inc.'s EBIT margin (%) for fiscal 2023, according to its annual report?",
    ],
  );
  // A company known to report an adjusted profit beside the reported one is asked which, however it is named; a figure
  // as the annual report states it, or companies' margins set against one another, are the reported ones.
  check(
    'gaap',
    [
      "What was QuidelOrtho Corporation's operating margin for fiscal 2022?",
      'How large was the net income of Petra Diamonds for fiscal 2023?',
      'Did QuidelOrtho Corporation have a higher operating margin than Globex Holdings plc in fiscal 2023?',
      'Which of the companies had the highest net income at the end of the period listed in annual report: "RWE AG" or "Globex Holdings plc"?',
      'How much did Acme Widgets Inc. spend on brand building in fiscal 2023?',
    ],
    [
      'What was the operating margin of Globex Holdings plc for fiscal 2023, as stated in its annual report?',
      'Did Globex Holdings plc have a higher operating margin than Initech Holdings plc in fiscal 2023?',
    ],
  );
  // A flow, a spend or a margin "in" a date: the date stands where a period belongs.
  check(
    'period-vs-point',
    [
      "What was Acme Widgets Inc.'s gross margin in September 30, 2023?",
      'How much did Acme Widgets Inc. spend on advertising in March 31, 2022?',
      "What was Acme Widgets Inc.'s market capitalization in Q3 2023?",
    ],
    [],
  );
  // Companies that report in different currencies compared: at which rate, and in which currency when the answer is an
  // amount.
  check(
    'rate-type',
    ['Did Laserbond have more total assets than Sensata at the end of fiscal 2023?', 'How much more did Laserbond Limited spend on R&D than Sensata in fiscal 2023?'],
    [],
  );
  check(
    'currency',
    ['How much more did Laserbond Limited spend on R&D than Sensata in fiscal 2023?'],
    ["What was Mercia Asset Management PLC's revenue in fiscal year 2023?"],
  );
  // Fiscal calendars abroad and of US filers the templates name; a company named in quotation marks is a company; a
  // company abroad known to report in pounds is asked in pounds.
  check(
    'fiscal-year',
    [
      "What was TD SYNNEX CORP's revenue in Q3 2023?",
      'What were the total revenues of "Mercia Asset Management" in fiscal year 2022?',
      'How much did "Accuray Incorporated" spend on R&D in Q1 2023?',
      'What was the revenue of "Globex" in 2023?',
    ],
    [],
  );
});

describe('the twentieth batch in English: annual-report templates on companies abroad, and share registers', () => {
  // Companies abroad the data know the reporting currency of, compared with one another or with US filers: at which rate.
  check(
    'rate-type',
    [
      'Which company had the higher operating cash flow in fiscal 2022: "AutoCanada" or "Globex Inc."?',
      'Which company had more total assets at the end of 2021: "Baker Steel Resources Trust" or "Initech Corp."?',
      'How much more did "Sleep Country Canada" spend on advertising than "Playtech plc" in fiscal 2022?',
    ],
    [],
  );
  // Fiscal years that end in June (Strike Energy, Venus Metals) or November (Canadian Banc Corp): a quarter reads two ways.
  check(
    'fiscal-year',
    ['Did "Strike Energy" have a higher return on equity than "Globex plc" in Q3 2022?', 'What was the gross margin of "Venus Metals" in Q1 2021?'],
    [],
  );
  // Acquisition costs are no statement line, also when companies are ranked by them; a company that reports an
  // adjusted profit beside its IFRS one (Playtech) is asked which, even as its report states it; one that reports none
  // (OeKB) has one margin; a spend asked as the annual report lists it is the report's line.
  check(
    'gaap',
    [
      'What were the acquisition costs of Acme Widgets Inc. in fiscal 2022?',
      'Which company had the lower acquisition costs in 2021: "Initech Corp." or "Globex Inc."?',
      'What was the net income of "Playtech" in fiscal 2022, as stated in its annual report?',
    ],
    [
      'What was the operating margin of "Oesterreichische Kontrollbank" for fiscal 2022?',
      'For Initech Corp., what was the value of spending on customer retention programs at the end of the period listed in annual report?',
    ],
  );
  // What a share register states at a record date, asked for a year or a month that ends no quarter; a calendar
  // filer's balance-sheet line in a named fiscal year is its December 31 figure.
  check(
    'period-vs-point',
    [
      'What was the number of shareholders of Acme Widgets in October 2021?',
      'What were the top ten companies by average holdings per household in 2019?',
      'What was the share capital of Globex Holdings in 2022?',
    ],
    ['What were the total assets of "TransUnion" in the fiscal year 2022?'],
  );
  // A sector's stock codes ask its members; the national industry classification's index and doors name their standard.
  check(
    'industry-standard',
    ['Give me the tickers for the "Robotics" sector and the companies\' chairmen.'],
    [
      'What was the value of the "Textile Industry" series in the "National Economic Industry Index" last month?',
      'How many companies are in the first industry "Culture, Sports and Entertainment"?',
    ],
  );
});

describe('twentieth batch, Chinese: Traditional characters, Taiwan filers’ quarterly reports, templates and investors’ messages', () => {
  // Traditional characters are read as their Simplified forms: 營收 is 营收, 營業收入 is the statement's 营业收入.
  check('gaap', ['請問宏碁2023年第2季的營收是多少？', '和硕2023年第2季度的总收入及总支出分别是多少？'], ['廣達2023年第2季合併綜合損益表中的營業收入是多少？']);
  // A segment's revenue from external customers is the segment note's line, 销货收入 the statement's; a Taiwan filer's
  // figure of a named quarter's report has the report's precision and scale.
  check(
    'gaap',
    [],
    ['宏碁2023年第2季报告分部中来自外部客户的收入是多少？', '仁寶2022年第4季的營運部門資訊中，來自外部客戶的收入是多少？', '纬创2023年第1季的销货收入是多少新台币千元？'],
  );
  check(
    'precision',
    ['请问英业达的存货占资产总额的百分比是多少？'],
    ['請問英業達2023年第2季的合併資產負債表中，存貨占資產總額的百分比是多少？', '技嘉2023年第2季的营运部门资讯中，外部收入是多少（单位：百万元）？'],
  );
  // Not yet profitable is a listing's status, not a line; a bracketed answer format on a question that asks names is boilerplate.
  check('gaap', ['华夏制药2022年的盈利是多少？'], ['某科技公司目前是否尚未盈利？请回答是或否']);
  check('precision', ['600519公司2022年前五大客户名称及销售金额是多少？（金额保留2位小数）'], ['600519公司2022年的主要客户有哪些？（金额保留2位小数）']);
  // A level-2 name one standard uses names it: Shenwan's 光学光电子, CITIC's 光学光电.
  check('industry-standard', ['2023-06-30半导体行业的市值是多少？'], ['2023-06-30光学光电子行业的平均市盈率是多少？', '2023-06-30光学光电行业的平均市盈率是多少？']);
  // An investor's message asks no figure: a demand (要求, 请求) is no 求 to compute, and spaced characters read as written.
  check('market-cap-method', [], ['董秘您好，股价跌了这么多，请求公司加强市值管理，为何迟迟不增持？']);
  test('a finding in a Traditional question spans the question’s own characters', () => {
    const question = '請問宏碁2023年第2季的營收是多少？';
    const span = lintQuestion(question).find((f) => f.category === 'gaap')?.span;
    assert.equal(span && question.slice(span.offset, span.offset + span.length), '營收');
  });
  test('a message typed with spaces between characters asks a reason', () => {
    assert.equal(quantityKind('贵 公 司 去 年 股 价 跌 了 一 半，要 求 公 司 作 出 解 释'), 'reason');
  });
});

describe('twenty-first batch, English: annual-report templates and BULL questions in English', () => {
  // Data: Renishaw's year ends in June, so its bare quarter reads two ways.
  check('fiscal-year', ['How much did "Renishaw plc" spend on marketing in Q1 2023?'], []);
  // A company named as SEC EDGAR writes it asks its filing's own margin, also one the vocabulary knows.
  check('gaap', ["What was Journey Medical's operating margin in 2023?"], ['What was the operating margin of "JOURNEY MEDICAL CORPORATION" for fiscal 2023?']);
  // A company's business scope is a description; the sector beside it is context, not membership asked (nor is "scope" a PE).
  check('industry-standard', [], ['I hear the biotech sector is hot lately. What is the business scope of Acme Bio?', 'The chip sector has been hot; I want to know the business scope of Acme Semi.']);
  test('a business scope is a description, not a figure', () => {
    assert.equal(quantityKind('Tell me the business scope of Acme Pharma.'), 'reason');
  });
  // The national accounts' sectors split an output statistic: no classification standard; a company's industries still have one.
  check('industry-standard', ['What are the primary and secondary industries of Acme Mining?'], ['What was the value added of the secondary industry in Guangdong for each year since 2010?']);
  // Industrial value added is revised, as 工业增加值 is; so are regions picked by a condition on a revised figure.
  check('revision', ['What was the industrial value added of Jiangsu in 2021?', 'Which cities recorded negative GDP growth in 2020?'], []);
  // China's customs totals are published in US dollars and in RMB.
  check('currency', ['What was the total export value of goods in 2019?'], ['What was the total export value of goods in 2019, in US dollars?']);
  // A bonus share ratio is given per share or per ten shares (10送5), also as a filter over a table.
  check(
    'unit',
    ['Which companies had a bonus share ratio above 0.3 in 2021?', 'What was the stock dividend ratio of Acme Holdings in 2022?'],
    ['Which companies had a bonus share ratio above 0.3 per share in 2021?'],
  );
  // A threshold with no unit: a sum in millions on aggregates kept in 亿元, a rate as a bare number a ratio could be.
  check(
    'unit',
    ['In the balance sheet of depository corporations, which months had total deposits above 8 million?', 'Which cities had a tax revenue growth rate above 2 in 2022?'],
    [
      'Which cities had a tax revenue growth rate above 2% in 2022?',
      'Which funds had a return greater than 0 last month?',
      // A scale word is the number's unit: a sum, not a share.
      'Which companies have a circulating A-share share capital exceeding 1 billion?',
    ],
  );
  // A holder's proportion of the shares is stated at record dates: a month that ends no quarter names none.
  check(
    'period-vs-point',
    ['What was the proportion of tradable shares of Acme Steel held by pension funds in November 2019?'],
    ['What was the proportion of tradable shares of Acme Steel held by pension funds at the end of September 2019?'],
  );
  // Closes below a level since a year, or across a table of monthly prices, are price history.
  check('adjusted-price', ['Which stocks had a monthly closing price under 5 since 2019?', 'How many closing prices were above 30 in the monthly share price table?'], []);
  // A question that lists every statistical period's value names its periods.
  check('period-vs-point', [], ['I want the records of "Chemical Products" in the "Output Index"; list the statistical periods and index values.']);
});

describe('twenty-first batch, Chinese: unitless ratio thresholds, multiples as filters, surplus, holdings and moving-average crosses', () => {
  // A filter's threshold on a share, growth or return given as a bare number below 10 is 0.5% or 50%; not a sign (大于0),
  // a number with its unit, a multiple's level (市盈率低于1) or a threshold in a scenario's figures.
  check(
    'unit',
    ['列出前年出口额同比增长超过0.3的地级市', '哪些私募的年化回报不低于0.15？', '第一大股东持股占比高于0.4的银行有哪些', '2023年哪些基金的收益率高于3？'],
    ['哪些股票去年涨跌幅大于0？', '列出前年出口额同比增长超过30%的地级市', '哪些银行股的市盈率低于1？', '若某基金收益率为0.12，基准为0.08，超额收益是否超过0.05？', '哪些公司去年每股收益超过0.5？'],
  );
  test('a bare threshold draws one finding, a fraction or a number above 1 alike', () => {
    for (const q of ['计算出让后持股比例超过0.5的公司有多少家', 'List the provinces with a fiscal revenue growth rate greater than 1 in the past three years.']) {
      assert.deepEqual(
        lintQuestion(q).filter((f) => f.category === 'unit').map((f) => f.rule),
        ['ratio-threshold-unit'],
      );
    }
  });
  // Stocks picked by a multiple need its basis; a daily level or multiple asked for a month of a year counted from now
  // is any day, every day or the month's end.
  check('pe-definition', ['哪些银行股的市盈率低于5倍？'], ['哪些银行股的市盈率(TTM)低于5倍？']);
  check('period-vs-point', ['去年三月市净率低于1的券商有哪些？', '今年5月的收盘价是多少'], ['去年三月最后一个交易日市净率低于1的券商有哪些？', '今年5月8日的收盘价是多少']);
  // Bare surplus is no statement line (retained earnings or the period's profit); EPS and the surplus reserve are.
  check('gaap', ['聯電2023年第3季的盈餘合計是多少？'], ['聯電2023年第3季的每股盈餘是多少？', '华夏制药2023年末的盈余公积是多少？']);
  // Revenue filtered by a level falls the same side of it whichever revenue line is read; the figure itself does not.
  check('gaap', ['中国建筑2023年的营收是多少？'], ['中国建筑有哪几年的营收高于1万亿？']);
  // The market value of what a holder holds is the holding's, not a company's market cap.
  check('market-cap-method', ['万科的市值是多少？'], ['华夏成长混合持有的股票及持仓市值', '招商中证白酒指数持有的股票数量及其市值']);
  // A price crossing a moving average is an event of the series, as a cross of two lines is; the average's level is not.
  check('adjusted-price', ['贵州茅台2019年6月3日的20日均线是多少？'], ['贵州茅台2019年6月3日是否跌破了20日均线？']);
});

describe('twenty-second batch, English: trade growth, windows in words, concept boards, national classifications and records as stored', () => {
  // China's customs growth, as its totals, differs in US-dollar and in RMB terms.
  check(
    'currency',
    ["What was the year-on-year growth of China's exports in 2018?", "In which years did our country's imports fall year-on-year?"],
    ["What was the year-on-year growth of China's exports in 2018, in US dollars?", "What was the year-on-year growth of China's GDP in 2018?"],
  );
  // A price level over a window counted in words (the past three years) is price history.
  check('adjusted-price', ['What was the lowest closing price of stock 600036 over the past three years?', 'What were the highest and lowest prices of stock 000651 over the last two years?'], []);
  // A concept board named in quotes is each vendor's own; an industry the national classification names is its own.
  check(
    'industry-standard',
    ['How many listed companies are headquartered in each province within the "Cloud Computing" sector?', 'How many listed companies are in the light manufacturing industry?'],
    [
      'How many listed companies are headquartered in each province within the manufacturing industry?',
      'What company has its first industry listed as "Financial Industry"?',
      'What was the index value of the "Textile Manufacturing Industry" last month, and what is its index type?',
      'Show the amounts of the wholesale and retail trade industry for our country.',
      // An institutional sector of the monetary statistics is who holds or owes, no industry.
      'Show the claims on the household sector in the balance sheets of other depository corporations.',
      // A sector named in a leading statement is context.
      'The steel sector rallied this week. What is the registered capital of Acme Steel Co., Ltd?',
    ],
  );
  // A statistic's records listed with no period are the table as stored; a year's figure is revised.
  check('revision', ['What was the total retail sales of consumer goods in 2021?'], ['Show me the data records for the industrial value added.', 'Please list the total retail sales of consumer goods.']);
  // An alpha is an excess return: a bare threshold on it is a percent or a fraction.
  check('unit', ['Which fund managers have an annualized alpha above 0.3?'], ['Which fund managers have an annualized alpha above 3%?']);
});

describe('twenty-second batch, Chinese: distribution and 千万 thresholds, holdings by month, amounts beside margins, and what investors describe', () => {
  // A threshold on a cash distribution with no base is per share or per ten shares; a threshold in 千万 with no unit is 元 or
  // a table's 亿元 scale.
  check(
    'unit',
    ['五粮液历年派息金额高于3块的年份有哪些', '哪些年份存款性公司的总负债低于5千万？'],
    ['五粮液历年每股派息金额高于3块的年份有哪些', '五粮液历年每10股派现超过20元的记录', '哪些年份存款性公司的总负债低于5千万元？'],
  );
  // A holder's proportion of the shares is stated at record dates: a month that ends no quarter names none.
  check(
    'period-vs-point',
    ['2021年8月社保基金持有的宁波银行流通股比例是多少'],
    ['2021年9月社保基金持有的宁波银行流通股比例是多少', '2021年8月31日社保基金持有的宁波银行流通股比例是多少'],
  );
  // An amount asked beside a margin is read in its own clause (bare 利润 is no line); a margin is no level at a moment.
  check('gaap', ['2022年海尔智家的利润是多少，净利率是多少'], ['2022年海尔智家的利润总额是多少，净利率是多少']);
  check('period-vs-point', [], ['2022年海尔智家的毛利率是多少', '2022年海尔智家的利润是多少，净利率是多少']);
  // A Taiwan filer's named quarterly report is dated by its calendar quarters, whatever company abroad it mentions.
  check('fiscal-year', ['Oracle在2023年第2季的营收是多少？'], ['請問，台積電在2023年第2季財務報告中提到與Oracle的訴訟何時和解？']);
  // A segment's revenue from external customers or from within the company, and the net profit a named statement shows,
  // are lines; an effect on profit is a change described.
  check(
    'gaap',
    ['請問鴻海公司2023年第1季的收入是多少？', '2022年第4季度万华化学的净利润是多少？', '万科2023年的盈利是多少？'],
    [
      '2023年第2季台達電公司電源部門的外部客戶收入是多少？',
      '請問鴻海公司2023年第1季，消費電子部門來自公司內部的收入是多少？',
      '2022年万华化学合并利润表中显示的净利润是多少？',
      '万科的新总部项目投入使用后预计对公司的盈利有多大的影响？',
    ],
  );
  // The company's own business segments, a classification stated as changed, and an industry described or a description
  // asked are no membership question; an industry's figure or members asked still are.
  check(
    'industry-standard',
    ['公司所属行业是什么？', '光伏行业未来的发展空间有多少？', '白酒板块里有哪些公司'],
    [
      '公司有哪些业务板块？以哪个板块为主业？',
      '公司所属行业已由“批发业”调整为“零售业”，是否还享受原有税收优惠？',
      '能否介绍下公司在储能行业的布局，谢谢！',
      '随着光伏行业兼并重组加快，行业集中度不断提升，未来行业将加快转型升级',
    ],
  );
});

describe('twenty-third and twenty-fourth batches: fiscal calendars, measures named as reported, worked problems and exam stems', () => {
  // Data: VMware's year ends in early February, Singtel's on March 31; what is attributable to a named company is its own.
  check(
    'fiscal-year',
    ["What was Singtel's share of its associates' profits for 2021?", 'What was the net loss attributable to VMware, Inc. in Q1 2021?'],
    ['2019年微软公司的董事长是谁?'],
  );
  // A measure named by its title within the sentence, two past years' average or difference, an adjustment the problem
  // states or a statistic adjusted, a worked problem's own figures, a supplier's products resold: no basis left open.
  check(
    'gaap',
    ['What was the adjusted operating income for 2023?', 'Adjusted EBITDA for 2022?', "What was Oracle's net income in 2022?"],
    [
      'What was the net income attributable to Oracle Corporation in fiscal 2022?',
      'What is the percentage change in the Segment Adjusted EBITDA in 2021?',
      'What was the average adjusted operating income in 2020 and 2021?',
      'What is the difference between EBITDA and underlying EBITDA for both years?',
      'Assuming a smoothing parameter of 0.6, what is the adjusted standard deviation of the property returns?',
      'What is the value of a float-adjusted market-capitalization-weighted index whose base value is 1000?',
      "If an analyst values the firm's land at 120% of its recorded value, what is the firm's price to adjusted book value?",
      "A model puts the chance that Firm A's EPS rises at 0.30. The chance that Firm B's EPS rises is 0.20. What is the chance that both rise?",
      "Pine Co's balance sheet details are as follows, with recent sales of farmland nearby. Using these details, what is Pine Co's net worth?",
      "What is the difference between the sales of Sony's resale products and sales in 2018?",
    ],
  );
  check('currency', ["What were Sony's sales in fiscal 2018?"], ["What is the difference between the sales of Sony's resale products and sales in fiscal 2018?"]);
  // A filing's discount rate for its year, a dividend's price per share, a per-share figure on basic or diluted shares.
  check(
    'period-vs-point',
    ["What was the Fed's discount rate in 2020?", 'What were diluted shares outstanding in 2020?'],
    [
      'What was the discount rate for 2020?',
      'What is the price per share of the interim dividend for 2021?',
      'What is the difference between the earnings per share on basic and diluted shares in 2020?',
    ],
  );
  check('adjusted-price', ["What was Nike's share price in 2015?"], ['What is the price per share of the interim dividend for 2015?']);
  // A futures contract's terms asked with no price; a floating-rate bond whose reference rate and spread are given.
  check('futures-contract', ['大连商品交易所豆粕期货的结算价是多少？'], ['大连商品交易所规定，一手豆粕期货合约的交易单位是多少吨？', '我国商品期货的手续费包括哪几项？']);
  check('rate-type', [], ['一只浮动利率债券在付息周期开始时的基准利率为2.5％，固定利差为80个基点，该债券在付息周期开始时的利率是多少？']);
});

describe('twenty-fifth batch, English: decimals of a share with no percent, a part of a whole, and worked problems', () => {
  // A share, return or growth rate asked to decimals with no percent named is 0.123 or 12.300%; not one rounded to a
  // whole number, one asked as a percentage, or an amount.
  check(
    'precision',
    [
      'What portion of the warehouse space is leased to the logistics tenant? Answer to three decimal places.',
      'What was the ROI of holding the index from June 2015 to June 2018? Round to three decimals.',
      'What is the growth rate of deferred revenue from 2019 to 2020? Answer to two decimal places.',
    ],
    [
      'What portion of the warehouse space is leased to the logistics tenant? Answer to the nearest integer.',
      'What is the growth rate of deferred revenue from 2019 to 2020? Answer as a percentage to three decimal places.',
      'What was total deferred revenue in 2020? Answer to three decimal places.',
    ],
  );
  // How much of a whole a part makes up is a sum or a share, also of a given filing.
  check(
    'unit',
    ["Mortgage loans make up how much of the bank's total loan book? Answer to the nearest integer.", 'How much of the total backlog is due within one year?'],
    ['Mortgage loans make up what percent of the total loan book?', 'How much of the note receivable has been collected so far?'],
  );
  // A balance after a standard's adjustments, comparable sales against a worked problem's base year, a trade's payoff and
  // a loan's adjusted payment: no adjusted measure, no reported basis.
  check(
    'gaap',
    ['What is EBITDA after all adjustments in 2023?', 'What was same-store sales growth compared to the prior year?', "What is Tesla's net profit?"],
    [
      'What is the percentage change in the balance of retained earnings in 2019 after adjustments?',
      'What is the percentage change in comparable-store sales for the store chain relative to the base year?',
      "What is Maria's net profit or loss on this long put option position?",
      "What is Tom's new adjusted monthly loan payment once the introductory rate ends? Answer in dollars.",
    ],
  );
  check('period-vs-point', ["What is Tesla's net profit?"], ["What is Maria's net profit or loss from this covered call trade? Answer in dollars."]);
  // An indicator computed from volume is no count of shares or lots.
  check(
    'unit',
    ['What was the trading volume of the stock on the third day? Round to the nearest integer.'],
    ['What is the On-Balance Volume at the close of day three? Answer to two decimal places.', 'What is the Price Volume Trend value after day four? Answer to two decimal places.'],
  );
});

describe('twenty-fifth batch in Chinese: table screens, context passages, described asks, year-named multiples, ratio bands', () => {
  // A growth threshold given as a band the figure lies in (在2以上) is the same bare number: 2% or 200%.
  check('unit', ['哪个板块的周成交环比在2以上'], ['哪个板块的周成交环比在2%以上']);
  // Stocks screened from a table by conditions name no company: the market value is the table's column; a market value
  // a filter puts a threshold on picks the record and asks no figure.
  check(
    'market-cap-method',
    ['宁波银行的市值是多少'],
    ['净利润大于5亿的股票中市值最小的市值是多少', '那个市值超过50亿的宁波银行，它今天的涨幅是多少'],
  );
  check('gaap', [], ['净利润大于5亿的股票中市值最小的市值是多少']);
  check('fiscal-year', ['德国巴斯夫2024年营业收入是多少?'], ['2019年营业收入在100亿欧元以上、总部在德国的都是哪些公司']);
  // A multiple named with its year (a year's average, the earnings year of 12A PB) has its basis named.
  check('pe-definition', ['市盈率高于30的股票有哪些'], ['2019年平均市盈率高于30的股票有哪些', '有几家银行12APB低于1而且13EPB低于1']);
  // A screen's figures in the table's currency, a context passage's amounts in yuan and dollars, an effect described.
  check(
    'rate-type',
    ['房贷利率是多少？'],
    [
      '总资产小于800亿港币的股票2020年净利润同比增速是多少',
      '上下文：2023年该市出口额达到120亿美元，同比增长8%，进口额为560亿元，同比下降3%。请根据上下文回答下面的问题：该市2022年出口额约是多少亿美元？',
      '存款利率下调对居民储蓄意愿有何影响？',
    ],
  );
  // What an industry's change implies, how two industries differ, a business model: descriptions, no figure or membership.
  check('industry-standard', [], ['储能行业与传统的电池制造行业的区别。', '这对新能源汽车行业意味着什么？']);
  check('gaap', [], ['网约车平台的盈利模式是什么？', '储能电站运营商的盈利模式和核心竞争力？']);
  test('a described effect or difference is a reason', () => {
    assert.equal(quantityKind('存款利率下调对居民储蓄意愿有何影响？'), 'reason');
    assert.equal(quantityKind('储能行业与传统的电池制造行业的区别。'), 'reason');
  });
});

describe('twenty-sixth batch in English: shares to decimals, worked problems, report price tables, repurchase prices', () => {
  // A rate of decline, a margin computed from the report, a tax rate a transaction's amounts imply and a portion of notes
  // named by their coupon, asked to decimals with no percent: 0.123 or 12.300%. A change between two printed rates is
  // asked in the report's terms, and a percent named settles it.
  check(
    'precision',
    [
      'what was the 2019 rate of decline in research expenses? Answer to three decimal places.',
      'what is the operating margin in the second quarter of 2016? Answer to three decimal places.',
      'what was the tax rate implied by the $ 45 million after-tax gain ( $ 60 million pretax ) on the divestiture? Answer to three decimal places.',
      'what portion of the 5.5% ( 5.5 % ) senior notes was redeemed in 2012? Answer to three decimal places.',
    ],
    [
      'what was the increase in the gross margin between 2017 and 2018? Answer to three decimal places.',
      'what is the operating margin in 2016? Answer as a percentage to three decimal places.',
      'what portion of the senior notes was redeemed in 2012? Round to the nearest integer.',
    ],
  );
  // The money a business processes is no count of shares; an amount to the nearest dollar names its unit.
  check(
    'unit',
    ['What was the trading volume of the stock on the third day? Round to the nearest integer.'],
    [
      'what is the average card purchase volume per account for mastercard? Answer to two decimal places.',
      'What is the operating profit for Northwind Traders, Inc. for the year? Provide your answer to the nearest dollar.',
    ],
  );
  // A quarter's high and low of a report that names no company (its price-range table), the price a company paid for its
  // buyback, a model's fit to prices and a price adjusted for a named rights offering: no price history, no adjusted series.
  check(
    'adjusted-price',
    ['What was the adjusted closing price of Apple on March 3, 2015?', 'What was the highest closing price of Intel during 2015?'],
    [
      'for the period of april 1 2015 to june 30 2015 , what was the difference between the high and low stock price? Answer to two decimal places.',
      'In 2018, what is the change in low price between the first quarter and the second quarter?',
      'at what price per share did xyl repurchase its common shares in 2016? Answer to three decimal places.',
      "What is the mean squared error of the model's forecasts against the actual closing prices over the past year? Answer to two decimal places.",
      'What is the adjusted share price after the completion of the rights offering? Answer to two decimal places.',
    ],
  );
  // An adjusted value whose adjustment is stated (restated at market values) is no adjusted performance measure.
  check(
    'gaap',
    ['Compute Adj. EBITDA for the most recent year.'],
    ['What is the adjusted book value of Harbor Holdings Ltd. based on the fair values of its assets and liabilities? Answer in dollars.'],
  );
  // A worked problem's own subject (a placeholder company, a country the question does not name) has its data given.
  check(
    'revision',
    ['What is the GDP growth rate of Brazil over the past year? Answer as a percentage to two decimal places.'],
    [
      "What is the nation's GDP for the year using the income approach? Answer in billions to one decimal place.",
      'What is the real GDP growth rate for the economy this year? Answer as a percentage to two decimal places.',
    ],
  );
  check('pe-definition', ['What is the price-to-book ratio of Walmart?'], ['What is the price-to-earnings ratio of XYZ Industries? Answer to two decimal places.']);
});

describe('twenty-sixth batch in Chinese: a date asked, a screen\'s codes, a bare change of a passage, year-named 本益比, sums, advice', () => {
  // A condition that picks records' codes or short names from a table names no company: no period or basis to choose.
  check('gaap', ['宁波银行的净利润是多少'], ['我想查预告净利润下限大于3亿的证券代码']);
  check('period-vs-point', ['宁波银行的净利润是多少'], ['我想查预告净利润下限大于3亿的证券代码']);
  // When something happened is a date, whatever figure describes the company asked about.
  check('gaap', [], ['一年收入可达90亿美元的大华机械公司是什么时候创立的']);
  check('rate-type', [], ['一年收入可达90亿美元的大华机械公司是什么时候创立的']);
  test('a date asked is a name', () => {
    assert.equal(quantityKind('一年收入可达90亿美元的大华机械公司是什么时候创立的'), 'name');
    assert.equal(quantityKind('这家基金公司何时成立？'), 'name');
  });
  // A multiple named with its year, two digits or four, has its basis; 本益比 is P/E as Taiwan and Hong Kong write it.
  check('pe-definition', ['本益比低于10的股票有哪些', '近10年市盈率低于15的股票有哪些'], ['哪些银行19年市盈率低于八倍', '12年本益比小于10、市净率低于1的公司有哪些']);
  // A negative bare threshold below -1 on a move can only be a percent (a fraction would be a fall of more than 100%).
  check('unit', ['上周涨跌幅大于-0.3的股票代码有哪些'], ['上周涨跌幅大于-3的股票代码有哪些']);
  // A sum in a Chinese scale is no year: an analysis of it asks no fiscal period.
  check('fiscal-year', ['谈谈微软2023年营收下滑的原因。'], ['谈谈微软市值一天内蒸发2000亿美元的原因。']);
  // Advice on what an industry's companies should do names its performance as an aim: no classification asked.
  check('industry-standard', ['半导体行业今年的市场表现怎么样？'], ['在半导体行业估值回落的背景下，芯片设计公司应该怎样提升市场表现？']);
  // How much a figure rose or fell with no unit is an amount or a percent, even where a passage's data name both.
  const passage = '上下文：2022年该省社会消费品零售总额为3200亿元，同比增长5.1%。请根据上下文回答下面的问题：';
  check('unit', [`${passage}2022年该省社会消费品零售总额环比增加了多少？`], [`${passage}2022年该省社会消费品零售总额环比增加了多少亿元？`, `${passage}2022年该省网上零售额占比提高了多少个百分点？`]);
});

describe('a review of the linter: a company named after a 20,000-character run of capitals and dots', () => {
  // The names before a corporate suffix (Acme Widgets Corp, VALERO ENERGY CORP/TX) are read a bounded way back, so a long
  // run of capitalised words with no suffix after it is not read again from each of its capitals.
  const run = 'A. B '.repeat(4000);
  test('a name with its suffix is still read as a filer whose year is its own', () => {
    assert.ok(run.length >= 20000);
    assert.deepEqual(categories(`${run}What was Acme Widgets Corp's net income in 2021?`), ['fiscal-year', 'gaap']);
  });
  test('an EDGAR name tagged with its state is still read as a US filer reporting under GAAP', () => {
    assert.deepEqual(categories(`${run}What was VALERO ENERGY CORP/TX's net income in 2021?`), []);
    assert.deepEqual(categories(`${'AB '.repeat(7000)}What was VALERO ENERGY CORP/TX's net income in 2021?`), []);
  });
  test('a run of capitals and dots with no space (A.A.A.…), a name started at every capital, still leaves the name after it read', () => {
    assert.deepEqual(categories(`${'A.'.repeat(10000)} What was Acme Widgets Corp's net income in 2021?`), ['fiscal-year', 'gaap']);
    assert.deepEqual(categories(`${'A-'.repeat(10000)} What was VALERO ENERGY CORP/TX's net income in 2021?`), []);
  });
});

describe('twenty-seventh batch in English: a stock\'s total return and a gain\'s tax rate to decimals, the return on a sum invested', () => {
  // A stock's total return over years, or its gap to an index's, asked to decimals: 0.123 or 12.300% (the report's graph
  // prints values of $100 invested); a change between two rates the report prints stays in its terms.
  check(
    'precision',
    [
      'By how much did the cumulative total return on Orbit Foods stock exceed that of the S&P 500 over the five years ended 2019? Answer to three decimal places.',
      'What was the tax rate on the income from the gain on the disposal of the pipeline unit? Answer to three decimal places.',
    ],
    ['What was the change in the effective tax rate from 2018 to 2019? Answer to three decimal places.'],
  );
  // The return on a sum invested is the gain in money or its percentage of the sum; a holding bought and sold is dated
  // by the calendar, whatever the company's fiscal year.
  check('unit', ['what would the total return be if 25000 were invested in Oracle in 2012 and sold in 2016? Answer to the nearest integer.'], []);
  check('fiscal-year', ['What was Oracle\'s net income in 2016?'], ['what would the total return be if 25000 were invested in Oracle in 2012 and sold in 2016? Answer to the nearest integer.']);
});

describe('twenty-seventh batch in Chinese: a bare growth threshold, PS, year and quarter-named multiples, descriptions asked, a partner named', () => {
  // A growth named by 增长 alone over a bare number below 10 is 2% or 200%; not a sum or a multiple.
  check('unit', ['销售额增长超过3的省份有哪些'], ['销售额增长超过3亿元的省份有哪些', '销售额增长超过3倍的省份有哪些']);
  // PS is the price-to-sales multiple, whose basis is open; a year in Chinese numerals or a quarter names the basis.
  check(
    'pe-definition',
    ['哪些证券代码的PS小于1.2', '市盈率超过十五的公司有哪些'],
    ['二零二一年市盈率超过十五的公司有哪些', '2020Q3的平均市净率低于1的股票有哪些', '2020Q3的市销率低于2的股票有哪些'],
  );
  // The moving average of a sales or volume series is no price.
  check('adjusted-price', ['宁德时代2020年的均线是多少'], ['新房销量2019年均线超过8000的城市有哪些']);
  // 调整后 followed at once by a condition names no adjusted measure (a loan's terms).
  check('gaap', ['宁波银行2023年调整后净利润是多少'], ['贷款额度调整后不超过80万，那么首付最少要几成']);
  // Whether one thing relates to another, and how a rate's move affects a decision, ask descriptions, no rate.
  check('rate-type', ['今年以来的贷款利率是多少？'], ['今年以来的贷款利率上调是否与通胀有关？', '房贷利率走势会怎样影响家庭的购房决策？']);
  // What an industry offers (its openings, its areas) asks no members, so no classification.
  check('industry-standard', ['光伏行业有哪些上市公司？'], ['光伏行业有哪些新的发展机遇？']);
  // Which aspect a company has prepared is asked, whatever rough size the message gives the opening.
  check('precision', [], ['2025年储能将迎来几万亿的大机遇，贵公司在哪方面已有布局？']);
  test('which aspect is a name asked', () => assert.equal(quantityKind('2025年储能将迎来几万亿的大机遇，贵公司在哪方面已有布局？'), 'name'));
  // A company named after 和 or 与 is a partner beside the subject: its fiscal year is not the one asked.
  check('fiscal-year', ['微软的营收占比是多少？'], ['请问海外业务对于公司的营收占比多少？公司有没有和微软洽谈过合作？']);
});

describe('twenty-eighth batch in English: a computed rate or a part of a whole to decimals, a stock\'s rise, unscaled and baseless thresholds, stated prices', () => {
  // A depreciation or amortization rate from a useful-life range, and a part of a whole, asked to decimals: 0.050 or 5.000.
  check(
    'precision',
    [
      'what is the maximum yearly amortization rate allowed for the patents? Answer to three decimal places.',
      'currency swaps made up how much of the total hedging instruments in 2018? Answer to three decimal places.',
    ],
    ['what is the maximum yearly amortization rate allowed for the patents? Answer as a percentage to three decimal places.'],
  );
  // A part of a whole is a sum or a share, a rate in an instrument's name (interest rate swaps) naming no unit; a stock's
  // rise asked by how much is in money or percent; a threshold on new RMB loans in digits has no scale, and one on cash
  // dividends no base (per share or per ten shares).
  check(
    'unit',
    [
      'interest rate swaps made up how much of the total hedging instruments in 2018? Answer to the nearest integer.',
      'By how much did the high of ORCL stock decrease from 2016 to June 2017? Answer to three decimal places.',
      'List the months when new RMB loans exceeded 200,000 since 2015.',
      'Which of 600519 and 000858 paid cash dividends above 3 yuan?',
    ],
    [
      'By how much did the high of ORCL stock decrease from 2016 to June 2017, in dollars? Answer to three decimal places.',
      'List the months when new RMB loans exceeded 200,000 yuan since 2015.',
      'Which of 600519 and 000858 paid cash dividends above 3 yuan per share?',
    ],
  );
  // Stocks in named sectors (the sectors of robotics and cloud computing) are concept boards, each vendor's own.
  check('industry-standard', ['Which companies are the stocks in the sectors of robotics and cloud computing?'], []);
  // The price a plan applied to employee purchases is its terms, no quote history.
  check(
    'adjusted-price',
    ['What was the average share price of Orbit Foods in 2019?'],
    ['what was the average share price applicable to the employee purchases in 2019? Answer to two decimal places.'],
  );
  // A worked problem's placeholder company has its adjustments in the problem's data; a real company's adjusted measure not.
  check(
    'gaap',
    ['What was Orbit Foods\' adjusted EBITDA in 2021?'],
    ["What is the adjusted book value of XYZ Corp's stake in DEF Ltd at year end? Answer in dollars to the nearest whole number."],
  );
  // Every day's close over a year is a series, not a level over the year; the adjusted price stays open.
  check('period-vs-point', ['What was the opening price of Acme Holdings in 2019?'], ['Please list the opening price of Acme Holdings every day in 2019.']);
  check('adjusted-price', ['Please list the opening price of Acme Holdings every day in 2019.'], []);
});

describe('twenty-eighth batch in Chinese: a yield\'s and a share\'s bare thresholds, table screens, a fund\'s holdings, a named balance sheet', () => {
  // A dividend yield's bare threshold, and a share's after 达到了, are 2% or 200%.
  check(
    'unit',
    ['哪些港口股2019股息率和2020股息率都高于2', '去年哪些股票质押股份占总股本的比例达到了0.3'],
    ['哪些港口股2019股息率和2020股息率都高于2%', '去年哪些股票质押股份占总股本的比例达到了0.3%'],
  );
  // A table screen's market value threshold picks records, and a fund's holdings' market value is a holding's value.
  check('market-cap-method', ['贵州茅台的市值是多少'], ['哪些证券的市值还高于50亿的，同时最新股价在20块以上', '南方成长重仓股整体市值']);
  // A table's own sub-industry field given a value is the table's classification.
  check('industry-standard', ['航运行业有哪些上市公司？'], ['哪些证券的子行业是航运，并且市值超过了两百亿港元']);
  // 调整前/调整后 before a comparison are a loan's terms, no adjusted measure.
  check('gaap', [], ['调整前大于5000或者调整后也大于5000的，贷款几成']);
  // A screen's threshold in 亿元 is the records' condition, not the unit of the multiple asked.
  check('precision', [], ['成份股个数大于50并且日成交额超过100亿元的指数市净率最大是多少？']);
  check('pe-definition', ['成份股个数大于50并且日成交额超过100亿元的指数市净率最大是多少？'], []);
  // The balance sheet named puts its figure at the quarter's end; a segment's 外部收入 is its external-customer line.
  check(
    'period-vs-point',
    [],
    ['根據《聯發科技股份有限公司合併資產負債表》，聯發科2023年第2季度的存貨金額是多少？'],
  );
  check('gaap', [], ['根據華航2023年第2季的財報，華航航空部門於2023年第2季的外部收入是多少？']);
});

describe('a review of the linter: a market value followed by a 20,000-character run of spaces', () => {
  // The spaces before a screen's adverb and after it are read as one run, not split every way between two.
  const spaces = ' '.repeat(20000);
  test('a market value asked after the run still asks its basis', () => {
    assert.ok(categories(`贵州茅台的市值${spaces}是多少？`).includes('market-cap-method'));
  });
  test('a screen on a market value after the run and an adverb is still a condition', () => {
    assert.ok(!categories(`哪些证券的市值${spaces}还${spaces}高于50亿的，同时最新股价在20块以上`).includes('market-cap-method'));
  });
});

describe('a condition after an adverb, whichever the adverb', () => {
  // 则 joins a figure to its condition as 还 and 也 do: a loan's adjusted terms, a screen on a market value.
  check('gaap', [], ['调整前小于5000，调整后则大于5000的，贷款几成']);
  check('market-cap-method', [], ['哪些证券的市值则高于50亿的，同时最新股价在20块以上']);
});

describe('a threshold on cash dividends in English, with its base before it', () => {
  // Per share before the dividends names the base, with or without "cash" between them.
  check('unit', ['Which of 600519 and 000858 paid cash dividends above 3 yuan?'], ['Which of 600519 and 000858 paid per share cash dividends above 3 yuan?', 'Which of 600519 and 000858 paid per share dividends above 3 yuan?']);
});

describe('twenty-ninth batch in English: a known company\'s bare profits, its own IPO, a holder type, a trade\'s words', () => {
  // A bare "profits" of a company the vocabulary knows names no line, even in a year before its second listing.
  check('gaap', ['What were the revenue and profits of Haier Smarthome in 2017?'], ['What is the profit distribution rule of "Harbor Blue Chip" fund?']);
  // An A+H company went public on each market: its IPO names no listing; a stake bought at another's IPO is no IPO of its own.
  check(
    'market-cap-method',
    ['Tell me the details of Bank of Qingdao\'s IPO.'],
    ['What did Acme Ventures pay for the shares it bought at the IPO in 2021?', 'Tell me the details of Kweichow Moutai\'s IPO.'],
  );
  // Futures brokerage clients are a trade's customers, no contract.
  check('futures-contract', ['What was the closing price of corn futures in 2021?'], ['What were the receivables from futures brokerage clients in 2019, in millions?']);
  // An issuance price is a dated event's terms, no price history.
  check('adjusted-price', ['What was the closing price of Acme Holdings in June 2019?'], ['What was the issuance price of Acme Holdings\' new shares in June 2019?']);
  // A company named "… Heavy Industry" is no industry, and the CSRC division's own name (the textile industry) names its standard.
  check(
    'industry-standard',
    ['Pick three stocks from the apparel industry for me.'],
    ['What share of Orbit Heavy Industry\'s float did insurance companies hold in March 2021?', 'Pick three stocks from the textile industry for me.'],
  );
});

describe('twenty-ninth batch in Chinese: two short names sharing 证券, an IPO, bare 损益, quoted boards, a sector\'s statistics, a table\'s P/E', () => {
  // Two short names before 这两家证券 are 华泰证券 and 广发证券, both A+H; an A+H bank's IPO names no listing.
  check('market-cap-method', ['华泰和广发这两家证券今年的收益率谁高', '郑州银行的IPO情况怎么样'], ['贵州茅台的IPO情况怎么样']);
  // A bare 损益 asked as a figure names no line; the comprehensive income total is one.
  check('gaap', ['根据2023年第2季的合并权益变动表，台积电的本期损益是多少？'], ['台积电2023年第2季的综合损益总额是多少？']);
  // A concept board in quotation marks is each vendor's; a CSRC division's name, a sector's retail sales and a city tier's
  // sector are no classification asked.
  check(
    'industry-standard',
    ['看看"元宇宙"板块，上市公司最多的城市是哪里'],
    ['二级行业为"纺织业"的公司有多少家', '二级行业为"新闻和出版业"的公司有多少家', '三线城市房地产行业区域累计同比是多少', '我们餐饮行业的零售金额有记录吗'],
  );
  // A year in two Chinese numerals names the multiples of a table's columns, through 的时候其.
  check('pe-definition', ['哪些美国银行股的市盈率低于十倍'], ['哪些美国银行股在一九年的时候其市盈率低于十倍，市净率也低于一倍']);
  // How a close moved over a month is a series: no one level over the month, its adjusted price still open.
  check('period-vs-point', ['2022年3月600519的收盘价是多少'], ['2022年3月600519收盘价变化情况']);
  check('adjusted-price', ['2022年3月600519收盘价变化情况'], []);
});

describe('paraphrases of what the rules already catch', () => {
  // A bare threshold on a rate, share, growth or return, whatever compares it (at the sentence's end, in excess of, 超出,
  // 不少于, a band with no 在) and whichever rate it is (ROE, a gain, 资产负债率): 0.4% or 40%. Not a multiple's level.
  check(
    'unit',
    [
      'Show the managers whose annualized return is at least 0.2.',
      'Which funds returned more than 1.5 over the past year?',
      'Which companies have an ROE above 0.15?',
      'Which stocks have a return in excess of 0.4?',
      'Which fund managers achieved a maximum gain over 0.5?',
      '哪些上市公司的资产负债率高于0.6',
      '哪些省份GDP同比增长超出0.5？',
      '哪些基金年化收益率不少于0.3？',
      '哪些股票涨幅0.5以上？',
    ],
    ['Which stocks have a return in excess of 40 percent?', '哪些公司的ROE高于15%', '哪些股票涨幅0.5%以上？', 'Which companies have a current ratio above 1.5?'],
  );
  // A sum with no scale in an aggregate's table (incremental deposits), unless scale and currency are both named; the
  // dollars of a sum invested are the sum's, not the return's.
  check(
    'unit',
    ['Find the records where incremental deposits were greater than 300,000.', 'What would the return be if 20000 dollars were invested in Apple in 2005 and sold in 2009?'],
    ['Find the records where incremental deposits were greater than 300,000 million yuan.'],
  );
  // A holder type, a table's own industry column, a company's core segment, how two industries differ, and an industry
  // whose source names its classification (the statistics bureau, an industry association, 国民经济行业指数) ask none.
  check(
    'industry-standard',
    ['Is Industrial Bank a bank stock?', 'List the stocks in the pharmaceutical and biotechnology sector.', '哪些证券的所属行业是什么'],
    [
      "What share of the company's shares is held by the insurance sector?",
      'What is the total output of the construction industry in 2023 according to the statistics bureau?',
      "What was the securities industry's total revenue in 2023 according to the Securities Association of China?",
      '哪些证券的所属行业是银行，并且市值高于100亿',
      '國民經濟行業指數裡，上年同期金屬製品業的指數值是多少？',
      '公司未来会整合哪些业务板块？以哪个板块为核心？',
      '储能行业与传统电力行业有何区别？',
    ],
  );
});

describe('paraphrases of what the rules already catch', () => {
  // A profit asked by its verb or as the year's profit after tax, how an adjusted reporter's profit or EPS moved, a spend
  // however worded, a company the data knows named without a possessive or by its abbreviation, which of those listed
  // had more: each reads as the phrasing the rules were taught. A named basis still settles it, and a company known to
  // report no adjusted figure describes its trend from its filings.
  check(
    'gaap',
    [
      'How much did Playtech earn in 2022?',
      'How much profit did RWE AG make in 2022?',
      'QuidelOrtho net profit margin, second quarter of 2023?',
      "How did Lamb Weston's diluted EPS change from 2021 to 2022?",
      "Describe the trend in Lamb Weston Holdings' earnings per share over 2018-2020.",
      "How did RWE's net income change between 2021 and 2023?",
      'What did EMT spend to acquire customers in 2023?',
      "What were Laserbond's outlays on customer acquisition in fiscal 2023?",
      'How much money did Renishaw plc put into risk management in fiscal 2022?',
      'Which had the larger acquisition costs in fiscal 2023, PowerFleet, Inc. or Hi-Great Group?',
    ],
    [
      "What was Playtech's statutory profit after tax for 2023?",
      "What was Playtech's IFRS profit after tax for 2023?",
      "How did Lamb Weston's GAAP diluted EPS change from 2021 to 2022?",
      'How much did Apple spend on research and development in fiscal 2023?',
      "What was the trend in Acme Corp's net loss over the two years ended 2020?",
    ],
  );
  // A dual-listed company's move asked by its verb, what traded, a round trip's gain, its dividend's day.
  check(
    'market-cap-method',
    ['海尔智家3月1日买入、3月8日卖出能赚多少？', '中远海控上周成交了多少股？', '長城汽車今天跌得多嗎？', '京东8月5日至8月19日哪天涨得最多？', '中國人壽上次分紅是哪天？'],
    ['贵州茅台3月1日买入、3月8日卖出能赚多少？', '贵州茅台上次分红是哪天？', '格力电器今天跌得多吗？'],
  );
  // A reported figure turned into dollars names no rate, unless the question gives one.
  check(
    'rate-type',
    ['哔哩哔哩2023年第二季度的收入换算成美元是多少？', '京东2023年的营业收入换算为美元是多少？'],
    ['京东2023年的营业收入按期末汇率换算为美元是多少？', '美团2023年全年营收是多少亿元人民币？'],
  );
});

describe('thirtieth batch in English: a year-end output, monthly records, bare thresholds, trade totals listed, a ratio of returns, a ranking and a name', () => {
  // A year's year-end gross industrial output is revised after the monthly release; a statistic's monthly records asked
  // over the years are the table as stored, no year's total.
  check(
    'revision',
    ['What is the annual "year-end accumulated" gross industrial output value of private enterprises in Zhejiang?'],
    ['Show the amount of industrial value added for "month" in Guangdong over the years.'],
  );
  // A loan table's threshold with no scale, a fund's performance as a bare number and a transfer of equity ratio (转增)
  // with no base each keep different records.
  check(
    'unit',
    [
      'Show the records of "monthly" recorded loan amounts exceeding 200,000 in 2019, with the time and the amount.',
      'Which fund managers have a fund performance above 0.5 during their tenure?',
      'Which companies had a transfer of equity ratio exceeding 0.8 last year?',
    ],
    [],
  );
  // A list of China's trade totals asks amounts, published in US dollars and in RMB.
  check('currency', ['List the total amount of export and import of goods in China since 2010.'], []);
  // A ratio of two returns is a plain number; a ranking by a count of holdings and a company's "High-Tech" ask no price.
  check('precision', [], ['In 2015 what was the ratio of the total return for Acme Corp to the S&P 500 index? Answer to two decimal places.']);
  check('market-cap-method', [], ['Find the director with the highest number of holdings in ZTE at the end of the period.']);
  check('adjusted-price', [], ['What were the upper and lower limits of the repurchase volume for Acme High-Tech Holdings in 2020?']);
});

describe('thirtieth batch in Chinese: a taxonomy\'s size, industries counted, 归母利润, a year\'s estimate, holdings, an official index, an investor\'s opinion', () => {
  // How many concept boards there are, and the industries counted by their companies, depend on the taxonomy; the
  // National Economic Industry Index names its classification; an investor's suggestion asks no classification.
  check(
    'industry-standard',
    ['刚开户，想问问市场上总共有几个概念板块', '列出上市公司超过20家的行业'],
    ['"国民经济行业指数"中"黑色金属矿采选业"的指数值是多少', '王总，公司是否应和大股东一起推动分拆上市，争当行业标杆呢？'],
  );
  // 归母利润 is the profit attributable to the parent, a line; an investor's suggestions to the company ask no figure.
  check('gaap', [], ['18年万科归母利润多少啊', '万科线下体验很好。1，应该多开门店，增加收入。2，应该加强会员营销。']);
  // A year's estimate names the P/E's earnings (19E本益比), as 19E PE does.
  check('pe-definition', [], ['19E本益比大于15的公司有哪些']);
  // The market value of what a fund holds is a holding's.
  check('market-cap-method', [], ['列出被110011持仓的股票名称和市值']);
});

describe('thirty-first batch in English: an ROI over a holding, bare income ranked, circulating shares, trade values, a plan\'s price, named lines, a fund named after a company, records as stored, a quarter-end holding, monthly closes', () => {
  // An ROI asked to decimals over a holding's window put as a condition is a share with no percent named.
  check('precision', ['what is the roi in the nasdaq composite if the investment was made at the end of 2010 and sold at the end of 2014? Answer to two decimal places.'], []);
  // Companies of a place ranked by bare income name no line; a main operating income or operating income as a ratio's
  // base is the line named, and a mainland fund's report line names its basis.
  check(
    'gaap',
    ['Which company in Jiangsu Province had the lowest income in 2021?'],
    [
      'What were the main operating income and operating costs of Sinopec and Baosteel last year?',
      'What is the ratio of selling expenses to operating income for Hengrui Medicine in 2021?',
      'What is the net income after deducting the fair value changes for ICBC Credit Suisse Value in the second quarter of 2021?',
    ],
  );
  // A count of circulating A-shares screened in a year is a value at a date; shares held in a quarter's last month are
  // the quarter's record.
  check(
    'period-vs-point',
    ['Show the number of companies with circulating A-shares above 5 billion in 2018, by industry of the CSRC.'],
    ['What are the shareholders and the number of shares held in June 2021 for Gree Electric?'],
  );
  // China's import and export goods and values are published in US dollars and in RMB; a screen's bare thresholds on
  // them are conditions, not data given, and their unit is open.
  check(
    'currency',
    ['What is the total value of import and export goods of our country in 2012?', 'For China\'s trade data of 2008, show me the import and export value data when the export value exceeds 30 million and the import value is below 10 million.'],
    ['Li Hua wants to know the data records of total assets and total liabilities in the Monetary Authority\'s balance sheet.'],
  );
  check('unit', ['For China\'s trade data of 2008, show me the import and export value data when the export value exceeds 30 million and the import value is below 10 million.'], []);
  // The price of shares issued to employees is the plan's terms; monthly closes over a year are a series.
  check('adjusted-price', [], ['what is the average share price for the shares issued to employees in 2019 in germany? Answer to two decimal places.']);
  check('period-vs-point', [], ['What is the monthly closing price of stock 600519 in 2020?']);
  // A fund named after a company in quotes is neither the company's shares nor an industry; a CSRC division named is data.
  check('market-cap-method', [], ['What are the one-year and three-year returns of "China Merchants Bank Consumer"?']);
  check('industry-standard', [], ['Do you know the one-year return rate of "Ping An Bank Industry Rotation"?', 'Which listed companies in the \'Retail Industry\' are based in Guangdong?']);
});

describe('thirty-first batch in Chinese: goods trade totals, a board in a clause, a closing price\'s course, a worked problem, an opinion, a trade told, a maximum gain', () => {
  // China's goods trade totals (进出口商品总额, 出口商品金额) are published in US dollars and in RMB.
  check('currency', ['去年我国的进出口商品总额是多少', '我国出口货物金额及同比增减'], []);
  // A board named in one clause whose stocks the next asks; an opinion asked or a user's own trade told asks none.
  check(
    'industry-standard',
    ['政策出台，利好雄安板块，有哪些股票啊'],
    ['港股板块最近看好吗', '上周三，我看尾盘，银行股往上走，买了点，但是买的那个涨得算板块里涨得比较少的'],
  );
  // How a close went over a quarter (收盘价情况) is a series, no one level.
  check('period-vs-point', [], ['2022年二季度贵州茅台收盘价情况']);
  // A worked problem's company stating its data, and a fund manager's maximum gain, ask no statement line.
  check('gaap', [], ['今年，一家企业的销售收入为800万元，存货周转率为4，请问平均存货是多少万元？', '最大盈利超过3的基金经理姓名和从业年限']);
});

describe('paraphrases of what the rules already catch', () => {
  // A share, return, margin or rate asked to decimals however the rounding is worded and whichever rate it is; the
  // percent or decimal named settles it.
  check(
    'precision',
    [
      'what share of the lease payments falls due next year? round to 3 dp.',
      'What was the return on investment in the index from 2010 to 2012, to the nearest thousandth?',
      'what is the return on equity for the bank in 2014? Answer to two decimal places.',
      'what is the CAGR of net revenue from 2011 to 2014? Answer to three decimal places.',
      'what is the irr of an investment in acme from june 2008 to june 2011? Answer to three decimal places.',
      'what was the rate of change in deferred revenue from 2009 to 2010? Answer to three decimal places.',
      'what was the 2005 decrease rate in selling expenses? Answer to three decimal places.',
      'what was the ebitda margin in the second quarter? give it to 3 d.p.',
      'what was the annual return of the index from 2007 to 2008? Answer to three decimal places.',
      "what was the peer group's 2016 dividend yield? Answer to three decimal places.",
      'how fast did total deposits grow in 2012? Answer to three decimal places.',
      'by what rate did the average selling price rise from 2013 to 2014? round to three decimals.',
      'how much of the senior notes was redeemed in 2009, as a proportion? round to three places.',
      'what tax rate was applied to the restructuring charge in the third quarter of 2009? round to three places.',
      'what effective tax rate did the company pay on the 2011 sale of its stake, with a $120 million after-tax gain and $190 million pretax? Answer to three decimal places.',
    ],
    [
      'what is the return on equity for the bank in 2014, in percent to two decimal places?',
      'what is the CAGR of net revenue from 2011 to 2014, expressed as a decimal to three decimal places?',
      'what was the 2005 decrease rate in selling expenses, as a percentage to three decimal places?',
    ],
  );
  // A price the company set for its own issue or buyback is its terms, no quote; a close in a quarter or at a year's end
  // years back is a price history.
  check(
    'adjusted-price',
    ['What was Acme Corp\'s average closing price in the third quarter of 2018?', "What was Acme Corp's stock price at the end of 2016?"],
    [
      'At what price per depositary share did Acme Bancorp offer its Series C preferred stock to the public in 2019?',
      "What was the IPO price of Acme Robotics' shares in March 2019?",
      'What was the subscription price of the rights issue Acme made in 2012?',
      'What was the placement price of the shares Acme placed in May 2019?',
      'What price range did Acme set for its share buyback in 2021?',
      'What was the effective price per common share of Acme\'s Series A preferred investment in 2020?',
      'How much did Acme Corp spend buying back its shares in the fourth quarter of 2019, and at what average price per share?',
      'What was the average per-share price Acme Corp paid to repurchase its common stock in the second quarter of 2018?',
    ],
  );
  // A multiple's estimate or its year's quarter names its basis; a net profit over revenue is a net margin; a profit asked
  // by its verb is a bare profit.
  check(
    'pe-definition',
    ['PB小于1的银行股有哪些'],
    ['2023年预测市盈率低于15倍的银行股有哪些', '2019E PE大于15的公司有哪些', '10年和11年PE都大于10的证券公司有几家？', '2012年一季度平均市净率超过2的股票有哪些', '2015年度的市净率小于1的股票有哪些'],
  );
  check(
    'gaap',
    ['格力电器去年赚了多少钱？', '美的集团2021年的净利润是多少亿元？'],
    ['中国建筑2022年一季度净利润占营业收入的比例是多少？', '格力电器2021年的净利润与营业总收入的比率是多少？', '格力电器2021年买入、年底卖出赚了多少？'],
  );
});

describe('thirty-second batch in English: a bonus share ratio\'s history, a concept\'s stocks, industry affiliations, an industry in a company\'s name, a non-financial sector, a PB trend, consumer goods sales', () => {
  // A bonus share ratio asked as one company's history is a record with no base named; a cash dividend's amount beside
  // it is the dividend's unit.
  check(
    'unit',
    [
      'Can you show me the historical bonus share ratios of Jiangnan Chemical?',
      'What were the bonus share ratio and the amount of cash dividends of Hualan Pharma previously?',
      'What did the bonus share ratio of Xinhua Textile look like in the past?',
    ],
    [],
  );
  // The stocks related to a concept and a company's industry affiliation ask a classification, as does the industry of a
  // company whose name ends in an industry's (Technology); the non-financial sector of monetary statistics asks none.
  check(
    'industry-standard',
    [
      'Which stocks are related to the "hydrogen energy concept"? Give their board secretaries.',
      'What are the names and first-industry affiliations of the five largest banks by total assets?',
      'What is the business and industry of Huaxin Technology?',
    ],
    ['How large were the claims on the non-financial sector in the monetary survey in 2005?'],
  );
  // A multiple written PB and asked as a trend over the years needs its basis.
  check('pe-definition', ['Show me the weekly PB trend of 600036 over the past three years.'], []);
  // The sales value of social consumer goods is retail sales, revised after release.
  check('revision', ['What was the sales value of social consumer goods in Shanghai in 2015?'], []);
});

describe('thirty-second batch in Chinese: an opinion of a board asked, a plan for one\'s own holding', () => {
  // An opinion asked of a board as a whole (…怎么样) asks no classification.
  check('industry-standard', [], ['光伏板块怎么样？']);
  // A user's plan for their own holding (我打算等盈利了再赎回) asks no statement line.
  check('gaap', [], ['我打算等盈利了再赎回换成债基']);
});

describe('thirty-third batch in English: a proportion of bonus shares dated back from now, a respective primary industry, a made-up economy, a volume as a percentage, a slope as a decimal, a statistics index, three industries, a retail statistic\'s sectors', () => {
  // A bonus share ratio worded as the proportion of bonus shares, asked of a date back from now, needs its base; the
  // dividend's amount beside it is the dividend's unit.
  check(
    'unit',
    [
      'Show the proportion of bonus shares and the actual dividend amount for stock code 002415 one year ago.',
      'What was the ratio of bonus shares for stock code 600690 three years ago?',
    ],
    [],
  );
  // Each company's respective primary industry asks a classification; a statistics index's series and type, the national
  // accounts' first to third industries and a retail statistic's trade sectors ask none.
  check(
    'industry-standard',
    ['List the names of listed companies in each city along with their respective primary industry.'],
    [
      'Where are the records for "Shipbuilding Industry"? Show the statistical periods, index values and the index types it belongs to.',
      'What was the GDP of the first, second and third industries in Shanghai in 2010?',
      'Show the "current month" amount of social consumer goods retail for the "national" hotel and catering industry.',
    ],
  );
  // A statistics index's value is a level, no money.
  check('currency', [], ['What is the index value of "Household Expenses - Clothing" in the "Industrial Structure Classification Index" for the "same month last year"?']);
  // A volume asked as a percentage of another figure, and a price's change asked as a decimal, name their form.
  check(
    'unit',
    [],
    [
      'What is the trading volume as a percentage of the decline in sales from 2018 to 2019? Answer to two decimal places.',
      "What is the slope of the line showing the change in Company C's share price over the 6-month period? Answer as a decimal to three decimal places.",
    ],
  );
  // A textbook's made-up economy is a worked problem's subject, its data given.
  check('revision', [], ['What is the real GDP of Econia for the year 2021? Give the answer in billions of dollars, rounded to the nearest integer.']);
});

describe('thirty-third batch in Chinese: retail sales by their older name, a named year\'s month of a multiple, a level of industry a company is in, a company\'s data stated, a cycle\'s kind of sector, companies screened in 千万, a retail statistic\'s sectors', () => {
  // Retail sales under their older name (社会销售品零售金额) are revised after release.
  check('revision', ['2010年，北京市的社会销售品零售金额是多少？'], []);
  // A daily multiple asked for a named year's month: any day, every day or the month's end.
  check('period-vs-point', ['哪些股票2020年3月的PE高于50'], []);
  // The level of industry a company is in (所在的一级行业) asks a classification; a kind of sector by the economic cycle
  // asked as the whole question, and a retail statistic's trade sectors, ask none.
  check('industry-standard', ['30开头的公司所在的二级行业，去重后都有哪些'], ['防御性行业有哪些？', '天津市的住宿行业和零售贸易业的历年社会消费品零售数据']);
  // A company that states its data (一个企业的…为) is a worked problem.
  check('precision', [], ['一个企业的负债总额为600万，其产权比率为3，请问该企业的所有者权益是多少万元？']);
  // Companies screened by a statement line report in 元: a threshold in 千万 names its scale.
  check('unit', [], ['2020年，营业收入不超过5千万的公司代码有哪些']);
});

describe('a review of the session\'s readings: a 40,000-character run of spaces, digits or hyphenated capitals', () => {
  // Each run is read once from its start, not again from each of its characters: a price's words after spaces, a count
  // of companies or years in digits, and a company's name ending in an industry's after a hyphenated run.
  const spaces = ' '.repeat(40000);
  const digits = '1'.repeat(40000);
  test('a rate asked in its unit after a run of spaces still asks its decimals', () => {
    assert.deepEqual(categories(`贵州茅台2023年的毛利率${spaces}是多少（单位：%）？`), ['precision']);
  });
  test('the industries of a run of digits are still a classification', () => {
    assert.deepEqual(categories(`股票代码${digits}的行业有哪些？`), ['industry-standard']);
  });
  test('a high after a run of digits that counts no years is still a price history', () => {
    assert.deepEqual(categories(`贵州茅台股票代码${digits}，2021年的最高价是多少？`), ['adjusted-price']);
  });
  test('an industry\'s stock after a hyphenated run of capitals still names its standard, and a company named like an industry none', () => {
    assert.deepEqual(categories(`Which industry does ${'Bb-'.repeat(13000)}B, an Information Technology stock, belong to?`), []);
    assert.deepEqual(categories(`Which industry does ${'Bb-'.repeat(13000)}B Information Technology stock belong to?`), ['industry-standard']);
    assert.deepEqual(categories(`Which industry does ${'Bb-'.repeat(13000)}JY Technology belong to?`), ['industry-standard']);
    assert.deepEqual(categories('Which industry does In-House Technology belong to?'), ['industry-standard']);
  });
});

describe('thirty-fourth batch in English: bonus shares beside the amount paid, a sector\'s members listed in it, import and export data, three industries each named, monthly value added before a year, companies screened by a statement line', () => {
  // A proportion of bonus shares needs its base; the amount paid beside it is the dividend's unit, not the ratio's base.
  check('unit', ['Tell me the proportion of bonus shares and the actual amount paid by Huaxin Cement three years ago.'], []);
  // Companies listed in a sector a leading clause names are a board's members, each vendor's own: no data given.
  check('industry-standard', ['Since everyone is talking about "New Energy Vehicles", which firms are listed in this sector and where are they based?'], []);
  // China's import and export data are published in US dollars and in RMB.
  check('currency', ['What were the import and export data of China in 2015?'], []);
  // The national accounts' industries, each named in a list or one asked "for", are the statistic's split.
  check(
    'industry-standard',
    [],
    [
      'What was the gross domestic product of the primary industry, secondary industry and tertiary industry in Jiangsu in 2018?',
      'Show me the national gross domestic product (GDP) for the tertiary industry over the years.',
    ],
  );
  // Monthly value added before a year is every month's record as released, no year's total.
  check('revision', [], ['Show the monthly industrial value added for "Beijing" "collective enterprises" before the year 2005.']);
  // Companies screened by a statement line report in 元: a threshold in millions names its scale.
  check('unit', [], ['Which companies in Jiangsu Province had total R&D investment over 500 million in 2020?']);
});

describe('thirty-fourth batch in Chinese: an outlook asked (怎么看), a forecast\'s profit bounds', () => {
  // An opinion asked of a board as a whole (…怎么看), as …怎么样, asks no classification.
  check('industry-standard', [], ['半导体行业今年涨得挺好，后面怎么看']);
  // A profit's or its growth's upper or lower bound is a forecast range's, as the table states it: no period or basis.
  check('period-vs-point', [], ['营收的下限达到30亿的华谊兄弟，你知道它的净利润上限吗']);
  check('gaap', [], ['营收的下限达到30亿的华谊兄弟，你知道它的净利润上限吗', '净利润的上限超过8亿的光线传媒，它的净利润增长率下限是多少']);
});

describe('thirty-fifth batch in English: a bare growth to decimals, one total to another, the nearest dollar, a futures\' fair value, the industries a company is in, sectors by company count, CSRC divisions, any bonus share ratio, other depository company balance sheets', () => {
  // A bare growth asked to decimals is a rate whose percent is unnamed; the proportion of one total to another is a ratio,
  // a plain number; a rounding to the nearest dollar names the amount's unit.
  check(
    'precision',
    ['what was the growth of the average grant-date fair value of restricted stock units from 2015 to 2016 Answer to three decimal places.'],
    [
      'what is the proportion of total domestic office leases to total other capital leases? Answer to three decimal places.',
      'How much of the $8,000 rent should be charged to the Marketing department based on its proportion of floor space used? Answer to the nearest dollar.',
    ],
  );
  // A futures' fair value is computed from the problem's terms (cost of carry), no contract's quote.
  check('futures-contract', [], ['What is the fair value of the equity index futures for the portfolio? Give the answer to the nearest dollar.']);
  // The industries a company is involved in and the sectors ranked by their listed companies ask a classification; a
  // CSRC division's own name implies its standard.
  check(
    'industry-standard',
    ['Find out the industries Hangzhou Binjiang Realty is involved in.', 'List the top 5 sectors with the highest number of listed companies in "Jiangsu".'],
    [
      'How many listed companies in Guangdong are in the "Professional Technical Services Industry"?',
      'List the stock codes of listed companies in Beijing with the secondary industry "Monetary Financial Services".',
    ],
  );
  // Any bonus share ratio asked as a figure needs its base, not only a history's; stocks ranked by it need none. Other
  // depository company balance sheets are aggregate statistics, kept in 亿元.
  check(
    'unit',
    ['What is the bonus share ratio of HUAXI GUFEN?', 'Since 2010, what are the records of our total assets exceeding 80 million in other depository company balance sheets?'],
    ['Which 10 stocks rank top by the highest bonus share ratio?'],
  );
});

describe('thirty-fifth batch in Chinese: a portfolio\'s market-value weight, a price per share asked', () => {
  // A portfolio's weight by market value (市值比重) is a holding's share of it, no company's market value.
  check('market-cap-method', [], ['哪些投资组合的市值比重高于50']);
  // 是多少钱一股 asks a price, no membership (是白酒股吗).
  check('industry-standard', ['泸州老窖是白酒股吗'], ['代码000001.SZ，叫平安银行的是多少钱一股吗']);
});

describe('thirty-sixth batch in English: industries in common English words, a level screened in a year, a percent of the volume, a measure\'s name beside "the country", a worked problem\'s own period and projections, a venture\'s payoff, credit income and expenditure, records to see on an accumulation basis, an RMB-hedged class', () => {
  // An industry named in words Shenwan's and CITIC's English names share with ICB's or GICS's (telecommunications,
  // building materials) implies no standard; the standard named settles it.
  check(
    'industry-standard',
    ['How many listed companies belong to the telecommunications sector?', 'Which stocks are in the building materials industry, and how many are there?'],
    ['Which companies are in the Telecommunications industry under ICB?'],
  );
  // A level a screen puts a threshold on in a year (a close above 100 yuan, market caps of more than 10 billion): which
  // day's level passes is open; a year's end named settles it.
  check(
    'period-vs-point',
    [
      'How many stocks had a closing price above 100 yuan on the Shanghai exchange in 2021?',
      'List the companies whose market cap exceeded 20 billion yuan in free float on the Shenzhen market during 2019.',
      'How many companies had market caps of more than 10 billion yuan in 2020?',
    ],
    ['How many stocks had a closing price above 100 yuan at the end of 2021 on the Shanghai exchange?'],
  );
  // A percent or a portion of a volume asked is a ratio of two volumes, no count of shares or lots.
  check(
    'unit',
    ['what was the trading volume of the stock in 2021? Answer to the nearest integer.'],
    [
      'what portion of the total trading volume was traded in the first hour? Answer to the nearest integer.',
      "what was the percentage of the day's volume traded in block trades? Answer to the nearest integer.",
    ],
  );
  // A measure's name spelled out (Gross Domestic Product, with or without its abbreviation) names no place: "the
  // country" or "this nation" is still the worked problem's; a place named is a look-up.
  check(
    'revision',
    ['What is the Gross Domestic Product (GDP) of Japan for the recent fiscal year? Provide your answer in billions of dollars, rounded to one decimal place.'],
    [
      'Using the expenditure approach, what is the Gross Domestic Product (GDP) of this nation? Give the answer in millions, rounded to the nearest whole number.',
      'What is the Gross Domestic Product of the country? Answer in billions to one decimal place.',
    ],
  );
  // The fiscal year or the year with no year named, asked to a problem's rounding, is the problem's own period only of a
  // subject with no name (the company): a named company's, made up or real alike, or a year named, is a look-up. A
  // person's profit from a venture of theirs is its payoff, no statement line.
  check(
    'gaap',
    [
      "What is Apple's net income for the fiscal year? Answer to the nearest integer.",
      "What is BrightPath Ltd's operating income for 2023? Answer to the nearest integer.",
      "What was Tesla's net profit in 2023?",
      "What is BrightPath Ltd's operating income for the year? Answer to the nearest integer.",
      "What is QuantumLeaf Corp.'s net loss for the fiscal year? Answer to the nearest dollar.",
    ],
    ["What is Maria's net profit from this real estate flipping venture? Answer to the nearest dollar."],
  );
  // Projections discounted (the present value or NPV of projected cash flows) of a named company, made up or real alike,
  // may be a filing's figure, in its money.
  check(
    'unit',
    [
      "What is NovaGrid Inc.'s total revenue for 2023? Answer to the nearest integer.",
      "What is BrightPath Ltd's operating income for the year? Answer to the nearest integer.",
      "What is the present value of NovaGrid Inc.'s expected cash flows over the next five years? Answer to the nearest integer.",
      "What is the NPV of GreenWave Ltd's projected cash flows? Answer to the nearest integer.",
    ],
    ["What is the present value of the company's expected cash flows over the next five years? Answer to the nearest integer."],
  );
  // Financial institutions' credit income and expenditure are monetary statistics, no company's income line.
  check(
    'gaap',
    ["What was ICBC's income in 2020?"],
    [
      "Show me China's credit income and expenditure for loans before 2005, where the loan total exceeds 2 million.",
      "What were the total loans in China's credit income and expenditure statistics of financial institutions in 2015?",
    ],
  );
  // Retail sales to see or show on an accumulation basis ("year-end cumulative") with no year named are the table's
  // records as stored; a year named is a figure revised after release.
  check(
    'revision',
    ['Show me the retail sales of consumer goods in Zhejiang last year on a "year-end cumulative" basis.'],
    [
      'Show me the retail sales of consumer goods in Zhejiang on an "end-of-period accumulated" basis.',
      'I\'d like to view Shanghai\'s total retail sales of consumer goods by "year-end cumulative" figures.',
    ],
  );
  // A share class hedged into the RMB names how the class is hedged, no exchange rate asked.
  check('rate-type', ['What is the RMB against the US dollar today?'], ["What is the distribution rate of the Asia Bond Fund's RMB hedged share class?"]);
});

describe('thirty-sixth batch in Chinese: a level screened in a year, a code before 股价 or 股票, a share of the volume, a worked problem\'s country, period and projections, a trade\'s payoff, an RMB-hedged class', () => {
  // A level a screen puts a threshold on, its stocks counted or listed in a year: which day's level passes is open.
  check(
    'period-vs-point',
    ['流通市值超过50亿元的A股公司在2020年有多少家', '收盘价高于100元的股票2021年有哪些'],
    ['收盘价高于100元的股票2021年末有哪些', '市值超过100亿的公司2020年的净利润是多少'],
  );
  // Digits before 股价 or 股票 are a code or a date naming the stock, no shares given: the multiple is looked up, and
  // its basis is open; a trade's shares and data given make a computation.
  check('pe-definition', ['600036股票的平均市净率超过1.5%了吗', '0601股价多少的股票平均市盈率高于20%'], ['买入1000股股票，每股净资产5元，股价10元，市净率是多少']);
  // A volume asked as a share of another (成交量占…的百分比) is a ratio of two volumes, no count.
  check('unit', ['贵州茅台2023年3月1日的成交量是多少？取整'], ['贵州茅台2023年3月1日的成交量占当月总成交量的百分比是多少？取整']);
  // A worked problem's country (某国, or 该国 opening the question) is the problem's; a country named is a look-up.
  check(
    'revision',
    ['日本最近一个财年的GDP是多少亿美元？保留一位小数'],
    ['某国最近一个财年的GDP是多少亿美元？保留一位小数', '该国最近一个财年的国内生产总值是多少？以十亿美元计，保留一位小数'],
  );
  // The said fiscal year (该财年) with no year named, asked to a problem's rounding, is the problem's own period; a
  // trade's profit (这笔期权交易的净利润) is its payoff, no statement line and no reporting period.
  check('gaap', ['贵州茅台的净利润是多少？'], ['该公司该财年的净利润是多少？四舍五入取整', '这笔期权交易的净利润是多少？', '小王这次融资融券交易的净利润是多少？']);
  check('period-vs-point', ['贵州茅台的净利润是多少？'], ['小王这次融资融券交易的净利润是多少？']);
  // Projected cash flows discounted (预计未来现金流的现值) are a valuation computed from the problem's data, of a subject
  // with no name (该项目); a named company's, made up or real alike, may be a filing's figure.
  check('unit', ['星辰科技公司2023年的净利润是多少？取整', '星辰科技公司预计未来现金流的现值是多少？取整'], ['该公司该财年的净利润是多少？四舍五入取整', '该项目预计未来现金流的现值是多少？取整']);
  // 人民币对冲 is a class hedged into the RMB, not the RMB against another currency.
  check('rate-type', ['人民币对美元汇率是多少'], ['南方亚洲债券基金人民币对冲类别的派息是多少']);
});

describe('thirty-seventh batch in English: a holding dated by its purchase and sale, companies named by an industry, a company\'s industry information and a classification\'s level, Manufacturing, return-unit measures screened, a nationality screened out, an equity fund\'s scale, a made-up company at a dated period', () => {
  // The return on a sum invested in a holding dated by its purchase and sale is looked up, however its instrument is
  // written, and is a gain in money or a percent; the sum's "$ " names its currency only. A return on investment so
  // asked is a rate by its name, no gain in money.
  check(
    'unit',
    [
      'What is the total return if $ 2500 are invested in nvidia in 2016 and sold in 2021? Answer to the nearest integer.',
      'How large is the return if $ 800 were invested in the dow jones index in 2005 and sold in 2009?',
      'What is the return if 40000 are invested in a gold etf in 2012 and sold in 2018? Answer to the nearest integer.',
    ],
    [
      'What is the total return in percent if $ 2500 are invested in nvidia in 2016 and sold in 2021?',
      'what is the return on investment if 1000 are invested in applied materials in 2010 and sold in 2012? Answer to three decimal places.',
    ],
  );
  // An investment made on a date and sold later is a holding dated by its purchase and sale, no scenario: its ROI asked
  // to decimals has no percent named.
  check(
    'precision',
    ['what is the roi for walmart if the investment made in june 2014 was sold three years later? Answer to three decimal places.'],
    ['what is the roi for walmart if the investment made in june 2014 was sold three years later? Answer as a percentage to three decimal places.'],
  );
  // Companies or stocks named by an industry the standards name in English (construction, real estate, energy) are what an
  // industry holds, also listed in a market (no data listed); a company's industry information or category, and a
  // classification's level, ask its classification. Manufacturing is the CSRC door's own name, Construction both the
  // CSRC's and CITIC's.
  check(
    'industry-standard',
    [
      'List the largest shareholders of real estate companies.',
      'How many real estate companies are listed in Hong Kong?',
      'Which energy stocks rose the most last week?',
      'Show me the industry information of Luxshare Precision.',
      'What is the industry category of Haier Smart Home?',
      'Which second-level sector has the most listed companies?',
      'Which companies in the primary industry "Construction" have pledged shares?',
    ],
    [
      'List the largest shareholders of construction companies under the CSRC classification.',
      'Show me the Shenwan industry information of Luxshare Precision.',
      'Which companies in the primary industry "Manufacturing" have pledged shares?',
    ],
  );
  // A Treynor ratio and a tracking error are in units of return: a bare 0.08 is 8% or 0.08%; an information ratio, as a
  // Sharpe ratio, is a plain number.
  check(
    'unit',
    ['Which fund managers have an annualized Treynor ratio above 0.08?', 'List the funds whose tracking error is below 0.03.'],
    ['Which fund managers have an annualized Treynor ratio above 8%?', 'Which fund managers have an annualized information ratio above 0.8?'],
  );
  // A nationality screened out (non-Chinese fund managers) names no economy, and an equity fund's scale is a fund's
  // size, no statement's equity.
  check(
    'currency',
    ["What was Tencent's total equity in 2022?"],
    ['What are the equity fund scale and bond fund scale of non-Chinese fund managers?', "What is Zhang Kun's equity fund scale?"],
  );
  // A name, however made up it looks (generic words run together: EcoGreen, TechVision), may be a real company's: its
  // figure at a dated period is a look-up, as BlackRock's or SolarEdge's is.
  check(
    'unit',
    [
      'What are the total liabilities of BlackRock Inc. at the end of 2024? Answer to the nearest integer.',
      'What are the total liabilities of SolarEdge Inc. at the end of 2024? Answer to the nearest integer.',
      'What are the total liabilities of EcoGreen Ltd. at the end of 2024? Answer to the nearest integer.',
      "What is TechVision Corp.'s total debt at the end of 2022? Answer to the nearest integer.",
    ],
    ["What is the company's total debt at the end of 2022? Answer to the nearest integer."],
  );
});

describe('thirty-seventh batch in Chinese: a bonus share ratio, return-unit measures screened, a multiple\'s high or low in a year, a company\'s 行业信息 and a classification\'s level, 云计算 as a board\'s name, a rights issue\'s price', () => {
  // A bonus share ratio (转增比例, 送转比例) is per share or per ten shares; a dividend's amount beside it names no base.
  check(
    'unit',
    ['比亚迪去年的转增比例是多少', '万科A2019年的送转比例和派现金额分别是多少'],
    ['比亚迪去年每10股的转增比例是多少', '比亚迪去年10送3的送股比例对应多少股'],
  );
  // 跟踪误差, 特雷诺比率 and 阿尔法系数 are in units of return: a bare 0.05 is 5% or 0.05%; 信息比率 is a plain number.
  check(
    'unit',
    ['跟踪误差低于0.02的指数基金有哪些', '特雷诺比率超过0.05的基金经理有哪些', '阿尔法系数大于0.3的基金经理有哪些？'],
    ['特雷诺比率超过5%的基金经理有哪些', '信息比率超过0.8的基金经理有哪些'],
  );
  // A multiple's high or low in a year is over the year's daily multiples, each on a basis; the year's own multiple (a
  // table's column) names its earnings.
  check(
    'pe-definition',
    ['宁德时代在2021年的市盈率最低是多少', '帮我查下招商银行2020年的市净率最高是多少'],
    ['宁德时代在2021年的市盈率（TTM）最低是多少', '2021年市盈率低于20的股票有哪些'],
  );
  // A company's 行业分类 or 行业类别, and a classification's level (一级行业, 三级行业), ask its classification, as 建筑行业's
  // companies do (the CSRC's 建筑业 or CITIC's 建筑; Shenwan's 建筑装饰 is its own); 云计算, 量子计算 and 边缘计算 are boards'
  // names, no computation asked, so an opinion of one asks no membership.
  check(
    'industry-standard',
    ['查一下比亚迪的行业分类', '帮我看看宁德时代的行业类别', '列出一级行业名称', '查看三级行业的名称列表', '建筑行业的公司有哪些', '云计算板块有哪些公司'],
    ['按申万标准查一下比亚迪的行业信息', '列出申万一级行业名称', '建筑装饰行业的公司有哪些', '量子计算板块怎么样', '边缘计算板块怎么样'],
  );
  // A rights issue's or a conversion's price (配股价格, 转股价) is set by the issue's terms, no quote over a year.
  check('period-vs-point', ['宁德时代2020年的股价是多少'], ['宁德时代2020年的配股价格是多少', '天齐锂业2019年的转股价是多少']);
  check('adjusted-price', ['宁德时代2020年的股价是多少'], ['宁德时代2020年的配股价格是多少']);
});

describe('the review of the thirty-sixth and thirty-seventh batches\' readings: a worked problem\'s period, country and projections only of a subject with no name, a trade\'s payoff, a holding an investor sold, 计算 as a noun', () => {
  // A period referred to with no year (for the fiscal year, the current year, 该季度, 本年度; not 应该年度) is a worked
  // problem's only of a subject with no name (the company, 该公司 opening the question, not then named): a named company
  // or economy, made up or real alike, is looked up, however it is written.
  check(
    'gaap',
    [
      "What was Zoetis's operating income for the quarter? Round to two decimal places.",
      "What was the net income of Brazil's largest bank for the fiscal year? Round to the nearest million.",
      'Apple is a technology company. What is the company\'s net income for the fiscal year? Round to the nearest million.',
      'what was netflix net income for the fiscal year? round to the nearest million.',
      '泸州老窖该季度的净利润是多少？取整',
      '贵州茅台应该年度的净利润是多少？取整',
      '该公司（贵州茅台）本年度的净利润是多少？取整',
    ],
    ['该公司当期的净利润是多少？取整'],
  );
  check(
    'unit',
    ['比亚迪该财年的营业收入是多少？保留两位小数'],
    ['该企业本财年的营业收入是多少？保留两位小数', '这家公司这一年度的利润总额是多少？取整', '请问该公司本年度的营业总收入是多少？保留两位小数'],
  );
  check('revision', ["What was Canada's GDP for the fiscal year? Give the answer in billions of dollars, rounded to one decimal place.", '韩国该季度的国内生产总值是多少？保留一位小数'], []);
  // 该国 or 这个国家 is "the country" only as what the figures are of (该国的, 该国2022年): 该国债, 国开债, 国企, 国家队, 国家电网 and
  // 国泰君安 are a bond, a company or a name; a place named (该国（日本）) makes it that place's. B国, 乙国, Country B and Nation X
  // are stand-ins named as such.
  check('period-vs-point', ['该国债2022年的到期收益率是多少？保留两位小数', '此国开债2021年的收益率是多少？', '这个国家队重仓的股票2022年的收盘价是多少？'], []);
  check('gaap', ['这个国泰君安2022年的净利润是多少？取整', '这个国企2023年的净利润是多少亿元？'], []);
  check('unit', ['这个国家电网2022年的营业收入是多少？保留两位小数'], []);
  check(
    'revision',
    ['该国（日本）2022年的国内生产总值是多少？保留一位小数'],
    ['B国2022年的国内生产总值是多少？保留一位小数', '乙国2021年的GDP是多少亿美元？保留一位小数', 'What was the GDP of Country B in 2022? Round to one decimal place.', "What was Nation X's GDP in 2021? Round to one decimal place."],
  );
  // "The country" beside a measure's capitalised name (Real Gross Domestic Product, Nominal GDP, at Market Prices, the
  // Expenditure Approach) is a worked problem's; a place the places vocabulary names, in any case or spelt out before its
  // abbreviation, makes it that place's.
  check(
    'revision',
    [
      "What was the Gross Domestic Product (GDP) of France (FR) in 2022? Give the country's figure in billions of dollars.",
      'What was the Gross Domestic Product (GDP) of the European Union (EU) in 2022? Give the figure for the economy in trillions of dollars.',
      "What was the gross domestic product of germany in 2022? Give the country's figure in billions, rounded to one decimal place.",
      'what is the gdp of the country, china? answer in billions to one decimal place.',
      "Japan's economy grew last year. What is the country's GDP? Answer in billions to one decimal place.",
      "What was the United States Gross Domestic Product in 2022? Give the country's figure in trillions of dollars.",
    ],
    [
      'What is the Real Gross Domestic Product of the country? Give the answer in billions, rounded to one decimal place.',
      'What is the Nominal GDP of this nation? Answer in billions to one decimal place.',
      'What is the GDP at Market Prices of the economy? Answer in millions to the nearest integer.',
      "Using the Expenditure Approach, what is the country's Gross Domestic Product? Answer in billions to one decimal place.",
    ],
  );
  // Projections discounted are a worked problem's only with no year and a subject with no name: a named company's, or a
  // year's (an impairment test, proved reserves), is a filing's figure.
  check('precision', ["What was Chevron's present value of estimated future cash flows from proved reserves in 2022, in billions?"], []);
  check('currency', ["What is the NPV of Lumora Holdings' projected cash flows? Round to the nearest million."], []);
  check('period-vs-point', ['海螺水泥2021年商誉减值测试中预计未来现金流的现值是多少？'], []);
  check('unit', [], ['该项目未来现金流量折现后的价值是多少？保留两位小数', '该公司的现金流折现值是多少？保留两位小数']);
  // A trade's payoff: a covered call, a short sale, an arbitrage, a trade counted by its measure word (这次炒股, 这几笔交易,
  // 这次套利); not the investments or their joint venture, nor this investment in a year, nor a gap holding a period or a
  // company (这个季度…投资业务), nor 该项投资 or 这项投资: a company's gains, on its statement.
  check(
    'gaap',
    [
      "What was Blackstone's net loss on the investments in 2023?",
      "What was Ford's net profit from their joint venture in 2022?",
      "What was SoftBank's net loss on this investment in 2022?",
      '这个季度招商银行投资业务的净利润是多少？',
      '这个月贵州茅台投资收益的净利润是多少？',
      '美的集团该项投资的净利润是多少？',
      '比亚迪这项投资的净利润是多少？',
    ],
    ["What is Maya's net profit from this covered call? Answer to the nearest dollar.", "What is Maya's net loss on this short sale? Answer to the nearest dollar.", '小李这次炒股的净利润是多少？', '这几笔交易的净利润是多少？', '这次套利的净利润是多少？'],
  );
  // A made-up-looking name (generic words run together) may be a real company's: its figures are looked up.
  check('unit', ['What are the total liabilities of SunGlobal Ltd. at the end of 2023? Answer to the nearest integer.'], []);
  check('gaap', ["What is BioSmart Corp.'s net income in 2022? Answer to the nearest integer."], []);
  // A holding dated by its purchase and sale is an investor's (if … invested in … and sold, the roi if the investment made
  // … was sold): a company's own investment sold, or goods it bought that were sold, are its filing's, in its fiscal year.
  check(
    'fiscal-year',
    ["What was Costco's gain on the investment made in 2019 that was sold in 2022?", 'What percent of the merchandise Walmart purchased in fiscal 2023 was sold by year end?'],
    [],
  );
  check('precision', ['what is the roi for costco if the investment made in may 2016 was sold four years later? Answer to three decimal places.'], []);
  check('unit', ['What is the return if $ 5000 were invested in tesla in 2015 and sold in 2020? Answer to the nearest integer.'], []);
  // 计算机 and 计算力 are nouns only as an industry's or a board's (计算机行业): 计算机构持股 asks a computation. Digits before
  // 股东 (前10股东) count holders, no shares given.
  check('gaap', ['请分析贵州茅台2023年的净利润变化，并计算机构持股比例', '贵州茅台前10股东合计持股62%，2023年的净利润是多少？'], []);
});

describe('a review of the thirty-sixth and thirty-seventh batches\' readings: records, credit statistics, shares of a volume, industries by name, levels screened in a year, RMB classes', () => {
  const rulesOf = (q: string) => lintQuestion(q).map((f) => f.rule);
  // A figure to show or see with no accumulation basis is one look-up, revised and in a currency; a basis named (year-to-
  // date, cumulative from the start of each year) with no period is the table's records, not a basis's figures over the years.
  check(
    'revision',
    [
      "Show me Japan's GDP growth rate.",
      'Can you show me the US nonfarm payrolls number?',
      "I want to see China's GDP, please.",
      "Show me China's year-to-date retail sales for 2023.",
      'What were the "period-end cumulative" retail sales of consumer goods in Beijing over the years?',
    ],
    [
      'I want to see the year-to-date retail sales of consumer goods for each province.',
      'Show the retail sales of consumer goods, cumulative from the start of each year, for the provinces.',
    ],
  );
  check('currency', ["Display the UK's retail sales figure.", "Show me Samsung Electronics' revenue."], []);
  // Credit statistics by their name (credit income and expenditure, 信贷收支) are no statement line; a company's or a
  // bank's credit revenue is one.
  check(
    'gaap',
    [
      'How much did Tesla earn in 2023, and what was its regulatory credit revenue?',
      "What were Tesla's sales in 2023 excluding regulatory credit revenue?",
      "What were ICBC's earnings in 2022, and how did its credit income compare?",
      "What was ICBC's credit income in 2022?",
      '工商银行2022年的信贷收入是多少？',
    ],
    ['金融机构信贷收支表中2020年的收入合计是多少？', '2021年金融机构本外币信贷收支的资金运用收入是多少？'],
  );
  // Each volume is read apart: one inside a share of the volume is a ratio, one asked beside it still needs its unit.
  for (const q of [
    "What was Tesla's trading volume on March 1, 2023, and what percent of the total volume came from retail? Answer to the nearest integer.",
    "What was BrightCo's volume on March 1, 2023, and its share of the sector's volume? Round to the nearest integer.",
    '贵州茅台2023年3月1日的成交量是多少？成交量占当月总成交量的比例是多少？取整',
    '贵州茅台2023年3月1日的成交量是多少，占比多少？取整',
  ])
    test(`volume-unit: ${q}`, () => assert.ok(rulesOf(q).includes('volume-unit'), `[${rulesOf(q)}]`));
  for (const q of [
    "What % of the day's volume on March 1, 2023 came from block trades in Tesla? Answer to the nearest integer.",
    'What was the ratio of block trade volume to total volume for Tesla on March 1, 2023? Round to the nearest integer.',
    '贵州茅台2023年3月1日大宗交易占当天成交量的百分比是多少？取整',
    '贵州茅台2023年3月1日尾盘成交量在全天中的占比是多少？取整',
  ])
    test(`no volume-unit: ${q}`, () => assert.ok(!rulesOf(q).includes('volume-unit'), `[${rulesOf(q)}]`));
  // A standard's English name implies it only as an industry's whole name, and every industry named must be the same
  // standard's; lower-case words any writer uses (technology stocks, battery materials), a longer name (Battery Materials)
  // and a name the CSRC and CITIC share (建筑, Construction) imply none.
  check(
    'industry-standard',
    [
      'Which stocks belong to the battery materials sector?',
      'How many listed companies are in the Battery Materials sector?',
      'How many listed companies are in the construction materials industry?',
      'Which stocks are in the Materials and Technology sectors?',
      'Which technology stocks rose the most in 2023?',
      'Which stocks are in the materials sector?',
      'Which Construction companies have pledged shares?',
      '建筑行业有哪些上市公司？',
    ],
    ['Which stocks are in the Technology and Telecommunications industries?', 'Which companies belong to the Basic Materials and Telecommunications sectors?'],
  );
  // A level screened in a year, by a verb (closed, traded, valued at), a market value, 站上 or 站稳, a comma or 数量 before
  // the year, or a 市值 threshold in a band (在1000亿以上): which day's level passes is open.
  check(
    'period-vs-point',
    [
      'How many stocks closed above 100 yuan in 2021?',
      'Which stocks traded above 100 yuan in 2021?',
      'How many companies had a market value exceeding 10 billion yuan in 2020?',
      'How many companies were valued at over 10 billion yuan in 2020?',
      'Which companies had market values of more than 10 billion yuan in 2020?',
      '股价超过100元的公司，2021年有多少家',
      '收盘价站上100元的股票2021年一共有多少只',
      '收盘价站稳50元的股票在2021年有哪些？',
      '市值超过100亿的公司数量在2020年是多少',
      '总市值在1000亿以上的公司2022年共有多少家',
    ],
    [],
  );
  // A share class named by its currency, in any word order, whose distribution or dividend rate is asked asks no RMB rate;
  // an exchange rate named beside it does.
  check(
    'rate-type',
    ["What exchange rate applies to the fund's RMB-hedged class?", 'What is the dividend rate of the RMB share class, and the RMB exchange rate against the dollar?'],
    [
      "What is the distribution rate of the fund's Hedged RMB share class?",
      "What was the distribution rate of the fund's RMB (hedged) class in 2023?",
      'What is the dividend rate of the hedged-to-RMB class of the bond fund?',
      "What is the distribution rate of the fund's RMB share class?",
      'What is the distribution rate of Class A (RMB) of the bond fund?',
    ],
  );
  // The return on the investment of a sum invested is a gain or a percent; only the ratio's own name (return on
  // investment) is a rate. A bonus share ratio written 转增股本比例 needs its base, as 转增比例 does. An equity mutual
  // fund's or ETF's scale is a fund's size, a company's equity beside it still an amount.
  check(
    'unit',
    [
      'What is the total return on the investment if $ 100000 are invested in BrightCo in 2010 and sold in 2015?',
      'What is the return on this investment if 50000 dollars are invested in the S&P 500 in 2012 and sold in 2016?',
      '贵州茅台2022年的转增股本比例是多少？',
      '贵州茅台2022年资本公积转增股本的比例是多少？',
    ],
    [],
  );
  check(
    'currency',
    ["What was Tencent's total equity in 2022, and the scale of its equity mutual funds?"],
    [
      "What were the US fund managers' total fund scale, equity mutual fund scale and hybrid fund scale?",
      "What were the US fund managers' total fund scale, equity ETF scale and hybrid fund scale?",
    ],
  );
});

describe('concept pass: statement lines, periods and revisions — vague statement lines, point values over a span, revised statistics, rate types, fiscal years', () => {
  // A word that is no statement line (profits, income, total expenditure, 利润, 盈利, 总支出, a profit asked by its verb), of a
  // named company or of the companies a ranking asks; the line named (归母净利润, 利润总额, operating revenue) is one.
  check(
    'gaap',
    [
      'What were the profits of BYD in 2022?',
      'How much profit did Tianqi Lithium make in 2021?',
      'What was the profit of Ganfeng Lithium last year?',
      'Which company in Jiangsu Province had the highest profit in 2021?',
      'List the five companies with the largest income in 2019.',
      '帮我看看比亚迪2022年的利润是多少',
      '2021年宁德时代赚了多少利润？',
      '查一下格力电器2020年的盈利是多少',
      '台積電2022年第2季的總支出是多少？',
      '贵州茅台2023年的总支出是多少亿元？',
      '请问万科2021年一共赚了多少钱？',
      '浙江省2020年利润最高的上市公司是哪家？',
      "What was Tencent's total expenditure in 2022?",
      '查一下美的集团2021年的盈利',
      '诶跟我说说去年海天味业赚了多少钱',
    ],
    [
      'What was the net profit attributable to shareholders of BYD in 2022?',
      'What was the operating revenue of Tianqi Lithium in 2021?',
      '比亚迪2022年的归母净利润是多少？',
      '格力电器2020年的利润总额是多少？',
      '万科2021年的营业利润是多少？',
      '台積電2022年第2季的營業費用是多少？',
      "A firm's revenue is $500 and its costs are $300. What is its profit?",
      '利润最大化和股东财富最大化的区别是什么？',
      '美的集团2021年的营业总收入是多少？',
      '海天味业2021年的扣非净利润是多少？',
    ],
  );
  // A spend on an activity no statement reports (customer acquisition, risk management, sustainability, 获客, 用于可持续发展的支出),
  // however worded; a spend the statements report (R&D, capital expenditures, 研发费用, 销售费用) is a line.
  check(
    'gaap',
    [
      'How much did Apple spend on customer acquisition in 2023?',
      'What did Tesla spend on sustainability initiatives in 2022?',
      'How much did JPMorgan spend on risk management in 2021?',
      'What were the acquisition costs of Siemens in 2022?',
      'Which company spent more on cybersecurity in 2023, Microsoft or Alphabet?',
      'How much did Nike spend on ESG programs in fiscal 2023?',
      "What was Pfizer's spending on compliance in 2022?",
      'What were the customer acquisition costs of Netflix in 2021?',
      '阿里巴巴2022年在获客上花了多少钱？',
      '腾讯2023年用于可持续发展的支出是多少？',
      '比亚迪2022年在风险管理上的支出是多少？',
    ],
    [
      'How much did Apple spend on research and development in fiscal 2023?',
      "What were Tesla's capital expenditures in 2022?",
      "What was Pfizer's selling, general and administrative expense in 2022?",
      '比亚迪2022年的研发费用是多少？',
      '腾讯2023年的销售费用是多少？',
    ],
  );
  // A flow, a spend or a margin asked at a date (on, at, as of, in June 30, 2022, 2023年6月30日…的营业收入), before or after it;
  // a period ending on the date (the six months ended, 止六个月), a balance at the date, a dividend declared on it, the
  // question's today are not.
  check(
    'period-vs-point',
    [
      'What was the net profit margin of Apple on September 30, 2023?',
      "What was Holley's gross margin as of June 30, 2022?",
      'How much did Intel spend on R&D at December 31, 2022?',
      "What was Ford's EPS at March 31, 2023?",
      "What was Nvidia's revenue on January 28, 2024?",
      'What was the operating margin of Sensata in June 30, 2022?',
      'How much more did Cisco spend on marketing than Juniper as of July 31, 2022?',
      '截至2022年6月30日，比亚迪的毛利率是多少？',
      '2023年6月30日贵州茅台的营业收入是多少？',
      '2022年12月31日宁德时代的净利润是多少？',
      "What was Boeing's operating cash flow as at 31 December 2022?",
      "As of June 30, 2022, what was Holley's gross margin?",
      'I heard Sensata is doing well — what was its operating margin on June 30, 2023?',
      'On December 31, 2021, how much did Accenture spend on marketing?',
      '帮我看看2022年6月30日比亚迪的毛利率',
      '截至2023年9月30日，宁德时代的研发费用是多少？',
      '今天是2024年5月15日，请问2023年6月30日比亚迪的营业收入是多少？',
    ],
    [
      'What was the net profit margin of Apple for the fiscal year ended September 30, 2023?',
      "What was Holley's gross margin for the six months ended June 30, 2022?",
      'How much did Intel spend on R&D in the year ended December 31, 2022?',
      "What were Ford's total assets at March 31, 2023?",
      '截至2022年6月30日止六个月，比亚迪的毛利率是多少？',
      '2022年12月31日宁德时代的总资产是多少？',
      "What was Holley's gross margin for the quarter ended June 30, 2022?",
      "As of June 30, 2022, what were Holley's total liabilities?",
      'What dividends did Apple declare on May 4, 2023?',
      '今天是2024年5月15日，比亚迪2023年的营业收入是多少？',
      '比亚迪2022年6月30日止六个月的营业收入是多少？',
    ],
  );
  // A share register's figure (shareholders, holdings per account, share capital, free float, a holder's proportion, 流通A股,
  // 股东户数) asked for a year or a month that ends no quarter, also as a screen; a date, a quarter's end or pledges are not.
  check(
    'period-vs-point',
    [
      'How many shareholders did Kweichow Moutai have in 2021?',
      'What was the number of shareholders of BYD in May 2022?',
      "What was the free float of CATL's A shares in 2020?",
      "What proportion of Ping An's shares did Morgan Stanley hold in May 2021?",
      'List the companies whose average shareholding per account exceeded 10,000 shares in 2019.',
      'What was the total share capital of China Merchants Bank in 2018?',
      '2020年贵州茅台的股东户数是多少？',
      '2021年8月比亚迪的户均持股数是多少？',
      '2019年流通A股超过100亿股的公司有哪些？',
      '查一下2020年万科的总股本',
      '2020年1月社保基金持有格力电器的股份比例是多少？',
      "What was Apple's market capitalization in 2021?",
      'Since 2000, what are the numbers of shareholders of Gree Electric in each year?',
      '查一下2019年格力电器的股东人数',
      'What was the shareholding ratio of the national team in Kweichow Moutai in 2021?',
      '帮我看看2021年10月茅台的户均持股是多少',
      'How many shareholders did Changshan Beiming have in 2010, and what proportion of its shares were pledged?',
    ],
    [
      'How many shareholders did Kweichow Moutai have at December 31, 2021?',
      'What was the number of shareholders of BYD at the end of March 2022?',
      '2020年末贵州茅台的股东户数是多少？',
      '截至2021年3月31日比亚迪的户均持股数是多少？',
      '2019年12月31日流通A股超过100亿股的公司有哪些？',
      'What was the change in the number of shareholders of Moutai during 2021?',
      'What was the proportion of pledged shares of Changshan Beiming in March 2010?',
      '2021年三季度末茅台的户均持股是多少',
      'How many shareholders did Kweichow Moutai have as of December 31, 2021?',
    ],
  );
  // A revision-prone statistic asked for a year, ranked, or its yearly values listed, with no vintage; a release or a
  // worked problem's own data is not.
  check(
    'revision',
    [
      "What was China's GDP in 2019?",
      'Which provinces had negative GDP growth in 2020?',
      'What was the industrial value added of Guangdong in 2018?',
      'List the annual total retail sales of consumer goods in Zhejiang over the past five years.',
      '列出过去五年浙江省的地区生产总值',
      'Show the yearly GDP of Guangdong over the past ten years.',
      'How many nonfarm payrolls were added in the US in March 2023?',
      "What was Japan's GDP growth rate in Q2 2022?",
      '2019年广东省的地区生产总值是多少？',
      '帮我查一下2018年江苏省规模以上工业增加值',
      '前年全国社会消费品零售总额是多少？',
      '2020年第一产业增加值排名前五的省份',
      '2021年全国固定资产投资总额是多少？',
    ],
    [
      "What was China's GDP in 2019 as first published in January 2020?",
      "A country's consumption is $500 billion, investment $200 billion, government spending $100 billion and net exports $50 billion. What is its GDP?",
      'Please show the monthly industrial value added records as stored.',
      '2019年广东省地区生产总值的初步核算数是多少？',
      '什么是国内生产总值？',
    ],
  );
  // Amounts of companies reporting in different currencies set against one another however worded (than, compare, rank by,
  // which is bigger, the company with the highest, 谁的, 比…高, 哪家); a rate named, one currency, or a ratio ranked is not.
  check(
    'rate-type',
    [
      'Which company had higher total assets in 2022, Toyota or Ford?',
      'Did Nestle have more revenue than PepsiCo in 2023?',
      'How much more did Sony spend on R&D than Apple in fiscal 2022?',
      'Which had the larger net income in 2021: HSBC, Barclays or JPMorgan?',
      'Rank Samsung, Apple and Xiaomi by revenue in 2022.',
      '2022年丰田和福特哪家的总资产更高？',
      '2023年雀巢的营收比百事可乐高多少？',
      '腾讯和Meta 2022年谁的净利润更多？',
      "Was Nestlé's revenue bigger than Unilever's in 2021?",
      'Compare the total liabilities of DouYu and CrossFirst Bank in 2023.',
      'Which is bigger by total assets, Barclays or HSBC?',
      'Show the company with the highest revenue in 2022 among Toyota, Volkswagen and General Motors.',
      '2022年三星和苹果谁的营业收入更高？',
      '比较一下2021年丰田和大众汽车的净利润',
    ],
    [
      "Was BHP's revenue bigger than Rio Tinto's and Vale's in 2021?",
      'Which company had higher total assets in 2022, Toyota or Ford, in US dollars at year-end rates?',
      'Which company had higher total assets in 2022, Ford or General Motors?',
      'Which company had the higher ROE in 2022, Toyota or Ford?',
      '2022年工商银行和建设银行哪家的总资产更高？',
      'Which had the higher net margin in 2021: HSBC or JPMorgan?',
      '2022年三星和苹果谁的毛利率更高？',
      'Compare the revenue of Microsoft and Apple in 2022.',
      'Which company had higher revenue in 2022, Toyota or Volkswagen, converted to USD at the average exchange rate?',
    ],
  );
  // A bare year or quarter of a filer whose year ends off December, in any wording; a period end, the calendar year named,
  // market data or a mainland filer is not.
  check(
    'fiscal-year',
    [
      "What was Accuray's revenue in Q2 2022?",
      'How much did TD SYNNEX spend on R&D in Q3 2021?',
      "What was Renishaw's operating profit in 2022?",
      "What were Singtel's associates' profits in 2019?",
      "What was Mercia Asset Management's total revenue in fiscal year 2021?",
      'Did Oracle have a higher ROE than SAP in Q2 2022?',
      '甲骨文2022年第二季度的营收是多少？',
      '微软2023年的净利润是多少？',
      "What was Microsoft's revenue in 2023?",
      "What were Nike's employer matching contributions in 2022?",
    ],
    [
      "What was Accuray's revenue in the quarter ended December 31, 2022?",
      "What was Microsoft's revenue in fiscal year 2023 (ended June 30, 2023)?",
      "What was Apple's closing price on June 30, 2022?",
      '贵州茅台2023年的营业收入是多少？',
      "What was Microsoft's revenue in calendar year 2023?",
    ],
  );
  check(
    'period-vs-point',
    [
    ],
    [
      'What was the number of shareholders of BYD in March 2022?',
    ],
  );
});

describe('concept pass: currency, industry standards, P/E basis and listing — each concept in the wordings users and question writers use', () => {
  // China's trade totals, published in US dollars and in RMB, asked in any wording with neither named.
  check(
    'currency',
    [
      "What were China's total exports in 2019?",
      "List China's annual import and export values since 2000.",
      'How much did our country export in goods last year?',
      'Show me the records of the total foreign trade value of our country over the years.',
      "I heard China's exports are doing well. What was the export value in 2023?",
      'What was the total value of imports and exports of goods in China in 2015?',
      "Give me the year-on-year growth of China's imports in 2008.",
      "Since 2010, what are China's trade surplus figures each year?",
      'What was the total import and export volume of China in 2021?',
      'Check the goods export amount of our country for 2012.',
      "Query the data on China's imports for the last five years.",
      '我国2019年出口总额是多少',
      '查一下历年进出口总值的记录',
      '帮我看看去年中国的货物进口额',
      '2020年我国外贸进出口总额同比增长多少',
      '中国2022年的贸易顺差是多少',
      '列出2000年以来我国每年的出口金额',
      '我国进口商品总值及同比增速分别是多少',
      '自2015年以来，我国货物出口额有哪些年份超过了2万亿',
      '近五年中国进出口总额各是多少',
      '请问2018年全国出口总值多少',
      'Since 2000, what are the annual export totals of China?',
      "What was the value of China's merchandise exports in 2018?",
      "How big was China's trade surplus last year?",
      'Tell me the import and export figures of our nation for 2016.',
      "Which years saw China's exports exceed 2 trillion?",
      "What's the growth rate of China's exports in 2021?",
      'Provide the goods trade balance of China for each month of 2022.',
      'In 2019, how much did China export to the United States?',
      "China's total imports and exports in 2014?",
      'Look up the records of exports of goods of our country.',
      '我国2021年货物贸易进出口总值是多少',
      '查一下我国历年的进出口数据',
      '去年中国对美国出口了多少',
      '2010年以来哪些年份我国出口额增速超过20%',
      '帮我查查全国外贸出口额',
      '中国2023年贸易差额是多少',
      '我国进口额最高的年份是哪一年',
      '出口商品总额近三年分别是多少',
      '今年1-6月我国进出口总额同比增长多少',
      '我国2020年出口同比增长了多少',
    ],
    [
      "What were China's total exports in 2019, in US dollars?",
      "List China's annual import and export values in RMB since 2000.",
      '我国2019年以美元计的出口总额是多少',
      '以人民币计，2020年我国进出口总额是多少',
      'How many tons of soybeans did China import in 2020?',
      '2019年中国进口了多少吨铁矿石',
      "What were China's exports in 2019 in billions of US dollars?",
      "What was China's trade surplus in 2019 in US dollar terms?",
      '我国2019年以人民币计价的进出口总额是多少',
      'How many containers did China export in 2019?',
      "What was Apple's revenue from China in fiscal 2023?",
      "What share of China's GDP came from exports in 2019?",
      '出口退税率是多少',
    ],
  );
  // Amounts of companies reporting in different currencies set against each other, quoted or not.
  check(
    'currency',
    [
      'How much more did Sensata spend on R&D than Laserbond in 2022?',
      "By how much did Toyota's revenue exceed Ford Motor's in fiscal 2023?",
      "How much larger was Nestle's revenue than PepsiCo's in 2022?",
      'Did Samsung earn more than Apple in 2023, and by how much?',
      'What is the combined revenue of Sony and Microsoft in fiscal 2023?',
      'What is the total net income of Toyota and General Motors in 2022?',
      'How much less did Laserbond spend on marketing compared to PowerFleet in 2021?',
      'Compare the revenue of Siemens and General Electric in 2023: what is the gap?',
      "What is the difference between Barclays' and Bank of America's net income in 2023?",
      'Sum the total assets of Barclays and JPMorgan at the end of 2023.',
      "How much higher was Toyota's net income than Ford Motor's in 2023?",
      'Which reported more revenue in 2022, Siemens or General Electric, and by how much?',
      'Calculate the revenue gap between Samsung and Apple in 2023.',
      'What is the combined net income of Nestle and PepsiCo for 2022?',
      'How much more did Laserbond earn than Sensata in 2021?',
      "By how much did Renishaw's revenue exceed Laserbond's in 2022?",
      'How much less revenue did Airbus have than Boeing in 2023?',
      "What's the total revenue of Sony and Microsoft?",
    ],
    [
      'How much more did Apple spend on R&D than Microsoft in fiscal 2023, in US dollars?',
      'How much more revenue did Toyota report than Ford in 2023, converted to USD at the year-end rate?',
      'How much more did Apple earn than Microsoft in 2023?',
      'Which had the higher gross margin in 2023, Toyota or Ford?',
      'How many more employees did Siemens have than GE at the end of 2023?',
      "What is the difference between HSBC Holdings' and Bank of America's net income in 2023, in US dollars?",
      'Sum the total assets of HSBC Holdings and JPMorgan at the end of 2023.',
      "How much higher was Toyota's net income than Ford Motor's in 2023, in US dollars?",
      'Which had the higher net margin in 2022, Siemens or General Electric?',
      'How much more did Apple earn than Microsoft in fiscal 2023?',
      'What is the combined revenue of Apple and Microsoft in fiscal 2023?',
      'Which company had more employees in 2023, Toyota or Ford Motor?',
      "What's the total revenue of Sony and Nintendo, in yen?",
    ],
  );
  // A concept board, theme or sector's members, each vendor's own.
  check(
    'industry-standard',
    [
      'Which stocks belong to the new energy vehicle sector?',
      'List the constituents of the "Semiconductor" board and their codes.',
      'Show me the companies in the lithium battery concept.',
      'How many stocks are in the AI concept board?',
      'I heard the Metaverse concept is hot. What are its stocks?',
      'Which companies in the Chip sector are based in Shenzhen?',
      'Give me the list of stocks in the 5G theme.',
      'What are the stock codes of hydrogen energy concept stocks?',
      'Find the stocks related to the Belt and Road concept.',
      'How many concept boards are there in the A-share market?',
      'Which stocks are in both the cloud computing and big data sectors?',
      '锂电池概念股有哪些',
      '查一下"新能源汽车"板块的成分股',
      '帮我看看半导体板块里上市公司最多的省份',
      '人工智能概念板块有多少只股票',
      '光伏概念相关的股票代码有哪些',
      '数字经济板块包括哪些公司',
      '雄安新区板块有哪些股票',
      '元宇宙题材股有哪些',
      '列出属于"芯片概念"的公司及其董秘',
      'A股一共有多少个概念板块',
      '储能板块的龙头股票有哪些',
      'Which companies make up the robotics concept?',
      'What are the component stocks of the chip theme?',
      'Please list all stocks under the "New Energy" concept and their provinces.',
      'How many companies are in the photovoltaic sector?',
      'Name the leading stocks of the military industry sector.',
      'Count the stocks in the "Big Data" board by province.',
      'What are the top 5 companies by market value in the baijiu sector?',
      'Which A-share stocks are related to ChatGPT?',
      'How many concepts does the market have in total?',
      'Show me the stocks belonging to the computing power concept.',
      '华为概念股都有哪些',
      '给我列一下芯片板块的股票',
      '低空经济相关的上市公司有哪些',
      '机器人概念里面深圳的公司有几家',
      '大数据概念板块的成分股及董秘名单',
      '请问白酒板块有多少只股票',
      '查询一下ChatGPT概念相关股票',
      '统计一下各个概念板块的股票数量',
      '哪些股票属于一带一路概念',
      '储能板块里市值最大的公司',
    ],
    [
      'Which stocks belong to the Shenwan Electronics level-1 industry?',
      '按同花顺概念分类，锂电池概念股有哪些',
      '东方财富的光伏概念板块包含哪些股票',
      "Which stocks are in Wind's Metaverse concept index?",
      '半导体板块怎么样',
      'What are the top holdings of the photovoltaic industry fund?',
      'What does the concept of materiality mean in auditing?',
      "According to Wind's concept classification, which stocks are in the robotics concept?",
      '同花顺的华为概念股有哪些',
      'What is the concept of going concern?',
      "What does the theme of sustainability mean for the company's strategy?",
      '什么是概念股',
      '芯片板块后市怎么看',
    ],
  );
  // A company's industry, or companies counted per industry, with no classification named.
  check(
    'industry-standard',
    [
      'Which industry does Kweichow Moutai belong to?',
      'What sector is BYD in?',
      'Tell me the industry classification of Zijin Mining.',
      'List each listed company in Zhejiang with its level-1 industry.',
      'What is the second-level industry of China Merchants Bank?',
      'Show the industry info of Gree Electric and Midea Group.',
      'How many listed companies does each industry have?',
      'Which industry has the most listed companies in Guangdong?',
      'What are the industries that LONGi Green Energy is involved in?',
      'Count the A-share companies in the pharmaceutical industry.',
      'Is CATL a battery stock?',
      'What industry is 300750 classified under?',
      '贵州茅台属于什么行业',
      '比亚迪所属行业是什么',
      '查一下紫金矿业的行业分类',
      '列出浙江省每家上市公司的一级行业',
      '招商银行的二级行业是哪个',
      '帮我看看隆基绿能的所属行业信息',
      '每个行业各有多少家上市公司',
      '广东上市公司最多的三个行业是什么',
      '半导体行业有多少家A股公司',
      '宁德时代是不是电池股',
      '300750的行业归属是什么',
      'What kind of industry is Ping An Bank in?',
      'Which sector does Zijin Mining operate in?',
      'Give me the level-2 industry of each company listed in Shenzhen.',
      'I want to see the industry of 600519.',
      'What is the industry category of Gree Electric?',
      'Which industries do the top 10 companies by revenue belong to?',
      'List companies by industry with their counts.',
      'Which industry has the fewest listed companies?',
      'What are the industries of Midea and Haier?',
      '格力电器是哪个行业的',
      '紫金矿业是干什么行业的',
      '深圳上市公司按行业分布统计',
      '600519所在行业',
      '查询五粮液和泸州老窖的所属行业',
      '哪个行业的上市公司最少',
      '营收前十的公司分别属于什么行业',
      '中国平安是哪个板块的',
      '有色金属行业有哪些上市公司',
      '格力电器所在的行业是哪个',
    ],
    [
      'Which Shenwan level-1 industry does Kweichow Moutai belong to?',
      '按证监会行业分类，比亚迪属于哪个行业',
      '中信一级行业中，宁德时代属于哪个',
      "What was Apple's GICS sector in 2023?",
      "How does Moutai's gross margin compare with the industry average?",
      '贵州茅台的主营业务是什么',
      'Which companies are in the CSRC Manufacturing door?',
      '格力电器的证监会行业分类是什么',
      "What is Gree Electric's CSRC industry classification?",
      'What is the GDP of the tertiary industry in Beijing in 2020, as first published?',
      'How has the industry developed over the past decade?',
      '贵州茅台的董事长是谁',
      'What is the index value of the Metal Products Industry in the National Economic Industry Index?',
      '格力电器的申万行业是什么',
    ],
  );
  // A P/E, P/B or P/S with no TTM, static or MRQ basis.
  check(
    'pe-definition',
    [
      'What is the P/B ratio of Ping An Bank?',
      'Which stocks have a price-to-book below 1?',
      'Show the monthly price-to-sales ratio of Kweichow Moutai over the past three years.',
      'List stocks with a P/S above 10.',
      "What's the price/book of Wuliangye today?",
      "What's Gree Electric's PE?",
      'Give me the PB trend of 600519 over the last five years.',
      "How high did Moutai's P/E reach in 2022?",
      'What is the average P/B of Ping An Bank in 2023?',
      'I heard Moutai is cheap now, what is its price-earnings multiple?',
      '平安银行的市净率是多少',
      '哪些股票的市销率低于1',
      '帮我看看贵州茅台近三年的市盈率走势',
      '五粮液现在PE多少',
      '查一下600519的PB',
      '格力电器2023年的市盈率最高是多少',
      '哪些公司的市盈率在10倍以下',
      '上个月市销率最低的10只股票',
      '平安银行的市净率在历史上处于什么位置',
      '市净率低于1的银行股有哪些',
      'Which banks trade below book value, i.e. P/B under 1?',
      'What is the price-to-earnings ratio of Moutai right now?',
      'List the 10 stocks with the lowest PE.',
      'Kweichow Moutai PE?',
      'Find stocks whose PB is between 1 and 2.',
      "Has Gree Electric's P/E ever dropped below 8?",
      'What is the median P/E of the A-share market?',
      'Show me the P/S history of Wuliangye.',
      'What multiple of earnings does Moutai trade at?',
      "What was Wuliangye's P/E at the end of 2020?",
      '贵州茅台的市盈率现在多少倍',
      '市盈率低于10倍的股票有哪些',
      '帮我筛选一下PB小于1的银行股',
      '五粮液的市销率',
      '哪只股票的市净率最低',
      '格力电器市盈率历史最低是多少',
      '全市场平均市盈率是多少',
      '2020年末五粮液的市盈率',
      '招行的PB是多少',
      '平安银行的市净率走势',
    ],
    [
      '贵州茅台的市盈率(TTM)是多少',
      '平安银行的静态市净率是多少',
      "What is Ping An Bank's P/B on an MRQ basis?",
      'What is the trailing P/E of Gree Electric?',
      'A company has a share price of $20 and EPS of $2. What is its P/E ratio?',
      '市盈率是什么意思',
      "What is Gree Electric's forward P/E?",
      "What is Moutai's P/E (TTM)?",
      '五粮液的动态市盈率是多少',
      '招行的市净率(MRQ)是多少',
      'What is the P/E ratio of a stock priced at $50 with EPS of $5?',
      "What is Wuliangye's price-to-earnings ratio using last fiscal year's earnings?",
      '什么是市净率',
    ],
  );
  // A price level over a month or more, or years back, or its course over years.
  check(
    'adjusted-price',
    [
      'Which stocks have had a monthly closing price below 2 since 2020?',
      'What was the highest price of Kweichow Moutai in 2019?',
      'Show me the weekly closing prices of 000823 over the past two years.',
      'How did the share price of Gree Electric move over the last three years?',
      'List the stocks whose close stayed above 100 throughout 2021.',
      "What was Wuliangye's lowest share price in the past year?",
      'Give me the monthly closes of Gree Electric from 2018 to 2020.',
      'How many monthly records have a closing price lower than 5?',
      "I heard Moutai is doing well, what's its price trend over the past five years?",
      'What was the average closing price of Ping An Bank in March 2020?',
      '自2020年以来月收盘价低于2元的股票有哪些',
      '贵州茅台2019年的最高价是多少',
      '帮我看看000823近两年的股价走势',
      '格力电器过去三年的股价变化',
      '2021年全年收盘价都在100元以上的股票',
      '五粮液过去一年的最低价',
      '月行情数据中收盘价低于2的有多少条',
      '查一下平安银行2018年到2020年每月的收盘价',
      '近半年创新高的股票有哪些',
      '2015年牛市时格力电器的最高价是多少',
      "What was Moutai's share price five years ago?",
      'Plot the closing price of Gree Electric since its IPO.',
      "What's the all-time high of Wuliangye's stock?",
      'Which stocks closed below 3 in every month of 2020?',
      'Show the historical prices of Gree Electric.',
      'List the stocks whose monthly close was above 200 in 2019.',
      'What is the lowest closing price of Moutai in the last 3 years?',
      '贵州茅台五年前的股价是多少',
      '格力电器上市以来的最高价',
      '五粮液历史最高价是多少',
      '2018年初平安银行的股价',
      '2020年每个月收盘价都低于3元的股票',
      '000001在2015到2020年每年的最高价和最低价',
      '帮我看看格力电器的历史股价',
      '近三年贵州茅台的最低收盘价',
      '五粮液2021年以来的股价走势',
      '月K线收盘价低于2元的股票有哪些',
    ],
    [
      '贵州茅台2019年不复权的最高价是多少',
      "What was Moutai's unadjusted highest price in 2019?",
      "What was the Shanghai Composite Index's highest close in 2019?",
      '贵州茅台今天的收盘价是多少',
      "What was Moutai's P/E ratio in 2019?",
      'At what price did the company repurchase its shares in 2019?',
      '格力电器2019年的每股分红是多少',
      "What was Moutai's unadjusted closing price on 2019-06-28?",
      '五粮液历史最高价(不复权)是多少',
      "What was the S&P 500 index's all-time high?",
      "What was Moutai's closing price yesterday?",
      'What was the IPO price of Gree Electric?',
      '贵州茅台上市以来的累计分红总额',
    ],
  );
  // A company listed twice: its price, market value, move, IPO or listing date with no listing named.
  check(
    'market-cap-method',
    [
      "When was China Merchants Bank's IPO?",
      'Tell me about the IPO of Ping An Insurance.',
      'What is the average return of CITIC Securities and Haitong Securities?',
      'What was the market cap of China Mobile in 2023?',
      'Did NICE Ltd have a bigger market capitalization than Calyxt in Q2 2022?',
      'What was the closing price of Ping An Insurance on 2024-03-01?',
      'Compare the market value of PetroChina and Sinopec.',
      'What was the trading volume of China Life yesterday?',
      "How much did China Merchants Bank's shares rise last year?",
      "What's the market capitalization of BYD right now?",
      '重庆银行的IPO情况',
      '中信证券和海通证券的平均收益率',
      '中国平安的市值是多少',
      '招商银行今天的收盘价',
      '工商银行的成交量',
      '比亚迪近一年的涨幅',
      '中国人寿的总市值',
      '帮我看看潍柴动力的股价',
      '中国神华昨天跌了多少',
      '中国石油的首次公开发行是哪年',
      "What was Teva's closing price on 2021-06-30?",
      'What is the market value of Industrial and Commercial Bank of China?',
      'How big is China Mobile by market cap?',
      "What was CATL's stock price yesterday?",
      'When did Chongqing Bank go public?',
      "What's the dividend yield of China Shenhua?",
      "What's Ping An's P/E?",
      "Did PetroChina's shares fall last week?",
      '中国平安的股价多少',
      '工商银行的市值有多大',
      '招商银行的市盈率是多少',
      '中国神华的股息率',
      '比亚迪什么时候上市的',
      '中国人寿今天涨了多少',
      '潍柴动力的除息日是哪天',
    ],
    [
      '招商银行A股的收盘价是多少',
      '中国平安A股和H股的合计市值',
      "What is China Merchants Bank's A-share closing price today?",
      '贵州茅台的总市值是多少',
      "What was Apple's market cap on 2024-03-01?",
      "What was Walmart's closing price on 2024-03-01?",
      '中国平安A股的股价多少',
      '工商银行A股和H股的总市值之和',
      'What is the H-share price of China Mobile?',
      '贵州茅台的股价多少',
      'What is the market cap of Apple?',
      '万科A的股价',
    ],
  );
  // A high level of something is no price; a price's high, a year's or a month's, still is.
  check(
    'adjusted-price',
    ["What was Kweichow Moutai's highest price in 2019?", 'What was the 52-week high of Gree Electric in 2020?', 'What were the monthly highs of Wuliangye in 2021?', "What was the high level of Moutai's share price in 2019?"],
    ["What was the trend in the company's operating efficiency in 2020, as reflected by its high level of client retention?"],
  );
  // Well-known companies abroad count by their home currency only where companies are compared: one's own amount
  // still needs its currency (a reader may expect it in US dollars), unless the question names one.
  check(
    'currency',
    ["What was Toyota's total revenue for fiscal year 2024, in billions?", "What was Samsung Electronics' net income in 2023?", "What were Nestlé's sales in 2023?"],
    ["What were Nestlé's sales in 2023, in Swiss francs?"],
  );
  // A term's meaning asked (什么意思) is no figure; a multiple's value asked beside it still is.
  check(
    'pe-definition',
    ['贵州茅台的市盈率是多少，这是什么意思？'],
    ['市净率是什么意思'],
  );
  // When a company listed once went public has one answer; an A+H company's listing date has two.
  check(
    'market-cap-method',
    ['招商银行的上市时间是哪年'],
    ['When did Kweichow Moutai go public?', '贵州茅台什么时候上市的'],
  );
  // Stocks related to a theme are its board; shares related to a proposal are a filing's own.
  check(
    'industry-standard',
    ['Which stocks are related to the low-altitude economy?'],
    ["What is the potential impact on the company's capital structure of the shares related to the Extension Proposal?"],
  );
  // A company's industry and companies counted or broken down by industry, in more wordings.
  check(
    'industry-standard',
    [
      "Which field is Zijin Mining's industry?",
      "Tell me Moutai's sector.",
      'What is the industry affiliation of Sungrow Power?',
      'Classify LONGi Green Energy by industry.',
      'Show the sector breakdown of listed companies in Jiangsu.',
      'Which sector has the largest number of listed firms in Shanghai?',
      'Please list the industries of all companies whose codes start with 688.',
      'For each sub-industry, how many companies are there?',
      'How many companies belong to the banking industry?',
      'What industry is Luxshare Precision classified in?',
      '帮我查下立讯精密属于哪个行业',
      '隆基绿能的行业是什么',
      '688开头的公司都是什么行业的',
      '江苏上市公司的行业分布',
      '银行行业一共有多少家上市公司',
      '请列出三级行业为白酒的公司',
      '各行业上市公司数量排名',
      '阳光电源所属的细分行业',
      '汇川技术在什么板块',
      '上市公司数量最多的行业是哪个',
    ],
    [
      '按申万一级行业，江苏上市公司的行业分布',
      'According to CITIC level-1, which industry is Zijin Mining in?',
      'Which GICS sector has the most S&P 500 companies?',
      '立讯精密的主营业务收入是多少',
      "What are the industry's growth prospects?",
    ],
  );
  // China's trade totals in more wordings (外贸总额, total trade values); tonnes and cars exported are no money.
  check(
    'currency',
    [
      "How much did China's exports grow in 2022?",
      'What was the monthly export value of our country in March 2023?',
      "China's trade surplus with the US in 2018?",
      "List our country's annual total trade values since 2010.",
      "Since 2005, in which years did China's imports decrease year-on-year?",
      '去年我国外贸总额是多少',
      '2022年中国对外贸易总额',
      '我国历年出口总值同比增速',
      '查看一下2015年我国的进口额和出口额',
      '近十年我国货物贸易顺差',
    ],
    [
      "What was China's export volume of steel in tonnes in 2022?",
      '2022年中国出口了多少辆汽车',
      '以美元计，我国2022年出口总值同比增长多少',
      '中国2022年的外汇储备是多少美元',
    ],
  );
  // Companies reporting in different currencies compared in other wordings; a margin compared is a ratio.
  check(
    'currency',
    [
      "Compare the revenue of Laserbond and Sensata in 2022: how much higher is Sensata's?",
      'Which spent more on R&D in 2021, Laserbond or Sensata, and by how much?',
      "What's the gap between Renishaw's revenue and Astral Resources' revenue in 2023?",
    ],
    [
      'Which had the higher gross margin in 2021, Laserbond or Sensata?',
    ],
  );
});

describe('concept pass: units and precision (distribution-ratio bases, threshold scales, bare-number ratio thresholds, fraction-or-percent decimals, how much of a total)', () => {
  // A bonus share ratio in any wording (stock bonus, capital reserve conversion, rights issue, 配股比例), asked or
  // screened, is per share or per ten shares; its base or a percent settles it, and an executive's bonus ratio is pay.
  check(
    'unit',
    [
      'What was the stock dividend ratio of Kweichow Moutai in 2022?',
      'List the companies whose bonus share ratio was above 0.3 in 2021.',
      '查一下格力电器2019年的送股比例',
      '帮我看看万科A历年的转增比例',
      '2021年送转比例超过0.8的股票有哪些？',
      'What is the share bonus ratio of BYD for 2020?',
      'I heard Ping An is generous, what was its bonus issue ratio last year?',
      '平安银行2020年每次分红的派现比例是多少？',
      '东旭蓝天以前的送股比率和现金分红金额是多少？',
      'Which stocks had a stock dividend ratio greater than 1 in 2020?',
      '2020年哪些公司的送股比例大于1',
      'Which records of 600519 had cash dividends exceeding 3 yuan in 2022?',
      '现金分红超过2元的记录有哪些，列出股权登记日',
      'What is the capital reserve conversion ratio of Midea Group in 2019?',
      'What was the bonus ratio of Jingji Zhinong last year?',
      'Please list the bonus shares ratio and cash dividend of 000001 in 2018.',
      'What were the stock bonus ratios of Gree Electric since 2015?',
      '请问五粮液2020年的送红股比例和派息金额是多少',
      "What is the transfer ratio of Tianjian Group's capital reserve to share capital in 2020?",
      '帮我查一下2019年转增股本比例大于0.5的公司',
      '哪些公司2021年的送转股比例高于1？',
    ],
    [
      'What was the bonus share ratio of Kweichow Moutai in 2022, per 10 shares?',
      '格力电器2019年每10股送股比例是多少',
      '贵州茅台2022年每股送多少股？',
      '2021年送股比例超过10%的股票有哪些',
      'Which stocks gave more than 5 bonus shares per 10 shares in 2021?',
      '万科A 2019年的股息率是多少',
      'What was the cash dividend per share of 000001 in 2018?',
      'Which records of 600519 had cash dividends per share exceeding 3 yuan in 2022?',
      'What was the dividend payout ratio of Coca-Cola in 2023?',
      'How many bonus shares per 10 shares did Gree give in 2019?',
      '南方亨元债券A 2019年每次分红每10份派息多少元',
      "How many shares were given per share in Gree's 2019 bonus issue?",
      "What is the ratio of bonus to base salary for Apple's CEO in 2022?",
      "What was the bonus ratio of Apple's executives in 2022?",
    ],
  );
  // A bare number below 10 put on a percent ratio (shareholding, pledge, NPL), a stock's turnover rate, a drawdown or a
  // rise or fall (rose more than 2 week on week, 上涨超过2) is a percent or a fraction; a multiple's level is a number.
  check(
    'unit',
    [
      'Which provinces had GDP year-on-year growth above 0.6 in 2022?',
      'List the funds whose annualized return exceeded 0.15 in 2023.',
      '去年营收增速超过0.3的公司有哪些',
      '净利润同比增长大于1的股票有哪些？',
      '帮我筛一下ROE高于0.2的银行',
      'Which stocks had a dividend yield above 3 in 2022?',
      'Show me the fund managers whose maximum drawdown is less than 0.1.',
      'Find the companies whose gross margin has been higher than 0.4 since 2018.',
      '持股比例在0.3以上的股东有哪些',
      '换手率大于2的股票有哪些',
      'Which funds have a tracking error below 0.5?',
      'Which companies had revenue growth of more than 0.2 last year?',
      '年化波动率低于0.2的基金有哪些',
      'Which stocks had a turnover rate above 2 last week?',
      'Which shareholders have a shareholding ratio exceeding 0.5?',
      'List the stocks whose pledge ratio is greater than 0.3.',
      'Which banks had a non-performing loan ratio above 1.5 in 2021?',
      'Which provinces had a year-on-year GDP increase above 0.5 last year?',
      'I want the cities whose transaction volume rose more than 2 week on week.',
      '近三年净资产收益率都高于0.15的公司',
      '基金经理任职回报超过0.7的有哪些',
      '最大回撤小于0.2的基金经理有哪些',
      '超额收益大于0.05的基金有几只',
      '上周股价上涨超过2的股票有哪些',
      '近一年净值增长率小于0.1的基金',
      '查一下营业收入同比增长在0.5以上的公司',
      'Which stocks gained more than 0.3 in the past month?',
      'Show me cities where new home sales grew over 3 month on month',
      'Find the fund managers whose excess return is above 0.05.',
    ],
    [
      'Which stocks had a P/B ratio below 1 in 2023?',
      '市净率低于1的股票有哪些',
      'Which funds had a Sharpe ratio above 1.5?',
      '营收增速超过50%的公司有哪些',
      'Which companies had a current ratio above 2?',
      '每股收益超过0.5元的公司有哪些',
      'Which stocks had revenue growth above 20 percent in 2022?',
      '你知道本周跌幅后十大于-5的证券代码吗',
      'Which funds had an annual return greater than 0 in 2022?',
      'List the companies whose interest coverage ratio is above 3.',
      'Which stocks had a turnover rate above 2% last week?',
      '夏普比率大于1的基金有哪些',
      '信息比率大于0.5的基金经理',
      '市盈率低于10的银行股',
      '股价上涨超过2元的股票有哪些',
      'Which stocks gained more than 30% in the past month?',
      'Which companies had more than 5 subsidiaries in 2022?',
      '股价上涨超过2%的股票有哪些',
      'Which stocks fell below 5 last week?',
      '哪些股票的股价下跌到5以下',
      "Which stocks' prices rose above 3 in 2021?",
    ],
  );
  // Decimals asked of a computed share, margin, growth, return or drawdown with no percent named, in any wording; a
  // stated effective tax rate or a percent change names its form.
  check(
    'precision',
    [
      'What share of total deposits were interest-bearing in 2018? Answer to three decimal places.',
      'What is the gross margin for 2015? Answer to three decimal places.',
      'What is the compound annual growth rate of revenue from 2015 to 2018? Round to 3 decimals.',
      'Calculate the return on equity for 2019, to two decimal places.',
      '2020年研发费用占营业收入的比重是多少？保留两位小数',
      '该基金2021年的年化收益率是多少（保留4位小数）',
      '贵州茅台2022年的资产负债率是多少？答案保留两位小数',
      'what was the dividend yield in 2016? Answer to three decimal places.',
      'what was the rate of return on plan assets in 2012? Answer to three decimal places.',
      '该股票去年的日波动率是多少？答案保留三位小数',
      'what portion of total revenue came from Europe in 2019? Round to the nearest thousandth.',
      'what is the average annual growth in sales from 2016 to 2018? answer to three decimal places',
      'what was the operating profit margin in 2011? Answer to two decimal places.',
      'What is the ROE of the firm in 2022? Give your answer to 2 decimal places.',
      '贵州茅台2022年的毛利率是多少（保留两位小数）',
      '宁德时代2023年净利润同比增长率是多少？保留2位小数',
      'What was the return on average assets in 2018? Answer to three decimal places.',
      'How large was the share of international sales in total sales in 2019? Answer to three decimal places.',
      'What was the year-over-year growth in operating income in 2019? Answer to three decimal places.',
      'How quickly did revenue grow from 2017 to 2018? Answer to three decimal places.',
      'what was the average rate of return on the portfolio from 2015 to 2017? Answer to three decimal places.',
      '请问招商银行去年的股息率是多少，保留3位小数',
      '帮我算一下该公司2021年营收增速，答案保留两位小数',
      'what is the annualized return of the S&P 500 from 2010 to 2015? Answer to three decimal places.',
      'what was the increase rate of revenue in 2019? Answer to three decimal places.',
      'What share of revenue does the segment account for? Answer to three decimal places.',
      'what proportion of total debt is long-term? Answer to three decimal places.',
      'What was R&D as a share of sales in 2019? Answer to three decimal places.',
      'what is the yearly growth of operating cash flow from 2017 to 2018? Round to the nearest thousandth.',
      'How fast did net sales grow in 2019? Answer to three decimal places.',
      'what was the EBITDA margin in 2020? Answer to two decimal places.',
      'what was the pre-tax return on the portfolio in 2018? Answer to three decimal places.',
      '该公司2021年的净资产收益率是多少？结果保留两位小数',
      '帮我算下去年海外收入占总营收的比重，保留三位小数',
      '2022年以来该基金的最大回撤是多少，保留两位小数',
    ],
    [
      'What was the effective tax rate in 2019, in percent, to two decimals?',
      'what percentage of total revenue came from services in 2020? Answer to three decimal places.',
      'What is the gross margin for 2015 as a decimal, to three decimal places?',
      '2020年研发费用占营业收入的比重是多少（以百分比表示，保留两位小数）',
      'What is the ratio of current assets to current liabilities? Answer to three decimal places.',
      '贵州茅台2022年的毛利率是多少（%，保留两位小数）',
      'what is the roi of an investment in s&p500 from 2011 to 2013, in percent? Answer to three decimal places.',
      'What was the effective tax rate in 2019? Round to two decimals.',
      'What is the percent change in net sales from 2017 to 2018? Answer to three decimal places.',
      '该公司2021年营收增速是多少（%），保留两位小数',
    ],
  );
  // A threshold in 万, thousands or millions on an aggregate's balance, also on reserves or the money supply (M2), with
  // no unit: the table is kept in 亿元; companies screened by a statement line are in 元.
  check(
    'unit',
    [
      'Since 2015, list the months when new RMB loans exceeded 20,000.',
      'Which records of the central bank balance sheet show foreign assets above 3 million?',
      '2018年以来，金融机构各项存款余额超过100万的记录',
      '查一下社会融资规模增量超过2万的月份',
      '人民币存款增加额超过5000万的月份有哪些',
      'Which records of the monetary authority balance sheet have government deposits above 50,000?',
      '货币当局资产负债表中，政府存款超过5万的记录有哪些',
      '外汇储备超过3万的月份有哪些',
      '今年以来M2余额超过200万的月份',
      'List the months since 2010 when the money supply M2 exceeded 2 million.',
      'Which months had foreign exchange reserves of more than 3 million?',
      'In the balance sheet of depository corporations, which records had total liabilities over 8 million since 2012?',
      '其他存款性公司总负债达到5000万的记录有哪些',
    ],
    [
      'Since 2015, list the months when new RMB loans exceeded 2 trillion yuan.',
      '2018年以来，金融机构各项存款余额超过100万亿元的记录',
      '主营业务收入超过1千万的公司代码有哪些',
      'Which companies had revenue exceeding 300 million in 2019?',
      '客户数超过100万的银行有哪些',
      '外汇储备超过3万亿美元的月份有哪些',
    ],
  );
  // How much of a whole a part represents, constitutes or accounts for, and the return on a holding bought and sold
  // however told (a $1,000 investment made and sold, dollars put into an index): a sum or a share.
  check(
    'unit',
    [
      'How much of total revenue did the cloud segment contribute in 2019?',
      'Asia accounted for how much of the total sales in 2020?',
      'Commercial loans represented how much of the loan portfolio in 2017?',
      "How much of Apple's revenue came from iPhone sales in 2022?",
      "Fixed income made up how much of the plan's assets in 2016?",
      "How much of the company's total debt matures in 2025?",
      'How much of the net revenue was attributable to the Americas in 2021?',
      'Equity securities constitute how much of the pension plan assets?',
      'How much of the total operating expenses was R&D in 2018?',
      'What is the total return if $10,000 is invested in Microsoft in 2015 and sold in 2020?',
      'If I put 5000 dollars into the S&P 500 at the end of 2010 and sold at the end of 2015, what would my return be?',
      'What would be the return on a $1,000 investment in Apple made in 2012 and sold in 2017?',
      'An investor bought $50,000 of Intel stock in 2014 and sold it in 2019. What was the total return?',
    ],
    [
      'How much of total revenue, in millions of dollars, did cloud contribute in 2019?',
      'What percentage of total revenue did the cloud segment contribute in 2019?',
      'Loans make up what share of total assets, in percent?',
      'How much of the $12,000 electricity bill should be allocated to the Sales department? Answer to the nearest dollar.',
      'What is the total return, in percent, if $100 is invested in the S&P 500 in 2010 and sold in 2015?',
      'What is the dollar gain if $100 is invested in the S&P 500 in 2010 and sold in 2015?',
    ],
  );
  // How much a stock rose or fell, in any verb or against an earlier time (股价比去年高了多少): money or percent; two
  // companies' closes compared are a difference in money.
  check(
    'unit',
    [
      "By how much did Apple's stock rise last year?",
      'How much did Tesla shares gain in 2020?',
      'How much has the share price of NVIDIA gone up since January?',
      "What was the increase in Microsoft's stock price from 2019 to 2020?",
      "How far did Meta's stock fall in 2022?",
      '贵州茅台今年涨了多少',
      '比亚迪股价去年上涨了多少？',
      '宁德时代的股价比去年高了多少',
      '帮我看看中国平安这周跌了多少',
      '2023年全国社会消费品零售总额比上年增长了多少',
      '上下文：2022年我国货物贸易进出口总值42.07万亿元，比2021年增长7.7%。\n请根据上下文回答：2022年我国货物贸易进口额增长了多少？',
      "What was the change in Amazon's share price between 2020 and 2021?",
      '中国平安的收盘价比上个月低了多少？',
    ],
    [
      "By how much did Apple's stock rise last year, in percent?",
      '比亚迪股价去年上涨了多少元？',
      '贵州茅台今年涨了百分之几',
      'How many dollars did Tesla shares gain in 2020?',
      '2023年全国社会消费品零售总额比上年增长了多少亿元',
      'What was the percentage change in the share price of Amazon between 2020 and 2021?',
      '2024年5月10日，洛克希德马丁比波音的收盘价高多少？',
    ],
  );
  // A number of shares screened by a sum of money (回购股份数量达到1亿元) is that many shares or shares worth that much;
  // the value so named, or a count in shares, is one reading.
  check(
    'unit',
    [
      '算一下2020年单次回购股份数量达到1亿元的公司有多少家',
      'How many companies had a number of shares repurchased exceeding 100 million yuan in 2020?',
      '2021年增持股份数量超过5000万元的股东有哪些',
      '帮我查一下质押股数高于2亿元的公司',
      '去年解禁股份数量大于10亿元的股票有哪些？',
      'Which shareholders had a number of pledged shares above 50 million yuan last year?',
      'List the companies whose number of restricted shares unlocked exceeded RMB 1 billion in 2022.',
      '贵州茅台股东减持股份的数量超过了1亿元吗',
      'List the records where the number of shares bought back is more than $200 million.',
      '持股数量不低于3000万元的基金有哪些',
      'Since 2019, which firms had a number of shares held by funds over 2 billion yuan?',
    ],
    [
      '2020年回购金额达到1亿元的公司有多少家',
      '2020年回购股份数量超过1亿股的公司有哪些',
      'Which companies repurchased more than 100 million shares in 2020?',
      'How many companies spent more than 100 million yuan on share repurchases in 2020?',
      '持股市值超过3000万元的基金有哪些',
      'A company repurchased shares worth 100 million yuan at 10 yuan each. How many shares did it repurchase?',
    ],
  );
});

describe('concept pass review: units, precision, statement lines, periods', () => {
  // A count of days, weeks or points after a rise is a duration or a level's move, no ratio; a rise's own basis
  // (0.5 week on week) and a bare magnitude still are.
  check(
    'unit',
    [
      'Which stocks rose more than 2 on 2024-05-10?',
      'Which stocks gained more than 0.5 week on week in the first week of June 2024?',
      'Which stocks rose more than 2 year-on-year in turnover in 2023?',
      'Which stocks rose more than 2 for three consecutive days in March 2024?',
      '连续3周上涨超过2的A股有哪些？',
      "Which years did China's foreign exchange reserves exceed 3 million?",
      'Which months did US M2 exceed 20 trillion?',
      "How much of Tencent's total revenue in 2023 came from games?",
      "How much of Tencent's total revenue in USD-denominated contracts came from games?",
    ],
    [
      'Which S&P 500 companies have had dividend increases over 5 consecutive years?',
      'List the stocks whose price rose more than 3 weeks in a row in 2023.',
      'Which Nasdaq stocks gained more than 3 straight sessions in May 2024?',
      'Which A-share stocks rose more than 5 trading days in a row in 2024?',
      'Which days did the Nasdaq rise more than 2 points in 2024?',
      '2023年连续上涨超过3周的A股有哪些？',
      '上证指数2024年有几个月下跌超过2周？',
      "Which months in 2023 did China's foreign exchange reserves exceed 3.2 trillion US dollars?",
      'In which years did US M2 exceed 20 trillion U.S. dollars?',
      "How much of the net proceeds from Apple's 2023 bond offering was used to repay debt, in USD?",
      "How much of Tencent's total revenue in 2023 came from games, in RMB?",
    ],
  );
  // A government's total expenditure is public finance, no statement line; companies ranked by a figure in any verb are.
  check(
    'gaap',
    [
      "What was Walmart's total expenditure in fiscal 2024?",
      'Which five companies had the largest income in 2023?',
      'Which US companies reported the highest income in 2023?',
    ],
    [
      "What was the US federal government's total expenditure in 2023?",
      "What was the US government's total spending in fiscal 2023?",
      'Which five companies had the highest operating revenue in 2023?',
    ],
  );
  // A register's figure: a company's shareholders named by a possessive, a screen on their count, 股东户数 before its year.
  check(
    'period-vs-point',
    [
      "What was the number of 贵州茅台's shareholders in 2021?",
      "What was the number of Apple's stockholders in May 2023?",
      'Which companies had more than 100,000 shareholders in 2023?',
      '贵州茅台的股东户数2023年是多少？',
    ],
    [
      "What was the number of 贵州茅台's shareholders at the end of 2021?",
      'Which companies had more than 100,000 shareholders at the end of 2023?',
      '贵州茅台的股东户数2023年末是多少？',
      '贵州茅台的股东户数2023年第三季度末是多少？',
    ],
  );
  // A ratio compared converts nothing, but an amount compared beside it does.
  check(
    'rate-type',
    [
      "Compare Nestlé's and PepsiCo's 2023 revenue and revenue growth.",
      'Which had the higher 2023 net income, Nestlé or PepsiCo, and which had the higher margin?',
    ],
    [
      'Which had the higher 2023 net margin, Nestlé or PepsiCo?',
      'Compare the 2023 return on equity of Nestlé and PepsiCo.',
      'Compare the 2023 ROE of Toyota and Ford.',
    ],
  );
});

describe('concept pass review: currency, industries, multiples, listings', () => {
  // A US company's amount is in dollars only when no company abroad reporting in another currency is named beside it,
  // also one whose name ends in a letter \w does not read (Nestlé).
  check(
    'currency',
    [
      "What were Siemens's and Apple's revenues in 2022?",
      "What was Nestlé's and Microsoft's revenue in 2023?",
      'What is the combined revenue of Nestlé and PepsiCo in 2023?',
      'What is the combined revenue of Nestlé and Microsoft in 2023?',
      'How much more revenue did Toyota make than Ford Motor in 2023?',
      '2023年中国外贸总额是多少？',
      'How much did China export to the United States in 2023?',
    ],
    [
      "What were Microsoft's and Apple's revenues in 2022?",
      "What were GSK's and Pfizer's revenues in 2023?",
      "What was General Motors' revenue in 2023?",
      'Compare the 2023 revenue of Toyota (in yen) and Ford (in US dollars) converted to US dollars.',
      'How many tonnes of soybeans did China import in 2022?',
      'Suppose the country\'s exports are 500 and imports are 420 (in billions of dollars). What is its trade balance?',
    ],
  );
  // When an A+H company went public has two answers; when a product goes on sale, or how its earnings per share or its
  // market share moved, is no listing's.
  check(
    'market-cap-method',
    ['工商银行什么时候上市的？', '比亚迪的上市时间是哪年？', '中国平安何时上市？', 'How much did BYD\'s shares fall in 2022?', "Did Ping An's share price drop in 2023?"],
    [
      '比亚迪海豹新车型什么时候上市？',
      '中国平安的新保险产品什么时候上市？',
      '中国平安推出的新款车险产品何时上市？',
      "By how much did China Mobile's earnings per share rise in 2023?",
      "How much did BYD's market share drop in 2023?",
      "Did BYD's share of the EV market fall in 2023?",
    ],
  );
  // A concept board asked (its biggest member too); not a concept of accounting, one spoken of as 这个概念, a syllabus's
  // concepts or a board of directors named in quotes.
  check(
    'industry-standard',
    [
      '锂电池概念里面市值最大的是哪只？',
      '人工智能概念中有哪些股票？',
      'How many concepts is 贵州茅台 included in?',
      'How many concepts does the market have in total?',
      'List the constituents of the "Semiconductor" board and their codes.',
    ],
    [
      '会计概念中哪些属于资产要素？',
      '这个概念里面有哪些要点需要注意？',
      'How many concepts does the CFA Level 1 curriculum cover?',
      'Who sits on Tesla\'s "special committee" board?',
      'How many members sit on the "Apple" board of directors?',
    ],
  );
  // Monthly quotes asked are a price series; a monthly quote table searched for a share count is not.
  check('adjusted-price', ['给我贵州茅台过去五年的月行情数据', '贵州茅台五年前的股价是多少？'], ['在股票月度行情中找到流通A股低于100万的数据', '最近一个月行情怎么样？']);
});

describe('concept pass: months name a period of a flow only as a span', () => {
  // Months ending on the day or counted back name the period; months counted of anything else leave the day a point.
  check(
    'period-vs-point',
    ['比亚迪2023年9月30日的净利润是多少？它成立了20个月', '贵州茅台2023年6月30日的营业收入是多少？这家公司上市已经300个月了'],
    ['贵州茅台2023年6月30日的6个月营业收入是多少？', '截至2023年6月30日止六个月，贵州茅台的营业收入是多少？', '贵州茅台2023年6月30日的营业收入是多少？近12个月呢？'],
  );
});

describe('the thirty-eighth to forty-first batches, in Chinese: boards, opinions and statuses', () => {
  // A theme whose name ends in a standard's industry (生物医药, 中医药) is a vendor's board; a fund's board asked after the
  // fund, membership ending on a particle, and the industries counted by their companies' number ask a classification.
  check(
    'industry-standard',
    [
      '中医药板块里有哪些股票？',
      '生物医药板块的公司都在哪个省份？',
      '华夏创新ETF 这只基金属于哪个板块？',
      '有哪些股票同时属于三个以上概念板块呀',
      '列出上市公司数量不少于8的行业名称',
      '统计一下深圳上市企业数目大于5的板块名称',
    ],
    // A fee's kind (属于什么费用), an opinion on a board's outlook, news good for it, its chance or an effect on it, the
    // CSRC's own 房地产业, a register's status (落后产能, 高新技术企业) and a licence's date screened by its industry ask none.
    [
      '这笔转账收了15元，属于什么费用？',
      '降息了，半导体板块下周还会涨吗',
      '降准利好券商板块吗',
      '降息对证券板块的影响',
      '光伏板块的机会来了吗？',
      '二级行业为"房地产业"的公司有哪些',
      '这家水泥厂属于淘汰落后产能吗？',
      '该企业属于高新技术企业吗？',
      '请问批发行业或者注册地在北京市朝阳区的许可证发证日期',
      '告诉我住宿服务行业的那张许可证核定有效期止吗',
      '零售行业的那家门店营业执照到期日是哪天',
    ],
  );
  // What a sum deposited earns, with no rate or product named, depends on which; a product's price in yuan is no company's
  // figure abroad to convert.
  check('rate-type', ['存两万块钱半年能赚多少？', '存3万进去一年利息有多少'], ['索尼有几款电视售价高于8000元？']);
});

describe('the thirty-eighth to forty-first batches, in Chinese: thresholds, holdings, multiples and records', () => {
  // Names screened by a holding in a year: the holding is stated at dates. An issue's underwriting amount is its record.
  check('period-vs-point', ['哪些股东2019年的持股数在500万股以上？列出股东名称'], ['这只债券的承销量是多少', '这次增发的包销量有多少']);
  // A record picked by the amount it had then, with no unit, and a contribution screened by a bare number; a physical
  // quantity in 万 names its unit.
  check(
    'unit',
    ['当M2余额为3万的时候，对应的月份有哪些', '近五年收入贡献大于2的公司有哪些'],
    ['哪些省份的土地供应量低于20万平方米', '哪些月份的煤炭供应量超过300万吨'],
  );
  // Retail sales worded as consumer goods' sales are revised as retail sales are.
  check('revision', ['2015年到2020年北京市社会消费品销售额每年是多少'], []);
  // A multiple's change over a quarter is daily multiples, each on a basis; thresholds on multiples are conditions, no data
  // given. The year's multiple of several companies, its lowest picking one, and the year after the multiple (PE2021E)
  // name the earnings.
  check(
    'pe-definition',
    ['万科2021年二季度的市盈率变动情况', '市盈率低于15倍并且市净率低于2倍的证券有哪些'],
    ['这三家公司2020年市净率最低的是哪家', '帮我找PE2021E小于15的股票'],
  );
  // A fund's profit is its own report's line.
  check('gaap', [], ['易方达沪深300ETF近五年的利润']);
});

describe('concept pass: a threshold on a budget or a monetary authority line names its scale; a bare cost names no line', () => {
  // A government's budget and a monetary authority's own lines are kept in 亿元: a threshold with no unit decides the
  // records, also when it is reached, joined by a clause, or when a growth rate is asked of the records it keeps.
  check(
    'unit',
    [
      'Show the years when local government expenditures were above 2 billion.',
      'List the months in which fiscal revenues exceeded 500 million since 2010.',
      'Find the records where total assets stand below 5 billion, listing foreign exchange assets and monetary gold.',
      'List the months in which loan amounts that were recorded by "quarter" have exceeded 200,000 since 2015.',
      "Show the years when China's import amount reached 60 million, with the year-on-year growth rate of imports.",
    ],
    [
      'Show the years when local government expenditures were above 2 billion yuan.',
      'Which companies had expenditures above 2 billion in 2021?',
      'List the months in which fiscal revenues exceeded 500 billion yuan since 2010.',
    ],
  );
  // A company's bare cost (its cost, the highest cost and expenses) may be the cost of revenue, total operating costs or
  // the main business's cost, also for the companies a threshold on it keeps; a cost of something or a basis is named.
  check(
    'gaap',
    [
      'Which firm in Jiangsu had the largest cost and expenses in 2021?',
      'Find the companies whose cost was above 500,000,000 in 2019.',
      "What were BYD's costs and expenses in 2022?",
    ],
    [
      'Which firm in Jiangsu had the highest operating costs in 2021?',
      "What was BYD's cost of capital in 2022?",
      'Find the companies whose total assets were above 500,000,000 in 2019.',
    ],
  );
});

describe('concept pass: which primary or secondary industry asks a classification level', () => {
  // Only a classification has primary and secondary industries to pick among; the statistics' primary industry (第一产业)
  // is one sector of the economy, asked by no which.
  check(
    'industry-standard',
    ['Which primary industry counts over 50 listed firms?', 'Which secondary sector holds the most listed firms in Hubei?'],
    ['What was the value added of the primary industry in Hubei in 2022?'],
  );
});

describe('batches 38–41 review', () => {
  // A fund's own profit (an ETF, 这只基金, a type of fund) is its report's line; a fund manager named bare (华夏基金, 南方基金)
  // and a bank's income from selling funds are a company's statement lines still.
  check(
    'gaap',
    ['华夏基金去年收入多少', '南方基金2022年盈利多少', '工商银行代销基金收入是多少'],
    ['华夏上证50ETF去年的利润', '这只股票型基金2023年的利润是多少'],
  );
  // A product's price in yuan names no conversion, but a company's own figure or a conversion asked beside it still does.
  check(
    'rate-type',
    ['苹果手机售价和苹果公司营收各是多少元', '特斯拉汽车在美国的售价折合人民币是多少'],
    ['苹果手机在中国售价是多少元', '余额宝存1万一天赚多少'],
  );
  // Which primary or secondary industry a company is in, or which holds the most firms, asks a classification; which of
  // an economy's primary industries grew, or their output, asks none.
  check(
    'industry-standard',
    ['Which primary industry is Tesla in?', 'Which secondary industry has the most listed companies in China?'],
    ['Which primary industry grew fastest in China in 2023?', 'Which secondary industry output rose most in the US in Q3 2023?'],
  );
});

describe('batches 38–41, second pass: periods', () => {
  // A register's figures (circulating A shares written with no hyphen, the shareholding ratio per household, a holder's
  // proportion of its circulating A-shares in a month that ends no quarter) are stated at record dates; a year or such a
  // month names none. A daily multiple (PE TTM, P/B) asked for a month is any day's, every day's or the month-end's.
  check(
    'period-vs-point',
    [
      'Show the circulating A shares of Minsheng Paper in 2021.',
      'Which firm had the largest average shareholding ratio per household in 2018?',
      'What proportion of the unrestricted circulating A-shares of Zhongshan Heavy Equipment Manufacturing was held by insurers in August 2020?',
      'Which stocks had a PE TTM under 15 in March last year?',
      'Which stocks had a price-to-book ratio below 1 in October 2021?',
    ],
    [],
  );
});

describe('batches 38–41, second pass: units and bases', () => {
  // Ownership or a stake screened by a bare number is 0.2% or 20%; a dividend or distribution ratio (派现比例) named bare is
  // per share, per ten shares or a payout percent, also its value asked beside a ranking by it, and bonus shares given
  // by a company are its distribution, no data given. Total share capital counts shares: a threshold on it in millions
  // names no money scale.
  check(
    'unit',
    [
      'List the holders whose ownership after the transfer exceeds 0.15.',
      'Which shareholders hold a stake above 0.05 in Jinlong Mining?',
      'What is the dividend ratio of Jinlong Mining in 2021?',
      'Find the company with the highest dividend ratio and the dividend ratio it paid then.',
      'What was the proportion of bonus shares given by Jinlong Mining in 2020?',
    ],
    ['List the firms in Fujian province with a total share capital above 500 million.'],
  );
});

describe('batches 38–41, second pass: statistics, prices, listings and industries', () => {
  // Social retail (data) and consumer goods retail are retail sales of consumer goods, revised.
  check('revision', ["What was Hubei's social retail data over the past five years?", "What was Anhui's consumer goods retail in recent years?"], []);
  // How a stock's price moved month by month is a series of monthly prices over its history; a buyback price is the
  // price the company paid.
  check(
    'adjusted-price',
    ['List the monthly changes in the share price of Jinlong Mining.', "Show Jinlong Mining's stock price month by month."],
    ['Did Jinlong Mining carry out any buybacks in 2022? List the buyback price and the total buyback quantity.'],
  );
  // An A+H company's code names no listing: its A-share or its H-share code.
  check('market-cap-method', ['What is the stock code of Huatai Securities?', 'Give the full name of Weichai and its code.'], []);
  // "Industry" inside a company's name (China Aviation Industry Heavy Machinery) names no industry; light and heavy
  // industry as an industrial statistic's split ask no classification.
  check(
    'industry-standard',
    [],
    [
      'What is the revenue of Sino Aviation Industry Heavy Machinery?',
      'Show the annual value of industrial production for the heavy industry in China over the years.',
    ],
  );
});

describe('batches 38–41, second pass: worked problems', () => {
  // A private person's own finances (a given name's or a title's possessive beside a mortgage, an option written, an
  // annuity), rounded as a problem's with no year, stand-ins counted or described (the four companies) and data
  // "provided" are a problem's data; an adjustment whose cause is named (after accounting for inflation, taking into
  // account the caps) and a conversion price adjusted are computed, no adjusted measure.
  check(
    'gaap',
    [],
    [
      "What will be the adjusted interest rate on Maria's adjustable-rate mortgage, taking into account the margin and the caps? Answer as a percentage to two decimal places.",
      "What is the adjusted value of Ms. Lopez's annuity after accounting for inflation over 15 years? Answer to the nearest dollar.",
      'What is the adjusted conversion price of the convertible notes after the stock split? Answer to two decimal places.',
      "What is Tom's net profit from writing the covered call? Answer to the nearest dollar.",
    ],
  );
  check(
    'period-vs-point',
    [],
    [
      "What is Tom's net profit from writing the covered call? Answer to the nearest dollar.",
      'Does Nutmeg Foods Inc. qualify as a high-growth firm based on the provided revenue data? Answer with either True or False.',
    ],
  );
  check(
    'pe-definition',
    [],
    ['What is the harmonic mean of the P/E ratios for the four companies? Provide your answer rounded to two decimal places.'],
  );
  // A volume in cubic meters or barrels is physical, and the Negative Volume Index an indicator; a test statistic of a
  // return (a t-statistic) has no percent to name.
  check(
    'unit',
    [],
    [
      'What is the volume of gas initially in place in the field? Provide your answer in cubic meters, rounded to the nearest integer.',
      'What is the Negative Volume Index (NVI) for today? Answer to two decimal places.',
    ],
  );
  check('precision', [], ["What is the t-statistic of the fund's mean annual return? Answer to two decimal places."]);
});

describe('batches 38–41 second English pass review', () => {
  // A private person's finances are a worked problem's only beside what no company or economy has (a mortgage, an option
  // written), and not when the possessive is a place's; stand-ins counted are a handful, not a set of many, picked by size
  // or rank, of a kind of business, or an index's.
  check(
    'precision',
    [
      "What is the return on China's pension fund over three months, as a share? Round to two decimals.",
      "What was Tesla's share of the pension assets? Round to two decimals.",
      'What was the average ROE of the 300 companies in the CSI 300 index? Round to two decimals.',
      'What was the average ROE of the ten largest banks in the CSI 300 index? Round to two decimals.',
      'What was the average ROE of the five leading companies in the sector? Round to two decimals.',
      'What was the average ROE of the semiconductor companies? Round to two decimals.',
    ],
    [
      'What is the average ROE of the three companies? Round to two decimals.',
      'What is the return on equity of the conglomerate company? Round to two decimals.',
      "What is the return on Tom's covered call as a share of the premium? Round to two decimals.",
    ],
  );
  check('fiscal-year', ["What is Apple's retirement plan's return on assets as a ratio? Round to two decimals."], []);
  check(
    'rate-type',
    ["What is China's mortgage rate? Round to two decimals.", "What is China's savings rate? Round to two decimal places."],
    ["What is Sarah's mortgage rate after the reset? Answer to two decimal places."],
  );
  // An adjustment's cause named clears an adjusted measure; all that is known (the latest data, all factors) names none.
  check(
    'gaap',
    [
      "Taking into account the latest data, what was Tesla's adjusted EBITDA in 2023?",
      "What was Apple's adjusted EPS in 2023 after accounting for the recent news?",
      "After accounting for all factors, what was Toyota's adjusted operating income in fiscal 2023?",
    ],
    ["What was Apple's adjusted EPS in 2023 after accounting for the restructuring charges?"],
  );
  // A stock's code asked is one per listing; a classification's or a customs code is no listing's.
  check(
    'market-cap-method',
    ['What was the code of China Merchants Bank?', 'What is the ticker of PetroChina?', "Give me Ping An's stock code."],
    [
      'What is the industry code of China Merchants Bank under the CSRC classification?',
      'What is the HS code of the goods China Merchants Bank financed?',
      'What is the NAICS code of China Merchants Bank?',
    ],
  );
  // Consumer goods retail is the statistic, not retailers of consumer goods named as a sector.
  check(
    'revision',
    ["What was China's social retail in 2023?", 'What was the consumer goods retail in 2023 for China?'],
    [
      'Which consumer goods retail companies listed in Shanghai had the highest revenue in 2023, in RMB?',
      'Which social retail companies rose the most in 2023?',
    ],
  );
});

describe('batches 42–43 English pass', () => {
  // A price series by month or week with no window named runs over the stock's whole history, and a window opened by a
  // year and running to now is one since that year: prices over years, adjusted or not.
  check(
    'adjusted-price',
    [
      'Compare the weekly share price movements of Midea Group and Gree Electric.',
      'Show the monthly closing price trend of Ping An Bank.',
      'List the daily closing prices of Wuliangye from 2015 to now.',
      'Give the highest price of Midea Group on each trading day from 2016 until today.',
    ],
    ['Compare the monthly stock price trends of Midea Group over the past three months.'],
  );
  // A register's figure asked for a year also past a company's abbreviated suffix, and a holder's stake put as a
  // threshold; a holding an equity transfer states is dated by the transfer.
  check(
    'period-vs-point',
    [
      'How many shareholders did Anhui Conch Cement Co., Ltd. have in 2022?',
      'Which investors held more than 5 million shares of Gree Electric in 2021?',
      'Which holders had shareholdings above 2 million in 2019?',
    ],
    ["List the shareholding ratio of each transferee in Gree Electric's equity transfers in 2021."],
  );
  // Stocks two boards share are each board's members; banks are every standard's same set; a capitalized name ending in
  // "Industry" whose shareholders or buybacks are asked is a company's; a CSRC door quoted with its "Industry" names the
  // classification; wholesale and retail trade joined with catering is the statistics' sector.
  check(
    'industry-standard',
    [
      'Are there any companies common to the Tesla concept sector and the lithium battery sector?',
      'Which companies in the insurance sector went public in 2020?',
      'List the shareholders of companies in the Liquor Industry.',
      'List the names of firms in the construction industry.',
    ],
    [
      'Which companies in the banking sector went public in 2020?',
      'What was the total buyback amount of Fujian Tea Industry over the last two years?',
      'What are the shareholding percentages of the top holders of Hunan Salt Industry?',
      'List the names of firms whose level-1 industry is "Construction Industry".',
      "Show our country's figures for the wholesale, retail trade and catering industry.",
    ],
  );
  // Since records began asks every year's figure of a revised statistic; GDP's records are its yearly figures, revised,
  // unlike a retail table's records as stored.
  check(
    'revision',
    ["Give me Guangdong's retail sales of consumer goods since records began.", "Show the records of Shanghai's gross domestic product."],
    ['Show the data records for the retail sales of consumer goods.'],
  );
  // The cyclically adjusted P/E names its earnings; a stand-in company's multiple rounded, with no name or year, is a
  // problem's own figure.
  check(
    'pe-definition',
    ["What is Tencent's P/E ratio? Round to one decimal place.", "What is the company's P/E ratio?"],
    ['What is the Shiller CAPE of the S&P 500 today?', "What is the company's P/E ratio? Round to one decimal place.", "What is Kweichow Moutai's cyclically adjusted P/E?"],
  );
});

describe('batches 42–43, Chinese questions', () => {
  // A monthly or weekly quotes table asked after a softened verb (查一下, 看一下) is no next month's: closes over the months.
  check('adjusted-price', ['帮我查一下月度收盘价低于50的记录', '看一下周行情里开盘价高于30的数据有几条'], ['茅台下周一的开盘价会高于2000吗']);
  // A band set on a move (涨跌幅在5以上) screens the stocks looked up, no data given: their multiple still needs its basis.
  check(
    'pe-definition',
    ['有哪些个股近一月涨跌幅在5以上，它们的市销率是多少', '哪些股票的涨幅在3以上而且市净率也低于2'],
    ['假设某股票的涨幅在5以上，市盈率为20倍，每股收益是多少'],
  );
  // A threshold is the nearest rate's: a multiple's (市盈率低于5) is not a premium's reached across it.
  check('unit', ['溢价率为负并且换手率不足3的股票有哪些'], ['溢价率为负同时市盈率低于5的股票有哪些', '折价率为正而且市净率小于2的证券代码是什么']);
  // The industry a screen picks stocks in is the table's group; an industry's members asked are a standard's.
  check('industry-standard', ['钢铁行业有哪些股票'], ['钢铁行业中市盈率低于10的股票有哪些', '煤炭板块里市值超过500亿的个股有哪些']);
  // A year written bare before a multiple names its earnings, as a table's column; its high over the year does not.
  check('pe-definition', ['平安银行2019市盈率最高达到多少', '市盈率大于30的公司有哪些'], ['2016市净率大于3的公司有哪些', '哪家公司2019的本益比低于8']);
  // All the stocks a screen keeps (的所有股票, 的全部股票) are a table's rows, their market value its column.
  check('market-cap-method', ['贵州茅台的市值是多少'], ['在2019年每股收益都高于1元的所有股票中，市值最小的是多少', '净利润超过10亿的全部股票中市值最大的是多少']);
  // Shares allotted, subscribed or bought back in a year are an offering's or a trade's record, not a share count's basis.
  check('period-vs-point', ['2020年宁德时代的总股本是多少'], ['2019年招商银行配售股数超过100万的机构有哪些', '2022年宁德时代回购股数是多少']);
  // Companies counted by a threshold (有几只股票…超过, 突破了80亿的公司) are a table screened, no company's period asked.
  check('period-vs-point', ['比亚迪的营业收入是多少'], ['有几只股票的营业收入超过100亿', '营业收入突破了80亿的公司一共有多少家']);
  // Revenue beside its cost line is that line's revenue; total revenue alone is the top line (营业总收入), beside total
  // spending every income.
  check(
    'gaap',
    ['比亚迪去年的收入和净利润各是多少', '中国国航去年的总收入和总支出各是多少'],
    ['比亚迪去年的营收和营业成本各是多少', '宁德时代去年的主营业务成本与收入分别多少', '中国国航去年的总收入是多少'],
  );
  // A statistic screened beside a line only companies report is that company table's column, no release to choose.
  check('revision', ['哪些省份GDP增速高于6%'], ['哪些公司的市盈率低于15或者所在省份GDP增速高于6%', '哪些银行的净资产收益率超过12而且当地GDP增速低于5%']);
});

describe('batches 42–43 review', () => {
  // A stand-in's multiple rounded is a problem's figure, but not once its ticker names the company.
  check(
    'pe-definition',
    ["What is the company's P/E ratio (AAPL)? Round to two decimals.", "What is the company's P/E ratio (NASDAQ: TSLA)? Round to two decimals."],
    ["What is the company's P/E ratio? Round to two decimals.", "The company's earnings per share (EPS) are $2 and its price is $40. What is the company's P/E ratio? Round to two decimals."],
  );
  // Banks are every standard's same set; the non-bank, investment-banking and shadow-banking sectors are not.
  check(
    'industry-standard',
    ['Which stocks in the investment banking industry rose most in 2023?', 'Which stocks in the shadow banking sector fell most in 2022?'],
    ['How many IPO companies in the banking industry were there in 2021?'],
  );
  // "Industry" ending a company's name (NFA Seed Industry) is the company's; an industry's own name capitalized is not.
  check(
    'industry-standard',
    ['What were the total share buybacks by Real Estate Industry in 2022?', 'What was the total value of stock repurchases by Steel Industry in 2023?'],
    ['What were the stock repurchases of NFA Seed Industry in 2022?'],
  );
  // The cyclically adjusted P/E names its earnings, but another P/E in the same question still needs its basis.
  check(
    'pe-definition',
    ["Is Apple's P/E above the Shiller CAPE of the S&P 500?", "What is Tesla's P/E ratio and how does it compare with the S&P 500's Shiller CAPE?"],
    ['What is the Shiller P/E of the S&P 500?', "What is the US market's cyclically adjusted price-to-earnings ratio?"],
  );
  // An equity transfer's record dates a holding; a stock transfer mentioned beside a register's count does not.
  check(
    'period-vs-point',
    ['How many shareholders did Apple have in 2021, and was there any stock transfer?'],
    ["What was the shareholding ratio of each transferee in Gree Electric's equity transfers in 2021?"],
  );
  // An index's number (中证2000, 国证2000, 罗素2000) is no year before a multiple.
  check('pe-definition', ['中证2000市盈率是多少？', '罗素2000的市盈率是多少？', '国证2000市盈率现在多少'], ['茅台2019市盈率是多少', '2013市盈率小于11的股票有哪些？']);
  // Shares already issued (已发行股数) are the count outstanding; shares issued in an offering are its record.
  check('period-vs-point', ['苹果公司2021年已发行股数是多少？'], ['2021年发行股数最多的IPO是哪家？']);
  // A statistic asked in a sentence of its own is a release's, though a screen of companies follows.
  check(
    'revision',
    ['中国2023年GDP增速是多少？市盈率低于10的银行股有哪些？', '广东省2022年GDP是多少？另外列出市值超过1000亿的公司。'],
    ['哪些高速公司的ROE超过12而且当地GDP增速小于7.5%？'],
  );
});

describe('batches 44–45, English questions', () => {
  // A bare cost screened by a threshold after a verb of having (companies had cost exceeding N), listed or counted: which
  // companies pass depends on which cost line is read; a named cost line, or what a deal had cost, is no screen of it.
  check(
    'gaap',
    ['How many firms had cost above 50 billion yuan in 2022?', 'Which enterprises reported costs exceeding 3 billion yuan last year?', 'Count the companies with cost over 800 million yuan in 2021.'],
    ['How many firms had cost of sales above 50 billion yuan in 2022?', 'How much had the merger cost the firm by 2021?'],
  );
  // A periodic series inside a window named by its days or months, with or without a year, is that window's series, and
  // a return over it a change within the window; the series with no window runs over the stock's whole history.
  check(
    'adjusted-price',
    ["Using its weekly closing prices, what was Kestrel Mining Inc's continuously compounded return?"],
    [
      "Using its weekly closing prices, what was Kestrel Mining Inc's continuously compounded return between March 3 and March 24?",
      "What was the log return of Kestrel Mining Inc's shares from 2 May to 30 May, based on the monthly closing prices?",
    ],
  );
  // A rate quoted with its currency pair (1.08 USD/EUR) or per unit of the other currency is the rate the trade converts at.
  check(
    'rate-type',
    ['Mary sold $5 million of shares of Kestrel Mining and bought euros with the proceeds. How many euros did she buy?'],
    [
      'Mary sold $5 million of shares of Kestrel Mining and bought euros with the proceeds at 1.08 USD/EUR. How many euros did she buy?',
      'Mary sold $5 million of shares of Kestrel Mining and bought euros with the proceeds; EUR/USD is 0.92. How many euros did she buy?',
    ],
  );
  // An exam stem left for its answer to complete (is equal to?, is closest to:, amounts to:) is a multiple-choice
  // problem's, whose exhibit gives its data; the same figure asked as a question is a look-up.
  check(
    'currency',
    ['What is the gross profit of the retailer Birchwood Limited?', "Birchwood Limited's gross profit is:"],
    ['The gross profit of the retailer, Birchwood Limited, is equal to?', "Birchwood Limited's operating income is closest to:", 'The net income of Birchwood Limited amounts to:'],
  );
  // EBIT is no part of a longer word (debit): a credit debit statement asks the monetary statistics' items.
  check('gaap', ["What was Vodafone's EBIT margin last year?"], ["What were the total debits in Vodafone's credit debit statement last year?"]);
  // A CSRC door's name quoted after the field that holds it names the classification, in any case; a CSRC division's
  // English name (the Agricultural and Sideline Food Processing Industry, 农副食品加工业) is the national classification's.
  check(
    'industry-standard',
    ['Give the legal representatives of companies in the construction industry.', 'How many listed companies in Shandong are in the food processing industry?'],
    [
      'Give the legal representatives of companies whose first-level industry is "construction industry".',
      'How many listed companies in Shandong are in the Agricultural and Sideline Food Processing Industry?',
      'Which provinces have more than 3 listed companies in the "Processing of Food from Agricultural Products" industry?',
    ],
  );
  // The three sectors' GDP amount or figures are the national accounts' split: no standard to choose, still revised.
  check('industry-standard', ['What is the revenue amount of the primary industry companies in Sichuan?'], ['Show the GDP figures of the primary and tertiary industries in Sichuan each year.']);
  check('revision', ['Show the GDP figures of the primary and tertiary industries in Sichuan each year.'], []);
  // A government's or an economy's statistics listed with no period (the provinces' fiscal revenue and expenditure) are
  // every period's records as stored; one flow asked of them still needs its period.
  check(
    'period-vs-point',
    ["What is the fiscal revenue of China's provinces?"],
    ["Please list the government revenue and spending of China's provinces.", "Show the records of China's central government revenue by province."],
  );
});

describe('batches 44–45, Chinese questions', () => {
  // 新能源 is a theme, its 能源 no CSI industry (CITIC's 电力设备及新能源 stays CITIC's); a CSRC division named in full
  // (道路运输业) names its classification, a shorter industry (煤炭开采) none.
  check('industry-standard', ['新能源行业的上市公司有哪些', '煤炭开采行业有哪些上市公司'], ['电力设备及新能源行业有哪些公司', '二级行业为"道路运输业"的公司有哪些']);
  // A concept asked what it holds (元宇宙概念有哪些个股), or quoted in one clause whose companies the next asks, is a vendor's board.
  check('industry-standard', ['元宇宙概念有哪些个股', '"华为概念"最近很火，它的上市公司都有哪些'], ['这个概念有哪些特点']);
  // A bonus share ratio worded as a share (送股比重, 转增股本占比) has no base; a ranking by it alone names a company, and
  // its value asked beside the ranking still has none.
  check(
    'unit',
    ['格力电器过去的送股比重是多少', '哪家公司转增股本占比最高，以及当时的转增股本占比是多少'],
    ['送股比重最高的公司是哪家', '格力电器每10股送股比重是多少'],
  );
  // A price listed beside a multiple is asked as its own series; a multiple alone is no price.
  check(
    'adjusted-price',
    ['列出2018年以来格力电器的月度收盘价、市净率走势', '2018年以来格力电器的市盈率和股价走势如何'],
    ['列出2018年以来格力电器的月度市净率走势'],
  );
  // A stake's value put as a threshold in a year is a register's figure at a record date; a year's end names the date.
  check('period-vs-point', ['2019年持股金额超过两千万的股东有哪些'], ['2019年末持股金额超过两千万的股东有哪些']);
  // The scope of the enterprises counted (范围内) accepts no range; a range accepted does.
  check('revision', ['历年来规模以上工业企业范围内的工业增加值是多少'], ['2023年的GDP是多少，给出一个范围即可']);
  // A share price stated in yuan, also as 块, names the A share; a company's price stated to pass a level picks a quotes
  // table's row, its market value the row's column.
  check(
    'market-cap-method',
    ['格力电器的市值是多少'],
    ['招商银行股价已高于30块，它的流通市值是多少', '格力电器股价已经超过了40，它的市值是多少'],
  );
  // The price of goods (图书) is no share's quote.
  check('adjusted-price', ['2020年以来价格低于50元的股票有几只'], ['2020年以来价格低于50元的图书有几本']);
  // A region's revenue is its fiscal or statistical item; its listed companies' revenue is theirs.
  check('gaap', ['浙江省上市公司历年的收入是多少'], ['浙江省历年的企业收入是多少']);
  // Companies counted by revenue breaking a level in Chinese numerals (突破三十亿元) are a table screened.
  check('period-vs-point', ['顺丰的物流业务营收是多少'], ['物流业务营收突破三十亿元的公司有几家']);
});

describe('batches 44–45 review', () => {
  // An exam stem left to complete is a worked problem's only when its subject is no company or economy the data knows:
  // a real company's or country's figure asked so is still a look-up.
  check(
    'period-vs-point',
    ["Apple's revenue is equal to?", "Toyota's net income amounts to:"],
    ['The net income of Birchwood Limited amounts to:'],
  );
  check('gaap', ["Tesla's operating margin is equal to?", "Apple's dividend payout ratio equals:"], ["Birchwood Limited's operating income is closest to:"]);
  check('market-cap-method', ['The market capitalization of Alibaba is closest to:'], []);
  check('revision', ["China's GDP growth rate is closest to:"], []);
  // A company's flows listed by province or nationwide are its own periods' flows, not a government's records.
  check('period-vs-point', ["List Apple's revenue in each province of China."], ['List the fiscal revenue and expenditure of the provinces.']);
  // Goods naming an industry's stocks (食品股) are shares, whose price is a quote; goods' own price is none.
  check('adjusted-price', ['2022年价格最高的食品股是哪只？'], ['2023年猪肉等食品的价格涨了多少？']);
  // A region's companies ranked by revenue, or one named after the region, report their own lines.
  check(
    'gaap',
    ['我国收入最高的企业是哪家？', '江苏省收入最高的企业是哪家？', '全国最大的白酒企业茅台的收入是多少？'],
    ['江苏省这些年来的企业收入是多少？', '我想知道浙江省这些年来的企业收入和企业所得税'],
  );
  // A CSRC division's name is not the 业 of 业务 (a company's business line): which industry is still open.
  check(
    'industry-standard',
    ['京沪高铁的铁路运输业务属于哪个行业？', '南方航空的航空运输业务属于什么行业？'],
    ['铁路运输业有哪些上市公司？', '证监会行业分类中道路运输业的公司有哪些？'],
  );
  // A concept's finding spans the concept's name, not the question up to it.
  test('a concept board finding spans the concept’s name', () => {
    for (const [question, words] of [
      ['还有哦，"5G概念"又火起来了，他的上市公司多有哪些哦', '5G概念'],
      ['帮看看"锂电池概念"板块的上市公司名称', '锂电池概念'],
      ['最近火热的人工智能概念有哪些股票？', '人工智能概念'],
      ['有没有股票同时属于多个概念板块啊', '属于多个概念'],
    ]) {
      const span = lintQuestion(question).find((f) => f.category === 'industry-standard')?.span;
      assert.equal(span && question.slice(span.offset, span.offset + span.length), words);
    }
  });
});

describe('batches 46–47, English questions', () => {
  // Goods named as an economy's trade (the values of imported and exported goods, goods exported by China, goods
  // exports) are the customs' totals, and their growth and decline figures its growth: in US dollars and in RMB.
  check(
    'currency',
    [
      'Please list the values of imported goods and exported goods by year.',
      'What was the amount of goods exported by China last year?',
      'Show the year-on-year growth and decline figures of our exports over the years.',
      'What were goods exports in 2021?',
    ],
    ['What was the amount of goods exported by China last year, in US dollars?', 'Show the year-on-year growth and decline figures of our exports over the years, in RMB terms.'],
  );
  // A holder's shareholding amount and a company's circulating A-share equity are the register's, stated at record
  // dates: screened in a year, also with the year first, which date's register passes them is open.
  check(
    'period-vs-point',
    ['In 2021, which holders had a shareholding amount above 5 million?', 'How many firms had circulating A-share equity of more than 2 billion in 2022?'],
    ['Which holders had a shareholding amount above 5 million at the end of 2021?', 'In 2021, what was the ratio of pledged shares to total share capital?'],
  );
  // A statistic's records as stored, screened by their value, pass or fail by the vintage; listed whole they are the table.
  check(
    'revision',
    ['List the records of the "period-end cumulative" industrial value added of Jiangsu that exceed 3 billion, with their dates.'],
    ['List the records of the "period-end cumulative" industrial value added of Jiangsu, with their dates.'],
  );
  // A quoted sector whose members' codes are asked next (list their stock codes) is a board's membership; the CSRC's
  // door named before companies (manufacturing firms) and its division Agriculture name the national classification,
  // not Shenwan's and CITIC's light manufacturing nor the door all three name (agriculture, forestry and fishery).
  check(
    'industry-standard',
    [
      'How is the "Smart Farming" sector doing? List their stock codes and cities.',
      'How many light manufacturing companies are in Jiangsu?',
      'How many listed companies are in the agriculture, forestry and fishery industry?',
    ],
    [
      'Which companies had revenue above 1 billion yuan in 2020? Give their stock codes.',
      'How many listed manufacturing firms are in Jiangsu?',
      'Which provinces have more than 5 listed companies in the "Agriculture" industry?',
    ],
  );
  // A futures exchange's name is a venue, unless a price is asked on it.
  check(
    'futures-contract',
    ['What was the closing price of zinc on the Shanghai Futures Exchange last Friday?'],
    ['Which bond funds list the Zhengzhou Futures Exchange as their market, and what are their risk ratings?'],
  );
  // An industry's trade value is its sales, no customs total; China's monetary statistics are kept in RMB.
  check('currency', ["What was China's total trade value last year?"], ['What is the total trade value of the accommodation and catering industry?']);
  check('currency', ["What are the net foreign assets of Korea's monetary survey?"], ["What are the net foreign assets of China's monetary survey?"]);
  // Companies counted by a screen on their capital are companies screened, whose records are in yuan.
  check('unit', ['How many provinces had fiscal revenue above 500 million?'], ['How many firms in Hubei Province have registered capital above 500 million?']);
  // What a measure is used for is its purpose: a description, no figure.
  check('gaap', ["What was Acme's adjusted EBITDA in 2023?"], ['What does management use the non-GAAP measures for?', "What are the company's non-GAAP figures used for?"]);
  // A currency swap's legs are its terms and its swap rate an interest rate: no conversion, no exchange rate.
  check(
    'rate-type',
    ['A trader converts RMB 5 million into US dollars to buy Apple shares. How many shares can he buy?'],
    ['A treasurer enters a three-year cross-currency swap, receiving USD fixed and paying RMB fixed. Using the data below, what is the RMB swap rate?'],
  );
  // A change in a level over a year is the move between the year's ends, no level at a moment.
  check('period-vs-point', ["What was the fund's NAV in 2020?"], ['What was the percentage increase in net asset value in 2020?', "In 2021, how large was the decrease in the fund's NAV?"]);
  // A listed company's name followed by a fund's style (China Life Balanced) is the fund, not the company's shares.
  check('market-cap-method', ["What was China Life's one-month return?"], ['What were the one-month and three-month returns of China Life Balanced?']);
});

describe('batches 46–47, Chinese questions', () => {
  // Capital put as a threshold in 万 with no unit (实收资本超过2百万, 注册资本达到5千万) is a money amount whose scale picks the
  // records, as a balance's is; with its unit, or screening companies (their statements in 元), it names its scale.
  check(
    'unit',
    ['在存款性公司概览中，当实收资本超过2百万时，国外资产是多少', '注册资本达到5千万的那些年份，贷款余额分别是多少'],
    ['当实收资本超过2百万元时，国外资产是多少', '实收资本超过2百万的公司代码有哪些'],
  );
  // A bare negative threshold from -1 up reads as a percent or a fraction (-1: -1% or a fall of 100%); below it only a
  // percent makes sense.
  check('unit', ['哪些城市的成交面积环比大于-1'], ['哪些城市的成交面积环比大于-3']);
  // A holder's stake written as its state (持股情况, 持股状况) or bare before its condition is a proportion; a holding per
  // account is a count of shares, and a percent names the unit.
  check('unit', ['统计转让后持股情况低于0.3的股东有多少个', '持股超过0.2的基金有哪些'], ['出让后持股状况超过30%的公司有哪些', '户均持股超过5的公司有哪些']);
  // Earnings per share written with 的 (每股的收益) are a per-share amount, no rate; a percent written in words (百分之3) names
  // its unit.
  check('unit', ['哪些股票2019年的净资产收益率超过0.8', '它上周的涨幅在3以上，这周的换手率是多少'], ['哪些股票2019年的每股的收益超过0.8', '它上周的涨幅在百分之3以上，这周的换手率是多少']);
  // A float basis (流通, 流通股票的总价值) names no listing of a company listed twice; a listing named does.
  check('market-cap-method', ['百度的总市值是多少，流通的市值呢', '百度流通股票的总价值和总市值分别是多少'], ['百度港股的流通市值是多少', '格力电器流通股的市值是多少']);
  // A company's holders listed (股东都有谁, 前十大股东) in a month that ends no quarter: the register states them at
  // quarter-end record dates. A quarter's last month, or their investments and meetings (events), are not.
  check(
    'period-vs-point',
    ['2021年5月比亚迪的股东都有谁', '2019年11月格力电器的前十大股东是哪些'],
    ['2021年6月比亚迪的股东都有谁', '2019年5月格力电器的股东及出资金额', '2021年5月比亚迪的股东大会在哪天召开'],
  );
  // A concept board named in one clause whose companies the next counts, with no possessive (上市公司超过3家的城市), is a
  // vendor's board.
  check('industry-standard', ['"储能概念"板块，上市公司超过3家的城市有哪些'], []);
  // An industry or board named as the group a table's stocks are screened among (半导体行业公司…大于 50, 银行板块…股价低于8元的
  // 股票代码) is the table's; which industries they sit in, or a concept board, is still a classification.
  check(
    'industry-standard',
    ['市值超过100亿的公司都位于哪些行业', '"储能概念"板块市值超过100亿的股票代码'],
    ['有哪些半导体行业公司2019Q4大于 50的？', '2015年03月02日银行板块最新股价低于8元的股票代码', '市值超过100亿的银行行业股票有哪些'],
  );
  // Stocks screened by one named day's prices are that day's table as traded; a year named in a later condition on another
  // column (而且2018年的时候每股收益超过0.5) is that column's. A year or a window the price itself is screened over is not.
  check(
    'adjusted-price',
    ['2018年收盘价高于6块的钢铁行业股票有哪些', '2015年3月以来股价大于10元的股票代码'],
    ['2013年05月06日银行板块最新股价大于5元的股票代码', '有没有哪个钢铁行业的股票收盘价高于6块一股而且2018年的时候每股收益超过0.5的'],
  );
});
describe('batches 46–47 review', () => {
  // A theme board (生物医药, 氢能源) is a vendor's even as the group a table screen picks among; an industry's is the table's.
  check('industry-standard', ['生物医药板块中市值超过100亿元的公司有哪些？', '氢能源板块的股票有哪些？', '氢能源概念的股票有哪些？'], ['钢铁行业中市值超过100亿元的公司有哪些？']);
  // A later clause with no condition of its own still dates the price screened; a later condition on another column does not.
  check(
    'adjusted-price',
    ['收盘价高于14元的股票有哪些，而且是2018年的？'],
    ['有没有哪个建材行业的股票收盘价高于14块而且2017年的时候每股的收益超过1.4的'],
  );
  // A capital adequacy ratio is no capital amount; capital itself in 万 with no unit still is.
  check('unit', ['实收资本超过1百万的公司？', '注册资本达到5千万的银行？'], ['资本充足率超过10万的银行', '实收资本超过1百万元的公司有哪些？']);
  // Agriculture in lower case is farming at large (the door all three standards name); capitalised it is the CSRC's division.
  check('industry-standard', ['List the companies in the agriculture industry.', 'What stocks are in the agriculture sector?'], ['List the companies in the "Agriculture" industry.']);
});
describe('batches 48–49, English questions', () => {
  // The financial institutions' credit statistics (信贷收支), however rendered (the financial institution's credit table,
  // its credit and debit statement), are kept in 亿元: a threshold with no scale picks the records by its scale. A scale
  // and currency named settle it.
  check(
    'unit',
    [
      "Show the deposit records in the financial institution's credit table for 2010 where total loans exceed 5 million.",
      "List the loan records in the financial institution's credit and debit statement where total loans exceed 8 million.",
    ],
    ["Show the deposit records in the financial institution's credit table for 2010 where total loans exceed 5 billion yuan."],
  );
  // Industrial output value (工业总产值), total or bare, is revised after release; a vintage named settles it.
  check(
    'revision',
    ['Show the yearly industrial output value of above-scale enterprises nationwide.', 'What was the total industrial output of Guangdong in 2019?'],
    ['What was the total industrial output of Guangdong in 2019 as first published in March 2020?'],
  );
  // Mobileye reports in US dollars on the calendar year, also as a ratio's second term; a company the data does not know
  // keeps its year's two readings.
  check('fiscal-year', ['What is the ratio of Client Computing Group to Nexora revenue in 2020?'], ['What is the ratio of Client Computing Group to Mobileye revenue in 2020?', "What was Mobileye's revenue in 2021?"]);
  check('currency', [], ["What was Mobileye's revenue in 2021?"]);
  // A price per unit of a good or service (per kilowatt-hour, per ton) is what is charged, no quote; a price per share is one.
  check(
    'adjusted-price',
    ['What was the average price per share in 2018 and 2019?', 'What was the average price per ordinary share of Vodafone in 2018 and 2019?'],
    ['What was the average price per kilowatt-hour in 2019 and 2020?', 'What was the average price per ton in 2018 and 2019?'],
  );
  // A worked problem with no year asking its answer in the scale its amount is given in (EUR 2 million; in EUR million)
  // rescales no filing's figure; a year, or another scale asked, still does.
  check(
    'precision',
    [
      'Northwind Ltd. earned EUR 2 million investing idle loan funds in 2019. What borrowing cost (in EUR million) can Northwind capitalise?',
      'Northwind Ltd. earned EUR 2 million investing idle loan funds while its warehouse was built. What borrowing cost (in EUR billion) can Northwind capitalise?',
    ],
    ['Northwind Ltd. earned EUR 2 million investing idle loan funds while its warehouse was built. What borrowing cost (in EUR million) can Northwind capitalise?'],
  );
  // A mainland company with A shares named in English (PetroChina, ICBC) reports in RMB, and its operating income is one
  // line; its net profit still reads as the parent's or the group's, and a US company's operating income two ways.
  check(
    'gaap',
    ["In which years did PetroChina's net profit exceed 100 billion?", "What was Walmart's operating income in 2021?"],
    ["In which years did PetroChina's operating profit exceed 100 billion?", "What was ICBC's operating income in 2021?"],
  );
  check('currency', ["In which years did Gree's operating profit exceed 10 billion?"], ["In which years did PetroChina's net profit exceed 100 billion?", "What was ICBC's operating income in 2021?"]);
  // The share register's figure as a ratio's denominator (buybacks as a proportion of total share capital) is the period's
  // buybacks; the register's figure itself in a year is stated at record dates.
  check('period-vs-point', ['What was the total share capital of Gree in 2020?'], ['Which companies had the most buybacks as a proportion of total share capital in 2020?']);
  // Sales naming a fund's channel (the direct sales counter) are no revenue, no statement line and no money amount.
  check('gaap', ['What were the sales of Nike in 2020?'], ['What is the redemption fee for the "Direct Sales Counter" channel of "Harvest CSI 300"?']);
  check('currency', [], ['What is the redemption fee for the "Direct Sales Counter" channel of "Harvest CSI 300"?']);
});

describe('batches 48–49, Chinese questions', () => {
  // A company's daily prices with no window named (每天的股价, 每个交易日的收盘价, 逐日收盘价) are its whole history; a window
  // named (近五天, 本周, 3月5日到3月8日) is the series' own, and a code names none.
  check(
    'adjusted-price',
    ['帮我列出贵州茅台每天的股价', '查询600519每个交易日的收盘价', '万华化学逐日收盘价给我看看'],
    ['帮我列出贵州茅台近五天每天的股价', '查询600519本周每个交易日的收盘价', '万华化学3月5日到3月8日每天的收盘价', '贵州茅台每天的成交量'],
  );
  // A multiple written by both its names (市净率PB, 市盈率(PE)) is one item of a list beside a price: the price is asked as
  // its own series. A multiple alone is the multiple's price.
  check(
    'adjusted-price',
    ['给出2019年以来格力电器每月收盘价，PE和市净率PB的变化', '格力电器2019年以来市盈率(PE)、PB和收盘价的走势'],
    ['给出2019年以来格力电器每月的PE和市净率PB', '格力电器2019年以来的市净率PB走势'],
  );
  // Securities and investments held (有价证券, 投资) put as a threshold in 万 with no unit are money amounts whose scale picks
  // the records; with the unit, or investors or a number invested counted, they are not.
  check(
    'unit',
    ['近两年金融机构有价证券超过5百万时，各项贷款是多少', '对外投资达到2千万的那些月份，存款余额分别是多少'],
    ['近两年金融机构有价证券超过5百万元时，各项贷款是多少', '投资者超过100万的基金有哪些', '哪些机构买了招商银行的股票，并且投资数量超过2千万'],
  );
  // Companies screened by a line of their statements, however the list is asked (的公司有哪些, 的企业都是哪些, 哪几家公司),
  // report in 元: a threshold in 万 names its scale. A statistic's records screened so do not.
  check('unit', ['贷款余额超过1千万的月份有哪些'], ['营业收入高于5000万的公司有哪些', '利润总额超过2千万的企业都是哪些', '哪几家公司总资产超过1千万']);
  // Retail sales split by economic type (国有单位、集体单位的社会消费品零售额) with no period named are the table's records as
  // stored; a year, 这些年, 历年 or 最新 asks a figure that is revised.
  check(
    'revision',
    ['个体单位这些年的社会消费品零售额', '2019年私营单位的社会消费品零售总额', '集体单位历年社会消费品零售数据'],
    ['帮我看看国有单位和联营单位各自的社会消费品零售额', '查一下个体单位、私营单位的社会消费品零售金额'],
  );
  // A price per share asked (多少钱一股, 几块钱一股), with a slip between 是 and it (是的多少钱一股吗), is no membership of a
  // board; a kind of stock asked after 是 still is.
  check('industry-standard', ['隆基绿能是光伏股吗', '中国神华是煤炭股吗'], ['你能查下万华和恒瑞的股价是的多少钱一股吗', '海天味业现在是要几块钱一股吗']);
  // 营收 whose line the same sentence names in full (营业收入, 营业总收入) is that line; alone it is 营业收入 or 营业总收入.
  check(
    'gaap',
    ['2019年格力电器的营收是多少', '2019年格力电器的营收是多少？营业收入同比呢'],
    ['2019年格力电器的营收是多少，营业收入同比增长率是多少', '2019年格力电器营业总收入同比增长多少，营收多少'],
  );
  // A fund report's own indicator asked by its name (本期利润扣除本期公允价值变动损益后的净额, 本期已实现收益) is the fund's line,
  // whatever the fund is called; a company's profit is not.
  check(
    'gaap',
    ['2021年格力电器的利润是多少'],
    ['2021年上半年易方达蓝筹A本期利润扣除本期公允价值变动损益后的净额', '2019年第三季度嘉实新兴产业的本期已实现收益和本期利润'],
  );
  // Stocks a screen keeps pointed at as "those" (超1元的那些证券里) are the table's rows, as 这些 and 所有: their market value is
  // the table's column. A company's market value asked alone still names no basis.
  check('market-cap-method', ['格力电器的市值是多少'], ['11年市盈率超15%，或是11年的每股盈余超2元的那些证券里市值最高的是多少', '股价高于10元的那些股票里市值最大的是哪只']);
  // A figure stated to have passed a level in its own clause, then how it grew asked (超过了2000，那同比增长了多少): the row the
  // condition picks, its change column. Asked with no condition, or of a passage, it is an amount or a percent.
  check(
    'unit',
    ['北京去年二手房成交数量同比增长了多少？', '上下文：去年成交额超过了2000亿，那同比增长了多少？'],
    ['北京上一年度的二手房成交数量超过了3000，那同比增长了多少？', '广州的新房成交量已经超过1万套了，那么环比增加了多少'],
  );
});

describe('batches 48–49 review', () => {
  // A mainland group's arm incorporated abroad reports in its own currency (COSCO Shipping Ports in US dollars, Sinopec
  // Kantons in Hong Kong dollars), and a mainland company compared with one abroad (Toyota's yen) needs one currency.
  check(
    'currency',
    ["What was COSCO Shipping Ports' revenue in 2023?", "What was Sinopec Kantons' revenue in 2023?", "Compare BYD's and Toyota's revenue in 2023."],
    ["What was COSCO Shipping Holdings' revenue in 2023?", "What was BYD's revenue in 2023?"],
  );
  // A price per share however the share is named (a Berkshire Hathaway Class A share), per security or per GDR
  // is a quote; a price per ton or per kilowatt-hour is what a good sells for.
  check(
    'adjusted-price',
    [
      'What was the price per Berkshire Hathaway Class A share on March 1, 2015?',
      'What was the price per security of the REIT on March 1, 2015?',
      'What was the price per GDR of Huatai Securities on March 1, 2020?',
    ],
    ['What was the average price per ton of coal Peabody sold in 2022?', 'What was the average price per kilowatt-hour Duke Energy charged in 2022?'],
  );
  // A company the data knows asked in the scale of an amount the question gives is still its filing's figure, rescaled;
  // a worked problem's made-up company is not.
  check(
    'precision',
    ['What was Tesla\'s revenue in USD million? Note that Tesla spent USD 500 million on a plant.'],
    ['Northwind Ltd. earned EUR 2 million investing idle loan funds while its warehouse was built. What borrowing cost (in EUR million) can Northwind capitalise?'],
  );
  // A money amount stated to have passed a level, then its growth asked, still reads in 亿 or in percent; a count's is
  // the row's change column.
  check(
    'unit',
    ['贵州茅台2023年营收超过了1000亿，那同比增长了多少', '宁德时代净利润超过了400亿，那么同比增长了多少', '工业增加值超过了5万亿，那同比增长了多少'],
    ['上海去年的二手房成交数量超过了2万，那同比增长了多少？'],
  );
  // Companies abroad screened by a line (美国企业, 港股公司) report in their own currencies, not in 元: the scale stays open.
  check('unit', ['净利润超过5000万的美国企业有哪些', '净利润超过5000万的港股公司有哪些'], ['净利润超过5000万的企业有哪些']);
});

describe('batches 50–51, English questions', () => {
  // Summarize as a database's aggregate (the lowest close of each stock, the average close of every stock) asks a figure per
  // group, no summary to write: a price level over the history; the risk factors summarized are still a description.
  check(
    'adjusted-price',
    ['Summarize the lowest closing price of every stock over its history, sorted from low to high.', 'Summarize the average closing price of each stock since its listing.'],
    ['Summarize the risk factors that could move the stock price of Tesla.'],
  );
  // Retail sales of consumer goods worded by their data (the retail data for social consumer goods) over the years are
  // each year's figure, revised; the records of a split by units with no period, or by trade sectors, are the table's.
  check(
    'revision',
    ['Can you show the retail data for social consumer goods of collective units over the years?', 'What was the retail value of consumer goods in the catering industry in 2015?'],
    [
      'Show the records of the retail data for social consumer goods of private units.',
      'Show the monthly records of retail sales of consumer goods of state-owned units over the years.',
      'What is the retail value of consumer goods in the catering industry and other industries?',
    ],
  );
  // A share register's figure for a year written with its word (for the year 2019) is asked for a year; at its end is a date.
  check(
    'period-vs-point',
    ['Which ten companies had the largest total share capital for the year 2019?'],
    ['Which ten companies had the largest total share capital at the end of the year 2019?'],
  );
  // The three sectors' output or production value, however rendered, is a region's GDP by sector: revised, and no
  // classification standard's industries; companies in a sector still are.
  check(
    'revision',
    ['What was the production value of the tertiary industry in Zhejiang in 2012?', 'What was the gross output of the primary and secondary industries in Hubei for 2015?'],
    ["What was the production value of Midea's air conditioner business in 2012?"],
  );
  check(
    'industry-standard',
    ['How many companies in the tertiary industry had revenue above 1 billion yuan in 2010?'],
    ['What was the total production value of the primary, secondary and tertiary industries in Henan in 2010?', "What was the secondary industry's production value in Anhui in 2008?"],
  );
  // (Main) business income is 营业收入 or 主营业务收入 as English renders them: the line itself; bare income is none.
  check(
    'gaap',
    ['Which listed companies had income above 50 billion yuan in 2021?'],
    ['Which listed companies had business income above 50 billion yuan in 2021?', 'List the companies whose main business income exceeds 20 billion yuan.'],
  );
  // A table's catch-all row quoted ("Other") is no company whose fiscal year a bare year might be; a company quoted is.
  check('fiscal-year', ['What share of total revenue did "Deere" contribute in 2020?'], ['What share of total segment revenue did "Other" contribute in 2020?']);
});

describe('batches 50–51, Chinese questions', () => {
  // The three sectors' output named as 产值 is 生产总值 by sector, revised.
  check('revision', ['浙江省2012年第三产业产值是多少'], ['浙江省2012年第三产业有多少家上市公司']);
  // A change's extent (增幅, 增长幅度) is a percent, as 涨幅 is: no share count over a year; the count itself still is.
  // (The count flagged is a year's: a quarter named after the year is the quarter's record date, one date; batches 52–53.)
  check('period-vs-point', ['宁德时代2021年的户均持股数'], ['宁德时代2021年3季度的户均持股数季度增幅', '万科2019年4季度户均持股数的季度增长幅度']);
  // The year a screen names for the earnings carries to the multiple it screens by next (the table's year-named columns);
  // with no year, or across another (今年), the multiple's basis is open.
  check(
    'pe-definition',
    ['每股收益高于0.8元，同时市盈率低于15的股票有哪些', '12年每股收益高于0.8元，今年市盈率低于15的股票有哪些'],
    ['那些12年每股收益高于0.8元，同时市盈率低于15的股票有哪些', '13年的EPS超过2元而且PE低于20的股票有几只'],
  );
  // A holding an equity transfer's record states (转让前, 出让后持股比例) is dated by the transfer, as in English.
  check('period-vs-point', ['2021年华兰生物股东的持股比例分别是多少'], ['2021年华兰生物股东的转让前持股比例与转让后持股比例分别是多少']);
  // A CSRC division said with 行业 (纺织行业, 采矿行业) is the division's own name; one Shenwan or CITIC also names (房地产),
  // or a longer name ending in the stem (轻工制造), is not.
  check('industry-standard', ['房地产行业有哪些上市公司', '轻工制造行业有哪些公司'], ['纺织行业有哪些上市公司', '采矿行业的公司都有哪些']);
  // Records asked by their accumulation basis ("期末累计", "年末累计") with no period are the table's, as in English; a
  // year, 历年 or GDP (a national account) still asks a revised figure.
  check(
    'revision',
    ['2018年"期末累计"工业生产总值是多少', '历年"期末累计"的地区生产总值', '"全国"的"期末累计"地区生产总值数据'],
    ['"全国"集体企业的"期末累计"工业生产总值是多少', '帮我看看"年末累计"的工业生产总值数据'],
  );
});

describe('batches 50–51 review', () => {
  // "Total" in quotation marks is a company's name too (TotalEnergies): still a company whose fiscal year a year may be.
  check(
    'fiscal-year',
    ['What was the revenue of "Total" (TotalEnergies) in 2022?', 'What was the revenue of "Total" in 2022?'],
    ['What is the percentage of "Other" in total product sales in 2019?'],
  );
  // Business income names 营业收入 only beside a sum in yuan; Apple's, Siemens' or Toyota's names no line.
  check(
    'gaap',
    ["What is Apple's business income in 2022?", "What was Siemens' business income in 2021?", "What was Toyota's main business income in fiscal 2023?"],
    ['In which provinces are the companies with a business income of over 100 billion yuan distributed?'],
  );
  // A change's extent asked in money is an amount (营收 still names no line), not a percent; in 百分点 it stays one.
  check('gaap', ['贵州茅台2022年营收增长幅度多少亿元？'], ['2022年比亚迪的营收增长幅度有多大？', '比亚迪2022年营收增长幅度是多少百分点？']);
  check('precision', [], ['贵州茅台2022年营收增长幅度多少亿元？', '比亚迪股价今天变动幅度多少元？']);
  // EPS's year carries only to a multiple screened by next, not to one asked, nor to today's.
  check(
    'pe-definition',
    ['2023年每股收益最高的公司，其市盈率是多少？', '2022年每股收益超过1元的公司现在的市盈率是多少？'],
    ['2022年每股收益超过1元且市盈率低于20的公司有哪些？'],
  );
});

describe('batches 52–53, English questions', () => {
  // The sum of an economy's imports and exports in other words (the total value of import and export, goods imported and
  // exported) is the customs' total, published in US dollars and in RMB; a currency named settles it.
  check(
    'currency',
    ['How much was the total value of import and export last year?', 'What was the total value of goods imported and exported in our country in 2019?'],
    ['What was the total amount of import and export in 2022 in US dollars?'],
  );
  // Companies with a concept (the concept of "X", stocks carrying a theme) are a vendor's board's members, and a company's
  // competitors are its industry's; a concept of accounting, or how one company competes, is neither.
  check(
    'industry-standard',
    ['How many stocks carry the "metaverse" theme?', 'List the companies with the concept of "Huawei" in Guangdong.', 'Which listed companies compete with BYD?'],
    ['Explain the concept of materiality for companies with large assets.', 'How does Apple compete with Samsung in smartphones?'],
  );
  // A sector named in a statement before a request is context; a first sentence that is itself the ask is not.
  check(
    'industry-standard',
    ['I want to know the stocks of the hot sector "low-altitude economy". Please list their codes.'],
    ['The liquor sector fell sharply this week. Please check the main operating cost of Kweichow Moutai for 2022.'],
  );
  // The largest or smallest of a statistic's records on an accumulation basis is one period's figure picked, revised; the
  // records shown as stored are not.
  check(
    'revision',
    ['What were the highest and lowest "end-of-period cumulative" retail sales of consumer goods in Zhejiang?'],
    ['Show the "end-of-period cumulative" retail sales of consumer goods in Zhejiang.'],
  );
  // Growth rates, plural, are rates: no flow asked without a period, no currency.
  for (const category of ['period-vs-point', 'currency'] as const) {
    check(category, ["What is Beijing's fiscal revenue?"], ["What are the growth rates of Beijing's fiscal revenue over the past five years?"]);
  }
});

describe('batches 52–53, Chinese questions', () => {
  // How a price moved month by month (股价逐月变化) is its monthly closes over its history, as in English.
  check('adjusted-price', ['列出东方财富股价逐月变化，包括月份和收盘价'], ['列出东方财富股价逐月变化，包括月份和收盘价，不复权']);
  // A company's competitors are its industry's; stocks related to a theme asked in the next clause are its board's.
  check('industry-standard', ['宁德时代的竞争对手有哪些上市公司', '元宇宙相关的个股，都有哪些？'], ['宁德时代的竞争优势是什么']);
  // Cash paid out named by what was paid (实派金额, 派发现金) with no base: per share or per ten shares.
  check('unit', ['近三年实派金额超过3块的公司有哪些', '派发现金超过2元的股票有哪些'], ['近三年每股实派金额超过0.3元的公司有哪些']);
  // A bound given for another period of the rate just asked (我只知道2月的已经高于0.7) is that rate's bare threshold.
  check(
    'unit',
    ['南航3月的客座率是多少，我只知道2月的已经高于0.7'],
    ['南航3月的客座率是多少，我只知道2月的已经高于70', '南航3月的客座率是多少，我只知道2月的已经高于0.7%'],
  );
  // The smallest of the accumulated records is one period's figure, revised; retail sales' data with no period are the
  // table's records, with a year a revised figure.
  check('revision', ['广东省社会消费品零售总额"期末累计"的最小值是多少', '帮我展示2021年社会消费品零售总额的数据'], ['帮我展示社会消费品零售总额的数据']);
  // A register figure's growth rate is reported between its dates, and a quarter after the year is its end, one date.
  check('period-vs-point', ['宁德时代2022年户均持股数'], ['比亚迪2021年户均持股数半年增长率', '宁德时代2022年第3季度户均持股数']);
  // 主营收入 and 主收入 are 主营业务收入 shortened: the line itself; bare 收入 is none.
  check('gaap', ['比亚迪去年的收入是多少'], ['列出比亚迪去年的主收入', '比亚迪去年的主营收入是多少']);
  // A copula before a market value's threshold (市值是大于80亿的) still makes it a condition, no figure asked.
  check('market-cap-method', ['比亚迪的市值是多少'], ['市值是大于80亿的有几支股票，股价又是多少']);
});

describe('batches 52–53 review', () => {
  // Competitors are an industry's companies only when asked as a set of listed companies (counted, listed, in a market);
  // a company's competitors named or described are a matter of judgement, no classification's.
  check(
    'industry-standard',
    ['How many listed companies compete with BYD?', 'List the competitors of Toyota in the A-share market.', '比亚迪的竞争对手有哪些上市公司', '与特斯拉竞争的上市公司有几家'],
    ["What are Apple's main competitors?", 'What are the main competitors of Netflix and how do they differ in strategy?', '比亚迪的竞争对手有哪些', '特斯拉的竞争对手有哪些优势', '比亚迪与特斯拉竞争的公司战略有哪些不同'],
  );
  // Companies with a concept: the concept or theme follows "with", not a clause that ends in one.
  check(
    'industry-standard',
    ['Which stocks carry the "artificial intelligence" theme?', 'List the companies having the "Huawei" concept.'],
    ['How should companies with goodwill apply the concept of "impairment"?'],
  );
  // A sector named in a statement is no context for a question or request for stocks with none named: they are its own.
  check(
    'industry-standard',
    ['The liquor sector did badly this year. Which liquor stocks fell most?', 'The new energy sector is hot. List the stocks with the highest gains.'],
    ["The coal sector has performed well. Please check Apple's revenue for fiscal 2023 in USD."],
  );
  // A register figure's own growth rate is reported between its dates; another figure's growth beside it is not its.
  check('period-vs-point', ['宁德时代2021年的股东户数和营收增长率是多少'], ['比亚迪2021年户均持股数半年增长率']);
  // A quarter after the year dates a holding per account, one record date; a share count's quarter is still weighted or
  // at its end.
  check('period-vs-point', ['比亚迪2022年1季度的稀释股数是多少'], ['宁德时代2020年1季度户均持股数']);
  // A yes or no on one company's market value asks the figure; a condition picking companies does not.
  check('market-cap-method', ['中国平安的市值是大于1万亿吗', '招商银行市值大于60亿吗'], ['市值是大于60亿的股票有哪些', '请问所有股票的市值超过三百亿的是什么股票']);
  // Cash paid out, named by what was paid: not shares handed out (派发股票股利, stock given as a dividend).
  check('unit', ['派发现金超过2元的股票有哪些', '实派金额超过3的公司'], ['派发股票股利超过3的公司有哪些']);
});

describe('batches 54–55, English questions', () => {
  // China's retail sales of consumer goods by any English name, asked with no period, are the table's records, as in
  // Chinese; a year or the years still ask a revised figure, and US retail sales are no such table.
  check(
    'revision',
    ['What were the total retail sales of consumer goods in China in 2022?', 'What are the retail sales in the United States?'],
    ['How much were the social retail sales of consumer goods?', 'Give me the consumer goods retail figures for China.', 'What is the sales value of social consumer goods?'],
  );
  // Industrial output asked monthly (in "monthly", on a monthly basis, month by month, the monthly output) is every month's
  // record as released, over the years too; a year's or the years' annual output is revised.
  check(
    'revision',
    ['What was the annual industrial output value of all industrial enterprises over the years?', 'What was the monthly industrial output value in 2020?'],
    [
      'Show the national industrial output value on a monthly basis over the years.',
      'What was the industrial output value month by month for "all industrial enterprises"?',
      'Please show the gross industrial output value in "monthly" for "national" "all industrial enterprises" over the years.',
    ],
  );
  // A country said to be made up (imaginary, hypothetical, fictitious) is a worked problem's, its data given; Japan is not.
  for (const category of ['precision', 'revision'] as const) {
    check(
      category,
      ['What is the per-capita GDP (in $ trillions) of Japan derived from the GDP records?'],
      [
        'For an imaginary economy, compute GDP per person (in $ trillions) from the GDP data provided.',
        'What is the income per person (in $ trillions) of a hypothetical country derived from its GDP records?',
        'What is the average income (in $ trillions) of a fictitious state computed from the GDP data?',
      ],
    );
  }
  // A holding's market value (the position's, each stake's, the holdings') is no company's market capitalisation.
  check(
    'market-cap-method',
    ['What is the market value of Vanke?', "What is Vanke's market value, and which managers hold its bonds?"],
    ["Who holds the 22 Vanke bond, and what is the position's market value?", "Which managers hold Vanke's bonds, and what is the market value of each stake?"],
  );
  // The industry an IPO's record states is the prospectus's own field; a company's industry asked is each standard's.
  check(
    'industry-standard',
    ['Which industry does Hongta Securities belong to?'],
    ['What IPO industry did Hongta Securities list under?', "What was the industry information of Hongta Securities' IPO?", "What is the sector of China Merchants Bank's IPO?"],
  );
  // A counterparty named by a letter (customer A, client B, supplier C) is a report's or problem's anonymised one, its
  // data given; a known company named beside it is still looked up.
  check(
    'fiscal-year',
    ["What share of Apple's revenue came from customer A in 2019?"],
    [
      "What is the sales in Customer A's accounts in 2019 as a share of revenue?",
      "What is client B's accounts receivable as a percentage of its revenue in 2019?",
      "How much revenue came from supplier C's contracts in 2018?",
    ],
  );
  // Price inflation or deflation and the general price level are the economy's prices, no share's.
  check(
    'adjusted-price',
    ['What was the average share price for 2018 and 2019?'],
    ['What was the price inflation rate in 2019?', 'What was the average price deflation for 2015 and 2016?', 'What was the average aggregate price level for 2018 and 2019?'],
  );
  // A report's high or low price asked by quarters (how many, which, each) is its quarterly price-range table; a named
  // company's, or the year's high, is a price history.
  check(
    'adjusted-price',
    ["What was Apple's high stock price in each quarter of 2019?", 'What was the high stock price in 2019?'],
    ['In 2019, how many quarters did the low stock price fall below $20?', 'What was the high sales price in each quarter of 2019?'],
  );
  // A worked problem's exhibit or table gives its rates (Given Exhibit 2, Based on Exhibit 3, the data in Table 1).
  check(
    'rate-type',
    ['Omar bought 5,000 shares of a Swiss bank at CHF80 per share and hedged with a USD/CHF forward. How many US dollars does closing the forward cost?'],
    [
      'Based on Exhibit 3, Omar bought 5,000 shares of a Swiss bank at CHF80 per share and hedged with a USD/CHF forward. How many US dollars does closing the forward cost?',
      'Using the data in Table 1, Gina bought 100,000 shares of a German firm at EUR50 per share and hedged with a three-month USD/EUR forward. What would it cost in US dollars to close the forward?',
      'Gina bought 100,000 shares of a German firm at EUR50 per share and hedged with a three-month USD/EUR forward. Given Exhibit 2, what is the cash flow in US dollars at settlement?',
    ],
  );
  // Data an analyst of the problem compiled, gathered or assembled are the problem's own.
  check(
    'gaap',
    ["Using the income statement, what was the Hotel Trust's share price at the end of 2019 under the Price / FFO multiple?"],
    [
      "An analyst gathered the financial information for a hotel trust. Using the income statement, what was the Hotel Trust's share price at the end of 2019 under the Price / FFO multiple?",
      "A specialist assembled the financial data for an office REIT. Using the income statement, what was the Office REIT's share price at the end of 2018 according to the Price / FFO multiple?",
      "An intern compiled the selected financial information for a mall REIT. Using the income statement, what was the Mall REIT's share price at the end of 2020 by the Price / FFO multiple?",
    ],
  );
  // Monthly-frequency closes are monthly closes: a price history.
  check('adjusted-price', ['What are the monthly-frequency closing prices of Kweichow Moutai?'], ['What are the monthly-frequency closing prices of Kweichow Moutai, unadjusted?']);
});

describe('batches 54–55, Chinese questions', () => {
  // Retail sales asked with no period (社零总额有多少, 查一下社会消费品零售总额) are the table's records; a year or 历年 is revised.
  check('revision', ['去年社会消费品零售总额是多少', '历年社会消费品零售总额是多少'], ['我国社零总额有多少', '查一下社会消费品零售总额', '社会消费品零售总额有多少']);
  // Gross industrial output as 工业总产值 is 工业生产总值: revised, a year's or each year's; not an industrial park's own.
  check(
    'revision',
    ['北京市去年的工业总产值是多少', '江苏省历年的工业总产值', '各省市每年的"期末累计"工业总产值是多少'],
    ['工业总产值超过300亿的高新园区有哪些'],
  );
  // Monthly records ("月度", 每个月, 逐月) are every month's as released, over the years too; a year named, an annual record
  // or a US monthly series is still revised.
  check(
    'revision',
    ['2020年全国每月的工业增加值', '这些年全国的"年度"工业增加值', '美国这些年每月的非农数据'],
    ['全国这些年来的"月度"工业增加值是多少', '查一下全国每个月的工业增加值', '全国逐月的工业增加值数据'],
  );
  // A country said to be made up (虚构的国家) is a worked problem's.
  check('precision', ['日本的人均收入是多少万亿美元，根据其GDP记录计算'], ['一个虚构的国家的人均收入是多少万亿美元，根据其GDP记录计算']);
  // The industry an IPO's record states (招股书里的行业, 首发信息中所属行业) is the prospectus's field; a company's industry is each standard's.
  check(
    'industry-standard',
    ['红塔证券属于哪个行业', '中金公司属于什么行业'],
    ['红塔证券的招股书里的行业是什么', '中金公司首发信息中所属行业是哪个', '红塔证券首次公开发行资料里的所属行业是什么'],
  );
  // Banking companies (银行业公司, 银行行业公司, 银行业上市公司) are banks under every standard, as bank stocks are in English;
  // investment banking is not, and the industry's or board's members asked stay a membership.
  check(
    'industry-standard',
    ['2021年有哪些投资银行业公司进行ipo', '2021年有哪些半导体行业公司进行ipo', '银行行业一共有多少家上市公司', '平安银行是不是银行股'],
    ['2021年IPO的银行行业公司有哪些', '2022年有哪些银行业上市公司发布了年报'],
  );
  // 是不是有些公司 asks whether there are companies, no membership; a company asked to be of a kind still is one.
  check('industry-standard', ['平安银行是不是科技股'], ['是不是有一些公司在2019年的市盈率在10以上，是哪些公司', '是不是存在哪些股票在二零幺八年的PE低于五，股价多少']);
  // A year spoken with 幺 (二零幺八年, 幺九年) names the multiple's year as 二零一八年 does; no year still needs a basis.
  check('pe-definition', ['是不是有些公司的PE在十以上'], ['幺九年的本益比超过十的公司有哪些', '二零幺八年度的市净率低于一的公司有哪些']);
  // A market value already past a level (已在, 已经达到) is a statement or a condition, no figure given: a named company's
  // multiple asked after it still needs its basis.
  check(
    'pe-definition',
    ['万科A的流通市值已在200亿以上，市净率是多少', '我了解到格力电器的总市值已经达到2000亿以上，它的本益比你知道吗'],
    ['宁德时代市值已经高于1万亿了，那它的PE(TTM)是多少'],
  );
  // Monthly or weekly quotes however named (月频, 周频, 按月的, 逐月的) are a price history; one month's close is not.
  check('adjusted-price', ['000858月频收盘价有哪些', '看看600519的周频行情', '贵州茅台按月的收盘价', '贵州茅台逐月的收盘价'], ['贵州茅台5月收盘价', '贵州茅台逐月的收盘价，不复权']);
  // A holder's proportion of share counts (股数占比, 股票比例, 股本比例) is a register's figure at quarter-end record dates.
  check(
    'period-vs-point',
    ['2021年8月其他机构持有的深科技的限售股数占比', '2020年2月社保持有的深科技的股票比例', '2021年11月北向资金持有的美的集团的股本比例'],
    ['2021年6月北向资金持有的美的集团的股本比例', '2021年3季度其他机构持有的格力的限售股数占比'],
  );
});

describe('batches 54–55 review', () => {
  // A made-up country is a worked problem's subject only when no real economy is named beside it.
  check(
    'revision',
    ["Unlike a hypothetical economy, what was Japan's GDP in 2023?", 'In contrast to a theoretical nation, what was the US GDP growth rate in 2022?'],
    ['A hypothetical economy has consumption of 500, investment of 200 and government spending of 100. What is its GDP?', 'In a theoretical nation, GDP is 1,000 and taxes are 200. What is disposable income?'],
  );
  // A holding's market value is no company's, unless a company's own market value is asked beside it.
  check(
    'market-cap-method',
    ["What was Alibaba's market value, and the market value of its stake in Ant?", "What is Ping An's market value?"],
    ["What is the holding market value of Ping An's position in HSBC?"],
  );
  // Price inflation and the general price level are the economy's prices, unless a share's price is asked beside them.
  check(
    'adjusted-price',
    ["Did Tesla's stock price outpace price inflation from 2015 to 2023?", "Compare Apple's share price with the general price level since 2000."],
    ['How does price inflation affect real GDP?', 'What is the general price level if the GDP deflator is 120?'],
  );
  // A problem's exhibit or table gives its rates, not beside a company the vocabulary knows.
  check(
    'rate-type',
    ['Toyota sold $500 million of cars in the US in 2023 (Table 1). How much is that in yen?'],
    ['Given Exhibit 1, a US investor buys 1,000 shares of a German stock at €50. What is the cost in dollars?'],
  );
  // Data an analyst compiled are the problem's own, unless a company the vocabulary knows is named.
  check(
    'fiscal-year',
    ["The analyst compiled the data on Apple's revenue in 2023. What was it?", "Wall Street analysts compiled the information: what was Apple's 2023 revenue?"],
    ['John has gathered the relevant information on a retailer. What was its revenue in fiscal 2023?'],
  );
  // Retail sales growing now name the latest period.
  check('revision', ["How fast are China's social retail sales growing now?"], ['What is the total retail sales of consumer goods?']);
  // IPOs counted by industry are a classification; the industry an IPO's record states is its field.
  check('industry-standard', ['IPO行业分布', '2023年IPO的公司中，哪个行业最多？'], ['宁德时代IPO信息中所属行业是什么', '宁德时代招股书里的行业是什么']);
  // Banking companies counted or listed with nothing else asked stay a membership.
  check(
    'industry-standard',
    ['银行业的上市公司有多少家', '有多少家银行行业的上市公司', '银行行业一共有多少家上市公司'],
    ['2021年IPO的银行行业公司有哪些', '银行业公司的平均市净率是多少'],
  );
  // A company's or a plant's own gross industrial output is no statistic; a region's or the nation's is.
  check(
    'revision',
    ['2022年全国工业总产值是多少？', '江苏省2021年工业总产值是多少', '工业总产值超过500亿的省份有哪些'],
    ['比亚迪工厂的工业总产值是多少', '该公司去年的工业总产值是多少', '工业总产值超过500亿的园区有哪些'],
  );
});

describe('batches 56–57: prices as a series, boards by theme and their information, units inside a parent, bare thresholds by any distance', () => {
  // A named stock's prices asked as a series with no window, however the series is said (日频, 日度, each period's end,
  // how the closes moved), are its whole history; today's move, the latest price and a window's series are not.
  check(
    'adjusted-price',
    [
      '格力电器的日频收盘价',
      '贵州茅台日度收盘价数据',
      '查一下万科A每个月末的收盘价',
      '平安银行每季度末的股价',
      '五粮液每年年底的收盘价',
      '格力电器收盘价的变化情况',
      '600519股价的变动记录',
      "Show me Gree Electric's daily closing prices.",
      "List Moutai's month-end closing prices.",
      "What were the changes in Ping An Bank's closing price?",
    ],
    [
      '格力电器今天的收盘价变动情况',
      '平安银行的股价情况',
      "What were Gree Electric's daily closing prices in the past week?",
      'What is the difference in the closing prices between March 31, 2019 and June 30, 2019?',
      '2019年1月5日至1月12日某影院电影票的平均价格是多少',
    ],
  );
  // A board named by a theme in quotes is a vendor's, whatever standard's name it holds ("互联网金融": not CSI's 金融), its
  // companies counted however (有多少数量), and a stock's board or concept information is its memberships; where a
  // security is listed (在哪个板块上市) is its exchange board, and an accounting concept's classification no board.
  check(
    'industry-standard',
    ['"互联网金融"板块中有几家公司在上海', '"数字货币"这个板块一共有多少数量', '帮我看看000001的板块信息', '600519和000858的概念信息', '贵州茅台的概念归属是什么', 'Show me the concept information of Gree Electric.'],
    ['招商中证白酒在哪个板块上市', '宁德时代的上市板块是哪个', '会计中资产的概念分类', 'What is the concept classification of assets in accounting?'],
  );
  // A unit reported inside a parent whose year is not the calendar's (IMFT in Micron, LinkedIn and GitHub in Microsoft,
  // Hulu in Disney) takes the parent's year end; its fiscal year named with its end settles it.
  check(
    'fiscal-year',
    ["What was LinkedIn's revenue in 2019?", 'How much did GitHub earn in 2021?', 'What were the total assets of IM Flash Technologies in 2017?', 'How many subscribers did Hulu have in 2020?'],
    ["What was LinkedIn's revenue in fiscal year 2019 (ended June 30, 2019)?"],
  );
  check('currency', [], ["What was LinkedIn's revenue in fiscal year 2019 (ended June 30, 2019)?"]);
  // Such a filer's balance in a bare year is a year end's (which one is fiscal-year's); a month's, a register's figure
  // and a level also averaged over the year (debt) still read two ways.
  check(
    'period-vs-point',
    ["What were Micron's total liabilities in March 2018?", 'How many shareholders did Micron have in 2021?', "What was Micron's total debt in 2019?"],
    ['What were the total liabilities of IMFT in 2018?', "What were Starbucks' total assets in 2020?"],
  );
  // A share count a year asks may end a list of columns in its clause; a year's report or a window from a year is no such year.
  check(
    'period-vs-point',
    ['展示2019年所有公司的简称和非自由流通股本', '列出2021年各公司的代码、简称和流通A股数'],
    ['最新的2019年度报告中机构持有流通A股数量最多的公司', '2010年以后格力电器的流通A股股本'],
  );
  // Shares forfeited or cancelled in a year are a flow, no count at a date; shares outstanding in a year still are one.
  check('period-vs-point', ['What was the number of shares outstanding in 2021?'], ['What is the number of shares forfeited during the year in 2020?', 'What was the number of shares cancelled in 2021?']);
  // A dividend yield a filing states for its years, no company named, is a valuation's assumption; a company's moves.
  check('period-vs-point', ["What was Coca-Cola's dividend yield in 2019?"], ['What were the expected dividend yields in 2019 and 2020?']);
  // A bare threshold on a proportion however far after it (held by the pledgee … above 0.95), and a central bank's bond
  // issuance screened by a scale with no unit; a plot ratio is a multiple, and investors screened by their amounts are
  // a register's records in 元.
  check(
    'unit',
    ['Which companies have a cumulative proportion of shares held by the pledgee above 0.95?', "In 2012, which records of the central bank's bond issuance exceed 10 million?"],
    ['容积率小于2的楼盘有哪些', '哪些投资者买了招商银行的股票，并且投资金额超过5千万'],
  );
  // 主营业务利润 (主营利润) is a line of the mainland's statements; bare 利润 is none.
  check('gaap', ['格力电器2021年的利润是多少'], ['2019年格力电器的主营业务利润是多少', '2020年万科的主营利润是多少']);
  // Companies named and then called they (他们, 它们): the year's multiple whose extreme picks one of them, its year the earnings'.
  check('pe-definition', ['万科2012年最大的市净率是多少'], ['万科和保利它们2012年最大的市净率是多少']);
  // The parties to a deal asked (the transferor and transferee of) and when something stopped are names and dates, no amounts.
  check('currency', ["What was the amount of Acme Co., Ltd.'s equity transfer in 2020?"], ["The transferor and transferee of Acme Co., Ltd.'s equity transfer in 2020."]);
  check('period-vs-point', [], ['When did Micron stop the production of NAND at IMFT?']);
});

describe('batches 56–57 review', () => {
  // "When did" asks a date, but not when a figure crossed a threshold: which year (fiscal), in what currency and on which
  // standards is still the figure's.
  check('fiscal-year', ["When did Apple's revenue first exceed $300 billion?", "When has Apple's revenue exceeded 300 billion?"], ['When did Apple go public?']);
  check('currency', ["When did Toyota's net income pass 2 trillion?"], ['When did Apple acquire Beats Electronics?']);
  // A bare threshold read far after a proportion does not cross another measure's words (a share price, a current ratio).
  check(
    'unit',
    ["What was the proportion of Tesla's revenue from China over 0.3?", 'Which companies have a growth rate of net profit from the last annual report above 0.5?'],
    [
      'Which stocks have a yield of dividends in the last year, given a share price less than 0.95?',
      'Which companies have a proportion of revenue from China and a current ratio above 0.95?',
    ],
  );
  // Holders screened by an amount are a register's records in 元 only for a mainland company's register; an issuer's abroad
  // (腾讯, 阿里巴巴) may keep them in another currency or scale.
  check('unit', ['腾讯的投资者中哪些投资者投资金额超过1千万？', '阿里巴巴哪些股东的投资金额超过1千万？'], ['万科哪些股东的持股金额超过1千万？']);
  // 主营业务利润 is a mainland statement's line; a company's abroad (苹果, 丰田) has no such line, which one is meant reads two ways.
  check('gaap', ['苹果的主营业务利润是多少？', '丰田的主营利润是多少？'], ['贵州茅台2020年主营业务利润是多少？']);
  // The difference between two closes more than a quarter apart may cross a split (Tesla's in August 2022).
  check(
    'adjusted-price',
    ["What is the difference between Tesla's closing prices on January 3, 2022 and December 30, 2022?"],
    ["What is the difference between Apple's closing prices on March 2 and March 3, 2023?"],
  );
  // Last month's (上个月) daily closes are a window of their own, no whole history.
  check('adjusted-price', ['贵州茅台每个季度末的收盘价'], ['苹果上个月每天的收盘价']);
});

describe('batches 54–57 second review', () => {
  // Two days' prices of a named company years back differ by any split since, their difference with them; only a
  // filing's own table (no company named) gives a change read as stated.
  check(
    'adjusted-price',
    ["What was the difference in Tesla's closing price between March 1 2015 and May 1 2015?", '特斯拉2015年3月1日和2015年5月1日收盘价之差是多少'],
    ['What is the difference in the high prices between March 31, 2019 and June 30, 2019?'],
  );
  // A unit inside a parent (GitHub, LinkedIn) used as a platform by another company is no filer named; its own figures are.
  check(
    'fiscal-year',
    ["What was LinkedIn's revenue in 2022?", "What were GitHub's total assets in 2021?"],
    ["How many GitHub stars did Tesla's open-source repository have at the end of 2023?", 'What was the number of LinkedIn job postings by Amazon in 2022?'],
  );
  // How a good's price moved (a Big Mac's, Apple's iPhones') is no share's price series; a share's is, however put.
  check(
    'adjusted-price',
    ["What were the changes in Apple's stock price?", 'What were the changes in the price of Apple stock?', 'List Apple\'s month-end closing prices.'],
    ["What were the changes in the prices of Apple's iPhones?", 'What are the changes in the price of a Big Mac?', "What were the changes in the price of Tesla's Model 3?"],
  );
});

describe('batches 58–59: what the fifty-eighth and fifty-ninth taught', () => {
  // A bare cost screened by a threshold after "of" (a cost of less than, costs of more than) is the cost's own level: which
  // line (cost of revenue, total operating costs) decides the companies; a cost of something (of capital) is no line.
  check(
    'gaap',
    [
      'Which companies had a cost of under 20 million in 2018?',
      'How many firms had costs of more than 5 billion yuan last year?',
      'List the companies with a cost of at least 2 billion in 2022.',
    ],
    ['Which companies had a cost of capital of more than 8% in 2022?', 'Which companies had the cost of sales above 1 billion in 2021?'],
  );
  // New RMB loans however "new" is said (newly added, newly increased, additional) are the monetary statistics' flow, in
  // 亿元: a bare threshold names no scale; with its scale named, none is open, and "newly" says flow, not stock.
  check(
    'unit',
    [
      'Show the monthly records where the amount of newly added RMB loans is below 300,000.',
      'List the months when newly increased RMB loans exceeded 150,000.',
      'Show the records in which additional RMB loans were above 120,000.',
    ],
    ['Show the records where newly added RMB loans exceeded 3 trillion yuan.'],
  );
  check('period-vs-point', [], ['Show the records where newly added RMB loans exceeded 3 trillion yuan.']);
  // A company's number of shareholders however counted (股东总户数, 股东总人数; shareholder accounts or households, the most
  // shareholders) is a register's, stated at record dates: a year names none; its end does.
  check(
    'period-vs-point',
    [
      '2018年股东总户数排名前三的公司',
      '股东总人数2019年最少的公司',
      'Which listed company had the largest number of shareholder accounts in 2017?',
      'Which listed company had the most shareholders in 2015?',
    ],
    ['2019年末股东总户数最多的公司', '截至2019年12月31日股东总户数最多的公司'],
  );
  // A period's opening named (期初持股数, 年初) dates a holding as its end (期末) does: one record.
  check('period-vs-point', ['2015年持股数最多的董事是谁'], ['2013年，期初持股数超过5万股的董事姓名', '2015年年初持股数最多的董事是谁']);
  // High or low before a place in a ranking (the lowest rank, the highest position) is no price of a dual-listed company's.
  check(
    'market-cap-method',
    ['What was the highest price of CITIC Securities in 2023?'],
    [
      'Among the funds of which type does CITIC Securities have the highest ranking by AUM?',
      'Among the funds of which type does CITIC Securities hold the lowest position in the AUM ranking?',
      'Among which type of funds does CITIC Securities have the lowest place in the AUM ranking?',
    ],
  );
  // A listed company's name before "concept" names a vendor's theme board of other companies, not its own listings.
  check(
    'market-cap-method',
    ["What is Baidu's stock code?"],
    ['Which stocks are in the Baidu Concept Stocks? Give their names and codes.', 'List the codes of the stocks that belong to the Alibaba concept.'],
  );
  check('industry-standard', ['Which stocks are in the Baidu Concept Stocks? Give their names and codes.'], []);
  // An industry's market measured as a statistic (半导体行业市场的销售额, 产业市场规模) or a region's sales of it (欧洲地区…行业的销售额)
  // is the statistic's own, no companies to classify; the industry's companies or its revenue growth still are.
  check(
    'industry-standard',
    ['中国半导体行业2023年营收增速是多少？', '全球半导体行业的龙头公司有哪些'],
    ['北美地区20年半导体行业市场的销售额是多少', '亚太地区光伏行业市场的规模是多少', '欧洲地区18年半导体行业的销售额同比多少'],
  );
  // Belonging to a verdict (超标, 不合格, 违规) is an inspection's finding, no category; belonging to a board or a kind of stock is one.
  check('industry-standard', ['宁德时代属于新能源板块吗', '这家公司属于科技股么'], ['金湾区有几家企业属于废水超标了吗', '有多少家工厂是属于不合格的吗']);
  // Gross industrial output as one column of a table of parks, asked for a park's founding or planned area, is the park
  // table's, however the park is called or left unnamed; the economy's own output is a revised statistic.
  check(
    'revision',
    ['2019年工业总产值是多少'],
    ['工业总产值超过1000亿的开发区是哪年设立的', '那个工业总产值超过800亿的是哪一年成立的呀', '工业总产值大于500亿的高新区规划面积多大'],
  );
  // Two of a filer's years named in its own short form (F18 and F19, FY18 to FY19) compared: the report's own basis of an
  // adjusted measure, as between 2018 and 2019; one such year alone keeps its basis open.
  check(
    'gaap',
    ['What was the normalised EBITDA in F19?'],
    ['On a normalised basis, how much did EBIT rise between F18 and F19?', 'On an underlying basis, what was the change in EBITDA from FY18 to FY19?'],
  );
  // Statements the question says come with it (provided by the company, accompanying, attached) are its data: no filing
  // looked up, so the scale asked rounds as a problem's; a named company's statements are its filing's.
  check(
    'precision',
    ['According to the financial statements provided by Apple, what was its 2019 revenue in billions?'],
    [
      "Based on the financial statements supplied by the firm, what was QR Corp's 2019 FCFE in millions?",
      "Using the accompanying financial statements, what is KL Ltd's 2020 free cash flow in millions?",
    ],
  );
});

describe('batches 58–59 review', () => {
  // Statements the question says come with it are its data only when no company the vocabulary knows is named: with
  // Apple or Toyota named, "the statements provided by the company" are its filing's, looked up; a company providing
  // statements (to the SEC) gives none here. An unnamed problem's supplied statements stay its data.
  check(
    'fiscal-year',
    [
      'Using the information provided by the company, what was Apple revenue in 2023?',
      'Based on the financial statements provided by the company, what was Apple revenue in 2023?',
      'What was Apple revenue in 2023 per the supplied statements?',
      'Apple provided statements to the SEC; what was its revenue in 2023?',
    ],
    ['Using the financial statements provided by the company, what was the 2019 free cash flow in millions?'],
  );
  check('gaap', ["Based on the statements provided by the management, what was Toyota's net income in 2023?"], []);
  check('precision', [], ["Based on the financial statements supplied by the firm, what was QR Corp's 2019 FCFE in millions?"]);
  // Added or additional names new RMB loans' flow only before the loans: deposits added together or additional details
  // leave the stock or flow open.
  check(
    'period-vs-point',
    ["What is the sum of China's RMB loans and deposits added together in 2023?", "What were China's RMB loans in 2023 and additional details on deposits?"],
    ['What were additional RMB loans in 2023 in China?', 'How much were newly added RMB loans in China in 2023?'],
  );
  // 底 dates a share count only as a year's or month's end (年底, 12月底), not 到底 (after all).
  check('period-vs-point', ['贵州茅台2023年的总股本到底是多少？'], ['贵州茅台2023年底的总股本是多少？', '贵州茅台2023年12月底的总股本是多少？']);
  // A park's founding asked beside gross industrial output is the park table's; since a founding (成立以来, 成立之初) is the economy's.
  check(
    'revision',
    ['中国工业总产值自新中国成立以来增长了多少？', '中国2023年工业总产值较成立之初增长多少？', '江苏省2023年工业总产值是多少？'],
    ['2023年工业总产值大于500亿的开发区是什么时候成立的？'],
  );
});

describe('batches 60–61, English questions', () => {
  // The CSRC door 科学研究和技术服务业 however English renders it (technology or technological services), capitalised or
  // not: the national classification's own name; a bare "technology services industry" is any standard's.
  check(
    'industry-standard',
    ['Which companies are in the technology services industry?'],
    [
      'Which companies in Jiangsu have a first-level industry of "Scientific research and technology services"?',
      'How many listed firms are in the Scientific Research and Technological Services industry?',
    ],
  );
  // A worked problem translating a subsidiary's figures (its functional or reporting currency, the current rate method):
  // the standard sets the rate it tests; a real company's RMB sum turned into dollars still asks which rate.
  check(
    'rate-type',
    ["What is Tencent's 2022 revenue of RMB 554 billion in US dollars?"],
    [
      'ABC Ltd reports in RMB under IFRS. Its US subsidiary, whose functional currency is the US dollar, earned USD 40 million in revenue and USD 6 million in profit in 2019. What revenue should ABC report from the subsidiary?',
      'A parent uses RMB as its presentation currency and the current rate method. Its subsidiary had sales of USD 12 million and costs of USD 7 million. What sales does the parent report?',
    ],
  );
  // A register figure's own growth rate (per capita or per household holdings) is a growth the register reports; the
  // holding itself in a bare year is still a point asked for a span.
  check(
    'period-vs-point',
    ['What is the per capita shareholding proportion of Gree Electric in 2020?'],
    [
      'What is the quarterly growth rate of per capita shareholding proportion of Midea in 2021?',
      'What is the growth rate of the number of shareholders of Gree Electric in 2020?',
      "What is the per capita shareholding proportion's quarterly growth for Haier in 2020?",
      'Which company had the largest number of shares pledged in March 2020?',
    ],
  );
  check('period-vs-point', ['Which company had the largest number of shares in March 2020?'], []);
  // A place in single quotes is no possessive: its closing quote names no company; a company's possessive still does.
  check(
    'fiscal-year',
    ["What were Zephyr Holdings' dividends in 2020?"],
    ["Which local listed companies in 'Jiangsu Province' paid dividends in 2021?", "Which companies in 'Shanghai' distributed dividends in 2019?"],
  );
  // A worked problem's amounts written with thousands separators (4,200 in sales) are its data.
  check(
    'fiscal-year',
    ["What were Zephyr Holdings' sales in 2019?"],
    ['The AB group, reporting under US GAAP, expects its subsidiary ZX to have 4,200 in sales and 1,800 in cost of sales in 2019. What is the gross margin for 2019?'],
  );
  // Records asked whether they exist, then their amounts listed in a sentence of their own: the amounts are asked, and a
  // trade statistic's are published in US dollars and in RMB.
  check(
    'currency',
    [
      "In 2012, are there records of China's imports and exports? Please list the total value of imported goods.",
      'Are there customs records for 2011? List the export value.',
    ],
    ["In 2012, are there records of China's imports and exports? Please list the total value of imported goods in US dollars."],
  );
  // A sector's GDP written with the sector first (tertiary industry gross domestic product) is the national accounts'
  // split, no classification; its values listed (the data scale of …) are amounts, revised after release.
  check('revision', ["List the data scale of China's secondary industry gross domestic product over the years."], []);
  check(
    'industry-standard',
    ['Which sector does Gree Electric belong to?'],
    ["List China's tertiary industry gross domestic product over the years.", "What was China's primary industry gross domestic product in 2020?"],
  );
  // A contribution screened by a bare number below 10 (contributing more than 2) is a share: 2% or a ratio of 2.
  check(
    'unit',
    ['Which companies had their main business income contribute more than 2 in 2019?', 'Which companies had a revenue contribution above 0.5 in 2020?'],
    ['Which companies had a revenue contribution above 5% in 2020?'],
  );
});
describe('batches 60–61, Chinese questions', () => {
  // A table's industry field by its 细分 name, and securities a screen picks asked as 什么证券: the table's own column.
  check('industry-standard', ['航运行业的公司有哪些'], ['细分行业为航运，市值在五十亿美元以上的都是什么股票', '细分行业是银行，股价高于10元的都是什么证券']);
  // A grade or level something belongs to (一级保护区, 四星级, 5A级): an official grading, no industry.
  check('industry-standard', ['贵州茅台属于白酒吗'], ['这些水源地属于一级保护区吗', '这家酒店属于四星级吗', '这个景区属于国家5A级吗']);
  // Retail sales' trade split, the statistic named first (社会消费品零售数据…餐饮行业的记录, 社零): its records.
  check(
    'industry-standard',
    ['餐饮行业的公司有哪些'],
    ['社会消费品零售的数据里，帮我查住宿餐饮行业的记录，北京的', '帮我查社零数据里住宿餐饮行业的记录，上海的'],
  );
  // A multiple with its year after it (市盈率预计在19年, 市净率于12年), a screen's 估值 after the multiple its year carries to,
  // and a multiple on revalued net assets (重估市净率, revalued P/B): each names its earnings or book.
  check(
    'pe-definition',
    ['市盈率低于10的公司有哪些', '市盈率在2022年的最高值是多少', "What is CapitaLand's P/B?"],
    [
      '市盈率预计在19年和20年都低于15的公司有哪些',
      '市净率于12年和13年均低于1的银行有哪些',
      '有哪些公司13年的每股收益高于0.5元，或者市盈率估值低于八倍的',
      '重估后的市净率低于0.8的股票有哪些',
      "What is CapitaLand's revalued P/B?",
    ],
  );
  // Pledged or frozen shares in a month are the pledge events' records; total shares in a month are still a point.
  check('period-vs-point', ['2020年3月总股本最多的公司有哪些'], ['2021年5月质押股数最多的公司有哪些', '2019年6月被冻结股数占总股本比例前5的公司有哪些']);
  // A fund's profit or income with its report period between is the fund report's line; a company's is not.
  check('gaap', ['贵州茅台2021年第一季度的利润是多少'], ['该基金2020年上半年的收入是多少', '易方达沪深300ETF 2019年度的盈利是多少']);
  // A trade statistic screened by two bare thresholds: conditions on the records, not data given.
  check('currency', ['帮我查一下我国2012年，出口金额低于5000万，而进口金额超过4000万的月份'], ['帮我查一下我国2012年，出口金额低于5000万美元，而进口金额超过4000万美元的月份']);
  check('unit', ['帮我查一下我国2012年，出口金额低于5000万，而进口金额超过4000万的月份'], ['帮我查一下我国2012年，出口金额低于5000万美元，而进口金额超过4000万美元的月份']);
  // A bare cost screening companies names no line (营业成本, 营业总成本, 主营业务成本); a named cost, a profit's
  // contribution or lease income does.
  check(
    'gaap',
    ['2020年成本超过500亿的企业有哪些', '哪些公司的成本高于100亿元'],
    ['营业成本超过1000亿元的公司有哪些', '利润贡献超过1的公司有哪些', '租赁收入高于5000万元的公司有哪些'],
  );
});

describe('batches 60–61 review', () => {
  // A translation problem tests the standard's rate only on a subsidiary's or foreign operation's figures: a real
  // company whose functional or reporting currency is named, its own figure turned into dollars, still asks which rate.
  check(
    'rate-type',
    [
      'Given Alibaba\u2019s functional currency is RMB, what was its 2023 net income in US dollars?',
      "Convert Tencent's 2023 revenue into US dollars, given its reporting currency is RMB.",
    ],
    ['A subsidiary\u2019s functional currency is the euro; under the current rate method, translate its revenue of €500 into RMB at 7.8.'],
  );
  // A contribution's threshold written with thousands separators (1,000,000 in capital) is an amount, no share of a whole;
  // a small bare number still is one.
  check(
    'unit',
    ["Which stocks had a contribution above 5 to the S&P 500's return in 2023?"],
    ['Which partners contributed more than 1,000,000 in capital?'],
  );
});

describe('a fund beside a company', () => {
  // A fund's own profit or income is its report's one line (本期利润); a company's asked beside it, before or after,
  // still names no line (利润总额, 净利润 or 归母净利润).
  check(
    'gaap',
    [
      '易方达蓝筹精选混合型基金的利润和五粮液的利润分别是多少？',
      '该基金的收入和格力电器的收入相比哪个高？',
      '万科的盈利和这只基金的盈利分别是多少？',
    ],
    ['易方达蓝筹精选混合型基金的利润是多少？', '该基金2021年上半年的收入是多少？', '南方中证500ETF和嘉实沪深300ETF的利润分别是多少？'],
  );
});

describe('two companies compared in Chinese', () => {
  // Two or more companies named, joined and set against each other by a comparative ask (哪个高, 谁的…更多, 哪家最高)
  // read as companies compared, as 相比 does: a bare 利润 or 收入 names no line of either. Not a table's rows, one
  // company's periods or its own two items.
  check(
    'gaap',
    [
      '贵州茅台和五粮液的利润哪个高？',
      '比亚迪跟特斯拉的营收哪个多',
      '长城汽车、吉利汽车、长安汽车的利润哪家最高？',
      '万科与保利发展的收入，哪一个更多？',
    ],
    [
      '哪个季度的收入高',
      '这两个产品哪个卖得多',
      '茅台2022年和2023年的利润哪个高',
      '万科去年和今年的收入哪个多',
      '格力一季度与二季度的利润哪个高',
      '格力的收入和利润哪个增长更快',
      // One's margin more than another's: each reported figure, as 与微软相比 reads it; not one company's against its past.
      '苹果的营业利润率比微软高多少',
    ],
  );
  // Reporters in different currencies set against one another that way: converted at which rate.
  check(
    'rate-type',
    ['丰田和福特的营收哪个高', '索尼和通用汽车的收入哪个多'],
    ['丰田2022年和2023年的营收哪个高', '贵州茅台和五粮液的营收哪个高'],
  );
});
