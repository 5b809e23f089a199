/** Finds every number in a free-text answer (English or Chinese), with how it was written. */
import { CHINESE_NUMERAL, MAY_HOLD_CHINESE_NUMERAL, readChineseNumeral } from './chineseNumerals';
import { add, exactOf, MAX_DIGITS, quotient, toPlainText, type Exact } from './exact';

export interface Span {
  offset: number;
  length: number;
}

export interface NumberToken {
  /** The number as it appears in the answer, with its sign, currency and scale words. */
  text: string;
  span: Span;
  /** Signed digits as written, separators removed ("-120400000", "1.204"); computed for fractions and 32nds. */
  mantissa: string;
  /** Power of ten of one mantissa unit: 6 for "million", 8 for 亿, −2 for %, −4 for bp. */
  power: number;
  /** Written as a share of one: percent, percentage points, per mille or basis points. */
  ratio: boolean;
  /** Carries a scale word (thousand, k, 万, bn…). */
  scaled: boolean;
  /** The sign is written. */
  signed: boolean;
  /** An unsigned number right after a word for a fall ("down 1.08%", "下跌0.59%"). */
  falling: boolean;
  /** An unsigned number alone in parentheses: an accounting negative ("(1,234.5)"). */
  parenthesized: boolean;
  /** ISO code when the currency is named unambiguously ("$" and "元" are not). */
  currency?: string;
}

const MONTH = 'Jan(?:uary)?|Feb(?:ruary)?|Mar(?:ch)?|Apr(?:il)?|May|June?|July?|Aug(?:ust)?|Sep(?:t(?:ember)?)?|Oct(?:ober)?|Nov(?:ember)?|Dec(?:ember)?';

/** Digits that are not quantities: dates, times, tickers, ordinals. */
const NOT_QUANTITIES = new RegExp(
  [
    String.raw`\d{4}\s*年(?:\s*\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?)?`,
    String.raw`\d{1,2}\s*月(?:\s*\d{1,2}\s*[日号])?`,
    String.raw`\d{1,2}\s*日`,
    String.raw`\b\d{4}[-/.]\d{1,2}[-/.]\d{1,2}\b`,
    String.raw`\b\d{1,2}\.\d{1,2}\.\d{4}\b`,
    String.raw`\b\d{1,2}/\d{1,2}/\d{2,4}\b`,
    String.raw`\b\d{4}-\d{2}\b(?!-)`,
    String.raw`\b(?:${MONTH})\.?\s+\d{1,2}(?:st|nd|rd|th)?\b(?:,?\s*\d{4}\b)?`,
    String.raw`\b\d{1,2}(?:st|nd|rd|th)?\s+(?:${MONTH})\b\.?(?:,?\s*\d{4}\b)?`,
    String.raw`\b(?:${MONTH})\.?,?\s+\d{4}\b`,
    String.raw`\b\d{1,2}:\d{2}(?::\d{2})?\b`,
    String.raw`\b\d{3,6}\.(?:SH|SZ|BJ|HK|SS|TW|KS|O|N)\b`,
    String.raw`\b\d+(?:st|nd|rd|th)\b`,
    // The base of a currency quote: "1美元对人民币7.1729元", "1 USD = 7.18 CNY".
    String.raw`(?<![\d.])1\s*(?:美元|港元|港币|欧元|英镑|日元|USD|EUR|HKD|GBP|JPY|AUD|CAD|CHF)\s*(?:对|兑|=|换|折合|可兑换)`,
    // A multiple, not a value: "2倍", "2 times", "3-fold".
    String.raw`(?<![\d.])\d+(?:\.\d+)?\s*(?:倍|times\b|-fold\b)`,
    // A span of time named by its length: "52-week high", "30-day average", "52周最高".
    String.raw`\b\d+[- ](?:week|day|month|year|quarter)s?\b(?!\s+(?:ago|later|earlier))`,
    String.raw`(?<![\d.])\d+\s*(?:周|个月|个交易日)`,
  ].join('|'),
  'gi',
);

