/** Finance terms the lint rules share, as regular-expression sources (English and Chinese). */

/** Income-statement and cash-flow items: amounts over a period. */
export const FLOW_EN = String.raw`revenues?|sales|net (?:income|profit|earnings|loss)|operating (?:income|profit|revenue)|gross profit|EBITDA|EBIT|EPS|earnings per share|free cash flow|operating cash flow|cash flows?|R&D (?:expenses?|spending)|capital expenditures?|capex|dividends?`;
export const FLOW_ZH = String.raw`营业总收入|营业收入|营收|收入|归母净利润|扣非净利润|净利润|利润总额|营业利润|毛利润?|每股(?:收益|利润|盈利)|现金流量?|研发(?:费用|投入|支出)|资本开支|分红`;

/** Earnings per share, as written and as paraphrased (每股利润, 每持有一股能赚多少). */
export const EPS_EN = String.raw`(?:diluted |basic )?EPS|(?:earnings|net income|income|profits?) per (?:(?:diluted|basic|common|ordinary) )?share|earn(?:s|ed|ing)? per share|per[- ]share (?:earnings|net income|profits?)`;
export const EPS_ZH = String.raw`每股(?:收益|利润|盈利|净利润?)|每(?:持有)?一股[^。?\uFF1F]{0,4}赚`;


/** Quotes and levels, values at a moment: a month or a year holds many of them. */
export const POINT_QUOTE_EN = String.raw`(?:closing|opening|share|stock|market|index|trading) (?:prices?|levels?)|(?:closing|close) (?:values?|rates?)|price (?:per share|of (?:a |the |its )?(?:shares?|stock|common stock))|exchange rates?|(?:interest|loan|lending|deposit|mortgage|policy|federal funds|fed funds|prime|discount|repo|base|risk[- ]free) rates?|LPR|(?:bond|Treasury|government bond|dividend) yields?|net asset value|NAV|(?:oil|gold|silver|copper) prices?|market cap(?:itali[sz]ation)?s?`;
export const MONTH_NAME_EN = String.raw`(?:January|February|March|April|May|June|July|August|September|October|November|December|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sept?|Oct|Nov|Dec)(?![a-z])\.?`;
/** A span with no day: a month, a quarter, a half, a year or a fiscal year ("in March 2020", "for Q3", "during 2024"). */
export const SPAN_EN = String.raw`(?:the )?(?:month of |(?:fiscal )?(?:year|quarter) )?(?:${MONTH_NAME_EN},?(?:\s+(?:of\s+)?(?:19|20)\d{2})?|(?:fiscal )?(?:19|20)\d{2}|FY\s?'?\d{2,4}|Q[1-4](?:\s+(?:19|20)\d{2})?|(?:first|second|third|fourth) quarter(?: of (?:19|20)\d{2})?)(?![\d/-]|\s+\d{1,2}\b|,?\s+\d{1,2}(?:st|nd|rd|th)?,)`;
/** Balance-sheet items and other levels at a date (debt, cash, headcount) that an average over a span also reports. */
export const POINT_BALANCE_EN = String.raw`(?<!net |\bcash and )cash(?: balances?| position| on hand| holdings)?(?! (?:from|flows?|used|provided|paid|received|generated|dividends?|taxes))|(?:total |net |long-term |short-term )?(?:debt|borrowings)|headcount|(?:number of )?(?:employees|staff|workforce)|deposits|loans outstanding`;

/** How a filter compares a figure against a threshold in English: exceeding, greater than, in excess of, below, at least. */
export const THRESHOLD_WORD_EN = String.raw`(?:exceed(?:s|ed|ing)?|surpass(?:es|ed|ing)?|reach(?:es|ed|ing)?|in excess of|upwards of|north of|(?:greater|more|higher|larger|less|lower|smaller|fewer) than|above|below|over|under|at (?:least|most)|not (?:less|more) than)`;
/**
 * What a company's share register states at a record date (a quarter's or a year's end): its number of shareholders
 * (also the number of 贵州茅台's shareholders, more than 100,000 shareholders, its shareholder accounts or households, the
 * most shareholders),
 * the shares held per household (its shareholding ratio per household), its share capital and free float (its
 * circulating A-shares or A shares, its circulating A-share equity, also as a screen's threshold), a holder's proportion of
 * its shares (of its circulating A-shares), and the size of a holder's stake put as a threshold (a shareholding of more
 * than 10 million, a shareholding amount of more than 10 million, holders that held over 5 million shares).
 */
export const SHARE_REGISTER_EN = String.raw`(?:share|stock)holdings? (?:(?:amounts?|sizes?) )?(?:of )?(?:${THRESHOLD_WORD_EN} )?[\d,.]+(?: (?:thousand|million|billion))?(?! (?:yuan|dollars|USD|RMB|CNY)\b)|\bheld (?:${THRESHOLD_WORD_EN} )?[\d,.]+(?: (?:thousand|million|billion))? shares|(?:total )?numbers? of (?:[^\s.?!;]+['\u2019]s? )?(?:shareholders|stockholders|holders|(?:share|stock)holder (?:accounts|households))|(?:share|stock)holder (?:count|numbers?|accounts|households)|(?:most|fewest) (?:share|stock)holders|(?:average )?(?:shareholdings?|holdings?|shares held)(?: ratios?)? per (?:household|account|holder|shareholder)|(?:total )?share capital|free[- ]float(?! market)|circulating (?:[ABH][- ])?(?:shares|share (?:equity|capital))|(?:share)?holding (?:ratios?|proportions?|percentages?)|(?:proportion|percentage) of (?:[\w'\u2019-]+ ){0,3}?(?:[ABH]-)?shares\b[^.?!;]{0,60}?\b(?:held by|(?:did|does|do)\b[^.?!;]{0,40}?\bhold)|how many (?:share|stock)holders|(?:over|more than|fewer than|less than|at least) [\d,.]+(?: (?:thousand|million))? (?:share|stock)holders`;
/** A month of a year that ends no quarter, no day named (2020年2月): no record date falls in it. */
export const OFF_QUARTER_MONTH_ZH = String.raw`(?:19|20)\d{2}\s*年\s*(?:0?[124578]|1[01])\s*月(?!\s*\d{1,2}\s*[日号])`;
/** A month that ends no quarter: no record date falls at its end. */
export const OFF_QUARTER_MONTH_EN = String.raw`(?:January|February|April|May|July|August|October|November|Jan|Feb|Apr|Jul|Aug|Oct|Nov)(?![a-z])\.?`;

/** Balance-sheet items: amounts at a point in time. */
export const STOCK_EN = String.raw`total assets|assets|total liabilities|liabilities|(?:shareholders'?|stockholders'?|total) equity|net assets|cash and cash equivalents|total debt|inventor(?:y|ies)|goodwill|book value|shares outstanding|retained earnings`;
export const STOCK_ZH = String.raw`总资产|资产总额|总负债|负债总额|净资产|股东权益|所有者权益|货币资金|现金及现金等价物|存货|商誉|总股本|未分配利润`;

