/**
 * How far back a price question reaches. A price level over a window of a month or more, or on a day years back, has
 * been through splits and dividends since, so its adjusted and unadjusted series differ; a day or a few days of the
 * recent past read as traded (the corpus line: 最近一个月的最高价 is ambiguous, 近一周 and 上周三 are not).
 */
import { MONTH_NAME_EN, PERIODIC_QUOTES_ZH, SHARE_PRICE_ITEM_ZH } from './vocabulary';

/** A count of months or years in figures or words (3 months, the past two years). */
const COUNT_EN = String.raw`(?:\d+|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|several|few)`;
/** A day years back counted from now (五年前, two years ago, a decade ago; not 2019年前三季度, a year's first quarters): its price has been through splits and dividends since. */
const YEARS_AGO = String.raw`(?:[一两二三四五六七八九十]|(?<!\d)\d{1,2})年前(?![一二三四1-4]季度|[一二三四五六七八九十\d]+个?月)|\b(?:${COUNT_EN}|a) (?:years?|decades?) ago\b`;
/**
 * A window of a month or more, named in words, or years joined without 年 (2019到2021), or a table of monthly or weekly
 * prices (月行情数据, 每月收盘价; not 3月收盘价 or 上月收盘价, one month's). A count of years in digits is read
 * from its first digit, not again from each digit of a long run.
 */
const LONG_WINDOW = new RegExp(
  String.raw`(?:近|最近|过去|前)(?:一|两|二|三|六|半|\d+)(?:个)?(?:月|年)|(?:一|两|三|五|十|半|(?<!\d)\d+)年(?:来|内|以来)|年内|今年以来|今年的|年初(?:以来|至今)|上市以来|历史|(?:月度|季度|年度|阶段性?)(?:新高|新低)|(?:上个?月|去年|今年|本年度?)(?:以来|内|全年|期间|中)?的?(?=最高|最低|收盘|开盘|股价|价格|均价)|${PERIODIC_QUOTES_ZH}|${YEARS_AGO}|\b(?:every|each) (?:month|week|quarter|year)\b|\ball-time\b|\b52-week\b|\bsince (?:its )?(?:IPO|listing|inception)\b|\b(?:past|last|previous|prior) (?:month|year|quarter|${COUNT_EN} (?:months|years))\b|\bhistor|\b(?:year|month|quarter)[- ]to[- ]date\b|\bYTD\b|(?<![\d-])(?:19|20)\d{2}\s*(?:到|至)\s*(?:19|20)\d{2}(?!\d|-\d)`,
  'i',
);
/** A year, half or quarter, or a month with no day: the span is itself the window ("2021年的最低价", "in March 2020", "in the fourth quarter of 2019"). */
const SPAN =
  /(?:19|20)\d{2}\s*年(?:度|\s*第?[一二三四1-4]季度|\s*[上下]半年|\s*\d{1,2}\s*月(?:份|中|内)?(?!\s*\d{1,2}\s*[日号])|(?!\s*\d{1,2}\s*月))|(?<![\d/-])(?:19|20)\d{2}\s*(?:Q[1-4]|H[12])|\b(?:in|during|for|throughout|over|(?:days|sessions|weeks) of)\s+(?:(?:the )?(?:fiscal )?(?:year )?(?:19|20)\d{2}\b(?![-/]\d)|(?:the month of )?MONTH,?\s+(?:of\s+)?(?:19|20)\d{2}\b|(?:the )?(?:first|second|third|fourth|[1-4](?:st|nd|rd|th)) quarter of (?:19|20)\d{2}\b)/i;
const SPAN_RE = new RegExp(SPAN.source.replace('MONTH', MONTH_NAME_EN), 'i');
/**
 * A table of monthly or weekly prices (monthly closing prices, the monthly stock market data, monthly-frequency closes), or how its price moved
 * month by month (the monthly changes in the stock price, its monthly stock price trends): prices over many months.
 */