const CURRENCY_CODES = 'USD|CNY|CNH|RMB|HKD|EUR|GBP|JPY|KRW|RUB|AUD|CAD|NZD|SGD|CHF|INR|TWD';
const PREFIX = String.raw`(?<pre>US\$|HK\$|NT\$|NZ\$|A\$|C\$|S\$|\$|¥|€|£|₩|₹|(?:${CURRENCY_CODES})\s?)`;
/** Group separators other than the comma: thin and no-break spaces (SI style, "1 234,5"), the Swiss apostrophe. */
const GROUP_SPACE = String.raw`[\u00A0\u202F\u2009]`;
const BODY = String.raw`(?<body>\d+['’]\d{2}(?:['’]\d)?(?![\d'’])|\d+/\d+(?![\d/])` +
  // European and SI writings first: "12,68%", "1.234,5", "1.234.567", "1 234,5", "1'234.5" are one number each
  // (a Swiss group needs a second group or decimals: "113'085" is a futures quote, not 113085).
  String.raw`|\d+,(?:\d{1,2}|\d{4,})(?=\s?[%‰])|\d{1,3}(?:\.\d{3})+,\d+(?![\d.,])|\d{1,3}(?:\.\d{3}){2,}(?![\d.])|\d{1,3}(?:${GROUP_SPACE}\d{3})+(?:[.,]\d+)?(?![\d.,])|\d{1,3}(?:['’]\d{3}){2,}(?:\.\d+)?(?![\d'’])|\d{1,3}['’]\d{3}\.\d+(?![\d'’])` +
  // E-notation as spreadsheets and code print numbers ("7.3915482e4"); the exponent is kept for the exact reading.
  String.raw`|\d{1,3}(?:,\d{3}(?!\d))+(?:\.\d+)?|\d+(?:\.\d+)?(?:[eE][-+]?\d{1,9}(?![\d.]))?|\.\d+)`;
const RATIO = String.raw`(?<ratio>\s?[%‰]|\s?(?:percentage points?|[Pp]ercent|per cent|pct|pp|bps?|basis points?)(?![A-Za-z])|[个個]?百分[点點]|[个個]?基[点點])`;
const SCALE = String.raw`(?<scale>\s?(?:[Tt]housand|[Mm]illion|[Bb]illion|[Tt]rillion|mln|[Mm]n|bln|[Bb]n|tn)(?![A-Za-z])|[kKmMbB](?![A-Za-z])|[万萬][亿億]|[千百十]?[亿億]|[千百十]?[万萬]|千)`;
const POSTFIX = String.raw`(?<post>\s?(?:美元|港元|港币|人民币|欧元|英镑|日元|韩元|卢布|澳元|加元|新西兰元|元|(?:${CURRENCY_CODES}|dollars?|yuan|euros?|yen|won|rubles?)(?![A-Za-z])))`;
const NUMBER = new RegExp(String.raw`(?<![\w./])(?<s1>[-+−]|负|負|(?<![-‐])(?:[Mm]inus|[Nn]egative)\s)?${PREFIX}?(?<s2>[-+−])?${BODY}(?:${RATIO}|${SCALE}?${POSTFIX}?)`, 'g');

const SUFFIX_POWERS: Record<string, number> = {
  '%': -2, percent: -2, 'per cent': -2, pct: -2, pp: -2, 'percentage point': -2, 'percentage points': -2, 百分点: -2, 个百分点: -2,
  '‰': -3,
  bp: -4, bps: -4, 'basis point': -4, 'basis points': -4, 基点: -4, 个基点: -4,
  thousand: 3, k: 3, 千: 3, 万: 4, 十万: 5,
  million: 6, mln: 6, mn: 6, m: 6, 百万: 6, 千万: 7, 亿: 8,
  billion: 9, bln: 9, bn: 9, b: 9, 十亿: 9, 百亿: 10, 千亿: 11,
  trillion: 12, tn: 12, 万亿: 12,
};