/**
 * Sales naming where or through whom a fund is sold (the direct sales counter's subscription fee, a sales channel, agency
 * or service fee): a channel, no revenue.
 */
export const NOT_A_SALES_CHANNEL_EN = String.raw`(?![ -](?:counters?|channels?|service fees?|agenc(?:y|ies))\b)`;
/**
 * Aggregate money amounts, whose answers need a currency and a scale; not a fund's kind (an equity fund's or ETF's scale),
 * nor a sales channel.
 */
export const AMOUNT_EN = String.raw`revenues?|sales${NOT_A_SALES_CHANNEL_EN}|net (?:income|profit|earnings|loss)|operating (?:income|profit)|gross profit|EBITDA|total assets|assets|liabilities|equity(?![- ](?:(?:mutual|index|oriented|hybrid)[- ])?(?:funds?|ETFs?)\b)|cash flows?|debt|market (?:cap(?:italization)?|value)|capital expenditures?|capex|expenses|turnover|trading value`;
export const AMOUNT_ZH = String.raw`营业总收入|营业收入|营收|净利润|利润总额|总资产|总负债|净资产|市值|现金流|负债|资本开支|成交额`;

/** A year standing alone: not part of a name such as 中证2000. */
export const YEAR_EN = String.raw`(?<![\w\u4e00-\u9fff])(?:19|20)\d{2}(?![\w\u4e00-\u9fff])`;
/** A year that is not the start of a full date (2023年, not 2023年8月). */
export const YEAR_ZH = String.raw`(?:19|20)\d{2}\s*年(?!\s*\d{1,2}\s*月)`;

/** A year or fiscal year in Chinese (2023年, 2023会计年度, FY2023), not the start of a full date. */
export const PERIOD_ZH = String.raw`(?:(?:19|20)\d{2}\s*(?:(?:会计|财政|自然)?年度?|财年)|FY\s?\d{2,4})(?!\s*\d{1,2}\s*月)`;

export const CURRENCY_WORDS = String.raw`\b(?:USD|CNY|CNH|RMB|HKD|EUR|GBP|JPY|KRW|RUB|AUD|CAD|NZD|SGD|CHF|INR|TWD)\b|[$¥€£]|\b(?:dollars?|yuan|renminbi|euros?|sterling|yen|won|rubles?|francs?|rupees?|pesos?|local currency|reporting currency|presentation currency)\b|元|人民币|港币|港元|美元|欧元|英镑|日元|韩元|卢布|法郎|澳元|加元|卢比|本币|报告货币|记账本位币`;

/** A share's quoted price in Chinese: its close, open, high or low, its price now. */
export const SHARE_PRICE_ITEM_ZH = '(?:收盘价|开盘价|最高价|最低价|股价|现价)';
/**
 * A table of monthly or weekly prices (月行情数据, 每月收盘价, 周K线, 月频收盘价 however a code runs into it, 按月的收盘价; not
 * 3月收盘价 or 上月收盘价, one month's), or how a price
 * moved month by month (股价月度变动, 股价每月走势: the monthly changes in the stock price, each month's prices). A softened verb's
 * 一下 (找一下月行情数据) is no next month (下月).
 */
export const PERIODIC_QUOTES_ZH = String.raw`(?:(?:(?<![本上这当次个\d一二三四五六七八九十])(?<!(?<!一)下)(?:月|周)度?|(?:月|周)频|(?:按|逐)(?:月|周)的?)(?:行情|K线|收盘价|开盘价|最高价|最低价)|股价的?(?:月度|周度|每月|每周|逐月|逐周)(?:变动|变化|走势|涨跌))`;

/** A province, a municipality or the country as a whole (江苏省, 天津市, 全国, 各省市): a region whose figures are statistics. */
export const REGION_ZH = String.raw`(?:北京|天津|上海|重庆|河北|山西|辽宁|吉林|黑龙江|江苏|浙江|安徽|福建|江西|山东|河南|湖北|湖南|广东|海南|四川|贵州|云南|陕西|甘肃|青海|内蒙古|广西|西藏|宁夏|新疆)(?:省|市|自治区)|全国|我国|各省(?:份|市)?|各地区?`;

/** Goods sold at a price (药品, 商品, tickets of any kind: 门票, 电影票): what a thing sells for, no security. */
export const GOODS_ZH = String.raw`药品|药物|商品|产品|货物|食品|蔬菜|水果|粮食|图书|书籍|(?:电影|演出|门|机|车|船|球)票|服装|家电|原材料`;

/** Currencies other than the RMB, as Chinese questions write them. */
export const USD_ZH = '美元|美金';
export const HKD_ZH = '港元|港币';
/** Foreign currencies other than the US and Hong Kong dollars, as Chinese questions name them. */
export const OTHER_CURRENCY_ZH = String.raw`欧元|日元|英镑|澳元|澳币|加元|加币|瑞郎|瑞士法郎|韩元|卢布|泰铢|新加坡元|新元|新台币|新西兰元|林吉特|卢比|越南盾`;
export const FOREIGN_CURRENCY_ZH = `${USD_ZH}|${HKD_ZH}|${OTHER_CURRENCY_ZH}`;
/** A sum of RMB in Chinese: 人民币, or an amount in 元 (美元 and 港元 put the currency's name between); not a price per unit (元/股). */
// A quote asked in 元 (收盘价是多少元) is in the price's own unit, not a sum of RMB; a deal's price (收购对价是多少元) is a sum.
// A number is read from its first digit (?<!\d): from every digit of a long one, the match takes time growing with its square.
export const RMB_SUM_ZH = String.raw`人民币|(?:(?<!\d)\d+(?:\.\d+)?\s*[千万亿]?|(?<!(?:股价|收盘价|开盘价|最高价|最低价|成交价|发行价|行权价|结算价|均价|现价|最新价|(?:股票|每股)价格?)(?:是|为)?)多少)\s*元(?![\/每])`;
export const RMB_EN = String.raw`\b(?:RMB|CNY|yuan|renminbi)\b`;
export const FOREIGN_CURRENCY_EN = String.raw`USD|HKD|EUR|JPY|GBP|AUD|CAD|CHF|KRW|SGD|THB|US\$|HK\$|(?:US|U\.S\.|Hong Kong|HK|Australian|Canadian|Singapore) dollars?|euros?|yen|pounds? sterling|sterling`;

/**
 * The corporate suffixes after a company's name (Inc., PLC, L.P.), by kind, as regular-expression alternatives in the
 * case a filing writes them: every rule and reading that looks for one takes it from here.
 */
