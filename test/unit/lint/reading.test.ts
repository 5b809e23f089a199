// The linter reads what a question asks before applying a rule: the quantity kind, the company and its fiscal
// calendar, the unit, scale and rounding asked, the definition given; and with an item, what its answer key pins.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { lintItem, lintQuestion } from '../../../src/core/lint/engine';
import { fiscalFiler, industryStandard, quantityKind, readQuestion } from '../../../src/core/lint/reading';
import { clone, readJson } from '../helpers';

const categories = (question: string) => lintQuestion(question).map((f) => f.category);
const rulesOf = (question: string) => lintQuestion(question).map((f) => f.rule);

describe('the kind of quantity asked', () => {
  const cases: [string, ReturnType<typeof quantityKind>][] = [
    ['What was the latest close of the Dow Jones Industrial Average?', 'quote'],
    ['贵州茅台最近一个交易日开盘价', 'quote'],
    ['美元兑日元最新汇率', 'quote'],
    ["What was Alphabet's revenue for fiscal year 2023?", 'amount'],
    ['贵州茅台2023年的营业收入是多少?', 'amount'],
    ["What is Walmart's inventory turnover ratio?", 'ratio'],
    ["What was Alphabet's capex as a % of revenue in 2023?", 'ratio'],
    ['贵州茅台2023年的毛利率是多少?', 'ratio'],
    ['How many employees did Alphabet have at the end of 2023?', 'count'],
    ['贵州茅台2025年8月14日的成交量是多少?', 'count'],
    ["Which segment grew fastest in Alphabet's fiscal 2023?", 'name'],
    ['宁德时代属于哪个行业?', 'name'],
    ['What adjustments does the company make to arrive at adjusted EBITDA?', 'reason'],
    ['为什么贵州茅台的毛利率高于同行?', 'reason'],
    ['法定存款准备金是指商业银行必须将其吸收的存款按照一定比率存入（）的存款。', 'reason'],
  ];
  for (const [question, kind] of cases) test(`${kind}: ${question}`, () => assert.equal(quantityKind(question), kind));
});

describe('rules apply to the quantity kinds they concern', () => {
  test('a listed quote keeps the market\'s precision and currency', () => {
    for (const q of ['What was the latest close of the Dow Jones Industrial Average?', '贵州茅台最近一个交易日开盘价', '美元兑日元最新汇率', "What was Apple's latest closing price on NASDAQ?"]) {
      assert.deepEqual(categories(q), [], q);
    }
  });
  test('a ratio or percentage needs no currency, unit or GAAP basis', () => {
    for (const q of ["What was Walmart's inventory turnover ratio for the fiscal year ended January 31, 2024?", "What was Alphabet's year-over-year change in revenue for fiscal year 2023, in percent, rounded to one decimal place?", "What was Alphabet's capex as a % of revenue for fiscal year 2023, rounded to one decimal place?"]) {
      const found = categories(q);
      for (const c of ['currency', 'unit', 'gaap'] as const) assert.ok(!found.includes(c), `${c} on ${q}`);
    }
  });
  test('a name or a reason needs no currency or unit', () => {
    for (const q of ["Which segment of Alphabet grew fastest in fiscal year 2023?", 'What adjustments does Uber make to arrive at adjusted EBITDA?']) {
      assert.deepEqual(categories(q).filter((c) => c === 'currency' || c === 'unit'), [], q);
    }
  });
  test('a computation on data the question gives is not a look-up', () => {
    assert.equal(readQuestion('A firm has a P/E of 12x, a borrowing rate of 5%, and a D/E of 4x. Is equity or debt cheaper?').selfContained, true);
    assert.deepEqual(categories('A firm records 120 million in total revenue and 90 million in operating costs. What is its operating margin?'), []);
  });
  test('a question about a given filing that names no company takes its period, scale and basis from the filing', () => {
    assert.equal(readQuestion('What was the net income in 2018?').entity, false);
    assert.deepEqual(categories('What was the net income in 2018?'), []);
    assert.ok(categories("What was Alphabet's net income in 2018?").includes('gaap'));
  });
});

