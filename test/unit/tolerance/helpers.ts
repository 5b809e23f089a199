import type { AnswerPart, Item, Snapshot } from '../../../src/core/item/types';

/** A T2 item with one numeric part; `part` overrides the defaults. */
export function staticItem(part: Partial<AnswerPart> & Pick<AnswerPart, 'tolerance'>, language: 'en' | 'zh' = 'en'): Item {
  return {
    schemaVersion: 1,
    id: 'case',
    task: 'T2',
    market: 'global',
    language,
    question: 'q',
    answer: { parts: [{ label: 'Value', kind: 'numeric', ...part }] },
  };
}

/** A T1 item whose part reads `field` from a one-instrument snapshot. */
export function liveItem(fields: Record<string, string>, part: Partial<AnswerPart> & Pick<AnswerPart, 'tolerance'>, ticker = 'AAA.N'): Item {
  const snapshot: Snapshot = { AAA___N: { RT_TIME: '200000', RT_DATE: '20250813', ...fields } };
  return {
    schemaVersion: 1,
    id: 'live-case',
    task: 'T1',
    market: 'global',
    language: 'en',
    question: 'q',
    answer: { parts: [{ label: 'Price', kind: 'numeric', unit: 'price', ...part }] },
    live: { provider: 'wind', tickers: { wind: ticker }, fields: Object.keys(fields), snapshot, capturedAt: '2025-08-14' },
  };
}
