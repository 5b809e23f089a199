// The Get started walkthrough as a newcomer finds it: listed by VS Code's "Open Walkthrough…", its four steps,
// and a step's page beside them. Screenshots in .tmp/screenshots/.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { answer, frameWith, openWorkbench, runCommand, screenshotPath } from './workbench';

test('the Get started walkthrough opens with its four steps', async () => {
  const { page, folder, close } = await openWorkbench('walkthrough');
  try {
    await runCommand(page, 'Welcome: Open Walkthrough...');
    await answer(page, 'Get started with FinBench Studio', 'Get started with FinBench Studio');
    for (const step of ['Author an item', 'Validate and lint', 'Blind review', 'Judge preview']) {
      await page.locator('.getting-started-step', { hasText: step }).first().waitFor({ timeout: 30_000 });
    }
    await page.locator('.getting-started-step', { hasText: 'Blind review' }).first().click();
    await page.locator('.getting-started-step.expanded', { hasText: 'Create Review Packet' }).waitFor();
    // The step's page (media/walkthrough/review.md), rendered by VS Code in a webview beside the steps.
    await frameWith(page, 'text=A second expert solves each item');
    // The walkthrough page keeps the keyboard (F1 does not reach the palette): themes through the workspace settings.
    mkdirSync(path.join(folder, '.vscode'), { recursive: true });
    for (const [theme, css] of [['Default Light Modern', 'vs'], ['Default Dark Modern', 'vs-dark'], ['Default High Contrast', 'hc-black']]) {
      writeFileSync(path.join(folder, '.vscode', 'settings.json'), JSON.stringify({ 'workbench.colorTheme': theme }));
      await page.locator(`.monaco-workbench.${css}`).waitFor({ timeout: 20_000 });
      await page.screenshot({ path: screenshotPath(`walkthrough-${css}`) });
    }
  } finally {
    await close();
  }
});
