/** FinSearchComp T1 rows ↔ items. Import keeps the whole row in origin.row so an unchanged item exports it exactly. */
import { asksForAFall } from '../tolerance/quantities';
import type { AnswerPart, Item, Language, LiveSource, Market, Snapshot, Tolerance } from '../item/types';
import { parseCriteria, renderAccuracy, renderCriteria, toleranceOf } from './fscCriteria';
import { parseJsonLines, toJsonLine } from './jsonLines';
import { RecordError, recordsToItems } from './records';

export type FinSearchCompRow = Record<string, unknown>;

/** A row that cannot become an item; the message says why. */
export class RowError extends RecordError {}

const COLUMN_ORDER = [
  'prompt_id', 'prompt', 'response_reference', 'judge_prompt_template', 'judge_system_prompt', 'label',
  'wind_ticker', 'akshare_ticker', 'ground_truth', 'time', 'response_reference_translate', 'yfinance_ticker',
] as const;
const TICKER_COLUMNS = { wind: 'wind_ticker', akshare: 'akshare_ticker', yfinance: 'yfinance_ticker' } as const;
const T1_LABEL = /^Time[-_ ]Sensitive[-_ ]Data[-_ ]Fetching\s*\((Global|Greater China)\)$/i;
/** Snapshot fields that say when, not what. */
const META_FIELDS = new Set(['RT_TIME', 'RT_DATE']);
const INDEX_NAME = /指数|成指|综指|创业板指|\bindex\b|SENSEX/i;
const INDEX_TICKER = /\.(?:GI|HI|CSI)$/i;
const FX_TICKER = /^([A-Z]{3})([A-Z]{3})\.(?:FX|EX)$/i;
const LISTING_CURRENCY: Record<string, string> = { SH: 'CNY', SZ: 'CNY', BJ: 'CNY', HK: 'HKD', N: 'USD', O: 'USD', A: 'USD' };

type FieldKind = 'price' | 'change' | 'volume' | 'amount' | 'other';
const FIELDS: Record<string, { kind: FieldKind; en: string; zh: string }> = {
  RT_LAST: { kind: 'price', en: 'Latest price', zh: '最新价' },
  RT_OPEN: { kind: 'price', en: 'Opening price', zh: '开盘价' },
  RT_HIGH: { kind: 'price', en: 'High price', zh: '最高价' },
  RT_LOW: { kind: 'price', en: 'Low price', zh: '最低价' },
  RT_PRE_CLOSE: { kind: 'price', en: 'Previous close', zh: '昨收价' },
  RT_PCT_CHG: { kind: 'change', en: 'Percentage change', zh: '涨跌幅' },
  RT_VOL: { kind: 'volume', en: 'Volume', zh: '成交量' },
  RT_AMT: { kind: 'amount', en: 'Turnover', zh: '成交额' },
};

/** "null", "-" and empty cells mean the column has no value. */
function absent(cell: unknown): boolean {
  return cell === undefined || cell === null || cell === '' || cell === 'null' || cell === '-';
}

/** A valid item id from prompt_id: "(T1)Time_Sensitive_Data_Fetching_069" → "fsc-T1-069". */
export function baseItemId(promptId: unknown, index: number): string {
  const text = typeof promptId === 'string' ? promptId : '';
  const m = /^\((T\d)\).*?(\d+)$/.exec(text);
  if (m) return `fsc-${m[1]}-${m[2]}`;
  const cleaned = text.replace(/[^A-Za-z0-9._()-]+/g, '-').replace(/^[^A-Za-z0-9]+|-+$/g, '');
  return `fsc-${cleaned || `row-${index}`}`;
}

/** Makes ids unique in order of appearance: a repeated id gets "-2", "-3"… (in linear time: each id resumes where its last suffix stopped). */
export function uniqueIds(ids: string[]): string[] {
  const taken = new Set<string>();
  const nextSuffix = new Map<string, number>();
  return ids.map((id) => {
    let unique = id;
    let n = nextSuffix.get(id) ?? 2;
    for (; taken.has(unique); n++) unique = `${id}-${n}`;
    nextSuffix.set(id, n);
    taken.add(unique);
    return unique;
  });
}

