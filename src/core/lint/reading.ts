/**
 * What a question asks, read before any rule applies: the kind of quantity, the company and its fiscal calendar,
 * the period, the unit, scale and rounding asked, and any definition the question gives. Rules then concern only the
 * quantity kinds they are about (a ratio needs no currency; a listed quote has a conventional precision).
 */
import dualListings from './data/dual-listings.json';
import fiscalCalendars from './data/fiscal-calendars.json';
import industryClassifications from './data/industry-classifications.json';
import overseasIssuers from './data/overseas-issuers.json';
import places from './data/places.json';
import reportingBases from './data/reporting-bases.json';
import { oneDayRanking, reachesHistory, spansYears, yearsAsEnds } from './priceWindow';
import * as v from './vocabulary';
import type { Language } from '../item/types';

/**
 * quote: a price, level or rate of a named instrument; amount: a money amount from a statement; ratio: a ratio,
 * percentage, margin, growth or multiple; count: a number of things (shares, employees, companies, volume);
 * name: which one, who, what name; reason: why, how, what factors (no number).
 */
export type QuantityKind = 'quote' | 'amount' | 'ratio' | 'count' | 'name' | 'reason';
/** Every kind that asks for a number. */
export const NUMERIC_KINDS: readonly QuantityKind[] = ['quote', 'amount', 'ratio', 'count'];

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
  /** The question names a company, fund, instrument or economy (a question about "the company" of a given filing does not). */
  entity: boolean;
  /**
   * A company is named, also without a possessive ("the payout ratio of Coca-Cola"): a listed or US company of the
   * vocabularies as the subject. The fiscal-year rules keep `entity`, which reads only the English forms of naming.
   */
  companyNamed: boolean;
  /** The question gives its own data (figures, a table, "given", 根据以下内容): a computation, not a look-up. */
  selfContained: boolean;
  /** The question sets a scenario ("given", "assume", 根据以下内容), not only carries figures of the report it is asked of. */
  scenarioWorded: boolean;
  /**
   * A Chinese question picks stocks or companies from a table by conditions on its columns (市值小于500亿港币的股票,
   * 年收入在200亿美元以上…的都是哪些公司): it names no company, and each figure is the table's column, in its units.
   */
  tableScreened: boolean;
  /**
   * Such a screen gives the table's own industry field a value (哪些证券的子行业是陆运) or picks among one industry's stocks
   * (整车行业中有哪些股票): its classification or group is the table's.
   */
  industryColumnScreened: boolean;
  /**
   * A Chinese question asked of a context passage it carries (上下文：…请根据上下文回答): the amounts it states, in yuan
   * and in dollars, are its data, with no rate to look up.
   */
  passageGiven: boolean;
  /**
   * A worked problem that translates a subsidiary's figures into its parent's currency (its functional or reporting
   * currency named, the current rate or temporal method, 记账本位币): which rate applies is the accounting rule it tests.
   */
  translationTested: boolean;
  /** A Chinese question about a mainland company, whose fiscal year is the calendar year by law (会计法). */
  calendarIssuer: boolean;
  /**
   * Such a question that names no company listed only or first abroad (or an English one naming a mainland company
   * the vocabulary knows, Sinopec): the figures are in RMB under Chinese accounting standards (one earnings-per-share standard, CAS 34, and no adjusted non-GAAP figures beside them).
   */
  mainlandReporter: boolean;
  /** An English question's operating income of such a company, no profit below it asked: one statement line, one basis. */
  mainlandOperatingLine: boolean;
  /** A past moment counted back from now (半年前, a year ago, last month): a look-up even when other figures are given. */
  pastPoint: boolean;
  /** An English question names a US company that reports in US dollars: an amount of its needs no currency. */
  usdReporter: boolean;
  /** One of the known US-dollar reporters is the question's subject, not a customer or counterparty. */
  usdSubject: boolean;
  /** An English question also names a well-known company abroad reporting in another currency (Nestlé beside Microsoft): its amount still needs one named. */
  homeReporterAbroad: boolean;
  /** The question asks how something moved over time (trend, 走势), not for one figure. */
  asksTrend: boolean;
  /**
   * The question describes what has no fiscal or calendar reading: internal control, leadership, ownership, governance;
   * in Chinese, who held an office (2021年苹果公司的CEO是谁).
   */
  periodFreeTopic: boolean;
  /** An English question asks a description with no statement line in it (an approach, a conclusion, a risk), no quarter named. */
  describedAsk: boolean;
  /**
   * An English question names a US SEC registrant by its legal name: as it registers (Sunnova Energy International
   * Inc.; none of the US reporters the vocabulary knows nor one reporting in RMB), as EDGAR writes it (CADIZ INC, also a
   * known one: JOURNEY MEDICAL CORPORATION), or a company abroad that files 10-Ks in US dollars (Flutter Entertainment
   * plc). A filing's question, on its own measures.
   */
  registrantNamed: boolean;
  /** An English question names a company that reports an adjusted EPS beside the GAAP one (Lamb Weston), however it is named. */
  adjustedEpsReporter: boolean;
  /**
   * An English question asks what a proxy states at its record date (a point, not a year's figure): a holder's
   * beneficial ownership, its directors' and officers' ages or tenure.
   */
  recordDateStake: boolean;
  /**
   * An English question asks the terms of a compensation plan named by its title (the bonus limit or pool under the
   * Salaried Incentive Compensation Program): the plan names its fiscal years the company's own way and defines the
   * earnings its pool is measured on.
   */
  planTerms: boolean;
  /** An English question names a company abroad known to report on the calendar year in its home currency (GSK plc, in pounds). */
  calendarReporterAbroad: boolean;
  /** An English question names a small filer known to report no adjusted (non-GAAP) measure (Hi-Great Group): its profit has one basis. */
  gaapOnlyReporter: boolean;
  /** An English question asks a stock's prices by quarter (its quarterly high and low): a 10-K's table by fiscal quarter. */
  quarterlyPrices: boolean;
  /**
   * An English question that names no company asks a high or low share price of a named quarter (the third quarter,
   * October 1 to December 31): the report's own quarterly price-range table, no price history looked up.
   */
  quarterPriceTable: boolean;
  /**
   * An English question names a company known to report an adjusted profit or margin beside its IFRS or GAAP one
   * (QuidelOrtho, Mercia): its bare net income or margin reads two ways, however it is named or where it is read.
   */
  adjustedProfitReporter: boolean;
  /**
   * An English question asks a figure as the company's annual report states it ("according to the annual report", "at
   * the end of the period listed in annual report"), or a Chinese one asks a Taiwan filer's figure of a named quarter's
   * report (鸿海2022年第3季的营运部门资讯中): the report's own line, basis and precision.
   */
  reportFigure: boolean;
  /**
   * A Chinese question asks (or screens by) a profit's or its growth's upper or lower bound (净利润增长速度上限, 利润的上限达到
   * 15.44亿): a forecast range's bound, as the table states it, no reported period, basis or line to choose.
   */
  forecastBound: boolean;
  /**
   * A Chinese question names a company listed in Taiwan (鸿海, 华硕), which reports under TIFRS in NT$ on the calendar
   * year with consolidated quarterly reports.
   */
  taiwanReporter: boolean;
  /** The question compares companies with one another (than, compared to, which company had the higher, 相比, 哪家公司). */
  companiesCompared: boolean;
  /**
   * Such a comparison of companies that report in different currencies (an Australian and a Portuguese filer, a Japanese
   * and a US one, 商船三井 and 百度): their amounts are converted at a rate the question must name.
   */
  currenciesCompared: boolean;
  /** A question names a company abroad the data knows the reporting currency of (Mercia in pounds; in Chinese, a Taiwan filer in NT$). */
  currencyAbroadKnown: boolean;
  /** The question asks what a share register states (shareholders, holdings per household, share capital; 持股比例, 股东户数, 股东有哪些), of a company or of every one. */
  shareRegisterAsked: boolean;
  /** An English question dates one event by its year (a reverse split, the purchase of a property, an acquisition between two parties). */
  datedEvent: boolean;
  /** A company listed on more than one market (A+H, HK+US) that the question names. */
  dualListed: boolean;
  /** Such a company, without the market or share class named. */
  unnamedListing: boolean;
  /** Such a company with A shares and shares abroad or B shares, whose listings trade apart (the A/H, A/B premium). */
  unnamedPremiumListing: boolean;
  /**
   * The market or share class is named (A股, H shares, ADR, a stock code, an exchange), or the A share by its price stated
   * in yuan (建设银行收盘价已高于5块: only the A share is quoted in yuan); not merely a currency (市值多少亿元).
   */
  listingNamed: boolean;
  /** A market value's basis is named: total, free float, circulating (总市值, 流通市值, 流通股票的总价值). */
  marketValueBasis: boolean;
  /**
   * A Chinese question states, in a clause of its own, that the company's price has passed a level (当前股价超过了5，…;
   * 收盘价已高于5块，…; 股价已达到5以上，…): it picks a quotes table's row by its price column, and a market value asked
   * after it is that row's column, as the table keeps it.
   */
  priceConditionStated: boolean;
  /** A foreign currency, a market abroad or a company listed only abroad is named: an RMB sum must be converted. */
  foreignPriced: boolean;
  /**
   * A trade whose money crosses currencies with no RMB sum named (the proceeds of an A share buying a Hong Kong stock,
   * US dollars buying an A share): the conversion needs a rate too.
   */
  crossCurrencyTrade: boolean;
  /** Two figures or more are given (not only scenario wording). */
  figuresGiven: boolean;
  /** A worked problem's placeholder subject is named (XYZ Corp's investment in ABC Inc): the problem gives its data. */
  placeholderSubject: boolean;
  /**
   * A price asked over a window of a month or more (for a named company, also from one year to another), or on a day years
   * back (splits and dividends since). In a table's screen, not a year named in a later condition on another column
   * (收盘价高于14块而且2017年的时候每股的收益超过1.4: the EPS column's year).
   */
  priceHistory: boolean;
  /** A price change asked over a year or more, across splits and dividends. */
  priceYears: boolean;
  /** An adjusted price series asked outright (split-adjusted close, 前复权). */
  adjustedSeries: boolean;
  /**
   * Such a registrant named as SEC EDGAR writes it, in capitals (COMFORT SYSTEMS USA INC): a question drawn from its
   * filings' index, which asks the filings' own figures (GAAP, any adjusted figure labelled so) and names each fiscal
   * year the company's way. A name as a person writes it (Gen Digital Inc.) is not enough for that: a person's "2020"
   * may still mean the calendar year, and "operating income" an adjusted one.
   */
  registrantInEdgarCapitals: boolean;
  /** An English question names a company the vocabularies know to report on the calendar year (a US reporter not in the fiscal list). */
  calendarFiler: boolean;
  /**
   * Such a filer's fiscal year named ("in the fiscal year 2021"): it ends on December 31, so a balance-sheet line in it
   * is dated. Not a level also averaged over the year (debt, cash, headcount), which still reads two ways.
   */
  calendarFiscalYear: boolean;
  /**
   * A non-calendar filer asked of a bare year (IMFT's total liabilities in 2018), no fiscal period, month or quarter
   * named: a balance in it is a year end's, and which year end is the fiscal-year question. Not a level also averaged
   * over the year (debt, cash, headcount), which still reads two ways.
   */
  filerBareYear: boolean;
  /** The question is written in Chinese. */
  zh: boolean;
  /** A company that reports in RMB: a mainland filer a Chinese question names, or one listed abroad that reports in RMB (Baidu, 腾讯). */
  rmbReporter: boolean;
  /** A unit is asked explicitly (in percent, in USD, 多少亿元…). */
  unitAsked: boolean;
  /** A scale asked (thousands, millions, billions, 万, 亿…). */
  scaleAsked: boolean;
  /** A scale coarser than any filing reports in (billions, trillions, 亿, 万亿): the answer is a rescaled figure. */
  coarseScaleAsked: boolean;
  /** An English question with no year giving an amount of money in the scale it asks the answer in: a worked problem's. */
  givenInScaleAsked: boolean;
  /** How to round is stated (decimals, nearest, 取整…). */
  roundingStated: boolean;
  /**
   * The decimals are asked only in a bracketed answer format (（合并报表调整后的，金额保留2位小数）) of a question that asks
   * names with no amount or share in them (主营业务产品有哪些): a template's boilerplate, no figure to round.
   */
  formatBoilerplate: boolean;
  /** The question gives its formula ("calculated as", "divided by", 按…计算). */
  defines: boolean;
  /** The classification standard the question names or implies through a level-1 name only it uses. */
  industryStandard?: string;
  /**
   * The question asks what an industry classification decides: which industry, board or concept a company, stock or
   * fund belongs to, what an industry or board holds, or a named industry's or board's figure, ranking or performance;
   * not an industry spoken of as a concept (行业风险, the functions of asset management, how banks protect privacy).
   */
  classificationAsked: boolean;
  /**
   * The question asks how a figure moved between two past years it names (the change in adjusted operating profit in
   * 2019 from 2018, 2023年较2022年增长), or their average or difference (in 2018 and 2019, for both FYs): the two
   * figures a report shows side by side, on its own basis.
   */
  yearsCompared: boolean;
  /**
   * The question filters a money amount by a threshold given with no unit (总负债达到5000万; net assets exceeding 5
   * million in a sector's balance sheet, kept in 亿元): the unit decides which records pass.
   */
  unitlessThreshold: boolean;
  /**
   * A filter's threshold on a rate, share, growth or return given as a bare number below 10 (持股比例超过0.5): 0.5%
   * or 50%; a look-up, not a computation on figures given, whatever else it compares.
   */
  ratioThreshold: boolean;
  /**
   * A trade statistic published both in US dollars and in RMB (我国商品进口总额, total import value), or its growth (import
   * year-on-year growth): a statistic with two currencies.
   */
  tradeStatistic: boolean;
  /** The question keeps the records a figure's value passes (negative growth, a ratio exceeding 0.5, 派现金额超过5块): a look-up over a table. */
  valueFiltered: boolean;
  /** Decimals are asked (保留两位小数, two decimal places), not a whole number (取整). */
  decimalsAsked: boolean;
  /**
   * A question asks a position's profit or loss (the net profit or loss from this short call option contract, from this
   * margin trading venture, 这笔期权交易的净利润): the payoff of a trade, no statement line, no period.
   */
  positionPayoff: boolean;
  /** An English question asks how much of a whole a part makes up (loans make up how much of the total lending): a sum or a share. */
  partOfWhole: boolean;
  /**
   * An English question asks a bonus share ratio (its historical bonus share ratio, the proportion of bonus shares two
   * years ago, the bonus share ratio of a company): given per share or per ten shares, whether a history, a date or no
   * period is asked, and whether or not the vocabularies know the company; not stocks ranked by it (the order is the
   * same on either base), unless the ratio's value is asked beside the ranking (and the dividend ratio at that time). A
   * Chinese question only the latter (送股占比最高的公司，以及当时的送股比重): a ratio of a company it names is a look-up already.
   */
  bonusRatioAsked: boolean;
  /**
   * An English question dates a holding by its purchase and its sale (what is the total return if $100000 are invested in
   * s&p500 in 12/11 and sold in 12/16): a trade in the market, whose instrument is named however it is written, so its
   * return is looked up, not computed from data given.
   */
  holdingSold: boolean;
  /**
   * An English question asks a statistics index's value (the index value of "Metal Products Industry" in the "National
   * Economic Industry Index"): a level of the statistic's own series, no money and no company's industry.
   */
  indexValueAsked: boolean;
  /**
   * An English question lists a statistic's records with no period named (the data records for retail sales, list the
   * amount of wholesale and retail trade, value added for "month" over the years, retail sales to see on "year-end
   * cumulative" statistics, year-to-date): the table as stored, no one figure of one release, no year's total. Not a
   * figure to see with no accumulation basis (show me Japan's GDP): one look-up. Nor GDP's records: a national account
   * kept only as each year's or quarter's figure, each revised by verification and census.
   */
  recordsAsStored: boolean;
  /**
   * A company's or a plant's own gross industrial output (比亚迪2022年的工业总产值, 该公司的, 比亚迪工厂的): its own figure, no
   * statistic released and revised; not beside a region or another statistic (江苏省的工业总产值). A company named only
   * by a name the vocabulary does not know (贵州茅台的工业总产值) is not told from a statistic, as with 工业增加值.
   */
  companyGrossOutput: boolean;
  /**
   * Those records are a government's or an economy's aggregate statistics (list the fiscal revenue and expenditure of
   * the provinces, central and local government revenue; the monetary statistics' tables): every period's as stored, no
   * one flow of one company's period.
   */
  aggregateRecordsListed: boolean;
  /**
   * An English question asks an item of China's monetary statistics (the net foreign assets in China's monetary banking
   * business, our country's monetary survey, the PBOC's balance sheet): the central bank's tables, kept in RMB as the
   * mainland's own statistics are.
   */
  chinaMonetaryStatistic: boolean;
  /**
   * A Chinese screen puts a condition on a line only a company reports (现金流量净额/营业收入比值小于50, 市盈率低于10, ROE超过5):
   * its rows are companies, and a statistic screened beside it (GDP增速小于7.5%) is each row's column as the table keeps it.
   */
  companyLineScreened: boolean;
  /** The question ranks by a figure (前十的省市, the highest): which ones come first depends on the figures' values. */
  ranked: boolean;
  /** A statistic's yearly values listed (List the annual retail sales over the past five years, 列出历年的GDP): each a year's figure. */
  yearlyValuesListed: boolean;
  /** Companies asked by where a figure ranks them (the five companies with the largest income, 利润最高的上市公司是哪家). */
  companiesRanked: boolean;
  /**
   * Companies kept by a threshold on a figure of theirs (the companies that have a cost exceeding 100,000,000,
   * firms whose income was above 5 million, how many companies had cost exceeding 100 billion yuan, 成本超过1000亿元的公司有哪些), listed or counted:
   * which pass depends on which line the figure is, as a ranking's order does.
   */
  companiesScreened: boolean;
  /**
   * The question ranks stocks, or screens a table's, by their prices on one named day (2012年06月03日…最新股价大于10元的股票代码):
   * that day's table as traded, not a price's history.
   */
  dayRanking: boolean;
  /**
   * A Chinese question asks how much a figure rose or fell with no unit (进出口额环比增长了多少？): an amount or a percent,
   * which a context passage's amounts and rates, its data, do not choose.
   */
  changeAskedBare: boolean;
  /**
   * A Chinese question states, in a clause of its own, that a figure passed a level, then asks how it grew (成交数量超过了
   * 2000，那同比增长了多少): the row the condition picks, its change column as the table keeps it; not a passage's.
   */
  rowChangeAsked: boolean;
  /** A Chinese question read as a ratio also asks an amount in a clause of its own (利润是多少，毛利率是多少): each clause its own figure. */
  amountAlsoAsked: boolean;
}

/** A formula the question gives (not a mere "as a share of", which only says what the ratio is of). */
const DEFINITION = /\b(?:defined as|calculated (?:as|by|using)|computed (?:as|by)|measured as|derived as|formula|divided by|dividing)\b|[=÷]|计算公式|公式|定义为|计算方式|计算方法|按[^。?\uFF1F]{1,25}计算|除以/i;

const UNIT_ASKED = /\b(?:in|expressed as|in terms of)\s+(?:percent(?:age)?s?|%|basis points|(?:US |U\.S\. |HK |Hong Kong )?dollars|USD|US\$|CNY|RMB|yuan|EUR|HKD|JPY|euros?|(?:thousands?|millions?|billions?) of)\b|\bin (?:USD|CNY|RMB|HKD|EUR|JPY)\b|百分比|(?:多少|几)(?:千|万|亿|百万|千万)?(?:元|美元|港元|人民币)|[(\uFF08](?:%|百分比|[千万亿]?元)[)\uFF09]|单位[:\uFF1A]|以[^。?\uFF1F]{0,4}(?:元|亿|万|%|百分比)(?:为单位)?|[千万亿]元/i;

/** A Chinese screen's threshold with its unit (超过400亿元, 达到50%). */
const SCREEN_THRESHOLD_ZH = new RegExp(String.raw`${v.SCREEN_CONDITION_ZH}[\d.]*\s*[千万亿]*(?:元|美元|港元|港币|人民币|%|％)?`, 'g');

/**
 * Scenario or data-given wording: the numbers come with the question (also a company that states its data:
 * 一家公司的销售收入为…, 一个企业的…为, and a stand-in named as one: 某国, A公司, B国, 甲国). Not companies listed in a sector
 * (which companies are listed in this sector): a board's members asked, no data given; nor companies or funds listed in a market or a year (construction firms listed in
 * Shanghai, on the A-share market, funds listed in 2021): a listing, no data listed. Nor what is given by or to someone
 * (stock dividends given by a company, a rate given by a broker): a distribution or a quote, no data given. A band set on
 * a move or a rate (一周的涨跌幅在1以上, 增速为5以下) is a screen on the records, not an amount given (收入5万元以上).
 */