const CURRENCY_NAMES: Record<string, string> = {
  'us$': 'USD', 美元: 'USD', 'hk$': 'HKD', 港元: 'HKD', 港币: 'HKD', 'nt$': 'TWD', 'nz$': 'NZD', 新西兰元: 'NZD',
  a$: 'AUD', 澳元: 'AUD', c$: 'CAD', 加元: 'CAD', s$: 'SGD', rmb: 'CNY', 人民币: 'CNY', yuan: 'CNY',
  '€': 'EUR', 欧元: 'EUR', euro: 'EUR', euros: 'EUR', '£': 'GBP', 英镑: 'GBP', 日元: 'JPY', yen: 'JPY',
  '₩': 'KRW', 韩元: 'KRW', won: 'KRW', 卢布: 'RUB', ruble: 'RUB', rubles: 'RUB', '₹': 'INR',
};

/** A word for a fall just before a number; 涨跌幅 ("change") is neutral. */
const FALL_CUE = /(?:下跌|(?<!涨)跌(?:幅|了|去)?|下降|下滑|回落|下调|调降|降低|降息|减少|缩减|下行|\b(?:down|fell|fall(?:s|ing)?|drop(?:ped|s)?|declin(?:e|ed|es|ing)|decreas(?:e|ed|es)|lost|lower(?:ed)?|slid|slipped|cut|reduced|shrank|contracted)\b)[^\d]{0,8}$/i;

/** "fell to", "跌至": the number after is the level reached, not the size of the fall. */
const LEVEL_CUE = /(?:\b(?:to|at)|[至到报])\s*(?:US\$|HK\$|\$|¥|€|£)?\s*$/i;

/** Whether the text before a number ends in a word for a fall that sizes it ("down 1.08%", not "fell to 179.35"). */
function fallingBefore(before: string): boolean {
  return FALL_CUE.test(before) && !LEVEL_CUE.test(before);
}

/** Digits that a computed fraction keeps (1/3 → 0.333333333333). */
export const FRACTION_DIGITS = 12;

/** Invisible characters that may sit inside a number without splitting it: zero-width spaces and joiners, direction marks. */
const INVISIBLE = /[\u200B-\u200F\u2060-\u2064\u202A-\u202E\u2066-\u2069\u061C\uFEFF\u00AD]/;

/** After a Chinese number word: a share or a currency, as after digits. */
const CHINESE_SUFFIX = new RegExp(`${RATIO}|${POSTFIX}`, 'y');
/** Chinese number words that name a date, an ordinal, a level or a term, not a quantity. */
const CHINESE_NOT_QUANTITY = { before: /(?:第|星期|周|数|几)$/, after: /^(?:年|月|日|号|季|周|级|期|届|时|分|秒)/ };

/** Work done by the last findNumbers call, in spans visited: tests read it to show the scan is linear. */
export const scanSteps = { last: 0 };

/** Every number in the text, in order. Dates, times, tickers and ordinals are not numbers. */
export function findNumbers(input: string): NumberToken[] {
  const { text, origin } = visible(halfWidth(input));
  const tokens: NumberToken[] = [];
  const push = (start: number, end: number, token: Omit<NumberToken, 'text' | 'span'>) => {
    const from = origin ? origin[start] : start;
    const to = origin ? origin[end - 1] + 1 : end;
    tokens.push({ ...token, text: input.slice(from, to), span: { offset: from, length: to - from } });
  };
  const chinese = chineseNumbers(text, push);
  const skip = new SpanCursor(mergeSpans(excludedSpans(text), chinese));
  for (const m of text.matchAll(NUMBER)) {
    const start = m.index;
    const end = start + m[0].length;
    if (/[A-Za-z0-9]/.test(text[end] ?? '') && !/^[xX×](?![A-Za-z])/.test(text.slice(end, end + 2))) continue;
    if (skip.overlaps(start, end)) continue;
    const token = toToken(m.groups!, text, start, end);
    if (token) push(start, end, token);
  }
  scanSteps.last = skip.steps;
  return tokens.sort((a, b) => a.span.offset - b.span.offset);
}

