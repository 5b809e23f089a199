/** A new item with valid placeholders for each task type, written in the item's own language, and the warnings that stay until each is replaced. */
import { isPlainObject, pointerOf, valueAt, type JsonPath } from '../json/path';
import type { Finding } from './finding';
import { message } from './messages';
import type { Item, Language, Market, TaskType } from './types';

export interface NewItemOptions {
  task: TaskType;
  market: Market;
  language: Language;
  id: string;
  /** Creation time (default: now); T1's capture date is its day. */
  now?: Date;
}

/** The instrument placeholder of a new T1 item's live source. */
const TICKER = 'TICKER';

const PLACEHOLDERS: Record<Language, { question: string; part: string; requiredContent: string; criterion: string }> = {
  en: {
    question: 'Write the question here, naming the instrument, the period and the unit of the answer.',
    part: 'Answer',
    requiredContent: 'What an answer must state',
    criterion: 'Describe what a complete answer must contain.',
  },
  zh: {
    question: '在此填写问题,写明标的、时间范围和答案单位。',
    part: '答案',
    requiredContent: '回答须包含的内容',
    criterion: '描述完整回答须包含的内容。',
  },
};

const PLACEHOLDER_TEXTS = Object.values(PLACEHOLDERS);

/** Placeholders that pass `validateItem`: T1 gets a live source whose snapshot holds no data yet, OE one positive criterion. */
export function newItem({ task, market, language, id, now = new Date() }: NewItemOptions): Item {
  const text = PLACEHOLDERS[language];
  const item: Item = { schemaVersion: 1, id, task, market, language, question: text.question };
  if (task === 'T1') {
    item.answer = {
      requiredContent: text.requiredContent,
      parts: [{ label: text.part, kind: 'numeric', snapshotField: 'RT_LAST', quotePrecision: 2, tolerance: { kind: 'rounding' } }],
    };
    item.live = { provider: 'wind', tickers: { wind: TICKER }, fields: ['RT_LAST'], snapshot: { [TICKER]: { RT_LAST: null } }, capturedAt: now.toISOString().slice(0, 10) };
    item.timeSensitivity = { level: 'strong' };
  } else if (task === 'OE') {
    item.rubric = [{ number: 1, text: text.criterion, weight: 10, tag: 'factual' }];
  } else {
    item.answer = { parts: [{ label: text.part, kind: 'numeric', value: 0, tolerance: { kind: 'rounding' } }] };
  }
  item.review = { status: 'draft' };
  item.meta = { createdAt: now.toISOString() };
  return item;
}

/**
 * A warning for every placeholder of `newItem` still in the item: the question, required content and criterion
 * texts, the ticker, and a part's value 0 while its label is still the placeholder label (a part the author has
 * not touched yet). Placeholders are valid, so without these a new item would look finished.
 */
export function placeholderFindings(data: unknown, lang: Language): Finding[] {
  if (!isPlainObject(data)) return [];
  const is = (path: JsonPath, pick: (p: (typeof PLACEHOLDER_TEXTS)[number]) => unknown) => {
    const value = valueAt(data, path);
    return PLACEHOLDER_TEXTS.some((p) => value === pick(p));
  };
  const paths: JsonPath[] = [];
  if (is(['question'], (p) => p.question)) paths.push(['question']);
  if (is(['answer', 'requiredContent'], (p) => p.requiredContent)) paths.push(['answer', 'requiredContent']);
  const parts = valueAt(data, ['answer', 'parts']);
  (Array.isArray(parts) ? parts : []).forEach((_, i) => {
    if (is(['answer', 'parts', i, 'label'], (p) => p.part) && valueAt(data, ['answer', 'parts', i, 'value']) === 0) paths.push(['answer', 'parts', i, 'value']);
  });
  const rubric = valueAt(data, ['rubric']);
  (Array.isArray(rubric) ? rubric : []).forEach((_, i) => is(['rubric', i, 'text'], (p) => p.criterion) && paths.push(['rubric', i, 'text']));
  const tickers = valueAt(data, ['live', 'tickers']);
  for (const [source, ticker] of Object.entries(isPlainObject(tickers) ? tickers : {})) if (ticker === TICKER) paths.push(['live', 'tickers', source]);
  return paths.map((path) => ({
    pointer: pointerOf(path),
    message: message(lang, 'placeholder', { field: path.join('.') }),
    severity: 'warning',
    code: 'item.placeholder',
  }));
}
