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
    assert.ok(categories('贵州茅台2023年12月29日的收盘价是多少?').includes('adjusted-price'));
    assert.ok(categories('共达电声最近一个月的最高价是多少').includes('adjusted-price'));
    assert.ok(!categories('贵州茅台2023年12月29日的不复权收盘价是多少?').includes('adjusted-price'));
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
    const { standards } = readJson<{ standards: { id: string; names: string[]; level1: string[] }[] }>('src/core/lint/data/industry-classifications.json');
    for (const { id, names, level1 } of standards) {
      for (const name of names) assert.equal(industryStandard(`按${name},宁德时代属于哪个一级行业?`), id, name);
      const own = level1.filter((l) => standards.every((other) => other.id === id || !other.level1.some((o) => o.includes(l))));
      for (const name of own) assert.equal(industryStandard(`宁德时代是否属于${name}行业?`), id, name);
    }
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
    it.question = "What were Alphabet's total assets as of December 31, 2023?";
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
    it.question = '贵州茅台2025年8月14日的成交量是多少?';
    it.language = 'zh';
    it.answer!.parts[0].unit = '股';
    assert.equal(lintQuestion(it.question, { item: it }).find((f) => f.rule === 'volume-unit')?.severity, 'hint');
    assert.ok(!lintItem(it).some((f) => f.code === 'lint.volume-unit'));
  });
});
