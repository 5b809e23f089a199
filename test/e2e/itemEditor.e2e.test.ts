import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { FrameLocator, Locator } from 'playwright-core';
import { diagnoseItemText } from '../../src/core/diagnose/diagnose';
import { waitFor } from '../poll';
import { answer, formFrame, openWorkbench, quickOpen, runCommand, screenshotPath, useTheme } from './workbench';

/** Picks an option of a form select (scrolled to the middle, so its list opens on screen). */
async function choose(form: FrameLocator, within: Locator, label: string, option: string) {
  const select = within.getByRole('combobox', { name: label, exact: true });
  await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await select.click();
  await form.getByRole('option', { name: option, exact: true }).click();
}

/** The file's text once `check` accepts it (it may not exist yet). */
function waitForFile(file: string, what: string, check: (text: string) => boolean): Promise<string> {
  return waitFor(`${path.basename(file)} ${what}`, () => readFileSync(file, 'utf8'), { until: check });
}

test('New Item from the palette, filled in the form and saved with Ctrl+S, is a valid item on disk', async () => {
  const { page, folder, close } = await openWorkbench('item-editor');
  try {
    await runCommand(page, 'FinBench: New Item');
    await answer(page, 'T2', 'simple historical lookup');
    await answer(page, 'greater', 'Greater China');
    await answer(page, 'Chinese', 'Chinese');
    await answer(page, 'e2e-moutai-revenue.item.json');
    const file = path.join(folder, 'e2e-moutai-revenue.item.json');
    await waitForFile(file, 'written by New Item', (text) => text.includes('"id": "e2e-moutai-revenue"'));

    const form = formFrame(page);
    const question = form.getByLabel('Question', { exact: true });
    await question.waitFor({ timeout: 30_000 });
    await page.screenshot({ path: screenshotPath('item-editor-new') });

    const question_ = '根据贵州茅台2023年年度报告,公司2023年度营业总收入是多少亿元人民币?请保留两位小数。';
    await question.fill(question_);
    const part = form.locator('.row[data-pointer="/answer/parts/0"]');
    await part.getByLabel('Label', { exact: true }).fill('营业总收入');
    await part.getByLabel('Reference value', { exact: true }).fill('1505.60');
    await part.getByLabel('Currency', { exact: true }).fill('CNY');
    await choose(form, part, 'Scale', 'Hundred-millions (亿)');
    await choose(form, part, 'Tolerance kind', 'Relative ± percent');
    await part.getByLabel('Percent (±% of the reference)', { exact: true }).fill('0.1');
    await form.getByLabel('Topics (one per line)', { exact: true }).fill('财务报表\nA股');
    await part.getByLabel('Try an answer', { exact: true }).fill('约1,505.6亿元');
    await part.locator('.verdict.pass').waitFor();
    await form.getByLabel('Topics (one per line)', { exact: true }).press('Tab');
    await page.locator('.tab.active.dirty').waitFor({ timeout: 10_000 });
    // The form has the findings of its last edit back: what it shows is settled.
    const noErrors = form.locator('.summary').getByText('No problems found').or(form.locator('.summary').getByText(/^0 errors/));
    await noErrors.waitFor();
    await page.screenshot({ path: screenshotPath('item-editor-filled'), fullPage: true });

    await page.keyboard.press('Control+S');
    const saved = await waitForFile(file, 'saved with the form\'s edits', (text) => text.includes('"percent": 0.1') && text.includes('A股'));
    await page.locator('.tab.active:not(.dirty)').waitFor({ timeout: 10_000 });
    const item = JSON.parse(saved);
    assert.equal(item.question, question_);
    assert.deepEqual(item.answer.parts[0], {
      label: '营业总收入',
      kind: 'numeric',
      value: '1505.60',
      currency: 'CNY',
      scale: 'hundred-million',
      tolerance: { kind: 'relative', percent: 0.1 },
    });
    assert.deepEqual(item.topics, ['财务报表', 'A股']);
    assert.deepEqual(diagnoseItemText(saved).findings.filter((f) => f.severity === 'error'), []);
    await noErrors.waitFor();
    await page.screenshot({ path: screenshotPath('item-editor-saved') });

    await part.locator('.preview').scrollIntoViewIfNeeded();
    for (const theme of ['Dark Modern', 'Dark High Contrast', 'Light High Contrast']) {
      await useTheme(page, theme);
      await page.screenshot({ path: screenshotPath(`item-editor-${theme.toLowerCase().replace(/ /g, '-')}`) });
    }
  } finally {
    await close();
  }
});

test('an item form hidden behind another editor and shown again is live and takes input (its page written again by VS Code loads its bundle)', async () => {
  const { page, folder, close } = await openWorkbench('item-editor-shown-again');
  try {
    const file = path.join(folder, 't1-global-nvda-low.item.json');
    await quickOpen(page, 't1-global-nvda-low.item.json');
    const form = formFrame(page);
    const liveQuestion = form.locator('.form:not(.prerendered) [data-pointer="/question"] textarea');
    await liveQuestion.waitFor({ timeout: 30_000 });
    // The dataset manifest opens in the text editor, in the form's place.
    await quickOpen(page, 'finbench.dataset.json');
    await page.locator('.tab.active', { hasText: 'finbench.dataset.json' }).waitFor();
    await quickOpen(page, 't1-global-nvda-low.item.json');
    await page.locator('.tab.active', { hasText: 't1-global-nvda-low.item.json' }).waitFor();
    await liveQuestion.waitFor({ timeout: 30_000 });
    const question = form.getByLabel('Question', { exact: true });
    await question.fill('What was the lowest price of NVDA in 2024, shown again?');
    await page.keyboard.press('Control+S');
    await waitForFile(file, 'saved with the question typed after the form was shown again', (text) => text.includes('shown again?'));
  } finally {
    await close();
  }
});