/** One FinSearchComp T1 row as an item; throws RowError when the row cannot be read. */
export function rowToItem(row: unknown, options: { id: string; now: string }): Item {
  if (typeof row !== 'object' || row === null || Array.isArray(row)) throw new RowError('the row is not a JSON object');
  const r = row as FinSearchCompRow;
  const text = (column: string) => {
    if (typeof r[column] !== 'string' || !(r[column] as string).trim()) throw new RowError(`column '${column}' is missing or empty`);
    return r[column] as string;
  };
  const label = T1_LABEL.exec(text('label'));
  if (!label) throw new RowError(`label '${r.label}' is not a T1 (Time-Sensitive_Data_Fetching) label`);
  const market: Market = label[1].toLowerCase() === 'global' ? 'global' : 'greater-china';
  const language: Language = absent(r.response_reference) ? 'en' : 'zh';
  const criteriaText = text(language === 'zh' ? 'response_reference' : 'response_reference_translate');
  const criteria = parseCriteria(criteriaText, language);
  if (!criteria) throw new RowError(`cannot read the criteria '${criteriaText}'`);

  const live = liveSourceOf(r, text('time'));
  const snapshotFields = Object.keys(Object.values(live.snapshot)[0] ?? {});
  const profile = instrumentProfile(r, `${r.prompt} ${criteria.requiredContent}`);
  const accuracyKind = toleranceOf(criteria.accuracy, {})?.kind;
  if (!accuracyKind) throw new RowError(`unknown accuracy requirement '${criteria.accuracy}'`);
  const highLow = accuracyKind === 'high-low' || accuracyKind === 'high-low-expanded';
  const valueFields = highLow
    ? [snapshotFields.includes('RT_LAST') ? 'RT_LAST' : undefined]
    : snapshotFields.filter((f) => !META_FIELDS.has(f));
  if (!valueFields.length) throw new RowError('ground_truth holds no value field');
  // A row asking how much a price fell asks for a size: its change part ignores the sign.
  const magnitude = asksForAFall(`${r.prompt} ${criteria.requiredContent}`);
  const parts = valueFields.map((field) => partFor(field, language, profile, criteria.accuracy, magnitude));
  live.fields = [...new Set(parts.flatMap((p) => [p.snapshotField, p.tolerance.highField, p.tolerance.lowField]).filter((f) => f !== undefined))];
  for (const field of live.fields) if (!snapshotFields.includes(field)) throw new RowError(`ground_truth has no ${field}`);

  return {
    schemaVersion: 1,
    id: options.id,
    task: 'T1',
    market,
    language,
    question: text('prompt'),
    answer: { requiredContent: criteria.requiredContent, parts },
    live,
    judge: {
      template: 't1-live',
      ...(absent(r.judge_system_prompt) ? {} : { systemPrompt: String(r.judge_system_prompt) }),
      ...(absent(r.judge_prompt_template) ? {} : { promptTemplate: String(r.judge_prompt_template) }),
    },
    timeSensitivity: { level: 'strong' },
    review: {
      status: 'draft',
      history: [{ at: options.now, actor: 'finbench import', action: 'imported', status: 'draft', details: { format: 'finsearchcomp', promptId: r.prompt_id } }],
    },
    origin: { format: 'finsearchcomp', row: r },
  };
}

interface InstrumentProfile {
  /** "CNY/AUD" for AUDCNY: the price of one base unit in the quote currency. */
  fxUnit?: string;
  index: boolean;
  currency?: string;
}

function instrumentProfile(r: FinSearchCompRow, wording: string): InstrumentProfile {
  const wind = typeof r.wind_ticker === 'string' ? r.wind_ticker : '';
  const fx = FX_TICKER.exec(wind);
  if (fx) return { fxUnit: `${fx[2].toUpperCase()}/${fx[1].toUpperCase()}`, index: false };
  if (INDEX_TICKER.test(wind) || INDEX_NAME.test(wording)) return { index: true };
  return { index: false, currency: LISTING_CURRENCY[wind.split('.').at(-1)?.toUpperCase() ?? ''] };
}

function partFor(field: string | undefined, lang: Language, profile: InstrumentProfile, accuracy: string, asksForAFall: boolean): AnswerPart {
  const known = field ? FIELDS[field] : undefined;
  const part: Omit<AnswerPart, 'tolerance'> = {
    label: known?.[lang] ?? field ?? (lang === 'zh' ? '价格' : 'Price'),
    kind: 'numeric',
    ...(field ? { snapshotField: field } : {}),
    ...unitOf(field ? known?.kind ?? 'other' : 'price', profile),
    ...(asksForAFall && known?.kind === 'change' ? { magnitude: true } : {}),
  };
  // The accuracy was read once already, so only its unit-dependent delta can change here.
  return { ...part, tolerance: toleranceOf(accuracy, part) as Tolerance };
}

function unitOf(kind: FieldKind, profile: InstrumentProfile): Pick<AnswerPart, 'unit' | 'currency' | 'quotePrecision'> {
  switch (kind) {
    case 'price':
      return {
        unit: profile.fxUnit ?? (profile.index ? 'index points' : 'price'),
        ...(profile.currency ? { currency: profile.currency } : {}),
        quotePrecision: profile.fxUnit ? 4 : 2,
      };
    case 'change':
      return { unit: 'fraction', quotePrecision: 4 };
    case 'volume':
      return { unit: 'shares', quotePrecision: 0 };
    default:
      return {};
  }
}