const PERIODIC_SERIES_EN = String.raw`\b(?:monthly|weekly)(?:[- ]frequency)? (?:closing |opening |stock |share |market |trading |price )*(?:prices|closes|data|series|tables?|records|quotes)\b|(?<!\baverage )\b(?:monthly|weekly) (?:(?:changes?|movements?|moves|trends?) (?:in|of) (?:the |its |their |[\w.-]+['\u2019]s )?(?:closing |stock |share )?prices?|(?:closing |stock |share )?price (?:changes|movements|moves|trends?))\b|\b(?:month|week) by (?:month|week)\b`;
/**
 * A window named in English by the year it opens (since 2020, from 2018 to the present: a window open up to now), or a
 * periodic series of prices.
 */
const LONG_WINDOW_EN = new RegExp(
  String.raw`\b(?:since (?:the (?:start|beginning) of )?(?:19|20)\d{2}|from (?:the (?:start|beginning) of )?(?:19|20)\d{2} (?:to|until|till|through|up to) (?:the present(?: day)?|present|now|today|date))\b|${PERIODIC_SERIES_EN}`,
  'i',
);
/**
 * A window named by its days or months, with or without a year (between August 1 and August 15, from March to June, in
 * May): a periodic series inside it is that window's.
 */
const DAYS_WINDOW_EN = String.raw`\b(?:${MONTH_NAME_EN}\s+\d{1,2}(?:st|nd|rd|th)?\b|\d{1,2}(?:st|nd|rd|th)?\s+${MONTH_NAME_EN}|(?:between|from|in|during|through|until|to) (?:the (?:month of )?)?${MONTH_NAME_EN})`;
/**
 * A company's prices as a series in English other than monthly or weekly: daily or at each period's end (the daily
 * closing prices, month-end closes, the closing price at the end of each quarter), or how they moved (the changes in its
 * closing price, the movements of the share price); not the price of a good (of a Big Mac, of Apple's iPhones).
 */
const SERIES_EN = String.raw`\b(?:daily|day-by-day|month-end|quarter-end|year-end|end-of-(?:month|quarter|year))(?:[- ]frequency)? (?:closing |opening |stock |share |market |trading |price )*(?:prices|closes|data|series|quotes)\b|\b(?:changes|movements|moves|fluctuations) (?:in|of) (?:the |its |their |(?:[\w.-]+ ){0,2}[\w.-]+['\u2019]s )?(?:closing |opening |stock |share )?prices?\b(?! (?:of|for) (?:an? |(?:[\w.-]+ ){0,2}[\w.-]+['\u2019]s (?!(?:common |closing |opening )?(?:stocks?|shares?)\b)))|\b(?:closing|opening|stock|share) prices? (?:at|on) the end of (?:each|every) (?:month|quarter|year)\b`;
/**
 * A periodic series of prices with no window named (its monthly closes, the monthly stock price trends): over its whole
 * history; not the weekly closes between two days named (August 1 to August 15), a window of its own.
 */
const WHOLE_SERIES_EN = new RegExp(
  String.raw`^(?![\s\S]*(?:(?:19|20)\d{2}|\b(?:past|last|previous|recent|this|next|since|within|today|yesterday)\b|${DAYS_WINDOW_EN}))[\s\S]*(?:${PERIODIC_SERIES_EN}|${SERIES_EN})`,
  'i',
);
/**
 * A company's prices as a series with no window named: daily (每天的股价, 每个交易日的收盘价, 逐日收盘价, 日频收盘价, 日度行情), at
 * each period's end (每个月底的收盘价, 每月末, 每季度末, 每年年底), or how they moved (收盘价变动情况, 股价的变化记录, 涨跌明细):
 * its whole history, as a periodic series with no window is in English; a window named (近3年, 2023年, 本周, 上个月, 5日,
 * 上市以来, 今天) is the series' own; a code (000823每天的收盘价) names none.
 */
