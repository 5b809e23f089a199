// The item form's whole-answer check and accepted intervals, in real Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../repoRoot';
import { sampleText, T2_TEXT } from './fixtures';
import { formSuite, type FormPage } from './harness';

const zhBundle = () => JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

describe('item form: Try a whole answer', () => {
  const harness = formSuite();
  let form: FormPage;

  test('a two-part item checks the whole answer: each part with its interval, and the overall verdict', async () => {
    form = await harness.open(sampleText('t3-global-sp500-best-month'));
    const box = form.input('Try a whole answer');
    await box.click();
    await form.page.keyboard.type('The best month was April 2020, when the index rose 12.68%.');
    const overall = form.page.locator('.whole-answer .verdict.overall');
    await overall.getByText('The whole answer passes: every part passes').waitFor();
    assert.equal(await overall.getAttribute('role'), 'status');
    const rows = form.page.locator('.whole-parts li');
    assert.equal(await rows.count(), 2);
    assert.match(await rows.nth(0).innerText(), /Part 1 \(Month\)\s*Passes/);
    assert.match(await rows.nth(1).innerText(), /Part 2 \(Monthly gain\)\s*Passes \(read: 12\.68%\)\s*Accepted: 12\.58% to 12\.78%/);

    await box.fill('The best month was April 2020, when the index rose 12.8%.');
    await overall.getByText('The whole answer fails: a part fails').waitFor();
    assert.match(await rows.nth(0).innerText(), /Passes/);
    assert.match(await rows.nth(1).innerText(), /Fails \(read: 12\.8%\)\s*Accepted: 12\.58% to 12\.78%/);
    assert.equal(await form.page.locator('.whole-parts li .verdict.fail').count(), 1);
  });

  test('an item with one part has no whole-answer box (its own Try an answer is the whole answer)', async () => {
    form = await harness.open(T2_TEXT);
    await form.input('Try an answer').waitFor();
    assert.equal(await form.page.locator('.whole-answer').count(), 0);
  });

  test('in Chinese, with the scale and unit of each part; the box fits a half-width editor', async () => {
    form = await harness.open(sampleText('t3-gc-csi300-drawdown'), { l10n: zhBundle() });
    await form.page.setViewportSize({ width: 420, height: 800 });
    await form.input('试填完整答案').fill('收盘高点5807.72点,最大回撤45.6%');
    await form.page.getByText('整个答案通过:每个部分都通过').waitFor();
    const rows = form.page.locator('.whole-parts li');
    assert.match(await rows.nth(1).innerText(), /可接受:45\.1%至46\.1%/);
    const width = await form.page.locator('.whole-parts li .verdict').first().evaluate((el) => el.getBoundingClientRect().right);
    assert.ok(width <= 420, `the verdict stays on screen (right edge ${width}px)`);
  });
});

describe('item form: the accepted interval in the UI language, from the same core as the verdict', () => {
  const harness = formSuite();
  let form: FormPage;

  test('Chinese UI: 亿 and 元 as in the tolerance sentence', async () => {
    form = await harness.open(sampleText('t2-gc-moutai-revenue'), { l10n: zhBundle() });
    await form.page.locator('.preview .interval').getByText('可接受:1504.0944亿元至1507.1056亿元', { exact: true }).waitFor();
  });

  test('English UI on a Chinese item: the scale and unit in English; the edges of the interval pass, beyond them fails', async () => {
    form = await harness.open(sampleText('t2-gc-moutai-revenue'));
    await form.page.locator('.preview .interval').getByText('Accepted: 1504.0944 hundred-million CNY to 1507.1056 hundred-million CNY', { exact: true }).waitFor();
    const verdict = form.page.locator('.preview .verdict').first();
    await form.input('Try an answer').fill('1507.1056亿元');
    await verdict.getByText(/^Passes/).waitFor();
    await form.input('Try an answer').fill('1507.2亿元');
    await verdict.getByText(/^Fails/).waitFor();
  });
});