describe('a definition or a named basis settles the point', () => {
  test('a formula given', () => {
    assert.equal(readQuestion("What is Tesla's operating margin for fiscal year 2023, calculated as operating income divided by revenue?").defines, true);
    assert.deepEqual(categories("What is Tesla's operating margin for fiscal year 2023, calculated as operating income divided by revenue?"), []);
    assert.ok(categories("What was Tesla's operating margin for fiscal year 2023?").includes('gaap'));
  });
  test('a P/E that names its earnings, a market cap that gives its method', () => {
    assert.deepEqual(categories("What is Alphabet's P/E ratio at the end of 2024 using diluted EPS?").filter((c) => c === 'pe-definition'), []);
    assert.deepEqual(categories('贵州茅台2025年8月14日收盘的总市值(按总股本×收盘价计算)是多少亿元?保留两位小数。'), []);
  });
});

describe('phrasings the rules used to miss', () => {
  test('an amount asked in USD billions with no rounding', () => {
    assert.ok(rulesOf("What was Alphabet's revenue for fiscal year 2023, in USD billions?").includes('scale-rounding'));
    assert.ok(!rulesOf("What was Alphabet's revenue for fiscal year 2023, in USD billions, rounded to one decimal place?").includes('scale-rounding'));
  });
  test("a company's own fiscal-year naming", () => {
    assert.ok(rulesOf("What was Walmart's revenue in fiscal 2022?").includes('fiscal-year-naming'));
    assert.ok(rulesOf("What was Costco's revenue for Q2 2024?").includes('company-fiscal-year'));
    assert.ok(!categories("What was Walmart's revenue for the fiscal year ended January 31, 2023?").includes('fiscal-year'));
    // Microsoft's fiscal year ends in June: its own "fiscal 2024" reads one way, a bare 2024 two ways.
    assert.ok(!categories("What was Microsoft's revenue in fiscal 2024?").includes('fiscal-year'));
    assert.ok(categories("What was Microsoft's revenue in 2024?").includes('fiscal-year'));
  });
  test('a payout ratio or margin with no basis', () => {
    assert.ok(categories("What was Microsoft's dividend payout ratio in fiscal 2024?").includes('gaap'));
    assert.ok(categories('What is adjusted EBITDA for the year ending in 2024?').includes('gaap'));
    assert.ok(!categories("What was Tesla's GAAP operating margin for fiscal year 2023?").includes('gaap'));
  });
  test('一级行业 with no classification standard; a level-1 name only one standard has settles it', () => {
    assert.ok(categories('宁德时代属于哪个一级行业?').includes('industry-standard'));
    assert.ok(!categories('宁德时代属于申万哪个一级行业?').includes('industry-standard'));
    assert.equal(industryStandard('宁德时代是否属于电力设备及新能源行业?'), 'citic');
    assert.equal(industryStandard('宁德时代是否属于电力设备行业?'), 'shenwan');
    assert.equal(industryStandard('食品饮料行业'), undefined, 'a name both Shenwan and CITIC use');
  });
  test('a historical A-share close or a window high with no adjustment basis', () => {
    assert.ok(categories('贵州茅台2019年12月27日的收盘价是多少?').includes('adjusted-price'), 'a day years back');
    assert.ok(!categories('今天是2024年1月5日，贵州茅台2023年12月29日的收盘价是多少?').includes('adjusted-price'), 'a day of the recent past reads as traded');
    assert.ok(categories('共达电声最近一个月的最高价是多少').includes('adjusted-price'));
    assert.ok(categories('今天是2024年7月31日，贵州茅台1月2日到7月30日之间的最高价是多少?').includes('adjusted-price'), 'dates with no year take the year of "today"');
    assert.ok(!categories('今天是2024年7月31日，贵州茅台7月29日的收盘价是多少?').includes('adjusted-price'));
    assert.ok(!categories('今天是2024年3月29号，贵州茅台3月1号的收盘价是多少?').includes('adjusted-price'), '"today" is not a date the price is asked for');
    assert.ok(!categories('贵州茅台2019年12月27日的不复权收盘价是多少?').includes('adjusted-price'));
  });
  test('成交量 or 成交金额 取整 with no unit', () => {
    assert.ok(categories('贵州茅台2025年8月14日的成交量是多少?取整').includes('unit'));
    assert.ok(categories('贵州茅台2025年8月14日的成交金额是多少?取整').includes('unit'));
    assert.ok(!categories('贵州茅台2025年8月14日的成交金额是多少万元?取整').includes('unit'));
  });
  test('a dual-listed company\'s price with no market named', () => {
    assert.ok(rulesOf('中信银行的开盘价是多少').includes('dual-listing'));
    assert.ok(!rulesOf('中信银行A股(601998.SH)的开盘价是多少').includes('dual-listing'));
  });
});