const WHOLE_SERIES_ZH = new RegExp(
  String.raw`^(?![\s\S]*(?:\d\s*(?:个|[年月日号天周])|(?<![后每第])[一两二三四五六七八九十半]\s*(?:个|年|周|星期)|近|过去|以来|至今|[今昨去前本上下这当](?:一?个)?[天日年月周季]|期间|区间|之间))[\s\S]*(?:(?:每一?个?(?:交易日|天|日)|逐日|日[频度]|每一?个?(?:月|季度?|年|周|星期)(?:份|度)?的?(?:最后一个交易日|(?:月|季度?|年|周)?[底末])|各(?:月|季度?|年)[底末])的?${SHARE_PRICE_ITEM_ZH}|${SHARE_PRICE_ITEM_ZH}的?(?:变动|变化|涨跌)(?:情况|记录|明细|数据|历史))`,
);
/**
 * A window named in English by two years as its ends (from 2015 to 2020, between 2015 and 2020, 2015 through 2020).
 * Filings' questions use the same words for their own tables' prices (oil's realized price from 2011 to 2013), so a
 * reading counts it for a named company's shares only.
 */
const YEARS_AS_ENDS_EN =
  /\b(?:(?:from|between) (?:(?:the )?(?:start|beginning|end) of )?)?(?:19|20)\d{2} (?:to|and|through|until|till) (?:(?:the )?(?:start|beginning|end) of )?(?:19|20)\d{2}\b/i;
export const yearsAsEnds = (question: string) => YEARS_AS_ENDS_EN.test(question);
/** Buying or selling at a named day's price: a trade executes at that day's actual price. */
const TRADE = /买入|卖出|购入|买进|卖掉|\b(?:bought|sold|buy|sell|purchased?)\b/i;
/** The question's "today", its whole date: its year dates what follows, and it is not itself a date a price is asked for. */
const TODAY = /(?:今天|今日|现在|当前)(?:是|为)\s*((?:19|20)\d{2})(?:\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?)?|\btoday is\b[^.?!]{0,20}?((?:19|20)\d{2})/i;
const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];
const DATE_ZH = /(?:((?:19|20)\d{2})\s*年\s*)?(\d{1,2})\s*月\s*(\d{1,2})\s*[日号]/g;
/** A year's last day named by its year (at the end of 2015, year-end 2015). */
const YEAR_END_EN = /\b(?:(?:the )?end of|year-end) ((?:19|20)\d{2})\b/gi;
const DATE_EN = new RegExp(String.raw`\b(${MONTH_NAME_EN})\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+((?:19|20)\d{2})\b|\b(\d{1,2})\s+(${MONTH_NAME_EN})\s+((?:19|20)\d{2})\b|\b((?:19|20)\d{2})-(\d{2})-(\d{2})\b`, 'gi');
/** Dates joined as the ends of one window (至, 以来, from … to, since), not two days each with its own price (和, and). */
const RANGE = /至|到|期间|区间|之间|以来|起|开始|截止|自|[~～—–-]|\bfrom\b|\bbetween\b|\bthrough\b|\buntil\b|\bsince\b|\bonward\b|\bover\b|\bas of\b/i;
/** Words that join two days each asked with its own price. */
const POINTS = /和|与|及|、|分别|\band\b|\brespectively\b/i;
/** The month so far ("本月", "this month"): a month-long window once the question's today is late in the month. */
const THIS_MONTH = /(?:本月|这个月)(?!\s*的?\s*(?:\d|[一二三四五六七八九十]+[日号]|第|首|最后|末|初|前))|(?<!\b(?:first|last) (?:trading )?day of )\bthis month\b/i;
/**
 * A holiday or the year's start a window opens at (国庆节后, 开年后, 去年春节以来): its month and day (the Spring
 * Festival's, the Dragon Boat's and Mid-Autumn's, which move with the lunar calendar, at a middle date). A price level
 * first crossed after it is searched for up to the question's today; a day or a few days after it (节后第一个交易日,
 * 5个交易日内) or a first rise are not a level's window.
 */
const ANCHOR =
  /(去年|今年)?(开年|年初|元旦|新年|春节|五一|劳动节|端午|中秋|国庆)节?(?:假期|长假)?(?:后|之后|以来|至今)(?!的?(?:第?[一二两三四五六七八九十\d]+|首)个?(?:交易日|天|日))/;