const CORPORATE_SUFFIXES = {
  /** A US corporation's. */
  us: { abbreviated: ['Inc', 'Corp'], spelledOut: ['Incorporated', 'Corporation'] },
  /** A US bank holding company's (FIRST HORIZON BANCORP). */
  usBank: { abbreviated: [], spelledOut: ['Bancorp', 'Bancshares'] },
  /** Any company's, at home or abroad (Ford Motor Co., Altria Group, Acreage Holdings). */
  anywhere: { abbreviated: ['Co'], spelledOut: ['Company', 'Group', 'Holdings'] },
  /** A company's incorporated abroad (HSBC HOLDINGS PLC, Airbus SE, Nestlé S.A.). */
  abroad: { abbreviated: ['plc', 'Ltd', 'N\\.?V', 'S\\.?A', 'AG', 'SE'], spelledOut: ['Limited'] },
  /** A partnership's, a limited liability company's, a US national bank's (Wells Fargo Bank, N.A.). */
  partnership: { abbreviated: ['LLC', 'L\\.?P', 'N\\.?A'], spelledOut: [] },
} as const;
type SuffixKind = keyof typeof CORPORATE_SUFFIXES;
const SUFFIX_KINDS = Object.keys(CORPORATE_SUFFIXES) as SuffixKind[];

/** The suffixes of `kinds` (default: all), in both forms or in one. */
export function corporateSuffixes(kinds: readonly SuffixKind[] = SUFFIX_KINDS, form?: 'abbreviated' | 'spelledOut'): string[] {
  return kinds.flatMap((kind) => (form ? CORPORATE_SUFFIXES[kind][form] : [...CORPORATE_SUFFIXES[kind].abbreviated, ...CORPORATE_SUFFIXES[kind].spelledOut]));
}
/** Alternatives as one regular-expression group: (?:Inc|Corp). */
export const anyOf = (alternatives: readonly string[]) => `(?:${alternatives.join('|')})`;

/** A crypto asset, not a company or trust named after one (Bitcoin Depot Inc., Grayscale Bitcoin Trust). */
// Not Holdings: a company's bitcoin holdings are the asset it holds.
export const CRYPTO_EN = String.raw`\b(?:bitcoin|BTC|ether(?:eum)?|ETH|crypto(?:currenc(?:y|ies))?|solana|dogecoin|DOGE|XRP|BNB|USDT|tether)\b(?![\s-]+(?:${anyOf(corporateSuffixes().filter((suffix) => suffix !== 'Holdings'))}|Trust|Depot|Mining|Miners)\b)`;
export const CRYPTO_ZH = String.raw`比特币|以太坊|以太币|加密货币|数字货币|虚拟货币|狗狗币|瑞波币|泰达币`;

/** Assets that trade around the clock, so a day has no single price: crypto and spot gold. */
export const ROUND_THE_CLOCK_EN = String.raw`${CRYPTO_EN}|\b(?:spot gold|gold spot|XAU(?:\/USD)?)\b`;
export const ROUND_THE_CLOCK_ZH = String.raw`${CRYPTO_ZH}|现货黄金|伦敦金`;

const MONTH_EN = String.raw`(?:Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?)\.?`;
/** A full calendar date ("September 28, 2024", "14 August 2025", "2024-09-28"): a point in time, not a year to read two ways. */
export const FULL_DATE_EN = String.raw`\b${MONTH_EN}\s+\d{1,2}(?:st|nd|rd|th)?,?\s+(?:19|20)\d{2}\b|\b\d{1,2}\s+${MONTH_EN}\s+(?:19|20)\d{2}\b|\b(?:19|20)\d{2}-\d{2}-\d{2}\b`;

/**
 * After high or low: not a price's, but a ranking by a figure (the highest number of holdings, a high level of client retention),
 * a place in a ranking itself (the lowest rank, the highest ranking, the lowest position or place in it) or a compound word
 * (High-Tech in a company's name, low-cost); a high-low range stays a price's.
 */
export const NOT_A_PRICE_HIGH_EN = String.raw`(?![- ](?:number|amount|proportion|share|percentage|count|ratio|level|degree) of\b| (?:rank(?:ings?|s)?|position|place)\b|-(?!(?:low|high)\b)\w)`;
/**
 * Prices and quotes, whose answers need a number of decimals. A price's word is read from the first space before it, not
 * again from each space of a long run.
 */
export const PRICE_EN = String.raw`(?:closing|opening|share|stock|trading|latest|last|(?<!\s))\s*prices?|\bclos(?:e|ed|ing)\b|\bopening\b|\b(?:high|low)\b|\b(?:closing|opening|index|latest|last) level\b|\blevel of\b|\brate\b|\bquote\b`;
export const PRICE_ZH = String.raw`价|收盘|开盘|点位|汇率|报价`;

/** Valuation multiples: ratios, not money amounts; PE and PB as words of their own (not the end of scope or type). */
export const MULTIPLE = String.raw`\bP\/?[EBS]\b|\bPE(?:\s*ratio)?\b|price[- ](?:to[- ])?(?:earnings|book|sales)|price\/earnings|市盈率|市净率|市销率|(?<![A-Za-z])P[EB](?![A-Za-z])`;

/**
 * A stock's prices by quarter (its quarterly high and low, the price range for each quarter): the table of market prices
 * a 10-K gives by fiscal quarter, a filing's figures rather than market data dated by the calendar.
 */
export const QUARTERLY_PRICES_EN = String.raw`\bquarterly (?:(?:high|low|and|stock|share|closing|sales|market) )*(?:prices?|highs?|lows?|ranges?)\b|\bprices?(?: ranges?)? (?:for|by|in|of) (?:each|every) (?:fiscal )?quarter\b`;

/** A fiscal period's end date given ("the fiscal year ended January 28, 2024", "截至2024年1月28日"). */
export const PERIOD_END_EN = String.raw`\b(?:year|months|quarter|period|weeks) end(?:ed|ing)\b|\bending (?:in |on )?(?:Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec)|${FULL_DATE_EN}`;
export const PERIOD_END_ZH = String.raw`截至\s*(?:19|20)?\d{2,4}\s*年\s*\d{1,2}\s*月|\d{1,2}月\d{1,2}日止|\d{4}年\d{1,2}月(?:\d{1,2}日)?(?:结束|止)`;

/** Technical indicators computed from a stock's closes (瀑布线 PBX, MACD, KDJ, moving averages): levels of a price series. */
export const TECHNICAL_INDICATOR_ZH = String.raw`PBX|瀑布线|MACD|KDJ|RSI|BOLL|布林线|BIAS|乖离率|DMI|CCI|OBV|均线|移动平均线`;
/**
 * Trade statistics a country publishes both in US dollars and in RMB (China's customs totals, also of goods: 进出口商品总额,
 * 出口货物金额, 进出口数据, how much it exported: 中国对美国出口了多少, not how many tons; foreign investment used).
 */
