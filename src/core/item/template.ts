/** A new item with valid placeholders for each task type, written in the item's own language. */
import type { Item, Language, Market, TaskType } from './types';

export interface NewItemOptions {
  task: TaskType;
  market: Market;
  language: Language;
  id: string;
  /** Creation time (default: now); T1's capture date is its day. */
  now?: Date;
}

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

/** Placeholders that pass `validateItem`: T1 gets a live source whose snapshot holds no data yet, OE one positive criterion. */
export function newItem({ task, market, language, id, now = new Date() }: NewItemOptions): Item {
  const text = PLACEHOLDERS[language];
  const item: Item = { schemaVersion: 1, id, task, market, language, question: text.question };
  if (task === 'T1') {
    item.answer = {
      requiredContent: text.requiredContent,
      parts: [{ label: text.part, kind: 'numeric', snapshotField: 'RT_LAST', quotePrecision: 2, tolerance: { kind: 'rounding' } }],
    };
    item.live = { provider: 'wind', tickers: { wind: 'TICKER' }, fields: ['RT_LAST'], snapshot: { TICKER: { RT_LAST: null } }, capturedAt: now.toISOString().slice(0, 10) };
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
