/** The finance ambiguity rules (FinSearchComp Table 4 and A.2), each with English and Chinese triggers. */
import type { AnswerPart, Item, Language } from '../item/types';
import { isMonetary, numericParts, settledByCurrency, settledByScale, settledByTolerance, settledByUnit } from './answerKey';
import { ABROAD_ZH, INDUSTRY_COMPANIES_EN, NUMERIC_KINDS as NUMERIC, type QuantityKind, type QuestionReading } from './reading';
import { RULE_CATEGORIES, type LintCategory, type RuleId } from './ruleCatalog';
import * as v from './vocabulary';

type Bilingual<T> = Record<Language, T>;

export interface LintRule {
  id: RuleId;
  /** The rule's category, from the catalogue (`RULE_CATEGORIES`). */
  category: LintCategory;
  /** Words that make the question ask about what the rule covers; the rule fires on either language's. */
  trigger: Bilingual<RegExp>;
  /** Also needed for the rule to fire (a past date for adjusted prices, a price for crypto venues…). */
  context?: Bilingual<RegExp>;
  /** Words that already settle the ambiguity. */
  clarifier?: Bilingual<RegExp>;
  /** Words that put the question outside the rule (an index has no adjusted price); any one of several. */
  exempt?: RegExp | readonly RegExp[];
  /** The quantity kinds the rule concerns (default: all); a ratio needs no currency, a listed quote no stated precision. */
  kinds?: readonly QuantityKind[];
  /** What else the reading of the question must show for the rule to concern it (no definition given…). */
  needs?: (reading: QuestionReading) => boolean;
  /** With an item: whether the rule concerns its answer key at all. */
  appliesTo?: (item: Item) => boolean;
  /** With an item: what in an answer part settles the ambiguity (the key pins what the question leaves open). */
  settledBy?: (part: AnswerPart) => Bilingual<string> | undefined;
  /** {company} and {yearEnds} are filled from the reading of the question. */
  message: Bilingual<string>;
  advice: Bilingual<string>;
  /** A concrete rewrite of the question, in the question's language: [pattern, replacement] for its first match. */
  rewrite?: Partial<Bilingual<[RegExp, string]>>;
}

const re = (source: string, flags = 'i') => new RegExp(source, flags);
/**
 * `words` where the lookbehinds `before` allow them, the lookahead first: V8 tries a pattern's leading lookbehinds at every
 * position of the text, and these only where the words start.
 */
const wordsAfter = (before: string, words: string) => String.raw`\b(?=${words})${before}(?:${words})`;

const NOTES = String.raw`(?:notes|debentures)\b`;
/** The interest rate of notes themselves: the rate on the notes, the notes' rate, the rate the notes bear. */
const NOTES_RATE = String.raw`\binterest rates?\b(?: and [\w ]{1,20}?)? (?:on|of|for|borne by|payable on|associated with) (?:the |its |their |these |those |such |each )?(?:[\w'\u2019.&%-]+ ){0,4}?(?:class(?:es)? of )?${NOTES}|\binterest rates? (?:do|does|did) (?:the |these |those |such )?(?:[\w-]+ ){0,3}?${NOTES} (?:bear|carry|pay|accrue)\b|\b${NOTES}['\u2019]? (?:(?:bear|carry|pay|accrue)s? (?:an? )?(?:annual )?)?interest rates?\b|\b${NOTES}[^?!]{0,100}\b(?:associated|respective|applicable) interest rates?\b`;
/** A risk-free rate a valuation assumes (options granted, Black-Scholes), or one a filing states for a year; not a month's or a market's. */
const VALUATION_RISK_FREE = String.raw`^(?=[\s\S]*(?:期权|授予|估值|假设|公允价值|布莱克|二叉树))[\s\S]*无风险(?:年)?利率|^(?=[\s\S]*\b(?:options?|grant(?:s|ed)?|awards?|Black-Scholes|Monte Carlo|lattice|valuation|fair value|assum\w*|stock-based|share-based|warrants?)\b)[\s\S]*\brisk[- ]free (?:interest )?rates?\b`;
/**
 * A risk-free or discount rate a filing states for a year (a valuation's or a pension's assumption), case-sensitive:
 * "may" and "us" are not a month or a country; not a month's, a market's or a central bank's discount rate.
 */
const STATED_RISK_FREE = String.raw`^(?![\s\S]*(?:\bU\.S\.|\b(?:[Dd]uring|[Tt]hroughout|[Oo]ver the course of|US|American|Chinese|China['\u2019]?s?|UK|British|[Ee]uro(?:zone|pean)?|Japan(?:ese)?|[Mm]arket['\u2019]?s?|Fed|Federal Reserve|[Cc]entral [Bb]ank|FOMC)\b|\b${v.MONTH_NAME_EN}))[\s\S]*\b(?:[Rr]isk[- ]free (?:interest )?|[Dd]iscount )rates?\b`;
/**
 * A dividend yield a filing states for its years with no company, market or month named (the respective dividend yield
 * in 2017 and 2018: an option valuation's assumption, as the risk-free rate beside it), case-sensitive; not a named
 * company's (Apple's, of Apple, Apple dividend yield) or an index's, a level that moves with the price.
 */
const STATED_DIVIDEND_YIELD = String.raw`^(?![\s\S]*(?:['\u2019]s\b|\b(?:of|for) [A-Z]|\b[A-Z][\w&.-]* (?:[Dd]ividend|[Ee]xpected)|\b(?:[Mm]arket|[Ii]ndex|S&P|${v.MONTH_NAME_EN})\b))[\s\S]*\b(?:[Ee]xpected |[Aa]ssumed |[Rr]espective )?[Dd]ividend yields?\b`;
/** A day or period the market is looked up at: a year (not a sum, $2000), today, yesterday (case-sensitive rules spell both cases). */
const WHEN_LOOKED_UP_EN = String.raw`(?<![\d$.,])(?:19|20)\d{2}(?!\d|[.,]\d)|\b(?:[Tt]oday|[Yy]esterday|[Ll]ast (?:week|month|year)|[Tt]his (?:week|month|year))\b`;
const WHEN_LOOKED_UP_ZH = String.raw`(?:19|20)\d{2}\s*年|今天|今日|昨天|昨日|本周|上周|本月|上月|最近|近期`;
/** A contract a worked example defines (each contract is for 100 ounces, 每手合约10吨), in a question dated nowhere. */
const CONTRACT_DEFINED_EN = String.raw`^(?![\s\S]*(?:${WHEN_LOOKED_UP_EN}))[\s\S]*(?:\b(?:[Ee]ach|[Oo]ne|[Ee]very|[Pp]er|[Aa]) (?:futures? )?contract (?:is for|covers|represents|is on|has|consists of|of)\s+(?:\$\s?)?\d|\bcontract (?:size|multiplier|unit)\b[^.?!]{0,20}\d)`;
/** A contract named by its delivery month (买入5月菜籽油期货合约): which contract is asked. */
const CONTRACT_MONTH_ZH = String.raw`(?<!\d)\d{1,2}月份?[\u4e00-\u9fffA-Za-z]{0,6}?(?:期货)?合约`;
const CONTRACT_DEFINED_ZH = String.raw`^(?![\s\S]*(?:${WHEN_LOOKED_UP_ZH}))[\s\S]*(?:每(?:份|张|手)(?:期货)?合约(?:为|是|代表|对应|包含)?\s*\d|合约(?:乘数|规模|单位)(?:为|是)?\s*\d)`;
/** A time of day and its zone, or a benchmark fixed at one (the LBMA's fixing, a CME settlement), for an asset that trades around the clock. */
const TIME_OF_DAY_EN = String.raw`\bUTC\b|\bGMT\b|\bET\b|\bEST\b|\bEDT\b|New York (?:time|close)|London (?:time|close)|Beijing time|\d{1,2}:\d{2}|\b\d{1,2}\s*(?:am|pm)\b|\bCME\b|\bLBMA\b|\bSGE\b|\bfixing\b`;
const TIME_OF_DAY_ZH = String.raw`北京时间|纽约时间|伦敦时间|\d{1,2}:\d{2}|\d{1,2}点|上海黄金交易所|定盘`;
const TIME_OF_DAY_ADVICE: Bilingual<string> = { en: 'Give the time and time zone, e.g. "at 00:00 UTC on 14 August 2025".', zh: '写明时点与时区,如"北京时间2025年8月14日8:00"。' };
/** A look-up about a named company or instrument, not a computation on data the question gives nor a forecast's bound. */
const lookup = (r: QuestionReading) => r.entity && !r.selfContained && !r.forecastBound;
/** Not what follows an effect on it (a charge's impact on net income, how a rate impacts net loss): a change, not the figure. */
const NOT_AN_EFFECT_ON = String.raw`(?<!\b(?:(?:impacts?|effects?|influence) (?:on|to)|(?:impact|affect|influence)(?:s|ed|d)?) (?:[\w'\u2019.-]+ ){0,6})`;
/** Not a figure an effect is asked on (对公司的盈利有多大的影响): the change, not the figure. */
const NOT_AN_EFFECT_ZH = String.raw`(?![^，。？?！!]{0,8}?影响)`;
/**
 * Not revenue asked beside its own cost line (收入、主营业务成本, 营收和营业成本, 营业成本与收入): the cost names the line, the revenue
 * of the same business (主营业务收入, 营业收入).
 */
const COST_LINE_ZH = String.raw`(?:主营业务|主营|营业)成本`;
const BESIDE_COST_ZH = String.raw`(?!(?:[、，,和与及跟]|以及)${COST_LINE_ZH})`;
const NOT_BESIDE_COST_ZH = String.raw`(?<!${COST_LINE_ZH}(?:[、，,和与及跟]|以及))`;
/**
 * Not total revenue asked on its own (总收入, 总营收): the top line a mainland statement names 营业总收入. Before total
 * spending (總收入及總支出) it is every income against every outlay, no line (total spending asked first is its own trigger).
 */
const NOT_TOTAL_REVENUE_ZH = String.raw`(?<!总(?=(?:收入|营收)(?![^，。？?！!]{0,6}?总(?:支出|开支|花费))))`;
/**
 * Not 营收 whose line the same sentence names in full, nor 主营收入 (主营业务收入 shortened, as 主收入 is: the line itself) (营收是多少，营业收入同比增长率是多少; 营业总收入和营收): the short name
 * is that line's. Looked for within 60 characters, so a long input costs no scan of the whole sentence per 营收.
 */
const LINE_NAMED_IN_FULL_ZH = String.raw`(?<!营业总?收入[^。？?！!]{0,60})(?<!主)营收(?![^。？?！!]{0,60}营业总?收入)`;
/**
 * Not a fund's own profit or income (华夏50ETF的利润, 这只基金的收入, 股票型基金的盈利), its report period between
 * (华夏50ETF2021年第一季度的利润, 该基金2020年上半年的收入): its report's one line (本期利润). Only the fund's figure: a
 * company's asked beside it (华夏50ETF的利润和贵州茅台的利润) still names no line. Not a fund manager's (基金公司; 华夏基金
 * or 南方基金 named bare are managers) nor a bank's fee on selling funds (代销基金收入). Written after the word, so it is
 * tried only where the word is; ETF and LOF in either case, as the trigger's pattern is case-sensitive.
 */
const NOT_A_FUNDS_OWN_ZH = String.raw`(?<!(?:[Ee][Tt][Ff]|[Ll][Oo][Ff]|(?:这只|这支|这个|该|此|本)基金|(?:混合|债券|股票|指数|货币|联接|配置|成长|价值|精选|优选|收益|偏股)型?(?:证券投资)?基金)(?:[A-Ca-c]类?)?(?:\s*(?:19|20)\d{2}\s*年度?(?:第?[一二三四1-4]季度|[上下]半年)?)?[^，。？?！!]{0,6}?(?<!代销|销售|托管|管理费?)(?:利润|收入|盈利))`;
/** Not what follows a change in it (the year-over-year change in contract liabilities in 2021): a flow over the period, not the balance. */
const NOT_A_CHANGE_OF = String.raw`(?<!\b(?:changes?|increases?|decreases?|movements?|growth) in (?:the |its |their )?(?:[\w'\u2019.-]+ ){0,3})`;
/** A balance sheet's stock or a balance at a point; named once so a lookahead can find it before the lookbehinds run. */
const BALANCE_EN = String.raw`${v.STOCK_EN}|${v.POINT_BALANCE_EN}`;
/** A flow, a spend or a margin: what accrues over a period, so a date alone names none (not a dividend, declared on a day). */
const FLOW_AT_DATE_EN = String.raw`(?!dividends?\b)(?:${v.FLOW_EN})|sp(?:end|ent|ending)|(?:profit |operating |gross |net |EBITDA )?margins?`;
/**
 * Money spent on an activity no statement reports as a line (在获客上花了多少, 用于可持续发展的支出, 风险管理上的支出,
 * 获客成本), not on one it does (研发, 广告, 营销, 资本开支, 利息, 税, 分红, 回购, 薪酬).
 */
const REPORTED_SPEND_ZH = '研发|研究|广告|营销|销售|市场推广|资本|固定资产|利息|税|分红|股息|回购|薪酬|工资|员工|租';
const ACTIVITY_ZH = String.raw`(?:(?!${REPORTED_SPEND_ZH})[^，。？?！!；;\d年])`;
const ACTIVITY_SPEND_ZH = String.raw`(?:在|用于)${ACTIVITY_ZH}{1,12}?(?:上|方面)的?(?:花了|花费|投入|支出|开支|费用)|用于${ACTIVITY_ZH}{1,12}?的(?:支出|开支|花费|投入|费用)|获客(?:成本|费用|支出|开支)?|客户获取成本`;
/** A look-up about a named company, also one named without a possessive ("the EPS of Coca-Cola"); not a forecast's bound. */
const companyLookup = (r: QuestionReading) => r.companyNamed && !r.selfContained && !r.forecastBound;
const notGiven = (r: QuestionReading) => !r.selfContained;
/** A number, or how one moved: a trend question (走势) asks the same figure over time. */
const NUMBER_OR_TREND: readonly QuantityKind[] = [...NUMERIC, 'reason'];
const numberOrTrend = (r: QuestionReading) => r.kind !== 'reason' || r.asksTrend;
/** A figure or how it moved, asked rather than computed from data the question gives. */
const askedLevelOrTrend = (r: QuestionReading) => notGiven(r) && numberOrTrend(r);

const MULTIPLE = re(v.MULTIPLE);
/** Not a quarter after a year (2020年1季度, 2020年第一季度): a quarter's end, one date. */
const NOT_A_QUARTER_ZH = String.raw`(?!\s*(?:第\s*)?[1-4一二三四]\s*季)`;
/**
 * Not a holding per account in a quarter after the year (2020年1季度户均持股数): the register's record date, one date. A share
 * count in a quarter (2022年1季度的稀释股数) is still weighted over it or taken at its end.
 */
