/**
 * What a question asks, read before any rule applies: the kind of quantity, the company and its fiscal calendar,
 * the period, the unit, scale and rounding asked, and any definition the question gives. Rules then concern only the
 * quantity kinds they are about (a ratio needs no currency; a listed quote has a conventional precision).
 */
import fiscalCalendars from './data/fiscal-calendars.json';
import industryClassifications from './data/industry-classifications.json';
import * as v from './vocabulary';

/**
 * quote: a price, level or rate of a named instrument; amount: a money amount from a statement; ratio: a ratio,
 * percentage, margin, growth or multiple; count: a number of things (shares, employees, companies, volume);
 * name: which one, who, what name; reason: why, how, what factors (no number).
 */
export type QuantityKind = 'quote' | 'amount' | 'ratio' | 'count' | 'name' | 'reason';

export interface FiscalFiler {
  name: string;
  yearEnds: string;
  /** The year ends in January to March, so "fiscal 2022" is named by its end year by some and its start year by others. */
  namingVaries: boolean;
}

export interface QuestionReading {
  kind: QuantityKind;
  /** A company of the non-calendar fiscal-year vocabulary the question names, with the month its year ends in. */
  fiscalFiler?: FiscalFiler;
  /** The question says fiscal or calendar, or gives the period's end date. */
  periodPinned: boolean;
  /** A scale asked (thousands, millions, billions, 万, 亿…). */
  scaleAsked: boolean;
  /** How to round is stated (decimals, nearest, 取整…). */
  roundingStated: boolean;
  /** The question gives its formula or names its basis ("calculated as", "divided by", 按…计算). */
  defines: boolean;
  /** The classification standard the question names or implies through a level-1 name only it uses. */
  industryStandard?: string;
}

const DEFINITION = /\b(?:defined as|calculated (?:as|by|using)|computed (?:as|by)|measured as|derived as|formula|divided by|dividing|over total|ratio of\b[^.?!]{1,60}\bto\b|as a (?:%|percent(?:age)?) of|(?:as a )?(?:share|proportion|percentage|portion|fraction) of|relative to|per (?:share|employee|unit|store))\b|[=÷]|计算公式|公式|定义为|计算方式|计算方法|按[^。?\uFF1F]{1,25}计算|除以|之比|占[^。?\uFF1F]{1,20}(?:比|的比例|的比重|百分比)|÷|=/i;

const SCALE_ASKED = /\b(?:in|of)\s+(?:[A-Z]{3}\s+|US\$?\s*|USD\s*|\$\s*|(?:US |U\.S\. )?dollars?\s+)?(?:thousands?|millions?|billions?|trillions?|mn|bn|mm)\b|\b(?:thousands?|millions?|billions?|trillions?)\s+of\b|\b(?:USD|US\$|\$|RMB|CNY|EUR|HKD|JPY)\s*(?:thousands?|millions?|billions?|trillions?|mn|bn|k|m|b)\b|[千万亿]元|万亿|百万|千万|(?:多少|几)(?:千|万|亿|百万)|单位[:\uFF1A]?\s*(?:千|万|亿|百万)/i;

const ROUNDING = /decimal|\bd\.?p\.?\b|\brounded\b|\bround(?:ing)?\b|\bnearest\b|significant (?:figures|digits)|\bprecision\b|accurate to|whole number|\binteger\b|小数|保留|精确到|四舍五入|取整|整数|有效数字/i;

const PERIOD_PINNED = new RegExp(
  String.raw`\bfiscal\b|\bFY\s?'?\d{2}|\bcalendar (?:year|quarter)\b|\b(?:year|months|quarter|period|weeks) end(?:ed|ing)\b|\bending (?:in )?${'(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)'}|${v.FULL_DATE_EN}|会计年度|财年|财政年度|自然年|\d{1,2}月\d{1,2}日|(?:19|20)\d{2}年\d{1,2}月`,
  'i',
);