describe('the vocabularies are data', () => {
  test('non-calendar fiscal filers, with the month their year ends and whether their naming varies', () => {
    assert.deepEqual(fiscalFiler("What was Micron's revenue in 2024?"), { name: 'Micron', yearEnds: 'August/September', namingVaries: false });
    assert.equal(fiscalFiler('丰田汽车2024年营业收入')?.namingVaries, true);
    assert.equal(fiscalFiler('What share of revenue came from Apple and Huawei in 2017?'), undefined, 'a customer is not the filer');
  });
  test('every name of the vocabularies is recognised: a filer by each of its names, a standard by each name and level-1 name only it has', () => {
    const calendars = readJson<{ companies: { names: string[] }[]; groups: { names: string[] }[] }>('src/core/lint/data/fiscal-calendars.json');
    for (const { names } of [...calendars.companies, ...calendars.groups]) {
      for (const name of names) assert.equal(fiscalFiler(`What was ${name}'s revenue in 2024?`)?.name, names[0], name);
    }
    const { standards, shared } = readJson<{ standards: { id: string; names: string[]; level1: string[] }[]; shared: { names: string[] }[] }>(
      'src/core/lint/data/industry-classifications.json',
    );
    const sharedNames = shared.flatMap((s) => s.names);
    for (const { id, names, level1 } of standards) {
      for (const name of names) assert.equal(industryStandard(`按${name},宁德时代属于哪个一级行业?`), id, name);
      const own = level1.filter((l) => !sharedNames.includes(l) && standards.every((other) => other.id === id || !other.level1.some((o) => o.includes(l))));
      for (const name of own) assert.equal(industryStandard(`宁德时代是否属于${name}行业?`), id, name);
    }
    // A name several standards share implies none of them.
    for (const name of sharedNames) assert.equal(industryStandard(`宁德时代是否属于${name}行业?`), undefined, name);
  });
  test('every finding names its category, trigger words and a rewrite or advice, in English and Chinese', () => {
    for (const [q, lang] of [["What was Walmart's revenue in fiscal 2022, in USD billions?", 'en'], ['宁德时代属于哪个一级行业?', 'zh']] as const) {
      for (const messageLang of ['en', 'zh'] as const) {
        const findings = lintQuestion(q, { lang, messageLang });
        assert.ok(findings.length > 0);
        for (const f of findings) {
          assert.ok(f.category && f.span.length > 0 && f.suggestion && f.message, JSON.stringify(f));
          assert.equal(/[\u4e00-\u9fff]/.test(f.message), messageLang === 'zh', f.message);
          assert.ok(!f.message.includes('{'), f.message);
        }
      }
    }
  });
});

