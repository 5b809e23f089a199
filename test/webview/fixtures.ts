import { readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../repoRoot';

/** The text of a sample item, exactly as in samples/dataset. */
export function sampleText(name: string): string {
  return readFileSync(path.join(repoRoot, 'samples/dataset', `${name}.item.json`), 'utf8');
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
