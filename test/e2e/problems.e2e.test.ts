import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { waitFor } from '../poll';
import { openWorkbench, runCommand, screenshotPath } from './workbench';

test('the sample dataset opens in code-server and schema errors show in the Problems panel', async () => {
  const { page, close } = await openWorkbench('problems');
  try {
    const explorer = page.locator('.explorer-folders-view');
    await explorer.getByText('t1-global-nvda-low.item.json').waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('workbench-sample-dataset') });

    await runCommand(page, 'FinBench: Validate All Item Files');
    // The status bar counts the errors; clicking the count opens the Problems panel, as a user would.
    const counter = page.locator('[id="status.problems"]');
    await counter.filter({ hasText: /[1-9]/ }).waitFor({ timeout: 30_000 });
    await counter.click();
    const problem = page.locator('.markers-panel .monaco-tl-row', { hasText: "Tolerance 'absolute' needs a positive delta" });
    await problem.first().waitFor({ timeout: 30_000 });
    const panelText = await page.locator('.markers-panel').innerText();
    assert.match(panelText, /closed-invalid\.item\.json/);
    assert.doesNotMatch(panelText, /t1-global-nvda-low/, 'valid samples have no problems');
    await page.screenshot({ path: screenshotPath('problems-panel') });
  } finally {
    await close();
  }
});

test('a large update reaches the Problems panel whole (VS Code drops the markers past about 1,100 of one set call)', async () => {
  const { page, folder, close } = await openWorkbench('problems-many');
  try {
    // Files created together are checked together and published in one update: 1,500 files, one error each (not UTF-8).
    const bulk = path.join(folder, 'bulk');
    mkdirSync(bulk);
    for (let i = 0; i < 1500; i++) writeFileSync(path.join(bulk, `latin1-${i}.item.json`), Buffer.from('{"id":"\xe9"}', 'latin1'));
    const errors = async () => Number(/Errors: (\d+)/.exec((await page.locator('[id="status.problems"]').getAttribute('aria-label')) ?? '')?.[1] ?? 0);
    // The sample dataset has a few errors of its own; with the markers cut at about 1,100 the count stays below 1,500.
    await waitFor('every error of the 1,500 files counted in the status bar', errors, { until: (n) => n >= 1500, timeoutMs: 60_000 });
  } finally {
    await close();
  }
});