export const TRADE_STATISTIC_ZH = String.raw`(?:进出口|进口|出口)(?:商品|货物)?(?:总额|总值|金额|额|数据)|(?:我国|中国|全国)(?:对[\u4e00-\u9fff]{1,6})?(?:出口|进口)了?(?:多少|几)(?![万亿千百]?(?:吨|桶|辆|台|件|箱|个|只|头|部|架|艘))|贸易(?:顺差|逆差|差额|总额|总值)|外贸(?:总额|总值|额|数据)|实际使用外资`;
/**
 * How a Chinese filter, screen or ratio threshold compares a figure against a threshold: exceeding, beyond, above, below,
 * at least, not above, not fewer than, short of, reaching.
 */
const COMPARISON_ZH = String.raw`超过|超出|高于|低于|大于|小于|不低于|不高于|不超过|不少于|不多于|多于|少于|不足|达到`;
export const THRESHOLD_WORD_ZH = String.raw`(?:${COMPARISON_ZH})`;
/**
 * A condition on a figure that picks records (超过100亿, 大于20%, 在200亿美元以上, 超过了一百亿): a comparison, or a band it
 * lies in, then the threshold's number, also in Chinese numerals with a scale.
 */
/** A threshold's number, in digits or in Chinese numerals with a scale (二百亿, 一千万). */
export const THRESHOLD_NUMBER_ZH = String.raw`(?:-?\d|[一二两三四五六七八九十]{1,4}[百千万亿])`;
export const SCREEN_CONDITION_ZH = String.raw`(?:超|${COMPARISON_ZH}|在)了?\s*${THRESHOLD_NUMBER_ZH}`;
/**
 * An adverb or a copula between a figure and the condition put on it (市值还高于100亿, 调整后也小于10000, 市值是大于60亿的):
 * still a condition.
 */
export const CONDITION_ADVERB_ZH = String.raw`(?:还|也|都|均|则|是)`;
/**
 * A holder's proportion of a company's shares in Chinese (持股比例, 券商持有的流通股比例, 持有的非限售股数比例, 股本比例), its number of holders (股东户数, 股东总户数, 股东总人数), and
 * the value of a holder's stake put as a threshold (持股金额在1千万以上): a register's figures, the stake valued at a record
 * date (a share count put so, 持股数量在1千万以上, is share-count-basis's; a stake's market value, 持股市值, a level's).
 */
export const SHARE_REGISTER_ZH = String.raw`持股(?:比例|占比|比重)|持有的?[^，。？?！!；;]{0,16}?股(?:份|数|本|票)?的?(?:比例|占比|比重)|股东(?:总?户数|总?人数|总数|户总数)|户均持股|流通[ABH]?股(?:本|数)?|持股金额${SCREEN_CONDITION_ZH}`;
/**
 * A company's holders asked as a list (股东有哪些, 股东是谁, 股东名单, 前十大股东): the register's, stated at its record
 * dates; not their investments or meetings (股东及投资金额, 股东大会, 大股东增持), events on their own dates.
 */
export const HOLDERS_LISTED_ZH = String.raw`(?:前?十大|主要)(?:流通)?股东(?!大会|会|增持|减持|质押|投资|出资)|股东(?:名单|名称|都?(?:有|是)(?:哪些|哪几[个位家]|谁))`;
/**
 * Money amounts a filter compares against a threshold: a loan, a deposit, a balance, a total, reserves, the money supply,
 * capital (实收资本, 注册资本, 资本金; not a capital adequacy ratio, 资本充足率), securities and investments held (有价证券及投资,
 * 对外投资; not investors or what is invested counted: 投资者, 投资数量, 投资股数).
 */
const THRESHOLD_AMOUNT_ZH = String.raw`金额|总额|余额|贷款|存款|负债|资产|收入|利润|融资|规模|储备|供应量|资本(?!充足)|有价证券|投资(?![者人户]|数量|股|笔|次|项)|M[012]`;
/**
 * A threshold on a money amount given in 万 with no unit (新增贷款金额超过15万, 总负债达到5000万): 万 is 万元 and, in macro
 * tables kept in 亿元, short for 万亿元; 15万元 keeps every record, 15万亿元 none; also in 千万 or 百万 (总资产超过1千万). Not a figure with its unit (超过15万元),
 * in 亿 (规模超过100亿: 亿元) or in full (超过100000000: 元), nor a count (超过100家) or a physical quantity (土地供应量超过100万平米,
 * 产量超过50万吨). A record picked by the amount it had then (当总资产金额有4千万的时候) is such a threshold too.
 */
const WHEN_AMOUNT_WAS_ZH = String.raw`(?:有|为|是|等于)(?=\s*\d+(?:\.\d+)?\s*[百千]?万的?(?:时候|时))`;
export const UNITLESS_THRESHOLD_ZH = String.raw`(?:${THRESHOLD_AMOUNT_ZH})[^，。？?！!；;]{0,8}?(?:${THRESHOLD_WORD_ZH}|${WHEN_AMOUNT_WAS_ZH})\s*(?<![\d.])\d+(?:\.\d+)?\s*[百千]?万(?![\d.]|\s*(?:[千万亿]|元|美元|美金|港元|港币|人民币|欧元|日元|%|％|倍|股|手|份|人|家|个|只|支|次|天|日|年|月|块|笔|户|个?百分点|基点|平方?米|平米|平方公里|亩|公顷|吨|辆|台|套|桶|千瓦|度|间))`;

/**
 * Goods named as an economy's trade (the value of imported goods, exported goods' amounts, goods imported into our country,
 * goods exported by China, merchandise imports): not goods imported from somewhere (the importer's, which may be a company's).
 */
const TRADED_GOODS_EN = String.raw`\b(?:values?|amounts?|totals?|volumes?) of (?:the )?(?:imported|exported) (?:goods|merchandise|commodities)\b|\b(?:imported|exported) (?:goods|merchandise|commodities)(?:['\u2019])? (?:values?|amounts?|totals?)\b|\b(?:goods|merchandise|commodities) (?:imported (?:in)?to|exported (?:from|by)|imported by) (?:China|the PRC|our country|the country|the nation|mainland China)\b|\b(?:goods|merchandise) (?:imports|exports)\b`;
/**
 * An economy's own imports or exports (China's exports, our country's imports, the imports of China, how much the country
 * exported; not how many tons it exported): its customs totals, whatever noun follows; not one company's exports, nor imports from China (the importer's).
 * Also the goods themselves named as traded (the amount of imported goods, goods imported into our country, goods exports):
 * the customs' totals in other words.
 */