function liveSourceOf(r: FinSearchCompRow, time: string): LiveSource {
  const snapshot = r.ground_truth;
  const instruments = typeof snapshot === 'object' && snapshot !== null && !Array.isArray(snapshot) ? Object.values(snapshot) : [];
  if (!instruments.length || !instruments.every((f) => typeof f === 'object' && f !== null && !Array.isArray(f))) {
    throw new RowError('ground_truth must be an object of instruments, each an object of fields');
  }
  const date = /^(\d{4})[/-](\d{1,2})[/-](\d{1,2})$/.exec(time.trim());
  if (!date) throw new RowError(`time '${time}' is not a date such as 2025/8/14`);
  const tickers = Object.fromEntries(
    Object.entries(TICKER_COLUMNS).filter(([, column]) => !absent(r[column])).map(([provider, column]) => [provider, String(r[column])]),
  );
  if (!Object.keys(tickers).length) throw new RowError('the row has no ticker');
  return {
    provider: 'wind',
    tickers,
    fields: [],
    snapshot: snapshot as Snapshot,
    capturedAt: `${date[1]}-${date[2].padStart(2, '0')}-${date[3].padStart(2, '0')}`,
  };
}

/** The row's columns rendered from an item (fixture column order). Only T1 items with a live snapshot export. */
function renderRow(item: Item): FinSearchCompRow {
  const parts = item.answer?.parts ?? [];
  if (item.task !== 'T1' || !item.live || !parts.length) throw new RowError(`${item.id} is not a T1 item with a live snapshot and an answer key`);
  const criteria = (lang: Language) => {
    const accuracy = [...new Set(parts.map((p) => renderAccuracy(p, lang)))].join(lang === 'zh' ? ';' : '; ');
    return renderCriteria(item.answer?.requiredContent ?? parts.map((p) => p.label).join(', '), accuracy, lang);
  };
  const [y, m, d] = item.live.capturedAt.slice(0, 10).split('-').map(Number);
  const tickers = item.live.tickers;
  const originalId = item.origin?.row?.prompt_id;
  const row: FinSearchCompRow = {
    prompt_id: typeof originalId === 'string' ? originalId : item.id,
    prompt: item.question,
    response_reference: item.language === 'zh' ? criteria('zh') : 'null',
    judge_prompt_template: item.judge?.promptTemplate ?? 'null',
    judge_system_prompt: item.judge?.systemPrompt ?? 'null',
    label: `Time-Sensitive_Data_Fetching(${item.market === 'global' ? 'Global' : 'Greater China'})`,
    wind_ticker: tickers.wind ?? 'null',
    akshare_ticker: tickers.akshare ?? 'null',
    ground_truth: item.live.snapshot,
    time: `${y}/${m}/${d}`,
    response_reference_translate: item.language === 'en' ? criteria('en') : 'null',
    yfinance_ticker: tickers.yfinance ?? 'null',
  };
  return Object.fromEntries(COLUMN_ORDER.map((c) => [c, row[c]]));
}

/**
 * An item as a FinSearchComp row. An imported item keeps its original row: a column is re-rendered only
 * when what it is made from changed since the import, so an unedited item exports its row exactly.
 */
export function itemToRow(item: Item): FinSearchCompRow {
  const rendered = renderRow(item);
  const original = item.origin?.format === 'finsearchcomp' ? item.origin.row : undefined;
  if (!original) return rendered;
  let asImported: FinSearchCompRow | undefined;
  try {
    asImported = renderRow(rowToItem(original, { id: item.id, now: '' }));
  } catch {
    asImported = undefined; // the stored row no longer imports: every column the item renders is taken from the item
  }
  const changed = (c: string) => !asImported || JSON.stringify(rendered[c]) !== JSON.stringify(asImported[c]);
  // Entries, not assignments: a column named __proto__ stays a column.
  const entries = Object.entries(original).map(([c, value]) => [c, Object.hasOwn(rendered, c) && changed(c) ? rendered[c] : value]);
  // A column the row did not have is added only when the item now gives it a value of its own.
  for (const c of COLUMN_ORDER) if (!Object.hasOwn(original, c) && changed(c)) entries.push([c, rendered[c]]);
  return Object.fromEntries(entries);
}

export interface ImportedRow {
  /** 0-based among the file's non-empty lines. */
  index: number;
  line: number;
  item: Item;
}

/** Imports a JSONL file; every row that cannot become a valid item is an error naming its line. */
export function importFinSearchComp(text: string, now: string): { items: ImportedRow[]; errors: { line: number; message: string }[] } {
  const { rows, errors } = parseJsonLines(text);
  const ids = uniqueIds(rows.map((r) => baseItemId((r.value as FinSearchCompRow | null)?.prompt_id, r.index)));
  const converted = recordsToItems(rows.map((r) => ({ ...r, where: `line ${r.line}` })), ids, (r, id) => rowToItem(r.value, { id, now }));
  return {
    items: converted.items.map(({ record, item }) => ({ index: record.index, line: record.line, item })),
    errors: [...errors, ...converted.errors.map(({ record, message }) => ({ line: record.line, message }))].sort((a, b) => a.line - b.line),
  };
}

/** Whether an item can be a FinSearchComp row: a T1 item with a live snapshot and an answer key. */
export function isFinSearchCompItem(item: Item): boolean {
  return item.task === 'T1' && Boolean(item.live && item.answer);
}

/** Items as FinSearchComp JSONL, one row per line. */
export function exportFinSearchComp(items: Item[]): string {
  return items.map((item) => `${toJsonLine(itemToRow(item))}\n`).join('');
}