const ANCHOR_DAYS: Record<string, [number, number]> = {
  开年: [0, 1], 年初: [0, 1], 元旦: [0, 1], 新年: [0, 1], 春节: [1, 5], 五一: [4, 1], 劳动节: [4, 1], 端午: [5, 10], 中秋: [8, 20], 国庆: [9, 1],
};
/** A price level crossed: 首次跌破23元, 回落到6.6元以下, 站上200元. */
const CROSSING = /(?:跌破|突破|站上|站稳|回落到|回落至|跌至|跌到|涨到|涨至|升至|低于|高于)\s*\d/;
/** With no "today" in the question, a day before this year is years back from any question the corpora hold. */
const HISTORY_BEFORE = 2022;
const DAY = 86_400_000;

const monthOf = (name: string) => MONTHS.indexOf(name.slice(0, 3).toLowerCase());

/** The dates a question names, in order; a Chinese date with no year takes the last year named before it (at first `year`). */
function datesOf(question: string, year: number | undefined): Date[] {
  const dates: { at: number; date: Date }[] = [];
  for (const m of question.matchAll(DATE_ZH)) {
    if (m[1]) year = Number(m[1]);
    if (year) dates.push({ at: m.index, date: new Date(Date.UTC(year, Number(m[2]) - 1, Number(m[3]))) });
  }
  for (const m of question.matchAll(DATE_EN)) {
    const date = m[1]
      ? new Date(Date.UTC(Number(m[3]), monthOf(m[1]), Number(m[2])))
      : m[4]
        ? new Date(Date.UTC(Number(m[6]), monthOf(m[5]), Number(m[4])))
        : new Date(Date.UTC(Number(m[7]), Number(m[8]) - 1, Number(m[9])));
    dates.push({ at: m.index, date });
  }
  for (const m of question.matchAll(YEAR_END_EN)) dates.push({ at: m.index, date: new Date(Date.UTC(Number(m[1]), 11, 31)) });
  return dates.sort((a, b) => a.at - b.at).map((d) => d.date);
}

/** A window of a year or more, named in words. */
const YEARS_WINDOW = new RegExp(
  String.raw`${YEARS_AGO}|(?:近|最近|过去|前)(?:一|两|二|三|五|十|\d+)年|(?:一|两|三|五|十|\d+)年(?:来|内|以来)|上市以来|历史|\ball-time\b|\bsince (?:its )?(?:IPO|listing|inception)\b|\b(?:past|last|previous|prior) (?:year|${COUNT_EN} years)\b|\bhistor`,
  'i',
);
const YEAR_NAMED = /(?:19|20)\d{2}(?!\d)/g;
/** A whole year as the window: 2024年 (not a month or a quarter of it), 全年, in 2023. */
const WHOLE_YEAR = /(?:19|20)\d{2}\s*年度?(?!\s*\d{1,2}\s*月|\s*第?[一二三四1-4]季度|\s*[上下]半年)|全年|\b(?:in|during|for|throughout|over)\s+(?:the )?(?:fiscal )?(?:year )?(?:19|20)\d{2}\b(?![-/]\d)/i;

/**
 * Whether a price change the question asks for spans a year or more (a year, two years named, dates a year apart, "过去三年"):
 * splits and dividends have come between its ends, so a change of adjusted prices differs from one of traded prices.
 */
export function spansYears(question: string): boolean {
  if (YEARS_WINDOW.test(question) || WHOLE_SERIES_EN.test(question)) return true;
  const { todayYear, asked } = besideToday(question);
  if (WHOLE_YEAR.test(asked) || new Set(asked.match(YEAR_NAMED)).size > 1) return true;
  return daysSpanned(datesOf(asked, todayYear)) >= 365;
}

/** The year of the question's stated "today", and the question without that date: it is not a date a price is asked for. */
function besideToday(question: string): { todayYear: number | undefined; asked: string } {
  return { todayYear: Number(TODAY.exec(question)?.slice(1).find(Boolean)) || undefined, asked: question.replace(TODAY, '') };
}

/** Days from the first of `dates` to the last (0 for fewer than two). */
const daysSpanned = (dates: Date[]) => (dates.length > 1 ? (Math.max(...dates.map(Number)) - Math.min(...dates.map(Number))) / DAY : 0);