const ECONOMY_TRADE_EN = String.raw`\b(?:China|the PRC|our country|the country|the nation|mainland China)(?:['\u2019]s)? (?:total |annual |yearly |monthly )?(?:goods |merchandise )?(?:imports|exports)\b|\b(?:imports|exports) of (?:goods (?:of|by|in) )?(?:China|the PRC|our country)\b|\bhow much (?:did|does|do) (?:China|our country|the country) (?:import|export)\b|${TRADED_GOODS_EN}`;
/**
 * China's customs totals in English (total import value, the import and export value, the total amount of import and
 * export, goods imported and exported, total exports of goods, the total value of import and export goods, import and
 * export data, the trade surplus): published in US dollars and in RMB. Not
 * an industry's trade value (the total trade value of the wholesale and retail trade industry): its sales, as stored.
 */
export const TRADE_STATISTIC_EN = String.raw`\b(?:total )?(?:(?:import|export)s? and )?(?:import|export)s? (?:values?|amounts?|totals?)\b|\btotal (?:value of )?(?:imports|exports)\b|\b(?:total )?(?:values?|amounts?) of (?:the )?(?:imports? and exports?|exports? and imports?)\b(?! (?:(?:of )?goods|data|volumes?|figures|statistics)\b)|\b(?:goods|merchandise|commodities) (?:imported and exported|exported and imported)\b|\b(?:imports? and exports?|exports? and imports?) (?:(?:of )?goods|data|volumes?|figures|statistics)\b|\btrade (?:surplus|deficit|balance)\b|\b(?:foreign|total) trade (?:values?|volumes?|totals?|amounts?|data)\b(?! of (?:[\w'\u2019-]+ ){0,6}?(?:industry|industries|sectors?)\b)|\btotal (?:value of )?foreign trade\b|${ECONOMY_TRADE_EN}`;
/**
 * A period named in English (2023, FY24, Q2, a quarter, the latest, annual), or every period asked (the statistical
 * periods, since records have been kept or began: each year's figure from the first).
 */
export const PERIOD_NAMED_EN = String.raw`\bsince (?:the )?(?:(?:start|beginning) of )?(?:records?|record[- ]keeping|statistics)\b|\b(?:19|20)\d{2}\b|\bFY\s?'?\d{2}|\bF\d{2}\b|\bQ[1-4]\b|\bquarter|\b(?:half|year|month|week|annual|TTM|trailing|latest|last|recent|current|yesterday|today|periods?)\b`;
/**
 * How China's imports or exports grew (import year-on-year growth, the growth of exports, the growth and decline data of
 * its imports, 出口同比增长): the customs' growth differs in US-dollar and in RMB terms, as their totals do.
 */
export const TRADE_GROWTH_EN = String.raw`\b(?:imports?|exports?)\b[^.?!,;]{0,25}?\b(?:year-on-year|year-over-year|YoY|growth)\b|\bgrowth(?: rates?)?(?: and (?:decline|decrease|shrinkage|contraction|fall|drop)s?)?(?: (?:data|figures|rates?))? (?:of|in) (?:[\w'\u2019]+ ){0,2}?(?:imports|exports)\b`;
export const TRADE_GROWTH_ZH = String.raw`(?:进出口|进口|出口)(?:商品|货物)?(?:总额|总值|金额|额)?的?(?:同比|增速|增长率|增幅)`;
/**
 * Money amounts a filter compares against a threshold in English: a balance, assets, a total, revenue, expenditure, reserves,
 * M2. Not share capital, a count of shares (股本, total share capital exceeding 100 million).
 */
const THRESHOLD_AMOUNT_EN = String.raw`assets|liabilities|amounts?|balances?|totals?(?! share capital)|revenues?|income|profits?|loans?|deposits?|debts?|sales|expenses|expenditures?|(?<!\bshare )capital|financing|investments?|(?:import|export) values?|reserves|(?:bond )?issuances?|bonds issued|money supply|M[012]`;
/**
 * A threshold on a money amount given in a scale with no currency (net assets exceeding 5 million), or in digits with
 * none (incremental amounts exceeding 150,000): 5 million yuan keeps every record of a table kept in 亿元, 5 million 亿元
 * none. Not one with its currency ($5 million, 5 million yuan, 300,000 million yuan) nor a count.
 */
export const UNITLESS_THRESHOLD_EN = String.raw`\b(?:${THRESHOLD_AMOUNT_EN})\b[^.?!;]{0,40}?\b${THRESHOLD_WORD_EN}\s+(?:\d+(?:\.\d+)?\s*(?:thousand|million|billion|trillion)\b|\d{1,3}(?:,\d{3})+(?![\d,]))(?!\s*(?:(?:thousand|million|billion|trillion)\s+)?(?:yuan|RMB|CNY|renminbi|(?:U\.S\.|US|HK|Hong Kong) dollars?|dollars?|USD|US\$|HKD|euros?|EUR|yen|JPY|pounds?|GBP|shares|lots|people|persons|households|units|tons|tonnes|barrels|customers|users|employees|visitors|square|hectares)\b)`;
/** Records a filter keeps by a figure's value (negative growth, assets exceeding 5 million): which pass depends on the figures. */
export const VALUE_FILTER_EN = String.raw`\b(?:negative|positive)\b|\b${THRESHOLD_WORD_EN}\s+(?:US\$|HK\$|\$|RMB\s?|CNY\s?)?-?\d`;
/**
 * A company's competitors asked as a set of listed companies (the listed companies that compete with X, how many rivals it
 * has, its competitors in the A-share market, 与X竞争的公司有哪些, X的竞争对手有哪些上市公司, 竞争对手有几家): the companies of its
 * industry, which each classification draws differently. Not its competitors named or described (What are Apple's main
 * competitors?, X的竞争对手有哪些, 竞争对手有哪些优势, 与X竞争的公司战略有哪些不同): a matter of judgement, no classification's.
 */
export const COMPETITORS_ASKED_EN = String.raw`\b(?:compan(?:y|ies)|stocks?|firms?|enterprises?)\b[^.?!]{0,20}?\b(?:that |which |who )?compet(?:e|es|ing) (?:with|against)\b|\b(?:how many|number of)\b[^.?!]{0,30}?\b(?:competitors|rivals)\b|\b(?:competitors|rivals)\b[^.?!]{0,30}?\b(?:listed|A-shares?|stock market|exchange)\b`;
export const COMPETITORS_ASKED_ZH = String.raw`竞争对手[^，。？?！!]{0,4}?(?:多少家|几家|(?:哪些|哪几家)(?:上市)?(?:公司|企业|股票|个股))|与[^，。？?！!]{1,10}?(?:竞争|存在竞争关系)的(?:上市)?(?:公司|企业|股票)(?=(?:都|一共|共)?有?(?:哪些|多少|几)(?![\u4e00-\u9fff]{0,4}?(?:不同|区别|差异|优势|劣势|战略|特点)))`;
/** Cash paid out to shareholders, by the distribution's name or by what was paid (实派金额, 派发现金; not 派发股票股利, shares). */
const CASH_DISTRIBUTED_ZH = String.raw`(?:派现|派息|现金分红|分红|实派|派发(?=现金|红利|股息))`;
/**
 * A threshold on a cash distribution with no base (派现金额超过5块, 实派金额不足5块): per share or per ten shares (10派5元 is
 * 0.5 per share) keep different records. Not one with its base (每股派现超过0.5元), nor a total in a scale (分红总额超过1亿)
 * or a percent.
 */