// Kinds are told by what the question asks for; the first that matches wins, so the order matters.
const REASON = /^\s*(?:why\b|how (?:does|did|do|has|have|is|are|was|were|would|could|should|can|might)\b(?! (?:much|many))|assess|evaluate|summari[sz]e)|\b(?:explain|describe|discuss|analy[sz]e|outline|recommend|stress-test)\b|\bwhat (?:adjustments|factors|drivers|risks|reasons?|caused|explains?|are the (?:main |key |primary )?(?:reasons?|drivers|factors|risks|components|differences))\b|\bwhy\b|为什么|为何|原因|哪些因素|驱动因素|如何(?!计算)|怎样|请?(?:分析|说明|阐述|论述|讨论|解释|概述|描述)/i;
const NAME = /^\s*(?:which|who|whom|name the (?!(?:value|amount))|list the)\b|\b(?:which (?:segment|company|companies|one|of|sector|industry|region|country|year|quarter|business|product|auditor|exchange|index|method|standard)|what (?:is|was|are|were) the (?:name|ticker|auditor|headquarters|industry|sector|segment|type|method|currency|exchange))\b|哪(?:个|家|一|些|只|种|年|类|位)|是谁|名称|叫什么|什么(?:行业|板块|名字|公司)|属于/i;
const RATIO = new RegExp(
  String.raw`\b(?:ratio|margin|percent(?:age)?s?|proportion|growth rate|rate of (?:return|growth|change)|yield|return on|returns?|ROE|ROA|ROIC|ROCE|CAGR|turnover(?! value)|multiple|times|basis points|bps|portion|share of|coverage|payout|leverage|drawdown)\b|%|${v.MULTIPLE}|率|比例|占比|比重|增速|同比|环比|涨跌幅|涨幅|跌幅|倍|百分比|百分点|回撤`,
  'i',
);
const QUOTE = new RegExp(
  String.raw`\b(?:(?:closing|opening|settlement|share|stock|trading|latest|last|intraday|spot|bid|ask|strike) prices?|price of|prices? (?:of|for)\b|quote|clos(?:e|ed|ing)(?: (?:price|level|value|rate))?|opening|(?:index|closing|opening) level|level of|exchange rate|(?:high|low)(?:est)?(?: price)?|(?:traded|trading|quoted) at|settle(?:d|ment))\b|${v.CRYPTO_EN}|收盘|开盘|最高价|最低价|最新价|股价|价格|现价|点位|汇率|报价|结算价|收于|收报`,
  'i',
);
const COUNT = /\bhow many\b|\bnumber of\b|\b(?:trading )?volume\b|\bheadcount\b|\bshares (?:outstanding|issued|traded)\b|(?:多少|几)(?:家|个|人(?!民币)|名|只|股|手|张|次|户|位|座|辆|套)|家数|数量|人数|成交量|股本|股数/i;
const AMOUNT = new RegExp(
  String.raw`\b(?:${v.FLOW_EN}|${v.STOCK_EN}|${v.AMOUNT_EN}|cost of (?:goods sold|revenue|sales)|COGS|SG&A|expenses?|costs?|receivables?|payables?|interest|taxes|cash|capital|deposits|loans|borrowings|amount|value|proceeds|payments?|compensation|fees?|spend(?:ing)?|how much)\b|[$¥€£]|金额|多少元|费用|成本|资产|负债|利润|收入|现金|存款|贷款|市值|成交额|成交金额|分红|派息`,
  'i',
);
const NUMBER_ASKED = /\b(?:what (?:is|was|were|are)(?! the (?:name|reason))|how (?:much|many|large|big|long)|calculate|compute|give|estimate|name the (?:value|amount))\b|多少|几(?:个|家|倍)|是多少|计算|求/i;

/** The kind of quantity the question asks for. */
export function quantityKind(question: string): QuantityKind {
  const asksNumber = NUMBER_ASKED.test(question);
  if (REASON.test(question) && !(asksNumber && (RATIO.test(question) || AMOUNT.test(question) || QUOTE.test(question)))) return 'reason';
  if (NAME.test(question) && !/\bhow (?:much|many)\b|多少|是多少/.test(question)) return 'name';
  if (RATIO.test(question)) return 'ratio';
  if (QUOTE.test(question)) return 'quote';
  if (COUNT.test(question) && !/金额|成交额|\bvalue\b|\bamount\b/i.test(question)) return 'count';
  return 'amount';
}

interface Named { names: string[]; yearEnds: string }
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A name as a whole word in English, as written in Chinese. */
const namePattern = (name: string) => (/[\u4e00-\u9fff]/.test(name) ? escape(name) : `(?<![\\w-])${escape(name)}(?![\\w-])`);
const filers = [...fiscalCalendars.companies, ...fiscalCalendars.groups].map((c: Named) => ({
  pattern: new RegExp(c.names.map(namePattern).join('|'), 'i'),
  filer: { name: c.names[0], yearEnds: c.yearEnds, namingVaries: /^(?:January|February|March)/.test(c.yearEnds) },
}));

/** The non-calendar fiscal filer a question names, if any. */
export function fiscalFiler(question: string): FiscalFiler | undefined {
  return filers.find((f) => f.pattern.test(question))?.filer;
}

const standardNames = industryClassifications.standards.map((s) => ({ id: s.id, pattern: new RegExp(s.names.map(namePattern).join('|'), 'i') }));
/** Level-1 names used by exactly one standard: naming one implies the standard. */
const uniqueLevel1 = (() => {
  const owners = new Map<string, string[]>();
  for (const s of industryClassifications.standards) for (const name of s.level1) owners.set(name, [...(owners.get(name) ?? []), s.id]);
  return [...owners].filter(([, ids]) => ids.length === 1).map(([name, [id]]) => ({ id, pattern: new RegExp(namePattern(name), 'i') }));
})();

/** The classification standard a question names, or implies with a level-1 name only that standard has. */
export function industryStandard(question: string): string | undefined {
  return (standardNames.find((s) => s.pattern.test(question)) ?? uniqueLevel1.find((s) => s.pattern.test(question)))?.id;
}

export function readQuestion(question: string): QuestionReading {
  return {
    kind: quantityKind(question),
    fiscalFiler: fiscalFiler(question),
    periodPinned: PERIOD_PINNED.test(question),
    scaleAsked: SCALE_ASKED.test(question),
    roundingStated: ROUNDING.test(question),
    defines: DEFINITION.test(question),
    industryStandard: industryStandard(question),
  };
}
