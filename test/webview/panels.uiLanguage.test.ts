// Every panel starts in the UI language the host answers `ready` with: its texts in Chinese, and the page's `lang`
// saying so (the page the tests serve is written in English, so only the view's start can change it).
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { dashboardData } from '../../src/core/dataset/stats';
import { reviewStats } from '../../src/core/review';
import type { ArbitrationState } from '../../src/protocol/arbitration';
import type { CalibrationState } from '../../src/protocol/calibration';
import type { JudgePreviewState } from '../../src/protocol/judgePreview';
import type { ReviewStatsState } from '../../src/protocol/reviewStats';
import { repoRoot } from '../repoRoot';
import { answeringReady, viewSuite } from './harness';

const zh = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

const judgePreview: JudgePreviewState = {
  file: 'a.item.json', itemId: 'a', language: 'en', task: 'T1', template: { error: 'none' }, samples: [], rubric: [], mode: 'unavailable', repeats: 1,
};

/** Each panel with the styles its descriptor names, a state it shows, and the English of its heading. */
const panels: { view: string; styles: string[]; state: unknown; heading: string }[] = [
  { view: 'dashboard', styles: ['dashboard'], state: dashboardData([]), heading: 'FinBench Dashboard' },
  { view: 'arbitration', styles: ['form', 'reviewLists', 'arbitration'], state: { cases: [], skipped: [] } satisfies ArbitrationState, heading: 'Arbitration' },
  { view: 'reviewStats', styles: ['form', 'reviewStats'], state: { stats: reviewStats([]), skipped: [] } satisfies ReviewStatsState, heading: 'Review statistics' },
  { view: 'calibration', styles: ['form', 'reviewStats', 'calibration'], state: { mode: 'deterministic' } satisfies CalibrationState, heading: 'Judge calibration' },
  { view: 'judgePreview', styles: ['form', 'judgePreview'], state: judgePreview, heading: 'Judge preview' },
];

describe('every panel starts in the UI language', () => {
  const views = viewSuite();

  for (const { view, styles, state, heading } of panels) {
    test(`${view}: opened in Chinese, it speaks Chinese and its page's lang is zh-CN`, async () => {
      const { page } = await views.open(view, styles, answeringReady(state, zh));
      assert.ok(zh[heading], `the bundle translates "${heading}"`);
      assert.match((await page.locator('h1').first().textContent()) ?? '', new RegExp(`^${zh[heading]}`));
      assert.equal(await page.locator('html').getAttribute('lang'), 'zh-CN');
    });
  }
});