describe('the answer key pins what the question leaves open', () => {
  const item = () => {
    const base = clone(readJson<Item>('samples/dataset/t2-global-sbux-assets.item.json'));
    base.question = "What was Alphabet's total revenue as of the fiscal year ended December 31, 2023, under US GAAP?";
    return base;
  };
  test('currency and scale set in the key: hints that say what settles them, not warnings', () => {
    const it = item();
    it.question = "What were Unilever's total assets as of December 31, 2023, to one decimal place?";
    const part = it.answer!.parts[0];
    part.currency = 'USD';
    part.scale = 'million';
    const findings = lintQuestion(it.question, { item: it });
    const currency = findings.find((f) => f.rule === 'currency')!;
    assert.equal(currency.severity, 'hint');
    assert.match(currency.settledBy!, /currency \(USD\)/);
    assert.equal(findings.find((f) => f.rule === 'unit-scale')!.severity, 'hint');
    assert.deepEqual(lintItem(it).map((f) => f.code), []);
    delete part.currency;
    assert.deepEqual(lintItem(it).map((f) => f.code), ['lint.currency']);
  });
  test('precision: settled by a quote precision or a tolerance that ignores decimals, raised with an exact tolerance', () => {
    const it = item();
    it.question = "What was Alphabet's revenue for fiscal year 2023, in USD billions?";
    const part = it.answer!.parts[0];
    part.tolerance = { kind: 'relative', delta: 0.01 };
    const hint = lintQuestion(it.question, { item: it, messageLang: 'zh' }).find((f) => f.rule === 'scale-rounding')!;
    assert.equal(hint.severity, 'hint');
    assert.match(hint.settledBy!, /容差/);
    assert.ok(!lintItem(it).some((f) => f.code === 'lint.scale-rounding'));
    part.tolerance = { kind: 'exact' };
    assert.ok(lintItem(it).some((f) => f.code === 'lint.scale-rounding'));
    part.quotePrecision = 2;
    assert.ok(!lintItem(it).some((f) => f.code === 'lint.scale-rounding'));
  });
  test('a volume unit is settled by the key\'s unit', () => {
    const it = item();
    it.question = '贵州茅台2025年8月14日的成交量是多少?取整';
    it.language = 'zh';
    it.answer!.parts[0].unit = '股';
    assert.equal(lintQuestion(it.question, { item: it }).find((f) => f.rule === 'volume-unit')?.severity, 'hint');
    assert.ok(!lintItem(it).some((f) => f.code === 'lint.volume-unit'));
  });
});