export const CASH_DISTRIBUTION_THRESHOLD_ZH = String.raw`${CASH_DISTRIBUTED_ZH}(?<!每(?:\s*\d+|十)?\s*股${CASH_DISTRIBUTED_ZH})(?:现金)?(?:金额|额)?[^，。？?！!；;]{0,6}?${THRESHOLD_WORD_ZH}\s*(?<![\d.])\d+(?:\.\d+)?\s*(?:块|元)?(?![\d.]|\s*(?:[千万亿]|%|％|个?百分点|倍|次|笔|年))`;
/** The same in English (cash dividends over 5 yuan): not one with its base (dividends per share above 0.5, over 5 yuan per 10 shares). */
export const CASH_DISTRIBUTION_THRESHOLD_EN = String.raw`(?<!\bper share (?:cash )?)\b(?:cash )?(?:dividends?|distributions?|payouts?)\b(?: amounts?)?(?! per\b)[^.?!;]{0,10}?\b${THRESHOLD_WORD_EN}\s+(?:RMB\s?|CNY\s?|\$)?\d+(?:\.\d+)?(?![\d.]|\s*(?:(?:yuan|RMB|dollars?)\s*)?(?:%|percent|per\b|a share|each|thousand|million|billion|times))`;
/**
 * How much a figure rose or fell, asked with nothing after 多少 (进出口额环比增长了多少？): the increase in money (亿元) or the
 * growth in percent. Not a rate's, share's or percentage's change, which rate-change-unit reads.
 */
export const BARE_CHANGE_ZH = String.raw`(?<!(?:率|比例|占比|比重|百分比)[^，。？?！!；;]{0,10})(?:增长|增加|下降|减少|上升|提高|降低)了?(?:多少|几)[\s？?。]*$`;
/**
 * How much of a whole a part makes up (loans make up how much of the total lending, represent or constitute how much of
 * the portfolio; how much of the company's total exposure, of the net revenue): answered as a sum or as a share of the whole, of a named company or of a given filing alike.
 */
export const PART_OF_WHOLE_EN = String.raw`\b(?:(?:make|makes|made|making) up|represent(?:s|ed|ing)?|account(?:s|ed|ing)? for|constitut(?:e|es|ed|ing)|compris(?:e|es|ed|ing)) how much of\b|\bhow much of (?:the |its |their |[\w'\u2019-]+ ){0,2}(?:total|net|consolidated|overall|aggregate|entire|whole)\b`;
/**
 * A mainland fund's report line (net income after deducting the fair value changes: 本期利润扣除本期公允价值变动损益后的净额,
 * its realised income): a line the fund reporting template names, stated in the fund's RMB accounts.
 */
export const FUND_REPORT_LINE_EN = String.raw`\b(?:net income|profit|income) after deducting (?:the )?(?:(?:changes in|gains (?:or|and) losses from) fair value|fair value (?:changes|gains (?:or|and) losses))\b`;
/**
 * A holding bought and later sold (invested in … in 2008 and sold in 2011, the investment was made at the end of 2005 and
 * sold, the investment made on October 2013 was sold two years later, an investment in Apple made in 2012 and sold, 5000
 * dollars put into the S&P 500 and sold): a trade in the market. Only an investment is "was
 * sold" (what was bought in 2022 and is sold abroad, the merchandise purchased that was sold: goods).
 */
export const HOLDING_TRADE_EN = String.raw`\b(?:(?:invested (?:in|into)|investment (?:in (?:[\w&'\u2019-]+ ){1,3}?)?(?:(?:was|is) )?made|put (?:\$ ?)?\d[\d,]*(?:\.\d+)? (?:dollars )?into)\b[^.?!]{0,60}?\b(?:and|was|is|were|are)|(?:bought|purchased)\b[^.?!]{0,60}?\band) (?:then |later )?sold\b`;
/**
 * Such a holding of an investor's, put as a condition or told of a person (the return if $ 100 are invested in …, the roi if
 * the investment made … was sold, a trader who bought … and sold) or by its sum (a $1,000 investment … made and sold): dated by the calendar, no filing's period; not a
 * company's own investment sold (Costco's gain on the investment made in 2019 that was sold in 2022), its filing's line.
 */
export const HOLDING_SOLD_EN = String.raw`(?:\b(?:if|had|you|I|he|she|investors?|traders?|someone)\b|\ban? (?:\$ ?)?\d[\d,]*(?:\.\d+)?(?: dollars?)?(?= ))[^.?!]{0,40}?${HOLDING_TRADE_EN}`;
/** A sum's being invested (20000 dollars were invested): what names its currency names the sum's, not a return's. */
export const SUM_INVESTED_EN = String.raw`(?:(?:are|is|was|were|be|been) )?invested\b`;
/** What follows an investor's sum (20000 dollars were invested, a $1,000 investment, $50,000 of its stock, put 5000 dollars into): its currency is the sum's, not a return's. */
export const SUM_PUT_IN_EN = String.raw`(?:${SUM_INVESTED_EN}|investment\b|into\b|(?:worth )?of\b)`;
/** The return on such a holding however worded (what would my return be? What was the total return?), after it or before it. */
export const RETURN_ON_HOLDING_EN = String.raw`\breturns?\b(?! on (?:investment|equity|assets|capital)\b)(?:(?<=${HOLDING_SOLD_EN}[^?]{0,120}?\breturns?)|(?=[^?]{0,120}?${HOLDING_SOLD_EN}))`;
/**
 * A share or rate a Chinese question asks, written 12.34 as a percent or 0.1234 as a fraction: a share (占比), a ratio
 * (资产负债率), a volatility, a return, a margin (毛利率), a growth (增长率, 增速) or a move (涨跌幅), a dividend yield, a drawdown (最大回撤).
 */
export const SHARE_RATE_ZH = String.raw`占比|比例|比重|换手率|负债率|波动率|收益率|毛利率|净利率|利润率|增长率|增速|涨跌幅|涨幅|跌幅|回报率|股息率|回撤`;
/** Decimals asked however written: to three decimals, 3 dp, to the nearest thousandth, rounded to three places, significant figures. */
export const DECIMALS_ASKED_EN = String.raw`(?:\bdecimals?\b|\bd\.?p\.?(?![a-z])|\bnearest (?:tenth|hundredth|thousandth)\b|\bto (?:one|two|three|four|\d) places\b|\bsignificant (?:figures|digits)\b)`;
/**
 * The return on a sum invested (the total return if 100000 are invested in …, the return on the investment): the gain in
 * money or its percentage of the sum, unless the unit is named. Not a return on investment (ROI) so asked, the ratio's
 * own name with no article: a rate by its name, no gain in money.
 */
