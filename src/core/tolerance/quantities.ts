/**
 * What a number in an answer is a value of: the quantity a label ties it to ("the high", "离岸", "down"), whether it
 * is negated ("not 179.35", "不是179.35"), and which quantities a part asks for. The answer check uses these to tell
 * a rival value of the asked quantity from extra information about another one (docs/tolerance.md, Several values).
 */
import type { AnswerPart } from '../item/types';
import type { NumberToken } from './numbers';

export type QuantityKind =
  | 'high' | 'low' | 'open' | 'close' | 'prior-close' | 'offshore' | 'onshore' | 'central-parity' | 'volume' | 'turnover'
  | 'change' | 'market-cap' | 'period' | 'valuation' | 'per-share' | 'estimate' | 'year';

/**
 * Label words by the quantity they name, English and Chinese. Order matters where one label starts with another:
 * "52-week high" is a period's figure, "previous close" is not today's close.
 */
const LABELS: [QuantityKind, string][] = [
  ['period', String.raw`\b52[- ]?week(?:\s+(?:high|low))?\b|\byear[- ]to[- ]date\b|\bYTD\b|\bthis\s+year\b|52周(?:最高|最低)?|今年以来|年初至今|年内`],
  ['prior-close', String.raw`\b(?:prior|previous|prev\.?|yesterday'?s?)\s+(?:(?:trading\s+)?(?:day'?s?|session'?s?)\s+)?(?:clos(?:e|ing)(?:\s+price)?|day)\b|\bday\s+before\b|前收盘价?|前收|昨收(?:盘价?)?|[前上]一(?:个)?交易日(?:的)?(?:收盘价?)?`],
  ['high', String.raw`\b(?:intra-?day\s+|day'?s\s+|session\s+|daily\s+)?high(?:est)?(?:\s+price)?\b|最高价?`],
  ['low', String.raw`\b(?:intra-?day\s+|day'?s\s+|session\s+|daily\s+)?low(?:est)?(?:\s+price)?\b|最低价?`],
  ['open', String.raw`\bopen(?:ed|ing)?(?:\s+price)?\b|开盘价?|今开`],
  ['close', String.raw`\bclos(?:e|ed|ing)(?:\s+price)?\b|\blast\s+(?:price|trade|traded\s+price)\b|\blatest\s+(?:price|quote|close)\b|\bcurrent\s+price\b|\bsettle(?:d|ment)?(?:\s+price)?\b|收盘价?|收于|收报|最新价|现价|收市价?|结算价`],
  ['offshore', String.raw`\boffshore\b|\bCNH\b|离岸`],
  ['onshore', String.raw`\bonshore\b|在岸`],
  ['central-parity', String.raw`\bcentral\s+parity(?:\s+rate)?\b|\bfixing\b|\bmid-?point\b|\bmiddle\s+rate\b|中间价`],
  ['volume', String.raw`\bvolume\b|\bshares\s+traded\b|成交量`],
  ['turnover', String.raw`\bturnover\b|\btraded\s+value\b|成交额|成交金额|换手率`],
  ['market-cap', String.raw`\bmarket\s+cap(?:itali[sz]ation)?\b|\bmkt\.?\s+cap\b|总市值|流通市值|市值`],
  ['valuation', String.raw`\bP/?E\b(?:\s+ratio)?|\bprice[- ]to[- ]earnings\b|\bP/B\b|\bdividend\s+yield\b|市盈率|市净率|股息率`],
  ['per-share', String.raw`\bEPS\b|\bearnings\s+per\s+share\b|\bdividends?\s+per\s+share\b|\bDPS\b|每股收益|每股股息|每股分红`],
  ['estimate', String.raw`\btarget(?:\s+price)?\b|\bprice\s+target\b|\bforecast\b|\bestimated?\b|\bconsensus\b|\bexpected\b|目标价|预期|预测|一致预期`],
  ['change', String.raw`\bchange[sd]?\b|\breturns?\b|\bgain(?:ed|s)?\b|\brose\b|\brisen\b|\brises?\b|\bup\b|\bdown\b|\bfell\b|\bfall(?:s|en)?\b|\bdeclin(?:e|ed|es)\b|\bdrop(?:ped|s)?\b|\bincreas(?:e|ed|es)\b|\bdecreas(?:e|ed|es)\b|\bjumped\b|\bsurged\b|\bplunged\b|\bslid\b|\bclimbed\b|\badvanced\b|\bdrawdown\b|涨跌幅|涨跌|涨幅|跌幅|回撤|上涨|下跌|下降|上升|增长|减少|涨|跌`],
];