const GIVEN = /\b(?:given(?! (?:by|to)\b)|suppose|assume|assuming|imagine|consider|if (?:a|an|the|you|it|its|they|we)|let's say|based on (?:the |these )?(?:collected |given |provided |following |above )?(?:(?<=(?:given|provided|following|above) )[\w-]+ )?(?:figures|data|information)|collected the (?:relevant )?(?:information|data)|(?:presented|shown|depicted|provided|listed) (?:in|below|above)(?! (?:this|that|the|its|these|those) (?:[\w"\u201c\u201d-]+ ){0,3}?(?:sectors?|industry|industries|boards?|concepts?)\b|(?<=listed in) (?:(?:19|20)\d{2}\b|(?:the )?(?:Shanghai|Shenzhen|Beijing|Hong Kong|New York|London|Singapore|Tokyo|China|mainland|US|U\.S\.|A-share)\b|(?:the )?(?:[\w-]+ ){0,2}?(?:markets?|exchanges?|boards?)\b))|exhibits?|the following|as follows|using (?:these|the above|the given) (?:details|figures|data|information))\b|根据(?:给定|以下|下面|上述|下列|表格|所给|提供|题目|案例|资料)|下面是|以下是|表格内|已知|假设|假定|如果|若|设某|某(?:公司|企业|银行|投资者|人|客户|基金|商业银行|日|国家?|经济体)|(?<![有哪])一[家个](?:公司|企业|银行)(?=的?[^，。？?！!]{0,12}?为)|(?<![A-Za-z\d])[A-Z](?:公司|企业|集团|银行|国)|[甲乙丙丁](?:公司|企业|集团|银行|国)|消化以下信息|根据以上资料|(?<![\d.])(?<!(?:涨跌幅|涨幅|跌幅|增幅|增速|率)[在为]?\s*)\d+(?:\.\d+)?\s*[万亿]?元?(?:以内|以下|以上|及以上|及以下|不超过|超过)/i;
/**
 * A figure the question gives: money, a percentage (also ％, 基点), a quantity with its unit, or a decimal, also one that
 * ends a sentence (not a year, date or time), or a bare amount with thousands separators (3,500 in sales: no year or
 * code is written so). Not the digits before 股价 or 股票 (0612股价, 600519股票): a code or a date
 * that names the stock, no shares; nor before 股东 (前10股东): holders counted, no shares.
 */
const FIGURE = /[$¥€£]\s?\d|(?<![\d.:])\d+(?:,\d{3})*(?:\.\d+)?\s?(?:[%\uFF05]|percent\b|个?基点|[万亿]|元|美元|港元|million\b|billion\b|thousand\b|bps\b|basis points\b|x\b|times\b|years?\b|months?\b|days?\b|shares\b|units\b|股(?![价票东])|手|克|盎司|吨|份|人|倍)|(?<![\d.:])\d+\.\d+(?![\d:]|\.\d)|(?<![\d.,:])\d{1,3}(?:,\d{3})+(?![\d,]|\.\d)/g;
/** Exam stems and concept questions: a blank to fill, statements numbered Ⅰ, Ⅱ… to choose among, "which of the following", "is called". */
const CONCEPT = /[(\uFF08]\s*[)\uFF09]|Ⅰ[\s\S]*?Ⅱ|什么(?:类型|种类|样的?|协议|条件|要求|方式)|下列|以下(?:选项|哪|说法)|哪项|(?:正确|错误)的(?:是|有)|是指|指的是|称为|叫做|什么是|概念|含义|\bwhat (?:does|do)\b[^?]{0,80}\b(?:represent|mean|refer to|include)\b|\bwhen (?:is|are|should|can|does)\b|\bwhat is included\b|\bwhat (?:type|kind) of\b|\bwhat (?:is|are) the (?:(?:typical|key|main|defining|common|distinguishing|basic) )?(?:characteristics|features|traits|hallmarks|definition)\b|\bwhat (?:defines|characteri[sz]es)\b|(?:特征|特点|特性|定义|内涵|本质)(?:是什么|有哪些|有什么|包括哪些|是(?=\s*[？?]|$))|(?:有|具有|具备)(?:哪些|什么|何种)(?:特征|特点|特性)|(?:什么|啥)意思/i;
/**
 * What a kind of thing is, asked in general: "What is a defensive industry?", "What are cyclical stocks?" (lower case: no
 * company or instrument named).
 */
const KIND_DEFINED = /^\s*[Ww]hat (?:is an?|are) (?:[a-z][\w-]*\s+){0,3}(?:[a-z][\w-]*(?<=^\s*[Ww]hat is an? (?:[a-z][\w-]*\s+){0,3}[a-z][\w-]*)|industries|sectors|stocks|companies|businesses|firms)\s*\?\s*$/;
// Only suffixes that are no other word standing alone: not Co or Company (the Company, Co-CEO), nor two capitals (SE,
// AG, NV, SA: a standard error, a state); nor a partnership's, whose name is an agent's or a holder's beside the company
// asked about (a sales agreement with Univest Securities, LLC).
const ENTITY_SUFFIX = v.corporateSuffixes(['us', 'usBank', 'anywhere', 'abroad']).filter((suffix) => !['Co', 'Company', 'N\\.?V', 'S\\.?A', 'AG', 'SE'].includes(suffix));
/**
 * A named company or instrument in English: a capitalised possessive, an exchange, a corporate suffix, an index or economy,
 * a ticker before stock or shares (the low of MKTX stock); not a nationality screened out (non-Chinese fund managers), no
 * economy's figure. Not a name in single quotes (companies in 'Zhejiang Province' paid: the closing quote is no possessive).
 * A name is tried from its first capitalised word only (a start after one is reached from it): from every word of a long
 * run of them, the time grows with the run's square. A word is read at most 61 characters long (a name's is far
 * shorter), so a run of capitals and dots with no space (A.A.A.…), which starts a name at every capital, is not read
 * to its end from each of them.
 */
const ENTITY_EN = new RegExp(
  String.raw`(?<![\p{L}\d'\u2018]|(?<![\p{L}\d])\p{Lu}[\p{L}\d&.-]*\s+)(?!(?:What|It|Let|That|There|Here|Who|Where|How|Company|Firm|Business)['\u2019]s|(?:Stockholders|Shareholders|Owners|Members|Partners|Directors|Employees|Customers|Investors)['\u2019])\p{Lu}[\p{L}\d&.-]{0,60}(?:\s+(?:\p{Lu}[\p{L}\d&.-]{0,60}|of|&))*['\u2019]s?(?=\s|$)|\b(?:NYSE|NASDAQ|Nasdaq|HKEX|SSE|SZSE|LSE|TSE)\b|\b${v.anyOf([...ENTITY_SUFFIX, 'Bank'])}\b|\bS&P\b|\bDow Jones\b|\b(?!(?:US|ETF|IPO|ADRs?|ADS|REIT|ESOP|ESPP|RSUs?|PSUs?|CEO|EPS)\b)[A-Z]{2,5}\s+(?:stock|shares)\b|(?<!\b(?:into|to|in|from|outside|within|across|of|and)\s|\bnon-)\b(?:US|U\.S\.|China|Chinese|Japan|Euro ?(?:area|zone))\b(?!\s*\()`,
  'u',
);

/**
 * A company named in quotation marks where a subject stands ('the net income of "Petra Diamonds"', 'did "EMT" spend',
 * 'than "NICE"', a list after a colon): a name, however it is spelt, not a line item quoted ('the "Total revenue"') nor a
 * table's catch-all row ('the percentage of "Other" in total product sales', "Unallocated"); not "Total", a company's name too (TotalEnergies).
 */
const QUOTED_COMPANY_EN = /(?:\b(?:of|did|does|do|had|has|have|than|to|with|versus|vs\.?|or|company)|[:,])\s+["\u201c](?!(?:Others?|All other|Unallocated|Eliminations?|Corporate(?: and other)?)["\u201d])\p{Lu}[^"\u201d?]{0,60}["\u201d]/u;

const SCALE_ASKED = /\b(?:in|of)\s+(?:[A-Z]{3}\s+|US\$?\s*|USD\s*|\$\s*|(?:US |U\.S\. )?dollars?\s+)?(?:thousands?|millions?|billions?|trillions?|mn|bn|mm)\b|\b(?:thousands?|millions?|billions?|trillions?)\s+of\b|\b(?:USD|US\$|\$|RMB|CNY|EUR|HKD|JPY)\s*(?:thousands?|millions?|billions?|trillions?|mn|bn|k|m|b)\b|(?:多少|几)(?:千|万|亿|百万|千万|万亿)|以(?:千|万|亿|百万|千万|万亿)元?(?:为单位|计)|单位[:\uFF1A]?\s*(?:千|万|亿|百万)|[(\uFF08](?:千|万|亿|百万|千万|万亿)元?[)\uFF09]/i;

const COARSE_SCALE = /\b(?:billions?|trillions?|bn|tn)\b|亿/i;

/**
 * An amount of money the question gives in its currency and scale (BRL 10 million, $4.5 million, 10 million euros): the
 * scale word it is stated in. A question with no year that asks its answer in that scale is a worked problem's, its
 * answer computed from the amounts given, with no filing's figure to rescale.
 */
const AMOUNT_GIVEN_SCALE_EN =
  /(?:\b[A-Z]{3}\s?|[$€£¥]\s?)\d+(?:[.,]\d+)*\s?(thousand|million|billion)\b|\b\d+(?:[.,]\d+)*\s?(thousand|million|billion)\s(?:[A-Z]{3}\b|dollars|euros|pounds|yen|yuan|reais|rupees|francs)/g;
const SCALE_WORD_ASKED_EN = /\b(?:in|of)\s+(?:[A-Z]{3}\s+|US\$?\s*|\$\s*)?(thousand|million|billion)s?\b/i;
const givenInScaleAsked = (question: string) => {
  const asked = SCALE_WORD_ASKED_EN.exec(question)?.[1]?.toLowerCase();
  if (!asked || question.search(YEAR) >= 0) return false;
  return [...question.matchAll(AMOUNT_GIVEN_SCALE_EN)].some((m) => (m[1] ?? m[2]).toLowerCase() === asked);
};

/** How to round is stated; not an audit's 保留意见, retained earnings (保留盈余) or a funding round. */
const ROUNDING = /decimal|\bd\.?p\.?\b|\brounded\b|\bround(?:ing)?\b(?=[^.?!]{0,30}\b(?:to|off|up|down|places?|decimals?)\b)|\ba round number\b|\bnearest\b|significant (?:figures|digits)|\bprecision\b|accurate to|whole number|\binteger\b|小数|保留(?:到|至)?\s*(?:[\d一二两三四五六]+\s*位|整数|小数|[个十百千万亿]分?位)|精确到|四舍五入|取整|整数|有效数字/i;


// Kinds are told by what the question asks for; the first that matches wins, so the order matters.
// Not summarize as a database's aggregate (summarize the historical lowest closing price of each stock, the total revenue
// of each company): a figure asked per group, no summary to write; the risk factors summarized still are.
// A reason also: a board's or committee's composition, what can be inferred, the reasoning given, what a measure is used
// for (its purpose, as the purpose of the non-GAAP measures), 优势在哪里 (a description, no figure).
const REASON = /(?:^|[.?!:,]\s+)(?:why\b|how (?:does|did|do|has|have|is|are|was|were|would|could|should|can|might|will)\b(?! (?:much|many))|how (?:significant|important|material)\b|assess|evaluate|summari[sz]e(?! (?:the |its |their )?(?:[\w-]+ )?(?:highest|lowest|maximum|minimum|max|min|total|average|mean|sum|count|number)\b)|(?:are|is|were|was|has|have) there\b|(?:did|does|do|has|have) (?:the company|it|they|\p{Lu}[\p{L}\d&.-]*)\b[^?]{0,30}\b(?:report|disclose|announce|undertake|engage|mention|take part))|\b(?:explain|describe|discuss|analy[sz]e|outline|recommend|stress-test)\b|\bwhat (?:is|was|were|are) (?:the |its |their )?(?:(?:main|key|major|significant|primary|principal|chief|potential|strategic|overall) )?(?:drivers?|contributors?|influences?|factors?|elements|reasons?|rationale|causes?|impact|effects?|significance|implications|purpose|nature|role|relationship|correlation|connection)\b|\bwhat (?:role|impact|effects?)\b|\bwhat (?:specific |key |main )?(?:measures|steps|actions|initiatives) (?:did|does|do|has|have|is|are|was|were|will)\b[^?]{0,60}\b(?:take|taken|taking|implement(?:ed)?|adopt(?:ed)?|undertake|undertaken)\b|\bwhat (?:is|was|are|were)\b[^?,]{1,80}\blike(?=\s*[?,]|\s+(?:at|in|for|during|within)\b)|\bwhat (?:(?:is|was|were|are) the )?(?:key|significant|notable|major|main) (?:changes|movements|developments)\b|\bwhat (?:do|does)\b[^?]{0,120}\b(?:suggest|indicate|imply|reveal)\b|\b(?:what|which) (?:specific |significant |key |notable |major |new )?(?:legal (?:proceedings|issues|actions)|risk factors|insights|details|(?:changes|alterations) (?:in|to) (?:debt|accounting))\b|\b(?:explain|describe|discuss|analy[sz]e|outline|recommend|stress-test)\b|\bwhat (?:adjustments|factors|drivers|risks|reasons?|caused|explains?|are the (?:main |key |primary )?(?:reasons?|drivers|factors|risks|components|differences))\b|\bwhy\b|\btrends?\b|\bwhat (?:is|was|are|were) the (?:composition|make-?up) of (?:the |its |their )?(?:[\w'\u2019.&-]+ ){0,3}?board\b|\b(?:board|committee)(?:['\u2019]s)? (?:composition|make-?up|membership)\b|\bwhat (?:can|could|may|might) (?:be )?(?:inferred|concluded|deduced|learned)\b|\bwhat (?:is|was|are|were) the (?:specific )?reasoning\b|\bwhat (?:is|was|are|were)\b[^?.]{1,80}?\bused for\s*(?:\?|$)|\bwhat (?:does|do|did)\b[^?.]{1,80}?\buse\b[^?.]{1,60}?\bfor\s*(?:\?|$)|为什么|为何|原因|(?:优势|劣势|优点|缺点|利弊|好处|长处|不足之处)(?:在哪里?|在于|是什么|有哪些|何在)|哪些因素|驱动因素|如何(?!计算)|怎样|请?(?:分析|说明|阐述|论述|讨论|解释|概述|描述)|(?:有没有|是否|能否)(?:达到|超过|超出|低于|符合|不及)预期|(?:超|不及)预期(?:吗|了吗)|走势|趋势/iu;
/** What a company does, its business scope or main business (not a business's income or profit): a description, no figure. */
const BUSINESS_DESCRIBED = /\b(?:business scope|scope of (?:its )?business|main business(?! (?:income|revenues?|costs?|profits?|segments?)))\b/i;
/**
 * A description asked in Chinese with no figure: an effect (对楼市价格有何影响, not 有多大的影响), what something implies
 * (意味着什么), whether one thing relates to another (是否与货币政策有关), how two things differ (A与B的区别, 差异在哪里), a
 * business model or its competitive edge (盈利模式, 核心竞争力).
 */
const DESCRIPTION_ZH = /(?:有何|有什么|会有什么|带来什么|带来哪些|产生什么|产生哪些|有哪些)(?:样的)?(?:影响|意义|启示)|意味着什么|(?:是否|有没有)与[^，。？?！!]{1,30}?(?:有关|相关|有关系|挂钩)|的区别\s*[。？?！!]?\s*$|(?:区别|差异|不同之处)(?:是什么|在哪里?|有哪些|在于)|盈利模式|商业模式|核心竞争力/;
/**
 * An opinion or a suggestion an investor's message puts to the company with no figure asked (应该重点关注线下, 是否应推动公司尽快申请,
 * 建议公司…), or an opinion asked (美股近期看好吗, 白酒板块怎么样, 后市怎么看 as the whole question's ask, not of a measure or a state: 市盈率怎么样, IPO情况怎么样): a
 * view to answer, no number. So is an outlook asked as a yes or no (板块要涨了吗, 还能涨吗, 会跌吗), whether news is good or bad for
 * something (利好旅游行业吗, 利空银行？), whether its chance has come (机会来了？, 有机会吗), and an effect asked as the question's end
 * (对房地产板块影响, 对市场的影响如何).
 */
const OPINION_ZH =
  /应该|应当|是否应|建议|希望公司|看好(?:吗|么|嘛|不)|(?<![率价值额量比数况])怎么(?:样|看)(?=[？?吗呢啊呀。！!\s]*$)|(?:要|会|能|还能|还会|将)(?:大)?(?:涨|跌|反弹|回调)(?:了|起来)?(?:吗|么|嘛|不|[？?])|利(?:好|空)[^，。？?！!]{0,12}(?:吗|么|嘛|[？?]|$)|机会(?:来了|大吗|在哪)|有(?:没有)?机会(?:吗|么|嘛|[？?]|$)|对[^，。？?！!]{1,30}?的?影响(?:如何|怎样|怎么样|大吗)?[？?吗呢啊。！!\s]*$/;
/**
 * A user's account of their own trade or of what they plan to do with it that asks nothing (我看…买了点，但是买的那个涨得…,
 * 我想等回本再卖): no question word or mark, no request; a remark to answer, no figure asked.
 */
const OWN_TRADE_TOLD_ZH = /^(?=[\s\S]*我)(?=[\s\S]*(?:(?:买|卖|加仓|减仓|建仓)了|我(?:想|打算|准备|计划)[^，。？?！!\s]{0,8}?(?:买|卖|加仓|减仓|建仓|赎回|转换|换成|转到|止盈|止损)))(?![\s\S]*(?:[？?吗么嘛呢]|多少|几[个只家天年月]|哪|什么|怎么|如何|请|帮|是否|能否|可否|查|列出|告诉|给我))/;
/**
 * Which thing is asked: a name, a list (not of amounts: list the total amount of imports), a kind, an aspect (在哪方面做好了准备: whatever size a message gives the opening),
 * also which liabilities a party assumes (what they are, not their amount), the parties to a deal asked as the
 * question's opening (the authorizer and authorized receiver of, the transferor and transferee of, the pledgee of),
 * and when something happened (什么时候成立的, 何时上市, when did it stop: a date, as 哪一天 is, whatever figure describes
 * the company).
 */
