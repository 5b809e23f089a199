// The item form's review history in real Chromium: local time, the actions and statuses in words of the UI language,
// and what each entry changed (before → after).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { Item } from '../../src/core/item/types';
import { repoRoot } from '../repoRoot';
import { sampleText } from './fixtures';
import { formSuite } from './harness';

const zh = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

/** The NVDA sample after review and a decision that corrected its snapshot. */
function reviewedText(): string {
  const item = JSON.parse(sampleText('t1-global-nvda-low')) as Item;
  item.review = {
    status: 'modified',
    history: [
      { at: '2025-08-18T01:00:00.000Z', actor: 'li.wei', action: 'created', status: 'draft' },
      { at: '2025-08-19T01:00:00.000Z', actor: 'li.wei', action: 'ready', status: 'ready' },
      { at: '2025-08-20T01:00:00.000Z', actor: 'amy.chen', action: 'packet', status: 'in-review', packet: 'p-bob', details: { reviewer: 'bob', commitment: `sha256:${'0'.repeat(64)}`, salt: 'ab' } },
      { at: '2025-08-22T01:00:00.000Z', actor: 'sun.hao', action: 'modify-answer', status: 'modified', rationale: 'Provider revised the low', details: { confidence: 'high', changes: [{ path: '/live/snapshot/NVDA___O/RT_LOW', before: '179.35', after: 179.3 }] } },
    ],
  };
  return `${JSON.stringify(item, null, 2)}\n`;
}

/** The history table's rows, as the text of their cells. */
async function rows(page: import('playwright-core').Page): Promise<string[][]> {
  return page.locator('table.history tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

describe('item form: review history', () => {
  const harness = formSuite();

  test('local time, words for actions and statuses, and the change itself', async () => {
    const form = await harness.open(reviewedText(), { stateInPage: true });
    const table = await rows(form.page);
    const expectedTime = await form.page.evaluate(() => new Date('2025-08-22T01:00:00.000Z').toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }));
    assert.deepEqual(table[3], [expectedTime, 'sun.hao', 'Answer modified', 'Modified', 'RT_LOW (NVDA___O) in the snapshot: 179.35 → 179.3', 'Provider revised the low']);
    assert.deepEqual(table[1].slice(2, 5), ['Marked ready', 'Ready', 'Draft → Ready']);
    assert.deepEqual(table[2].slice(2, 5), ['Sent for blind review', 'In review', 'Packet p-bob for bob']);
    assert.ok(table.every((cells) => !/\d{4}-\d{2}-\d{2}T/.test(cells[0])), 'no ISO timestamps');
  });

  test('in Chinese', async () => {
    const form = await harness.open(reviewedText(), { stateInPage: true, l10n: zh });
    const table = await rows(form.page);
    assert.deepEqual(table[3].slice(2, 5), ['已修改答案', '已修改', '快照中的 RT_LOW(NVDA___O): 179.35 → 179.3']);
    assert.match(table[3][0], /2025年8月22日/);
  });
});