const LABEL = new RegExp(LABELS.map(([kind, source]) => `(?<${groupName(kind)}>${source})`).join('|'), 'gi');

/** Where a price was taken in the day, which rate of a currency, and measures other than a price. */
const POINTS = new Set<QuantityKind>(['high', 'low', 'open', 'close', 'prior-close']);
const VENUES = new Set<QuantityKind>(['onshore', 'offshore', 'central-parity']);

/** A question about how much something fell (跌幅, 回撤, drawdown, "how much did it fall") asks for a size; 涨跌幅 and 涨幅 are signed. */
const FALL_SIZE = /(?<!涨)跌幅|回撤|drawdown|how much (?:did|has) (?:it|the \w+|\w+) (?:fall|fallen|drop|dropped|decline|declined)|size of the (?:fall|decline|drop)/i;

/** Whether a question or label asks for the size of a fall (a part that then ignores the sign). */
export function asksForAFall(text: string): boolean {
  return FALL_SIZE.test(text);
}

/**
 * How a labelled number stands to what the part asks: 'answer' (its label names the asked quantity: it passes or is a
 * rival), 'extra' (the label names nothing the part decides: it may pass, but is never a rival), 'other' (the label
 * names another quantity than the asked one: never a pass, never a rival).
 */
export function standing(label: QuantityKind | undefined, asked: Set<QuantityKind>): 'answer' | 'extra' | 'other' {
  if (label === undefined || asked.has(label)) return label === undefined || asked.size ? 'answer' : 'extra';
  if (!asked.size) return label === 'year' ? 'other' : 'extra';
  const askedOf = (family: Set<QuantityKind>) => [...asked].some((k) => family.has(k));
  if (VENUES.has(label)) return askedOf(VENUES) ? 'other' : 'extra';
  if (POINTS.has(label)) return askedOf(POINTS) || [...asked].some((k) => !VENUES.has(k)) ? 'other' : 'extra';
  return 'other';
}

const HIGH_LOW = new Set<string | undefined>(['high-low', 'high-low-expanded']);

/** Snapshot fields by the quantity they hold. */
const FIELD_KINDS: Record<string, QuantityKind> = {
  RT_LAST: 'close', RT_CLOSE: 'close', RT_LOW: 'low', RT_HIGH: 'high', RT_OPEN: 'open', RT_PRE_CLOSE: 'prior-close',
  RT_PCT_CHG: 'change', RT_CHG: 'change', RT_VOL: 'volume', RT_AMT: 'turnover', RT_TURN: 'turnover', RT_MKT_CAP: 'market-cap',
  RT_PE_TTM: 'valuation',
};