const NAME = /^\s*(?:which|who|whom|when (?:has|have|had|did|does|do|is|was|were)\b(?![^.?!]*?\b(?:exceed|surpass|pass|top|cross|reach|hit|break|rise|rose|climb|f[ae]ll|drop|dipp?|above|below|more than|less than|over \$?\d|under \$?\d)\w*)|(?:list |name |show )?(?:the )?(?:authori[sz]ers?|(?:authori[sz]ed )?(?:receivers?|recipients?)|transfer(?:or|ee)s?|pledg(?:or|ee)s?|guarantors?|grant(?:or|ee)s?|counterpart(?:y|ies))(?= (?:and|or|of)\b)|name the (?!(?:value|amount))|list the(?! (?:total )?(?:amounts?|values?|data(?: sizes?| scales?)?|figures|numbers|sizes?|scales?) of\b))\b|\bwhat (?:are|were) the (?:specific |particular |main |key )?(?!(?:total|aggregate|combined|net|maximum|estimated)\b)(?:[\w-]+ ){0,2}(?:liabilities|obligations|commitments)\b(?= (?:that |which )?(?:the |its |their )?(?:[\w&.'-]+ ){0,4}?(?:assumes?|assumed|undertakes?|undertook|bears?|bore)\b)|\bwhat (?:[\w-]+ ){0,3}(?:measures|metrics) (?:does|do|did)\b|\b(?:which (?:segment|company|companies|one|of|sector|industry|region|country|year|quarter|business|product|auditor|exchange|index|method|standard)|what (?:is|was|are|were) the (?:(?:main|primary|principal|largest|biggest) )?sources? of|what (?:is|was|are|were) the (?:name|ticker|auditor|headquarters|industry|sector|segment|type|method|currency|exchange(?! rate)))\b|哪(?:个|家|一|些|只|种|年|类|位|方面)|是谁|什么时候|何时|名称|叫什么|什么(?:行业|板块|名字|公司)|属于|(?:前[一二三四五六七八九十\d]+|最[高低大小多少])(?:名|位|家|只|个)?的?(?:公司|企业|股票|个股|基金|银行|券商)/i;
/**
 * A ratio asked; also a change's extent in Chinese (增幅, 增长幅度, 下降幅度), a percent as 涨幅 is, unless asked in money or
 * points (营收增长幅度多少亿元, 下跌幅度是多少点: an amount; 百分点 stays a percent).
 */
const RATIO = new RegExp(
  String.raw`(?<!exchange )\b(?:interest|tax|discount|coupon|funding|borrowing|risk[- ]free) rates?\b|\b(?:ratio|margin|percent(?:age)?s?|proportion|growth rates?|rate of (?:return|growth|change)|yield|return on|returns?|ROE|ROA|ROI|ROIC|ROCE|CAGR|turnover(?! value)|multiple|times|basis points|bps|portion|share of|coverage|payout|leverage|drawdown)\b|%|${v.MULTIPLE}|(?<!汇)率|比例|份额|占比|比重|增速|同比|环比|涨跌幅|涨幅|跌幅|(?:增幅|降幅|(?:增长|下降|上涨|下跌|增加|减少|变动|变化)幅度)(?![^，,。？?！!；;]{0,12}?(?:元|(?<!百分)点|[万亿]))|倍|百分比|百分点|回撤`,
  'i',
);
const QUOTE = new RegExp(
  String.raw`\b(?:(?:closing|opening|settlement|share|stock|trading|latest|last|intraday|spot|bid|ask|strike) prices?|price of|prices? (?:of|for)\b|quote|clos(?:e|ed|ing)(?: (?:price|level|value|rate))?|opening|(?:index|closing|opening) level|level of|exchange rate|(?:high|low)(?:est)?(?: price)?${v.NOT_A_PRICE_HIGH_EN}|(?:traded|trading|quoted) at|settle(?:d|ment))\b|${v.CRYPTO_EN}|\bmoving average\b|收盘|开盘|最高价|最低价|最新价|股价|价格|现价|点位|汇率|报价|结算价|收于|收报|均线|均价`,
  'i',
);
const COUNT = /\bhow many\b|\bnumber of\b|\b(?:trading )?volume\b|\bheadcount\b|\bshares (?:outstanding|issued|traded)\b|(?:多少|几)(?:家|个|人(?!民币)|名|只|股|手|张|次|户|位|座|辆|套)|家数|数量|人数|成交量|股本|股数/i;
const AMOUNT = new RegExp(
  String.raw`\b(?:${v.FLOW_EN}|${v.STOCK_EN}|${v.AMOUNT_EN}|cost of (?:goods sold|revenue|sales)|COGS|SG&A|expenses?|costs?|receivables?|payables?|interest|taxes|cash|capital|deposits|loans|borrowings|amount|value|proceeds|payments?|compensation|fees?|spend(?:ing)?|how much)\b|[$¥€£]|金额|多少元|费用|成本|资产|负债|利润|收入|现金|存款|贷款|市值|成交额|成交金额|分红|派息`,
  'i',
);
/**
 * A number asked: what is, how much, calculate, 多少, 计算 (not a technology's name, 云计算板块, 量子计算, nor 计算机 or 计算力 as
 * an industry's, a board's or a product's noun, 计算机行业, 计算机板块: no computation asked; 计算机构持股, 计算机器人板块的涨幅
 * still ask one).
 */
const NUMBER_ASKED = /\b(?:what (?:is|was|were|are)(?! (?:the |its |their )?(?:(?:main|key|major|significant|primary|principal|chief|potential|strategic|financial|overall|specific) )?(?:name|reasons?|reasoning|rationale|drivers?|contributors?|influences?|factors?|elements|components|sources?|impact|effects?|significance|implications|purpose|nature|trends?|role|relationship|correlation|connection|strategy|state|assessment)\b)|how (?:much|many|large|big|long)|calculate|compute|give|estimate|name the (?:value|amount))\b|多少|几(?:个|家|倍)|是多少|(?<!云|边缘|量子)计算(?![机力](?:行业|板块|概念|软件|硬件|设备|应用|股|公司|系统|视觉|科学|技术|类|网络|芯片|$|[，,。？?！!、和与及]))|(?<![要请需追诉寻征谋])求/i;

/** What to answer when the data is missing ("If data is not available, return 'N/A'"): an instruction, not a return. */
const ANSWER_INSTRUCTION = /\breturn(?= ['"\u2018\u201c]?(?:N\/A|True|False|None|null|this company)\b)/gi;

/** Spaces typed between Chinese characters (要 求 赔 偿): the words are read as written without them. */
const SPACED_IDEOGRAPHS = /(?<=[\u4e00-\u9fff])[ \t\u3000]+(?=[\u4e00-\u9fff])/g;

/** The kind of quantity the question asks for. */
/**
 * A sentence of its own that asks the figures listed (are there records …? Please list the total value of imported goods;
 * 请列出…金额): the figures are asked, whatever the sentence before asks.
 */
const FIGURES_LISTED = /(?:^|[.?!。？！]\s*)(?:if so,?\s+)?(?:(?:please|kindly|also)\s+|(?:请|麻烦)(?:你|您)?)?(?:(?:list|give|show|provide|report)\b|列出|给出|显示)[^.?!。？！]{0,60}?(?:\b(?:values?|amounts?|totals?|figures)\b|金额|总额|总值)/i;
export function quantityKind(asked: string): QuantityKind {
  const question = asked.replace(ANSWER_INSTRUCTION, '').replace(SPACED_IDEOGRAPHS, '');
  const asksNumber = NUMBER_ASKED.test(question);
  if ((CONCEPT.test(question) || KIND_DEFINED.test(question)) && !/(?:是|为)多少|\bhow (?:much|many)\b/i.test(question)) return 'reason';
  if (BUSINESS_DESCRIBED.test(question) && !AMOUNT.test(question) && !RATIO.test(question)) return 'reason';
  if (!asksNumber && (DESCRIPTION_ZH.test(question) || OPINION_ZH.test(question) || OWN_TRADE_TOLD_ZH.test(question))) return 'reason';
  if (REASON.test(question) && !((asksNumber || FIGURES_LISTED.test(question)) && (RATIO.test(question) || AMOUNT.test(question) || QUOTE.test(question)))) return 'reason';
  if (NAME.test(question) && !/\bhow (?:much|many)\b|多少|是多少/.test(question)) return 'name';
  if (RATIO.test(question)) return 'ratio';
  if (QUOTE.test(question)) return 'quote';
  if (COUNT.test(question) && !/金额|成交额|\bvalue\b|\bamount\b/i.test(question)) return 'count';
  return 'amount';
}

interface Named { names: string[]; yearEnds: string; parent?: string }
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const isChinese = (name: string) => /[\u4e00-\u9fff]/.test(name);
/** A name as a whole word in English, as written in Chinese. */
const namePattern = (name: string) => (isChinese(name) ? escape(name) : `(?<![\\w-])${escape(name)}(?![\\w-])`);
/**
 * Any of `names`, each as namePattern has it, for `test` (which place matches is not kept): the English names share
 * one pair of lookarounds, so the engine tries the lookbehind once per place instead of once per name (about twice
 * as fast on lists of a hundred names).
 */
const anyNamePattern = (names: string[]) => {
  const english = names.filter((name) => !isChinese(name)).map(escape);
  return [...names.filter(isChinese).map(escape), ...(english.length ? [`(?<![\\w-])(?:${english.join('|')})(?![\\w-])`] : [])].join('|');
};
/**
 * `names` in their order, each as namePattern has it, for a search that takes the first name matching at a place: each
 * run of English names shares one pair of lookarounds, which tries the same names in the same order (the lookbehind
 * once per place and run instead of once per name).
 */
const inOrderPattern = (names: string[]) => {
  const runs: string[][] = [];
  for (const name of names) {
    const last = runs.at(-1);
    if (last && !isChinese(name) && !isChinese(last[0])) last.push(name);
    else runs.push([name]);
  }
  return runs.map((run) => (isChinese(run[0]) ? escape(run[0]) : `(?<![\\w-])(?:${run.map(escape).join('|')})(?![\\w-])`)).join('|');
};
/** A corporate suffix after a company's name (Inc., CORP), which a possessive or a purpose may follow. */
const SUFFIX = String.raw`(?:,?\s+${v.anyOf(v.corporateSuffixes())}\.?)?`;
/**
 * A company named as the subject, not as a customer or counterparty ("revenue from Apple and Huawei"); a possessive
 * after its corporate suffix is its own ("awards granted to EAGLE MATERIALS INC's officers"), as is what it uses for a
 * purpose of its own ("the space used by LANCASTER COLONY CORP for its operations", "the rate used by X to determine"),
 * as is what it makes or pays into something of its own ("contributions made by Lamb Weston Holdings, Inc. to its plan"),
 * as is what is attributable to it ("net income attributable to VMware, Inc.": the parent's share, its own line), and a
 * ratio's second term ("the ratio of Data Center Group to Mobileye goodwill": its figure, not a customer's).
 * In Chinese, not one named after 和, 与, 跟 or 同 (公司有没有和苹果合作过): a partner or another company beside the subject.
 */
const subjectPattern = (name: string) =>
  isChinese(name)
    ? `(?<![和与跟同])${escape(name)}`
    : `${namePattern(name)}(?=${SUFFIX}['\u2019]s\\b)|(?<=\\bused by\\s)${namePattern(name)}(?=${SUFFIX}\\s+(?:for its|to (?!its\\b|the\\b)[a-z]+)\\b)|(?<=\\b(?:made|paid) by\\s)${namePattern(name)}(?=${SUFFIX}${SUFFIX}\\s+(?:to|into|under) its\\b)|(?<=\\battributable to\\s)${namePattern(name)}|(?<!\\b(?:from|(?<!\\bratio of [^.?!]{1,60}?\\s)to|with|and|than|versus|vs\\.?|against|including|(?:made|sold|used|bought|acquired|supplied|owned) by)\\s)${namePattern(name)}(?!\\s+and\\b)`;
/**
 * A unit reported inside a parent (GitHub, LinkedIn) as a platform some company uses, not the unit's own figures: on it
 * or another's (on LinkedIn, Tesla's GitHub), or what an account there has (a LinkedIn profile, GitHub stars, job postings).
 */
const unitPattern = (name: string) =>
  `(?<!\\b(?:on|via) |['\u2019]s )(?:${subjectPattern(name)})(?!\\s+(?:profiles?|pages?|accounts?|followers?|stars?|repos?|repositor(?:y|ies)|(?:job )?(?:postings?|listings?|posts?|ads?)|connections?|handles?)\\b)`;
/**
 * Names as a case-insensitive search finds them, for `mentions`: each company's patterns hold its names, so a company none of
 * whose names is in a text (as any case) cannot match there, and its patterns are not tried.
 */
const lowerNames = (names: string[]) => names.map((name) => name.toLowerCase());
const mentions = (lowerText: string, names: string[]) => names.some((name) => lowerText.includes(name));
const filers = [...fiscalCalendars.companies, ...fiscalCalendars.groups].map((c: Named) => ({
  names: lowerNames(c.names),
  pattern: new RegExp(c.names.map(c.parent ? unitPattern : subjectPattern).join('|'), 'i'),
  filer: { name: c.names[0], yearEnds: c.yearEnds, namingVaries: /^(?:January|February|March)/.test(c.yearEnds) },
}));
const chineseNames = new Map(fiscalCalendars.companies.map((c: Named) => [c.names[0], c.names.find(isChinese)]));

/** What a message in `lang` calls a fiscal filer: its Chinese name in Chinese, when the data gives one. */
export const filerName = (filer: FiscalFiler, lang: Language): string => (lang === 'zh' && chineseNames.get(filer.name)) || filer.name;

/**
 * Whether a text holds any of `names` at all, in one pass: what every name pattern needs, so where it fails (in most
 * questions) none of them is tried.
 */
const anyName = (names: string[]) => new RegExp(names.map(escape).join('|'), 'i');
/** Other companies whose names hold a filer's (蓝思科技 holds 思科), taken out before the filers are looked for. */
const otherFilerNames = new RegExp(fiscalCalendars.otherCompanies.map(escape).join('|'), 'g');
const anyFiler = anyName([...fiscalCalendars.companies, ...fiscalCalendars.groups].flatMap((c: Named) => c.names));

/** The non-calendar fiscal filer a question names, if any (the first in the list's order). */
export function fiscalFiler(question: string): FiscalFiler | undefined {
  if (!anyFiler.test(question)) return undefined;
  const named = question.replace(otherFilerNames, '');
  const lower = named.toLowerCase();
  return filers.find((f) => mentions(lower, f.names) && f.pattern.test(named))?.filer;
}

const standardNames = industryClassifications.standards.map((s) => ({ id: s.id, pattern: new RegExp(anyNamePattern(s.names), 'i') }));
/** Industry names a standard uses: its level-1 names and the level-2 names known to be its own (申万's 光学光电子). */
const industryNames = (s: (typeof industryClassifications.standards)[number]) => [...s.level1, ...(s.level2 ?? [])];
/** Each level-1 or level-2 name, in lower case, with the standards that use it: on their own lists or as a shared name. */
const industryOwners = new Map<string, Set<string>>();
for (const { ids, names } of [...industryClassifications.standards.map((s) => ({ ids: [s.id], names: industryNames(s) })), ...industryClassifications.shared]) {
  for (const name of names.map((n) => n.toLowerCase())) industryOwners.set(name, new Set([...(industryOwners.get(name) ?? []), ...ids]));
}
/**
 * A CSRC division's name said with 行业 (纺织行业 for 纺织业, 采矿行业): the division's, and also any standard's whose name
 * is the stem (房地产行业 is Shenwan's and CITIC's 房地产 as much as the CSRC's 房地产业). Each is ranked as long as the
 * division's own name, so a longer name that ends in the stem is read first (轻工制造行业 is 轻工制造, not 制造业).
 */
const DIVISION_SAID_WITH_INDUSTRY = new Map<string, number>();
for (const [name, ids] of [...industryOwners]) {
  if (!isChinese(name) || !name.endsWith('业') || name.endsWith('行业') || !ids.has('csrc')) continue;
  const stem = name.slice(0, -1);
  industryOwners.set(`${stem}行业`, new Set([...ids, ...(industryOwners.get(stem) ?? [])]));
  DIVISION_SAID_WITH_INDUSTRY.set(`${stem}行业`, name.length);
}
const anyStandardName = anyName(industryClassifications.standards.flatMap((s) => s.names));
const anyLevel1 = anyName([...industryOwners.keys()]);
/** The English level-1 and level-2 names (Technology, Information Technology, Basic Materials), in lower case. */
const englishIndustryNames = new Set([...industryOwners.keys()].filter((name) => !isChinese(name)));
/**
 * Theme names (新能源汽车), each read as a vendor's board; a standard's own name that holds one (CITIC's 电力设备及新能源 holds
 * 新能源) is matched first, captured, and kept whole.
 */
const THEME_HOLDERS = [...industryOwners.keys()].filter((name) => industryClassifications.themes.some((theme) => name.includes(theme)));
const THEME_NAMES = new RegExp(`(${THEME_HOLDERS.map(escape).join('|') || '(?!)'})|${industryClassifications.themes.map(escape).join('|')}`, 'g');
/**
 * The Chinese level-1 and level-2 names, longest first (电力设备及新能源 before 电力设备, 光学光电子 before 光学光电): a Chinese name
 * is read inside longer words too (医药制造业 holds 医药), so only the longest one a question holds is taken.
 */
const readLength = (name: string) => DIVISION_SAID_WITH_INDUSTRY.get(name) ?? name.length;
const chineseIndustryNames = [...industryOwners.keys()]
  .filter(isChinese)
  .sort((a, b) => readLength(b) - readLength(a))
  // A name on 业 is not the 业 of 业务 (铁路运输业务, a company's business line, no division).
  .map((name) => ({ name, pattern: new RegExp(`${escape(name)}${name.endsWith('业') ? '(?!务)' : ''}`) }));
/** The English names, the longest first at each place (Information Technology, not the Technology in it). */
const ENGLISH_INDUSTRY_NAMED = new RegExp(
  String.raw`(?<![\w-])(?:${[...englishIndustryNames].sort((a, b) => b.length - a.length).map(escape).join('|')})(?![\w-])`,
  'gi',
);
/** A question's first word, capitalised before an industry's whole name, no part of it (Which Technology stocks). */
const QUESTION_WORD = /^(?:The|An?|Which|What|Is|Are|In|Of|For|And|Or|Its|Their|How|Do|Does|Did|List|Show|Find)$/;
const WORD_BEFORE = /([A-Za-z][\w'\u2019&.-]*)\s+$/;
/** Names read as a standard's only when capitalised (Agriculture: in lower case, farming at large). */
const CAPITALISED_ONLY = new Set(industryClassifications.capitalisedOnly.map((name) => name.toLowerCase()));
/** Companies named by what follows an industry's name (manufacturing companies, firms, enterprises). */
const COMPANY_NOUN = /^\s+(?:compan(?:y|ies)|firms?|enterprises?|corporations?)\b/i;
/**
 * Whether an English industry name a question holds at `at` is an industry's whole name: written with its capitals and
 * no capitalised word of a longer name before it (the Materials sector, not Building Materials or JY Technology), or in
 * lower case with no word before it at all (not the construction materials or the battery materials industry, nor the
 * technology sector, words any writer uses). A national classification's name worded as an industry may follow any word
 * (the manufacturing industry, the medical manufacturing industry, the wholesale and retail trade industry: the CSRC's
 * doors and divisions), as may its name put before companies (listed manufacturing companies, manufacturing firms), unless
 * the word before makes another standard's name of it (light manufacturing companies: Shenwan's and CITIC's). A name
 * that is also an everyday word (Agriculture) only capitalised.
 */
const wholeIndustryName = (question: string, name: string, at: number) => {
  if (CAPITALISED_ONLY.has(name.toLowerCase()) && !/[A-Z]/.test(question[at])) return false;
  const before = WORD_BEFORE.exec(question.slice(Math.max(0, at - 30), at))?.[1];
  const after = question.slice(at + name.length, at + name.length + 16);
  const csrc = industryOwners.get(name.toLowerCase())!.has('csrc');
  const ofCompanies = csrc && COMPANY_NOUN.test(after) && !(before && englishIndustryNames.has(`${before} ${name}`.toLowerCase() + ' industry'));
  const national = / industry$/i.test(name) || (csrc && /^\s+industry\b/i.test(after)) || ofCompanies;
  if (!before || national) return true;
  return /[A-Z]/.test(question[at]) && (!/^[A-Z]/.test(before) || QUESTION_WORD.test(before));
};

const premiumListed = new RegExp(anyNamePattern(dualListings.aShareAndAbroad), 'i');
const shareClassed = new RegExp(anyNamePattern(dualListings.shareClasses), 'i');
/** Every name of a company listed twice, to find which ones a question names: the longest first, so 中海油服 is not read as 中海油. */
const everyListedName = [...dualListings.aShareAndAbroad, ...dualListings.hkAndUs, ...dualListings.abroadTwice, ...dualListings.shareClasses];
const listedNames = new RegExp(inOrderPattern([...everyListedName].sort((a, b) => b.length - a.length)), 'gi');
const listedSince = new Map(Object.entries(dualListings.listedSince).map(([name, year]) => [name.toLowerCase(), year]));
/** Other companies whose names hold a listed one (京东物流, 比亚迪电子), taken out before the listed names are looked for. */
const otherCompanies = new RegExp(dualListings.otherCompanies.map(escape).join('|'), 'g');
/** A name in quotation marks (English or Chinese marks). */
const QUOTED_NAME = /["\u201c][^"\u201c\u201d]{1,60}["\u201d]/g;
/**
 * A name in quotation marks that starts with a listed company's and goes on ("China Merchants Bank Industry"): a fund or a
 * product named after the company, neither its shares nor an industry; taken out before either is looked for.
 */
const withoutProductsNamedAfterCompanies = (question: string) =>
  question
    .replace(QUOTED_NAME, (quoted) => {
      const inner = quoted.slice(1, -1).trim();
      const first = inner.match(listedNames)?.[0];
      return first && first.length < inner.length && inner.startsWith(first) ? ' ' : quoted;
    })
    .replace(FUND_NAMED_AFTER_COMPANY, ' ');
/**
 * A listed company's name before "concept" (Baidu Concept Stocks, the Alibaba concept sector, 腾讯概念股): a vendor's theme
 * board named after it, whose members are other companies; not the company's own shares or their listings.
 */
const BOARD_NAMED_AFTER_COMPANY = new RegExp(`(?:${anyNamePattern(everyListedName)})\\s*(?:concept|概念)`, 'gi');
/**
 * A listed company's English name followed by a fund's style, capitalised as a name is (China Life Growth, a fund of
 * China Life's asset manager): the fund, not the company's shares.
 */
const FUND_NAMED_AFTER_COMPANY = new RegExp(
  `${anyNamePattern(everyListedName.filter((name) => !isChinese(name)))} (?:Growth|Value|Balanced|Bond|Index|Mixed|Hybrid|Flexible|Select(?:ed)?|Stable|Income|Dividend|Money|Quantitative|Innovation|Advantage|Selection|Preferred|Strategy|Pioneer|Emerging)(?![\\w-])`,
  'g',
);
/** Words that name the market or share class of every listing the question speaks of: a market, an exchange, a class of shares. */
const MARKET_NAMED = /A股|H股|B股|港股|美股|中概股|沪市|深市|港交所|纽交所|纳斯达克|上交所|深交所|\b(?:A|B|H)[- ]shares?\b|\bAD[RS]s?\b|\bNYSE\b|\bNASDAQ\b|\bHKEX\b|\bHong Kong\b|\bShanghai\b|\bShenzhen\b|\bNew York\b/i;
/**
 * What names one company's listing, right after its name and the rest of it (腾讯控股(0700.HK)), not past another
 * company's (诺华（NVS）和罗氏: Roche's listing is not named): a ticker or code, a Hong Kong counter's suffix (-W, -SW,
 * -R), an A share's (万科A).
 */
const TICKER_AFTER = String.raw`(?:(?!\s(?:and|or|&)\s)[^,，、和与及;；。？?]){0,16}?(?:[(\uFF08]\s*(?:[A-Z]{2,5}(?:\.[A-Z]{1,2})?|\d{4,6}(?:\.(?:S[HZ]|HK))?)\s*[)\uFF09]|\d{6}(?:\.S[HZ])?|\d{4,5}\.HK|-(?:S?W|S|R)(?![A-Za-z])|(?<=[\u4e00-\u9fff])A(?![A-Za-z股]))`;
/** A ticker in brackets, which may spell a company's name (葛兰素史克（GSK）): the listing's, not another company named. */
const TICKER_IN_BRACKETS = /[(\uFF08]\s*[A-Z]{2,5}(?:\.[A-Z]{1,2})?\s*[)\uFF09]/g;
/** Each listed name's patterns, made once (by its name in lower case, as the question may write it): with its listing after it, and alone. */
const listingPatterns = new Map(
  everyListedName.map((name) => [name.toLowerCase(), { withListing: new RegExp(namePattern(name) + TICKER_AFTER, 'i'), alone: new RegExp(namePattern(name), 'i') }]),
);
/** Whether each company listed twice that a question names has its own listing named after it. */
const eachListingNamed = (companies: string, names: string[]) => {
  if (!names.length) return false;
  const unbracketed = companies.replace(TICKER_IN_BRACKETS, '');
  return names.every((name) => {
    const { withListing, alone } = listingPatterns.get(name.toLowerCase())!;
    return withListing.test(companies) || !alone.test(unbracketed);
  });
};
const BOTH_LISTINGS = /A\s*[+/、＋&]\s*H股?|\bAH股|\bA\s*[+/&]\s*H[- ]shares?\b/gi;
/** A price's currency, which names the listing it is quoted on (港元 the Hong Kong one, 美元 the US one). */
const FOREIGN_PRICE = /港元|港币|美元|美金|\b(?:HKD|USD)\b/i;
/**
 * An RMB price, which names the A share of a company that has one (哔哩哔哩's price in 元 names neither of its listings),
 * also in the spoken 块 (高于5块).
 */
const RMB_PRICE = /人民币|(?:多少|几|\d|[千万亿])\s*(?:元|块钱?)|\b(?:CNY|RMB)\b/i;
/** A share price stated in yuan (收盘价已高于5块, 股价跌破10元): the A share's quote. */
const RMB_SHARE_PRICE = new RegExp(String.raw`${v.SHARE_PRICE_ITEM_ZH}[^，。？?！!；;]{0,8}?\d+(?:\.\d+)?\s*(?:元|块)`);
/** A share class named: a ticker of one class, or the class itself. */
const CLASS_NAMED = /\b(?:GOOGL|GOOG|BRK[.\s-]?[AB]|FOXA?|NWSA?|UAA|UA|Class [ABC])\b|[ABC]类(?:股|普通股)?/;
const YEAR = /(?:19|20)\d{2}(?!\d)/g;

/**
 * Two short names that share the word after them (中信和海通这两个证券): each name with that word (中信证券, 海通证券),
 * added to the question so that the listed names are found.
 */
const SHARED_SUFFIX = /([\u4e00-\u9fff]{2,4})(?:和|与|跟|及|、)([\u4e00-\u9fff]{2,4}?)(?:这|那)?(?:两|二)(?:个|家|只)([\u4e00-\u9fff]{2})/;
const withSharedSuffix = (q: string) => {
  const pair = SHARED_SUFFIX.exec(q);
  return pair ? `${q} ${pair[1]}${pair[3]} ${pair[2]}${pair[3]}` : q;
};
/** Whether a question names a company listed twice, whatever year it names (天齐锂业 in 2020, before its H shares): a company the vocabulary knows. */
const knownListedName = (companies: string) => companies.search(listedNames) >= 0;

/** The companies listed twice that a question names, leaving out those whose second listing began after the latest year it names. */
function dualListingsNamed(companies: string): string[] {
  const names = companies.match(listedNames) ?? [];
  if (!names.length) return names;
  const years = (companies.match(YEAR) ?? []).map(Number);
  const latest = years.length ? Math.max(...years) : Infinity;
  return names.filter((name) => latest >= (listedSince.get(name.toLowerCase()) ?? 0));
}
/** A market value's basis: total or float, also the float's shares named (流通股票的总价值). */
const MARKET_VALUE_BASIS = /总市值|流通|\b(?:total|free[- ]float|float(?:ing)?|float-adjusted) market (?:cap(?:italization|italisation)?|value)\b/i;
/** A currency other than the RMB, or a market abroad, in either language. */
const FOREIGN_MONEY = new RegExp(String.raw`${v.FOREIGN_CURRENCY_ZH}|港股|美股|中概股|(?<![A-Za-z])(?:${v.FOREIGN_CURRENCY_EN}|Hong Kong[- ]listed|US[- ]listed|NYSE|NASDAQ|HKEX)(?![A-Za-z])`, 'i');
/** A company listed twice outside the mainland (New York and Hong Kong, or its home exchange and New York). */
const listedAbroadTwice = new RegExp(anyNamePattern([...dualListings.hkAndUs, ...dualListings.abroadTwice]), 'i');
const abroadTwice = new RegExp(anyNamePattern(dualListings.abroadTwice), 'i');


/**
 * A CSRC door's name quoted as a field's value, worded with its "Industry" (first industry as "Construction Industry",
 * 建筑业 translated, as "Financial Industry" is 金融业), capitalized or quoted after the field that holds it (whose
 * first-level industry is "construction industry"): the national classification's own name, though CITIC's 建筑 is
 * Construction in English too; not the words unquoted (the construction industry), any standard's.
 */
const QUOTED_DOOR_EN =
  /["\u201c]([A-Z][A-Za-z,]*(?: (?:and )?[A-Z][A-Za-z,]*){0,5}) Industry["\u201d]|\b[Ii]ndustry (?:is|as|of|being|=) ["\u201c]([A-Za-z,]+(?: [A-Za-z,]+){0,5}?) [Ii]ndustry["\u201d]/g;
/** A board or concept named in quotes ("互联网金融"板块, "电商概念"这个板块, 「新零售」概念), the name captured without its 概念. */
const QUOTED_BOARD = /["\u201c\u300c\u300e]([^"\u201d\u300d\u300f]{1,20}?)(?:概念)?["\u201d\u300d\u300f](?=(?:这个|这一|该)?(?:板块|概念))/g;
/** The classification standard a question names, or implies with level-1 or level-2 names only that standard uses all of. */
export function industryStandard(question: string): string | undefined {
  const named = anyStandardName.test(question) ? standardNames.find((s) => s.pattern.test(question)) : undefined;
  if (named) return named.id;
  if ([...question.matchAll(QUOTED_DOOR_EN)].some((m) => industryOwners.get((m[1] ?? m[2]).toLowerCase())?.has('csrc'))) return 'csrc';
  if (!anyLevel1.test(question)) return undefined;
  // A theme whose name ends in an industry's (生物医药板块) is a vendor's concept board, its tail no standard's name, as is
  // a board named in quotes by a name no standard uses whole ("互联网金融"板块: not CSI's 金融).
  const industries = question
    .replace(QUOTED_BOARD, (board, name: string) => (industryOwners.has(name.toLowerCase()) ? board : ' '))
    .replace(THEME_NAMES, (_, holder?: string) => holder ?? ' ');
  // The longest Chinese name and every English industry's whole name (the Technology and Telecommunications industries:
  // ICB's, though Shenwan and CITIC call their 通信 Telecommunications too) imply the standards that use them all.
  const chinese = chineseIndustryNames.find((c) => c.pattern.test(industries))?.name;
  const english = [...question.matchAll(ENGLISH_INDUSTRY_NAMED)].filter((m) => wholeIndustryName(question, m[0], m.index)).map((m) => m[0]);
  let ids: Set<string> | undefined;
  for (const name of chinese ? [chinese, ...english] : english) {
    const owners = industryOwners.get(name.toLowerCase())!;
    ids = new Set(ids ? [...ids].filter((id) => owners.has(id)) : owners);
  }
  return ids?.size === 1 ? [...ids][0] : undefined;
}

/**
 * Membership asked: which industry, board or concept something belongs to (its industry, 所属行业, 属于哪个行业, 是白酒股吗),
 * the industry a company operates in or ranks in or is affiliated to (its first-industry affiliation, their respective
 * primary industry, the industries it is involved in), its industry information or classification (the industry information
 * of a company, 天齐锂业的行业信息), a classification's level (the first-level industry, which primary industry, 二级行业: only a classification has
 * levels), what an industry,
 * board or concept holds (板块有哪些公司, companies in the industry, stocks related to a concept) or a
 * breakdown by industry (by sector, 按行业, the sector breakdown, 行业分布), also how many industries or boards there are (多少个概念板块) and the industries
 * counted by their companies (上市公司超过10家的行业, 上市公司数量超过10的行业, 每个行业各有多少家上市公司, how many companies each industry has, the sectors with the highest number of listed companies): a taxonomy's own, and a board named in one clause whose stocks the
 * next asks, its own or bare, also counted by place (带动海南板块，有哪些股票代码; "5G概念"又火了，它的上市公司有哪些; "芯片概念"板块，上市公司超过5的省份有哪些; how is the "X" sector? list their stock codes); a theme's too (题材股, the 5G theme), a board named in quotes (the "Semiconductor" board), a
 * concept's own stocks (the Metaverse concept is hot: what are its stocks?), stocks related to a theme named bare, asked in
 * their clause or the next (低空经济相关的上市公司有哪些, 人工智能相关的股票了，都有哪些, stocks related to ChatGPT), companies with a concept (listed companies with the concept of
 * "X", stocks carrying the X theme; the concept or theme itself follows, not a clause ending in one: companies with goodwill
 * apply the concept of "impairment") and how many concepts there are. Not a price per share asked (是多少钱一股吗, 是的多少钱一股吗: 多少 or 几 anywhere before 股), nor what a concept belongs to (不属于资产管理行业功能的是), nor what an industry
 * offers described (行业有哪些潜在投资领域, 哪些机遇: areas and openings, no members), nor what kind of fee or item something
 * is (这是属于什么费用: 什么 no particle), nor a verdict on it (几家企业属于臭气超标了吗, 属于不合格的吗, 属于违规排放吗: an inspection's
 * finding, no category). Membership may end on a particle (同时属于多个概念板块啊). Also the stocks two
 * boards share (common to both the X concept sector and the Y concept sector, in both sectors): each board's members.
 */
const MEMBERSHIP =
  /\b(?:belongs?|belonging|members?|classified|constituents?|make up|makes up)\b|\b(?:common to|shared by|overlap(?:s|ping)? (?:of|between)|in both)\b[^.?!]{0,60}?\b(?:industr(?:y|ies)|sectors?|boards?|concepts?|themes?)\b|\b(?:which|what) (?:(?:kind|type|sort) of )?(?:industry|industries|sectors?|sub-?industry)\b|\bwhich (?:primary|secondary) (?:industry|industries|sectors?)\b(?=[^.?!]{0,60}?\b(?:compan(?:y|ies)|firms?|stocks?|shares|listed|belongs?)\b|\s+(?:is|are|does|do)\b[^.?!]{1,40}?\bin\s*\?)|\b(?:industry|industries|sector)\b[^.?!]{0,40}\b(?:operates?|operating|competes?|competing|does business|involved|engaged) in\b|\b(?:industries|sectors?)\b (?:with|having) (?:the )?(?:highest|largest|greatest|most|lowest|smallest|fewest)(?: number of)? (?:listed )?(?:companies|firms|stocks)\b|\bby (?:industry|sector|sub-?industry)\b|\b(?:industry|sector) (?:breakdown|distribution|composition|mix)\b|\b(?:breakdown|distribution) (?:by|across) (?:industry|industries|sectors?)\b|按(?:行业|板块)|(?:行业|板块)(?:分布|构成)|在(?:其|所属|所在)?的?(?:行业|板块)(?:中|内|里)[^，。？?！!,]{0,10}(?:排名|排第|第几|份额|占比|市占率|龙头|领先)|\b(?:rank(?:s|ed|ing)?|share)\b[^.?!]{0,30}\bin (?:its|the company's) (?:industry|sector)\b|\b(?:industry|industries|sectors?|sub-?industry)(?: (?:information|info|classifications?|categor(?:y|ies)))? of\b|\b(?:(?:first|second|third|fourth|1st|2nd|3rd|4th)[- ]level|level[- ]?(?:[1-4]|one|two|three|four)) (?:industry|industries|sectors?|sub-?industry)\b|(?:['\u2019]s|\b(?:its|their)(?: respective)?(?: primary| main| principal)?) (?:industry|industries|sectors?|sub-?industry)\b|\b(?:companies|stocks|firms|shares)\b[^.?!]{0,20}\b(?:in|of|within|related to|under|belonging to|included in|part of|linked to)\b[^.?!]{0,45}\b(?:industry|industries|sectors?|concepts?|themes?|(?:concept|theme|sector|industry) boards?)\b|\bthe ["\u201c][^"\u201d]{1,40}["\u201d] boards?\b(?! of\b)|\b(?:its|their) (?:stocks|constituents|constituent stocks|component stocks|members|member companies|(?:stock|securities|security|company) (?:codes|names|abbreviations|tickers)|tickers)\b|\bhow many (?:concept boards|sectors|industries)\b|\bhow many (?:concepts|themes)\b(?=[^.?!]{0,60}\b(?:market|stocks?|shares|boards?|exchanges?|A-shares?|listed|included|belongs?)\b)|\bstocks\b (?:that are |which are |are )?(?:related|linked|tied) to\b|\b(?:companies|stocks|firms|shares)\b[^.?!]{0,20}?\b(?:with|having|carr(?:y|ies|ying))\b (?:the |an? )?(?:["\u201c][^"\u201d]{1,30}["\u201d] |[\w-]+ ){0,2}(?:concepts?|themes?)\b|相关的?(?:上市)?(?:公司|股票|个股|标的|企业)(?:[^，。？?！!]{0,3}[，,])?[^，。？?！!]{0,4}?(?:有哪些|哪些|多少|几)|\b(?:each|every|per) (?:industry|sector|sub-?industry)\b[^.?!]{0,30}?\b(?:companies|stocks|firms)\b|\b(?:companies|stocks|firms)\b[^.?!]{0,30}?\b(?:each|every|per) (?:industry|sector|sub-?industry)\b|(?:每个|每一个|各个?)(?:[一二三四\d]级)?(?:行业|板块)[^，。？?！!]{0,8}?(?:多少家|几家|多少只|公司|股票|个股)|\b(?:industry|sector) affiliations?\b|\b(?:which|what) (?:are |were )?(?:the )?(?:[\w-]+ ){0,3}concept (?:stocks|shares|companies)\b|\b(?:is|are)\b[^.?!]{1,40}\b(?:an?|the)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:stock|company|name)\s*\?|所属|所在的?(?:[一二三四\d]级)?(?:行业|板块)|[一二三四1-4]级(?:行业|板块)|的行业(?:信息|分类|类别|归属)|(?:板块|概念)(?:中|内|里面?)?的?(?:一?共?有)?(?:多少|几)?(?:公司|股票|个股|成[分份]股)?的?(?:数量|数目|个数|家数|只数)|属于[^，。？?！!,]{0,12}(?:行业|板块|概念|股)(?=$|[吗么嘛啊呀呢吧？?，,。！!\s中]|的?(?:哪|什么|是|有))|属于(?![^。?!\uFF1F\uFF01]{0,12}?(?:超标|达标|合格|违规|违法|违约|失信|整改|处罚|(?<![哪何])(?:[一二三四五甲乙丙丁]星?|[1-5]A{0,5})(?:级|等)))[^。?!\uFF1F\uFF01]{1,12}(?:吗|(?<!什)么|嘛)|是不是(?!有|存在)[^。?!\uFF1F\uFF01]{1,10}(?:股|公司|企业)|是(?![\u4e00-\u9fff]{0,5}?(?:多少|几))[\u4e00-\u9fff]{1,6}股(?:吗|么|嘛)|(?:哪|什么)(?:个|一|些|类)?(?:[一二三四\d]级)?(?:行业|板块|概念)|(?:概念|题材)(?:股|板块)?(?:里面|里|中|内)[^，。？?！!]{1,12}?哪几?只|(?:行业|板块|(?:概念|题材)(?:股|板块)?)(?:中|内|里面|里)?的?都?(?:一?共?有)?(?:哪些|多少家|几家|多少只|几只)(?![\u4e00-\u9fff]{0,4}?(?:特点|特征|特性|风险|因素|优势|劣势|问题|壁垒|功能|作用|领域|方向|机会|机遇|挑战|前景))|(?:行业|板块|概念)(?:分类|归属|类别)?(?:分别)?(?:是|为)(?:哪|什么)|(?:行业|板块|概念|题材)[^，。？?！!,]{0,6}(?:公司|企业|个股|股票|成分股|成份股|龙头)|(?:多少|几)个(?:[一二三四\d]级)?(?:行业|板块|概念(?:股|板块)?)|(?:(?<!\d)\d+\s*家(?:以上|以下)?|家数最[多少])的(?:行业|板块)|(?:公司|企业|股票|个股)的?(?:数量|数目|家数|个数|总数)[^，。？?！!]{0,8}?的(?:[一二三四\d]级)?(?:行业|板块)|(?:行业|板块|概念(?:股|板块)?)[，,]\s*(?:都|还)?有?哪些(?:股票|个股|公司|企业|标的)|(?:板块|概念)["\u201d\u300d\u300f]?[^，。？?！!]{0,8}[，,]\s*(?:那)?(?:[它他其](?:们)?的?)?(?:上市)?(?:公司|企业|个股|股票|成[分份]股)[^，。？?！!]{0,12}?(?:哪些|多少|几)/i;
/**
 * A stock's boards or concepts asked as its information (002354的板块信息, 概念归属, the concept information of Gree
 * Electric): its memberships in a vendor's taxonomy; in English of a name or code, not of an accounting term (资产的概念信息
 * with 会计 or 准则 beside it, the concept classification of assets).
 */
const BOARD_INFO = /^(?![\s\S]*(?:会计|准则|法律|经济学))[\s\S]*(?:板块|概念)(?:信息|分类|类别|归属)|\b(?:[Bb]oard|[Cc]oncept|[Tt]heme)s? (?:information|info|classifications?|membership) (?:of|for) (?:[A-Z]|\d{6})/;
/**
 * Companies or stocks named by an industry the standards name in English (construction companies, real estate stocks):
 * what an industry holds, as companies in the construction industry are.
 */
export const INDUSTRY_COMPANIES_EN = String.raw`\b(?:${[...englishIndustryNames].map(escape).join('|')})[- ](?:companies|stocks|firms|enterprises|shares)\b`;
const INDUSTRY_COMPANIES = new RegExp(INDUSTRY_COMPANIES_EN, 'i');
const COMPETITORS_ASKED = new RegExp(`${v.COMPETITORS_ASKED_EN}|${v.COMPETITORS_ASKED_ZH}`, 'i');
/** The stock codes of what a sector or board holds (the stock codes for the "Data Center" sector): its members asked. */
const SECTOR_CODES_EN = /\b(?:stock codes?|tickers?|stock symbols?|securities codes?)\b[^.?!]{0,20}\b(?:for|in|of|within|under)\b[^.?!]{0,30}\b(?:industry|sector|concept|board)\b/i;
/** An industry, board or concept board named (半导体行业, 银行板块, 人工智能概念股, "大数据"板块, the banking sector, the "Internet Finance" sector, AI concept stocks), not one spoken of in general (该行业, 的行业, the industry, different industries). */
const NAMED_INDUSTRY = /[\u4e00-\u9fffA-Za-z\d](?<![的对该各其本同此某个全整在为与和及])["\u201d\u300d\u300f]?(?:行业|板块|概念(?:股|板块)|题材(?:股|板块))|\b(?!(?:the|an?|this|that|its|their|each|every|whole|entire|same|any|which|what|different|many|other|our|all|both|various|these|those|some|most|several)\b)[A-Za-z][\w&-]*["\u201d]? (?:industry|industries|sectors?|concept (?:stocks?|shares|boards?))\b/i;
/**
 * "Industry" written inside a company's name, between capitalized words (China Aviation Industry Heavy Machinery, Acme
 * Industry Holdings): the name's, no industry named; not a board, index or level written after it (the Banking Industry Index).
 */
const INDUSTRY_IN_COMPANY_NAME_EN = /(?<=\b[A-Z][a-z]+ )Industry(?= (?!(?:Index|Indices|Boards?|Sectors?|Classifications?|Levels?|Chains?|ETF|Fund)\b)[A-Z][a-z])/g;
/**
 * "Industry" ending a capitalized name whose own records are asked (the shareholders of NFA Seed Industry, the stock
 * repurchases of Acme Liquor Industry, as 种业 and 酒业 translate): only a company has shareholders, a legal representative
 * or buybacks, so the name is a company's; not an industry's stocks or companies (Banking Industry stocks), nor an
 * industry's own name capitalized (the buybacks by Real Estate Industry, by Steel Industry): the industry's companies'
 * records. A company's name joins its own word to its trade's (NFA Seed, Shede Liquor).
 */
const INDUSTRY_ENDING_COMPANY_NAME_EN =
  /\bIndustry\b(?<=\b(?:(?:share|stock)holders?|(?:share|stock)holdings?|(?:share|stock)holding (?:ratios?|percentages?|proportions?)|(?:stock |share )?repurchases?|buy-?backs?|legal representatives?|executives|directors|chairman|announcements?|equity transfers?)\b[^.?!]{0,80}?\b(?:of|for|by|at|from) ((?:[A-Z][\w&'-]* ){1,4})Industry)(?! (?:stocks?|shares|compan(?:y|ies)|firms|enterprises|sectors?|index|indices|boards?|concepts?)\b)/g;
const industryAsName = (name: string) => !name.trim().includes(' ') || englishIndustryNames.has(name.trim().toLowerCase());
/**
 * The banking industry or sector, bank stocks (IPO companies in the banking industry): a bank holds a banking licence,
 * so every standard draws the same set, and which companies are banks is no classification's choice. Not the non-bank,
 * investment-banking or shadow-banking sector: brokers, insurers and lenders, whom the standards group differently.
 */
const BANKS_EN = /(?<!\b(?:non|investment|shadow)[- ])\b(?:bank(?:ing)?|banks['\u2019]?) (?:industry|sector|stocks|shares|board)\b/gi;
/**
 * Banking companies in Chinese (银行业公司, 银行行业的上市公司, 银行类股票), as bank stocks are in English; not 投资银行业 or 影子银行,
 * nor the industry's or board's members asked (银行行业一共有多少家上市公司, 银行板块有哪些公司, 是不是银行股), which stay a
 * membership, as banking companies do counted or listed with nothing else asked of them (BANKS_ASKED_ZH).
 */
const BANKING_COMPANIES_ZH = String.raw`(?<!投资|影子|非)银行(?:业|行业|类)的?(?:上市)?(?:公司|企业|股票|个股)`;
const BANKS_ZH = new RegExp(BANKING_COMPANIES_ZH, 'g');
/** Those banking companies asked as themselves, counted or listed with nothing else asked (银行业的上市公司有多少家, 有哪些银行类股票). */
const BANKS_ASKED_ZH = new RegExp(
  String.raw`^\s*(?:请问|查一下)?(?:都|一共|共)?(?:有)?(?:多少家|几家|多少只|几只|哪些)?${BANKING_COMPANIES_ZH}(?:都|一共|共)?(?:有)?(?:多少家|几家|多少只|几只|哪些|多少)?\s*[？?。！!]?\s*$`,
);
/**
 * The industry an IPO's record states (红塔证券ipo信息中所属行业, 招股书里的行业, the industry in Chongqing Bank's IPO
 * information): the one the issuer declared in its prospectus, a field of the record, no standard to choose; not IPOs
 * counted by industry (IPO行业分布), a classification.
 */
const IPO_RECORD_INDUSTRY =
  /(?:(?:IPO|首发|首次公开发行)(?:信息|资料|记录|数据|档案|情况)|招股(?:说明)?书)(?:中|里面?|内|上)?的?(?:所属|所在)?行业|\b(?:industry|sector)(?: (?:situation|information|info|field|classification|category))? (?:(?:is |was )?(?:listed |stated |given |shown )?(?:in|of|from|on)) (?:the )?(?:[\w.&'\u2019-]+ ){0,4}?IPO\b(?!s| (?:compan|firm|stock|share|deal|market|activit|count|number))|\bIPO(?: (?:information|info|records?|data|prospectus|filing))?['\u2019]?s? (?:industry|sector)\b/gi;
/**
 * The national accounts' sectors as an output statistic's split (the GDP of the tertiary industry, of the first, second,
 * and third industries, GDP for the secondary industry, the GDP amount of the primary industry, tertiary industry gross
 * domestic product, secondary industry value
 * added, the total production values of the primary, secondary and tertiary industries): no classification standard to choose, unlike a company's
 * primary and secondary industries.
 */
const NATIONAL_ACCOUNTS_SECTOR_EN = String.raw`\b(?:GDP|gross domestic product(?: \(GDP\))?|value added|added value)(?: (?:amounts?|figures?|values?|data|totals?))? (?:of|for) (?:the )?${v.THREE_SECTORS_EN}\b|\b(?:primary|secondary|tertiary) (?:industry|sector)(?:['\u2019]s)? (?:GDP|gross domestic product|value added|added value)\b|${v.SECTOR_OUTPUT_EN}`;
/**
 * The institutional sectors of the national accounts and monetary statistics (claims on the resident sector, the
 * household sector's deposits, claims to non-financial sector debt), and a holder type (shares held by the insurance sector): who holds or owes, no industry
 * to classify.
 */
const INSTITUTIONAL_SECTOR_EN = String.raw`\b(?:(?:non-)?resident|household|(?:general )?government|(?:non-)?financial corporate|non-financial|public|private) sectors?\b|\bheld by (?:the )?[\w-]+(?: [\w-]+)? (?:sector|industry)\b`;
/**
 * A sector as a statistic's split in Chinese: its retail sales or value added (其他行业的零售金额, 餐饮行业和批发零售贸易业的…社会消费品零售数据, or the statistic
 * named first: 社会消费品零售数据…餐饮行业的记录, 社零 for short),
 * an industry's market measured as one (半导体行业市场的销售额, 产业市场规模) or a region's sales of it (亚太地区半导体行业的销售额)
 * or its series for a tier of cities (二线城市房地产行业): the statistics' records, no classification standard to choose.
 */
const STATISTICAL_SECTOR_ZH = /[\u4e00-\u9fff]{1,6}(?:行业|产业)的?(?:零售(?:金额|总额|额)|增加值)|[\u4e00-\u9fff]{1,6}(?:行业|产业)(?=市场的?(?:销售额|销售收入|规模|销量|容量))|(?<=(?:地区|全球|世界|亚太|欧洲|北美|美洲)[^，。？?！!]{0,10}?)[\u4e00-\u9fff]{1,6}(?:行业|产业)(?=的?(?:销售额|市场规模|销量))|[\u4e00-\u9fff]{1,6}(?:行业|产业)(?=[^。？?！!]{0,30}?(?:社会(?:消费|销售)品零售|社零))|(?<=(?:社会(?:消费|销售)品零售|社零)[^。？?！!]{0,30}?)[\u4e00-\u9fff]{1,6}(?:行业|产业)|[一二三四五]线城市的?[\u4e00-\u9fff]{0,6}?(?:行业|产业)/g;
/**
 * A trade sector as a retail sales statistic's split (social consumer goods retail for the wholesale retail trade and
 * catering industry): the statistic's records, no classification standard to choose.
 */
const RETAIL_SALES_SECTOR_EN = String.raw`\b(?:retail sales|social retail|(?:social )?consumer goods retail|sales(?: value)? of (?:social )?consumer goods|${v.RETAIL_DATA_OF_GOODS_EN})\b[^.?!]{0,80}?\bindustr(?:y|ies)\b`;
/**
 * Light and heavy industry as an industrial statistic's split (the value of industrial production for the light industry,
 * 轻工业, 重工业): the statistics' two halves of industry, no classification standard to choose.
 */
const INDUSTRIAL_OUTPUT_SPLIT_EN = String.raw`\b(?:industrial|industry)\b[^.?!]{0,80}?\b(?:light|heavy) industry\b|\b(?:light|heavy) industry['\u2019]?s? (?:gross )?(?:industrial )?(?:output|production|value added|added value)\b`;
/**
 * Wholesale and retail trade joined with catering (the wholesale retail trade and catering industry, the catering
 * industry and the wholesale and retail trade industry: 批发零售贸易餐饮业): the statistics' own trade sector, which no
 * standard for listed companies draws, so its data are the statistic's records.
 */
const TRADE_AND_CATERING_EN = String.raw`\bwholesale,? (?:and )?retail(?: trade)?(?: industry)?,? (?:and )?(?:the )?catering(?: industry)?\b|\bcatering industry,? (?:and )?(?:the )?wholesale,? (?:and )?retail(?: trade)?(?: industry)?`;
/** Sectors of the national accounts, of either kind, a retail statistic's trade sectors and industry's halves, taken out in one pass. */
const STATISTICAL_SECTOR_EN = new RegExp(`${NATIONAL_ACCOUNTS_SECTOR_EN}|${INSTITUTIONAL_SECTOR_EN}|${RETAIL_SALES_SECTOR_EN}|${INDUSTRIAL_OUTPUT_SPLIT_EN}|${TRADE_AND_CATERING_EN}`, 'gi');
/**
 * A leading statement before the question or the request (The coal sector has performed well. What is the dividend base
 * of …? / Please help me check …): a sector named there is context, not what the question asks; not a first sentence
 * that is itself the ask (I want to know the stocks of the popular sector "X". Please list their codes), nor one before
 * a question or request for stocks or companies with none named (The liquor sector did badly. Which liquor stocks fell
 * most?): those are the sector's own.
 */
const CONTEXT_SENTENCE_EN = /^(?![^.?!]*\b(?:want|wants|would like|need|wonder)\b)[^.?!]*\.\s+(?![^?]*\b(?:stocks|companies|firms|constituents|tickers)\b)(?=[A-Z][^?]*\?\s*$|(?:Please|Help|Check|Show|List|Tell|Give|Find|Query)\b[^.?!]*[.!]?\s*$)/;
/** A description asked or given in Chinese: an introduction, a company's layout, how two things differ, an industry's development or consolidation. */
const DESCRIBED_ZH = /介绍|谈谈|说说|讲讲|阐述|布局|(?:有何|有什么|的)(?:区别|差异|不同)|(?:行业|产业)[^，。？?！!]{0,10}?(?:发展|转型|升级|兼并|重组|市场化|格局)/;
/** A company's own business segments (业务板块, 以哪个板块为主业, 以哪个板块为核心): its lines of business, no market board. */
const OWN_SEGMENT_ZH = String.raw`(?:业务|经营|主营)板块|(?:哪个|哪些|哪一)?板块(?:为|是|作为)(?:主(?:业|营)|核心|重心|支柱)`;
/** An industry classification stated as changed (所属行业类别已由“房地产业”变更为“土木工程建筑业”): a fact the question gives. */
const CLASSIFICATION_STATED_ZH = String.raw`(?:所属|所在)的?行业(?:类别|分类)?(?:已经|已)?(?:由[^，。？?！!]{1,20}?)?(?:变更|调整|改)为[^，。？?！!]{1,20}`;
/**
 * A status or a list asked of a company (属于落后产能吗, 是否属于高新技术企业, 属于重点排污单位吗): a register's, no industry
 * classification.
 */
const STATUS_ASKED_ZH = String.raw`属于[^，。？?！!]{0,10}?(?:产能|名单|名录|排污单位|高新技术企业|小微企业|中小企业|专精特新(?:企业|“?小巨人”?)?|僵尸企业)(?=[吗么嘛呢？?。！!\s]|$)`;
/** Both facts a Chinese question states, not asks, and a status asked of a company, taken out in one pass. */
const STATED_NOT_ASKED_ZH = new RegExp(`${OWN_SEGMENT_ZH}|${CLASSIFICATION_STATED_ZH}|${STATUS_ASKED_ZH}`, 'g');
/**
 * The type of a statistics index a series belongs to (the index types it belongs to, what type of index it belongs
 * to): the statistic's own series, no company's industry to classify.
 */
const INDEX_TYPE_ASKED_EN =
  /\b(?:types?|kinds?|categor(?:y|ies)) of index(?:es)?\b[^.?!]{0,60}?\bbelongs? to\b|\bindex (?:types?|kinds?|categor(?:y|ies))\b[^.?!]{0,20}?\bbelongs? to\b/gi;
/**
 * A date asked as the question's end (核定有效期起吗, 成立日期是哪天, 什么时候到期): a record's date, no figure an industry's
 * classification could change, whatever industry screens the record (a licence's 正餐服务行业).
 */
const DATE_ASKED_ZH = /(?:日期|有效期[起止至]?|起始日|到期日|什么时候|哪一?天|几月几[日号])(?:是|为)?(?:多少|哪天|什么时候|几号)?[吗呢啊呀？?。！!\s]*$/;
/** An exam stem: a blank to fill, or which statement is right or wrong (说法错误的是). */
const EXAM_STEM = /[(\uFF08]\s*[)\uFF09]|说法(?:正确|错误|不正确|有误)|(?:正确|错误|不正确)的(?:是|有)/;
/** How an industry or board fared or is valued: a question about its index, not about it as a concept. */
const INDUSTRY_PERFORMANCE = /表现|涨跌|涨幅|跌幅|领涨|领跌|走势|估值|市盈率|市净率|资金|流入|流出|指数|排名|权重|市值|收益率|\b(?:perform(?:ance|ed)?|returns?|index|weight(?:ing)?|valuation|rank(?:ing|ed)?|(?:out|under)perform\w*)\b/i;
/** Advice asked in Chinese (光伏企业应如何提高市场表现): what to do, where an industry's performance is an aim, not a figure asked. */
const ADVICE_ZH = /(?:应|应该|应当|该|要|需要|可以|能够?)(?:如何|怎样|怎么)/;

/** A year as a report names it: 2019, FY2019, fiscal 2019, or a filer's own short form (F19, FY19). */
const Y = String.raw`(?:FY?\s?\d{2}(?!\d)|(?:(?:FY|fiscal(?: year)?)\s?)?(?:19|20)\d{2}年?)`;
/**
 * A change between two years named (between 2018 and 2019, from 2018 to 2019, in 2019 from 2018, 2023年较2022年), asked
 * of the past: not a forecast, an estimate or analysts' consensus, whose adjustments are the analysts'.
 */
const YEARS_COMPARED = new RegExp(
  String.raw`^(?![\s\S]*\b(?:will|expect(?:ed|s)?|forecasts?|projected|projections?|guidance|target|consensus|estimated?|estimates|analysts?|outlook)\b|[\s\S]*\b(?:19|20)\d{2}E\b|[\s\S]*(?:预计|预期|预测|预估|估计|目标|展望))[\s\S]*(?:\b(?:change|increase|decrease|growth|grow|grew|decline|difference|movement|variance|rise|fall)\b[^?!;]{0,120}?(?:\bbetween ${Y} and ${Y}|\bfrom ${Y} to ${Y}|\b${Y} (?:from|compared (?:to|with)|over|versus|vs\.?) ${Y})|\b(?:average|mean|total|sum|difference)\b[^?!;]{0,80}?\b(?:in|for|of|over) ${Y} and ${Y}\b|\b(?:for|in|over|across) both (?:FYs|fiscal years|years)\b|${Y}[^。？?！!，,]{0,12}?(?:较|比|相比|相较于?)${Y}[^。？?！!]{0,12}(?:变化|增长|增加|减少|下降|变动)|${Y}(?:至|到)${Y}[^。？?！!]{0,20}(?:变化|增长|增加|减少|下降|变动))`,
  'i',
);

/** A market or country outside the mainland named in a Chinese question, or a US corporation's abbreviated suffix. */
// Not the suffixes spelled out: Corporation also ends mainland companies' English names (Aluminum Corporation of China).
const FOREIGN = new RegExp(String.raw`美股|美国|纳斯达克|纽交所|日本|印度|欧洲|英国|德国|法国|瑞士|荷兰|韩国|新加坡|澳大利亚|加拿大|港股|香港|中概|\b(?:NYSE|NASDAQ|${v.corporateSuffixes(['us'], 'abbreviated').join('|')})\b`, 'i');
/** A company listed only or first abroad, as Chinese questions name it. */
const OVERSEAS = new RegExp(anyNamePattern(overseasIssuers.companies), 'i');
/**
 * A company abroad named in Chinese: listed abroad first or only (腾讯, 阿里巴巴, 特斯拉), or a filer whose year is not the
 * calendar's (苹果, 丰田), or a place abroad; its registers and statements are not the mainland's.
 */
export const ABROAD_ZH = new RegExp(
  `${FOREIGN.source}|${OVERSEAS.source}|${anyNamePattern(fiscalCalendars.companies.flatMap((c: Named) => c.names.filter(isChinese)))}|${anyNamePattern(Object.values(reportingBases.homeCurrencies).flat().filter(isChinese))}`,
  'i',
);
/** A company whose shares trade only in Hong Kong. */
const HONG_KONG_ONLY = new RegExp(anyNamePattern(overseasIssuers.listedInHongKongOnly), 'i');

/** A sum of RMB, as the conversion rule reads it. */
const RMB_SUM = new RegExp(`${v.RMB_SUM_ZH}|${v.RMB_EN}`, 'i');
const SHARE_COUNT = String.raw`(?:\d[\d,.]*\s*[百千万]*|多少|几[百千万]*)\s*(?:股|手)`;
/** A company's name as a trade writes it, with a Hong Kong counter's suffix (美团-W). */
const TRADED_NAME = String.raw`([\u4e00-\u9fffA-Za-z]{2,8}?(?:-[A-Z]{1,2})?)`;
/** The company of a trade in shares: 卖出300股贵州茅台, 买入腾讯1000股, 能买多少股宁德时代. */
const TRADED_ZH = new RegExp(
  String.raw`(?:买入|卖出|买进|卖掉|购买|购入|持有|买|卖)了?\s*(?:${SHARE_COUNT}\s*(?:的)?\s*${TRADED_NAME}|${TRADED_NAME}(?:股票|的股票)?\s*${SHARE_COUNT})(?=股票|[，,。？?！!、；;\s的后得能可需还要共合]|$)`,
  'g',
);
/** Words of the question, not of a name, that the capture above may reach: 买入100股需要多少钱 trades no company "需要多少钱". */
const NOT_A_NAME = /多少|几|需|要|成本|收益|利润|市值|费|金额|价|钱|是|能|可|后|得|共|合|总/;
/** The company of a trade in English: shares of a company, or A or H shares of one. */
const TRADED_EN = /\b(?:(A|H)[- ])?shares? of ([A-Z][\w&.'-]*(?:\s+[A-Z][\w&.'-]*){0,3})/g;
/** The currencies each side of a trade can be settled in: a sum's own, a listing's. */
const SUMS: [RegExp, string[]][] = [
  [RMB_SUM, ['CNY']],
  [new RegExp(String.raw`${v.HKD_ZH}|\bHKD\b|HK\$|\bHong Kong dollars?\b`, 'i'), ['HKD']],
  [new RegExp(String.raw`${v.USD_ZH}|\bUSD\b|US\$|(?<![A-Z]{2})\$\s?\d|\bU\.?S\.? dollars?\b`, 'i'), ['USD']],
  [new RegExp(String.raw`${v.OTHER_CURRENCY_ZH}|\b(?:EUR|JPY|GBP|CHF|euros?|yen)\b`, 'i'), ['other']],
];
/** A market named with the company: 港股腾讯, 美股阿里巴巴, A股中国平安. */
const MARKET_CURRENCY: [RegExp, string[]][] = [
  [/港股|H股/, ['HKD']],
  [/美股|中概/, ['USD']],
  [/A股/, ['CNY']],
];

/**
 * The currencies a company's shares trade in: Hong Kong or New York for one listed there (a non-calendar fiscal filer
 * of a Chinese question is a foreign company: a mainland filer's year is the calendar year by law), its home market or
 * New York for a foreign company listed twice, A or H shares, or (a Chinese question's company listed nowhere else)
 * the A share's.
 */
function listingCurrencies(name: string, zh: boolean): string[] | undefined {
  const market = MARKET_CURRENCY.find(([word]) => word.test(name));
  if (market) return market[1];
  if (zh && NOT_A_NAME.test(name)) return undefined;
  if (HONG_KONG_ONLY.test(name)) return ['HKD'];
  // A B share (京东方B) trades in Hong Kong or US dollars.
  if (/[\u4e00-\u9fff]B$/.test(name)) return ['HKD', 'USD'];
  // Names that hold a listed one (京东方 holds 京东) are not that company.
  const listed = name.replace(otherCompanies, '');
  if (abroadTwice.test(listed) || fiscalFiler(listed) !== undefined) return ['USD', 'HKD', 'other'];
  if (OVERSEAS.test(listed) || listedAbroadTwice.test(listed)) return ['HKD', 'USD'];
  if (premiumListed.test(listed)) return ['CNY', 'HKD'];
  return zh ? ['CNY'] : undefined;
}

/** Whether a question's trades move money between currencies no single listing or sum shares: its sums, and each company it trades in. */
function tradesCrossCurrencies(question: string): boolean {
  let common: string[] | undefined;
  let sides = 0;
  // A side narrows the currencies every side so far can be settled in; none left is a conversion. A question trades a
  // handful of companies: the first twenty are read, so a long text costs no more.
  const settle = (side: string[] | undefined) => {
    if (!side) return false;
    sides++;
    common = common ? common.filter((c) => side.includes(c)) : side;
    return sides > 1 && common.length === 0;
  };
  for (const [sum, currencies] of SUMS) if (sum.test(question) && settle(currencies)) return true;
  for (const match of take(question.matchAll(TRADED_ZH), 20)) if (settle(listingCurrencies(match[1] ?? match[2], true))) return true;
  for (const [, shareClass, name] of take(question.matchAll(TRADED_EN), 20)) {
    if (settle(shareClass ? [shareClass === 'A' ? 'CNY' : 'HKD'] : listingCurrencies(name, false))) return true;
  }
  return false;
}

/** The first `n` of `items`. */
function* take<T>(items: Iterable<T>, n: number): Generator<T> {
  if (n <= 0) return;
  for (const item of items) {
    yield item;
    if (--n === 0) return;
  }
}

const KNOWN_USD_REPORTER = anyNamePattern(reportingBases.usdReporters);
/** Corporate suffixes in capitals, as SEC EDGAR writes them (CORP, BANCSHARES), as one group of alternatives. */
const upper = (suffixes: string[]) => v.anyOf(suffixes.map((suffix) => suffix.toUpperCase()));
/**
 * A company's name as SEC EDGAR writes it, in capitals with its suffix: 'COMFORT SYSTEMS USA INC', 'CADIZ INC'. Not a
 * foreign issuer's (HSBC HOLDINGS PLC, TENCENT HOLDINGS LTD), which reports under IFRS or its home rules beside an
 * adjusted or underlying profit of its own. Its words and their number are bounded (a name is far shorter): a long run of
 * capitals and dots with no suffix after it is not re-read from every capital (quadratic time).
 */
const EDGAR_NAME = new RegExp(
  String.raw`\b[A-Z][A-Z\d&.'-]{0,40}(?:\s+[A-Z\d&.'-]{1,40}){0,15},?\s+${upper(v.corporateSuffixes(['us', 'usBank', 'anywhere', 'partnership']))}\b(?!,?\s+(?:[A-Z]+\s+){0,5}${upper(v.corporateSuffixes(['abroad']))}\b)`,
);
const KNOWN_USD_REPORTER_RE = new RegExp(KNOWN_USD_REPORTER, 'i');
/** None of the US reporters the vocabulary knows is named, nor a company abroad that reports in RMB (Baidu, Inc.). */
const unknownUsFiler = (question: string) => !KNOWN_USD_REPORTER_RE.test(question) && !RMB_ABROAD.test(question);
/**
 * A US company that reports in US dollars, or one named as SEC EDGAR writes it, tagged with its state after its suffix
 * abbreviated ('VALERO ENERGY CORP/TX'). A name is far shorter than 150 characters: the bound keeps a long run of words
 * and dots with no suffix after it from being re-read from every letter (quadratic time).
 */
const USD_REPORTER = new RegExp(String.raw`${KNOWN_USD_REPORTER}|\b[A-Z][A-Z&.' -]{1,150} ${v.anyOf(v.corporateSuffixes(undefined, 'abbreviated'))}\/[A-Z]{2}\b`, 'i');
/**
 * Whether one of `names` is the subject of a question (subjectPattern). Only the patterns of the names the question holds
 * are tried, so only those are ever compiled: one pattern of the 39 mainland reporters took 41 KB and 75 ms to compile
 * in every checking thread.
 */
const subjectAmong = (names: string[]) => {
  const subjects = names.map((name) => ({ names: lowerNames([name]), pattern: new RegExp(subjectPattern(name), 'i') }));
  return (question: string) => {
    const lower = question.toLowerCase();
    return subjects.some(({ names, pattern }) => mentions(lower, names) && pattern.test(question));
  };
};
/** Such a company as the subject of the question, not a customer or counterparty ("revenue from Apple and Huawei"). */
const usdSubjectNamed = subjectAmong(reportingBases.usdReporters);
/**
 * An adjusted price series asked outright; not a price adjusted for one corporate action the question names (the adjusted
 * closing price after the rights issue: the theoretical ex-rights price, computed from the issue's terms).
 */
const ADJUSTED_SERIES =
  /(?<!\b(?:un|non-|not ))\b(?:split-|dividend-)?adjusted (?:closing |opening |share |stock |trading )?(?:prices?|close|high|low)\b(?![^.?!]{0,60}\b(?:after|following|for) (?:the )?(?:completion of (?:the )?)?(?:rights (?:issue|offering)|bonus issue|scrip issue)\b)|[前后]复权/i;
/** A company named as it registers with the SEC, with its US corporate suffix (Sunnova Energy International Inc.). */
// Only a US corporation's: Company or Group may follow a capitalised word that names no one (The Company, the Group).
// The word before the suffix is bounded (a name's word is far shorter): a long run of capitals and dots is not re-read
// from every capital (quadratic time).
const REGISTRANT_SUFFIX = v.corporateSuffixes(['us', 'usBank']);
const REGISTRANT = new RegExp(String.raw`\b[A-Z][\w&.-]{0,60},?\s+(?:${REGISTRANT_SUFFIX.join('|')}|${upper(REGISTRANT_SUFFIX)})\b`);
const REGISTRANT_ALL = new RegExp(REGISTRANT.source, 'g');
/**
 * A company abroad named with its plc suffix beside a name the vocabulary knows to report in US dollars (Flutter
 * Entertainment plc): it files a 10-K under US GAAP as a domestic registrant does.
 */
const USD_PLC = new RegExp(String.raw`(?:${KNOWN_USD_REPORTER})\s+plc\b`, 'i');
/** An English question about an SEC filer: a company named with a US corporate suffix, or its 10-K or 10-Q. */
const SEC_FILER = new RegExp(String.raw`${REGISTRANT.source}|\b10-[KQ]\b`);
/** What a listing prices: its shares, a holding, a trade. */
const MARKET_PRICED = /股价|股票|买入|卖出|买|卖|持有|市值|成交|价格|收盘|开盘|每股价/;
const RMB_ABROAD = new RegExp(anyNamePattern(reportingBases.rmbReportersAbroad), 'i');
/** A mainland company with A shares named in English as the subject (Sinopec's operating income): RMB, China's standards. */
const mainlandSubjectNamed = subjectAmong(reportingBases.mainlandReporters);
/** Such a group's arm incorporated abroad that reports in another currency (COSCO Shipping Ports in US dollars). */
const MAINLAND_GROUPS_ABROAD_EN = new RegExp(anyNamePattern(reportingBases.mainlandGroupsAbroad), 'i');
/**
 * Operating income asked, and no profit below it (net income, pre-tax profit): for a mainland filer one statement line
 * (营业利润, or 营业收入 as translations also render it), with no adjusted operating profit beside it.
 */
const OPERATING_LINE_EN = /\boperating (?:income|profit|earnings)\b/i;
const PROFIT_BELOW_OPERATING_EN = /\b(?:net (?:income|profit|earnings|loss)|pre-?tax (?:income|profit)|income before (?:income )?taxes|profits? (?:after tax|for the (?:year|period)))\b/i;
/**
 * A product's price (手机售价超过5000元, 车型的指导价, 产品定价): what the product sells for here, in yuan, no company's figure
 * reported abroad to convert.
 */
const PRODUCT_PRICE_ZH = /(?:手机|电脑|笔记本|平板|电视|汽车|车型|机型|型号|产品|商品|款)[^，。？?！!]{0,6}?(?:售价|零售价|定价|指导价|标价|价位)/;
/** A company's own money figure or a conversion asked beside a product's price (苹果公司营收, 折合人民币): the conversion stands. */
const NOT_ONLY_PRODUCT_PRICE_ZH = /营收|营业|收入|利润|盈利|市值|资产|负债|现金流|股价|分红|股息|每股|折合|换算|兑换|汇率/;
const ADJUSTED_EPS_REPORTER = new RegExp(anyNamePattern(reportingBases.adjustedEpsReporters), 'i');
/**
 * What a proxy states at its record date: a holder's beneficial ownership or the stake a named holder holds, the ages or
 * tenure of directors and officers.
 */
const RECORD_DATE_FACT_EN =
  /\bbeneficial(?:ly)? own(?:ership|ed|s)?\b|\bownership\b[^?!]{0,60}?\bheld by\b|\b(?:ages?|age range|tenure|years of service)\b[^?!]{0,60}?\b(?:directors|executive officers|board members)\b/i;
/**
 * A compensation plan named by its title (Salaried Incentive Compensation Program, 2019 Equity Incentive Plan, the FY22
 * Executive Annual Incentive Plans), and its terms asked.
 */
const PLAN_TERMS_EN =
  /\b(?:bonus(?:es)?|bonus pool|payouts?|awards?|incentives?|limits?|maximum)\b[^?!]{0,120}?\b(?:under|participating in|pursuant to) (?:the |its |an? )?(?:[\w.&'\u2019-]+ ){0,6}?(?:(?:\p{Lu}[\p{L}\d-]*|\d{4}) ){1,5}(?:Plan|Program|Programme)s?\b/u;
const CALENDAR_ABROAD = new RegExp(anyNamePattern(reportingBases.calendarReportersAbroad), 'i');
const GAAP_ONLY = new RegExp(anyNamePattern(reportingBases.gaapOnlyReporters), 'i');
const QUARTERLY_PRICES = new RegExp(v.QUARTERLY_PRICES_EN, 'i');
const HIGH_LOW_PRICE_EN = /\b(?:high|low)(?: and (?:high|low))? (?:(?:share|stock|sales) )?prices?\b/i;
/** A quarter named, or a span from a quarter's first day to a quarter's last (October 1 2011 to December 31 2011). */
const QUARTER_NAMED_EN =
  /\b(?:first|second|third|fourth|1st|2nd|3rd|4th|how many|which|what|each|every|per) (?:fiscal )?quarters?\b|\bQ[1-4]\b|\b(?:jan(?:uary)?|apr(?:il)?|july?|oct(?:ober)?)\.? 1,? (?:(?:19|20)\d{2} )?(?:to|through|-|\u2013) (?:mar(?:ch)?\.? 31|june? 30|sep(?:t|tember)?\.? 30|dec(?:ember)?\.? 31)\b/i;
const ADJUSTED_PROFIT = new RegExp(anyNamePattern(reportingBases.adjustedProfitReporters), 'i');
/** A figure asked as the company's own report states it. */
const REPORT_FIGURE_EN = /\b(?:according to|as (?:stated|reported) in|(?:listed|shown|stated|reported) in) (?:the |its |their )?(?:latest |most recent )?(?:annual|quarterly|interim) reports?\b/i;
/**
 * Companies set against one another: one than another, one compared to another, which of several had the higher figure,
 * also which of the names listed had more of a figure (Which had the larger acquisition costs, A or B?).
 */
const COMPANIES_COMPARED_EN = /\b(?:than|compared (?:to|with)|versus|vs\.?)\s+["\u201c]?\p{Lu}|\b[Ww]hich (?:of the )?compan(?:y|ies)\b|\b[Ww]hich (?:one |of (?:them|these|the two|the following) )?(?:had|has|have|reported|spent|earned|made) (?:the |a )?(?:higher|larger|lower|smaller|greater|bigger|more|less|highest|largest|lowest|smallest|most|least)\b/u;
/** A company's abbreviation as the subject of what a company does (did EMT spend, does IBM earn); not a country's. */
const ABBREVIATED_SUBJECT_EN = /\b(?:did|does|do|has|have)\s+(?!(?:US|UK|EU|USA)\b)[A-Z]{2,6}\s+(?:spend|spent|earn|earned|make|made|report|reported|invest|invested|generate|generated|pay|paid)\b/;
/** What follows a conjunction when two periods are joined rather than two companies (2022年和2023年, 去年和今年, 一季度与二季度). */
const NOT_A_PERIOD_ZH = String.raw`(?!\d|[一二三四五六七八九十零〇两]{1,4}(?:年|季|月|期|个|半)|[去今前明上下本次当同]一?(?:年|季|期|月|半年)|期[初末]|年[初末]|[QqHh][1-4]|第)`;
/**
 * Companies set against one another: compared (相比, 相较), which company, two or more named and joined at a clause's start
 * then a comparative ask (贵州茅台和五粮液的利润哪个高, 腾讯和阿里巴巴谁的收入更高, 孰高孰低), or one's figure asked as more
 * than another's (苹果的营业利润率比微软高多少). Not rows of a table (哪个城市的GDP高: nothing joined), one company's periods
 * (2022年和2023年, 比去年高) or items (茅台的收入和利润: joined after its 的), nor a ratio named with 比 (债务比是多少).
 */
const COMPANIES_COMPARED_ZH = new RegExp(
  String.raw`相比|相较|哪一?家公司|(?:^|[，,。；;：:\s])[^的，,。？?！!；;：:\s]{0,14}?[^的年月季度期初末日\d，,。？?！!；;：:\s](?:和|与|跟|同|及|、)${NOT_A_PERIOD_ZH}[^。？?！!；;]{1,30}?(?:(?:哪一?(?:个|家|只)|谁)[^，,。？?！!；;]{0,10}?(?:更|较|最|高(?!管)|低|多(?!少)|少|大(?!股东)|小)|孰(?:高|低|多|少|大|小|优|强))|[^相对占环同无好正反类可]比(?!亚迪|[例率重值价较照如方起赛是为])${NOT_A_PERIOD_ZH}(?!行业|平均|预期|同行|市场|大盘|指数|其[他它]|别的|以前|之前|上个|个股)(?:(?!多少)[^，,。？?！!；;]){1,12}?(?:高|低|大|小|多|少)(?:多少|几|吗|么|[？?]|$|出|了多少)`,
);
/** Two companies' figures set side by side in another way: the difference or gap between them, or their sum (combined, the total of A and B), one exceeding the other, or compared. */
const COMPANIES_COMBINED_EN = /\b(?:difference|gap) between (?:the )?["\u201c]?\p{Lu}|\b(?:exceed(?:s|ed)?|outpac(?:e|es|ed))\s+["\u201c]?\p{Lu}|\b(?:[Cc]ombined|[Ss]um of|[Tt]otal|[Cc]ompar(?:e|ing))\b[^.?!]{0,40}?\bof ["\u201c]?\p{Lu}[\p{L}\p{N}_.&'\u2019-]*(?: [\p{L}\p{N}_.&'\u2019-]+){0,4}? and ["\u201c]?\p{Lu}/u;
const TAIWAN_REPORTER = new RegExp(anyNamePattern(reportingBases.taiwanReporters));
/** A quarter's report named: the quarter (第1季, 第三季度) or the report itself (季报, 财务报告, 财报). */
const QUARTERLY_REPORT_ZH = /第\s*[1-4一二三四]\s*季|季报|季度报告|财务报告|财务报表|财报/;
const byCurrency = (lists: Record<string, string[]>) =>
  Object.entries(lists).map(([currency, names]) => ({ currency, pattern: new RegExp(anyNamePattern(names), 'i') }));
const currencyOf = [...byCurrency(reportingBases.currenciesAbroad), { currency: 'TWD', pattern: TAIWAN_REPORTER }];
/** Large companies abroad whose reporting currency only a comparison reads (Toyota's yen against Ford's dollars). */
const homeCurrencyOf = byCurrency(reportingBases.homeCurrencies);
/** Every company the data knows the reporting currency of, for comparisons. */
const anyCurrencyOf = [...currencyOf, ...homeCurrencyOf];
/**
 * Companies set against one another in other words than COMPANIES_COMPARED's, read only with their currencies: compare
 * them, rank them by a figure, whose was more (谁的净利润更多), one's more than another's (雀巢的营收比百事可乐高多少).
 */
const REPORTERS_SET_AGAINST = /\b[Cc]ompar(?:e|ing)\b|\b[Ww]hich (?:one )?(?:is|was) (?:bigger|larger|higher|greater)\b|\b[Rr]ank(?:ed|ing)?\b[^.?!]{0,80}?\bby\b|\b(?:bigger|larger|higher|greater|more)\b[^.?!]{0,40}?\bthan\b|比较|哪(?:一)?家|谁的|(?<![对占相])比(?![例率重值价较])[^，。？?]{1,12}?(?:高|多|低|少|大|小)/;
/** The currencies the companies a question names report in: the data's companies abroad, RMB reporters, US reporters and registrants. */
function reportingCurrencies(question: string): Set<string> {
  const currencies = new Set(anyCurrencyOf.filter(({ pattern }) => pattern.test(question)).map(({ currency }) => currency));
  if (RMB_ABROAD.test(question)) currencies.add('RMB');
  if (KNOWN_USD_REPORTER_RE.test(question) || [...question.matchAll(REGISTRANT_ALL)].some(([name]) => !RMB_ABROAD.test(name))) currencies.add('USD');
  return currencies;
}
const FISCAL_YEAR_NAMED_EN = /\bfiscal (?:year )?(?:19|20)\d{2}\b/i;
/** A fiscal period, a month or a quarter named, in either language: more than a bare year (case-sensitive: "may" is no month). */
const PERIOD_INSIDE_YEAR = new RegExp(String.raw`\b(?:[Ff]iscal|FY|Q[1-4]|H[12]|[Qq]uarters?|[Hh]alf|${v.MONTH_NAME_EN})\b|会计年度|财年|财政年度|\d{1,2}\s*月|季|半年`);
const AVERAGED_LEVEL_EN = new RegExp(String.raw`\b(?:${v.POINT_BALANCE_EN})\b`, 'i');
const SHARE_REGISTER = new RegExp(String.raw`\b(?:${v.SHARE_REGISTER_EN})\b`, 'i');
const SHARE_REGISTER_ZH = new RegExp(`${v.SHARE_REGISTER_ZH}|${v.HOLDERS_LISTED_ZH}`);
/** Also how a figure changed between two times (How did its EPS change from 2021 to 2022?). */
const TREND = /\btrend(?:s|ed|ing)?\b|\bover time\b|\bhow (?:did|has|have) [^?]{1,80}? (?:change|move|evolve)d?\b|走势|趋势|变化/i;
/** A move whose effect on something else is asked (利率变化将如何影响储蓄决策): the effect described, not how the figure moved. */
const TREND_AS_CAUSE_ZH = /(?:走势|趋势|变化)[^，。？?！!]{0,4}?(?:将|会)?(?:如何|怎样|怎么)影响/;
/** Topics a year dates the same way read as fiscal or calendar: internal control and disclosure controls, leadership, ownership, governance (a board's or committee's composition). */
const PERIOD_FREE_EN =
  /\b(?:internal control|disclosure controls|material weakness(?:es)?|(?:executive |management )?leadership (?:structure|team)|ownership structure|beneficial ownership|corporate governance|(?:board|committee) (?:structure|composition|membership)|director independence)\b|\b(?:composition|make-?up) of [^?!]{0,40}?\bboard\b|\bboard of directors\b[^?!]{0,20}?\b(?:composition|independence)\b/i;
/** Who held an office (2021年的CEO是谁): a person's name, no figure, whichever year a date names. */
const PERSON_IN_OFFICE_ZH = /(?:CEO|CFO|COO|董事长|总裁|首席[\u4e00-\u9fff]{1,4}官|总经理|行长|董事会秘书|董秘|创始人|掌门人)(?:是谁|是哪位|为谁)|谁(?:是|担任|出任)[^。？?]{0,20}(?:CEO|CFO|COO|董事长|总裁|首席[\u4e00-\u9fff]{1,4}官|总经理|行长|董秘)/i;
/** The terms a person is appointed on: the compensation package for a named person as President or Chief Executive Officer. */
const APPOINTMENT_TERMS_EN = String.raw`\b(?:compensation|pay|remuneration) (?:package|arrangements?)\b[^?!]{0,60}?\bas (?:the |its |our )?(?:new |interim )?(?:President|Chief|CEO|CFO|COO|Chair(?:man|woman|person)?)\b`;
/**
 * One event, which happened once whichever year is meant: an appointment's terms, a stock split, a corporate name change, the purchase or sale
 * of a named asset, a deal between named parties or under a named agreement, the sale of a stake in a named company, a
 * shareholders' meeting, an agreement made or amended in a year, the proceeds of one offering.
 */
const DATED_EVENT_EN = new RegExp(
  String.raw`${APPOINTMENT_TERMS_EN}|` +
  /\b(?:reverse (?:stock |share )?|stock |share |\d+-for-\d+ (?:stock )?)split\b|\b(?:corporate |company |legal )?name change\b|\bchang(?:e[ds]?|ing) (?:its|their|the company['\u2019]s) (?:corporate |legal )?name\b|\b(?:annual|special) (?:general )?meeting\b|\b(?:amendments?|agreements?|arrangements?) (?:made|adopted|entered into|signed|executed)\b[^.?!]{0,60}?\b(?:in|during) (?:19|20)\d{2}\b|\bproceeds from (?:the |its |[\w.&,' -]{1,40}?['\u2019]s )?(?:[\w-]+ ){0,3}?offering\b/.source,
  'i',
);
/** Such an event between or of named parties, whose names are capitalised (case-sensitive: with /iu \p{Lu} is any letter). */
const DATED_EVENT_NAMED_EN =
  /(?:\b[Tt]he|['\u2019]s) (?:acquisition|purchase|sale|merger|divestiture|spin-?off|disposal) of (?:the |its )?\p{Lu}|\b(?:[Aa]cquisition|[Mm]erger|[Ss]ale|[Dd]eal)\b[^.?!]{0,24}?\b(?:between|with) \p{Lu}|\b(?:[Tt]hrough|[Uu]nder|[Pp]ursuant to) (?:the |its |an? )?(?:\p{Lu}[\p{L}\d&.'-]* ){1,6}Agreements?\b|\b(?:[Aa]cquisition|[Pp]urchase|[Ss]ale|[Dd]ivestiture|[Dd]isposal) of (?:the |its |an? )?(?:[\w%-]+ ){0,5}(?:interest|stake) in \p{Lu}/u;
/**
 * What a description answers, the same whichever year is meant: an approach, a policy, a hierarchy, a conclusion, a process (a certification's),
 * a risk, ownership's concentration, an impact (the words before a description are its own: "revenue concentration
 * risk"; not before an impact: "the cash flow impact" is an amount), which measures or policy a company uses, the
 * potential costs it may incur (a risk described, not a figure it reported), or the indicators of something (not its
 * performance indicators, which are figures).
 */
const DESCRIBED_EN =
  /\bwhat (?:is|was|are|were) (?:the |its |their |[\w.&,' -]{1,40}?['\u2019]s )?(?:(?:current|potential|overall|key|main|major|primary|significant) )?(?:((?:[\w-]+ ){0,3}?(?:approach(?:es)?|polic(?:y|ies)|hierarch(?:y|ies)|conclusions?|status(?:es)?|process(?:es)?|risks?(?! exposures?)|concerns|considerations|liquidity (?:position|situation|profile)|(?<!performance )indicators))|impacts?|effects?|implications|concentration of ownership)\b|\bwhat ((?:[\w-]+ ){0,3}?(?:approach(?:es)?|polic(?:y|ies)|measures|metrics)) (?:did|does|do)\b|\bwhat (?:is|was|are|were) (?:the )?(potential [^?!]{1,120}?\b(?:may|might|could) (?:incur|face|bear))\b/i;
/** What a described risk or position might do ("how might it impact their ability to meet demand or increase costs"): its consequences, not a figure asked. */
const MIGHT_AFFECT_EN = /\bhow (?:might|could|may|would) (?:it|this|that|they|these|those)\b[^?!]*/gi;
/** A period's figure: an income-statement or cash-flow item, a margin, a cost, an average over many events (the average price paid), not the verb "mean". */
const PERIOD_FIGURE_EN = new RegExp(String.raw`\b(?:${v.FLOW_EN}|income|earnings|profits?|margins?|expenses|costs|average|(?:the|a) mean|mean (?:prices?|values?|costs?|rates?))\b`, 'i');
/** A quarter named: which quarter's filing is meant reads two ways even for a description of what it says. */
const QUARTER_EN = /\bQ[1-4]\b|\bquarter\b|\bhalf\b/i;
/** A statement's line, whose amount differs between the two years: a flow, a balance (cash reserves), a cost, a tax asset. */
const STATEMENT_LINE_EN = new RegExp(String.raw`${PERIOD_FIGURE_EN.source}|\b(?:${v.STOCK_EN}|cash (?:reserves|balances?)|expense|tax (?:assets|benefits?)|carry ?forwards)\b`, 'i');
/**
 * The company's own capital action (repurchases, a dividend, an offering, a merger) and its impact on its results: the
 * action shows in the year's figures (share count, earnings per share), unlike what befalls the company (legal
 * proceedings, COVID-19), whose impact on its performance a filing describes.
 */
const OWN_ACTION_ON_RESULTS_EN =
  /\b(?:impacts?|effects?) of [^?!]{0,80}?\b(?:(?:share|stock) repurchases?|repurchase program|buy-?backs?|dividends?|offerings?|mergers?|acquisitions?)\b[^?!]{0,60}?\bon (?:the |its |their |[\w.&,' -]{1,40}?['\u2019]s )?(?:financial (?:performance|results)|results of operations|operating results)\b/i;
/**
 * A figure of the event itself: the deal's value, the purchase's return, the split's ratio, the shares voted at a
 * meeting (a company's "Inc." may stand between the figure and the deal).
 */
const EVENT_FIGURE_EN = new RegExp(
  String.raw`${APPOINTMENT_TERMS_EN}|` +
  /\b(?:value|consideration|price|gain|loss|return|ROI|proceeds|ratio|obligations?)\b[^?!]{0,100}\b(?:transaction|acquisition|acquir(?:e|ed|ing)|purchase|sale|merger|split|deal|amendments?|offering)\b|\b(?:shares|votes|proxies)\b[^.?!]{0,60}\b(?:represented|present|cast|voted)\b/.source,
  'i',
);

/** A past moment counted back from now: 半年前, 三个月前, 去年今日, a year ago. */
const PAST_POINT = /(?:[一二两三四五六七八九十半\d]+(?:个)?(?:年|月|周|星期|天|日|交易日))(?:以?前|之前)|去年(?:今日|同期|今天|这个时候)|\b(?:a|one|two|three|six|\d+) (?:years?|months?|weeks?|days?) ago\b|\b(?:this time|same day) last year\b/i;

/**
 * A level or band the asked price is measured against (股价首次跌破23元, 收盘价在175美元至180美元, closed below $150, 在1600元以下交易):
 * a condition on the price looked up, not data the question gives.
 */
const PRICE_THRESHOLD =
  /(?:收盘价|开盘价|最高价|最低价|股价|价格|\b(?:price|stock|shares?|closed?|traded)\b)[^，。？?!,.]{0,8}?(?:在|介于|处于|位于|跌破|突破|站上|站稳|回落到|回落至|跌至|跌到|涨到|涨至|低于|高于|大于|小于|超过|不足|\b(?:below|above|under|over|between)\b)\s*(?:US\$|\$|HK\$)?\s*\d+(?:\.\d+)?\s*(?:元|美元|港元|港币)?(?:\s*(?:至|到|和|与|-|~|～|\band\b)\s*(?:US\$|\$|HK\$)?\s*\d+(?:\.\d+)?\s*(?:元|美元|港元|港币)?)?(?:以下|以上|之间)?|在\s*\d+(?:\.\d+)?\s*(?:元|美元|港元|港币)(?:以下|以上|之上|之下)(?=交易|成交)/gi;
/** A company's own report named as where the figure is ("the period listed in annual report"): a look-up, not data given. */
const REPORT_NAMED = /\b(?:listed|shown|presented|provided|stated) in (?:the |its |their )?(?:annual|quarterly|interim) reports?\b/gi;
/**
 * A screen's threshold on an amount with no currency (when the export value exceeds 40 million): a condition on the records
 * looked up, not data given (a worked problem states its money in its currency).
 */
const UNITLESS_AMOUNT_THRESHOLD_EN = new RegExp(v.UNITLESS_THRESHOLD_EN, 'gi');
/**
 * The same in Chinese, on a trade statistic's records (进口金额低于2000万，而出口金额超过3000万的时间): the records'
 * condition, no data given; a table's own column (项目的投资额高于60万) keeps its figure, in the column's unit.
 */
const UNITLESS_AMOUNT_THRESHOLD_ZH = new RegExp(v.UNITLESS_THRESHOLD_ZH, 'g');
const withoutTradeThresholds = (question: string) => (TRADE_STATISTIC.test(question) ? question.replace(UNITLESS_AMOUNT_THRESHOLD_ZH, '') : question);
/**
 * A screen's threshold on a market value (总市值在1000亿以上, 流通市值超过50亿元) or on a multiple (市盈率大于10%, 市净率低于2倍):
 * a condition on the values looked up, no data given.
 */
const MARKET_VALUE_THRESHOLD_ZH = new RegExp(
  String.raw`(?<=市值|市盈率|市净率|市销率|本益比|P[EBS])(?:已经?)?${v.SCREEN_CONDITION_ZH}[\d.]*\s*[千万亿]*(?:元|美元|港元|港币|人民币|%|％|倍)?(?:以上|以下|之上|之下)?`,
  'g',
);
const withoutThresholds = (question: string) =>
  withoutTradeThresholds(question.replace(PRICE_THRESHOLD, '').replace(UNITLESS_AMOUNT_THRESHOLD_EN, '').replace(MARKET_VALUE_THRESHOLD_ZH, ''));

/** Two figures or more in a question whose thresholds are taken out. */
const hasFigures = (unpriced: string) => (unpriced.match(FIGURE)?.length ?? 0) >= 2;

/**
 * A measure's name in capitals, ending in its measure word (Gross Domestic Product (GDP), Real Gross Domestic Product, GDP
 * at Market Prices, at Factor Cost, the Expenditure Approach, Nominal GDP): no place, and no company.
 */
const MEASURE_NAME_EN = String.raw`(?:[A-Z][a-z]+ ){0,5}(?:Product|Income|Index|Added|Deflator|Output|Prices?|Costs?|Approach|Method|Expenditures?|Consumption|Investment|Savings?|Spending|Exports?|Imports?|Balance|Payments|Account|Deficit|Surplus|Reserves?|Rate)\b(?: \([A-Z]{2,6}\))?|(?:Real|Nominal) (?=[A-Z]{2,}\b)`;
/** A worked problem's own subject: a placeholder company (XYZ Corp, XYZ Manufacturing, Inc.) or a textbook's economy (Econland). */
const PLACEHOLDER_SUBJECT_EN = new RegExp(String.raw`\bXYZ\b(?!\))|${v.PLACEHOLDER_ECONOMY_EN}`);
/**
 * A country said to be made up (a theoretical nation, a hypothetical economy, 一个虚构的国家): a worked problem's subject,
 * unless a real economy is named beside it (unlike a hypothetical economy, what was Japan's GDP in 2023?), whose figure is looked up.
 */
const MADE_UP_COUNTRY =
  /\b(?:hypothetical|theoretical|fictional|fictitious|imaginary|made-up|invented|notional)\s+(?:country|nation|economy|state|island|kingdom)\b|(?:虚构|假想|虚拟)的?(?:国家|经济体|国度)/i;
/**
 * "The country" of a question with no capitalised word but a sentence's first or a measure's name (the Gross Domestic
 * Product (GDP) of the country), or 该国, 这个国家 or 该经济体 opening a Chinese one as what its figures are of (该国的, 该国2023年,
 * 该国GDP, 该国国内生产总值; not 该国债, 这个国企, 这个国家队, 这个国家电网: a bond, a company, a name).
 */
const COUNTRY_REFERRED_EN = new RegExp(String.raw`^(?![\s\S]*[^.?!\s]\s+(?!${MEASURE_NAME_EN})[A-Z][a-z])[\s\S]*\b[Tt](?:he|his) (?:country|economy|nation)\b`);
const COUNTRY_REFERRED_ZH =
  /^\s*(?:请问)?(?:该|这个|此)(?:国家?|经济体)(?=的|\s*[\dA-Za-z(\uFF08]|(?:国内|国民|内生产总值|经济|政府|央行|中央银行|货币|人口|居民|物价|通胀|通货|失业|外汇|财政|进出口|进口|出口|贸易|名义|实际|消费|储蓄|投资|总|今年|去年|上一?年|当年|本年|该年|这一年|第|前|近|最近|[一二三四五六七八九十两]+年|在|于|从|对|与|和))/;
/** A country, economy or region the places vocabulary names, in English in any case, by its abbreviation (the US, not US dollars) or in Chinese. */
const PLACE_NAME = new RegExp(anyNamePattern([...places.en, ...places.zh]), 'i');
const PLACE_ABBREVIATION = new RegExp(String.raw`(?<![\w-])(?:${places.abbreviations.map(escape).join('|')})(?![\w$-]|\s*dollars?\b)`);
/** "The country" (该国) of a worked problem: referred to as one and no place named, which would make it that place's. */
const problemCountry = (text: string) => (COUNTRY_REFERRED_EN.test(text) || COUNTRY_REFERRED_ZH.test(text)) && !PLACE_NAME.test(text) && !PLACE_ABBREVIATION.test(text);
/** A worked problem's own subject: a placeholder, a textbook's economy, or "the country" of a question that names no place. */
const placeholderSubject = (text: string) =>
  PLACEHOLDER_SUBJECT_EN.test(text) || (MADE_UP_COUNTRY.test(text) && !PLACE_NAME.test(text) && !PLACE_ABBREVIATION.test(text)) || problemCountry(text);
/**
 * A made-up subject named by a capital letter (Company B, Bank A, Fund C, Country A's GDP, Nation X), case-sensitive: a
 * company named "… Bank" before an article (Is Industrial Bank a bank stock?) is a real one.
 */
const PLACEHOLDER_NAME_EN =
  /\b(?:[Cc]ompany|[Ff]irm|[Bb]usiness|[Cc]orporation|[Bb]ank|[Ff]und|[Ss]tock|[Ss]hare|[Pp]ortfolio|[Ii]nvestor|[Pp]roject|[Oo]ption|[Bb]ond|[Cc]ountry|[Nn]ation|[Ee]conomy)\s+[A-Z]\b(?![.&-]?\w|['\u2019](?!s\b)\w)/;
/**
 * A counterparty named by a letter (customer A, Client B, Supplier C, vendor X): a report's or a problem's anonymised one,
 * a figure of the data given, unless a company the vocabulary knows is named (Apple's revenue from customer A), whose
 * own report is looked up.
 */
const COUNTERPARTY_PLACEHOLDER_EN = /\b(?:[Cc]ustomer|[Cc]lient|[Ss]upplier|[Vv]endor)\s+[A-Z]\b(?![.&-]?\w|['\u2019](?!s\b)\w)/;
/** A problem's exhibit or table by its number (Exhibit 1, Table 2). */
const EXHIBIT_NUMBERED_EN = /\b(?:exhibit|table)\s+\d+\b/i;
/**
 * Data a problem's analyst compiled, gathered or assembled (has compiled the following data, gathered the relevant
 * information): the problem's own, unless a company the vocabulary knows is named (the analyst compiled the data on
 * Apple's revenue in 2023), whose report is looked up.
 */
const DATA_COMPILED_EN = /\b(?:compiled|gathered|assembled) the (?:relevant |following |financial |selected )*(?:information|data|figures)\b/i;
/**
 * Statements the question says come with it (the financial statements provided by the company, the accompanying or
 * attached statements): its data, unless a company the vocabulary knows is named (the statements provided by the company,
 * of Apple's revenue in 2023), whose filing is looked up; a company providing statements (to the SEC) gives none here.
 */
const STATEMENTS_SUPPLIED_EN =
  /\b(?:statements?|figures|data|information) (?:provided|supplied|furnished|given) by the (?:company|firm|organi[sz]ation|business|corporation|entity|management)\b|\b(?:the|these|its|their) (?:provided|supplied) (?:financial )?statements\b|\b(?:accompanying|attached) (?:financial )?statements\b/i;
/**
 * A holding's dates put as a condition (if the investment was made at the end of 2005 and sold at the end of 2007): a
 * window of market data, no data given.
 */
const HOLDING_WINDOW_EN = new RegExp(String.raw`\bif (?:the |an )?(?=${v.HOLDING_TRADE_EN})`, 'gi');
const HOLDING_SOLD = new RegExp(v.HOLDING_SOLD_EN, 'i');
/**
 * A period referred to, not named (for the fiscal year, the current year, for the period, this quarter, 该财年, 本年度, 当期;
 * not 应该年度): a worked problem's own, when no year is named and its subject has no name.
 */
const PROBLEM_PERIOD =
  /\b(?:(?:for|during|over|in) the|this)(?: (?:current|fiscal|financial|accounting))* (?:year|quarter|period)\b(?![- ](?:end|ended|ending|to)\b)|(?:(?<!应)该|本|当|这一)(?:会计|财政)?(?:财年|年度?|季度?|期)/i;
/**
 * Projections discounted (the present value, NPV or discounted value of projected free cash flows, 预计现金流的现值,
 * 现金流折现值, 现金流量折现后的价值): a valuation computed from a problem's projections and rate.
 */
const PROJECTIONS_DISCOUNTED =
  /\b(?:(?:net )?present value|NPV|discounted value) of (?:(?:[^.?!]|\.(?!\s)){0,60}?\s)?(?:projected|forecast(?:ed)?|expected|estimated) (?:[\w-]+ ){0,2}?cash flows?\b|(?:预计|预测|预期)(?:的|未来)?的?现金流量?的?现值|现金流量?的?折现(?:值|后的?价值)/i;
/** Nouns that stand in for a worked problem's subject (the company's, this firm's), and periods, whose possessive names no one. */
const STAND_IN_NOUN_EN = String.raw`(?:compan(?:y|ies)|(?:firm|business|corporation|entity|enterprise|bank|fund|project|investor|investment|portfolio|bond|stock|country|economy|nation|year|quarter|period|month|week|day)s?|today|it|that|what|there|here|who|let)`;
/** Words that open a question's sentences (What, Calculate, Round, Assume): no name. */
const SENTENCE_OPENER_EN = String.raw`(?:What|How|Which|Who|Whose|When|Where|Why|Is|Are|Was|Were|Do|Does|Did|Can|Could|Would|Should|Will|Has|Have|Had|Calculate|Compute|Find|Determine|Estimate|Evaluate|Work|Solve|Answer|Round|Rounded|Give|Provide|Express|Report|Present|State|Show|List|Identify|Tell|Use|Using|Assume|Assuming|Suppose|Given|Consider|If|The|This|That|These|Those|Its|It|In|For|Based|Please|Kindly|Enter|Write|Return|Note|Also|Then|Now|Let|Hint|During|Over|At|By|On|With|After|Before|Of|From|To|As|An?|Your|You|We|I)\b`;
/**
 * A name in an English question, made up or real alike (TechFuture Inc., netflix's, the net income of AAPL, Apple is …):
 * a name ENTITY_EN reads, a capitalised word within a sentence or opening one but a question's words, a possessive of a
 * word that is no stand-in, a ticker after of, by or at, a name in quotation marks. A possessive is read from a word's
 * start only, so a long word is read once.
 */
const NAME_EN = new RegExp(
  String.raw`${ENTITY_EN.source}|[^.?!\s]\s+["\u201c(]?[A-Z][a-z]|(?:^\s*|[.?!]\s+)["\u201c(]?(?!${SENTENCE_OPENER_EN})[A-Z][a-z]|(?<![\p{L}\d&-])(?!${STAND_IN_NOUN_EN}['\u2019])[\p{L}\d&-]+['\u2019]s?(?=\s|$)|\b(?:of|by|at) [A-Z]{2,}\b|${QUOTED_COMPANY_EN.source}`,
  'u',
);
/** A stand-in for a worked problem's subject in English (the company, this firm, the project's, the conglomerate company, the three companies). */
const STAND_IN_SUBJECT_EN = /\b(?:the|this|that|these|those)(?: same)?(?: (?:two|three|four|five|six|seven|eight|nine|ten|\d+))?(?: [a-z]+)? (?:compan(?:y|ies)|firms?|business(?:es)?|corporations?|entit(?:y|ies)|enterprises?|projects?|banks?|funds?|portfolios?)\b/i;
/**
 * A Chinese question opening with a stand-in for its subject (该公司, 这家企业, 此项目, 本公司), not one then named (该公司（贵州茅台）,
 * 该公司即五粮液).
 */
const STAND_IN_SUBJECT_ZH = /^\s*(?:请问|那么?|则)?\s*(?:该|这家|这个|此|本)(?:公司|企业|集团|银行|项目|基金)(?!\s*(?:[(\uFF08:：]|即|是|为|指|系))/;
/**
 * A private person's own finances (Sarah's short put, John's hybrid ARM, Mr. Johnson's death benefit, Jane's ESPP sale):
 * a person named by one given name or a title and a surname, beside a household's contract or trade. No one publishes
 * them: a worked problem's data, when no year is named and the answer is rounded as a problem's. A full name (Warren
 * Buffett's) may be a real person's, looked up; a place (China's mortgage rate) is an economy's. Not what a company or an
 * economy has too (a pension, savings, salaries, RSUs, a tax bill, net worth): Toyota's pension liability is its filing's.
 */
const PRIVATE_PERSON_EN = /(?:\b(?:Mr|Mrs|Ms|Miss|Dr)\.? [A-Z][a-z]+|(?<![A-Z][\w.&-]* )\b([A-Z][a-z]+))['\u2019]s (?=[^.?!]{0,80}?\b(?:mortgage|ARM|death benefit|life insurance|ESPP|IRA|401\(k\)|paycheck|car loan|student loan|tuition|inheritance|(?:short|long|covered) (?:put|call)|(?:put|call) options?)\b)/;
/** A private person's finances, the person not a place the places vocabulary names. */
const privatePerson = (question: string) => {
  const person = PRIVATE_PERSON_EN.exec(question);
  return person !== null && !(person[1] && PLACE_NAME.test(person[1]));
};
/**
 * Stand-ins counted or described (the three companies, the conglomerate company): a problem's own cast, whatever it asks.
 * Not a real-world set: many counted (the 300 companies), picked by size or rank (the four largest banks, the five leading
 * companies), or a kind of business in the plural (the semiconductor companies), nor those of an index, sector or market.
 */
const COUNTED_STAND_IN_EN =
  /\b(?:the|these|those) (?:(?:two|three|four|five|six|seven|eight|nine|ten|[2-9])(?: (?![a-z]*est\b|top|leading|major|big|listed|main|key|biggest)[a-z]+)? (?:companies|firms|businesses|corporations|entities|enterprises|projects|banks|funds|portfolios)|(?!(?:same|listed|largest|biggest|top|other|following|above|below|first|last|leading|major)\b)[a-z]+ (?:company|firm|business|corporation|entity|enterprise|project|bank|fund|portfolio))\b(?! (?:in|of|on|within|across|listed|from) (?:the |this |that |its )?(?:[\w&-]+ ){0,3}?(?:index|indices|sectors?|industry|industries|markets?|exchanges?|boards?)\b)/i;
/** A ticker given (AAPL), (NASDAQ: TSLA), the ticker or symbol: a listed company named, not a problem's stand-in. */
const TICKER_EN = /\((?:(?:NYSE|NASDAQ|Nasdaq|AMEX|HKEX|TSE)\s*:\s*)?(?!(?:EPS|DPS|BVPS|ROE|ROA|ROIC|TTM|NPV|IRR|WACC|CAPM|EBIT|EBITDA|FCF|GDP|CPI)\))[A-Z]{1,5}(?:\.[A-Z]{1,2})?\)|\b(?:ticker|symbol)\b|\b(?:NYSE|NASDAQ|Nasdaq)\s*:\s*[A-Z]/;
/**
 * The subject's own figure asked through a stand-in (the company's price-to-earnings ratio, this firm's margin): with no
 * name, no year and the answer rounded, a problem's figure computed from its data, as a period referred to is.
 */
const STAND_IN_POSSESSIVE_EN = /\b(?:the|this) (?:company|firm|corporation|business|entity|enterprise)['\u2019]s (?!(?:shares?|stock) (?:price|closed?)\b)/i;
/** The subject is a stand-in with no name: the company and no name in English, 该公司 opening a Chinese question. */
const unnamedSubject = (question: string) => (CJK.test(question) ? STAND_IN_SUBJECT_ZH.test(question) : STAND_IN_SUBJECT_EN.test(question) && !NAME_EN.test(question));
/**
 * A worked problem's own data, with no year named and a subject with no name (the company, 该公司): its period referred to
 * or its figure asked through the stand-in, and its answer rounded as a problem's (net income for the fiscal year? Answer
 * to the nearest integer; the company's P/E to two decimals; 该财年…取整), or its projections discounted. A name, made up or real alike, or a year makes a look-up of a filing.
 */
const workedProblemData = (unpriced: string) =>
  unpriced.search(YEAR) < 0 && (PROJECTIONS_DISCOUNTED.test(unpriced) || ((PROBLEM_PERIOD.test(unpriced) || COUNTED_STAND_IN_EN.test(unpriced) || (STAND_IN_POSSESSIVE_EN.test(unpriced) && !TICKER_EN.test(unpriced))) && ROUNDING.test(unpriced))) && unnamedSubject(unpriced);
/**
 * An exam stem left for its answer to complete (the gross profit of the company is equal to?, is closest to:, the
 * operating income amounts to:): a multiple-choice problem's, whose exhibit or choices give its data; not a bare "is:".
 */
const STEM_COMPLETION_EN = /\b(?:equal|equivalent|closest|nearest) to\s*(?:[:?]\s*)?$|\b(?:amounts?|comes?) to\s*[:?]\s*$|\bequals?\s*[:?]\s*$/i;
/** The fiscal filers named as companies (Toyota), not a group named by its kind (a retailer). */
const filerCompanies = new Set(fiscalCalendars.companies.map((c: Named) => c.names[0]));
/**
 * A company the data knows by name: a listed company, a fiscal filer, a US reporter or a ticker (Apple, Toyota,
 * Alibaba); not a filer read from its kind (the retailer), which a worked problem's company is too.
 */
const knownCompany = (text: string) =>
  knownListedName(text) || filerCompanies.has(fiscalFiler(text)?.name ?? '') || KNOWN_USD_REPORTER_RE.test(text) || RMB_ABROAD.test(text) || TICKER_EN.test(text);
/**
 * Such a company, or a country or economy (Apple's revenue is equal to?, China's GDP growth is closest to:): a stem
 * about it asks a real figure, a look-up however it ends.
 */
const knownSubject = (text: string) => knownCompany(text) || PLACE_NAME.test(text) || PLACE_ABBREVIATION.test(text);
const isScenarioWorded = (unpriced: string) => {
  const unnamed = unpriced.replace(REPORT_NAMED, '').replace(HOLDING_WINDOW_EN, '');
  return (
    GIVEN.test(unnamed) ||
    (STEM_COMPLETION_EN.test(unpriced) && !knownSubject(unpriced)) ||
    PLACEHOLDER_NAME_EN.test(unnamed) ||
    ((COUNTERPARTY_PLACEHOLDER_EN.test(unnamed) || DATA_COMPILED_EN.test(unnamed) || STATEMENTS_SUPPLIED_EN.test(unnamed)) && !knownCompany(unpriced)) ||
    placeholderSubject(unpriced) ||
    (privatePerson(unpriced) && ROUNDING.test(unpriced) && unpriced.search(YEAR) < 0) ||
    workedProblemData(unpriced)
  );
};

/** Two figures or more, or scenario wording, make the question (its thresholds taken out) a computation on given data. */
function isSelfContained(unpriced: string): boolean {
  return isScenarioWorded(unpriced) || hasFigures(unpriced);
}

const UNITLESS_THRESHOLD = new RegExp(v.UNITLESS_THRESHOLD_ZH);
/**
 * Companies screened by a line of their statements (主营业务利润不超过1千万的公司代码, 哪些公司, 的公司有哪些, 哪几家企业),
 * or holders and investors by their records (哪些投资者…投资金额超过1千万, 股东名称, 的股东有哪些): mainland filers and their
 * registers keep amounts in 元, so a threshold in 万 or 千万 names its scale.
 */
const COMPANIES_SCREENED_ZH = /(?:公司|股票|证券)(?:代码|名称|简称)|哪(?:些|几家)(?:上市)?(?:公司|企业)|(?:公司|企业)(?:都|分别)?(?:有|是)哪(?:些|几家)/;
const HOLDERS_SCREENED_ZH = /(?:股东|投资者)(?:代码|名称|简称)|哪(?:些|几位|几个)(?:股东|投资者|投资人)|(?:股东|投资者)(?:都|分别)?(?:有|是)哪(?:些|几位)/;
/**
 * The same screen in English (which companies in Zhejiang Province had R&D investment exceeding 300 million), also
 * counted (how many companies in Henan have a total capital of more than 100 million, the number of firms): in 元 too.
 */
const COMPANIES_SCREENED_EN = /\b(?:which|how many|number of) (?:listed )?(?:companies|firms|enterprises)\b|\b(?:company|stock|securities) (?:codes?|names?)\b/i;
/** A trade statistic or how it grew: both differ in US-dollar and in RMB terms. */
const TRADE_STATISTIC = new RegExp(`${v.TRADE_STATISTIC_ZH}|${v.TRADE_GROWTH_ZH}`);
const UNITLESS_THRESHOLD_EN = new RegExp(v.UNITLESS_THRESHOLD_EN, 'i');
const TRADE_STATISTIC_EN = new RegExp(`${v.TRADE_STATISTIC_EN}|${v.TRADE_GROWTH_EN}`, 'i');
const VALUE_FILTER_EN = new RegExp(v.VALUE_FILTER_EN, 'i');
/**
 * A condition on a figure (超过100亿, 大于20%, 在200亿美元以上, 突破200亿, 突破二百亿元) that picks stocks or companies (…的股票, 的所有股票,
 * 的都是哪些公司, 哪些证券…, 有几家公司…), or their codes and short names (大于6亿的证券代码), or securities (市净率大于1的证券平均市值):
 * the records a table's column keeps.
 */
const TABLE_CONDITION_ZH = String.raw`(?:${v.SCREEN_CONDITION_ZH}|突破了?\s*${v.THRESHOLD_NUMBER_ZH})`;
/**
 * An industry or board named as the group a table's stocks are picked among (电容行业公司, 建材行业的股票, 房地产板块…的股票代码):
 * not which one (哪个行业, 各行业), its level (一级行业) or the company's own (所属行业, 该行业), nor a concept or theme board
 * (生物医药板块: a vendor's, as the theme names are).
 */
const INDUSTRY_GROUP_ZH = String.raw`[\u4e00-\u9fff](?<![哪各每级属在个些类该同本其这那此何]|概念|题材|${industryClassifications.themes.map(escape).join('|')})(?:行业|板块)`;
/**
 * Also an industry's stocks that pass (高于6块的钢铁行业股票), and which one of them passes (有哪些电容行业公司…大于100, 有没有哪个建材
 * 行业的股票…高于14块); those that pass pointed at (超1元的那些证券里, as 这些 or 所有).
 */
const TABLE_SCREEN_ZH = new RegExp(
  String.raw`${TABLE_CONDITION_ZH}[^。？?！!；;]{0,20}?的(?:都是)?(?:所有|全部|这些|那些)?(?:哪些|哪几[只家个]|什么)?(?:[\u4e00-\u9fff]{0,6}?${INDUSTRY_GROUP_ZH}的?)?(?:股票|个股|公司|上市公司|证券公司|证券|(?:证券|股票)?(?:代码|简称))|(?:哪些|哪几[只家个]|哪[个只家]|(?:多少|几)[只家个])(?:[\u4e00-\u9fff]{0,6}?${INDUSTRY_GROUP_ZH}的?)?(?:股票|个股|公司|上市公司|证券公司|证券)[^。？?！!；;]{0,30}?${TABLE_CONDITION_ZH}`,
);
/**
 * A table's own industry field given a value (子行业是陆运, 所属行业是银行), or the industry whose stocks the screen picks among
 * (整车行业中有哪些股票…在1以上, 银行业里市值超过…的个股, 房地产板块最新股价大于10元的股票代码, 电容行业公司…大于100): the table's
 * classification or group, no standard to choose.
 */
const INDUSTRY_COLUMN_ZH = new RegExp(
  String.raw`(?:子|细分|所属|所在)行业(?:是|为)(?![哪什])|(?:行业|板块)(?:中|里)(?=[^。？?！!；;]{0,30}?(?:股票|个股|证券))|${INDUSTRY_GROUP_ZH}(?=[^。？?！!；;]{0,30}?(?:股票|个股|证券|公司))`,
);
const PASSAGE_GIVEN_ZH = /上下文[:\uFF1A]|根据上下文/;
/** The subsidiary or foreign operation whose figures a worked translation problem gives: not a real company's own (Alibaba's functional currency is RMB). */
const TRANSLATED_OPERATION = /\bsubsidiar(?:y|ies)\b|\bforeign (?:operations?|entit(?:y|ies))\b|子公司|境外经营|境外实体/i;
const TRANSLATION_TESTED =
  /\b(?:functional|operational|operating|presentation|reporting) currency\b|\bcurrency (?:for|of) (?:its )?(?:reporting|presentation)\b|\b(?:current[- ]rate|temporal|remeasurement) method\b|记账本位币|功能货币|列报货币|外币报表折算/i;
const BARE_CHANGE = new RegExp(v.BARE_CHANGE_ZH);
/** A condition on a figure stated in its own clause, and the next asking what follows from it (超过了2000，那…; 达到5亿，则…). */
const CONDITION_THEN_ZH = new RegExp(String.raw`${v.SCREEN_CONDITION_ZH}[^，,。？?！!；;]{0,8}?[，,]\s*(?:那么?|则)`);
/** The same condition on a money amount (营收, 利润, 成交额, 增加值) or a level in 亿 or 元. */
const MONEY_CONDITION_THEN_ZH = new RegExp(
  String.raw`(?:(?:${v.AMOUNT_ZH}|收入|利润|[额值]|资产|资本)[^，,。？?！!；;]{0,12}?${v.SCREEN_CONDITION_ZH}[^，,。？?！!；;]{0,8}?|${v.SCREEN_CONDITION_ZH}[^，,。？?！!；;]{0,8}?[亿元][^，,。？?！!；;]{0,4}?)[，,]\s*(?:那么?|则)`,
);
/** Records a Chinese filter keeps by a figure's value (派现金额超过5块, 增速为负). */
const VALUE_FILTER_ZH = new RegExp(String.raw`${v.THRESHOLD_WORD_ZH}\s*-?\d|为负|为正|负增长`);
/** A price passing a level, its clause ended (股价超过了5，, 收盘价已高于5块，): the row's condition, stated. */
const PRICE_CONDITION_ZH = new RegExp(
  String.raw`${v.SHARE_PRICE_ITEM_ZH}(?:已经?)?${v.SCREEN_CONDITION_ZH}[\d.]*\s*(?:元|块钱?)?(?:以上|以下)?\s*[，,]`,
);
/**
 * A line only a company reports (cash flow, a valuation multiple, market value, EPS, ROE), screened by a threshold; in
 * one sentence (ANOTHER_SENTENCE_ZH), as a statistic asked in a sentence of its own (中国GDP增速是多少？市盈率低于10的…) is a release's.
 */
const ANOTHER_SENTENCE_ZH = /[。？?！!；;](?=[\s\S]*[\u4e00-\u9fffA-Za-z\d])/;
const COMPANY_LINE_SCREENED_ZH = new RegExp(
  String.raw`(?:现金流量净额|市盈率|市净率|市销率|市值|每股收益|净资产收益率|ROE|归母净利润)[^，。？?！!；;]{0,12}?${v.THRESHOLD_WORD_ZH}\s*-?\d`,
);
/**
 * A sector's or an economy's aggregate statistics (depository institutions' balance sheet, other depository company
 * balance sheets, a province's, the banks' new RMB loans (newly added, newly increased or additional ones), incremental deposits, monthly recorded loan amounts, the money
 * supply, foreign exchange reserves), a government's budget (central government revenue, local fiscal expenditure), and a
 * monetary authority's own lines named alone (its foreign exchange, monetary gold): tables kept in 亿元 (reserves in 亿美元).
 * Also the financial institutions' credit statistics (信贷收支) however rendered: the financial institution's credit and
 * debit balance sheet, its credit table, credit receipts and payments, credit income and expenditure.
 */
const AGGREGATE_STATISTICS_EN =
  /\b(?:(?:deposit-taking|depository|financial) (?:institutions|corporations|compan(?:y|ies))|financial institution(?:['\u2019]s)? (?:(?:RMB )?credit|balance sheet)|credit (?:and debit|receipts and payments|income and (?:expenditures?|expenses))|monetary (?:authority|authorities|survey)|central bank|(?:central|local|general) government|(?:government|fiscal|budget(?:ary)?|public) (?:revenues?|expenditures?|receipts|spending)|monetary gold|money and gold|(?:forex|foreign exchange) (?:amounts?|holdings|assets)|national|nationwide|provinces?|provincial|(?:RMB|renminbi) (?:incremental|new|newly (?:added|increased|issued)) (?:loans?|amounts?)|(?:incremental|new|newly[- ](?:added|increased|issued)|added|additional) (?:RMB|renminbi) loans?|incremental (?:loans?|deposits?)|loan (?:incremental )?amounts?|foreign (?:exchange|currency) reserves|money supply|M[012])\b/i;
/** The tables of the monetary statistics (the monetary authority's balance sheet, the monetary survey, the banking system's monetary business, depository corporations). */
const MONETARY_STATISTICS_EN =
  /\bmonetary (?:authority|authorities|survey|banking|statistics|business)\b|\b(?:banking system|(?:other )?depository corporations)\b|\bcentral bank['\u2019]?s? balance sheet\b|\bPBOC\b|\bPeople['\u2019]s Bank of China\b/i;
/** China named as the economy (China's, our country, the PRC, the PBOC). */
const CHINA_NAMED_EN = /\b(?:China|Chinese|PRC|our country|PBOC)\b/i;
const RATIO_THRESHOLD = new RegExp(`${v.RATIO_THRESHOLD_ZH}|${v.RATIO_THRESHOLD_EN}`, 'gi');
/**
 * Records asked of a table: its data records, a list, or a statistic's split by economic type (the retail value of joint
 * venture units and individual units) or a retail statistic's by trade sector (the total retail value of social consumer
 * goods in various industries, such as the catering industry); not show, see or display alone: a figure to see is one look-up.
 */
/**
 * China's retail sales of consumer goods (社会消费品零售总额) by any of their English names (the total retail value of consumer
 * goods, social retail sales, consumer goods retail): asked with no period named, the table's records, as in Chinese.
 */
const CONSUMER_GOODS_RETAIL_EN = /\b(?:social|consumer goods) retail\b|\b(?:retail|sales)\b[^.?!]{0,20}?\bof (?:social )?consumer goods\b/i;
const RECORDS_ASKED_EN = new RegExp(
  String.raw`\b(?:records?|list)\b|\b(?:joint[- ]venture|individual|collective|state-owned|private|foreign-funded|other) units\b|${RETAIL_SALES_SECTOR_EN}`,
  'i',
);
/**
 * The same split by economic type in Chinese (国有单位、集体单位和合营单位的社会消费品零售金额), asked with no period named:
 * the table's records as stored; 这些年, 历年, 年度 or a year name each year's figure.
 */
const RECORDS_BY_UNIT_ZH = /(?:国有|集体|合营|联营|个体|私营|外资|其他)单位/;
/**
 * Retail sales asked in Chinese with no period named (社会消费品零售总额的值, 的数据, 社零总额是多少): the table's records as
 * stored, as the data records are in English; a year, 历年 or 这些年 still names each year's figure, and a company's
 * figure's data (营业收入的数据) are no statistic's records.
 */
const RECORDS_ASKED_ZH = /社会(?:消费|销售)品(?:零售|销售)|社零/;
/**
 * How a statistic's table accumulates its records, named as its column in Chinese ("期末累计", 年末累计): no period
 * named, so the data asked are the table's records, as "end-of-period accumulated" in English.
 */
const ACCUMULATION_BASIS_ZH = /(?:期末|年末|季末|月末)累计/g;
/** A period named in Chinese: a figure, a year, month, quarter or week, a window or the latest. */
const PERIOD_NAMED_ZH = /\d|[年月季周]|近|以来|至今|最新|目前|当前|[今昨去]/;
/**
 * How a statistic's table accumulates its records ("year-end cumulative", "end-of-period accumulated", cumulative from the
 * start of each year, year-to-date): a column of the table, no period named, so the table's data to see are its records.
 */
const ACCUMULATION_BASIS_EN =
  /\b(?:(?:(?:year|period|month|quarter)[- ]end|end[- ]of[- ](?:the[- ])?(?:year|period))[- ])?(?:cumulative|accumulated)\b(?: from the (?:start|beginning) of (?:each|every|the) year\b)?|\byear[- ]to[- ]date\b/gi;
/**
 * A statistic's monthly records asked (value added for "month", monthly industrial value added): records too, and "month"
 * names no period of its own.
 */
const MONTHLY_RECORDS_EN = new RegExp(
  String.raw`\bfor ["\u201c]?month(?:ly)?["\u201d]?(?![\w-])|\bin ["\u201c]month(?:ly)?["\u201d]|\bon a monthly basis\b|\bmonth[- ]by[- ]month\b|\bmonthly (?=${v.VALUE_ADDED_EN}|(?:(?:gross|total) )?industrial output)`,
  'gi',
);
/**
 * The same monthly records in Chinese ("月度", 按月, 逐月, 每月的): every month's as released, over the years too (这些年来,
 * 历年, 每年), so a year named still names a period; no year's total.
 */
const MONTHLY_RECORDS_ZH = /["\u201c]?(?:月度|按月|逐月|每个?月)["\u201d]?/g;
const YEARS_OVER_ZH = /(?:这些|这几|多|历|每|各|逐)年(?:来|以来)?/g;
const GROSS_OUTPUT_ZH = /工业总产值/;
/** Gross industrial output said to be a company's or a plant's (该公司去年的工业总产值, 比亚迪工厂的工业总产值). */
const COMPANY_GROSS_OUTPUT_ZH = /(?:公司|工厂|厂|集团)[^，。？?！!]{0,12}工业总产值/;
/** US monthly series (非农, 新增就业, PCE): each month's figure is revised in the next releases, monthly or not. */
const US_MONTHLY_SERIES_ZH = /非农|新增就业|PCE/i;
/** A region or another statistic named beside it (江苏省, 全国, GDP, 工业增加值): the statistics' figures. */
const STATISTIC_BESIDE_ZH = new RegExp(String.raw`${v.REGION_ZH}|GDP|生产总值|增加值|社会(?:消费|销售)品|社零|${US_MONTHLY_SERIES_ZH.source}|固定资产投资|规模以上|工业企业`, 'i');
/** A year bounding a series' records (before the year 2000, since 2010): every record up to or from it, no one period. */
const YEAR_BOUND_EN = /\b(?:before|prior to|until|since|after) (?:the (?:year )?)?(?:19|20)\d{2}\b/gi;
/** Also the present (retail sales growing now, currently): the latest period's figure. */
const PERIOD_NAMED_EN = new RegExp(String.raw`${v.PERIOD_NAMED_EN}|\b(?:now|currently|presently|nowadays|so far|to date)\b`, 'i');
/**
 * The years asked of a statistic's records (over the years, in recent years, all these years, yearly): each year's figure,
 * as 历年 and 这些年 are in Chinese, not the table's records as stored; monthly records over the years are every month's.
 */
const YEARS_ASKED_EN = /^(?![\s\S]*\bmonthly\b)[\s\S]*\b(?:years|yearly)\b/i;
/**
 * The largest or smallest of a statistic's records (the maximum and minimum of the "end-of-year accumulated" retail sales,
 * 期末累计的最大值): one period's figure picked over the records, no table as stored.
 */
const EXTREME_PICKED = /\b(?:max(?:imum)?|min(?:imum)?|highest|lowest|largest|smallest|peak)\b|最[大小高低]|峰值/i;
/** GDP, a national account: its records are each year's or quarter's figure, revised, never a table's running records. */
const NATIONAL_ACCOUNT_EN = /\b(?:GDP|gross domestic product)\b/i;
/** The same in Chinese (国内生产总值, 地区生产总值, 第三产业生产总值), not industry's gross output (工业生产总值). */
const NATIONAL_ACCOUNT_ZH = /GDP|(?<!工业)生产总值/i;
/** Decimals asked, in Chinese or however English words them (3 dp, to the nearest thousandth, significant figures). */
const DECIMALS = new RegExp(String.raw`小数|${v.DECIMALS_ASKED_EN}`, 'i');
const PART_OF_WHOLE_EN = new RegExp(v.PART_OF_WHOLE_EN, 'i');
const BONUS_SHARE_RATIO_EN = new RegExp(v.BONUS_SHARE_RATIO_EN, 'i');
/** The ratio's value asked beside a ranking by it (the highest dividend ratio and the dividend ratio at that time): its base is open. */
const RANKED_BONUS_RATIO_VALUE_EN = new RegExp(`${v.BONUS_SHARE_RATIO_EN}[^.?!;]{0,60}?\\band (?:[\\w'\u2019-]+ ){0,4}?${v.BONUS_SHARE_RATIO_EN}`, 'i');
/** The same in Chinese (单次送股占比最高的公司，以及当时的送股比重): the ratio named again after the ranking, its value asked. */
const RANKED_BONUS_RATIO_VALUE_ZH = new RegExp(String.raw`${v.BONUS_SHARE_RATIO_ZH}[^。？?！!；;]{0,30}?(?:以及|和|及|与|并且?|、|，|,)[^。？?！!；;]{0,10}?${v.BONUS_SHARE_RATIO_ZH}`);
/** A statistics index's value asked (the index value of "Living Expenses - Food"): one series' level. */
const INDEX_VALUE_EN = /\bindex values?\b/i;
/** A profit or loss from, on or of what follows (the net profit or loss from …, gains on …). */
const PAYOFF_OF_EN = String.raw`\b(?:profits?|loss(?:es)?|gains?|payoffs?)\b(?: or (?:profit|loss|gain))?[^.?!]{0,20}?\b(?:from|on|of)`;
/** A trade's profit or loss: from this option contract, on the straddle, of each futures position, from this covered call, the short sale, this arbitrage. */
const POSITION_PAYOFF_EN = new RegExp(
  String.raw`${PAYOFF_OF_EN} (?:this|that|these|those|the|his|her|their|each|an?) (?:[\w-]+ ){0,3}?(?:options?|contracts?|positions?|trades?|spreads?|straddles?|strangles?|collars?|(?:covered|naked|long|short|protective|married) (?:calls?|puts?)|arbitrages?|short sales?)\b`,
  'i',
);
/**
 * A person's venture, investment, strategy or deal, said to be this one or his or hers (from this margin trading venture,
 * on his options writing strategy), with no year named: its payoff too. Not the investments, their joint venture, the deal
 * or this investment in 2022, which may be a company's, whose statement reports the gain in its year.
 */
const VENTURE_PAYOFF_EN = new RegExp(String.raw`${PAYOFF_OF_EN} (?:this|that|his|her) (?:[\w-]+ ){0,3}?(?:ventures?|investments?|strateg(?:y|ies)|deals?)\b`, 'i');
/**
 * The same in Chinese: the profit or loss of a trade counted by its measure word (这笔期权交易的净利润, 这次融资融券交易的盈亏,
 * 这波操作, 这几笔交易, 这单期货交易, 这次炒股, 这次套利), or of this one trade (这个期权, 这项交易); not 这个季度 or 这项投资, nor a gap
 * holding a period or a company (这次…公司…投资), nor an investment business (投资业务).
 */
const POSITION_PAYOFF_ZH =
  /(?:这|那|(?<!应)该|此|本)(?:几?笔|次|单|波)(?:(?![年季月]|公司|集团|银行|股份)[^，。？?！!]){0,8}?(?:交易|投资|期权|合约|头寸|仓位|策略|买卖|操作|炒股|套利)(?!业务|部门|板块)[^，。？?！!]{0,4}?的?净?(?:利润|盈亏|收益|亏损|损益|盈利)|(?:这|那|此)(?:个|项)(?:交易|期权|合约|头寸|仓位|买卖|套利)[^，。？?！!]{0,4}?的?净?(?:利润|盈亏|收益|亏损|损益|盈利)/;
/** An answer format in brackets that asks decimals (（金额保留2位小数）). */
const FORMAT_CLAUSE = /[(\uFF08][^()\uFF08\uFF09]*小数[^()\uFF08\uFF09]*[)\uFF09]/g;
/** A profit's, a revenue's or their growth's bound (净利润上限, 利润的上限, 增长速度上限): a forecast range's. */
const FORECAST_BOUND_ZH = /(?:利润|收入|营收|增长速度|增速|增长率)的?(?:上限|下限)/;
/** A statistic's yearly values listed (list the annual retail sales, over the past five years, 列出历年的GDP). */
const YEARLY_VALUES_LISTED =
  /\b(?:list|show|display|give|provide)\b[^.?!]{0,60}?\b(?:annual|yearly|each year|every year|year by year|over the (?:past|last) (?:\d+|two|three|four|five|six|seven|eight|nine|ten) years|over the years)\b|(?:列出|列举|显示|展示|给出|提供)[^。？?！!]{0,30}?(?:每年|历年|各年|逐年|近(?:\d+|[两二三四五六七八九十])年|过去(?:\d+|[两二三四五六七八九十])年)/i;
/** Companies asked by where a figure ranks them (the companies with the largest income, 利润最高的公司). */
const COMPANIES_RANKED =
  /\b(?:compan(?:y|ies)|firms?|enterprises?)\b[^.?!]{0,30}?\b(?:with|by|had|have|has|reported|posted|earned|made) (?:the )?(?:highest|largest|lowest|smallest|biggest|most|least)\b|最(?:高|低|大|小|多|少)的?(?:上市)?(?:公司|企业)|(?:公司|企业)(?:是|为)?哪(?:一)?家|哪(?:一)?家(?:上市)?(?:公司|企业)/i;
const COMPANIES_SCREENED_BY_VALUE_EN = new RegExp(
  String.raw`\b(?:compan(?:y|ies)|firms?|enterprises?)\b[^.?!]{0,40}?\b(?:with|that|which|whose|had|has|have|having|reported|reporting|posted|recorded)\b[^.?!]{0,40}?\b${v.THRESHOLD_WORD_EN}\s+\d`,
  'i',
);
/** A ranking: the first N (前十, not 前年), a rank, the highest or lowest. */
const RANKED = /前[一二三四五六七八九十百\d]+(?![\d年月季天日周]|个月|个交易日)|排名|排行|最(?:高|低|大|小|多|少)的|\b(?:top|bottom) (?:\d+|ten|five|three)\b|\b(?:highest|lowest|largest|smallest|rank(?:s|ed|ing)?)\b/i;

/** A Chinese question's clauses, each of which may ask a figure of its own. */
const CLAUSE_ZH = /[^，,；;。？?！!]+/g;

/** A screen's conditions joined one after another (而且, 并且, 或者, 同时), each on a column of the table. */
const NEXT_CONDITION_ZH = /(?=而且|并且|或者|同时)/;
/** A condition on a price column (收盘价, 股价, 收盘的价格, 开盘). */
const PRICE_WORD_ZH = /价|收盘|开盘/;
/**
 * A table screen without its later conditions on columns other than a price (而且2017年的时候每股的收益超过1.4): their years
 * are theirs. A later clause with no condition of its own (而且是2018年的) still dates the price.
 */
const TABLE_CONDITION = new RegExp(TABLE_CONDITION_ZH);
const priceConditions = (question: string) =>
  question
    .split(NEXT_CONDITION_ZH)
    .filter((condition, i) => i === 0 || PRICE_WORD_ZH.test(condition) || !TABLE_CONDITION.test(condition))
    .join('');

/** Any CJK ideograph: a Chinese question. */
const CJK = /[\u4e00-\u9fff]/;

/** What a question asks: the kind of quantity, the entity, period, listing, unit and scale, and what it defines. */
export function readQuestion(question: string): QuestionReading {
  return new Reading(question) as unknown as QuestionReading;
}

/** Intermediate parts the reading's own parts share. */
interface Shared {
  /** The question with the names that hold a listed company's (京东方, 比亚迪电子) taken out. */
  companies: string;
  dual: string[];
  byClass: boolean;
  /** A market named: "A+H" says the company has both listings, not which one is asked. */
  marketNamed: boolean;
  unnamedMarket: boolean;
  /** The question with its price thresholds (股价跌破23元) and unitless amount thresholds taken out: conditions on records looked up, not figures given. */
  unpriced: string;
}
type Parts = QuestionReading & Shared;

/** How each part of a reading is read from the question (and the parts before it). */
const PARTS: { [K in keyof Parts]-?: (q: string, r: Parts) => Parts[K] } = {
  zh: (q) => CJK.test(q),
  kind: (q) => quantityKind(q),
  fiscalFiler: (q) => fiscalFiler(q),
  selfContained: (_, r) => r.scenarioWorded || hasFigures(r.unpriced),
  scenarioWorded: (_, r) => isScenarioWorded(r.unpriced),
  calendarIssuer: (q, r) => r.zh && !r.fiscalFiler && !FOREIGN.test(q),
  companies: (q) => withSharedSuffix(withoutProductsNamedAfterCompanies(q).replace(BOARD_NAMED_AFTER_COMPANY, ' ').replace(otherCompanies, '')),
  unpriced: (q) => withoutThresholds(q),
  dual: (_, r) => dualListingsNamed(r.companies),
  byClass: (_, r) => r.dual.some((name) => shareClassed.test(name)),
  marketNamed: (q, r) => MARKET_NAMED.test(q.replace(BOTH_LISTINGS, '')) || eachListingNamed(r.companies.replace(BOTH_LISTINGS, ''), r.dual.filter((name) => !shareClassed.test(name))),
  unnamedMarket: (q, r) =>
    r.dual.some((name) => !shareClassed.test(name)) && !r.marketNamed && !FOREIGN_PRICE.test(q) && !(RMB_PRICE.test(q) && r.dual.some((name) => premiumListed.test(name))),
  // A corporate suffix alone does not make a US filer of a company that reports in RMB or abroad (Baidu, Inc.; Sony Group Corp).
  usdReporter: (q, r) => !r.zh && (USD_REPORTER.test(q) || (SEC_FILER.test(q) && !RMB_ABROAD.test(q) && !listedAbroadTwice.test(q))),
  usdSubject: (q) => usdSubjectNamed(q),
  homeReporterAbroad: (q, r) => !r.zh && homeCurrencyOf.some(({ currency, pattern }) => currency !== 'USD' && pattern.test(q)),
  registrantNamed: (q, r) => !r.zh && (EDGAR_NAME.test(q) || (REGISTRANT.test(q) && unknownUsFiler(q)) || USD_PLC.test(q)),
  adjustedEpsReporter: (q, r) => !r.zh && ADJUSTED_EPS_REPORTER.test(q),
  recordDateStake: (q, r) => !r.zh && RECORD_DATE_FACT_EN.test(q),
  planTerms: (q, r) => !r.zh && PLAN_TERMS_EN.test(q),
  calendarReporterAbroad: (q, r) => !r.zh && CALENDAR_ABROAD.test(q),
  gaapOnlyReporter: (q, r) => !r.zh && GAAP_ONLY.test(q),
  adjustedProfitReporter: (q, r) => !r.zh && ADJUSTED_PROFIT.test(q),
  reportFigure: (q, r) => (r.zh ? r.taiwanReporter && QUARTERLY_REPORT_ZH.test(q) : REPORT_FIGURE_EN.test(q)),
  forecastBound: (q, r) => r.zh && FORECAST_BOUND_ZH.test(q),
  taiwanReporter: (q, r) => r.zh && TAIWAN_REPORTER.test(q),
  companiesCompared: (q) => COMPANIES_COMPARED_EN.test(q) || COMPANIES_COMPARED_ZH.test(q),
  currenciesCompared: (q, r) =>
    (r.companiesCompared || r.companiesRanked || COMPANIES_COMBINED_EN.test(q) || REPORTERS_SET_AGAINST.test(q)) && reportingCurrencies(q).size > 1,
  // A Chinese question's currency is known only for a Taiwan filer's (NT$): one about a company abroad may expect RMB.
  currencyAbroadKnown: (q, r) => (r.zh ? r.taiwanReporter : currencyOf.some(({ pattern }) => pattern.test(q))),
  shareRegisterAsked: (q, r) => (r.zh ? SHARE_REGISTER_ZH : SHARE_REGISTER).test(q),
  registrantInEdgarCapitals: (q, r) => !r.zh && EDGAR_NAME.test(q) && unknownUsFiler(q),
  // Chinese questions of the public sets name their company; English ones about a given filing often do not.
  entity: (q, r) => !r.selfContained && (r.fiscalFiler !== undefined || (r.zh && !r.tableScreened) || ENTITY_EN.test(q) || QUOTED_COMPANY_EN.test(q)),
  tableScreened: (q, r) => r.zh && TABLE_SCREEN_ZH.test(q),
  industryColumnScreened: (q, r) => r.tableScreened && INDUSTRY_COLUMN_ZH.test(q),
  passageGiven: (q, r) => r.zh && PASSAGE_GIVEN_ZH.test(q),
  translationTested: (q, r) => r.selfContained && TRANSLATION_TESTED.test(q) && TRANSLATED_OPERATION.test(q),
  changeAskedBare: (q, r) => r.zh && BARE_CHANGE.test(q),
  // Not a money amount's level (营收超过了1000亿，那同比增长了多少): its growth reads in 亿 or in percent alike.
  rowChangeAsked: (q, r) => r.changeAskedBare && !r.passageGiven && CONDITION_THEN_ZH.test(q) && !MONEY_CONDITION_THEN_ZH.test(q),
  // A company the data knows (listed twice, whatever the year asked, or reporting an adjusted profit or EPS) is named
  // however it is written (How much did Playtech earn), as is one named by its abbreviation as the subject of what a
  // company does (What did EMT spend).
  companyNamed: (q, r) =>
    r.entity ||
    (!r.selfContained &&
      (knownListedName(r.companies) || r.adjustedProfitReporter || r.adjustedEpsReporter || ABBREVIATED_SUBJECT_EN.test(q) || (r.usdReporter && r.usdSubject))),
  // In English, a mainland company the vocabulary names, with no company abroad beside it.
  mainlandReporter: (q, r) =>
    r.zh
      ? r.calendarIssuer && !OVERSEAS.test(q)
      : mainlandSubjectNamed(q) &&
        !MAINLAND_GROUPS_ABROAD_EN.test(q) &&
        !KNOWN_USD_REPORTER_RE.test(q) &&
        !RMB_ABROAD.test(q) &&
        !CALENDAR_ABROAD.test(q) &&
        !anyCurrencyOf.some(({ pattern }) => pattern.test(q)),
  mainlandOperatingLine: (q, r) => !r.zh && r.mainlandReporter && OPERATING_LINE_EN.test(q) && !PROFIT_BELOW_OPERATING_EN.test(q),
  pastPoint: (q) => PAST_POINT.test(q),
  asksTrend: (q) => TREND.test(q) && !TREND_AS_CAUSE_ZH.test(q),
  periodFreeTopic: (q, r) => (r.zh ? PERSON_IN_OFFICE_ZH : PERIOD_FREE_EN).test(q),
  // A description with no statement line in it (the impact of legal proceedings, not of acquisitions on net income)
  // and not a capital action's impact on the results (a repurchase program's on financial performance).
  describedAsk: (q, r) => {
    const head = !r.zh && !QUARTER_EN.test(q) && !OWN_ACTION_ON_RESULTS_EN.test(q) && DESCRIBED_EN.exec(q);
    return !!head && !STATEMENT_LINE_EN.test(q.replace(head[1] ?? head[2] ?? head[3] ?? '', '').replace(MIGHT_AFFECT_EN, ''));
  },
  quarterlyPrices: (q, r) => !r.zh && QUARTERLY_PRICES.test(q),
  quarterPriceTable: (q, r) => !r.zh && !r.entity && HIGH_LOW_PRICE_EN.test(q) && QUARTER_NAMED_EN.test(q),
  // Only what is asked of the event (its impact, its value), not a period's figure beside it (Microsoft's revenue in
  // 2023 from its deal with OpenAI) or a balance or count in its year, which still read two ways.
  datedEvent: (q, r) => !r.zh && (DATED_EVENT_EN.test(q) || DATED_EVENT_NAMED_EN.test(q)) && !PERIOD_FIGURE_EN.test(q) && (!NUMERIC_KINDS.includes(r.kind) || EVENT_FIGURE_EN.test(q)),
  dualListed: (_, r) => r.dual.length > 0,
  unnamedListing: (q, r) => r.unnamedMarket || (r.byClass && !CLASS_NAMED.test(q)),
  unnamedPremiumListing: (_, r) => r.unnamedMarket && r.dual.some((name) => premiumListed.test(name)),
  listingNamed: (q, r) => r.marketNamed || (r.byClass && CLASS_NAMED.test(q)) || (RMB_SHARE_PRICE.test(q) && r.dual.some((name) => premiumListed.test(name))),
  marketValueBasis: (q) => MARKET_VALUE_BASIS.test(q),
  priceConditionStated: (q, r) => r.zh && PRICE_CONDITION_ZH.test(q),
  // A company listed abroad that reports in RMB (腾讯, 京东) has its figures in RMB, but its shares priced abroad.
  foreignPriced: (q, r) =>
    FOREIGN_MONEY.test(q) ||
    (r.zh &&
      !(PRODUCT_PRICE_ZH.test(q) && !NOT_ONLY_PRODUCT_PRICE_ZH.test(q)) &&
      (r.fiscalFiler !== undefined || ((OVERSEAS.test(q) || listedAbroadTwice.test(r.companies)) && (!RMB_ABROAD.test(q) || MARKET_PRICED.test(q))))),
  // A named RMB sum with anything priced abroad is the plain conversion (foreignPriced).
  // Not a worked problem's trade whose exhibit or table gives the rates (Given Exhibit 1, the data in Table 2); a company
  // the vocabulary knows, named beside a table, still trades at a rate to name.
  crossCurrencyTrade: (q, r) => !(r.foreignPriced && RMB_SUM.test(q)) && !(EXHIBIT_NUMBERED_EN.test(q) && !knownCompany(q)) && tradesCrossCurrencies(q),
  figuresGiven: (_, r) => hasFigures(r.unpriced),
  placeholderSubject: (_, r) => !r.zh && placeholderSubject(r.unpriced),
  priceHistory: (q, r) => reachesHistory(r.tableScreened ? priceConditions(q) : q, r.companyNamed) || (yearsAsEnds(q) && r.companyNamed),
  priceYears: (q) => spansYears(q),
  adjustedSeries: (q) => ADJUSTED_SERIES.test(q),
  // A company named as SEC EDGAR writes it (CADIZ INC) and not in the fiscal calendars reports on the calendar year, as
  // does a company abroad the vocabulary knows to (GSK).
  calendarFiler: (_, r) => !r.fiscalFiler && !r.zh && (r.usdSubject || r.registrantInEdgarCapitals || r.calendarReporterAbroad),
  calendarFiscalYear: (q, r) => r.calendarFiler && FISCAL_YEAR_NAMED_EN.test(q) && !AVERAGED_LEVEL_EN.test(q),
  filerBareYear: (q, r) => r.fiscalFiler !== undefined && !PERIOD_INSIDE_YEAR.test(q) && !AVERAGED_LEVEL_EN.test(q),
  rmbReporter: (q, r) => RMB_ABROAD.test(q) || (r.calendarIssuer && !OVERSEAS.test(q) && !r.taiwanReporter && !r.tableScreened),
  // Not the unit of a screen's threshold (周成交额超过400亿元的…市盈率): the records' condition, not the figure asked.
  // The thresholds are taken out only of a question that names a unit somewhere.
  unitAsked: (q, r) => UNIT_ASKED.test(q) && (!r.zh || UNIT_ASKED.test(q.replace(SCREEN_THRESHOLD_ZH, ''))),
  scaleAsked: (q) => SCALE_ASKED.test(q),
  coarseScaleAsked: (q, r) => r.scaleAsked && COARSE_SCALE.test(q),
  roundingStated: (q) => ROUNDING.test(q),
  // Not a company the data knows (Tesla's revenue in USD million, after USD 500 million it spent): its filing's figure.
  givenInScaleAsked: (q, r) => !r.zh && !knownCompany(r.companies) && givenInScaleAsked(q),
  formatBoilerplate: (q, r) => {
    const asked = r.kind === 'name' && q.replace(FORMAT_CLAUSE, '');
    return !!asked && asked !== q && !DECIMALS.test(asked) && !AMOUNT.test(asked) && !RATIO.test(asked);
  },
  defines: (q) => DEFINITION.test(q),
  industryStandard: (q) => industryStandard(q),
  // An exam stem's industry (关于我国股权投资行业的发展趋势，说法错误的是（）) is a concept, whatever it asks of it.
  // The company's own business segments (业务板块, 哪个板块为主业) and an industry its classification is stated to have changed
  // to (所属行业已由A变更为B) are facts, no classification asked; nor is an industry a message describes or asks described
  // (its consolidation, a company's layout in it) with no figure asked, nor one whose performance is the aim of advice
  // asked (光伏企业应如何提高市场表现).
  classificationAsked: (q, r) => {
    const asked = withoutProductsNamedAfterCompanies(
      q.replace(STATED_NOT_ASKED_ZH, '').replace(INDEX_TYPE_ASKED_EN, '').replace(INDUSTRY_IN_COMPANY_NAME_EN, '').replace(INDUSTRY_ENDING_COMPANY_NAME_EN, (m, name: string) => (industryAsName(name) ? m : '')).replace(BANKS_EN, '').replace(BANKS_ZH, (m) => (BANKS_ASKED_ZH.test(q) ? m : '')).replace(IPO_RECORD_INDUSTRY, ''),
    );
    return (
      MEMBERSHIP.test(asked) ||
      BOARD_INFO.test(asked) ||
      SECTOR_CODES_EN.test(asked) ||
      INDUSTRY_COMPANIES.test(asked) ||
      COMPETITORS_ASKED.test(asked) ||
      (NAMED_INDUSTRY.test(asked.replace(CONTEXT_SENTENCE_EN, '').replace(STATISTICAL_SECTOR_EN, '').replace(STATISTICAL_SECTOR_ZH, '')) &&
        !EXAM_STEM.test(asked) &&
        !DATE_ASKED_ZH.test(asked) &&
        !r.indexValueAsked &&
        ((NUMERIC_KINDS.includes(r.kind) && (NUMBER_ASKED.test(asked) || !DESCRIBED_ZH.test(asked))) || ((r.asksTrend || INDUSTRY_PERFORMANCE.test(asked)) && !ADVICE_ZH.test(asked))))
    );
  },
  yearsCompared: (q) => YEARS_COMPARED.test(q),
  // In English a threshold in millions is read as a sum in yuan (an investor's), but not for aggregates kept in 亿元;
  // companies screened by a statement line are in 元, in either language (not companies abroad: 美国企业, 港股公司).
  unitlessThreshold: (q, r) =>
    r.zh
      ? UNITLESS_THRESHOLD.test(q) && !((COMPANIES_SCREENED_ZH.test(q) || (HOLDERS_SCREENED_ZH.test(q) && !ABROAD_ZH.test(q))) && !FOREIGN.test(q))
      : UNITLESS_THRESHOLD_EN.test(q) && !COMPANIES_SCREENED_EN.test(q) && (AGGREGATE_STATISTICS_EN.test(q) || r.tradeStatistic),
  // The thresholds are conditions on what is looked up, not figures given (two of them make no computation).
  ratioThreshold: (q) => {
    const rest = q.replace(RATIO_THRESHOLD, '');
    return rest !== q && !isSelfContained(withoutThresholds(rest));
  },
  tradeStatistic: (q, r) => (r.zh ? TRADE_STATISTIC : TRADE_STATISTIC_EN).test(q),
  valueFiltered: (q, r) => (r.zh ? VALUE_FILTER_ZH : VALUE_FILTER_EN).test(q),
  companyLineScreened: (q, r) => r.zh && r.valueFiltered && !ANOTHER_SENTENCE_ZH.test(q) && COMPANY_LINE_SCREENED_ZH.test(q),
  decimalsAsked: (q) => DECIMALS.test(q),
  partOfWhole: (q, r) => !r.zh && PART_OF_WHOLE_EN.test(q),
  bonusRatioAsked: (q, r) => (r.zh ? r.ranked && RANKED_BONUS_RATIO_VALUE_ZH.test(q) : !r.ranked ? BONUS_SHARE_RATIO_EN.test(q) : RANKED_BONUS_RATIO_VALUE_EN.test(q)),
  holdingSold: (q, r) => !r.zh && HOLDING_SOLD.test(q),
  indexValueAsked: (q, r) => !r.zh && INDEX_VALUE_EN.test(q),
  positionPayoff: (q, r) => (r.zh ? POSITION_PAYOFF_ZH.test(q) : POSITION_PAYOFF_EN.test(q) || (VENTURE_PAYOFF_EN.test(q) && q.search(YEAR) < 0)),
  companyGrossOutput: (q, r) =>
    r.zh && GROSS_OUTPUT_ZH.test(q) && !STATISTIC_BESIDE_ZH.test(q) && (knownListedName(q) || COMPANY_GROSS_OUTPUT_ZH.test(q)),
  recordsAsStored: (q, r) => {
    if (EXTREME_PICKED.test(q)) return false;
    if (r.zh) {
      const basisless = q.replace(ACCUMULATION_BASIS_ZH, '');
      const monthless = US_MONTHLY_SERIES_ZH.test(q) ? basisless : basisless.replace(MONTHLY_RECORDS_ZH, '');
      const rest = monthless !== basisless ? monthless.replace(YEARS_OVER_ZH, '') : basisless;
      return (RECORDS_BY_UNIT_ZH.test(q) || RECORDS_ASKED_ZH.test(q) || rest !== q) && !PERIOD_NAMED_ZH.test(rest) && !NATIONAL_ACCOUNT_ZH.test(q);
    }
    const asked = q.replace(ACCUMULATION_BASIS_EN, '');
    const rest = asked.replace(MONTHLY_RECORDS_EN, '');
    // Monthly records bounded by a year, or over the years, are every month's, still no year's total; a year's records are
    // not, nor records or a basis's figures over the years (the "period-end cumulative" sales over the years: each year's total).
    const monthly = rest !== asked;
    const periodNamed = monthly ? PERIOD_NAMED_EN.test(rest.replace(YEAR_BOUND_EN, '')) : PERIOD_NAMED_EN.test(rest) || YEARS_ASKED_EN.test(rest);
    return (monthly || asked !== q || RECORDS_ASKED_EN.test(q) || CONSUMER_GOODS_RETAIL_EN.test(q)) && !periodNamed && !NATIONAL_ACCOUNT_EN.test(q);
  },
  // Not a company's figures by province or nationwide (List Apple's revenue in each province): its own periods' flows.
  aggregateRecordsListed: (q, r) => r.recordsAsStored && AGGREGATE_STATISTICS_EN.test(q) && !knownCompany(q),
  chinaMonetaryStatistic: (q, r) => !r.zh && MONETARY_STATISTICS_EN.test(q) && CHINA_NAMED_EN.test(q),
  ranked: (q) => RANKED.test(q),
  companiesRanked: (q) => COMPANIES_RANKED.test(q),
  companiesScreened: (q, r) => (r.zh ? r.valueFiltered && COMPANIES_SCREENED_ZH.test(q) : COMPANIES_SCREENED_BY_VALUE_EN.test(q)),
  yearlyValuesListed: (q) => YEARLY_VALUES_LISTED.test(q),
  dayRanking: (q, r) => oneDayRanking(q, r.tableScreened),
  amountAlsoAsked: (q, r) => r.zh && r.kind === 'ratio' && (q.match(CLAUSE_ZH) ?? []).some((clause) => NUMBER_ASKED.test(clause) && quantityKind(clause) === 'amount'),
};

/**
 * A question's reading, each part read when a rule first asks for it, then kept as the reading's own property: most
 * rules' words are not in a question, so most parts of most questions are never read (reading them all took four
 * fifths of linting a question).
 */
class Reading {
  constructor(readonly question: string) {}
}
for (const [part, read] of Object.entries(PARTS) as [keyof Parts, (q: string, r: Parts) => unknown][]) {
  Object.defineProperty(Reading.prototype, part, {
    get(this: Reading) {
      const value = read(this.question, this as unknown as Parts);
      Object.defineProperty(this, part, { value, enumerable: true });
      return value;
    },
  });
}
