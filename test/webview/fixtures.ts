import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Item } from '../../src/core/item/types';
import { createPacket } from '../../src/core/review';
import { repoRoot } from '../repoRoot';

/** The text of a sample item, exactly as in samples/dataset. */
export function sampleText(name: string): string {
  return readFileSync(path.join(repoRoot, 'samples/dataset', `${name}.item.json`), 'utf8');
}

/** A packet for bob of two sample items (made ready for review), as `FinBench: Create Review Packet` writes it. */
export async function packetText(): Promise<string> {
  const sources = ['t2-global-sbux-assets', 't3-global-sp500-best-month'].map((name) => {
    const item = JSON.parse(sampleText(name)) as Item;
    item.review = { status: 'ready', history: [] };
    return { file: `${name}.item.json`, item };
  });
  const { packet } = await createPacket(sources, { reviewer: 'bob', by: 'amy.chen', now: new Date('2026-03-01T10:00:00Z') });
  return `${JSON.stringify(packet, null, 2)}\n`;
}

/** A small valid T2 item, pretty-printed with two spaces, plus an extension field the form must keep. */
export const T2_TEXT = `${JSON.stringify(
  {
    schemaVersion: 1,
    id: 'wv-t2',
    task: 'T2',
    market: 'global',
    language: 'en',
    question: 'What were Starbucks total assets as of 2020-09-27, in USD millions?',
    answer: { parts: [{ label: 'Total assets', kind: 'numeric', value: 29374.5, currency: 'USD', scale: 'million', tolerance: { kind: 'absolute', delta: 0.5 } }] },
    'x-team': { owner: 'equities' },
  },
  null,
  2,
)}\n`;
