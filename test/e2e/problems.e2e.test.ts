import assert from 'node:assert/strict';
import { test } from 'node:test';
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
