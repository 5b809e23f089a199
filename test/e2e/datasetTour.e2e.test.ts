import assert from 'node:assert/strict';
import { test } from 'node:test';
import { waitFor } from '../poll';
import { frameWith, openWorkbench, runCommand, screenshotPath } from './workbench';

test('a tour of the dataset: the FinBench tree, a filter, an item opened from the tree, the dashboard', async () => {
  const { page, close } = await openWorkbench('dataset-tour');
  try {
    await page.locator('.activitybar [aria-label^="FinBench"]').first().click();
    const row = (text: string | RegExp) => page.locator('.pane-body .monaco-list-row', { hasText: text }).first();
    // The group with its count (drawn a moment after the group's name, at times).
    await row(/Draft\s*\d+/).waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('tour-1-tree') });

    await runCommand(page, 'FinBench: Filter Items…');
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'Text…' }).first().click();
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill('nvda');
    await page.keyboard.press('Enter');
    // The view's description says what the filter shows (its header is folded into the sidebar title).
    const header = (shown: string) => page.locator(`.pane-header[aria-label*="${shown} of "]`).first();
    await header('1').waitFor({ state: 'attached', timeout: 15_000 });
    await row('Ready').click();
    await row('t1-global-nvda-low').waitFor({ timeout: 15_000 });
    // One group and its one item, once the tree has redrawn for the filter.
    await page.waitForFunction(() => (globalThis as any).document.querySelectorAll('.pane-body .monaco-list-row').length === 2, undefined, { timeout: 15_000 });
    // The message may follow the rows: wait for it rather than read it once.
    await page.locator('.pane-body .tree-explorer-viewlet-tree-view-message, .pane-body .message', { hasText: /Showing 1 of \d+/ }).first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('tour-2-filtered') });

    await row('t1-global-nvda-low').click();
    await page.locator('.tab', { hasText: 't1-global-nvda-low.item.json' }).waitFor({ timeout: 30_000 });
    const form = await frameWith(page, 'text=Answer key');
    assert.ok(form);
    await page.screenshot({ path: screenshotPath('tour-3-item-form') });

    await runCommand(page, 'FinBench: Show Dashboard');
    const dashboard = await frameWith(page, 'h1:text("FinBench Dashboard")');
    await dashboard.locator('#counts svg').first().waitFor({ timeout: 30_000 });
    // Both read at once: the dashboard is redrawn whole when the index changes.
    const { total, rows } = await dashboard.evaluate(() => {
      const { document } = globalThis as any;
      return {
        total: Number(/(\d+)/.exec(document.querySelector('.total')?.textContent ?? '')?.[1]),
        rows: [...document.querySelectorAll('#counts table tbody tr td.number')].map((td: any) => Number(td.textContent)),
      };
    });
    assert.equal(rows.reduce((n, c) => n + c, 0), total, 'the table adds up to the total');
    assert.ok(total >= 10);
    await page.screenshot({ path: screenshotPath('tour-4-dashboard') });

    // The coordinator plans the review: the plan shows first, and nothing is written until "Write" is chosen.
    await runCommand(page, 'FinBench: Plan Review Assignments');
    const write = page.locator('.quick-input-widget .monaco-list-row', { hasText: 'wang.fang' }).first();
    await write.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('tour-4a-assignment-plan') });
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: /Write 1 packet/ }).first().click();
    const team = dashboard.locator('#team table').first().locator('tbody tr', { hasText: 'wang.fang' });
    await team.waitFor({ timeout: 30_000 });
    // Scrolled to and read until it holds: the dashboard is redrawn whole as the index takes in the packet and the items
    // it sent, so the row found a moment ago may be gone (a detached row counts as not yet).
    const scrolledText = async () => {
      await team.scrollIntoViewIfNeeded({ timeout: 5_000 });
      return team.innerText();
    };
    await waitFor('wang.fang assigned, none returned, none overdue', scrolledText, { until: (text) => /^wang\.fang\s+\d+\s+0\s+0\s/.test(text) });
    await page.screenshot({ path: screenshotPath('tour-4b-dashboard-team') });
    await waitFor('the counts in view', async () => (await dashboard.locator('#counts').scrollIntoViewIfNeeded({ timeout: 5_000 }), true));

    await dashboard.locator('#counts table vscode-button').first().click();
    await page.locator('.pane-header[aria-label*=" of "]:not([aria-label*="nvda"])').first().waitFor({ state: 'attached', timeout: 15_000 });
    // The tree's rows redraw after its description: the first row of the table (T1 · Global · Draft) is one Draft group.
    await row('Draft').waitFor({ timeout: 15_000 });
    await page.waitForFunction(() => ![...(globalThis as any).document.querySelectorAll('.pane-body .monaco-list-row')].some((r: any) => /Ready|nvda/.test(r.textContent)), undefined, { timeout: 15_000 });
    await page.locator('.pane-body .monaco-list-row', { hasText: /Draft\s*1\b/ }).first().waitFor({ timeout: 15_000 });
    await page.screenshot({ path: screenshotPath('tour-5-dashboard-filtered-tree') });
  } finally {
    await close();
  }
});