describe('readings learned from the real questions of the dev part', () => {
  const has = (q: string, c: string) => categories(q).includes(c as never);
  const fires = (q: string, rule: string) => rulesOf(q).includes(rule);
  test('EPS: a mainland filer has one standard, a filer under US GAAP or IFRS an adjusted figure beside it', () => {
    assert.ok(!has('贵州茅台2024年的每股收益是多少?', 'gaap'));
    assert.ok(fires('京东2024会计年度的每股收益是多少?', 'eps-basis'));
    assert.ok(fires("What was Uber's diluted EPS for fiscal year 2024?", 'eps-basis'));
    assert.ok(!has("What was Uber's diluted EPS under U.S. GAAP for fiscal year 2024?", 'gaap'));
    assert.ok(fires('贵州茅台的每股利润是多少?', 'period-missing'), 'a paraphrase of EPS');
  });
  test("a mainland filer's amounts are in RMB; a foreign company's need their currency", () => {
    assert.ok(!has('长江电力2024年的营业收入是多少亿?', 'currency'));
    assert.ok(has('特斯拉2024年的营业收入是多少亿?', 'currency'));
    assert.equal(readQuestion('拼多多2024年的营业收入是多少?').mainlandReporter, false);
  });
  test('a figure rounded with no scale or unit named is the unit ambiguity; a figure asked plainly is not', () => {
    assert.ok(has('贵州茅台2024年营业总收入是多少?保留两位小数', 'unit'));
    assert.ok(!has('贵州茅台2024年营业总收入是多少?', 'unit'));
    assert.ok(has("What was Tesla's total revenue for fiscal year 2024, rounded to two decimal places?", 'unit'));
    assert.ok(!has("What was Tesla's total revenue for fiscal year 2024?", 'unit'));
    assert.ok(!has('贵州茅台2025年8月14日的成交量是多少?', 'unit'));
    assert.ok(!has("What was Apple's trading volume on August 14, 2025?", 'unit'));
  });
  test('an amount asked in billions with no rounding, also of a filing that names no company; not in the filing\'s own millions', () => {
    assert.ok(fires('What was the total revenue in 2019, in USD billions?', 'scale-rounding'));
    assert.ok(!fires('What was the total revenue in 2019, in millions?', 'scale-rounding'));
    assert.ok(!fires('余额宝存十万元一年利息多少?', 'scale-rounding'), 'a figure given with its scale is not the scale asked');
  });
  test('a statistic published as a stock and as a flow', () => {
    assert.ok(fires("What is China's latest total social financing?", 'stock-or-flow'));
    assert.ok(!fires('What was new total social financing in China in June 2025?', 'stock-or-flow'));
    assert.ok(fires('最新一期的社融规模是多少?', 'stock-or-flow'));
    assert.ok(!fires('2025年6月社会融资规模增量是多少?', 'stock-or-flow'));
  });
  test('a deposit or loan rate needs its setter: a bank or the benchmark', () => {
    assert.ok(fires('三个月定期存款利率是多少?', 'rate-setter'));
    assert.ok(!has('建设银行三个月定期存款利率是多少?', 'rate-type'));
    assert.ok(fires('What is the one-year time deposit rate?', 'rate-setter'));
    assert.ok(!has("What is ICBC's one-year time deposit rate?", 'rate-type'));
    assert.ok(fires('一年期定存利率走势', 'rate-setter'), 'the benchmark has not moved since 2015, banks\' rates have');
    assert.ok(!has('建设银行一年期定存利率走势', 'rate-type'));
    assert.ok(!has('一年期定存利率是如何形成的?', 'rate-type'), 'an open question that is not a trend');
  });
  test('industry membership asked without the word "industry"', () => {
    assert.ok(has('北方华创属于半导体吗?', 'industry-standard'));
    assert.ok(!has('北方华创属于申万半导体行业吗?', 'industry-standard'));
    assert.ok(has('Is NVIDIA a semiconductor stock?', 'industry-standard'));
    assert.ok(!has('Is NVIDIA in the GICS Semiconductors industry?', 'industry-standard'));
  });
  test('an A+H company\'s multiples differ by listing; an offshore company\'s listings are kept level', () => {
    assert.ok(fires('中国神华的市净率是多少?', 'dual-listing-premium'));
    assert.ok(!has('中国神华A股的市净率是多少?', 'market-cap-method'));
    assert.ok(fires("What is China Shenhua's P/B ratio?", 'dual-listing-premium'));
    assert.ok(!has("What is China Shenhua's H-share P/B ratio?", 'market-cap-method'));
    assert.ok(!has("What is Alibaba's P/E (TTM)?", 'market-cap-method'));
    assert.ok(!has('华夏沪深300市值加权ETF近一年收益率是多少?', 'market-cap-method'), 'a fund\'s name is not a market-cap question');
  });
  test('a past price of an asset that trades around the clock needs a time, even when today\'s price is given', () => {
    assert.ok(fires('2024年3月5日伦敦金的价格是多少美元?', '24h-day-price'));
    assert.deepEqual(categories('北京时间2024年3月5日15:00伦敦金的价格是多少美元?'), []);
    assert.ok(fires('What was the price of Ether on Kraken three months ago?', '24h-day-price'));
    assert.deepEqual(categories('What was the price of Ether on Kraken at 00:00 UTC three months ago?'), []);
    assert.ok(has('以太坊现价3000美元，用1万美元在三个月前能买多少枚?', 'crypto-venue'));
    assert.equal(readQuestion('以太坊现价3000美元，用1万美元在三个月前能买多少枚?').pastPoint, true);
  });
  test('a non-calendar fiscal filer with no period named', () => {
    assert.ok(fires("What is Best Buy's gross margin?", 'company-fiscal-period-missing'));
    assert.ok(!has("What was Best Buy's gross margin for fiscal year 2024 (ended February 3, 2024)?", 'fiscal-year'));
    assert.ok(fires('耐克去年的营业收入是多少?', 'company-fiscal-period-missing'));
    assert.ok(!has('耐克2024会计年度(截至2024年5月31日)的营业收入是多少?', 'fiscal-year'));
  });
  test('the other names of an adjusted figure (non-GAAP, 非GAAP)', () => {
    assert.ok(fires("What is Meta's non-GAAP operating margin for 2024?", 'adjusted-measure'));
    assert.ok(!has("What is Meta's non-GAAP operating margin for 2024, as defined in its earnings release?", 'gaap'));
    assert.ok(fires('蔚来2024年非GAAP净亏损是多少?', 'adjusted-measure'));
    assert.ok(!has('蔚来2024年非GAAP净亏损是多少(按公司业绩公告口径)?', 'gaap'));
  });
  test('what is not a look-up: a how-question after a scenario, a yes/no on expectations, placeholders, thresholds, a given cross rate', () => {
    assert.equal(quantityKind('A firm issues debt to buy back stock. How does that change its P/E ratio?'), 'reason');
    assert.equal(quantityKind('贵州茅台的每股收益有没有达到预期?'), 'reason');
    assert.equal(readQuestion('Company A earns $50 of net income and has 10 shares. What is Company A\'s EPS?').selfContained, true);
    assert.equal(readQuestion('年应纳税所得额100万元以下的小型微利企业所得税率是多少?').selfContained, true);
    assert.deepEqual(categories('The yuan is quoted at 1.08 HKD and the Australian dollar at 4.70 yuan. What is the HKD/AUD cross rate?'), []);
    assert.equal(quantityKind('港股市值最高的前五家公司'), 'name');
  });
  test('who is named: not the holders in a line item, not a region a figure comes from', () => {
    assert.equal(readQuestion("What is the total Shareholders' Equity at year end?").entity, false);
    assert.equal(readQuestion('What was revenue from customers in China in 2019?').entity, false);
    assert.equal(readQuestion("What was China's GDP growth in 2024?").entity, true);
    assert.ok(!has('2023年全国一般公共预算收入是多少亿元?保留两位小数', 'gaap'), 'public finance is not a statement item');
  });
});