export const RETURN_ON_SUM_INVESTED_EN = String.raw`\breturns?\b(?! on investment\b)[^.?!]{0,40}?\b\d[\d,]*(?:\.\d+)? (?:dollars )?${SUM_INVESTED_EN}`;
/**
 * A distribution's bonus shares (送股) or shares transferred from reserves (转增, a transfer of equity), whose ratio is given
 * per share or per ten shares (10送5 is 0.5 per share); its ratio also worded as the proportion of bonus shares.
 */
export const BONUS_SHARE_EN = String.raw`\b(?:bonus (?:shares?|issues?)|(?:share|stock) bonus(?:es)?|stock dividends?|transfer of equity|rights issues?|capital reserves? (?:conversion|transfer|capitalization))`;
/**
 * Also a bonus share ratio worded by the reserve it comes from (the capital reserve conversion ratio, the transfer ratio
 * of its capital reserve to share capital), a rights issue ratio (配股比例, 10配3), a bonus ratio so named, and a dividend
 * or distribution ratio named bare (派现比例, 分红比例: per share, per ten shares or a payout percent; a payout ratio is named): per share
 * or per ten shares too. Not an executive's or employee's bonus ratio (to salary, of the CEO's pay): compensation.
 */
export const BONUS_SHARE_RATIO_EN = String.raw`(?:${BONUS_SHARE_EN} ratios?\b|\b(?:cash )?(?:dividend|distribution) ratios?\b|\b(?:ratio|proportion) of ${BONUS_SHARE_EN}s?\b|\b(?:conversion|transfer) ratios? of (?:[\w'\u2019-]+ ){0,4}?capital reserves?\b|(?<!\b(?:employee|performance|cash|annual|sales|signing|staff|executive) )\bbonus ratios?\b(?![^.?!]{0,30}\b(?:executives?|CEO|officers?|employees?|staff|salar(?:y|ies)|compensation|pay)\b))`;
/**
 * The same ratio in Chinese (送股比例, 转增比例, 送转比例, 转增股本的比例, 配股比例, also as a share: 送股比重, 送股占比): per share
 * or per ten shares (10送5, 10配3).
 */
export const BONUS_SHARE_RATIO_ZH = String.raw`(?:送红?股|转增(?:股本?)?|送转(?:股本?)?|配股)的?(?:比例|比率|比重|占比)`;
/** A textbook's made-up economy, named on "econ-" (Econland, Economica, Econia): a worked problem's subject, its data given. */
export const PLACEHOLDER_ECONOMY_EN = String.raw`\bEcon[a-z]{0,6}?(?:land|ia|ica|ville|topia)\b`;
/**
 * The national accounts' three sectors, one or listed (the first, second, and third industries; the primary industry,
 * secondary industry, and tertiary industry).
 */
export const THREE_SECTORS_EN = String.raw`(?:primary|secondary|tertiary|first|second|third)(?: industry)?(?:,? (?:and )?(?:the )?(?:primary|secondary|tertiary|first|second|third)(?: industry)?)* (?:industry|industries|sectors?)`;
/**
 * The output of the national accounts' three sectors, however rendered (the total production values of the primary,
 * secondary, and tertiary industries, output of the tertiary industry, the primary industry's production value):
 * 第一、二、三产业生产总值, a region's GDP by sector.
 */
export const SECTOR_OUTPUT_EN = String.raw`\b(?:(?:total|gross) )?(?:output|production)(?: (?:amounts?|figures?|values?|data|totals?))? (?:of|for) (?:the )?${THREE_SECTORS_EN}\b|\b(?:primary|secondary|tertiary) (?:industry|sector)(?:['\u2019]s)? (?:(?:total|gross) )?(?:output|production)(?: values?)?\b`;
/** Retail sales of consumer goods (社会消费品零售总额) worded by their data (the retail data for social consumer goods, the retail value of consumer goods). */
export const RETAIL_DATA_OF_GOODS_EN = String.raw`retail (?:data|values?|amounts?|figures?) (?:of|for|on) (?:social )?consumer goods`;
/** Output statistics revised after release in English: industrial or a sector's value added (工业增加值, 第三产业增加值). */
export const VALUE_ADDED_EN = String.raw`\b(?:industrial|industry|agricultural|construction|services?|(?:primary|secondary|tertiary) (?:industry|sector)) (?:added value|value added)\b(?! tax)`;
/**
 * A threshold a filter puts on a rate, share, growth or return with a bare number above 0 and below 10, with no unit
 * (同比超过0.5, 持股比例超过0.5, 比例达到了0.5, a dividend yield 股息率高于1, a growth rate greater than 1, an annualized
 * alpha exceeding 0.2: an alpha is an excess return; a fund's performance over 0.7: its return): a percent (1%) or a fraction (1 = 100%), which keep different
 * records. Not zero, the same either way; not a number with its unit (%, points, times, 倍, 元, per share, a scale such as 亿 or billion); not a multiple's level
 * (市净率低于1, a current ratio above 1), whose level is a bare number, nor a per-share amount (每股收益超过0.5, 每股的收益超过
 * 1.4), nor a percent written in words (百分之5). A negative one only from -1 up (-0.5: -0.5% or -50%; -1: -1% or a fall
 * of 100%): below it a fraction would be a fall of more than 100% (跌幅大于-5), so only a percent makes sense. A full stop
 * after the number ends the sentence (at least 0.2.): no decimals follow. A count of days, weeks or points (increases
 * over 5 consecutive years, 上涨超过3周) is a duration or a level's move, no ratio (but 0.5 week on week is a rise's basis).
 */
const BARE_RATIO_NUMBER = String.raw`\s*(?:-(?=0?\.\d|1(?![\d.])))?(?<![\d.]|百分之\s?)(?!0?(?:\.0+)?(?!\.?\d))(?:\d(?:\.\d+)?|\.\d+)(?!\.?\d|\s*(?:%|％|个?百分点|倍|成|折|元|美元|港元|港币|万|亿|股|手|份|人|家|个|只|天|日|周|季|年|月|次|基点|percent\b|per ?cent\b|percentage\b|pp\b|bps\b|basis\b|times\b|x\b|fold\b|shares\b|per\b|yuan\b|dollars\b|points?\b|(?:thousand|million|billion|trillion)\b|(?:(?:straight|consecutive|trading) )?(?:days?|weeks?|months?|quarters?|years?|sessions?)\b(?![- ]on[- ])|(?:straight|consecutive)\b))`;
/**
 * A threshold on a number of shares given in money (单次回购股份数量达到1亿元, the number of shares repurchased exceeding 100
 * million yuan): a count of shares (1亿股) or their value (1亿元) keep different companies. Not the value so named
 * (回购金额达到1亿元), nor a count with its unit (数量超过1亿股).
 */