const NOT_A_REGISTER_QUARTER_ZH = String.raw`(?!\s*(?:第\s*)?[1-4一二三四]\s*季度?[^。?\uFF1F]{0,6}?户均持股)`;
/** A company's own market value in English (market cap, the market value of its shares), not a fair value or a plan's assets. */
const COMPANY_MARKET_VALUE_EN = /\bmarket cap(?:italization|italisation)?\b|(?<!\bfair )\bmarket value\b(?! of (?:[\w.&'\u2019-]+ ){0,4}(?:pension|plan|assets|investments|securities|holdings|debt|notes|bonds|loans|collateral))/i;
/** An RMB exchange rate asked in Chinese: an exchange rate with no currency named (read as the RMB's), a rate against the RMB (not 人民币对冲, a class hedged into it), a foreign currency's rate alone (美元汇率, 港币牌价), or a sum to be changed (1000美元能换多少人民币, 5万元换成欧元). */
const RMB_RATE_ZH = re(String.raw`^(?![\s\S]*(?:${v.FOREIGN_CURRENCY_ZH}|人民币|离岸|在岸|(?<![A-Za-z])(?:${v.FOREIGN_CURRENCY_EN}|CNY|CNH|RMB)(?![A-Za-z])))[\s\S]*?(?<!交叉|远期|有效|实际|名义|使用的|采用的|折算)汇率(?:现在|今天|今日|目前|最新|的)?(?:是|为)?(?:多少|几|走势|怎么样|如何)|人民币[^。?!\uFF1F\uFF01]{0,12}汇率|汇率[^。?!\uFF1F\uFF01]{0,12}人民币|(?:兑|对)人民币|人民币(?:兑|对(?!冲))|(?:${v.FOREIGN_CURRENCY_ZH})[^。?!\uFF1F\uFF01兑对]{0,6}?(?:汇率|牌价|兑换价|现汇价|现钞价)|外汇牌价|(?:${v.FOREIGN_CURRENCY_ZH})(?:现在|今天|今日|目前|最新)?(?:能换|值|合|等于)?多少(?:钱|人民币)|(?:${v.FOREIGN_CURRENCY_ZH})[^。?!\uFF1F\uFF01]{0,10}(?:等于|折合|折算|换算成?|换成|兑换成?|能换|可换|合)[^。?!\uFF1F\uFF01]{0,4}(?:人民币|(?<![日美港欧韩澳加新])元(?![\/每]))|(?:人民币|\d\s*[千万亿]?元)[^。?!\uFF1F\uFF01]{0,10}(?:等于|折合|折算|换算成?|换成|兑换成?|能换|可换|可以换|合)[^。?!\uFF1F\uFF01]{0,6}(?:${v.FOREIGN_CURRENCY_ZH})`);
/** Words after a rate or price that make it the cause or the instrument, not the level asked. */
const NOT_THE_LEVEL = String.raw`\s+(?:changes?|effects?|impacts?|risks?|exposures?|sensitivit(?:y|ies)|fluctuations?|movements?|swaps?|caps?|hedg\w*|differences?|adjustments?|translation|volatility|index)\b`;
/**
 * A valuation multiple quoted each trading day (PE, P/B, PETTM, PE (TTM), price-to-book) asked in a month, no day named:
 * any day's, every day's or the month-end's multiple (which stocks had a PE below 10 in December). A year's is left to
 * a filing's own multiple.
 */
const MULTIPLE_IN_MONTH_EN = String.raw`(?:\bP\/?[EBS](?:\s?\(?(?:TTM|LF|MRQ|LYR)\)?)?|\bPE ?TTM|\bprice[- ](?:to[- ])?(?:earnings|book|sales))(?: ratios?| multiples?)?\b[^.?!;]{0,40}?\b(?:in|for|during)\s+(?:the month of )?${v.MONTH_NAME_EN}(?![\d/-]|\s+\d{1,2}\b|,?\s+\d{1,2}(?:st|nd|rd|th)?,)`;
/**
 * Not shares subscribed, allotted, traded, issued, pledged or frozen (有效申购股数, 买入股数, 发行股数, 被冻结质押股数): a flow, an
 * offering's or a pledge's own record (the pledge events of the month named); nor the shares a proportion is of (占总股本比例:
 * the ratio's base, no count asked); not
 * shares already issued (已发行股数), the count outstanding.
 */
const NOT_TRADED_SHARES_ZH = '(?<!申购|认购|配售|获配|中签|买入|卖出|购买|回购|增持|减持|(?<!已)发行|转让|授予|行权|质押|冻结|解押|解冻|占)';
/** A price's move (收盘价连续上涨): a change between closes, not a level. */
const PRICE_MOVE_ZH = String.raw`(?:连续|持续)?(?:上涨|下跌|上升|下降|走高|走低)`;
/**
 * Not the price of goods (药品的价格, 价格大于10块的药品): what a thing sells for, no share's quote; but goods naming an
 * industry's stocks (价格最高的食品股, 家电板块, 食品饮料公司) are shares.
 */
const GOODS_NOT_SHARES_ZH = String.raw`(?:${v.GOODS_ZH})(?![\u4e00-\u9fff]{0,4}?(?:股|板块|行业|公司|企业|上市))`;
const NOT_GOODS_PRICE_ZH = String.raw`(?<!(?:${v.GOODS_ZH})的?(?:平均)?价格)(?![^，。？?！!；;]{0,12}?的${GOODS_NOT_SHARES_ZH})`;
/**
 * A technical indicator's level, not a cross of two of its lines (MACD金叉) or of the price through one (突破了10日均线),
 * which is an event of the series, nor the moving average of a series that is no price (房产销售2011年均线, 成交量均线).
 */
const INDICATOR_LEVEL_ZH = String.raw`(?:${v.TECHNICAL_INDICATOR_ZH})(?<!(?:突破|跌破|站上|站稳|跌穿|升穿|上穿|下穿|穿越|击穿)了?[^，。？?]{0,6}(?:${v.TECHNICAL_INDICATOR_ZH}))(?<!(?:销售|销量|成交量|成交额|交易量)[^，。？?]{0,8}(?:均线|移动平均线))(?![^，。？?]{0,6}?(?:金叉|死叉|交叉|背离|上穿|下穿))`;
/** A year or a month of one, with no day (2023年, 2023年5月): a span a level changes in. */
const YEAR_OR_MONTH_ZH = String.raw`(?:19|20)\d{2}\s*年(?:\s*\d{1,2}\s*月(?!\s*\d{1,2}\s*[日号])|(?!\s*\d{1,2}\s*月))`;
/** An interest rate, not a margin (毛利率, 净利率: a period's profit over its revenue, no value at a moment). */
const INTEREST_RATE_ZH = '利率(?<![毛净]利率)';
/** A share's price, not a rights issue's or a conversion's (配股价格, 转股价): an issue's terms, no quote. */
const SHARE_PRICE_ZH = '(?<![配转])股价';
/** Rates, prices and levels a Chinese question asks for a span: values at a moment. */
const LEVEL_ZH = `贷款利率|存款利率|${INTEREST_RATE_ZH}|LPR|Shibor|汇率|${SHARE_PRICE_ZH}|收盘价|开盘价|油价|金价|收益率|点位`;
/** A level asked over a span of years written without 年 (2019到2021的PBX值): many values, none named. */
const LEVEL_OVER_YEARS_ZH = String.raw`(?:19|20)\d{2}\s*年?\s*(?:到|至)\s*(?:19|20)\d{2}(?!\d)(?:\s*年)?[^。?\uFF1F，,]{0,8}?(?:${SHARE_PRICE_ZH}|收盘价|开盘价|${INTEREST_RATE_ZH}|汇率|收益率|点位|${INDICATOR_LEVEL_ZH})`;
/**
 * A daily level or multiple asked for a month of a year counted from now or named (今年一月的市净率, 2021年11月的PB): any
 * day, every day or the month's end.
 */
const MONTH_OF_YEAR_ZH = String.raw`(?:今年|去年|前年|本年|(?:19|20)\d{2}\s*年\s*)(?:[一二三四五六七八九十]{1,2}|\d{1,2})月(?!\s*(?:\d{1,2}|[一二三四五六七八九十]{1,3})\s*[日号])(?:份|内|期间)?[^。?\uFF1F，,]{0,12}?(?:利率|汇率|股价|收盘价|开盘价|收益率|点位|市值|市盈率|市净率|市销率|P[EBS](?![A-Za-z]))`;
/**
 * A level a screen puts a threshold on, and the stocks or companies it keeps counted or listed in a year
 * (流通市值超过50亿元的公司在2020年有多少家, 收盘价高于100元的股票2021年有哪些, 收盘价站上100元的股票, 股价超过100元的公司，2021年有多少家,
 * 市值超过100亿的公司数量在2020年是多少): which day's level passes is open, as when a year's level is asked.
 */
const LEVEL_SCREENED_IN_YEAR_ZH = String.raw`(?:${LEVEL_ZH}|市值)(?:${v.SCREEN_CONDITION_ZH}|(?:站上|站稳|突破)了?\s*\d)[^。？?！!，,]{0,16}?的[^。？?！!，,]{0,12}?[，,]?\s*在?${YEAR_OR_MONTH_ZH}(?:份|全年|内|期间)?(?:中|里)?(?:共|一共|总共)?(?:有|是|为)?(?:多少|几|哪些)`;
/** A share of a whole asked in English (what % of, the percentage of, a portion of): the whole's unit cancels. */
const SHARE_OF_EN = String.raw`(?:%|\b(?:percent(?:age)?|portion|proportion|share|fraction)) of`;
/** One English word, a possessive's too (the day's). */
const WORD_EN = String.raw`[\w'\u2019-]+`;
/** A quantity that picks the day or stock asked (成交量最大的一天): a criterion, not a figure asked. */
const NOT_A_PICK_ZH = '(?!的?最[大高多小低少]的?(?:一天|一日|交易日|那天|那一天|是哪|股票|公司|个股))';
/** A change between two rates or margins a report prints (the increase in the operating margin): asked in the report's terms. */
const RATE_CHANGE_BEFORE_EN = String.raw`(?<!\b(?:increase|decrease|decline|rise|drop|change|difference|fluctuation|gap|variation)s? (?:in|of|between) (?:the |its |their )?(?:[\w.-]+ ){0,3})`;
/** A profit margin, computed from the report's amounts (the net income margin in the third quarter). */
const PROFIT_MARGIN_EN = wordsAfter(RATE_CHANGE_BEFORE_EN, String.raw`(?:gross|operating|net|profit|income|EBITDA|EBIT|pre-?tax|contribution) margin`);
/**
 * A tax rate computed from a transaction's pretax and after-tax amounts (the tax rate applied to the gain, the tax rate on
 * the net earnings due to the gain on a sale), not a stated effective rate.
 */
const COMPUTED_TAX_RATE_EN = String.raw`\btax rate (?:(?:was|is|were) )?(?:applied|implied)\b|\bimplied tax rate|\btax rate on (?:the )?[^.?!%]{0,60}?\bgain\b|\btax rate\b[^.?!%]{0,80}?\bafter-tax\b`;
/** The shares, rates and returns UNITLESS_SHARE_EN reads. */
const SHARE_WORDS_EN = String.raw`portion|part of|growth rate|growth (?:of|in)|(?:increase|decrease|decline) rate|rate of (?:growth|return|change|increase|decrease|decline)|ROI|ROE|ROA|ROIC|IRR|CAGR|return on (?:the |an |its )?(?:average (?:total |common )?)?(?:investment|equity|assets|(?:invested )?capital|portfolio|fund)|(?:total|cumulative|annual|annualized|annualised|pre-?tax|after-?tax) returns?|(?:dividend |earnings )?yield|(?:depreciation|amortization) rate|as a (?:growth rate|rate|proportion|share)|by what rate`;
/**
 * A share, return, growth or decline rate, a profit margin or a computed tax rate asked to decimals (what portion of the
 * notes …? Answer to three decimal places.; the ROI or rate of decrease from one year to the next, to three decimals):
 * 0.123 or 12.300%. Also a stock's total or cumulative return over years, or its gap to an index's (the five year total
 * return … was how much greater than the index's): the report's performance graph prints values of $100 invested, not
 * the return. Also a depreciation rate from a useful-life range (the minimum yearly depreciation rate for land
 * improvements), and a part of a whole asked to decimals (made up how much of the net total: a share, or a sum). A
 * bare growth asked to decimals (the growth of the options' fair values from 2012 to 2013) is a rate too.
 * Not rounded to a whole number, nor one whose percent is named (the clarifier's); a percent after a
 * figure (the 7.25% notes) names an instrument, no unit; nor a ratio of two of them (the ratio of the cumulative return
 * for a stock to an index's): a plain number.
 */
const UNITLESS_SHARE_EN = String.raw`(?:${wordsAfter(String.raw`(?<!\bratios? (?:of|between) (?:the )?)`, SHARE_WORDS_EN)}\b|\bhow (?:fast|quickly) (?:did|does|do|has|have)\b|${PROFIT_MARGIN_EN}|${COMPUTED_TAX_RATE_EN}|${v.PART_OF_WHOLE_EN})(?=(?:[^%]|(?<=\d ?)%){0,200}?${v.DECIMALS_ASKED_EN})`;
/** A share asked to decimals in a clause that names no percent (占比是多少（保留2位小数）): its unit is open whatever other clauses name. */
const UNITLESS_SHARE_ZH = String.raw`(?:${v.SHARE_RATE_ZH})(?:(?!百分|%|％)[^。？?！!]){0,20}?(?<!以)小数(?:(?!百分|%|％)[^。？?！!]){0,40}(?:[。？?！!]|$)`;

/**
 * A question about market data only, not about a filing: prices, moves, volume, flows, volatility, a holding bought in
 * one year and sold in another (invested in … in 2008 and sold in 2011: dated by the calendar); not a filing's quarterly
 * price table.
 */
const MARKET_DATA = re(String.raw`^(?![\s\S]*(?:${v.FLOW_ZH}|${v.STOCK_ZH}|财报|年报|季报|业绩|\b(?:${v.FLOW_EN}|${v.STOCK_EN}|margins?|earnings|profits?|report|10-[QK]|filing|results)\b|${v.QUARTERLY_PRICES_EN}))[\s\S]*(?:股价|收盘价|开盘价|最高价|最低价|收盘|涨跌|涨幅|跌幅|成交额|成交量|成交金额|换手率|波动率|净流入|资金流|主力资金|\b(?:closing|opening|stock|share) prices?\b|\btrading volume\b|\bvolatility\b|${v.HOLDING_SOLD_EN})`);

/** An annual filing or proxy statement named by its year: "its 2020 10-K". */
const YEAR_NAMED_FILING = String.raw`\b(?:19|20)\d{2}\s+(?:Form\s+)?(?:10-K|annual report|proxy statement|DEF\s?14A)\b`;
/** A point named by a fiscal period's end: "as of the last business day of its most recently completed second fiscal quarter". */
const FISCAL_POINT = String.raw`\bas of the (?:last|final) (?:business |trading )?day of (?:its |the )?(?:[\w-]+ ){0,4}?fiscal (?:year|quarter|half)\b`;
/** One fiscal year-end named by the year it falls in ("at fiscal year-end in 2022"): only one does. */
const FISCAL_END_IN_YEAR = String.raw`\bfiscal (?:year|quarter)[- ]end(?:ed|ing)? in (?:19|20)\d{2}\b`;
/** A window counted back in days ("during the past sixty days"): dated by the calendar, whatever year its filing has. */
const DAYS_WINDOW = String.raw`\b(?:past|last|preceding|prior|previous) (?:\d+|[a-z]+(?:[- ][a-z]+)?) (?:calendar |trading |business )?days\b`;
/** A proxy filing dated by its year ("the DEF filing … in 2021"): proxies are named by the year they are filed in. */
const PROXY_OF_YEAR = String.raw`\b(?:DEF(?:[\s-]?14A)?|proxy statement)\b[^.?!]{0,60}?\b(?:in|from|of) (?:19|20)\d{2}\b`;
/**
 * A supplier's products resold (the sales of Kyocera's resale products): the reseller's own line in its filing, in its
 * currency, the supplier named only as whose products they are.
 */
const RESOLD_PRODUCTS = String.raw`['\u2019]s (?:[\w-]+ )?(?:resale|resold) products\b|\bproducts (?:resold|bought for resale) from\b`;
/** A balance after adjustments (the balance of retained earnings after adjustments): the statement's own restated balance. */
const BALANCE_AFTER_ADJUSTMENTS = String.raw`\b(?:balances?|retained earnings|accumulated deficit)\b[^.?!]{0,80}?\b(?:after|including|with|post-?)\s*(?:all |the |its )?adjustments\b`;
/** A loan's payment adjusted (the new adjusted monthly mortgage payment after a fixed-rate period): the loan's reset, no measure. */
const ADJUSTED_LOAN_PAYMENT = String.raw`\badjusted (?:[\w-]+ ){0,2}?(?:payments?|installments?|instalments?)\b`;
/** The price per share of a dividend (the final dividend for 2019): the dividend's amount per share, no traded price. */
const DIVIDEND_PER_SHARE = String.raw`\bprice per share (?:for|of) (?:the |its |each )?(?:[\w-]+ )?dividends?\b`;
/** The price a company paid for the shares it bought back: its average price, or the price at which it repurchased them. */
const REPURCHASE_PRICE = String.raw`\baverage (?:per-share |purchase |repurchase )?price\b[^.?!]{0,60}?\b(?:repurchase[sd]?|repurchasing|buy-?backs?|bought back|buying back)\b|\b(?:repurchase[sd]?|repurchasing|buy-?backs?|bought back|buying back)\b[^.?!]{0,80}?\baverage (?:per-share |purchase |repurchase )?price\b|\bat what (?:average )?price(?: per share)? (?:did|does|do|has|had|will)\b[^.?!]{0,40}?\b(?:repurchase|buy back)\b`;
/**
 * A price the company itself set for its own issue or buyback (at what price did it offer or issue its shares; the price
 * range or cap of its repurchase plan; the price per share of a preferred investment): its terms, no quote.
 */
const ISSUER_SET_PRICE = String.raw`\bprices?\b(?: per (?:[\w-]+ ){0,2}?share)? (?:did|does|do|will) (?:[\w.&'\u2019-]+ ){1,5}?(?:offer|issue|place|grant|sell) (?:its |their |the |new )*(?:[\w-]+ ){0,3}?(?:shares|stock)\b|\bprice (?:range|cap|ceiling|floor|limits?)\b[^.?!]{0,60}?\b(?:repurchases?|buy-?backs?)\b|\bprices? per (?:common |ordinary )?share of (?:[\w.&'\u2019-]+ ){0,5}?(?:preferred|placement|private placement)\b`;
/**
 * The price a plan applied to its participants' purchases (the average share price applicable to the employee purchases),
 * or the shares issued or sold to them (the average share price for the shares issued to employees): its terms, no quote.
 */
const PLAN_PURCHASE_PRICE = String.raw`\bprices?\b[^.?!]{0,40}?\b(?:(?:applicable|applied) to (?:the |its )?(?:[\w-]+ )?(?:employee|participant|plan|ESPP)s?|(?:shares|stock) (?:issued|sold|granted) to (?:the |its )?(?:employees|participants))\b`;
/** A model's fit to prices (the residual sum of squares of its predictions against the actual prices): a statistic, no price asked. */
const MODEL_FIT = String.raw`\b(?:residuals?|(?:residual |error )?sum of squares|(?:mean )?squared errors?|R-?squared|coefficient of determination)\b`;
/** A price a security's or an offering's terms set (a conversion, exercise or offering price, a rights issue's 配股价): no listing's quote. */
const TERMS_PRICE = String.raw`\b(?:conversion|exercise|strike|offering|issue|issuance) prices?\b|行权价|发行价|转股价|配股价|增发价|配售价`;
/**
 * A price per unit of a good or service (the average price per megabit, per barrel, per square foot): what the company
 * charges or pays, no quote; not a price per share (a Berkshire Hathaway Class A share, an H-share), unit, security or depositary share or
 * receipt, which is one.
 */
/**
 * The economy's prices (price inflation or deflation, price stability, the general price level), no share's: unless a share's
 * price is asked beside them (did Tesla's stock price outpace price inflation from 2015 to 2023?).
 */
const ECONOMY_PRICES_EN = String.raw`^(?![\s\S]*\b(?:stocks?|shares?|closing|opening|closed|equity)\b)[\s\S]*?(?:\bprice (?:inflation|deflation|stability)\b|\b(?:general|aggregate|overall) price levels?\b)`;
const PRICE_PER_GOOD = String.raw`\bprices? per (?!(?:[\w-]+ ){0,4}?(?:[\w]+-)?(?:shares?|stocks?|ADSs?|ADRs?|GDRs?|units?|warrants?|depositary|certificates?|securit(?:y|ies)|lots?)\b)[a-z]`;
/** An effect on a price (the expected impact of a reverse split on the market price per share): a change, not a level looked up. */
/**
 * A multiple not listed beside a price (东软集团每月收盘价，PE和PB的走势; 市盈率和股价): the price in it is the multiple's, no
 * price asked; a price listed with multiples is asked as its own series. A multiple written by both its names (市净率PB,
 * 市盈率(PE)) is one item of the list.
 */
const LIST_SEPARATOR_ZH = String.raw`\s*(?:[，,、和及与]|以及)\s*`;
const OTHER_NAME_AFTER = String.raw`(?:\s*[(\uFF08]?\s*(?:${v.MULTIPLE})\s*[)\uFF09]?)?`;
const MULTIPLE_ITEM = String.raw`(?:${v.MULTIPLE})${OTHER_NAME_AFTER}`;
const MULTIPLE_ALONE = String.raw`(?<!${v.SHARE_PRICE_ITEM_ZH}${LIST_SEPARATOR_ZH}(?:${MULTIPLE_ITEM}${LIST_SEPARATOR_ZH}){0,3}(?:(?:${v.MULTIPLE})\s*[(\uFF08]?\s*)?)(?:${v.MULTIPLE})(?!\s*[)\uFF09]?${OTHER_NAME_AFTER}${LIST_SEPARATOR_ZH}(?:${MULTIPLE_ITEM}${LIST_SEPARATOR_ZH}){0,3}${v.SHARE_PRICE_ITEM_ZH})`;
const PRICE_EFFECT = String.raw`\b(?:impacts?|effects?|influence) (?:on|of)\b[^.?!]{0,80}?\bprices?\b`;
/** A character of the same sentence: a full stop inside a word or after a company's abbreviated suffix (Co., Ltd., Inc.) ends none. */
const IN_SENTENCE_EN = String.raw`(?:[^.?!;]|\.(?=\S)|(?<=\b${v.anyOf(v.corporateSuffixes(undefined, 'abbreviated'))})\.(?!\S))`;
/** A year written with its word before it (for the year 2020, in fiscal year 2019): the year itself. */
const YEAR_WORDS_EN = String.raw`(?:(?:the )?(?:fiscal )?year )?`;
/**
 * A share register's figure asked for a year or a month that ends no quarter (shareholders in May 2020, share capital
 * in 2020, for the year 2020): stated at record dates, so the year's end or another one; a quarter's last month names its record date.
 * Also in each year, and the year first (In 2020, which holders had a shareholding of more than 10 million). Not the
 * register's figure as a ratio's denominator (frozen pledged shares to total share capital, repurchased shares as a
 * percentage of total share capital: the period's pledges or repurchases), nor, year last, a change in it.
 */
const NOT_A_RATIOS_BASE = String.raw`(?<!\b(?:to|(?:percentage|percent|proportion|share|fraction|ratio) of) (?:the |total |its )?)`;
const SHARE_REGISTER_IN_SPAN = String.raw`${wordsAfter(NOT_A_CHANGE_OF + NOT_A_RATIOS_BASE, v.SHARE_REGISTER_EN)}\b${IN_SENTENCE_EN}{0,60}?\b(?:in|for|during) (?:${YEAR_WORDS_EN}(?:${v.OFF_QUARTER_MONTH_EN},? )?(?:19|20)\d{2}\b|(?:each|every) year\b)|\b(?:in|for|during) (?:${YEAR_WORDS_EN}(?:${v.OFF_QUARTER_MONTH_EN},? )?(?:19|20)\d{2}\b),?${IN_SENTENCE_EN}{0,60}?${NOT_A_RATIOS_BASE}\b(?:${v.SHARE_REGISTER_EN})\b`;
/** The rate a reported figure is converted at, named. */
const CONVERSION_RATE_EN = String.raw`exchange rate|converted at|convenience translation|\bat (?:a|the) rate\b|\bat (?:the )?(?:(?:fiscal )?year-end|period-end|average|closing|spot) (?:exchange )?rates?\b`;

/** A data vendor named, whose own industry and concept taxonomies then apply (Wind as a name, not wind power). */
const VENDOR = /同花顺|东方财富|东财|万得|通达信|\b(?:Wind|Choice|iFinD|THS|Eastmoney|East Money|Tonghuashun)\b(?! (?:[Pp]ower|[Ee]nergy|[Ff]arms?|[Tt]urbines?)\b)/;
/** In a Chinese question Wind in any case is the vendor (用wind查询, WIND数据). */
const VENDOR_ZH = /^(?=[\s\S]*[\u4e00-\u9fff])[\s\S]*(?<![A-Za-z])wind(?![A-Za-z])/i;
const VENDOR_NAMED = { en: VENDOR, zh: VENDOR_ZH };

/** A rule as written below: its category comes from the catalogue. */
type RuleDefinition = Omit<LintRule, 'category'>;

const definitions: RuleDefinition[] = [
  {
    id: 'fiscal-year',
    trigger: {
      en: re(String.raw`\b(?:${v.FLOW_EN}|${v.STOCK_EN})\b[^.?!;]{0,40}?${v.YEAR_EN}|${v.YEAR_EN}[^.?!;]{0,25}?\b(?:${v.FLOW_EN}|${v.STOCK_EN})\b`),
      zh: re(String.raw`${v.YEAR_ZH}[^。?!;\uFF1F\uFF01\uFF1B]{0,15}?(?:${v.FLOW_ZH}|${v.STOCK_ZH})|(?:${v.FLOW_ZH}|${v.STOCK_ZH})[^。?!;\uFF1F\uFF01\uFF1B]{0,15}?${v.YEAR_ZH}`),
    },
    clarifier: {
      en: re(String.raw`\bfiscal\b|\bFY\s?'?\d{2}|\bcalendar year\b|\bannual report\b|\b10-K\b|\b20-F\b|\b(?:year|months|quarter|period) end(?:ed|ing)\b|${v.FULL_DATE_EN}`),
      zh: /会计年度|财年|财政年度|自然年|年度报告|年报|FY\d/i,
    },
    kinds: ['amount', 'ratio', 'count', 'name'],
    // A company whose fiscal year is not the calendar year draws company-fiscal-year instead, with its own words.
    // A company the vocabularies know to report on the calendar year (Intel, Amazon) has one reading of a year, as has
    // one event the year dates (the consideration of a purchase, the shares voted at a meeting).
    needs: (r) => lookup(r) && !r.fiscalFiler && !r.calendarIssuer && !r.calendarFiler && !r.datedEvent,
    message: {
      en: 'The year may be read as a calendar year or as the company\'s fiscal year, which often differ (e.g. NVIDIA).',
      zh: '年份可理解为自然年或公司的会计年度,二者常不一致(如英伟达)。',
    },
    advice: {
      en: 'Say "fiscal year 2024" (or "calendar year 2024"), e.g. "What was NVIDIA\'s revenue for fiscal year 2024?"',
      zh: '写明"2024会计年度"或"2024自然年",如"英伟达2024会计年度的营业收入是多少?"',
    },
    rewrite: { en: [/(?<!FY\s?)\b((?:19|20)\d{2})\b/, 'fiscal year $1'], zh: [/((?:19|20)\d{2})\s*年度?(?!\s*\d{1,2}\s*月)/, '$1会计年度'] },
  },
  {
    id: 'company-fiscal-year',
    // A bare year or quarter ("2023", "Q2 2024") of a company whose fiscal year is not the calendar year. A year that
    // names an annual filing ("its 2021 10-K", "the Annual Report for 2021", "the 2021 SC 13D") names one document.
    // A year after a month ("in August 2024") is a calendar month's; the year of a law's name (the Sarbanes-Oxley Act of
    // 2002) is no period, nor is a sum in a Chinese scale (蒸发1900亿美元).
    trigger: {
      // Only where a quarter, a half or a year can start: the lookbehind is not tried at every place.
      en: re(String.raw`(?=[qhfst12])(?<!\b(?:fiscal|FY)\s?'?(?:years?\s)?(?:(?:19|20)\d{2}\s*(?:to|and|through|or|vs\.?|versus|-|\u2013)\s*(?=(?:19|20)\d{2})|(?:Q[1-4]|H[12])\s)?|\b(?:annual report|10-K) for\s|\b${v.MONTH_NAME_EN},?\s|\bAct of\s)\b(?:(?:Q[1-4]|H[12]|(?:first|second|third|fourth) quarter|(?:first|second) half)\s*(?:of\s*)?(?:19|20)\d{2}|(?:19|20)\d{2}\s*(?:Q[1-4]|H[12])|(?:19|20)\d{2}(?!\s*[年千万亿])(?!\s+(?:Form\s+)?(?:10-K|annual report|SC\s?13[DG]|DEF\s?14A|proxy)\b))(?![\w-])`),
      zh: /(?:19|20)\d{2}\s*年度?(?!\s*\d{1,2}\s*月)(?:第?[一二三四1-4]季度|[上下]半年)?|(?:19|20)\d{2}\s*Q[1-4]|(?:(?<![以当目])前年|去年|今年|上一?年)(?:的|度)?(?=财报|年报|业绩|营收|营业收入|收入|净利润|利润)/i,
    },
    // An annual filing named by its year ("its 2020 10-K") settles which year the question's other "2020" is, as a
    // fiscal year named by its number does ("in 2020, and how much of it will be spent in fiscal 2021"): the question
    // counts in fiscal years, as 会计年度 or 财年 says in Chinese, or as a plan named by its fiscal year's abbreviation
    // does ("the FY22 Executive Annual Incentive Plans in 2021"). A fiscal year-end named by the year it falls in is
    // one point, and a window counted back in days from a filing is dated by the calendar.
    clarifier: {
      en: re(String.raw`${v.PERIOD_END_EN}|\bcalendar (?:year|quarter)\b|${YEAR_NAMED_FILING}|\b(?:fiscal|FY)\s?'?(?:year\s)?(?:19|20)\d{2}\b|\bFY\s?'?\d{2}\b|${FISCAL_POINT}|${FISCAL_END_IN_YEAR}|${DAYS_WINDOW}|${PROXY_OF_YEAR}`),
      zh: re(String.raw`${v.PERIOD_END_ZH}|自然年|日历年|会计年度|财年`),
    },
    // Also a question about what the period's filing says ("risks in its Q2 2023 10-Q"): which filing is meant.
    // Market data (a close, a day's move, a turnover) are dated by the calendar, not by the company's fiscal year.
    exempt: MARKET_DATA,
    // A price is asked of a filing only by quarter: a 10-K's table of market prices by fiscal quarter.
    kinds: ['amount', 'ratio', 'count', 'name', 'reason', 'quote'],
    // A description of what a year dates the same either way (internal control, leadership, ownership) has one
    // answer, as has anything about one event the year dates (a reverse split in 2019).
    // A holder's stake, or the ages and tenure of its directors, are stated at a proxy's record date, a point dated the
    // same way (UNIFI's ownership as of 2024). A Taiwan filer's named quarterly report (联电2022年第3季财务报告) is dated
    // by its calendar quarters, whatever company abroad it mentions (a settlement with Micron).
    needs: (r) =>
      r.fiscalFiler !== undefined &&
      !(r.zh && r.reportFigure) &&
      notGiven(r) &&
      (r.kind !== 'quote' || r.quarterlyPrices) &&
      (NUMERIC.includes(r.kind) ? !r.recordDateStake : !r.periodFreeTopic) &&
      !r.datedEvent &&
      !r.describedAsk,
    message: {
      en: "{company}'s fiscal year ends in {yearEnds}, not December, so a bare year or quarter may be read as calendar or as the company's fiscal period.",
      zh: '{company}的会计年度于{yearEnds}结束而非12月,只写年份或季度可理解为自然年(季)或公司的会计期间。',
    },
    advice: {
      en: 'Say "fiscal year 2023" or "fiscal Q2 2024" and give its end date, e.g. "fiscal year 2023 (ended January 28, 2024)".',
      zh: '写明"会计年度"并给出截止日期,如"2023会计年度(截至2024年1月28日)"。',
    },
  },
  {
    id: 'fiscal-year-naming',
    // "Fiscal 2022" of a company whose year ends early in the calendar year: named by the year it ends in or the one it starts in.
    trigger: {
      en: /\b(?:fiscal|FY)\s?'?(?:year\s)?(?:(?:Q[1-4]|H[12])\s)?(?:19|20)?\d{2}\b/i,
      zh: /(?:19|20)\d{2}\s*(?:会计|财政)年度|(?:19|20)\d{2}\s*财年|FY\s?\d{2,4}/i,
    },
    // A 10-K, annual report or proxy statement named by its year ("its 2020 10-K") is titled by the fiscal year it
    // reports, which settles the naming.
    clarifier: {
      en: re(String.raw`${v.PERIOD_END_EN}|${YEAR_NAMED_FILING}`),
      zh: re(v.PERIOD_END_ZH),
    },
    // Market data (a close, a day's move, a turnover) are dated by the calendar, not by the company's fiscal year.
    exempt: MARKET_DATA,
    kinds: ['amount', 'ratio', 'count', 'name'],
    // A company named as SEC EDGAR writes it (EAGLE MATERIALS INC) is asked about its filings, which name each fiscal
    // year one way, the company's own, as a compensation plan named by its title does for the years of its terms.
    needs: (r) => r.fiscalFiler?.namingVaries === true && notGiven(r) && !r.registrantInEdgarCapitals && !r.planTerms,
    message: {
      en: "{company}'s fiscal year ends in {yearEnds}: its \"fiscal 2022\" may be the year ending early in 2022 or early in 2023, depending on whose naming is used.",
      zh: '{company}的会计年度于{yearEnds}结束:其"2022财年"可能指2022年初结束的年度,也可能指2023年初结束的年度,取决于命名习惯。',
    },
    advice: {
      en: 'Give the fiscal year\'s end date, e.g. "fiscal year 2022 (ended January 29, 2023)".',
      zh: '写明会计年度的截止日期,如"2022会计年度(截至2023年1月29日)"。',
    },
  },
  {
    id: 'company-fiscal-period-missing',
    // A figure over a period of a company whose fiscal year is not the calendar year, with no period at all ("last
    // year" included): its latest fiscal year, the last calendar year and the trailing twelve months all differ.
    trigger: {
      en: re(String.raw`\b(?:${v.FLOW_EN}|${v.AMOUNT_EN}|margins?|growth|earnings|earn(?:s|ed)?|made|profits?|payout ratio|return on (?:equity|assets|invested capital)|RO[AEI]C?|turnover)\b`),
      zh: re(String.raw`${v.FLOW_ZH}|${v.AMOUNT_ZH}|利润率|毛利率|净利率|增速|增长率|派息率|分红率|净资产收益率|ROE`),
    },
    clarifier: {
      en: re(String.raw`(?:19|20)\d{2}|\bFY\s?'?\d{2}|\bF\d{2}\b|\bQ[1-4]\b|\bfiscal\b|\bquarter|\bhalf\b|\bTTM\b|\btrailing\b|\b(?:year|months|quarter|period|weeks) end(?:ed|ing)\b|\bas of\b|\b(?:latest|most recent)\b|\b10-[QK]\b`),
      zh: /(?:19|20)\d{2}|会计年度|财年|财政年度|季度|季报|半年|TTM|滚动|截至|截止/i,
    },
    // Market data (a close, a day's move, a turnover) are dated by the calendar, not by the company's fiscal year.
    exempt: MARKET_DATA,
    kinds: ['amount', 'ratio', 'count'],
    needs: (r) => r.fiscalFiler !== undefined && notGiven(r),
    message: {
      en: "{company}'s fiscal year ends in {yearEnds}, and the question names no period: its latest fiscal year, the last calendar year and the trailing twelve months all differ.",
      zh: '{company}的会计年度于{yearEnds}结束,问题却未写明期间:最近一个会计年度、上一自然年与滚动十二个月数值都不同。',
    },
    advice: {
      en: 'Name the fiscal year and its end date, e.g. "for fiscal year 2024 (ended September 1, 2024)".',
      zh: '写明会计年度及其截止日期,如"2024会计年度(截至2024年9月1日)"。',
    },
  },
  {
    id: 'balance-at-point',
    trigger: {
      en: re(String.raw`${wordsAfter(NOT_AN_EFFECT_ON + NOT_A_CHANGE_OF, BALANCE_EN)}\b(?! (?:was |were )?(?:acquired|purchased|repurchased|added|impaired|written off|sold|converted|exchanged|redeemed|repaid|extinguished)\b)[^.?!;]{0,30}?\b(?:in|for|during|over|throughout)\b[^.?!;]{0,20}?(?:(?:19|20)\d{2}|FY\s?\d{2}|${v.MONTH_NAME_EN})|${SHARE_REGISTER_IN_SPAN}`),
      // Also a holder's proportion of the shares, or the list of holders (2020年8月某公司的股东有哪些), in a month that ends no
      // quarter (2020年2月券商持有的流通股比例): the register holds none of its dates. And a
      // register's figure before its year (股东户数2023年是多少), not its year's end (2023年末).
      // A register's figure may end a list of columns the year asks (2020年所有公司的公司简称和流通股本); not a year's report
      // (2019年度报告中, dated at its end) nor a window from a year (2010年以后).
      zh: re(String.raw`${v.PERIOD_ZH}[^。?!;\uFF1F\uFF01\uFF1B]{0,10}?(?:${v.STOCK_ZH})|${v.PERIOD_ZH}${NOT_A_QUARTER_ZH}(?!\s*(?:度|报告|报|以后|以来|之后|至今))[^。?!;\uFF1F\uFF01\uFF1B]{0,20}?(?:${v.SHARE_REGISTER_ZH})|(?:${v.STOCK_ZH})[^。?!;\uFF1F\uFF01\uFF1B]{0,10}?${v.PERIOD_ZH}|(?:${v.SHARE_REGISTER_ZH})[^。?!;\uFF1F\uFF01\uFF1B]{0,10}?${v.PERIOD_ZH}(?!\s*(?:末|底|第|[1-4一二三四]\s*季|[上下]半年))|${v.OFF_QUARTER_MONTH_ZH}份?[^。?!;\uFF1F\uFF01\uFF1B]{0,20}?(?:${v.SHARE_REGISTER_ZH}|${v.HOLDERS_LISTED_ZH})`),
    },
    clarifier: {
      // Not the average a register states per holder (average shareholdings per household): a figure at its date. Nor
      // a holding stated by an equity transfer's record (the transferee, the shares held after the transfer): the
      // transfer's date dates it, and a year picks the transfers. Nor a register figure's own growth rate (the quarterly
      // growth rate of per capita shareholding, the per-household holding's half-year growth), as 户均持股比例半年增长率 below.
      en: /\bequity transfers?\b|\btransfer(?:ee|or)s?\b|\b(?:held|holdings?|shareholdings?) (?:after|following) (?:the |each |its )?transfers?\b|\bas (?:of|at)\b|\bat the end of\b|\b(?:year|period|quarter|month)[- ]end\b|\bend of (?:the )?(?:fiscal )?(?:year|quarter|period|month)\b|\bbalance sheet date\b|\baverage\b(?! (?:shareholdings?|holdings?|shares held)(?: ratios?)? per\b)|\bweighted\b|\b(?:growth|increase)(?: rate)? (?:of|in) (?:the )?(?:(?:per[- ]capita|per[- ](?:household|account|holder)|household) )?(?:shareholding|holding|number of (?:shareholders|holders|accounts))|\b(?:per[- ]capita|per[- ](?:household|account|holder)) (?:shareholding|holding)s?(?: (?:proportion|ratio|amount))?(?:['\u2019]s)? (?:(?:quarterly|half-year(?:ly)?|annual|year-on-year|quarter-on-quarter) )?growth\b/i,
      // The balance sheet named (根据《…合并资产负债表》) states its figures at the period's end. A holding an equity
      // transfer's record states (出让前持股比例, 受让后, 转让方), as in English: the transfer's date dates it.
      // A register figure's own growth rate (户均持股比例半年增长率) is a growth the register's table reports, between its dates;
      // not another figure's named beside it (股东户数和营收增长率).
      zh: /末|截至|截止|年底|时点|当日|\d{1,2}月\d{1,2}日|平均|加权|资产负债表|[出受转]让(?:前|后|方|人)|股权转让|(?:户均持股|股东总?户数|持股)(?:数|比例)?的?(?:半年度?|季度|年度?|环比|同比)?的?(?:增长率|增速|增幅|增长幅度)/,
    },
    // A register's figures asked with the highest (a ranking of every company's) read as quotes; a holder's proportion of
    // the shares is a ratio stated at the register's dates.
    // Also the companies a register's figure screens in a year (whose average shareholding per account exceeded 10,000
    // shares in 2019, 2019年流通A股超过100亿股的公司有哪些): which date's register passes them is open.
    kinds: ['amount', 'count', 'quote', 'ratio', 'name'],
    // A calendar filer's fiscal year named ends on December 31: the balance is that date's (a non-calendar filer's, as
    // Starbucks', is still read against the calendar year).
    // A non-calendar filer's balance in a bare year is its year-end balance, the question only which year end: fiscal-year's
    // (not a register's figure, stated at record dates).
    needs: (r) => ((r.kind !== 'ratio' && r.kind !== 'name') || r.shareRegisterAsked) && (companyLookup(r) || (notGiven(r) && r.shareRegisterAsked)) && !r.calendarFiscalYear && !(r.filerBareYear && !r.shareRegisterAsked),
    message: {
      en: 'A balance (assets, debt, cash, headcount) is a value at a point in time, but the question asks for it over a period: the closing balance or the average differ.',
      zh: '余额类指标(资产、负债、现金、员工人数)是时点数,问题却按期间提问:期末数与期间平均数不同。',
    },
    advice: {
      en: 'Ask for the value at a date, e.g. "total assets as of the end of fiscal year 2023".',
      zh: '改为时点表述,如"截至2023会计年度末的总资产"。',
    },
    rewrite: { en: [/\b(?:in|for|during|over|throughout)\s+((?:the\s+)?(?:fiscal\s+year\s+)?(?:19|20)\d{2})/i, 'as of the end of $1'], zh: [/((?:19|20)\d{2}\s*年)度?/, '$1末'] },
  },
  {
    id: 'period-flow',
    trigger: {
      // Also a flow, a spend or a margin "in", "on" or "at" a date, before or after it, where a period is named ("spent
      // on R&D in June 30, 2022", "the gross margin as of June 30, 2022", "As of June 30, 2022, what was its EPS?").
      en: re(String.raw`\b(?:${FLOW_AT_DATE_EN})\b[^.?!;]{0,20}?\bas (?:of|at)\b|\b(?:${FLOW_AT_DATE_EN})\b[^?!;]{0,100}?\bin ${v.MONTH_NAME_EN}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b|\b(?:${FLOW_AT_DATE_EN})\b[^.?!;\d]{0,60}?\b(?:as (?:of|at)|on|at)\s+(?:${v.FULL_DATE_EN})|\b(?:as (?:of|at)|on|at)\s+(?:${v.FULL_DATE_EN})(?:,(?!\s*(?:and|or|but)\b))?[^.?!;,\d]{0,40}?\b(?:${FLOW_AT_DATE_EN})\b`),
      // Also a day named before the flow (2023年6月30日贵州茅台的营业收入), with no other year between them; not the
      // question's today (今天是2024年5月15日) nor a dividend, paid on a day.
      zh: re(String.raw`(?:截至|截止)[^。?!;\uFF1F\uFF01\uFF1B]{0,20}?(?:${v.FLOW_ZH})|(?<!(?:今天|今日|现在|当前|目前)(?:是|为))(?:19|20)\d{2}\s*年\s*\d{1,2}\s*月\s*\d{1,2}\s*[日号](?!(?:止|至|到))[^。?!;\uFF1F\uFF01\uFF1B\d]{0,16}?(?!分红)(?:${v.FLOW_ZH})`),
    },
    clarifier: {
      en: /\b(?:TTM|trailing|year[- ]to[- ]date|YTD|cumulative|for the (?:fiscal )?(?:year|quarter|period)|(?:three|six|nine|twelve)[- ]months? ended|(?:year|quarter|period|months|weeks) end(?:ed|ing))\b/i,
      // A span of months ending on the day or counted back (截至2022年6月30日止六个月, 6月30日的6个月, 近12个月, 止年度) is a
      // period; months counted of anything else (成立了20个月) are not.
      zh: /TTM|滚动|年初至今|累计|前三季度|上半年|全年|年度|季度|1-\d{1,2}月|(?:止|前|近|过去|最近|[日号]的?)\s*(?:三|六|九|十二|\d{1,2})\s*个月|止(?:年度|期间)/i,
    },
    kinds: ['amount', 'ratio'],
    // Also a company named without a possessive (the operating margin of Sensata, did Intel spend).
    needs: (r) => lookup(r) || companyLookup(r),
    message: {
      en: 'An income-statement or cash-flow item accrues over a period, but the question gives only a point in time.',
      zh: '利润表或现金流量表项目是期间数,问题却只给了时点。',
    },
    advice: {
      en: 'Name the period, e.g. "revenue for fiscal year 2023" or "trailing-twelve-month revenue as of 30 June 2024".',
      zh: '写明期间,如"2023会计年度营业收入"或"截至2024年6月30日的滚动十二个月营业收入"。',
    },
  },
  {
    id: 'rate-over-year',
    // A quote, rate, yield or level, a value at a moment, asked for a month, a quarter or a year in which it changes.
    trigger: {
      // Not what a rate does to something else (exchange rate changes, interest rate risk, swaps).
      // What the rate or price is on (a credit facility, a company's shares) may stand between it and the span, its
      // name's abbreviations (Inc., Corp.) included, as may a threshold a screen puts on it (a market capitalization
      // exceeding 5 billion yuan in circulation in the A-share market in 2020, market values of more than 10 billion:
      // which day's value passes is open), also put by a verb (stocks that closed or traded above 100 yuan in 2021,
      // companies valued at over 10 billion yuan). Not a change in it over the span (the percentage decrease in NAV in
      // 2019): the move between the span's ends, no level at a moment.
      en: re(String.raw`(?:${wordsAfter(NOT_A_CHANGE_OF, v.POINT_QUOTE_EN)}\b(?!${NOT_THE_LEVEL})(?:[^.?!;]{0,30}?|\s+(?:on|of|under|for|paid on|charged on|payable on|(?:(?:that|which|were|was|are|is|stood|remained|stayed)\s+){0,2}${v.THRESHOLD_WORD_EN})\s${IN_SENTENCE_EN}{0,60}?)|\b(?:(?:closed|traded|valued)\s+(?:at\s+)?|market values?\s+(?:(?:that|which|were|was|are|is|of)\s+){0,2})${v.THRESHOLD_WORD_EN}\s[^.?!;]{0,60}?)\b(?:in|for|during|over|throughout)\s+${v.SPAN_EN}|\b(?:in|for|during)\s+${v.SPAN_EN}[^.?!;]{0,40}?${wordsAfter(NOT_A_CHANGE_OF, v.POINT_QUOTE_EN)}\b(?!${NOT_THE_LEVEL})|${MULTIPLE_IN_MONTH_EN}`),
      // Also the rate or price of a longer holder (…在中国银行的循环贷款的利率), or the rate first (利率在2023年).
      // Also a level over years written without 年 (2019到2021的PBX值), and a level a screen puts a threshold on
      // before the year its stocks are counted in (流通市值超过50亿元的公司在2020年有多少家).
      zh: re(String.raw`${YEAR_OR_MONTH_ZH}(?:份|全年|内|期间)?(?:[^。?\uFF1F]{0,12}?|[^。?\uFF1F，,]{0,30}?的)(?:${LEVEL_ZH}|市值)|(?:${LEVEL_ZH})在${YEAR_OR_MONTH_ZH}|${LEVEL_OVER_YEARS_ZH}|${MONTH_OF_YEAR_ZH}|${LEVEL_SCREENED_IN_YEAR_ZH}`),
    },
    clarifier: {
      en: re(String.raw`\baverage\b|\bmean\b|\bmedian\b|(?:year|month|quarter)[- ]end\b|\bend of\b|\bas of\b|\bstart of\b|\bbeginning of\b|\bat the close of\b|\bhigh(?:est)?\b|\blow(?:est)?\b|\bmaximum\b|\bminimum\b|\bwhich day\b|\bhow many days\b|\b(?:daily|weekly|monthly)\b|\b(?:every|each) (?:trading )?(?:day|week|month|quarter)\b|\brange\b|\b(?:first|last) trading day\b|\bon (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|${v.FULL_DATE_EN}`),
      // A series by month or day (月度收盘价, the closing price every day in 2020, the monthly closing price) names its
      // points: each month's or day's close; how the level moved over the window (收盘价变动情况, 收盘价情况, 走势) asks the
      // series, no one value.
      zh: /平均|均值|年末|年底|年初|月末|月底|月初|季末|末|最高|最低|最大|最小|哪天|哪一天|天数|(?:几|多少)个?(?:交易)?[天日]|(?:交易日|天)(?:有|共|一共)?(?:几|多少)|每日|每天|区间|\d{1,2}月\d{1,2}[日号]|首个交易日|最后一个交易日|[日周月]度|每个?(?:月|周|季度?)|逐[日月]|(?:变动|变化|波动|价)情况|走势/,
    },
    // The rate a debt carries (the coupon of notes issued in a year) is set by its terms, not a level that moves: the
    // rate of the notes themselves, not a market rate a sentence also naming notes asks (the prime rate the notes
    // reference). A risk-free rate is a valuation's input (an option-pricing assumption of a grant year), stated once
    // for it; not the market's rate in a month, during a year or of a country. A credit facility's or a loan's rate,
    // floating unless said to be fixed, is a level that moves.
    exempt: [
      re(
        String.raw`^(?![\s\S]*(?:\b(?:floating|variable|SOFR|LIBOR|reset)\b|浮动|LPR|Shibor|重定价))[\s\S]*(?:\b(?:corresponding|stated|coupon|fixed|contractual) (?:interest )?rates?\b|${NOTES_RATE}|票面利率|固定利率|约定利率|合同利率|(?:债券|票据)的?利率)|${VALUATION_RISK_FREE}`,
      ),
      new RegExp(STATED_RISK_FREE),
      new RegExp(STATED_DIVIDEND_YIELD),
      re(DIVIDEND_PER_SHARE),
    ],
    // Also stocks picked by such a level (哪些股票今年一月的市净率低于1, which stocks had a PETTM below 10 in December).
    kinds: [...NUMERIC, 'name'],
    needs: notGiven,
    message: {
      en: 'A price, rate or level is a value at a moment, and it changes during the month or year the question gives: the value on a day, the period-end value and the average all differ.',
      zh: '价格、利率或点位是时点值,在问题所给的月份或年份内会变动:某日值、期末值与期间平均值都不同。',
    },
    advice: { en: 'Give a date, or ask for the average or the period-end value, e.g. "the closing price on March 31, 2020" or "the one-year LPR at the end of 2024".', zh: '写明日期,或询问期间平均值或期末值,如"2020年3月31日的收盘价"或"2024年末的1年期LPR"。' },
  },
  {
    id: 'share-count-basis',
    // A share count "in 2024": the weighted average over the year (as in EPS) or the count at a date. Also when what is
    // asked is the names a count screens (哪些股东2020年的持股数量在1千万以上): which pass depends on the date.
    trigger: {
      // Not shares bought, sold, granted, forfeited or cancelled in the year: a flow; in Chinese also shares
      // subscribed or allotted in an offering (有效申购股数, 获配股数): the offering's own record.
      en: re(String.raw`\b(?:(?:(?:fully )?diluted |basic |common )?shares(?: of common stock)?(?: [\w\u2019']+){0,3}? outstanding|share count|(?:fully )?diluted shares|number of (?:common )?shares(?! (?:purchased|repurchased|bought|sold|granted|acquired|vested|exercised|forfeited|cancell?ed|canceled|awarded|released|withheld|surrendered|converted|redeemed|delivered|expired|pledged|frozen|unfrozen)\b))\b[^.?!;]{0,20}?\b(?:in|for|during)\b[^.?!;]{0,15}?(?:(?:19|20)\d{2}|FY\s?\d{2}|${v.MONTH_NAME_EN})`),
      // Not a quarter named after the year of a holding per account (2020年1季度户均持股数): the register's record date is
      // its end, one date; a share count's quarter is still weighted or at its end.
      zh: re(String.raw`(?:(?:19|20)\d{2}\s*年度?)${NOT_A_REGISTER_QUARTER_ZH}[^。?\uFF1F]{0,8}${NOT_TRADED_SHARES_ZH}(?:稀释)?(?:流通|总)?股(?:数|本)(?!变动)|${NOT_TRADED_SHARES_ZH}(?<!户均持)(?:稀释)?(?:流通|总)?股(?:数|本)[^。?\uFF1F]{0,8}(?:19|20)\d{2}\s*年度?(?!\s*\d{1,2}\s*月)|户均持股(?:数|本)[^。?\uFF1F]{0,8}(?:19|20)\d{2}\s*年度?(?!\s*\d{1,2}\s*月)${NOT_A_QUARTER_ZH}`, ''),
    },
    // A period's opening named as its end is (期初持股数, 年初, at the beginning of the year, the opening shares): one record's date.
    clarifier: {
      en: /\bweighted\b|\baverage\b|\bas (?:of|at)\b|\bat (?:the )?(?:year[- ]end|end of|(?:beginning|start) of)\b|\byear[- ](?:end|start)\b|\bopening (?:shares|holdings?|balance)\b|\bon (?:the )?cover\b/i,
      zh: /加权|平均|末|[年月]底|[期年]初|截至|截止|\d{1,2}月\d{1,2}日/,
    },
    // A per-share figure on basic or diluted shares (net income per share between basic and diluted shares) asks that
    // figure, a period's, not the shares. Nor shares held in a quarter's last month (the number of shares held in March
    // 2020): the register's record date is the quarter's end, one date.
    exempt: /\bper (?:[\w-]+ )?share\b[^.?!;]{0,30}?\b(?:between|for|on|of) (?:the )?(?:basic|diluted)\b|\bshares held\b[^.?!;]{0,30}?\b(?:in|for|during) (?:March|June|September|December|Mar|Jun|Sept?|Dec)\b/i,
    kinds: ['amount', 'count', 'name'],
    needs: notGiven,
    message: {
      en: 'A share count over a year can be the weighted average (as used for EPS) or the count at a date.',
      zh: '一年内的股数可指加权平均股数(计算每股收益所用)或某一时点的股数。',
    },
    advice: { en: 'Say "weighted-average diluted shares for fiscal year 2024" or "shares outstanding as of December 31, 2024".', zh: '写明"2024年加权平均股数"或"截至2024年12月31日的总股本"。' },
  },
  {
    id: 'period-missing',
    // A flow (earnings, revenue, output) of a named company or economy asked with no period at all. Not an issue's
    // underwriting amount (承销量, 包销量): the issue's own record, sold once.
    trigger: {
      en: re(String.raw`\b(?:revenues?|net (?:income|profit|earnings)|${v.EPS_EN}|operating (?:income|profit)|free cash flow|output|production|freight volume)\b`),
      zh: re(String.raw`${v.EPS_ZH}|净利润|营业(?:总)?收入|营收|利润总额|经营活动现金流|货运量|客运量|产量|(?<![承包])销量|发电量`),
    },
    // Also every period's value asked (list the statistical periods and the values): the series, period by period.
    clarifier: {
      en: re(v.PERIOD_NAMED_EN),
      zh: /(?:19|20)\d{2}|年|季|月|日|周|TTM|最新|最近|近期|当前|目前|今天|昨天|本期|上期|报告期|年报|季报|期间|累计/i,
    },
    kinds: ['amount', 'count'],
    // A trade's profit or loss (from this option contract) is its payoff, over no reporting period; a government's or an
    // economy's statistics listed with no period (the provinces' fiscal revenue and expenditure) are every period's records.
    needs: (r) => lookup(r) && !r.positionPayoff && !r.aggregateRecordsListed,
    message: {
      en: 'A flow accrues over a period, and the question gives none: the latest quarter, the last fiscal year and the trailing twelve months all differ.',
      zh: '该指标是期间数,问题却没有给出期间:最新一季、上一会计年度与滚动十二个月数值都不同。',
    },
    advice: {
      en: 'Name the period, e.g. "for fiscal year 2024" or "for the trailing twelve months to 30 June 2025".',
      zh: '写明期间,如"2024年年报"或"截至2025年6月30日的滚动十二个月"。',
    },
  },
  {
    id: 'gaap-basis',
    trigger: {
      // Not an effect on earnings or the reconciliation from net loss to cash, which ask another figure.
      // Nor main operating income (主营业务收入, a revenue line), nor operating income as a ratio's base (the ratio of R&D
      // investment to operating income): the line the ratio names.
      en: re(String.raw`${wordsAfter(String.raw`${NOT_AN_EFFECT_ON}(?<!\breconcil\w* (?:the )?)`, String.raw`net (?:income|profit|earnings|loss)|(?<!\bmain |\bratio of [^.?!]{1,40}? to )operating (?:income|profit|earnings)|pre-?tax (?:income|profit)|income before (?:income )?taxes|profits? (?:after tax(?:ation)?|for the (?:year|period))`)}\b(?! margin| per\b)`),
      // Not a net margin (销售净利润率), which is non-gaap-basis's, also spelled out over revenue (净利润占营业收入的比例,
      // 净利润与营业收入之比).
      zh: /净利润(?!率)(?![^，,。？?]{0,3}(?:占|与|和|除以|\/)[^，,。？?]{0,4}营业总?收入[^，,。？?]{0,4}?(?:之比|比例|比重|比值|百分比|比率))/,
    },
    clarifier: {
      // The statement's own line: net income attributable to the parent's (or a named company's common) holders, or
      // to the parent named with its suffix (net income attributable to VMware, Inc.), or a fund report's named line.
      en: re(String.raw`\bGAAP\b|non-GAAP|\bIFRS\b|\bHKFRS\b|\badjusted\b|\b(?:as )?reported\b|\bstatutory\b|\bunderlying\b|${v.FUND_REPORT_LINE_EN}|attributable to (?:the )?(?:[\w&.,'\u2019-]+ ){0,5}?(?:parent|owners|(?:common )?(?:stock|share)holders|equity holders|common|${v.anyOf(v.corporateSuffixes())})(?![\w-])`),
      // Also the line a named statement shows (合并权益变动表中的净利润): the statement names it.
      zh: /GAAP|IFRS|归母|归属于(?:母公司|上市公司)|扣非|扣除非经常性损益|非经常性|经调整|会计准则|国际财务报告准则|少数股东|(?:利润表|损益表|权益变动表)[^，。？?！!]{0,20}净利润/i,
    },
    // How the profit of a company known to report an adjusted one beside it moved (between two years) is asked of one
    // basis too; another company's trend is described from its filings.
    kinds: ['amount', 'ratio', 'name', 'reason'],
    // A question that gives its formula ("net income divided by revenue") has named its basis; a company named only
    // as SEC EDGAR writes it is asked about its filings, whose figures are GAAP (an adjusted one is labelled so), as is
    // a small filer known to report no adjusted measure, or a figure asked as the annual report states it; not a company
    // known to report an adjusted profit beside it (its report shows both). A plan's pool is measured on the earnings
    // the plan defines, and a trade's payoff (the net profit from this option contract) is no statement's. Which company
    // had the lowest net income turns on the basis only for a company known to report both figures. A mainland filer's
    // operating income is one line (its net profit still reads as the parent's or the group's).
    needs: (r) =>
      companyLookup(r) &&
      (r.kind !== 'reason' || (r.asksTrend && r.adjustedProfitReporter)) &&
      !r.defines &&
      (r.adjustedProfitReporter || (r.kind !== 'name' && !r.registrantInEdgarCapitals && !r.gaapOnlyReporter && !r.reportFigure)) &&
      !r.planTerms &&
      !r.positionPayoff &&
      !r.mainlandOperatingLine,
    message: {
      en: 'Earnings figures differ between GAAP and non-GAAP (adjusted) bases.',
      zh: '利润口径不明确:归母与含少数股东、扣非与非扣非、GAAP 与非 GAAP 数值不同。',
    },
    advice: {
      en: 'State the basis, e.g. "net income under U.S. GAAP".',
      zh: '写明口径,如"归属于母公司股东的净利润"或"扣除非经常性损益后的净利润"。',
    },
    rewrite: { en: [/\b(net income|net profit|net earnings|net loss|operating income)\b/i, 'GAAP $1'], zh: [/(?<!归母|扣非)净利润/, '归属于母公司股东的净利润'] },
  },
  {
    id: 'eps-basis',
    // A mainland filer's EPS follows one standard (CAS 34); a company filing under US GAAP or IFRS reports adjusted EPS beside it.
    trigger: { en: re(String.raw`\b(?:${v.EPS_EN})\b`), zh: re(v.EPS_ZH) },
    clarifier: {
      en: /\bGAAP\b|non-GAAP|\bIFRS\b|\bHKFRS\b|\badjusted\b|\b(?:as )?reported\b|\bstatutory\b|\bunderlying\b/i,
      zh: /GAAP|IFRS|经调整|调整后|会计准则|国际财务报告准则|扣非|扣除非经常性损益/i,
    },
    // How the EPS of a company known to report an adjusted one moved (its trend over three years) is asked of one basis too.
    kinds: ['amount', 'ratio', 'reason'],
    // A company named as it registers with the SEC asks its filing's own measure, unless it is known to report an
    // adjusted EPS beside it (Lamb Weston's Adjusted Diluted EPS).
    needs: (r) =>
      companyLookup(r) &&
      (r.kind !== 'reason' || (r.asksTrend && r.adjustedEpsReporter)) &&
      !r.defines &&
      !r.mainlandReporter &&
      (!r.registrantNamed || r.adjustedEpsReporter),
    message: {
      en: 'Earnings per share are reported on a GAAP basis and, by many companies, on an adjusted (non-GAAP) basis, which differ.',
      zh: '每股收益有会计准则口径(GAAP/IFRS)与公司披露的经调整(非GAAP)口径,数值不同。',
    },
    advice: { en: 'State the basis, e.g. "diluted EPS under U.S. GAAP".', zh: '写明口径,如"按美国会计准则的稀释每股收益"。' },
    rewrite: { en: [/\b((?:diluted |basic )?EPS|earnings per share)\b/i, 'GAAP $1'] },
  },
  {
    id: 'non-gaap-basis',
    // Measures a named company reports on two bases (EBITDA, margins, payout ratios); in a question about a given
    // filing they are the filing's own. "Adjusted" figures whose adjustments are unstated are the adjusted-measure rule's.
    trigger: {
      en: /\b(?:EBITDAR?|EBITA?|(?:operating|net|profit|operating profit|net profit|EBITDAR?|EBITA?|pre-?tax|income) margins?|(?:dividend |earnings )?payout (?:ratio|rate)|funds from operations|FFO)\b/i,
      // Not letters of a longer Latin word (a credit debit statement holds no EBIT).
      zh: /(?<![A-Za-z])(?:EBITDA|EBIT(?![A-Za-z]))|息税折旧摊销前利润|息税前利润|净利率|净利润率|营业利润率|(?:股利|股息|分红|派息)(?:支付)?率/i,
    },
    clarifier: {
      en: /\bunadjusted\b|\bnon-adjusted\b|\b(?:U\.?S\.? )?GAAP\b|non-GAAP\b|\bIFRS\b|\bas reported\b|\breported\b|as defined (?:by|in)|company-defined|excluding [a-z]/i,
      zh: /未经?调整|GAAP|IFRS|会计准则|公司披露口径|报表口径|扣除[^。?\uFF1F]{1,12}(?:后|影响)/i,
    },
    kinds: ['amount', 'ratio'],
    // A mainland filer reports under one standard, with no adjusted figures beside it (销售净利率 is read one way).
    // A company named as it registers with the SEC asks its filing's own measure, as does a small filer known to
    // report no adjusted measure (its payout ratio is the filing's) and a figure asked as the annual report states it;
    // companies set against one another are compared on their reported figures (each adjusted measure is its own
    // company's definition). Not a company known to report an adjusted margin beside the reported one.
    needs: (r) =>
      companyLookup(r) &&
      !r.defines &&
      !r.mainlandReporter &&
      (r.adjustedProfitReporter || (!r.registrantNamed && !r.gaapOnlyReporter && !r.reportFigure && !r.companiesCompared)),
    message: {
      en: 'This measure is reported on more than one basis (GAAP and adjusted), and "adjusted" figures depend on which adjustments are made.',
      zh: '该指标有多种口径(会计准则口径与经调整口径),"经调整"的数值取决于调整了哪些项目。',
    },
    advice: {
      en: 'Name the basis, e.g. "GAAP operating margin" or "adjusted EBITDA as defined in the company\'s earnings release".',
      zh: '写明口径,如"按会计准则口径的营业利润率"或"公司业绩公告所定义的经调整EBITDA"。',
    },
  },
  {
    id: 'adjusted-measure',
    // An adjusted performance measure (also non-GAAP, pro forma, normalized, underlying, core) whose adjustments are
    // not stated. A scenario ("assuming…") does not state them either; the figures of a worked example may.
    trigger: {
      // A security's conversion or exercise price adjusted (after new shares are issued) is its terms' own, no measure.
      // "Adjusted" before any figure (adjusted invested capital, Adj. EBITDA), not the other senses of the word (an
      // index's float-adjusted weights, a statistic or a model's quantity adjusted: standard deviation, equilibrium);
      // "core", "underlying", "normalized", "headline", "comparable" only before a performance measure.
      en: re(String.raw`(?<!\b(?:un|non-|risk-|inflation-|seasonally |split-|dividend-|beta-|price-|cost-|quality-|duration-|volatility-|currency-|FX-|float-))\b(?:adjusted|adj\.?)\s+(?!(?:for|to|by|with|at|in|on|upward|downward|accordingly|the|a|an|(?:modified |effective |Macaulay )?duration|period|beta|R-?squared|R2|standard deviations?|variances?|equilibrium|coefficients?|correlations?|present value|basis|cost basis|gross income|(?:closing |opening |share |stock |trading )?prices?|(?:conversion|exercise|strike) (?:prices?|ratios?)|close|closing|opening|returns?|Sharpe|spread|yield to|option-adjusted)\b)[A-Za-z][\w-]*|\bheadline (?:diluted |basic )?(?:EPS|earnings(?: per share)?|(?:operating |net |pre-?tax )?(?:profits?|margins?)|PBIT|PBT|EBITDA)\b|\b(?:non-GAAP|non-IFRS|pro[- ]forma|normali[sz]ed|underlying|core|recurring|cash) (?:diluted |basic |operating |net |gross |pre-?tax |free )?(?:EPS|${v.EPS_EN}|earnings|net (?:income|profit|earnings|loss)|income|operating (?:income|profit|margin|expenses|costs)|EBITDAR?|EBITA?|profits?|margins?|free cash flow|FCF|funds from operations|FFO|ROIC|ROE|net debt|tax rate|effective tax rate|revenues?|sales|gross margin|NOPAT)\b|\b(?:EBITDAR?|EBITA?|EPS|earnings|net income|operating (?:income|profit)|NOPAT|margin)(?:[- ]|,\s*|\s+as\s+)(?:adjusted|\(adjusted\))(?!\s+(?:for|to|by)\b)|\b(?:after|including|with|post-?)\s*(?:all |the |its )?adjustments\b(?!\s+(?:for|to|of)\s+(?!(?:the )?(?:(?:fiscal )?years?|fiscal|FY|Q[1-4]|(?:19|20)\d{2})\b))|\bEBITDA-adjusted\b|\bcomparable (?:diluted )?(?:EPS|earnings|operating (?:income|profit|margin)|EBITDAR?|EBITA?|net (?:income|profit))\b(?!\s*multiples?)|\bon an? (?:adjusted|non-GAAP|non-IFRS|pro[- ]forma|normali[sz]ed|underlying) basis\b`),
      // In Chinese, not 调整后 followed at once by a condition (调整后没有超过10000, 调整后也小于10000: a loan's terms
      // adjusted), no measure named.
      zh: re(String.raw`(?:调整后|经调整)(?!收盘|开盘|股价|价格|的?(?:收盘|开盘|股价|价格)|${v.CONDITION_ADVERB_ZH}?(?:没有|未)?${v.THRESHOLD_WORD_ZH})\S{1,6}|非(?:GAAP|通用会计准则|公认会计准则|国际财务报告准则)\S{0,6}|Non-(?:GAAP|IFRS)\S{0,6}|备考\S{1,6}|核心(?:净)?利润`),
    },
    clarifier: {
      // Also the adjustment stated as a value restated at a share of another (securities' market worth at 115% of their recorded value).
      // Also what the adjustment is for named (after accounting for inflation, the 7% exchange rate change; taking into
      // account the margin, index rate and caps), as adjusted for names it; not all that is known (the latest data, all
      // factors, the recent news): no adjustment named.
      en: /as defined (?:by|in)|company-defined|as reported (?:by|in)|reconciliation|\b\d+(?:\.\d+)?\s?% of (?:its|their|the) (?:[a-z]+ )?values?\b|\b(?:based on|at|using) (?:the |its |their )?(?:current |prevailing )?(?:market|fair) values?\b|\bCircular\b|\bSAICA\b|\bJSE\b|excluding [a-z]|exclud(?:es|ing) (?:the |all )?[a-z]|adjusted (?:for|to exclude) [a-z]|add(?:ing|ed|s)? back|after adjusting for|\b(?:after accounting for|taking into account) (?!(?:the |an? |all |any )?(?:(?:latest|recent|current|new|available|relevant|above|following|given|other|various|all|every|such) |(?:data|news|information|figures|factors|things|context|circumstances|situation|everything|it|this|that)\b))(?:the |an? )?[a-z\d]|net of [a-z]/i,
      // 合并报表调整后 is the restated statements (a basis named), not an adjusted measure.
      zh: /公司披露口径|业绩公告口径|调整项目|剔除|扣除[^。?\uFF1F]{1,12}(?:后|影响)|加回|报表调整|调整后的?合并(?:财务)?报表|追溯调整/,
    },
    // A measure named by its title within the sentence (the CMS Adjusted EBITDA, in Adjusted Revenue) is the report's
    // own defined term, not an adjustment left to the reader (case-sensitive: a question opening with it says nothing).
    // Nor a balance after adjustments (retained earnings after adjustments for a standard's adoption: the word
    // "adjustments" named), the statement's own restated balance, nor a loan's payment adjusted (an adjustable-rate
    // mortgage's new adjusted monthly payment), no performance measure.
    exempt: [/(?<=[\w,)]\s)(?:Adjusted|Underlying|Normali[sz]ed) [A-Z][\w&-]*/, re(BALANCE_AFTER_ADJUSTMENTS), re(ADJUSTED_LOAN_PAYMENT)],
    kinds: NUMERIC,
    // A change between two past years compares the figures a report gives side by side: the company's own measure,
    // named as the report names it. A worked problem's placeholder company (the adjusted carrying value of XYZ Corp's
    // investment) has its adjustments in the problem's data.
    needs: (r) => !r.figuresGiven && !r.defines && !r.yearsCompared && !r.placeholderSubject,
    message: {
      en: 'An "adjusted" figure depends on which adjustments are made (the company\'s own or an analyst\'s), and the question does not say.',
      zh: '"经调整"的数值取决于调整了哪些项目(公司口径或分析师口径),问题未说明。',
    },
    advice: {
      en: 'Say whose adjustments, e.g. "adjusted EBITDA as defined in the company\'s earnings release".',
      zh: '写明调整口径,如"公司业绩公告所定义的经调整EBITDA"。',
    },
  },
  {
    id: 'comparable-sales',
    // Retailers report comparable (same-store) sales as reported and adjusted (without fuel prices and currency moves).
    trigger: {
      en: /\b(?:comparable(?:[- ]store)? sales|comp(?:arable)?[- ]store sales|comp sales|same[- ]store sales|like[- ]for[- ]like sales|comps)\b/i,
      zh: /同店销售|可比(?:门店|店)?销售|可比店/,
    },
    clarifier: {
      en: /\bexclud(?:ing|es?)\b|\bex-|\bincluding\b|\b(?:as )?reported\b|\badjusted\b|\bgas(?:oline)?\b|\bfuel\b|\bforeign[- ]exchange\b|\bFX\b|\bconstant currency\b|\bcurrency\b/i,
      zh: /剔除|不含|含|扣除|汇率|油价|燃油|汽油|报告口径|经调整/,
    },
    // A change against a base year (same-store sales compared to the base year) is a worked problem's, from its own
    // figures: retailers report comparable sales against the prior year's.
    exempt: /\b(?:compared (?:to|with)|relative to|against|over|from|since) (?:the |its |a )?base (?:year|period)\b/i,
    kinds: NUMERIC,
    needs: (r) => notGiven(r) && !r.defines,
    message: {
      en: 'Comparable sales are reported both as reported and adjusted (excluding fuel price and currency effects), which differ.',
      zh: '可比(同店)销售有报告口径与经调整口径(剔除油价与汇率影响),二者数值不同。',
    },
    advice: {
      en: 'Say which, e.g. "comparable sales growth excluding the impact of gasoline prices and foreign exchange".',
      zh: '写明口径,如"剔除汽油价格与汇率影响后的可比销售增长"。',
    },
  },
  {
    id: 'statement-item-name',
    trigger: {
      // Also a bare cost (the highest cost and expenses, a cost exceeding 100,000,000, companies that had cost exceeding 100
      // billion yuan, 去年浙江省内成本超过1000亿元的公司, 公司的成本高于100亿元: 成本 with no word before it that names it):
      // the cost of revenue, total operating costs or the main business's cost; not a cost of something (of
      // sales, of capital), to or for someone, or a basis; after a verb only as a screen's threshold (not what a deal had cost).
      // A threshold after "of" (a cost of less than 10 million, costs of more than 5 billion yuan) is the cost's own, no cost of something.
      // Bare sales are no line either, but not the sales of the cost of sales, a line of its own.
      // Nor sales naming a channel a fund is sold through (the direct sales counter): no revenue.
      // Nor (main) business income beside a sum in yuan: 营业收入 and 主营业务收入 as English renders them, the lines
      // themselves; elsewhere (Apple's business income) no line is named.
      // Also a spend on an activity no statement reports as a line (risk management, customer acquisition), however the
      // spend is worded (an outlay on it, money put into it, acquiring customers), a profit asked by its verb (how much
      // did it earn), and acquisition costs (a deal's costs, customers' acquisition or a purchase's consideration), not a named asset's
      // (license acquisition costs, a policy's deferred ones). Not a profit distribution (a fund's method, as 利润分配): a
      // policy described, no line.
      en: re(String.raw`(?<!\b(?:licen[cs]e|lease|contract|policy|deferred|land|content|rights?) )\bacquisition costs?\b|(?:\b(?:sp(?:end|ent|ending|ends)|outlays?)\b[^.?!]{0,60}?\bon |\b(?:put|pour(?:s|ed)?)\b[^.?!]{0,30}?\binto )(?!(?:its |their |the )?(?:R&D|research|development|advertising|marketing|capital|property|plant|equipment|interest|taxes|dividends|share repurchases|buybacks?|(?:executive |employee )?compensation|salaries|wages|rent|leases?)\b)[a-z]|\b(?:customer|client|user) acquisition\b|\bacquir(?:e|ing) (?:new )?(?:customers|clients|users)\b|\bhow much (?:profit |money )?(?:did|does|do|has|have|will) (?:[\w.&'\u2019-]+ ){1,6}?(?:earn|make)\b(?! (?:in|from) (?:revenues?|sales|interest|fees|dividends)\b)|\b(?:top|bottom) line\b|\btotal (?:expenditures?|spending|outlays?)\b|(?<=(?:\b(?:a|the|its|their|whose|highest|lowest|largest|smallest|biggest|most|least)|\w['\u2019]s?) )costs?(?: and expenses\b|\b(?! (?:of(?! ${v.THRESHOLD_WORD_EN}\s)|to|for|per|basis|method|price|structure|savings?|control|advantage|ratio|approach|model)\b))|(?<!\b(?:net|gross|operating|pre-?tax|comprehensive|interest|other|total|investment|non-operating|dividend|retail|store|retained)[ -])(?<!\b(?:yuan|RMB|CNY)\b[^.?!]{0,80}?\bbusiness )(?<!\bbusiness (?=income\b[^.?!]{0,80}?\b(?:yuan|RMB|CNY)\b))(?<!price[- ]to[- ])(?<!\bcosts? of )\b(?:sales|profits?|income|earnings)\b(?![ -](?:per share|before|statement|tax|yield|growth|margin|call|report|release|announcement|after tax|for the (?:year|period)|distribution))${v.NOT_A_SALES_CHANNEL_EN}|(?<=\b(?:had|has|have|having|with|reported|reporting|posted|recorded) )costs?(?= (?:(?:that|which) )?(?:(?:was|were|is|are) )?(?:of )?${v.THRESHOLD_WORD_EN}\s)`),
      // Not yet profitable (尚未盈利) is a listing's status, the exchange's mark on a company listed before its first profit.
      // Revenue filtered by a level (营收超过2000亿) asks only which side of it the figure falls, where 营业收入 and
      // 营业总收入 (a finance arm's interest apart) fall alike. Bare surplus (总计盈余) is no line: retained earnings
      // (保留盈余, a balance) or the period's profit (a flow); not EPS (每股盈余) or the surplus reserve (盈余公积). Nor is a
      // bare 损益 asked as a figure (最新损益及权益总额): the period's profit (本期净利) or its comprehensive income
      // (综合损益总额); not a named one (总损益, 部门损益) or what is posted to profit or loss (计入损益).
      // Nor a profit's contribution (利润贡献, a share of the whole), nor lease income (租赁收入, its own note's line).
      // Nor an effect on profit (对公司的盈利有多大的影响): a change described, not the figure; nor a maximum gain (a fund
      // manager's 最大盈利): a return, no statement line. A profit asked by its verb (去年赚了多少钱) is one too, not a
      // trade's gain (买入…卖出赚了多少). Revenue beside its cost line, or total revenue alone, is a line (see NOT_TOTAL_REVENUE_ZH),
      // as are 主营收入 and 主收入, 主营业务收入 shortened, and 主营业务利润 (主营利润), a line of the mainland's statements,
      // not a company's abroad (苹果的主营业务利润: which of its lines).
      zh: re(String.raw`${NOT_BESIDE_COST_ZH}${NOT_TOTAL_REVENUE_ZH}${LINE_NAMED_IN_FULL_ZH}(?![^，。？?]{0,4}?(?:${v.THRESHOLD_WORD_ZH}|突破)\s*\d)${BESIDE_COST_ZH}|${NOT_BESIDE_COST_ZH}${NOT_TOTAL_REVENUE_ZH}(?<!营业|营业总|主营业务|主营?|利息|佣金|保费|手续费|净|其他|投资|经营|销货|租赁|租金)收入${NOT_A_FUNDS_OWN_ZH}${NOT_AN_EFFECT_ZH}${BESIDE_COST_ZH}|(?<!净|毛|营业|主营业务|主营|税前|税后|每股|获得|获取|赚取|谋取|归母|母公司的)利润${NOT_A_FUNDS_OWN_ZH}(?!总额|表|率|分配|贡献)${NOT_AN_EFFECT_ZH}|^(?=[\s\S]*?主营(?:业务)?利润)(?=[\s\S]*?(?:${ABROAD_ZH.source}))[\s\S]*?主营(?:业务)?利润|(?<!未|最大)盈利${NOT_A_FUNDS_OWN_ZH}(?!能力|预测)${NOT_AN_EFFECT_ZH}|盈余(?<!(?:保留|每股|未分配|资本|法定|任意)盈余)(?!公积|管理|分配|质量)|(?<=最新|本期|当期|的)损益(?=及|和|与|、|为|是|数额|金额|多少)|^(?![\s\S]*(?:买|卖|投资|炒))[\s\S]*?赚了多少|(?<!营业)总(?:支出|开支|花费)|${ACTIVITY_SPEND_ZH}|(?<=^|[^\u4e00-\u9fff]|[内的里中年度期])成本(?=[^，。？?]{0,4}?(?:${v.THRESHOLD_WORD_ZH}|突破)\s*\d)`, ''),
    },
    // "earnings" inside a valuation multiple is the multiple's own definition (pe-definition's concern); public finance,
    // household and credit statistics (财政收入, disposable income, a government's total expenditure, financial institutions' credit income and expenditure,
    // 信贷收支: the statistic's own name, not a company's credit revenue) are not statement items, nor is profit as an aim
    // (获得利润).
    // A segment's revenue (营运部门, 分部; from external customers, 来自外部客户的收入, 外部客户收入, as Taiwan's reports
    // also write it, 外部收入; from within the company, 来自公司内部的收入) is the segment note's line, as a supplier's
    // products resold are the reseller's. A region's revenue (江苏省这些年来的企业收入, 全国的企业收入) is its fiscal or statistical
    // item, no company's line, unless a company stands between (广东省上市公司的收入, 全国最大的白酒企业茅台的收入) or the
    // companies are ranked by it (江苏省收入最高的企业). A fund's own profit or income is its report's line (see
    // NOT_A_FUNDS_OWN_ZH), and so is a fund report's own indicator asked by its name (本期已实现收益, 本期利润扣除本期公允价值变动损益后的净额,
    // 加权平均基金份额本期利润), whatever the fund is called.
    exempt: re(String.raw`${v.MULTIPLE}|本期(?:已实现收益|利润扣除本期公允价值变动)|基金份额本期利润|财政|预算|税收|可支配|人均|居民|国民|(?:营运|经营|报告|应报导|应报告)部门|分部|来自[^，。？?]{0,8}(?:客户|内部)|(?:外部|内部)(?:客户|收入)|\b(?:fiscal|tax|government|household|disposable|national|per capita) (?:revenue|income|receipts)|\b(?:government|federal|public|budget(?:ary)?)\b[^.?!]{0,30}?\btotal (?:expenditures?|spending|outlays?)\b|\bcredit (?:income and expenditure|receipts and payments)\b|\bsources and uses of credit funds\b|信贷收支|(?:${v.REGION_ZH})(?:(?!公司|上市|股票|个股|集团|银行|企业)[^，。？?！!]){0,10}?(?:企业)?收入(?![^，。？?！!]{0,6}?(?:最|排名|前)[^，。？?！!]{0,6}?(?:企业|公司|集团|银行|券商|哪))|\bsegments?\b|\brevenues? (?:generated |earned )?from\b|\brevenues?\b[^.?!]*\bsales\b|${RESOLD_PRODUCTS}`),
    // Also companies ranked by such a figure (which had the higher acquisition costs). A figure the question says the
    // annual report lists (R&D spending on a program "listed in annual report") is the report's own line; a Taiwan
    // filer's named quarterly report (the Chinese reportFigure) says nothing of which lines it has (总收入 is none).
    // Also an amount asked beside a ratio (利润是多少，毛利率是多少): the clause that asks it is the amount's.
    kinds: ['amount', 'name', 'ratio', 'count'],
    // Also the companies of a place or an industry ranked by the figure (which company in a province had the highest
    // income): each company's statement line, as when one is named; and the companies a threshold on it keeps, listed or
    // counted (how many companies had cost exceeding 100 billion yuan): which pass depends on the line.
    needs: (r) =>
      (companyLookup(r) || (notGiven(r) && r.kind === 'name' && (r.companiesCompared || r.companiesRanked) && r.ranked) || (notGiven(r) && r.companiesScreened)) &&
      !r.defines &&
      (r.kind !== 'name' || r.companiesCompared || r.companiesRanked || r.companiesScreened) &&
      (r.kind !== 'count' || r.companiesScreened) &&
      (r.kind !== 'ratio' || r.amountAlsoAsked) &&
      (r.zh || !r.reportFigure),
    message: {
      en: 'This is not a financial-statement line item name; answers may use a different item (e.g. operating revenue vs. operating income).',
      zh: '这不是财务报表中的科目名称,作答者可能取用不同科目(如营业收入与营业总收入)。',
    },
    advice: {
      en: 'Use the filing\'s exact line item, e.g. "total revenues" or "net income attributable to shareholders".',
      zh: '使用报表中的准确科目,如"营业总收入""营业收入"或"利润总额"。',
    },
    rewrite: { zh: [/营收/, '营业收入'] },
  },
  {
    id: 'currency',
    trigger: {
      en: re(String.raw`\b(?:${v.AMOUNT_EN}|EPS|earnings per share|(?:by )?how much (?:more|less|larger|smaller|higher|lower|bigger|greater)|by how much)\b|${v.TRADE_STATISTIC_EN}|${v.TRADE_GROWTH_EN}`),
      zh: re(`${v.AMOUNT_ZH}|收入|利润|${v.TRADE_STATISTIC_ZH}|${v.TRADE_GROWTH_ZH}`),
    },
    clarifier: { en: re(v.CURRENCY_WORDS), zh: re(v.CURRENCY_WORDS) },
    // A valuation multiple (PE (TTM), P/B) is a ratio, not an amount of money; a company's market value and its
    // shares' turnover are in its listing's currency. Not a platform's gross merchandise value (商品成交额, GMV), an
    // operating figure a company may report in RMB or USD. Nor a supplier's products resold, in the reseller's currency.
    // Nor a mainland fund's report line (net income after deducting the fair value changes), in the fund's RMB accounts.
    exempt: re(String.raw`${v.MULTIPLE}|(?<!公允)市值|^(?![\s\S]*(?:GMV|商品交易总额|(?:商品|平台|网站|交易)成交))[\s\S]*成交(?:金)?额|${COMPANY_MARKET_VALUE_EN.source}|${RESOLD_PRODUCTS}|${v.FUND_REPORT_LINE_EN}`),
    // Also a trade statistic's growth (import year-on-year growth): in US-dollar and in RMB terms it differs; and one
    // screened or counted (which years' exports passed 2万亿): which pass depends on the currency.
    kinds: ['amount', 'ratio', 'count', 'name'],
    // A mainland filer reports in RMB by law, the mainland's own statistics are in RMB too (also its monetary statistics
    // asked in English, the net foreign assets of China's monetary survey; not its trade totals, published in US dollars
    // and in RMB), a US company in USD, and a company abroad known to report in its home
    // currency (GSK in pounds, Mercia too) in that one; but how much more one company spent than another that reports
    // in another currency is in neither's currency until one is named, also when they are named without quotes.
    // Nor is a US company's amount settled when a company abroad reporting in another currency is named beside it.
    // A company abroad the vocabularies know is named however it is written (the revenue of Nestlé, Toyota and Ford revenue).
    // A trade statistic is a look-up of the published figure, also with no economy named (the total import value of goods).
    // A statistic's records asked as stored (the data records of a central bank's balance sheet) are in the table's own
    // currency; not a trade statistic's, published in two. Nor a statistics index's value: a level, no money.
    needs: (r) =>
      (r.kind === 'amount' || r.tradeStatistic) &&
      !r.indexValueAsked &&
      (lookup(r) || ((r.homeReporterAbroad || r.currenciesCompared) && notGiven(r) && !r.forecastBound) || (r.tradeStatistic && notGiven(r))) &&
      (!r.recordsAsStored || r.tradeStatistic) &&
      (r.currenciesCompared || ((!(r.mainlandReporter || r.chinaMonetaryStatistic) || r.tradeStatistic) && (!r.usdReporter || r.homeReporterAbroad) && !r.calendarReporterAbroad && !r.currencyAbroadKnown)),
    appliesTo: (item) => numericParts(item).some(isMonetary),
    settledBy: settledByCurrency,
    message: {
      en: 'The question asks for a money amount without naming the currency.',
      zh: '问题询问金额,但未写明币种。',
    },
    advice: { en: 'Name the currency, e.g. "in millions of USD".', zh: '写明币种,如"以亿元人民币计"。' },
  },
  {
    id: 'unit-scale',
    // Also a threshold a filter compares an amount against, given with no unit (总负债达到5000万).
    trigger: { en: re(String.raw`\b(?:${v.AMOUNT_EN})\b|${v.UNITLESS_THRESHOLD_EN}`), zh: re(`${v.AMOUNT_ZH}|${v.UNITLESS_THRESHOLD_ZH}`) },
    clarifier: {
      en: re(String.raw`^(?![\s\S]*(?:${v.UNITLESS_THRESHOLD_EN}))[\s\S]*(?:\b(?:thousands?|millions?|billions?|trillions?|mn|bn|mln|bln|tn|'000s?)\b|\bin (?:(?:US|U\.S\.|HK|Hong Kong) )?dollars\b|\bnearest (?:whole )?(?:dollar|cent|euro|pound|yen|yuan)\b|\bfull (?:amount|units)\b)`),
      zh: re(String.raw`^(?![\s\S]*(?:${v.UNITLESS_THRESHOLD_ZH}))[\s\S]*(?:千元|万元|亿元|百万|千万|万亿|亿|万|多少元|[(\uFF08]元[)\uFF09]|单位[:\uFF1A]\s*元)`),
    },
    exempt: MULTIPLE,
    kinds: ['amount', 'count', 'name', 'ratio'],
    // An answer with its scale ("1.2 billion") converts to any other; a figure rounded with no scale named does not.
    // A threshold's unit decides which records a list or count keeps, also in a table no company names, and also when a
    // rate is asked of the records it keeps (their year-on-year growth).
    needs: (r) => notGiven(r) && (r.unitlessThreshold || (lookup(r) && r.kind === 'amount' && r.roundingStated)),
    appliesTo: (item) => numericParts(item).some(isMonetary),
    settledBy: settledByScale,
    message: {
      en: 'The question asks for a large amount without its scale (thousands, millions, billions…).',
      zh: '问题询问金额,但未写明数量单位(千、万、亿等)。',
    },
    advice: { en: 'State the unit, e.g. "in billions of USD".', zh: '写明单位,如"多少亿元人民币"。' },
  },
  {
    id: 'volume-unit',
    // Not an indicator computed from volume (the Volume Price Trend, On-Balance Volume, a volume-weighted price, the
    // Positive Volume Index): its value is no count of shares or lots; nor the money a business processes (payment,
    // purchase, card or loan volume), an amount in its reporting currency.
    // Nor a volume inside a share phrase, each read apart (what percent of the total volume, the ratio of block trade
    // volume to total volume, 成交量占全天的比例, 占当天成交量的百分比, 尾盘成交量在全天中的占比): a ratio of two volumes, no
    // count; a volume asked beside it (Tesla's volume on a day, and what percent of the total came from retail) still is.
    trigger: {
      en: re(String.raw`(?<!\bon[- ]balance[- ]|\b(?:payments?|purchases?|transactions?|processed|card|dollar|loan|origination|deposit|merchandise) |${SHARE_OF_EN} (?:${WORD_EN} ){0,3}|\bratio of (?:${WORD_EN} ){0,3}(?:trading )?volume to (?:${WORD_EN} ){0,3})\b(?:trading )?volume\b(?![- ](?:(?:price[- ])?trend|weighted|oscillator|index)\b|(?<=\bratio of (?:${WORD_EN} ){0,3}(?:trading )?volume) to (?:${WORD_EN} ){0,3}volume\b)`),
      zh: re(String.raw`成交量(?!占|[^。？?！!，,；;]{0,10}?占比|(?<=占[^。？?！!，,；;]{0,20}成交量)的?(?:百分比|比例|比重|占比))${NOT_A_PICK_ZH}`, ''),
    },
    // A volume asked as a percentage of another figure names its unit: a percent, no count.
    clarifier: {
      // Also a physical volume's unit (in cubic meters, barrels, liters): a reservoir's oil, no trade.
      en: /\bshares\b|\blots\b|\bcontracts\b|\bas a percent(?:age)? of\b|\bcubic (?:meters|metres|feet)\b|\bbarrels\b|\b(?:liters|litres|gallons)\b/i,
      zh: /成交量[^。?\uFF1F]{0,12}(?:股|手|张)|(?:多少|几)(?:万|亿)?(?:股|手|张)|单位[:\uFF1A]?\s*(?:万|亿)?(?:股|手|张)|[(\uFF08](?:万|亿)?(?:股|手|张)[)\uFF09]/,
    },
    kinds: NUMERIC,
    settledBy: settledByUnit,
    // A volume given with its unit ("12.3万手") converts; a rounded bare number (取整) does not. Decimals asked in
    // Chinese with no unit are rounding-without-unit's (a precision that depends on the unit).
    needs: (r) => notGiven(r) && r.roundingStated && !(r.zh && r.decimalsAsked),
    message: {
      en: 'Trading volume can be counted in shares or in lots (board lots of 100 shares on A-share markets).',
      zh: '成交量可按"股"或"手"(A股1手=100股)计,数值相差百倍。',
    },
    advice: { en: 'Say "volume in shares" (or lots).', zh: '写明"成交量(股)"或"成交量(手)"。' },
  },
  {
    id: 'amount-or-percent',
    // Filers report gross margin as a dollar amount beside its percentage of revenue, and the return on plan assets as a
    // dollar amount beside the expected rate; the return on a sum invested is the gain on it or its percentage; "how much
    // of total revenue" a segment brought is a sum or a share: unqualified, either is a right answer.
    trigger: {
      // Also a bonus share ratio (the bonus share ratio; 送股比例 in the Chinese trigger), given per share or per ten shares,
      // and a threshold on cash dividends with no base (cash dividends over 5 yuan).
      en: re(String.raw`\bgross margin\b(?!\s*(?:percentage|percent|%|rate|ratio))|\b(?:actual )?return on (?:pension )?plan assets\b|${v.RETURN_ON_SUM_INVESTED_EN}|${v.RETURN_ON_HOLDING_EN}|\bhow much of (?:\S+ )?(?:(?:total|consolidated|net) )?(?:revenues?|sales|income|profits?|assets)\b|${v.BONUS_SHARE_RATIO_EN}|${v.PART_OF_WHOLE_EN}|${v.CASH_DISTRIBUTION_THRESHOLD_EN}`),
      // Also a distribution's 派现比例, paid per unit or per ten units (or shares), a bonus share ratio (送股比例, 转增比例), and
      // a threshold on its cash (派现金额超过5块).
      // Also how much a figure rose or fell with no unit (进出口额环比增长了多少？): the increase in 亿元 or the growth in percent.
      zh: re(String.raw`(?:gross margin|return on plan assets)(?!\s*(?:percentage|percent|%|rate|ratio))|(?:计划资产|养老金资产)(?:实际)?回报(?!率)|派现比例|分红比例|${v.BONUS_SHARE_RATIO_ZH}|${v.CASH_DISTRIBUTION_THRESHOLD_ZH}|${v.BARE_CHANGE_ZH}`),
    },
    clarifier: {
      // Not the dollars of a sum invested (20000 dollars were invested, $ 100000 are invested), which name the sum's
      // currency, not the return's.
      // Not the bonus share ratio's own word "ratio", nor a rate naming an instrument (interest rate derivatives); per
      // share or per ten shares names its base. A threshold on a distribution's cash with no base (cash dividends over 5
      // yuan) and a change asked with nothing after 多少 are settled by nothing: the units elsewhere are the threshold's
      // or a context passage's data. Nor a cash dividend's amount asked beside a bonus share ratio (its historical bonus
      // share ratio and cash dividend amount, the amount paid): the dividend's unit, not the ratio's base. A currency the
      // answer is asked in (in USD) names a sum.
      en: re(String.raw`^(?![\s\S]*(?:${v.BARE_CHANGE_ZH}|${v.CASH_DISTRIBUTION_THRESHOLD_EN}))[\s\S]*(?:%|\bpercent(?:age)?\b|\bdollars?\b(?! ${v.SUM_PUT_IN_EN})|\$(?!\s?[\d,.]+ (?:dollars )?${v.SUM_PUT_IN_EN})|(?<!\bdividends? )\bamount\b(?! of (?:the )?(?:cash )?dividends?\b| paid\b)|\b(?:in|of) (?:thousands|millions|billions)\b|\bin (?:USD|US\$|RMB|CNY|HKD|EUR|yuan|euros?)\b(?!-)|\bas a (?:share|proportion|fraction)\b|(?<!(?:${v.BONUS_SHARE_EN}|\b(?:conversion|transfer|bonus|dividend|distribution)) )\b(?:rate|ratio)\b(?! of ${v.BONUS_SHARE_EN}| (?:derivatives|swaps?|caps?|floors?|contracts|hedges|risk)\b)|\bper (?:\d+ |ten )?shares?\b)`),
      // 元 as a unit (多少元, 万元, 单位：元), not inside a fund's name (南方亨元债券A). A threshold on a distribution's cash
      // (派现金额超过5元) is settled only by its base (每股, 10派), and a change asked with nothing after 多少 by nothing. A
      // bonus share ratio (送股比例, its own 比率) is settled by its base (每10股, 10送5) or a percent, not by a dividend's
      // amount or 元 beside it, as in English.
      zh: re(String.raw`^(?![\s\S]*(?:${v.CASH_DISTRIBUTION_THRESHOLD_ZH}|${v.BARE_CHANGE_ZH}|${v.BONUS_SHARE_RATIO_ZH}))[\s\S]*(?:%|百分比|金额|(?:[\d万亿少几以按(（:：]\s*)元|元\s*(?:[)）/每]|为单位)|美元|率)|每\s*\d*\s*(?:份|股)|\d\s*派|\d\s*(?:送|转增?|配)\s*\d|(?:${v.BONUS_SHARE_RATIO_ZH})[^，。？?！!]{0,8}?(?:%|％|百分比)`),
    },
    kinds: [...NUMERIC, 'name'],
    // Also the records a table keeps by it (which companies' bonus share ratio exceeded 0.5), no company named, a bonus
    // share ratio asked of any company, with a history, a date or no period (the bonus share ratio of a company whose
    // name the vocabularies do not know), and a part of a whole a given filing shows (loans
    // make up how much of the total lending), a return on a holding dated by its purchase and sale (if $100000 are invested
    // in s&p500 in 12/11 and sold in 12/16), however its instrument is written, and a change asked bare of a context
    // passage (上下文：…环比增长了多少？), whose amounts and rates are data, not the unit asked.
    // A company asked by its rank (送股占比最高的公司) is a name, unless the ratio's value is asked beside it (以及当时的送股比重).
    // Not a change asked of the row a stated condition picks (成交数量超过了2000，那同比增长了多少): the table's change column.
    needs: (r) =>
      (r.kind !== 'name' || r.valueFiltered || (r.ranked && r.bonusRatioAsked)) &&
      !r.rowChangeAsked &&
      (lookup(r) || (notGiven(r) && (r.valueFiltered || r.partOfWhole || r.bonusRatioAsked || r.holdingSold)) || (r.passageGiven && r.changeAskedBare)),
    message: {
      en: 'This figure is reported both as a money amount and as a percentage (or rate), or per unit and per ten units, and the question does not say which.',
      zh: '该指标既以金额列报,也以百分比(或比率)列报,或按每份与每10份列报,问题未说明要哪一个。',
    },
    advice: {
      en: 'Say "gross margin percentage" or "gross margin in US dollars (millions)".',
      zh: '写明"毛利率(百分比)"或"毛利金额(百万美元)"。',
    },
    rewrite: { en: [/\bgross margin\b/i, 'gross margin percentage'] },
  },
  {
    id: 'rate-change-unit',
    // A change of a rate or margin asked in percent reads as percentage points (2.0% − 1.2% = 0.8) or as a relative change (67%).
    trigger: {
      en: /\babsolute (?:percent(?:age)?|%) ?(?:change|difference|increase|decrease|growth|movement|variation)\b|\babsolute (?:change|difference) in (?:the )?percent(?:age)?\b|\bby (?:how (?:many|much)|what) percent(?:age)?s?\b(?=[^.?!]{0,60}\b(?:rates?|margins?|yields?|ratios?|share|returns?|ROE|ROA|ROIC)\b)|(?<=\b(?:rates?|margins?|yields?|ratios?|share|returns?|ROE|ROA|ROIC)\b[^.?!]{0,60})\bby (?:how (?:many|much)|what) percent(?:age)?s?\b|\b(?:change|increase|decrease|rise|fall|difference)\b[^.?!]{0,50}\b(?:rates?|margins?|yields?|ratios?)\b[^.?!]{0,40}\b(?:in percent(?:age)?(?: terms)?|as a percent(?:age)?)\b/i,
      zh: /绝对(?:百分比)?(?:变[动化]|差)|(?:率|比例|占比|比重)[^。?\uFF1F]{0,12}(?:增长|上升|下降|提高|降低|变动|变化|增加|减少)了?(?:百分之几|多少%|多少百分比|几个百分比)/,
    },
    clarifier: { en: /percentage[- ]points?|\bpp\b|\bbps\b|basis points|\brelative\b|\bproportional\b/i, zh: /百分点|基点|相对/ },
    kinds: NUMERIC,
    message: {
      en: 'A change of a rate or margin "in percent" may be the difference in percentage points or the relative change, which differ.',
      zh: '比率或利润率的变化以"百分比"表示,可理解为百分点之差,也可理解为相对变化率,二者不同。',
    },
    advice: {
      en: 'Say "in percentage points" or "as a relative change in percent".',
      zh: '写明"变化了多少个百分点"或"相对变化率(%)"。',
    },
  },
  {
    id: 'price-change-unit',
    // How much a price moved or swung is answered in money (a difference, a high-low range) or in percent.
    trigger: {
      // Also by how much a stock or its price rose or fell (by how much did the low of the stock increase).
      // Also its rise or fall so named (the increase in Microsoft's stock price), and how far it went, in any verb (how much
      // did Tesla shares gain, how far did Meta's stock fall, how much has the share price gone up).
      en: /\b(?:change|move(?:ment)?|swing|fluctuation|range|increase|decrease|rise|fall|drop|decline|gain)\b[^.?!]{0,25}\b(?:stock|share|closing) prices?\b|\b(?:stock|share|closing) prices?\b[^.?!]{0,25}\b(?:change|move(?:ment)?|swing|fluctuation|range)\b|\bhow (?:much|far) (?:did|does|has|had|have|will|would)\b[^.?!]{0,60}?\b(?:stock|shares|(?:share|stock|closing) price)\b[^.?!]{0,30}?\b(?:increase|rise|decrease|fall|drop|decline|grow|gain|lose|climb|jump|slide|sink|slump|plunge|tumble|soar|surge|rally|(?:go|gone) (?:up|down)|appreciate|depreciate)\b/i,
      // Also how much a stock rose or fell (中国石油上涨了多少), or how much higher or lower it is than at an earlier time
      // (股价比去年高了多少; not than another company's, 比波音的收盘价高多少: a difference in money).
      zh: /(?:股价|收盘价|价格|开盘价|点位)[^。?\uFF1F]{0,12}(?:变化|变动|波动幅度|波动范围|波幅|振幅)了?(?:是|为|有)?(?:多少|几|多大)|(?:股价|收盘价|价格|开盘价)[^。?\uFF1F]{0,8}?比(?:去年|前年|上(?:个|一)?(?:月|周|季度?|年|交易日)|昨天|昨日|年初|月初|周初|(?:19|20)\d{2}年[^。?\uFF1F]{0,6}?)的?(?:高|低)了?(?:多少|几)|(?:上涨|下跌|涨|跌)了?(?:多少|几)(?![%\uFF05]|个?百分点|个?基点|个?点|元|块|毛|角|钱|倍|美元|港元|港币|人民币|日元|欧元)/,
    },
    // A statistic's, a rate's or a statement figure's rise (GDP, CPI, 净利润, 利率: rate-change-unit's) is not a price's.
    // Nor a filing's quarterly price range, its high and low for each quarter (two prices, in money).
    exempt: [/\bGDP\b|\bCPI\b|\bPPI\b|价格指数|物价|工资|收入|利润|营收|销量|产量|利率|收益率|房价|油价|金价|汇率|净值|市盈率|市净率/i, re(v.QUARTERLY_PRICES_EN)],
    // A change asked as a decimal (the slope of a price line, answered as a decimal) names its form: a number, no money.
    clarifier: {
      en: /percent(?:age)?|%|\bdollars?\b|\$|\bpoints?\b|\bin (?:USD|HKD|CNY|RMB)\b|\babsolute\b|\brelative\b|\bas a decimal\b(?! places?\b)/i,
      zh: /百分比|百分之|%|百分点|(?:多少|几)(?:元|美元|港元|港币|点|钱|块|次)|[（(](?:元|美元|港元|%)[）)]|差值|绝对/,
    },
    kinds: NUMERIC,
    // Also a stock named with no possessive (How much did Tesla stock gain in 2020?) over a window: a market datum asked.
    needs: (r) => lookup(r) || (notGiven(r) && r.priceHistory),
    message: {
      en: 'How much a price changed or swung may be answered in money (a difference or a high-low range) or in percent, which differ.',
      zh: '价格的变化或波动幅度可按金额(差值或最高最低之差)作答,也可按百分比作答,二者不同。',
    },
    advice: { en: 'Say "in US dollars" or "in percent", e.g. "the change in the closing price, in percent".', zh: '写明单位,如"收盘价变化了多少元"或"收盘价涨跌幅(%)"。' },
  },
  {
    id: 'turnover-unit',
    trigger: { en: /\b(?:trading value|turnover value|value traded|traded value|dollar volume)\b/i, zh: /成交金额|成交额/ },
    clarifier: {
      en: re(String.raw`${v.CURRENCY_WORDS}|\b(?:thousands?|millions?|billions?|mn|bn)\b`),
      zh: /(?:多少|几)(?:万|亿|千|百万)?元|[千万亿]元|单位[:\uFF1A]?\s*(?:千|万|亿|百万)?元|[(\uFF08](?:千|万|亿|百万)?元[)\uFF09]|人民币|美元|港元/,
    },
    kinds: NUMERIC,
    settledBy: settledByUnit,
    // Decimals asked in Chinese with no unit are rounding-without-unit's, as for a volume.
    needs: (r) => notGiven(r) && r.roundingStated && !(r.zh && r.decimalsAsked),
    message: {
      en: 'Trading value can be stated in currency units or in thousands or ten-thousands of them, and the question does not say which.',
      zh: '成交金额可按元、万元或亿元计,问题未写明单位,取整后的数值相差万倍。',
    },
    advice: { en: 'State the unit, e.g. "trading value in CNY, rounded to the nearest yuan".', zh: '写明单位,如"成交金额是多少万元(取整)"。' },
  },
  {
    id: 'ratio-threshold-unit',
    // A filter on a rate, share, growth or return given as a bare number (同比超过0.5, a growth rate greater than 1): 0.5% or
    // 50% keep different records.
    trigger: { en: re(v.RATIO_THRESHOLD_EN), zh: re(v.RATIO_THRESHOLD_ZH) },
    clarifier: { en: /\bin percent(?:age)?s?\b|\bas a (?:decimal|fraction)\b/i, zh: /单位[:\uFF1A]?\s*(?:%|％|百分比)|以?百分比(?:表示|计)|以小数(?:表示|计)/ },
    kinds: [...NUMERIC, 'name'],
    needs: (r) => r.ratioThreshold,
    message: {
      en: 'A threshold on a share, growth or return is given as a bare number with no unit: 0.5 may mean 0.5% or 50%, which keep different records.',
      zh: '筛选条件中的比例、增速或收益门槛只给了数字而未写单位:"超过0.5"可理解为0.5%或50%,筛出的结果不同。',
    },
    advice: { en: 'Give the unit, e.g. "a growth rate above 50%" or "above 0.5%".', zh: '写明单位,如"同比增速超过50%"或"超过0.5%"。' },
  },
  {
    id: 'share-count-threshold-unit',
    // A number of shares screened by a sum of money (回购股份数量达到1亿元): 1亿股 or 1亿元 of shares keep different records.
    trigger: { en: re(v.SHARE_COUNT_MONEY_THRESHOLD_EN), zh: re(v.SHARE_COUNT_MONEY_THRESHOLD_ZH) },
    kinds: [...NUMERIC, 'name'],
    needs: notGiven,
    message: {
      en: 'A threshold on a number of shares is given in money: it may mean that many shares or shares worth that much, which keep different records.',
      zh: '对股份数量的筛选条件以金额给出:可理解为股数(如1亿股),也可理解为股份的金额(如1亿元),筛出的结果不同。',
    },
    advice: { en: 'Say "more than 100 million shares" or "shares worth more than 100 million yuan".', zh: '写明"回购股份数量达到1亿股"或"回购金额达到1亿元"。' },
  },
  {
    id: 'precision',
    trigger: {
      // Shares and changes, and also prices and money amounts: "222" or "222.00", "1505.6亿" or "1506亿".
      en: re(String.raw`\b(?:margin|growth(?: rate)?|ratio|returns?|yield|CAGR|drawdown|proportion|percent(?:age)?(?: change)?|rate of change|turnover rate|multiple)\b|%|${v.PRICE_EN}|\b(?:${v.AMOUNT_EN})\b`),
      zh: re(String.raw`率|比例|占比|增长|增速|涨幅|跌幅|涨跌幅|回撤|收益|百分比|倍数|${v.PRICE_ZH}|${v.AMOUNT_ZH}|亿元|万元`),
    },
    clarifier: {
      en: /decimal|\bd\.?p\.?\b|\brounded\b|\bround(?:ing)? to\b|\bnearest\b|significant (?:figures|digits)|\bprecision\b|accurate to|whole number|\binteger\b/i,
      zh: /小数|保留|精确到|四舍五入|取整|整数|有效数字/,
    },
    // Treasury futures quotes: how the number is written is futures-quote-notation's finding. A quote's change in
    // percent (收盘价涨跌幅) is shown to the market's two decimals.
    exempt: /\b(?:Treasury|T-?note|T-?bond)\b[^.?!]{0,30}futures?|国债期货|(?:收盘价|开盘价|股价|最新价)的?(?:涨跌幅|涨幅|跌幅)|\b(?:percent(?:age)? change|change in percent) (?:in|of) (?:the |its )?(?:closing|opening|share|stock) price/i,
    // A ratio asked in a unit ("in percent") with no rounding; a look-up that names no unit reads the source's figure.
    // Amounts asked in a scale are scale-rounding's; listed quotes and valuations of holdings have the market's precision.
    kinds: ['ratio'],
    // A figure asked as the annual report states it has the report's precision.
    needs: (r) => lookup(r) && r.unitAsked && !r.reportFigure,
    settledBy: settledByTolerance,
    message: {
      en: 'The question does not say how precise the number must be, while the tolerance depends on the decimals shown.',
      zh: '问题未说明数值精度,而评分取决于保留的小数位数。',
    },
    advice: { en: 'State the precision, e.g. "in percent, rounded to two decimal places".', zh: '写明精度,如"以百分比表示,保留两位小数"。' },
  },
  {
    id: 'rounding-without-unit',
    // Decimals asked of a share with no percent named (12.34 or 0.12), or of an amount or volume with no unit (元 or
    // 万元, 股 or 手): the precision asked depends on a unit the question leaves open. Not the proportion of one total to
    // another (of total headquarters leases to total other leases): a ratio of two amounts, a plain number as "ratio of".
    trigger: {
      en: re(String.raw`\b(?:proportion(?! of (?:the )?total\b[^.?!]{1,80}?\bto\b)|fraction) of\b|(?<!\b(?:inventory|receivables?|assets?|payables?|capital) )\bturnover rate\b|(?<!\bper )\bshare of\b(?! (?:the )?(?:profits?|loss(?:es)?|results|net income|net assets) of)|${UNITLESS_SHARE_EN}`),
      zh: re(String.raw`(?<!每股[^，。？?]{0,6})(?:${v.SHARE_RATE_ZH}|金额|总额|合计|股本|股数|成交量|成交额)${NOT_A_PICK_ZH}`, ''),
    },
    clarifier: {
      // The unit named in the rounding (to the nearest dollar) names the amount's. A test statistic asked of a return (the
      // Z-score of a sample mean return, a t-statistic) is a count of standard errors, no share.
      en: /\b[zt]-?scores?\b|\bt-?stat(?:istic)?s?\b|\btest statistics?\b|percent|(?<!\d ?)%|\bfraction\b|\bas a (?:decimal|ratio)\b|\bdecimal form\b|\bbasis points?\b|\btimes\b|\bin (?:USD|EUR|GBP|dollars|euros)\b|\bnearest (?:whole )?(?:dollars?|cents?|euros?|pounds?|yuan)\b|\b(?:millions|billions|thousands) of\b/i,
      // Not when a share's own clause names none (its unit is open whatever the amount's clause names).
      zh: re(String.raw`^(?![\s\S]*${UNITLESS_SHARE_ZH})[\s\S]*(?:(?<!\d ?)%|％|百分比|百分数|百分之|百分点|单位|以?小数(?:形式)?(?:表示|作答)|(?:多少|几)\s*(?:[千万亿百]+|[千万亿百]*\s*(?:元|美元|港元|港币|人民币|美金|日元|欧元|英镑|新台币|股|手|份|倍|人|户|只|张))|(?:以|按|用)\s*[千万亿百]*\s*(?:元|股|手|份)\s*(?:计|表示|为单位)?|[（(]\s*[千万亿百]*(?:元|股|手|%)\s*[，,）)])`, ''),
    },
    // Decimals asked make any ask a number, also a list's (合同金额) or a day's data (交易数据如何), but not names asked
    // with a template's format clause. An English question's own figures of the report it is asked of (a $367 million
    // after-tax gain, $581 million pretax) leave the share's unit as open as a look-up does; a scenario settles it.
    needs: (r) => (notGiven(r) || (!r.zh && !r.scenarioWorded)) && r.roundingStated && !r.formatBoilerplate,
    message: {
      en: 'The question asks for decimals of a share or an amount without its unit (percent or fraction; yuan or ten thousands), so the same figure is written with different digits.',
      zh: '问题要求保留小数,却未说明占比以百分比还是小数表示、金额或数量以何单位(元或万元、股或手)计,同一数值的写法不同。',
    },
    advice: { en: 'Name the unit with the decimals, e.g. "as a percentage, to two decimal places".', zh: '在保留位数之外写明单位,如"以百分比表示,保留两位小数"或"以万元计,保留两位小数"。' },
  },
  {
    id: 'scale-rounding',
    trigger: {
      en: /\b(?:thousands?|millions?|billions?|trillions?|mn|bn)\b/i,
      // 亿 and 万 are how Chinese sources state a company's figures, so only another scale is a rescaling.
      zh: /万亿|百万|千万|千(?=元|美元|港元|人民币|日元|欧元)/,
    },
    kinds: ['amount'],
    // Filings report in thousands or millions: a named company's amount in any scale, or any amount in billions or 亿, is
    // rescaled; not a figure asked of a named report, which states it in the scale asked (a Taiwan filer's 百万元 segment note),
    // nor a worked problem's answer asked in the scale its amounts are given in (BRL 10 million; in BRL million).
    needs: (r) => notGiven(r) && r.scaleAsked && !r.roundingStated && (r.entity || r.coarseScaleAsked) && !r.reportFigure && !r.givenInScaleAsked,
    settledBy: settledByTolerance,
    message: {
      en: 'The answer is asked in a scale other than the filing\'s (which reports in thousands or millions) without saying how to round: 383,285 million is 383.285 or 383.3 billion.',
      zh: '要求的数量级与报表不同(报表常以千元、万元或百万计),却未说明如何取舍:383,285百万可写作3832.85亿或3833亿。',
    },
    advice: { en: 'Say how to round, e.g. "in billions of USD, rounded to one decimal place".', zh: '写明取舍,如"以亿元人民币计,保留两位小数"。' },
  },
  {
    id: 'rmb-rate-type',
    trigger: {
      // Not a currency swap's fixed rate (the RMB swap rate): the interest its leg pays.
      en: /\b(?:RMB|renminbi|yuan|CNY)\b[^.?!]{0,40}\b(?:exchange rate|(?<!\bswap )rate|against|versus|vs\.?|per)\b|\b(?:exchange rate|rate)\b[^.?!]{0,40}\b(?:RMB|renminbi|yuan|CNY)\b|\b[A-Z]{3}\s*\/\s*CNY\b|\bCNY\s*\/\s*[A-Z]{3}\b/i,
      // Also a foreign currency's rate alone (美元汇率, 港币牌价), which a Chinese question reads against the RMB, and a
      // sum to be changed (1000美元能换多少人民币, 5万元换成欧元).
      zh: RMB_RATE_ZH,
    },
    clarifier: {
      en: /\bonshore\b|\boffshore\b|\bCNH\b|central parity|\bfixing\b|mid-?point|middle rate|\bspot\b|\binterbank\b|\bCFETS\b|\bbuying\b|\bselling\b|\bbid\b|\boffer\b|\bcash rate\b/i,
      zh: /在岸|离岸|中间价|即期|银行间|CFETS|CNH|现汇|现钞|买入价|卖出价|参考汇率|结算汇率|折算汇率/i,
    },
    // A cross rate of two foreign currencies (美元兑日元) is a market quote, not an RMB rate.
    // Also an effective exchange rate index, which is one published series, and a share class named by its currency
    // whose distribution, dividend or yield rate is asked, no exchange rate named (the distribution rate of the Hedged
    // RMB share class, of the RMB (hedged) class, of Class A (RMB); the Chinese trigger reads 人民币对冲 so): the class's
    // payout, no RMB rate.
    exempt: re(String.raw`有效汇率|汇率指数|^(?![\s\S]*\bexchange rates?\b)(?=[\s\S]*(?:\b(?:RMB|CNY|renminbi|yuan)\b[^.?!]{0,20}\bclass(?:es)?\b|\bclass(?:es)?\b[^.?!]{0,12}\b(?:RMB|CNY|renminbi)\b))[\s\S]*\b(?:distribution|dividend|yield|payout) rates?\b|^(?![\s\S]*(?:人民币|\bCNY\b|\bCNH\b|\bRMB\b|\byuan\b))[\s\S]*(?:${v.FOREIGN_CURRENCY_ZH})\s*(?:兑|对|\/)\s*(?:${v.FOREIGN_CURRENCY_ZH})`, 'i'),
    message: {
      en: 'The RMB rate type is not stated: onshore (CNY), offshore (CNH) and the central parity differ.',
      zh: '未写明人民币汇率类型:在岸(CNY)、离岸(CNH)与中间价数值不同。',
    },
    advice: { en: 'Say e.g. "the onshore USD/CNY spot rate" or "the USD/CNY central parity".', zh: '写明如"美元兑在岸人民币即期汇率"或"美元兑人民币中间价"。' },
    rewrite: { en: [/\b(RMB|renminbi|yuan)\b/i, 'onshore $1 (CNY)'], zh: [/人民币/, '在岸人民币(CNY)'] },
    // How the rate moved (欧元兑人民币汇率走势) is asked of one rate type too.
    kinds: NUMBER_OR_TREND,
    needs: askedLevelOrTrend,
  },
  {
    id: 'rmb-conversion',
    // An RMB sum turned into a foreign currency or a holding priced abroad (a Hong Kong or US stock, a company listed
    // only abroad), or such a figure asked in RMB, with no rate given.
    trigger: { en: re(v.RMB_EN), zh: re(v.RMB_SUM_ZH) },
    // A question about the exchange rate itself, or a sum to be changed, is rmb-rate-type's. A currency swap's legs (receiving
    // RMB fixed, paying USD fixed) are its terms, exchanged at the rate the swap sets: its swap rate is asked, no conversion.
    exempt: new RegExp(String.raw`兑|汇率|exchange rate|cross rate|\b(?:(?:cross[- ])?currency|FX|foreign exchange) swaps?\b|货币互换|\b[A-Z]{3}\s*\/\s*[A-Z]{3}\b|\b(?:USD|HKD)\s+(?:to|against|versus)\s+(?:RMB|CNY|CNH)\b|${RMB_RATE_ZH.source}`, 'i'),
    clarifier: {
      en: /exchange rate|\bat (?:a|the) rate\b|central parity|\bfixing\b|\bspot\b|converted at/i,
      zh: /汇率|折算|中间价|参考汇率|即期/,
    },
    kinds: NUMERIC,
    // Not a question on a passage it carries, whose amounts in yuan and in dollars are its data. Nor a worked problem translating a subsidiary's figures (its functional currency, the current rate method): the
    // accounting standard sets the rate it tests.
    needs: (r) => r.foreignPriced && !r.passageGiven && !r.translationTested,
    message: {
      en: 'The question needs a conversion between RMB and another currency but does not say at which rate (central parity, spot, Stock Connect reference rate).',
      zh: '问题需要人民币与外币之间的折算,却未说明按哪种汇率(中间价、即期汇率、港股通参考汇率)。',
    },
    advice: { en: 'Give the rate, e.g. "converted at the PBOC central parity of that day".', zh: '写明汇率,如"按当日人民币汇率中间价折算"。' },
  },
  {
    id: 'cross-currency-trade',
    // Money that changes currency inside a trade, with no RMB sum named: the proceeds of an A share buying a Hong Kong
    // stock, US or Hong Kong dollars buying an A share.
    trigger: { en: /\b(?:buy|bought|sell|sold|purchase[ds]?)\b/i, zh: /买入|卖出|买进|卖掉|购买|购入|持有|买|卖/ },
    // A rate quoted with its currency pair (1.10 USD/EUR, EUR/USD at 1.08) or per unit of the other currency (7.1 yuan per
    // dollar) is the rate given.
    clarifier: {
      en: /exchange rate|converted at|\bat (?:a|the) rate\b|\d\s*[A-Z]{3}\s?\/\s?[A-Z]{3}\b|\b[A-Z]{3}\s?\/\s?[A-Z]{3}\s+(?:(?:is|was|of|at|=)\s+)?\d|\d\s*(?:yuan|RMB|dollars?|USD|euros?|EUR|yen|pounds?|HKD)\s+(?:per|for each|for one|to the|to one)\s+(?:US |Hong Kong )?(?:dollar|euro|yen|pound|yuan|USD|EUR|RMB|HKD)\b/i,
      zh: /汇率|折算|中间价|参考汇率|即期|换汇/,
    },
    kinds: NUMERIC,
    needs: (r) => r.crossCurrencyTrade,
    message: {
      en: 'The trade moves money between the RMB and another currency (an A share\'s proceeds buying a Hong Kong stock, US dollars buying an A share), and the question does not say at which rate.',
      zh: '该交易需在人民币与外币之间折算资金(如卖出A股所得买入港股、以美元买入A股),问题未说明按哪种汇率。',
    },
    advice: {
      en: 'Give the rate, e.g. "converted at that day\'s Stock Connect reference rate".',
      zh: '写明汇率,如"按当日港股通参考汇率折算"。',
    },
  },
  {
    id: 'reporting-currency',
    // A figure of a company reporting in RMB asked in US or Hong Kong dollars: converted at which rate (the period's
    // average, its end, the company's own convenience translation)?
    trigger: {
      en: /\b(?:in|of) (?:US|U\.S\.|Hong Kong|HK) dollars\b|\bin (?:USD|HKD|US\$|HK\$)\b/i,
      // Also a figure turned into that currency (换算成美元, 折合港元).
      zh: re(String.raw`(?:多少|几)[千百万亿]*(?:美元|美金|港元|港币)|以(?:美元|港元|港币)(?:计|为单位)|(?:千|万|亿|百万)(?:美元|港元|港币)|(?:换算|折合|兑换|转换)(?:成|为)?(?:美元|美金|港元|港币)`),
    },
    // A reported figure (revenue, assets), not market data that trades in that currency (a Hong Kong turnover in 港元).
    context: { en: re(String.raw`\b(?:${v.FLOW_EN}|${v.STOCK_EN})\b`), zh: re(String.raw`${v.FLOW_ZH}|${v.STOCK_ZH}`) },
    clarifier: { en: re(CONVERSION_RATE_EN), zh: /汇率|折算|中间价|按[^。?\uFF1F]{0,10}换算/ },
    kinds: ['amount', 'ratio'],
    needs: (r) => r.rmbReporter && notGiven(r),
    message: {
      en: 'This company reports in RMB, and the figure is asked in another currency without the rate to convert it at (the period\'s average, its end, the company\'s convenience translation).',
      zh: '该公司以人民币列报,问题却要求以外币作答,未说明折算汇率(期间平均汇率、期末汇率或公司公告的折算汇率)。',
    },
    advice: { en: 'Ask in RMB, or give the rate, e.g. "converted at the period\'s average USD/CNY central parity".', zh: '以人民币提问,或写明汇率,如"按报告期美元兑人民币平均中间价折算"。' },
  },
  {
    id: 'reporters-compared',
    // Amounts of companies that report in different currencies set against one another (which had the higher equity,
    // how much more one spent): converted at which rate (the period's average, its end)? Not when the question says
    // what to do with a company whose report has no figure in the currency asked (leave it out, return N/A).
    // However they are set against one another (compare them, rank them by revenue, which had more, 谁的净利润更多, 哪个高,
    // 孰高孰低).
    trigger: {
      en: /\b(?:than|compared (?:to|with)|compar(?:e|ing)|versus|vs\.?|which (?:of the )?compan(?:y|ies)|which (?:one )?(?:had|has|have|reported|spent|earned|made|is|was)|rank(?:ed|ing)?|among|with the (?:highest|largest|lowest|smallest|biggest|most|least))\b/i,
      zh: /相比|相较|比较|高于|低于|哪(?:一)?[家个]|谁|孰|比/,
    },
    clarifier: {
      en: re(String.raw`${CONVERSION_RATE_EN}|\bif (?:the )?data\b[^.?!]{0,40}\bnot available\b|\bexclude\b`),
      zh: /汇率|折算|中间价/,
    },
    // A ratio (ROE, a margin, growth) is the same in any currency: ranking by it converts nothing. Not when an amount is
    // set against the other's beside it (revenue and revenue growth, 营业收入和毛利率): that one is converted.
    exempt: /^(?![\s\S]*(?:(?<!\breturn on (?:average )?(?:total )?)\b(?:revenues?|sales|(?:net |operating )?income|profits?|earnings|assets|equity|debt|cash|expenses|spending)\b(?! (?:growth|margins?|ratios?|yields?|per share)\b)|(?:收入|营收|利润|资产|负债)(?!增速|增长|率)))[\s\S]*(?:\b(?:RO[AEI]C?|return on (?:equity|assets|invested capital)|margins?|ratios?|growth|yields?|P\/?[EB]|multiples?|percent(?:age)?)\b|率|倍数)/i,
    // Also a figure ranked with the highest, which reads as a quote (the company with the highest revenue among …).
    kinds: ['amount', 'name', 'quote'],
    needs: (r) => r.currenciesCompared && notGiven(r),
    message: {
      en: 'The companies compared report in different currencies, and the question does not say at which rate to convert their figures (the period\'s average, its end).',
      zh: '所比较的公司以不同币种列报,问题未说明按哪种汇率折算(期间平均汇率或期末汇率)。',
    },
    advice: { en: 'Name the currency and the rate, e.g. "in US dollars, converted at each fiscal year-end\'s exchange rate".', zh: '写明币种与汇率,如"以美元计,按各会计年度末汇率折算"。' },
  },
  {
    id: 'loan-rate-type',
    // Also what a sum deposited earns with no rate or product named (存1万元一个月赚多少, 存5万一年利息多少): 活期, a term
    // deposit's rate or a money fund's yield, each a different sum.
    trigger: {
      en: /\b(?:loan|lending|deposit|mortgage|borrowing|savings|time deposit|demand deposit|CD) rates?\b/i,
      zh: /(?<![库保生储留现依封])存(?:入|进|了|款)?\s*(?:\d|[一两二三四五六七八九十百千万]{1,4}[万千百元块])[^，。？?！!]{0,12}?(?:赚|挣|利息|收益|得|拿)(?:了|到)?(?:是|有)?(?:多少|几)|贷款(?:基准)?利率|存款(?:基准)?利率|房贷利率|借款利率|活期(?:存款)?利率|定期(?:存款)?利率|定存利率|储蓄利率|(?:大额存单|整存整取|零存整取|通知存款|协定存款)的?利率/,
    },
    clarifier: {
      en: /\b(?:LPR|prime|\d+-(?:year|month)|one-year|five-year|overnight|tenor|term|fixed|variable|floating|benchmark)\b/i,
      // 同期 (a deposit rate of the same term as the bond or loan priced against it) names the tenor, as a regulation does.
      // A money fund named (余额宝, 零钱通) or an annualised yield stated names what the deposit earns.
      zh: /LPR|\d+年期|[一二三五]年期|\d+个月|期限|个人住房|首套|二套|活期|定期|基准|经营贷|消费贷|同期(?:限)?(?:银行)?(?:存款|贷款)|余额宝|零钱通|货币基金|理财产品|年化/i,
    },
    kinds: NUMERIC,
    needs: notGiven,
    message: {
      en: 'A bank\'s loan or deposit rate depends on the product and tenor (one-year or five-year LPR, mortgage, term deposit).',
      zh: '银行的贷款或存款利率因品种与期限而异(1年期或5年期以上LPR、房贷、定期存款等)。',
    },
    advice: { en: 'Name the product and tenor, e.g. "the one-year loan prime rate".', zh: '写明品种与期限,如"1年期贷款市场报价利率(LPR)"。' },
  },
  {
    id: 'rate-tenor',
    // Benchmark and market rates are quoted per tenor: the one-year and five-year LPR, overnight and three-month Shibor,
    // the two-year and ten-year Treasury yields all differ.
    trigger: {
      en: /\b(?:LPR|loan prime rates?|SHIBOR|HIBOR|LIBOR|EURIBOR|repo rates?|MLF rates?|(?:government|sovereign|Treasury|treasury) (?:bond |note )?yields?|Treasury rates?|CGB yields?)\b/,
      zh: /LPR|贷款市场报价利率|Shibor|SHIBOR|上海银行间同业拆放利率|Hibor|HIBOR|Libor|LIBOR|国债收益率|国债利率|国债到期收益率|(?:逆)?回购利率|MLF利率|中期借贷便利利率|同业拆借利率|同业存单利率|(?:央行|人民银行|人行)?基准利率/,
    },
    clarifier: {
      en: /\d+\s*-?\s*(?:years?|yr|months?|weeks?|days?|[YMWD])\b|\b(?:overnight|O\/N|one|two|three|five|seven|ten|twenty|thirty)[- ](?:year|month|week|day)\b|\bon the (?:curve|term structure)\b/i,
      zh: /\d+\s*(?:年|个月|月|周|天|日)期?|[一二三五七十]\s*(?:年|个月|周|天)期?|隔夜|一周|两周|半年|期限/,
    },
    // Rates named as what a risk comes from (exposure to fluctuations in interest rates, such as LIBOR) are no level asked.
    exempt: /\b(?:exposures?|risks?|sensitivit(?:y|ies)|vulnerabilit(?:y|ies)) (?:to|from) (?:the )?(?:fluctuations?|changes?|movements?|volatility|variations?) in\b|利率(?:波动|变动|变化)(?:的)?风险/i,
    kinds: NUMBER_OR_TREND,
    needs: askedLevelOrTrend,
    message: {
      en: 'This rate is quoted for several tenors (overnight to thirty years), which differ, and the question names none.',
      zh: '该利率按期限分别报价(隔夜至三十年),各期限数值不同,问题未写明期限。',
    },
    advice: { en: 'Name the tenor, e.g. "the one-year LPR" or "the 10-year Treasury yield".', zh: '写明期限,如"1年期LPR"或"10年期国债收益率"。' },
  },
  {
    id: 'rate-setter',
    // Whose rate: the central bank's benchmark or one bank's posted rate, which banks set apart and cut at different dates.
    trigger: {
      en: /\b(?:deposit|savings|time deposit|demand deposit|CD|loan|lending|mortgage) rates?\b/i,
      zh: /(?:活期|定期|存款|贷款|房贷|定存|储蓄)(?:存款)?(?:基准)?利率|(?:大额存单|整存整取|零存整取|通知存款|协定存款)的?利率/,
    },
    clarifier: {
      // A bank named by its possessive ("ICBC's") or its short name (工行) also sets the rate.
      en: /\bbank\b|\bbenchmark\b|\bLPR\b|\bprime\b|\bPBOC\b|\bcentral bank\b|\bFed\b|\bfederal funds\b|\baverage\b|\bnational\b|\b[A-Z][\w&.-]*['\u2019]s\b/i,
      zh: /银行|基准|LPR|贷款市场报价利率|央行|人民银行|平均|全国|公积金|[工建农中交]行|招行|邮储|浦发|兴业|中信|民生|光大|平安|华夏/,
    },
    kinds: NUMBER_OR_TREND,
    // How the rate moved is a question about one setter's rate too (the benchmark has not moved since 2015, banks' rates have).
    needs: askedLevelOrTrend,
    message: {
      en: 'The rate is not tied to a setter: the central bank\'s benchmark and each bank\'s posted rate differ, and banks change theirs at different dates.',
      zh: '未说明是谁的利率:央行基准利率与各银行挂牌利率不同,且各银行调整时间不一。',
    },
    advice: { en: 'Name the bank or the benchmark, e.g. "ICBC\'s posted one-year time-deposit rate".', zh: '写明银行或基准,如"工商银行挂牌的一年期定期存款利率"。' },
  },
  {
    id: 'stock-or-flow',
    // Statistics published both as an outstanding stock and as a new amount over a month or year.
    trigger: {
      en: /\b(?:total social financing|(?:aggregate|social) financing(?: to the real economy)?|TSF|(?:new )?(?:yuan|RMB|renminbi) (?:loans|deposits))\b/i,
      zh: /社会融资规模|社融|人民币(?:贷款|存款)|(?:住户|居民|企业)(?:贷款|存款)|信贷规模/,
    },
    clarifier: {
      // New however said (newly added, newly increased, additional RMB loans) is the flow, as 新增 is; not deposits added
      // together or additional details, which leave the stock open.
      en: /\bstock\b|\boutstanding\b|\bflows?\b|\bnew(?:ly)?\b|\bincrement(?:al)?\b|\bgrowth\b|\bbalance\b|\bcumulative\b|\badditions?\b|\b(?:added|additional) (?:(?:RMB|renminbi) )?(?:loans?|deposits?)\b/i,
      zh: /存量|增量|新增|余额|累计|当月|增速|增长|同比|环比/,
    },
    kinds: NUMERIC,
    needs: notGiven,
    message: {
      en: 'This statistic is published both as an outstanding stock and as a new amount over the month or year, which differ by two orders of magnitude.',
      zh: '该指标既有存量(时点余额)也有增量(当月或累计新增),二者相差百倍。',
    },
    advice: { en: 'Say "the stock outstanding at the end of June 2025" or "the new amount in June 2025".', zh: '写明"2025年6月末存量"或"2025年6月当月增量"。' },
  },
  {
    id: 'market-cap-method',
    // Not a market value a filter puts a threshold on (市值超100亿的金科股份, 市值还高于100亿的): a condition picking the
    // record, no figure asked; but a yes or no on it (中国平安的市值是大于1万亿吗) asks the figure. The spaces after an adverb are read only after it: two optional runs side by side would
    // split a long run of spaces every way, its square in time.
    trigger: { en: COMPANY_MARKET_VALUE_EN, zh: re(String.raw`市值(?!\s*(?:${v.CONDITION_ADVERB_ZH}\s*)?${v.SCREEN_CONDITION_ZH}(?![^，。？?！!]{0,8}?(?:吗|(?<!什)么|嘛)))`, '') },
    clarifier: {
      en: /\bA-shares?\b|\bH-shares?\b|\bADRs?\b|share class|all (?:listed )?share|free[- ]float|\bfloat(?:ing)?\b|total shares|listed shares|calculated as|sum of|×|single[- ]listed|only listed|listed only|solely listed/i,
      // A float basis (流通) is read as the basis (marketValueBasis): it settles a mainland company's, not the listing of one
      // listed twice (网易's 流通股票的总价值: New York's or Hong Kong's).
      zh: /A股|H股|港股|美股|ADR|总股本|合计|之和|计算方式|按[^。?\uFF1F]{0,12}计算|×|乘以|仅在.{0,6}上市/,
    },
    // A fund's name ("市值加权ETF", cap-weighted fund) is not a question about a market value.
    // Nor the market value of what a holder holds (持有的债券及市值, 持仓市值, 被某基金持仓的债券和市值, a fund's 重仓股整体市值): a holding's value,
    // not a company's; nor a holding's weight by market value in a portfolio (组合的市值比重): a share of the portfolio.
    // In English too: the holding market value, the market value of the holdings, of its stake, the position's market value,
    // when no other market value or capitalisation is asked beside it (Alibaba's market value and that of its stake in Ant).
    exempt: [
      /市值加权|基金|ETF|\bfund\b|cap(?:italization)?[- ]weighted/i,
      /持(?:有|仓)的?[^。？?]{0,12}?市值|持股市值|重仓(?:股|债)?[^。？?]{0,4}?市值|市值(?:比重|权重)/,
      /^(?![\s\S]*\bmarket (?:values?|cap)[\s\S]*\bmarket (?:values?|cap))[\s\S]*?(?:\b(?:holdings?|positions?|stakes?)['\u2019]?s? market values?\b|\bmarket values? (?:of (?:the |its |their |his |her |this |that |each )?(?:holdings?|positions?|stakes?)|held)\b)/i,
    ],
    kinds: ['quote', 'amount', 'ratio', 'count', 'name', 'reason'],
    // A dual-listed company's market value needs its listing (a total or float basis does not say which shares count);
    // another mainland company's, asked in Chinese, its basis (总市值 or 流通市值, which A-share data show side by side; a
    // company priced abroad has one, and one whose price the question states passed a level reads a quotes table's row,
    // its market value column: 股价超过了5，…它市值有多少). How it moved is a question about one of them too.
    needs: (r) =>
      (lookup(r) || (r.dualListed && notGiven(r))) &&
      !r.defines &&
      numberOrTrend(r) &&
      (r.dualListed ? !r.listingNamed : r.zh && !r.marketValueBasis && !r.foreignPriced && !r.priceConditionStated),
    message: {
      en: 'Market capitalisation is ambiguous for dual-listed companies and between total and free-float bases.',
      zh: '市值口径不明确:两地上市公司按哪类股价与股本计算、总市值或流通市值结果不同。',
    },
    advice: {
      en: 'Give the method, e.g. "(A-share price × A shares) + (H-share price × H shares)".',
      zh: '写明计算方式,如"A股股价×A股股本 + H股股价×H股股本"。',
    },
  },
  {
    id: 'dual-listing',
    // The price of a company listed in two markets, and what trades on each listing apart (volume, turnover, fund
    // flows, the day's move): which listing, so which currency. Also its own IPO (its IPO, 的IPO): an A+H company went
    // public on each market (重庆银行: Hong Kong in 2013, Shanghai in 2021), so when it went public (什么时候上市) has two answers.
    trigger: {
      // In English also how its shares or price rise or fall (how much did its shares rise), not a revenue's rise, nor
      // earnings per share's or a market share's. Also its code or ticker asked (its full name and its code), not given (stock code 000728): one per listing. In Chinese when it went public, not when a product goes on sale (新车型什么时候上市).
      en: re(String.raw`\b(?:(?:closing|opening|share|stock|latest|last) )?price\b|\bclos(?:e|ed|ing)\b|\bopen(?:ing)?\b|\b(?:high|low)(?:est)?\b${v.NOT_A_PRICE_HIGH_EN}|\b(?:trading )?volume\b|\bturnover\b|\b(?:fund|money|capital) (?:flows?|inflows?|outflows?)\b|\bnet (?:inflows?|outflows?)\b|\b(?:rose|fell|gained|lost|dropped)\b|\b(?:(?<!\b(?:per|market) )share(?! of\b)s?|stock|stock price)\b[^.?!,;]{0,20}?\b(?:rise|rises|risen|rising|fall|falls|fallen|falling|drop|drops|decline[sd]?|climb(?:s|ed)?|surge[sd]?|plunge[sd]?)\b|\breturns?\b|\bdrawdown\b|\bvolatility\b|\b(?:buy|bought|sell|sold)\b(?! back)[^.?!]{0,20}\bshares\b|\bshares\b[^.?!]{0,40}\b(?:buy|purchase)\b(?! back)|\btarget price\b|(?<=['\u2019]s )IPO\b|\b(?:IPO|initial public offering) of\b|\b(?:go|goes|gone|went|going) public\b|(?<!\b(?:industry|classification|sector|tax|zip|postal|area|SWIFT|BIC|IBAN|country|currency|HS|SIC|NAICS|GICS|CSRC|source|product|promo|discount|bank|branch|customs|commodity) )\b(?:(?:stock|share|securities|security|trading|ticker|listing) )?codes?\b(?! of (?:conduct|ethics|practice)|(?: is)?[\s:\uFF1A]*["\u201c(]?\d)|\btickers?\b|\b(?:stock|ticker|trading) symbols?\b`),
      // Also a trade in its shares (卖出1000股中国平安, a buy and a sell on two days), which is done at one listing's
      // price, and figures read off the day's prices (振幅, 量比). The listing date's lookbehind is tried only where its words start.
      zh: /开盘价|收盘价|最高价|最低价|股价|最新价|现价|昨收|今开|价格|收盘|开盘|成交量|成交额|成交金额|换手率|净流入|净流出|资金流|主力资金|涨跌|涨幅|跌幅|涨了|跌了|涨得|跌得|上涨|下跌|成交了|涨停|跌停|收益率|回撤|波动|标准差|振幅|量比|委比|目标价|的(?:[Ii][Pp][Oo]|首次公开发行)|(?=[什何哪几上])(?<!(?:产品|新品|车型|新车|新款|手机|新药|药品|疫苗|型号|版本|系列|款)[^，。？?]{0,6})(?:(?:什么时候|何时|哪年|哪一年|哪天|几时)(?:在[^，。？?]{0,6})?上市|上市(?:时间|日期|的时间|的日期|年份))|(?:买入|卖出|买进|卖掉|购买|购入|买|卖)了?[^，。？?；;]{0,10}?(?:\d[\d,.]*\s*[百千万]*|多少|几[百千万]*)\s*(?:股|手)|(?:买入|卖出|买进|卖掉)[^，。？?；;]{0,8}?股票|(?:买入|买进|购入)[^。？?；;]{0,30}?(?:卖出|卖掉)/,
    },
    // A multiple or yield read off the price (P/E at the close) is the premium rule's: offshore listings are kept level by arbitrage.
    // How a figure is computed is a method question; a bond's price is not its issuer's shares', nor is a price a
    // security's terms set (a preferred stock's conversion price, an option's exercise price) a listing's.
    // Nor a statement figure's return or move (净资产收益率, 净利润同比上涨), which is the company's, not a listing's.
    exempt: re(String.raw`${v.MULTIPLE}|股息率|股息收益率|回购|\bdividend yield\b|净资产收益率|总资产收益率|\bRO[EA]\b|\breturn on (?:equity|assets)\b|现金流|(?:营收|收入|净利润|利润)[^，。？?]{0,6}(?:上涨|下跌|波动|增长)|同比|环比|怎么算|如何计算|计算方法|\bhow (?:is|are|do you) [^?]{0,40}calculat|\bbond(?:s|['\u2019]s)?\b|债券|\b[A-Z][\w&.-]*(?: [A-Z][\w&.-]*){0,4} (?:Index|Fund|ETF)\b|${TERMS_PRICE}`),
    kinds: ['quote', 'amount', 'count', 'ratio', 'name', 'reason'],
    needs: (r) => r.unnamedListing && numberOrTrend(r),
    message: {
      en: 'This company is listed on more than one market; its price, volume and fund flows differ by listing and currency (e.g. A shares in CNY, H shares in HKD).',
      zh: '该公司在多地上市,股价、成交与资金流向因市场与币种不同而不同(如A股以人民币计、H股以港币计)。',
    },
    advice: { en: 'Name the listing, e.g. "its A shares on the Shanghai Stock Exchange, in CNY".', zh: '写明市场,如"A股(601998.SH)的开盘价,以人民币计"。' },
  },
  {
    id: 'dual-listing-premium',
    // A mainland company's A shares and its H (or B) shares trade apart, so its multiples and dividend yield differ by listing.
    trigger: {
      en: /\bP\/?[EBS]\b|\bPE ratio\b|\bprice[- ]to[- ](?:earnings|book|sales)\b|\bprice\/earnings\b|\bdividend yield\b|\bvaluation\b|\bEV\/EBITDA\b/i,
      zh: /市盈率|市净率|市销率|股息率|分红率|估值|PE(?![A-Za-z])|PB(?![A-Za-z])/,
    },
    // Not a valuation spoken of (what a deal's price implies about the company's valuation): no multiple is asked.
    exempt: /\babout (?:[\w.&'\u2019-]+ ){0,3}?valuation\b/i,
    kinds: NUMBER_OR_TREND,
    // How the multiple moved is asked of one listing too.
    needs: (r) => r.unnamedPremiumListing && numberOrTrend(r),
    message: {
      en: 'This company has A shares and H or B shares that trade apart (the A/H or A/B premium), so its multiples and dividend yield differ by listing.',
      zh: '该公司A股与H股(或B股)价格不同(A/H或A/B溢价),其估值倍数与股息率因市场而异。',
    },
    advice: { en: 'Name the listing, e.g. "its P/E on the A shares (601998.SH)".', zh: '写明市场,如"A股(601998.SH)的市盈率"。' },
  },
  {
    id: 'dual-listing-dividend-date',
    // An A+H company's A and H dividends go ex, are recorded and are paid on different dates (share classes of one market share theirs).
    trigger: {
      en: /\bex-dividend date\b|\bdividend (?:record|payment|pay|ex) date\b|\brecord date (?:of|for) (?:the |its )?(?:\w+ )?dividend\b/i,
      zh: /(?:分红|派息|除权|除息)(?:的|是|款|发放|到账|派发|实施|发生|具体|预计|大概|登记){0,3}在?(?:日期|日子|时间|哪天|哪一天|什么时候|什么日期)|股权登记日|除权除息日|除息日|除权日|派息日/,
    },
    needs: (r) => r.unnamedPremiumListing,
    message: {
      en: "This company's A and H shares pay the same dividend on different dates (ex-dividend, record and payment dates differ by listing).",
      zh: '该公司A股与H股的同一次分红,除权除息日、股权登记日与派息日因市场而不同。',
    },
    advice: { en: 'Name the listing, e.g. "the ex-dividend date of its A shares (600028.SH)".', zh: '写明市场,如"A股(600028.SH)的除权除息日"。' },
  },

  {
    id: 'industry-standard',
    // Also a membership question that names an industry without the word (属于半导体吗, is it a semiconductor stock), companies
    // named by an industry the standards name in English (construction companies), a company's competitors (the companies
    // that compete with X, X的竞争对手有哪些: its industry's, as each standard draws it), and
    // a concept board or theme (人工智能概念, 光伏概念相关的股票, 元宇宙题材股, a concept quoted or asked what it holds: "芯片概念", 某某概念有哪些股票, stocks in the 5G theme, the "Semiconductor" board, the concept of "Ali": a concept's name quoted after "of", no concept of accounting): each vendor draws its own (not 是多少钱一股吗 or 是的多少钱一股吗, a price). Not a concept of accounting, law or an exam (属于会计要素概念, 会计概念中哪些, 这个概念里面), nor a quoted committee's board.
    // The concept's span is its name (the <span> group: 人工智能概念), not the question up to it; that search starts only in a
    // question that holds 概念. 是不是有些公司 asks whether
    // there are companies (are there companies whose PE …), no membership; neither does 是不是存在.
    trigger: {
      en: re(String.raw`\b(?:industry|industries|sectors?|sub-?industry)\b|\b(?:is|are)\b[^.?!]{1,40}\b(?:an?|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:stock|company|name)\s*\?|\bconcept (?:stocks?|shares|boards?)\b|\b(?:concepts?|themes?)\b(?! of\b(?! (?:the )?["\u201c]))|\bstocks\b (?:that are |which are |are )?(?:related|linked|tied) to\b|\bthe ["\u201c][^"\u201d]{1,40}["\u201d] boards?\b(?! of\b)|\b(?:belongs?|members?|related) (?:to|of) (?:the |an? )?["\u201c]?(?!(?:the|an?)\b)[\w-]+(?: [\w-]+)? concept\b(?! of\b)|${INDUSTRY_COMPANIES_EN}|${v.COMPETITORS_ASKED_EN}`),
      zh: new RegExp(`${v.COMPETITORS_ASKED_ZH}|${/概念(?:股|板块)|题材(?:股|板块)?|相关的?(?:上市)?(?:公司|股票|个股|标的|企业)(?=(?:[^，。？?！!]{0,3}[，,])?[^，。？?！!]{0,4}?(?:有哪些|哪些|多少|几))|^(?=[\s\S]*?概念)(?![\s\S]*(?:会计|准则|这一概念|法律|经济学))[\s\S]*?(?<span>属于[^。?!\uFF1F\uFF01，,]{1,12}?(?<!基本|核心|这个|该|的)概念|[^\s，。？?！!、,;；:："“”「」『』的]{0,10}?(?<![这那该此本个些])概念(?=相关|有关|里|中|内|信息|归属|分类|类别|的?(?:股票|个股|公司|企业|标的|成分|成份|龙头|代码)|["\u201d\u300d\u300f]|(?:都|一共|共)?有(?:哪些|什么|多少|几)))|行业|板块|属于[^。?!\uFF1F\uFF01]{1,12}(?:吗|么|嘛)|是不是(?!有|存在)[^。?!\uFF1F\uFF01]{1,10}(?:股|公司|企业)|是(?![\u4e00-\u9fff]{0,5}?(?:多少|几))(?![AHB]股|港股|美股|蓝筹|白马|龙头|大盘|小盘|中盘|成长|价值|ST|次新|上市|国有|央企|民营|多少|几)[\u4e00-\u9fff]{1,6}股(?:吗|么|嘛)/.source}`, 'd'),
    },
    // A level ("一级行业", "Level 1") without a standard is still ambiguous: Shenwan and CITIC level 1 differ.
    // A fund named after an industry (计算机行业…基金) is not a question of membership, unless the fund's own industry or board
    // is asked after it (这只基金属于哪个板块): a board's members are a vendor's, a fund's too.
    // Nor is a comparison with an industry's norms (industry standards, averages) or a company named "… Industries".
    // "Industries" case-sensitive, so that a company's "Industries" (or "Heavy Industry", China Aviation Heavy Industry)
    // is not every question's "industries". Nor a kind of sector by how it moves with the economic cycle, asked as the
    // whole question (逆周期板块有哪些, 什么是防御性行业): a concept, as "What is a defensive industry?", no vendor's board.
    exempt: [
      /^\s*(?:什么是)?(?:逆|顺|强|弱|非|抗)?(?:周期|防御|防守)性?(?:型|类)?的?(?:行业|板块)(?:都)?(?:有哪些|是哪些|是什么|指什么|包括哪些)?[？?吗呢啊]*\s*$/,
      /基金(?![^。？?！!]{0,20}?属于(?:哪|什么)(?:个|一|些|类)?(?:行业|板块|概念))|\bfund\b|\bindustry (?:standards?|averages?|peers|benchmarks?|norms?|medians?|(?:best )?practices?)\b|^(?![\s\S]*\b(?:belongs?|member|classified)\b)[\s\S]*\b(?:S&P|MSCI|FTSE|Dow Jones|Russell|NYSE|Nasdaq)\b[^.?!]{0,60}\bindex\b/i,
      /\bIndustries\b|\bHeavy Industry\b/,
      // Where a security is listed (在哪个板块上市, 上市板块是哪个): its exchange board, a listing fact no taxonomy draws.
      /在(?:哪|什么)(?:个|一)?(?:板块|市场)上市(?!公司)|上市(?:的)?板块(?:是|为)?(?:哪|什么)/,
    ],
    // A data vendor named (同花顺, Wind) settles it: its own industry and concept classifications.
    clarifier: VENDOR_NAMED,
    // Only where a classification decides the answer, not an industry spoken of as a concept (an exam stem on 行业风险),
    // nor a table's own industry field a screen names (哪些证券的子行业是陆运).
    needs: (r) => notGiven(r) && !r.industryStandard && r.classificationAsked && !r.industryColumnScreened,
    message: {
      en: 'Industry membership depends on the classification standard (GICS, Shenwan, CSRC…).',
      zh: '行业归属取决于分类标准(申万、证监会、GICS 等)。',
    },
    advice: { en: 'Name the standard and level, e.g. "Shenwan Level 1".', zh: '写明标准与级别,如"申万一级行业"。' },
  },
  {
    id: 'concept-taxonomy',
    // Where a concept (theme) sits in a taxonomy, and what it holds, is each data vendor's own: 同花顺, 东方财富 and Wind differ.
    trigger: {
      en: /\b(?:concept|theme)s?\b[^.?!]{0,40}\bsub-?(?:concepts?|themes?)\b|\bsub-?(?:concepts?|themes?)\b[^.?!]{0,40}\b(?:concept|theme)\b/i,
      zh: /概念(?:股|板块)?[^。?!\uFF1F\uFF01，,]{0,6}(?:分支(?!机构)|子类|子概念|下级|上级|层级)|(?<![电量离粒原光分种因质中])(?:子类|子)概念/,
    },
    clarifier: VENDOR_NAMED,
    // A concept of accounting or an exam's (资产这一概念) is not a market theme.
    exempt: /这一概念|会计|准则|\bconcept of\b/i,
    needs: notGiven,
    message: {
      en: "A concept's place in a taxonomy and what it holds are each data vendor's own, and vendors differ.",
      zh: '概念的层级与其包含的子概念由各数据商自行编制(同花顺、东方财富、Wind 等各不相同)。',
    },
    advice: { en: 'Name the vendor, e.g. "in Wind\'s concept taxonomy".', zh: '写明数据商,如"按同花顺概念分类"。' },
  },
  {
    id: 'adjusted-price',
    trigger: {
      // Also a level the shares traded at, above or below (traded below $250): a price, not a volume traded.
      // Also closes as a series (monthly closes, its close stayed above 100, closes below 2), not a deal's close.
      en: re(String.raw`\b(?:(?:closing|opening|share|stock|trading|historical) prices?|closed at|(?:stocks?|shares?) closed?|prices?)\b|\b(?:monthly|weekly|daily|annual|yearly|month-end|year-end|quarter-end) closes?\b|\b(?:whose|its|their) closes?\b(?! (?:of|on)\b)|\bcloses (?:above|below|under|over)\b|\b(?:intraday |all-time |52-week |yearly |annual |monthly )?(?:high|low)s?\b${v.NOT_A_PRICE_HIGH_EN}|\btrad(?:e|es|ed|ing)\s+(?:at|above|below|under|over|between|higher than|lower than)\s+(?:US\$|HK\$|\$|€|£)\s?\d`),
      // Also a new high or low (创近半年新高): the highest price over the window; and monthly quotes asked (月行情数据), not a
      // table searched for another field (在股票月度行情中找到流通A股低于100万的数据, a share count).
      // Not a close's move (收盘价连续上涨), but a technical indicator's level (PBX, MACD), computed from the closes.
      zh: re(String.raw`(?:收盘价|开盘价|股价|价格${NOT_GOODS_PRICE_ZH})(?!${PRICE_MOVE_ZH})|最高价|最低价|成交价|收于|收盘(?![时后前的价])|\d(?:\.\d+)?\s*(?:元|美元|港元|港币)(?:以下|以上|之上|之下)(?:交易|成交)|(?<![量额率数户笔模收润绩值手兑][^，。？?]{0,8})新[高低](?![管度端质地考])|${v.PERIODIC_QUOTES_ZH}(?![中里内])|${INDICATOR_LEVEL_ZH}`, ''),
    },
    exempt: re(String.raw`${PRICE_EFFECT}|${PRICE_PER_GOOD}|\bindex\b|\bindices\b|指数|\bcommodit(?:y|ies)\b|大宗商品|\bexchange rate\b|汇率|\bfutures?\b|\bcontracts?\b|期货|合约|\bbonds?\b|债券|\bgold\b|\bXAU\b|黄金|伦敦金|\bmarket (?:cap|value)|市值|${MULTIPLE_ALONE}|${v.CRYPTO_EN}|${v.CRYPTO_ZH}|${TERMS_PRICE}|\b(?:purchase|repurchase|buy-?back|IPO|subscription|placement|placing|offer|tender|grant|gasoline|gas|fuel|oil|commodity|product|selling|consumer|house|home|housing|import|export|producer|retail|unit|sale|transfer|contract) prices?\b|\bprices? paid\b|${ECONOMY_PRICES_EN}|${REPURCHASE_PRICE}|${ISSUER_SET_PRICE}|${PLAN_PURCHASE_PRICE}|${DIVIDEND_PER_SHARE}|${MODEL_FIT}|房价|油价|售价|单价|出厂价|价格指数|\bvolatility\b|波动[率性]|综指|沪指|深成指|深证成指|创业板指|科创50|恒指|国企指数|纳指|道指|标普|日经|富时|\bCPI\b|\bPPI\b|\bGDP\b|(?:铜|铝|镍)(?:价|期货)|沪铜|伦铜|\bLME\b|原油(?:价格?|期货)|(?:人民币|美元|港元|港币|欧元|日元)兑|兑(?:人民币|美元|港元|港币|欧元|日元)`),
    clarifier: {
      en: /unadjusted|non-adjusted|not adjusted|as traded|\braw\b/i,
      zh: /不复权|未复权/,
    },
    // A change or growth between two closes is not a price level (a month's window reads the same either way) unless
    // it spans years, across splits and dividends; a price's volatility is not a price.
    // How a price moved over years is a course of levels too (the price trend over five years, 近两年的股价走势).
    kinds: ['quote', 'ratio', 'amount', 'count', 'name', 'reason'],
    // A price over a month or more, or years back; not a recent day or a few days. A forward- or backward-adjusted
    // price is itself the ambiguity: adjusted series differ by provider and date.
    // Stocks ranked by one day's prices are that day's table as traded.
    // A quarter's high and low price of a report that names no company are its price-range table's.
    needs: (r) => notGiven(r) && numberOrTrend(r) && (r.adjustedSeries || (r.priceHistory && ((r.kind !== 'ratio' && r.kind !== 'reason') || r.priceYears) && !r.dayRanking && !r.quarterPriceTable)),
    message: {
      en: 'Historical stock prices differ between unadjusted and split/dividend-adjusted series, and adjusted series differ across providers.',
      zh: '历史股价有不复权、前复权、后复权之分,且各数据源的复权算法不同。',
    },
    advice: { en: 'Ask for the unadjusted price.', zh: '请询问不复权价格。' },
    rewrite: {
      en: [/\b(?:split-|dividend-)?adjusted (closing|opening|share|stock|trading) price\b|\b(closing|opening|share|stock|trading) price\b/i, 'unadjusted $1$2 price'],
      zh: [/[前后]复权(?=\S)|[(\uFF08][前后]复权[)\uFF09]|(?<!不复权)(收盘价|开盘价|最高价|最低价|股价)(?!.*复权)/, '不复权$1'],
    },
  },
  {
    id: 'pe-definition',
    trigger: {
      // Not the cyclically adjusted P/E (Shiller's, CAPE), which names its earnings: ten years' average, adjusted for inflation.
      en: /(?<!\b(?:Shiller|cyclically[- ]adjusted|CAPE)['\u2019]?s?\s\(?)(?:\bP\/?E\b|\bPE ratio\b|price[- ](?:to[- ])?earnings)|earnings multiple|multiples? of (?:its )?(?:earnings|book|sales)\b|\bP\/?B\b|price[- ](?:to[- ])?book|\bP\/S\b|price[- ](?:to[- ])?sales|price\/(?:earnings|book|sales)\b/i,
      // Also 本益比, P/E as Taiwan and Hong Kong write it, and PS, the price-to-sales multiple (市销率); not letters of a
      // longer word (CAPE).
      zh: /市盈率|市净率|市销率|本益比|(?<![A-Za-z])PE(?![A-Za-z])|(?<![A-Za-z])PB(?![A-Za-z])|(?<![A-Za-z])PS(?![A-Za-z\d])/,
    },
    clarifier: {
      en: /\bTTM\b|trailing|forward|\bstatic\b|\brevalued (?:P\/?B|price[- ]to[- ]book)\b|\bP\/RNAV\b|\bLYR\b|\bMRQ\b|\bLF\b|\bNTM\b|twelve months|12[- ]month|\busing\b[^.?!]{0,25}\b(?:EPS|earnings|book value|sales)\b/i,
      // Also a multiple named with its year or quarter: a year's average (2011年平均市净率), the year's own (17年市净率,
      // 10年的本益比, 二零一九年市盈率 (二零幺九年, as the year is spoken), 一七年的时候其股价收益比率 as a table's column is named; not the years of a window,
      // 近10年), a quarter's (2012Q1的平均市净率, 2012年一季度), the year of the earnings (10A PE, 11E PE, 18E本益比, 2018E),
      // or an estimate's (预测市盈率, 2023年预计PE: forward earnings). Not the year's high or low (在2022年的市净率最高达到多少)
      // nor its change over the year or quarter (2022年一季度的市盈率变化): the period is a window of daily multiples, each on a basis.
      // Also the year after the multiple (PE2019E), and the year's multiple of several companies, whose lowest picks a company
      // (这两家公司2011年本益比最低是多少, 银亿和宋都他们11年最小市盈率: they, the companies named), not a low over the year.
      // Also the year written bare before the multiple, as a table's column is named (2013市盈率, 2019的本益比); not an
      // index's number (中证2000市盈率, 罗素2000的市盈率).
      // Also the year a screen names for the earnings, carried to the multiple it screens by next (10年的每股收益大于1块，而且本益比
      // 也大于10, 10年每股盈余超1元，市盈率在10以上): the table's year-named columns; not across another year (今年的市盈率) or
      // now (现在的市盈率), nor a multiple asked rather than screened by (2023年每股收益最高的公司，其市盈率是多少).
      // Also the year written after the multiple, an estimate's or the year's (本益比预计在12年和13年, 市盈率在2012年高于10,
      // 市净率于12年均低于1: the table's year-named columns, not the year's high or low), a screen's 估值 after its multiple
      // (市盈率估值高于十倍), and a multiple on revalued net assets (重估市净率, revalued P/B, P/RNAV): the revaluation names its book.
      zh: /TTM|静态|动态|滚动|最新一期|LYR|MRQ|重估后?的?(?:市净率|PB(?![A-Za-z]))|(?:市盈率|市净率|市销率|本益比|P[EBS](?![A-Za-z]))(?:估值)?(?:预计|预测|预期)?(?:在|于)?(?<![近去前后内\d])(?:\d{2}|\d{4})年(?![^，,。？?！!]{0,10}?(?:最高|最低|最大|最小|峰值|高点|低点|变化|变动|走势|趋势|波动))|(?:预测|预计|预期)的?(?:市盈率|市净率|市销率|本益比|P[EBS](?![A-Za-z]))|(?<![近去前后内\d零〇幺一二三四五六七八九])(?:(?:\d{2}|\d{4}|[零〇幺一二三四五六七八九]{4}|[零〇幺一二三四五六七八九]{2})年(?:度|\s*第?[一二三四1-4]季度)?|\d{4}\s*Q[1-4]|(?<!(?:中证|国证|罗素|Russell)\s*)(?:19|20)\d{2}(?![\d年]))(?:的时候|时)?其?的?(?:平均)?(?:市盈率|市净率|市销率|本益比|股价收益比率|P[EBS](?![A-Za-z]))(?![^，,。？?！!]{0,6}?(?:最高|最低|最大|最小|峰值|高点|低点|变化|变动|走势|趋势|波动))|(?<![\dA-Za-z])(?:\d{2}|\d{4})[AE]\s*(?:P[EBS](?![A-Za-z])|市盈率|市净率|市销率|本益比)|(?:P[EBS]|市盈率|市净率|市销率|本益比)\s*(?:\d{2}|\d{4})[AE](?![A-Za-z])|(?:(?:[两二三四五几多]|这些)(?:家|只|个)|[他它]们)[^，。？?！!]{0,20}?(?:\d{2}|\d{4})年(?:度)?的?(?:最[高低大小]的?)?(?:市盈率|市净率|市销率|本益比|P[EBS](?![A-Za-z]))|(?<![近去前后内\d])(?:\d{2}|\d{4})年度?的?(?:每股收益|每股盈余|EPS)[^。？?！!年今现]{0,30}?(?:市盈率|本益比|PE(?![A-Za-z]))(?=(?:估值)?也?(?:要|需要)?(?:大于|小于|高于|低于|超过|超|不低于|不高于|不超过|在|达到|[<>≤≥＜＞]))/i,
    },
    // Also stocks picked by a multiple (哪些股票的市净率低于1): which pass depends on its basis, and a multiple's trend
    // (the monthly PB trend over five years): each point on the same basis.
    kinds: [...NUMBER_OR_TREND, 'name'],
    needs: (r) => notGiven(r) && !r.defines && numberOrTrend(r),
    message: {
      en: 'Valuation multiples have several bases (TTM, static/last fiscal year, forward), and "earnings" is defined differently by providers.',
      zh: '估值倍数口径不明确:TTM、静态、动态结果不同,各机构对"盈利"的定义也不同。',
    },
    advice: { en: 'Say "P/E (TTM)" or "static P/E", and name the data source if it matters.', zh: '写明"市盈率(TTM)"或"静态市盈率",必要时注明数据源。' },
    rewrite: {
      en: [/(\bP\/?E\b(?: ratio)?|price[- ]to[- ]earnings(?: ratio)?)/i, '$1 (TTM)'],
      zh: [/(市盈率|市净率|市销率)/, '$1(TTM)'],
    },
  },
  {
    id: '24h-close',
    trigger: {
      en: /\b(?:clos(?:e|ed|ing)(?: price| rate| level)?|settle(?:ment|d)?)\b/i,
      zh: /收盘|收报|收于|结算价/,
    },
    context: {
      en: re(String.raw`${v.CRYPTO_EN}|\b(?:stablecoins?|spot gold|gold spot|XAU|forex|FX|exchange rate|[A-Z]{3}\s*\/\s*[A-Z]{3}|perpetuals?)\b`),
      zh: re(`${v.CRYPTO_ZH}|现货黄金|伦敦金|外汇|汇率|离岸人民币|USDT`),
    },
    clarifier: {
      en: re(String.raw`${TIME_OF_DAY_EN}|\bCOMEX\b|\bNYMEX\b|central parity`),
      zh: new RegExp(`${TIME_OF_DAY_ZH}|上期所|中间价|官方收盘`),
    },
    kinds: NUMERIC,
    needs: notGiven,
    message: {
      en: 'This asset trades around the clock, so it has no single closing price.',
      zh: '该资产24小时交易,没有统一的收盘价。',
    },
    advice: TIME_OF_DAY_ADVICE,
  },
  {
    id: '24h-day-price',
    // The price on a past day (or a span back from now) of an asset that trades around the clock: at what time of that day?
    trigger: { en: re(v.ROUND_THE_CLOCK_EN), zh: re(v.ROUND_THE_CLOCK_ZH) },
    context: {
      en: re(String.raw`${v.FULL_DATE_EN}|\byesterday\b|\bago\b|\blast (?:year|month|week)\b|\bon (?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)`),
      zh: /\d{1,2}月\d{1,2}日|昨天|昨日|前天|(?:[一二两三四五六七八九十半\d]+(?:个)?(?:年|月|周|星期|天|日))(?:以?前|之前)|去年/,
    },
    clarifier: {
      en: re(String.raw`${TIME_OF_DAY_EN}|\bopen(?:ing)?\b|\bhigh\b|\blow\b|\baverage\b|\bclos`),
      zh: new RegExp(`${TIME_OF_DAY_ZH}|开盘|收盘|最高|最低|均价|平均`),
    },
    kinds: NUMERIC,
    needs: (r) => notGiven(r) || r.pastPoint,
    message: {
      en: 'This asset trades around the clock, so its price on a day depends on the time of day.',
      zh: '该资产24小时交易,某一天的价格取决于具体时点。',
    },
    advice: TIME_OF_DAY_ADVICE,
  },
  {
    id: 'crypto-venue',
    trigger: { en: re(v.CRYPTO_EN), zh: re(v.CRYPTO_ZH) },
    context: { en: /price|quote|trad(?:ed|ing) at|worth|value|\bclos|\bopen|\bhigh|\blow/i, zh: /价|报|收盘|开盘|最高|最低/ },
    clarifier: {
      en: /Binance|Coinbase|\bOKX\b|\bOKEx\b|Kraken|Bitstamp|Bitfinex|Bybit|Huobi|\bHTX\b|Gemini|CoinMarketCap|CoinGecko|\bCME\b|CF Benchmarks|reference rate|\bBRR\b/i,
      zh: /币安|欧易|火币|交易所[:\uFF1A]|Binance|Coinbase|OKX/i,
    },
    kinds: NUMERIC,
    // A past price ("half a year ago") is looked up even when the question gives today's.
    needs: (r) => notGiven(r) || r.pastPoint,
    message: { en: 'Crypto prices differ from exchange to exchange.', zh: '加密货币价格因交易所而异。' },
    advice: { en: 'Name the venue or index, e.g. "on Coinbase" or "the CME CF Bitcoin Reference Rate".', zh: '写明交易所或指数,如"币安(Binance)上的价格"。' },
  },
  {
    id: 'futures-main-contract',
    // Not the name of a law, regulation or regulator (《证券期货投资者适当性管理办法》, the Commodity Futures Trading
    // Commission), the securities-and-futures trade (证券期货经营机构, futures brokerage customers) or a futures firm,
    // exchange or business: no contract is asked. An exchange's name (the Shanghai Futures Exchange, as a fund's market)
    // is the venue unless a price is asked on it (the settlement price of copper on the Shanghai Futures Exchange).
    trigger: {
      en: /\bfutures\b(?!\s+(?:(?:Trading|Modernization|Industry|and|Derivatives)\s+)*(?:Act|Law|Ordinance|Association|Commission)\b)(?!\s+(?:brokerage|brokers?|commission merchants?|firms?|business|exchanges?)\b)|\bfutures(?=\s+exchanges?\b)(?:(?=[^.?!]*\bprices?\b)|(?<=\bprices?\b[^.?!]*))|\bfuture (?:contracts?|prices?)\b|\bmain contract\b|\bfront[- ]month\b|\bcontinuous contract\b|\bnearby contract\b/i,
      // A title's words run on to 条例 or 办法 with no price between (期货交易管理条例, not 期货结算价按规定), and the
      // futures market is the trade unless its price is asked (期货市场价格).
      zh: /(?<!证券)期货(?![^《》]*》)(?!(?:(?!价|结算|收盘|开盘|合约)[\u4e00-\u9fff]){0,12}?(?:条例|办法|规定|指引))(?!公司|交易所|业|从业|经营|市场(?!价)|监管|营业部)|主力合约|主连|连续合约|近月合约/,
    },
    clarifier: {
      // Contract codes are case-sensitive (CLZ5, ESZ25), so this one has no i flag. A contract the question defines
      // (each futures contract is for 100 shares, 每手合约10吨) is settled in a worked example, not when the price of a
      // day is looked up; so is a futures' fair or theoretical value (the fair value of the index futures), computed
      // from the problem's terms (cost of carry), no quote.
      en: re(String.raw`\b[A-Z]{1,3}[FGHJKMNQUVXZ]\d{1,2}\b|\b(?:[Ff]air|[Tt]heoretical) (?:value|price) of (?:the |an? )?(?:[\w-]+ ){0,3}?futures\b|\b(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Oct|Nov|Dec)\.? (?:20)?\d{2} (?:contract|futures)\b|contract month|expir(?:y|ing|ation)|delivery month|${CONTRACT_DEFINED_EN}`, ''),
      zh: re(String.raw`\b[a-zA-Z]{1,2}\d{3,4}\b|\d{4}合约|合约月份|交割月|${CONTRACT_DEFINED_ZH}|${CONTRACT_MONTH_ZH}`, ''),
    },
    // A contract's terms the exchange sets (its trading unit, tick, fees, margin, limits), asked with no price: one
    // answer for every contract month.
    exempt: re(String.raw`^(?![\s\S]*(?:价|\bprices?\b))[\s\S]*(?:交易单位|最小变动价位|报价单位|手续费|保证金(?:比例|标准)|涨跌停板|合约乘数|交割(?:方式|地点|品级)|\b(?:contract (?:size|multiplier|unit)|tick size|(?:trading |exchange )?fees?|margin requirements?)\b)`),
    kinds: NUMERIC,
    needs: notGiven,
    message: {
      en: 'A futures price needs a specific contract: main-contract switching and continuous-series construction differ across providers.',
      zh: '期货价格须指明具体合约:各机构主力合约切换时点与连续合约编制方法不同。',
    },
    advice: { en: 'Name the contract month, e.g. "the December 2025 WTI contract (CLZ5)".', zh: '写明具体合约,如"螺纹钢rb2510合约"。' },
  },
  {
    id: 'futures-quote-notation',
    trigger: {
      en: /\b(?:(?:2|5|10|30)-year\s+)?(?:Treasury|T-?note|T-?bond|Ultra)(?:\s+(?:note|bond))?\s+futures?\b|\b(?:ZN|ZB|ZF|ZT|TN|UB)\b[^.?!]{0,20}futures?/i,
      zh: /美(?:国)?(?:\d+年期)?国?债期货|美债期货/,
    },
    context: { en: /price|quote|settle|clos/i, zh: /价|报|结算|收盘/ },
    clarifier: { en: /32nds?|thirty-seconds?|decimal|handle|\bticks?\b/i, zh: /小数|32分之|三十二分之/ },
    kinds: NUMERIC,
    needs: notGiven,
    message: {
      en: 'US Treasury futures are quoted in points and 32nds (113\'08\'5 = 113.265625); the notation of the answer is unclear.',
      zh: '美国国债期货以"点+1/32"报价(113\'08\'5 = 113.265625),答案的记法不明确。',
    },
    advice: {
      en: 'Ask for the decimal price and accept both notations, e.g. "113.265625 (113\'08\'5)".',
      zh: '要求以小数作答,并在答案中同时接受两种记法,如"113.265625(113\'08\'5)"。',
    },
  },
  {
    id: 'revision',
    // Also the sales value of (social) consumer goods, social retail (data), consumer goods retail and the retail data for
    // social consumer goods: retail sales of consumer goods (社会消费品零售总额) in other words; and industrial output (value), gross or total, 工业总产值 however rendered;
    // and the three sectors' output or production value (第一、二、三产业生产总值), a region's GDP by sector.
    trigger: {
      en: re(String.raw`\b(?:GDP|gross domestic product|non-?farm payrolls?|NFP|payrolls|jobs report|retail sales|(?:social|(?:social )?consumer goods) retail(?! (?:compan(?:y|ies)|firms?|stocks?|shares|sectors?|industry|industries|enterprises?|chains?|stores?|businesses|groups?|giants?|leaders?)\b)|sales(?: value)? of (?:social )?consumer goods|${v.RETAIL_DATA_OF_GOODS_EN}|industrial production|(?:gross |total )?industrial output(?: value)?|PCE|trade balance|fixed[- ]asset investment)\b|${v.VALUE_ADDED_EN}|${v.SECTOR_OUTPUT_EN}`),
      // Also a region's or an industry's output (第一产业生产总值, 第三产业产值, 地区生产总值, 第三产业增加值), and retail sales by their older
      // name (社会销售品零售金额) or as their sales (社会消费品销售总额); and gross industrial output however it is put (工业总产值 as
      // 工业生产总值 is), not an industrial park's own (工业总产值超过500亿的园区, 开发区, 高新区: the park table's column, also when the park
      // goes unnamed and its founding or planned area is asked: 工业总产值大于500亿的是什么时候成立的, not since a founding: 新中国成立以来) nor a
      // company's (companyGrossOutput).
      zh: /GDP|生产总值|(?<!(?:园区|开发区|高新区|工业区|产业园)[^，。？?！!]{0,20})工业总产值(?![^，。？?！!]{0,30}(?:园区|开发区|高新区|工业区|产业园|(?:成立|设立|建立)(?!以来|至今|之初|后|前)|规划面积|占地面积))|第[一二三]产业的?总?产值|非农|新增就业|社会(?:消费|销售)品(?:零售|销售(?:总?额|金额))|社零|(?:工业|农业|服务业|建筑业|第[一二三]产业)增加值|固定资产投资|PCE/i,
    },
    clarifier: {
      en: /first (?:release|estimate|print|reading)|advance estimate|initial(?:ly)? (?:release|estimate|reported|published)|preliminary|(?:second|third) estimate|final (?:estimate|figure|reading)|as (?:first )?(?:published|reported|released) (?:on|in)|vintage|latest revision|revised|\brange\b/i,
      // A range accepted (以范围作答), not the scope of the enterprises counted (规模以上工业企业范围内).
      zh: /初值|初步核算|终值|最终核实|修正值|修订|首次公布|首次发布|范围(?![内中里])|区间/,
    },
    // Also which regions rank first by it (前十的省市) or pass a condition on it (negative growth): revised figures reorder them.
    // Not a statistic's records listed with no period named (the data records for retail sales): the table as stored; nor
    // one column of a screen of companies by their own lines (哪些高速的现金流量净额/营业收入比值小于50或者GDP增速小于7.5%).
    kinds: [...NUMERIC, 'name'],
    // Also its yearly values listed (List the annual retail sales over the past five years): each year's figure is revised;
    // and its records as stored screened by their value (the "year-end cumulative" records above 2 billion): which
    // records pass depends on the vintage, as the Chinese 年度 records do.
    needs: (r) => notGiven(r) && (!r.recordsAsStored || r.valueFiltered) && !r.companyLineScreened && !r.companyGrossOutput && (r.kind !== 'name' || r.ranked || r.valueFiltered || r.yearlyValuesListed),
    message: {
      en: 'This statistic is revised after release, so its value depends on the vintage.',
      zh: '该统计数据发布后会修订,数值取决于版本(初值、修正值、终值)。',
    },
    advice: {
      en: 'Say which release, e.g. "as first published on 30 January 2025 (advance estimate)", or accept a range.',
      zh: '写明版本,如"2025年1月17日首次公布的初值",或以区间作答。',
    },
  },
];

export const rules: LintRule[] = definitions.map((rule) => ({ ...rule, category: RULE_CATEGORIES[rule.id] }));
