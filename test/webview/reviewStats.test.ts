// The review statistics view in Chromium: every figure with the count it rests on, an empty reviewer-agreement table
// that says why, and an alpha that cannot be computed shown as such with the reason.
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Item } from '../../src/core/item/types';
import { reviewStats } from '../../src/core/review';
import type { ReviewStatsState } from '../../src/protocol/reviewStats';
import { repoRoot } from '../repoRoot';
import { sampleText } from './fixtures';
import { answeringReady, WebviewHarness } from './harness';

const zh = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

/** Items whose histories hold one numeric response each, by the given reviewers, at these deviations (half-widths). */
function reviewed(byItem: Record<string, number>[]): Item[] {
  return byItem.map((deviations, i) => {
    const item = JSON.parse(sampleText('t2-global-sbux-assets')) as Item;
    item.id = `s-${i}`;
    item.review = {
      status: 'disputed',
      history: Object.entries(deviations).map(([reviewer, deviation], k) => ({
        at: '2026-03-02T10:00:00Z', actor: reviewer, action: 'response' as const, packet: `p-${i}-${k}`,
        details: {
          reviewer, outcome: Math.abs(deviation) <= 1 ? 'agreed' : 'disputed', reasons: Math.abs(deviation) <= 1 ? [] : [{ code: 'out-of-tolerance' }],
          verdicts: [{ part: 0, label: 'Total assets', kind: 'numeric', value: '', pass: Math.abs(deviation) <= 1, normalised: 0, accepted: { min: -1, max: 1 }, deviation }],
          response: { parts: [], ambiguous: false, comment: '', timeSpentSeconds: 60 },
        },
      })),
    };
    return item;
  });
}

const state = (items: Item[]): ReviewStatsState => ({ stats: reviewStats(items), skipped: [] });

describe('review statistics view', () => {
  let harness: WebviewHarness;
  before(async () => {
    harness = await WebviewHarness.launch();
  });
  after(() => harness.close());

  test('one reviewer so far: the counts behind each figure, and why there is no reviewer agreement or alpha yet', async () => {
    const { page, problems } = await harness.openView('reviewStats', ['form', 'reviewStats'], answeringReady(state(reviewed([{ bob: 0.2 }, { bob: 3 }]))));
    const text = (await page.locator('#app').textContent()) ?? '';
    assert.match(text, /50% agreed \(1\/2\); median 60 s per item, from 2 timed/);
    assert.match(text, /1\.60 \(numeric parts counted: 2 of 2\)/);
    assert.match(text, /Histogram total\s*2/);
    assert.match(text, /Disputes by cause, of 1 disputed response(?!s)/);
    assert.match(text, /Agreement between reviewers: none yet, no item has been seen by two reviewers\./);
    assert.match(text, /not computable: no numeric part has been answered by two reviewers yet/);
    mkdirSync(path.join(repoRoot, '.tmp/screenshots'), { recursive: true });
    await page.screenshot({ path: path.join(repoRoot, '.tmp/screenshots/review-stats-one-reviewer.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('two reviewers: kappa with its items, alpha on deviations with its parts; an overflowing answer is not NaN; in Chinese too', async () => {
    const { page, problems } = await harness.openView('reviewStats', ['form', 'reviewStats'], answeringReady(state(reviewed([{ bob: 1e300, carol: 0.1 }, { bob: 0.2, carol: 0.4 }]))));
    const text = (await page.locator('#app').textContent()) ?? '';
    assert.match(text, /Cohen's kappa, bob and carol/);
    assert.match(text, /on deviations in half-widths of each part's accepted interval/);
    assert.match(text, /not computable: an answer lies too far outside its interval to compute with/);
    assert.ok(!text.includes('NaN'));
    await page.close();
    const chinese = await harness.openView('reviewStats', ['form', 'reviewStats'], answeringReady(state(reviewed([{ bob: 0.2 }])), zh));
    assert.match((await chinese.page.locator('#app').textContent()) ?? '', /审核人之间的一致性：暂无/);
    await chinese.page.screenshot({ path: path.join(repoRoot, '.tmp/screenshots/review-stats-zh.png'), fullPage: true });
    assert.deepEqual([...problems, ...chinese.problems], []);
    await chinese.page.close();
  });
});
