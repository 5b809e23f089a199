// The judge calibration view as an expert uses it: a run against a local endpoint over the workspace's labelled answers,
// the report's tables, a disagreement opened in one click, a second run with its change, a cancelled run that saves
// nothing, readable in the light, dark and high-contrast themes and in Chinese. Screenshots in .tmp/screenshots/
// (the light one becomes docs/images/calibration.png when FINBENCH_DOC_SCREENSHOTS is set).
import assert from 'node:assert/strict';
import { copyFileSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { FrameLocator, Page } from 'playwright-core';
import { repoRoot } from '../repoRoot';
import { isCapabilityProbe, startServer, type ChatRequest } from '../unit/judge/server';
import { lowContrastTexts } from './contrast';
import { editUserSettings, frameWith, openWorkbench, runCommand, screenshotPath, useTheme } from './workbench';

const THEMES = ['Light Modern', 'Dark Modern', 'Light High Contrast', 'Dark High Contrast'];
const answerOf = (r: ChatRequest) => /<<<ANSWER [0-9a-f]+>>>\n([\s\S]*?)\n<<<END ANSWER/.exec(r.body.messages.at(-1)!.content)?.[1] ?? '';

/** The calibration view's frame, found by its heading (in the UI language). */
const calibrationFrame = (page: Page, heading = 'Judge calibration') => frameWith(page, `h1:text-is("${heading}")`);

test('Calibrate Judge: the report against a local endpoint, a disagreement one click from its item, change per run, cancel, themes, Chinese', async () => {
  let slow = false;
  // A judge that fails the Starbucks answers written in full ("29,374.5") and passes everything else: it disagrees
  // with the experts on those, and is right on the rest.
  const server = await startServer((r) => {
    if (isCapabilityProbe(r)) return { text: 'hello' };
    const answer = answerOf(r);
    const rubric = r.body.messages.at(-1)!.content.includes('Rubric (id, weight, criterion)');
    const text = rubric ? '[{"rubric_id":1,"status":"yes"},{"rubric_id":2,"status":"yes"},{"rubric_id":3,"status":"yes"},{"rubric_id":4,"status":"yes"},{"rubric_id":5,"status":"no"}]'
      : /29,374\.5|29374\.5/.test(answer) ? 'The figure is not the one in the filing. {"answer_score":0}'
        : r.body.messages.some((m) => m.content.includes('answer_score')) ? '{"answer_score":1}' : '{"score":1}';
    return { text, delayMs: slow ? 5000 : 0 };
  });
  editUserSettings((s) => Object.assign(s, { 'finbench.judge.baseUrl': server.baseURL, 'finbench.judge.model': 'calibration-judge' }));
  const { page, folder, close } = await openWorkbench('calibration');
  const runs = () => readdirSync(path.join(folder, '.finbench/calibration')).filter((f) => f.endsWith('.json'));
  try {
    await runCommand(page, 'FinBench: Set Judge API Key');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill('sk-e2e-calibration');
    await page.keyboard.press('Enter');

    await runCommand(page, 'FinBench: Calibrate Judge');
    const view = await calibrationFrame(page);
    await view.locator('.meta', { hasText: 'calibration-judge' }).waitFor({ timeout: 15_000 });
    await view.locator('.empty', { hasText: 'No calibration run yet.' }).waitFor();
    await view.locator('vscode-button', { hasText: 'Calibrate' }).click();
    await view.locator('.status', { hasText: 'Done.' }).waitFor({ timeout: 60_000 });
    const labelled = server.requests.filter((r) => !isCapabilityProbe(r)).length;
    assert.ok(labelled >= 21, `${labelled} calls: one per labelled answer`);
    assert.equal(runs().length, 1);
    assert.match((await view.locator('.saved').textContent())!, /Saved in \.finbench\/calibration\/.+\.json/);
    const overall = await view.locator('table.stats').first().locator('tbody td').allTextContents();
    assert.equal(overall[0], String(labelled));
    assert.match(overall[2], /^\d+\.\d% \[\d+\.\d% – \d+\.\d%\]$/, 'agreement with its interval');
    const groups = await view.locator('table.stats caption').allTextContents();
    for (const caption of ['Overall', "The experts' own ceiling (doubly reviewed items)", 'Confusion matrix (rows: experts, columns: judge)', 'Per label', 'By template', 'By task type', 'By market', 'By language']) assert.ok(groups.includes(caption), caption);
    const strict = view.locator('details.cause', { hasText: 'Too strict' });
    await strict.waitFor();
    assert.match((await strict.locator('.reasoning').first().textContent())!, /not the one in the filing/);
    await page.screenshot({ path: screenshotPath('calibration-light') });
    // The guide's picture is taken again only when asked, so a test run leaves the repository as it was.
    if (process.env.FINBENCH_DOC_SCREENSHOTS) {
      mkdirSync(path.join(repoRoot, 'docs/images'), { recursive: true });
      copyFileSync(screenshotPath('calibration-light'), path.join(repoRoot, 'docs/images/calibration.png'));
    }

    // One click from the disagreement to its item, at the sample.
    await strict.locator('a.item-link', { hasText: 't2-global-sbux-assets' }).first().click();
    await page.locator('.tab.active', { hasText: 't2-global-sbux-assets.item.json' }).waitFor({ timeout: 15_000 });

    for (const theme of THEMES) {
      await useTheme(page, theme);
      await page.locator('.tab', { hasText: 'FinBench Judge Calibration' }).click();
      await strict.scrollIntoViewIfNeeded();
      await page.screenshot({ path: screenshotPath(`calibration-${theme.toLowerCase().replace(/ /g, '-')}`) });
      assert.deepEqual(await lowContrastTexts(view as unknown as FrameLocator), [], `texts below 4.5:1 in ${theme}`);
    }
    await useTheme(page, 'Light Modern');

    // A second run: saved beside the first, with the change per cell against it.
    await view.locator('vscode-button', { hasText: 'Calibrate' }).click();
    await view.locator('.saved', { hasText: 'changes against' }).waitFor({ timeout: 60_000 });
    assert.equal(runs().length, 2);
    assert.match((await view.locator('table.stats').first().locator('tbody td').last().textContent())!, /^[±+−]0 pp, [±+−]0\.000$/);

    // Cancel: a slow server (and no cache: the verdicts of the runs above are cached), the run stopped, nothing saved.
    slow = true;
    await runCommand(page, 'FinBench: Clear Judge Cache');
    await page.locator('.tab', { hasText: 'FinBench Judge Calibration' }).click();
    await view.locator('vscode-button', { hasText: 'Calibrate' }).click();
    await view.locator('.status', { hasText: 'of' }).waitFor({ timeout: 15_000 });
    await view.locator('vscode-button', { hasText: 'Cancel' }).click();
    await view.locator('.status', { hasText: 'Cancelled: nothing was saved.' }).waitFor({ timeout: 15_000 });
    assert.equal(runs().length, 2);
    slow = false;

    // Chinese: the workspace setting reloads the view in Chinese, showing the newest run.
    mkdirSync(path.join(folder, '.vscode'), { recursive: true });
    writeFileSync(path.join(folder, '.vscode', 'settings.json'), JSON.stringify({ 'finbench.uiLanguage': 'zh' }));
    const zh = await calibrationFrame(page, '评判校准');
    await zh.locator('caption', { hasText: '混淆矩阵' }).waitFor({ timeout: 15_000 });
    await zh.locator('summary', { hasText: '过严' }).waitFor();
    await zh.locator('summary', { hasText: '过严' }).scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('calibration-chinese') });
    assert.deepEqual(await lowContrastTexts(zh as unknown as FrameLocator), [], 'texts below 4.5:1 in Chinese');
  } finally {
    await close();
    editUserSettings((s) => {
      for (const key of ['finbench.judge.baseUrl', 'finbench.judge.model']) delete s[key];
    });
    await server.close();
  }
});