/** Adds each Chinese number word as a token; returns their spans. */
function chineseNumbers(text: string, push: (start: number, end: number, token: Omit<NumberToken, 'text' | 'span'>) => void): [number, number][] {
  if (!MAY_HOLD_CHINESE_NUMERAL.test(text)) return [];
  const spans: [number, number][] = [];
  for (const m of text.matchAll(CHINESE_NUMERAL)) {
    const word = readChineseNumeral(m.groups!);
    if (!word) continue;
    let end = m.index + m[0].length;
    if (CHINESE_NOT_QUANTITY.before.test(text.slice(Math.max(0, m.index - 2), m.index)) || CHINESE_NOT_QUANTITY.after.test(text.slice(end, end + 1))) continue;
    CHINESE_SUFFIX.lastIndex = end;
    const suffix = CHINESE_SUFFIX.exec(text);
    const ratio = suffix?.groups?.ratio;
    if (suffix && !(ratio && word.ratio)) end += suffix[0].length;
    const ratioPower = ratio && !word.ratio ? suffixPower(ratio) : 0;
    const digits = toPlainText(word.exact);
    push(m.index, end, {
      mantissa: word.negative ? `-${digits}` : digits,
      power: word.power + ratioPower,
      ratio: word.ratio || ratio !== undefined,
      scaled: word.scaled,
      signed: word.negative,
      falling: !word.negative && fallingBefore(text.slice(Math.max(0, m.index - 16), m.index)),
      parenthesized: false,
      currency: currencyOf(suffix?.groups?.post),
    });
    spans.push([m.index, end]);
  }
  return spans;
}

function toToken(g: Record<string, string | undefined>, text: string, start: number, end: number): Omit<NumberToken, 'text' | 'span'> | undefined {
  const magnitude = mantissaOf(g.body!);
  if (magnitude === undefined) return undefined;
  const sign = g.s1 ?? g.s2;
  const suffix = g.ratio ?? g.scale;
  const power = suffix ? suffixPower(suffix) : 0;
  return {
    mantissa: sign && sign !== '+' ? `-${magnitude}` : magnitude,
    power,
    ratio: g.ratio !== undefined,
    scaled: g.scale !== undefined,
    signed: sign !== undefined,
    falling: sign === undefined && fallingBefore(text.slice(Math.max(0, start - 16), start)),
    parenthesized: sign === undefined && /[(（]$/.test(text.slice(Math.max(0, start - 1), start)) && /^[)）]/.test(text.slice(end, end + 1)),
    currency: currencyOf(g.pre) ?? currencyOf(g.post),
  };
}

/** Power of ten of a share or scale word ("%" −2, "bn" 9, "万" 4). */
function suffixPower(word: string): number {
  const key = simplified(word.trim());
  return SUFFIX_POWERS[key] ?? SUFFIX_POWERS[key.toLowerCase()];
}

/** Digits of the body without separators; fractions of one ("2/5") and futures 32nds ("113'08'5") are computed exactly. */
function mantissaOf(body: string): string | undefined {
  // A numeral longer than MAX_DIGITS stays as written: it reads as a number that cannot be represented.
  if (body.length > MAX_DIGITS) return body.replace(/\D/g, '');
  const thirtySeconds = /^(\d+)['’](\d{2})(?:['’](\d))?$/.exec(body);
  if (thirtySeconds) {
    const [, whole, ticks, eighths] = thirtySeconds;
    // ticks + eighths/10 of a 32nd: (10·ticks + eighths) / 320 = (10·ticks + eighths) · 0.003125.
    const part: Exact = { coef: (10n * BigInt(ticks) + BigInt(eighths ?? 0)) * 3125n, exp: -6 };
    return toPlainText(add(exactOf(whole)!, part));
  }
  const fraction = /^(\d+)\/(\d+)$/.exec(body);
  if (fraction) return BigInt(fraction[2]) === 0n ? undefined : toPlainText(quotient(BigInt(fraction[1]), BigInt(fraction[2]), FRACTION_DIGITS));
  return plainDecimal(body);
}

/** A comma that is the decimal mark: after dot or space groups ("1.234,5"), or not before three digits (the "12,68" of "12,68%"). */
const DECIMAL_COMMA = new RegExp(String.raw`^\d{1,3}(?:(?:\.|${GROUP_SPACE})\d{3})+,\d+$|^\d+,(?:\d{1,2}|\d{4,})$`);
const DOT_GROUPS = /^\d{1,3}(?:\.\d{3}){2,}$/;