/** Text between a number and its label that does not break the tie: a change word followed by "to"/"至" names a level. */
const LEVEL_AFTER_CHANGE = /^\s*(?:(?:to|at)\b|[至到报])/i;
/** Words after a number that tie it to the label following them. */
const TIED_AFTER = /^\s*(?:(?:was|is|being|as|for)\s+(?:the\s+|its\s+)?(?:day'?s\s+|session'?s\s+)?|[为是]|作为)/i;
/** Words just before a number that negate it. */
const NEGATION = /(?:\bnot|n['’]t|\bnever|\brather\s+than|\binstead\s+of|\bexcept)\s*(?:(?:the|a|an|exactly|quite|just)\s+)?(?:US\$|HK\$|\$|¥|€|£)?\s*$|(?:不是|并非|并不是|而非|而不是|不为|非|并不)\s*(?:[$¥])?\s*$/i;
/** Where a clause ends: a label or a negation does not reach across it. */
const CLAUSE_END = /[;；。!！?？\n]|\.(?=\s)/g;
/** How far a label before a number may sit (characters, within the clause and after the previous number). */
const LABEL_REACH = 48;
/** How far after a number a label may follow ("179.35 was the low", "185.2 (high)"). */
const LABEL_REACH_AFTER = 16;

/**
 * The quantities a part asks for: its snapshot field's (a high-low tolerance judges the latest price), and those its
 * label names; else those the question names.
 */
export function askedKinds(part: Pick<AnswerPart, 'snapshotField' | 'label' | 'tolerance'>, question: string): Set<QuantityKind> {
  const asked = new Set<QuantityKind>();
  const field = part.snapshotField ? FIELD_KINDS[part.snapshotField.toUpperCase()] : HIGH_LOW.has(part.tolerance?.kind) ? 'close' : undefined;
  if (field) asked.add(field);
  for (const kind of kindsIn(part.label ?? '')) asked.add(kind);
  if (!asked.size) for (const kind of kindsIn(question)) asked.add(kind);
  return asked;
}

/** How the answer's words tie one number: the quantity it is labelled with, and whether it is negated. */
export interface NumberRole {
  label?: QuantityKind;
  negated: boolean;
}

/** The role of each token in the answer (tokens in order, as findNumbers gives them). */
export function rolesOf(answer: string, tokens: NumberToken[]): NumberRole[] {
  return tokens.map((token, i) => {
    const start = token.span.offset;
    const end = start + token.span.length;
    const before = clauseTail(answer.slice(Math.max(i ? tokens[i - 1].span.offset + tokens[i - 1].span.length : 0, start - LABEL_REACH), start));
    const after = clauseHead(answer.slice(end, Math.min(i + 1 < tokens.length ? tokens[i + 1].span.offset : answer.length, end + LABEL_REACH_AFTER)));
    const negated = NEGATION.test(before);
    return { label: parenthesisedLabel(after) ?? labelBefore(before) ?? labelAfter(after) ?? yearLike(token, before, after), negated };
  });
}

/** "185.2 (high)": a label in parentheses right after the number. */
function parenthesisedLabel(after: string): QuantityKind | undefined {
  const m = /^\s*[(（]([^)）]*)[)）]/.exec(after);
  return m ? kindsIn(m[1])[0] : undefined;
}

/** The nearest label before the number; a change word followed by "to"/"at" ("rose to 180") names a level, not a change. */
function labelBefore(before: string): QuantityKind | undefined {
  const found = [...before.matchAll(new RegExp(LABEL))];
  for (let i = found.length - 1; i >= 0; i--) {
    const kind = kindOf(found[i]);
    const rest = before.slice(found[i].index + found[i][0].length);
    if (kind === 'change' && LEVEL_AFTER_CHANGE.test(rest)) continue;
    return kind;
  }
  return undefined;
}

/** A label that the words right after the number tie to it ("179.35 was the low", "179.35为最低价"). */
function labelAfter(after: string): QuantityKind | undefined {
  const tie = TIED_AFTER.exec(after);
  if (!tie) return undefined;
  const label = new RegExp(LABEL.source, 'iy');
  label.lastIndex = tie[0].length;
  const m = label.exec(after);
  return m ? kindOf(m) : undefined;
}

/** A bare year ("in 2025", "FY2024", "Q2 2024", "2025 fiscal year") names a time, not a quantity. */
function yearLike(token: NumberToken, before: string, after: string): QuantityKind | undefined {
  if (!/^(?:19|20)\d\d$/.test(token.mantissa) || token.power || token.ratio || token.currency || token.signed) return undefined;
  return /(?:\b(?:in|of|year|FY|fiscal|since|until|by|during|from|through)|Q[1-4]|H[12])\s*$/i.test(before) || /^\s*(?:年|fiscal|financial\s+year|Q[1-4]|FY)/i.test(after) ? 'year' : undefined;
}

/** The quantities named in a text, in order. */
function kindsIn(text: string): QuantityKind[] {
  return [...text.matchAll(new RegExp(LABEL))].map(kindOf);
}

function kindOf(match: RegExpMatchArray): QuantityKind {
  const [name] = Object.entries(match.groups!).find(([, v]) => v !== undefined)!;
  return LABELS.find(([kind]) => groupName(kind) === name)![0];
}

function groupName(kind: QuantityKind): string {
  return kind.replace(/-(\w)/g, (_, c: string) => c.toUpperCase());
}

/** The text after the last clause end. */
function clauseTail(text: string): string {
  let from = 0;
  for (const m of text.matchAll(CLAUSE_END)) from = m.index + m[0].length;
  return text.slice(from);
}

/** The text before the first clause end. */
function clauseHead(text: string): string {
  CLAUSE_END.lastIndex = 0;
  const m = CLAUSE_END.exec(text);
  return m ? text.slice(0, m.index) : text;
}