export const SHARE_COUNT_MONEY_THRESHOLD_ZH = String.raw`(?:股份|股票|回购|增持|减持|持股|质押|解禁|流通股|股)的?(?:数量|股数)[^，。？?！!；;]{0,6}?(?:${COMPARISON_ZH})了?\s*\d+(?:\.\d+)?\s*[千万亿]*\s*(?:元|美元|港元)`;
export const SHARE_COUNT_MONEY_THRESHOLD_EN = String.raw`\bnumber of (?:[\w-]+ ){0,2}?shares\b[^.?!;]{0,30}?\b${THRESHOLD_WORD_EN}\s+(?:(?:RMB|CNY|HK\$|US\$|\$)\s?\d|\d[\d,]*(?:\.\d+)?\s*(?:(?:thousand|million|billion)\s*)?(?:yuan|dollars|RMB|USD|HKD)\b)`;
/**
 * A fund's measure in units of return, unlike a Sharpe or Sortino ratio (a return over a return's spread, a plain number): a
 * Treynor ratio is an excess return per unit of beta, a tracking error a spread of returns, an alpha an excess return
 * (特雷诺比率, 跟踪误差, 阿尔法系数, 詹森指数), so a bare 0.1 of it is 10% or 0.1%.
 */
const RETURN_UNIT_MEASURE_EN = String.raw`Treynor(?: (?:ratios?|measures?|index))?|tracking errors?`;
const RETURN_UNIT_MEASURE_ZH = String.raw`特雷诺(?:比?率|指数|指标)?|跟踪误差|阿尔法(?:系数)?|詹森(?:指数|阿尔法)?`;
/**
 * How far a figure rose or fell, by a verb and a magnitude (rose more than 2, gained more than 0.3, 上涨超过2): not a level
 * crossed (fell below 5, rose above 3: a price's level, no rate).
 */
const MOVED_BY_EN = String.raw`\b(?:increased|rises|rose|grew|gained|fell|dropped|declined)\b[^.?!;]{0,30}?\b(?:by )?(?:(?:more|less|fewer) than|over|at (?:least|most)|in excess of|upwards of)`;
const MOVED_BY_ZH = String.raw`(?:上涨|下跌|上升|下降)(?:幅度)?了?(?:${COMPARISON_ZH})了?`;
/**
 * A holder's stake written as its state (出让后持股状况, 持股情况) or bare before its condition (持股超过0.5): a proportion of the
 * shares, as 持股比例 is; not a holding per account (户均持股), a count of shares.
 */
const STAKE_ZH = String.raw`持股(?:状况|情况)|(?<!户均)持股(?=${COMPARISON_ZH})`;
/**
 * A rate asked in one clause and a bound on it for another period given in the next, the rate left out (航班正常率是多少，
 * 我只知道1月的是已高于0.8: January's, the same rate): the bare number is that rate's threshold.
 */
const RATE_BACK_REFERRED_ZH = String.raw`(?<![盈净销现转比倍汇积])率[^。？?！!；;，,]{0,12}?[，,][^，。？?！!；;]{0,10}?的(?:是|为)?(?:已经?)?(?:${COMPARISON_ZH})了?${BARE_RATIO_NUMBER}`;
/**
 * Also as a band the figure lies in (日成交环比和日成交都在3以上, 涨幅0.5以上): the same bare number, 3% or 300%; and a growth named by
 * 增长 alone (销量增长超过2): how much it grew, 2% or 200%; and a contribution (利润贡献超过1, 收入贡献度大于0.5): a share of the
 * whole, 1% or 100%, or an amount. A threshold is the nearest rate's, not one reached across another rate (溢价率为负并且市销率不足3:
 * the multiple's, left out as a multiple), nor a plot ratio's (容积率小于2: floor area over site area, a multiple).
 */
export const RATIO_THRESHOLD_ZH = String.raw`${MOVED_BY_ZH}${BARE_RATIO_NUMBER}|(?:同比|环比|增速|增长率?|增幅|涨跌幅|涨幅|跌幅|比例|占比|比重|贡献|${STAKE_ZH}|收益率?|回报率?|股息率|盈利|回撤|利润率|毛利率|净利率|ROE|ROA|ROIC|${RETURN_UNIT_MEASURE_ZH}|(?<![盈净销现转比倍汇积])率)(?<!每股的?(?:收益率?|盈利))[^，。？?！!；;、率]{0,8}?(?:(?:${COMPARISON_ZH})了?${BARE_RATIO_NUMBER}|[在为]?${BARE_RATIO_NUMBER}(?:以上|以下|之上|之下))|${RATE_BACK_REFERRED_ZH}`;
/**
 * Ratios stated in percent (a shareholding, pledge or payout ratio, a bank's NPL or capital adequacy ratio; ownership or a
 * stake written bare, as a holder's 持股比例: the ownership status before transfer), unlike a
 * multiple's level (a current or P/B ratio), and a stock's turnover rate (换手率), not an asset's turnover (a multiple).
 */
const PERCENT_RATIO_EN = String.raw`ownership(?! ratio)|(?:equity )?stakes?|(?:(?:share)?holding|ownership|pledge[d]?|(?:dividend )?payout|non-performing loans?|NPL|capital adequacy|loan-to-deposit|debt-to-assets?|asset-liability|liability-to-asset) ratios?|(?<!\b(?:inventory|receivables?|assets?|payables?|capital) )turnover rates?`;
/** A rise or fall named in English (an increase above 0.5, year-on-year over 0.5, week on week): 同比, 环比 and 增长 in Chinese. */
const RISE_EN = String.raw`increases?|year-on-year|year-over-year|YoY|(?:week|month|quarter)[- ]on[- ](?:week|month|quarter)`;
/**
 * Also a contribution, as 贡献 in Chinese (income contributing more than 1, a profit contribution above 0.5): a share of the
 * whole; not one whose threshold is written with thousands separators (contributed more than 1,000,000 in capital), an amount.
 */
export const RATIO_THRESHOLD_EN = String.raw`\b(?:growth(?: rates?)?|rates? of (?:growth|return|change)|proportions?|percentage|(?<!\bper )share(?! prices?\b)|returns?|returned|yields?|yielded|gains?|margins?|drawdown|alphas?|performance|contribut(?:ions?|e|es|ed|ing)(?![^.?!;]{0,60}?\d,\d{3})|ROE|ROA|ROIC|${RETURN_UNIT_MEASURE_EN}|${PERCENT_RATIO_EN}|${RISE_EN})\b(?:[^.?!;]{0,30}?|(?:(?!\b(?:prices?|ratios?|multiples?|P\/?[EBS]|EPS|per share)\b)[^.?!;]){31,60}?)\b${THRESHOLD_WORD_EN}${BARE_RATIO_NUMBER}|${MOVED_BY_EN}${BARE_RATIO_NUMBER}`;
