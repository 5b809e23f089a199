// The item form in the workbench as an expert sees it: every text readable in the light, dark and both
// high-contrast themes, and the whole form in Chinese through finbench.uiLanguage. Screenshots in .tmp/screenshots/.
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { lowContrastTexts } from './contrast';
import { formFrame, openWorkbench, quickOpen, screenshotPath, useTheme } from './workbench';

const THEMES = ['Light Modern', 'Dark Modern', 'Light High Contrast', 'Dark High Contrast'];

test('every text of the form is readable in each theme, and the form speaks Chinese when the setting says so', async () => {
  const { page, folder, close } = await openWorkbench('themes');
  try {
    // A sample with one problem of each kind on screen: a placeholder warning at the question, an error in the summary.
    const sample = JSON.parse(readFileSync(path.join(folder, 't2-global-sbux-assets.item.json'), 'utf8'));
    sample.question = 'Write the question here, naming the instrument, the period and the unit of the answer.';
    sample.colour = 'red';
    // Written over a sample the workbench already lists (a new file may take a while to reach Quick Open).
    writeFileSync(path.join(folder, 't2-global-sbux-assets.item.json'), `${JSON.stringify(sample, null, 2)}\n`);
    await quickOpen(page, 't2-global-sbux-assets.item.json');
    const form = formFrame(page);
    const tryAnswer = form.getByLabel('Try an answer', { exact: true });
    await tryAnswer.waitFor({ timeout: 30_000 });
    await tryAnswer.fill('$29,374.5 million');
    await form.locator('.verdict.pass').waitFor();
    await form.locator('.message.warning').first().waitFor();
    await form.locator('.summary.has-errors').waitFor();

    for (const theme of THEMES) {
      await useTheme(page, theme);
      const name = `form-theme-${theme.toLowerCase().replace(/ /g, '-')}`;
      await form.locator('.summary').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`${name}-problems`) });
      await form.locator('.verdict.pass').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`${name}-verdict`) });
      assert.deepEqual(await lowContrastTexts(form), [], `texts below 4.5:1 in ${theme}`);
    }

    // Chinese UI in an English VS Code: the workspace setting reloads the open form in Chinese.
    mkdirSync(path.join(folder, '.vscode'), { recursive: true });
    writeFileSync(path.join(folder, '.vscode', 'settings.json'), JSON.stringify({ 'finbench.uiLanguage': 'zh' }));
    await form.getByLabel('试填答案', { exact: true }).waitFor({ timeout: 30_000 });
    await form.getByText('问题', { exact: true }).first().waitFor();
    await form.locator('.summary').getByText(/个错误/).waitFor();
    await useTheme(page, 'Light Modern');
    await form.locator('.summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('form-chinese-light') });
    await form.locator('.verdict').first().scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('form-chinese-tolerance') });
    assert.deepEqual(await lowContrastTexts(form), [], 'texts below 4.5:1 in Chinese');
  } finally {
    await close();
  }
});