/** Digits with '.' as the decimal mark and no group separators: "1,234.5", "1.234,5", "1 234,5" and "1'234.5" are all "1234.5". */
function plainDecimal(body: string): string {
  if (DECIMAL_COMMA.test(body)) return body.replace(new RegExp(String.raw`\.|${GROUP_SPACE}`, 'g'), '').replace(',', '.');
  if (DOT_GROUPS.test(body)) return body.replace(/\./g, '');
  return body.replace(new RegExp(String.raw`[,'’]|${GROUP_SPACE}`, 'g'), '');
}

/**
 * The text without invisible characters and with LaTeX group marks read as plain ones, with each kept character's
 * offset in the original (null when nothing changed).
 */
function visible(text: string): { text: string; origin: number[] | null } {
  const latex = text.includes('{,}') || text.includes('\\,') ? latexGroupMarks(text) : undefined;
  if (!INVISIBLE.test(text) && !latex?.size) return { text, origin: null };
  let out = '';
  const origin: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const c = latex?.get(i) ?? text[i];
    if (c === '' || INVISIBLE.test(c)) continue;
    out += c;
    origin.push(i);
  }
  return { text: out, origin };
}

/** A LaTeX digit group mark between digits: "{,}" is a comma (29{,}374.5), "\," a thin space (29\,374.5). */
const LATEX_GROUP = /(?<=\d)(?:\{,\}|\\,)(?=\d)/g;

/** What each character of the LaTeX group marks becomes, by offset: '' is dropped. */
function latexGroupMarks(text: string): Map<number, string> {
  const marks = new Map<number, string>();
  for (const m of text.matchAll(LATEX_GROUP)) {
    marks.set(m.index, '');
    if (m[0] === '{,}') marks.set(m.index + 2, '');
    else marks.set(m.index + 1, '\u2009');
  }
  return marks;
}

/** Walks sorted, non-overlapping spans alongside tokens found in order: linear in spans plus tokens. */
class SpanCursor {
  private next = 0;
  steps = 0;
  constructor(private readonly spans: [number, number][]) {}
  /** Whether [start, end) overlaps a span; calls must come in increasing `start`. */
  overlaps(start: number, end: number): boolean {
    while (this.next < this.spans.length && this.spans[this.next][1] <= start) {
      this.next++;
      this.steps++;
    }
    this.steps++;
    return this.next < this.spans.length && this.spans[this.next][0] < end;
  }
}

/** Two sorted span lists as one. */
function mergeSpans(a: [number, number][], b: [number, number][]): [number, number][] {
  const out: [number, number][] = [];
  let i = 0;
  let j = 0;
  while (i < a.length || j < b.length) out.push(j >= b.length || (i < a.length && a[i][0] <= b[j][0]) ? a[i++] : b[j++]);
  return out;
}

/** Traditional characters of scale and share words as their simplified forms (億 → 亿, 萬 → 万, 個百分點 → 个百分点). */
function simplified(word: string): string {
  return word.replace(/[億萬個點]/g, (c) => ({ 億: '亿', 萬: '万', 個: '个', 點: '点' })[c]!);
}

function currencyOf(word: string | undefined): string | undefined {
  if (!word) return undefined;
  const key = word.trim();
  return /^[A-Z]{3}$/.test(key) ? (key === 'RMB' ? 'CNY' : key) : CURRENCY_NAMES[key.toLowerCase()];
}

function excludedSpans(text: string): [number, number][] {
  return Array.from(text.matchAll(NOT_QUANTITIES), (m) => [m.index, m.index + m[0].length]);
}

/** Full-width digits and signs as ASCII, one character for one, so spans still fit the original text. */
function halfWidth(text: string): string {
  return /[\uFF04\uFF05\uFF0B\uFF0D\uFF0E\uFF10-\uFF19\uFFE5]/.test(text)
    ? text.replace(/[\uFF04\uFF05\uFF0B\uFF0D\uFF0E\uFF10-\uFF19]/g, (c) => String.fromCharCode(c.charCodeAt(0) - 0xfee0)).replace(/\uFFE5/g, '¥')
    : text;
}