describe('readings behind the concept rules', () => {
  test('a second listing counts from the year it began; a currency, a counter suffix or a ticker names the listing', () => {
    assert.equal(readQuestion('宁德时代2024年3月的最高价是多少?').dualListed, false, 'H shares from 2025');
    assert.equal(readQuestion('宁德时代今天的最高价是多少?').dualListed, true);
    assert.equal(readQuestion('京东今天的收盘价是多少?').unnamedListing, true);
    for (const q of ['京东今天的收盘价是多少港元?', '京东集团-SW今天的收盘价是多少?', '京东(JD)今天的收盘价是多少?', '中国平安今天的收盘价是多少元?', '万科A今天的收盘价是多少?']) {
      assert.equal(readQuestion(q).unnamedListing, false, q);
    }
    assert.equal(readQuestion('京东方今天的收盘价是多少?').dualListed, false, 'another company whose name holds 京东');
  });
  test('share classes are not told apart by the currency', () => {
    assert.equal(readQuestion('谷歌昨天的收盘价是多少美元?').unnamedListing, true);
    assert.equal(readQuestion('谷歌(GOOGL)昨天的收盘价是多少美元?').unnamedListing, false);
  });
  test('an RMB reporter, and a holding priced abroad', () => {
    assert.equal(readQuestion('百度2023年的营业收入是多少亿美元?').rmbReporter, true);
    assert.equal(readQuestion('特斯拉2023年的营业收入是多少亿美元?').rmbReporter, false);
    assert.equal(readQuestion('腾讯控股2024年营业收入是多少亿元人民币?').foreignPriced, false);
    assert.equal(readQuestion('用10万元人民币能买多少股腾讯?').foreignPriced, true);
  });
  test('how far back a price reaches', () => {
    const history = (q: string) => readQuestion(q).priceHistory;
    assert.ok(history('格力电器最近三个月的最高价是多少?'));
    assert.ok(history('在2024年1月2日至2024年2月29日期间，格力电器的最高价是多少?'), 'dates eight weeks apart');
    assert.ok(!history('在2024年1月2日至2024年1月12日期间，格力电器的最高价是多少?'), 'ten days');
    assert.ok(history('今天是2024年5月10日，2020年5月8日格力电器的收盘价是多少?'), 'a day years before the stated today');
    assert.ok(!history('今天是2024年5月10日，5月8日格力电器的收盘价是多少?'));
    assert.ok(history("What was Nike's closing price in 2019?"));
    assert.ok(!history("What was Nike's closing price yesterday?"));
  });
  test('a company named without a possessive, not as a customer', () => {
    assert.equal(readQuestion('What is the payout ratio of Coca-Cola for 2023?').companyNamed, true);
    assert.equal(readQuestion('What is the average percentage of revenue from Apple and Huawei in 2017?').companyNamed, false);
  });
});
