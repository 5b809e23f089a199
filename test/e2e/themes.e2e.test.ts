// The item form, the dashboard and the judge preview in the workbench as an expert sees them: every text of the form
// readable in the light, dark and both high-contrast themes, and the views in Chinese through finbench.uiLanguage.
// Screenshots in .tmp/screenshots/.
import assert from 'node:assert/strict';
import { readFileSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { waitFor } from '../poll';
import { prerendered } from '../../src/extension/webviews/webviewHtml';
import { repoRoot } from '../repoRoot';
import { lowContrastTexts } from './contrast';
import { formFrame, frameWith, openWorkbench, quickOpen, runCommand, screenshotPath, useTheme } from './workbench';

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

test('the form the extension writes into the page (what shows before its script runs) is readable in each theme', async () => {
  const { page, folder, close } = await openWorkbench('themes-page');
  try {
    const item = JSON.parse(readFileSync(path.join(folder, 't1-global-nvda-low.item.json'), 'utf8'));
    const html = prerendered(repoRoot, 'itemEditor', { state: { version: 1, content: { kind: 'item', item }, findings: [] }, language: 'en' });
    assert.ok(html);
    await quickOpen(page, 't1-global-nvda-low.item.json');
    const form = formFrame(page);
    // Once the live form has taken over (nothing replaces the page's content after that),
    await form.locator('#app:not([aria-busy]) .form textarea').first().waitFor({ timeout: 30_000 });
    // the page's own form, drawn in the form's real frame (its style sheets, VS Code's theme colours) in place of the live one.
    await form.locator('#app').evaluate((app, body) => void (app.innerHTML = body), html);
    assert.match(await form.locator('.prerendered [data-pointer="/question"] textarea').inputValue(), /^What was the lowest price of NVIDIA/);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      await page.screenshot({ path: screenshotPath(`form-page-${theme.toLowerCase().replace(/ /g, '-')}`) });
      assert.deepEqual(await lowContrastTexts(form), [], `texts below 4.5:1 in ${theme}, in the page's own form`);
    }
    // In Chinese (the translations the extension hands the page).
    const l10n = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8'));
    const zh = prerendered(repoRoot, 'itemEditor', { state: { version: 1, content: { kind: 'item', item }, findings: [] }, language: 'zh', l10n });
    await form.locator('#app').evaluate((app, body) => void (app.innerHTML = body ?? ''), zh);
    await useTheme(page, 'Light Modern');
    await form.getByText('问题', { exact: true }).first().waitFor();
    await page.screenshot({ path: screenshotPath('form-page-chinese-light') });
    assert.deepEqual(await lowContrastTexts(form), [], 'texts below 4.5:1 in Chinese, in the page\'s own form');
  } finally {
    await close();
  }
});

test('the dashboard and the judge preview in each theme and in Chinese: draft and discarded bars apart in every theme', async () => {
  const { page, folder, close } = await openWorkbench('themes-views');
  try {
    // A discarded item beside a draft one of the same task and market (one stacked bar), and a judge run record.
    const discarded = path.join(folder, 't1-gc-usdcnh-fx.item.json');
    const item = JSON.parse(readFileSync(discarded, 'utf8'));
    item.review = { ...item.review, status: 'discarded' };
    writeFileSync(discarded, `${JSON.stringify(item, null, 2)}\n`);
    const run = (id: string, task: string, verdict: string, expected: string) => JSON.stringify({
      v: 1, at: '2026-11-20T10:00:00.000Z', item: id, task, market: 'global', language: 'en', sample: { index: 0, hash: '0123456789abcdef' }, template: 't1-live',
      protocol: 'score', model: 'a-judge-model-with-a-long-name', verdict, expected: { verdict: expected, from: 'tolerance' }, repeats: 3, unscoredRepeats: verdict === 'unscored' ? 3 : 0, cached: false, via: 'panel',
      ...(verdict === 'unscored' ? { reason: 'no verdict in the reply' } : {}),
    });
    mkdirSync(path.join(folder, '.finbench'), { recursive: true });
    writeFileSync(path.join(folder, '.finbench/judge-runs.jsonl'), `${[run('t1-global-nvda-low', 'T1', 'pass', 'pass'), run('t1-global-sti-highlow', 'T1', 'unscored', 'pass'), run('t2-global-sbux-assets', 'T2', 'fail', 'pass')].join('\n')}\n`);

    await quickOpen(page, 't1-global-nvda-low.item.json');
    const button = formFrame(page).locator('#preview-judge');
    await button.waitFor({ timeout: 30_000 });
    await button.scrollIntoViewIfNeeded();
    await button.click();
    const preview = await frameWith(page, '.samples-table');
    await preview.locator('#run').click();
    await preview.locator('.status', { hasText: 'Done.' }).waitFor({ timeout: 30_000 });
    await runCommand(page, 'FinBench: Show Dashboard');
    const dashboard = await frameWith(page, '#judge table');

    const barFill = (status: string) => dashboard.locator('#counts g[aria-label="bar"] rect', { has: dashboard.locator('title', { hasText: `T1 · Greater China · ${status}:` }) }).first().getAttribute('fill');
    /** The theme's colour for draft items (charts.ts: its chart text colour), as the dashboard's page has it now. */
    const draftColor = () => dashboard.evaluate(() => (globalThis as any).getComputedStyle((globalThis as any).document.body).getPropertyValue('--vscode-charts-foreground').trim() as string);
    for (const theme of THEMES) {
      await useTheme(page, theme);
      const name = theme.toLowerCase().replace(/ /g, '-');
      // The chart is redrawn in the theme's colours (on the page's theme change).
      await waitFor(`the draft bar in the colour of ${theme}`, async () => [await barFill('Draft'), await draftColor()], { until: ([fill, color]) => fill === color });
      assert.notEqual(await barFill('Draft'), await barFill('Discarded'), `draft and discarded apart in ${theme}`);
      await page.screenshot({ path: screenshotPath(`dashboard-theme-${name}`) });
      await dashboard.locator('#judge').scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`dashboard-theme-${name}-judge`) });
      await dashboard.locator('#counts').scrollIntoViewIfNeeded();
    }

    mkdirSync(path.join(folder, '.vscode'), { recursive: true });
    writeFileSync(path.join(folder, '.vscode', 'settings.json'), JSON.stringify({ 'finbench.uiLanguage': 'zh-cn' }));
    await useTheme(page, 'Dark Modern');
    const zhDashboard = await frameWith(page, 'h1:text("FinBench 仪表板")');
    await zhDashboard.locator('#lint').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('dashboard-chinese-dark') });
    await zhDashboard.locator('#judge').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('dashboard-chinese-dark-judge') });
  } finally {
    await close();
  }
});