/**
 * The difference between two days' prices (the difference in the low prices between September 30 and July 8): a change
 * between two points, as a change between two closes is, no level over the window between them.
 */
const DIFFERENCE_BETWEEN = /\bdifferences?\b[^.?!]{0,40}\bbetween\b/i;

/** A quarter's days at most (March 31 to June 30). */
const QUARTER_DAYS = 92;

/**
 * Whether a price the question asks for reaches a month or more back, or to a day years back. `companyNamed`: a real
 * company's two days' prices years back differ by any split since, so their difference is no change cleared.
 */
export function reachesHistory(question: string, companyNamed = false): boolean {
  const trade = TRADE.test(question);
  if (!trade && (LONG_WINDOW.test(question) || LONG_WINDOW_EN.test(question) || SPAN_RE.test(question) || WHOLE_SERIES_ZH.test(question) || WHOLE_SERIES_EN.test(question))) return true;
  const { todayYear, asked } = besideToday(question);
  if (!trade && (monthSoFar(question, asked) >= 28 || sinceAnchor(question) >= 28)) return true;
  const dates = datesOf(asked, todayYear);
  if (!dates.length) return false;
  const historyBefore = todayYear ? todayYear - 2 : HISTORY_BEFORE;
  // The difference between two days' prices a quarter apart at most is a change, not a level (a change's years are
  // spansYears'), however far back the days are; over a longer window a split or dividend more likely falls between. Only
  // of a filing's table (no company named): a named company's two closes in dollars are rescaled by any later split.
  if (!companyNamed && dates.length === 2 && DIFFERENCE_BETWEEN.test(asked) && daysSpanned(dates) < QUARTER_DAYS) return false;
  if (dates.some((d) => d.getUTCFullYear() < historyBefore)) return true;
  return !trade && (RANGE.test(asked) || !POINTS.test(asked)) && daysSpanned(dates) >= 28;
}

/** Which stock or company ranks first by a figure (当日收盘价最高的是, 最高的港股是, which stock): a cross-section, not one price's history. */
const RANKED_PICK = /最[高低大小多少]的[\u4e00-\u9fffA-Za-z]{0,4}?(?:是|有)|哪(?:只|家|个|些)(?:股票|公司|个股)?(?!天|日)|\bwhich (?:stocks?|compan(?:y|ies)|shares?)\b/i;

/**
 * Whether the question ranks stocks by their prices on one named day (2019-09-02，当日收盘价最高的港股是？), or picks them
 * by a screen of a table (`screened`: 2012年06月03日…最新股价大于10元的股票代码): the day's table as it was traded, read
 * once; no window, no price followed through splits and dividends.
 */
export function oneDayRanking(question: string, screened = false): boolean {
  if (!(screened || RANKED_PICK.test(question)) || LONG_WINDOW.test(question) || SPAN_RE.test(question)) return false;
  const { todayYear, asked } = besideToday(question);
  return datesOf(asked, todayYear).length === 1;
}

/** The question's stated today, when it gives the whole date. */
function statedToday(question: string): Date | undefined {
  const stated = TODAY.exec(question);
  return stated ? datesOf(stated[0], undefined)[0] : undefined;
}

/** Days of this month up to the question's stated today, when the question asks about the month so far; else 0. */
function monthSoFar(question: string, asked: string): number {
  const today = statedToday(question);
  return today && THIS_MONTH.test(asked) ? today.getUTCDate() - 1 : 0;
}

/**
 * Days from a holiday or the year's start after which the question asks when a price level is first crossed, to its
 * stated today (the holiday's last date before it); else 0.
 */
function sinceAnchor(question: string): number {
  const anchor = CROSSING.test(question) ? ANCHOR.exec(question) : null;
  const today = anchor && statedToday(question);
  if (!today) return 0;
  const [month, day] = ANCHOR_DAYS[anchor[2]];
  let year = today.getUTCFullYear() - (anchor[1] === '去年' ? 1 : 0);
  if (anchor[1] !== '去年' && Date.UTC(year, month, day) > Number(today)) year--;
  return (Number(today) - Date.UTC(year, month, day)) / DAY;
}
