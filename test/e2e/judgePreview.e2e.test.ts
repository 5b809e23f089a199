import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { waitFor } from '../poll';
import { isCapabilityProbe, startServer } from '../unit/judge/server';
import { editUserSettings, frameWith, openWorkbench, quickOpen, runCommand, screenshotPath } from './workbench';

/** The webview frame that shows the judge preview (the item form is another webview). */
function previewFrame(page: Page, itemId = 't1-global-nvda-low', title = 'Judge preview'): Promise<Frame> {
  return frameWith(page, `h1:has-text("${title} ${itemId}")`);
}

/** Sets the judge's API key, opens the NVDA item in the form and its judge preview from the form's button. */
async function previewNvdaFromForm(page: Page, title?: string): Promise<Frame> {
  await runCommand(page, 'FinBench: Set Judge API Key');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible' });
  await input.fill('sk-e2e-judge-key');
  await page.keyboard.press('Enter');
  await quickOpen(page, 't1-global-nvda-low.item.json');
  const button = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame').locator('#preview-judge');
  await button.waitFor({ timeout: 30_000 });
  await button.scrollIntoViewIfNeeded();
  await button.click();
  return previewFrame(page, 't1-global-nvda-low', title);
}

test('Preview judge from the form against a local endpoint: verdicts, the tolerance check, a warning, a re-run from the cache', async () => {
  const rubricReply = 'Criteria 1–4 are met; no date is claimed. [{"rubric_id":1,"status":"yes"},{"rubric_id":2,"status":"yes"},{"rubric_id":3,"status":"yes"},{"rubric_id":4,"status":"no"},{"rubric_id":5,"status":"no"}]';
  const server = await startServer((r) =>
    r.body.messages.at(-1)!.content.includes('Rubric (id, weight, criterion)')
      ? { text: rubricReply }
      : { text: 'The snapshot low is 179.35 and the answer states a price. {"score":1}', chunkDelayMs: 20 },
  );
  editUserSettings((s) => Object.assign(s, { 'finbench.judge.baseUrl': server.baseURL, 'finbench.judge.model': 'e2e-judge', 'finbench.judge.repeats': 2 }));
  const { page, close } = await openWorkbench('judge-preview');
  try {
    const view = await previewNvdaFromForm(page);
    await view.locator('.judge', { hasText: 'e2e-judge' }).waitFor({ timeout: 15_000 });
    await view.locator('#run').click();
    await view.locator('.status', { hasText: 'Done.' }).waitFor({ timeout: 30_000 });
    assert.match((await view.locator('.status').textContent())!, /Recorded for the dashboard in \.finbench\/judge-runs\.jsonl\./);
    assert.equal(await view.locator('.badge.pass').count(), 6, 'three samples × two repeats, all pass by this judge');
    assert.deepEqual(await view.locator('td.deterministic').allTextContents(), ['pass', 'fail', 'fail']);
    assert.equal(await view.locator('.disagreement').count(), 2, 'the judge passes two answers the tolerance check fails');
    const requests = server.requests.length;
    assert.equal(requests, 7, 'one capability probe, then three samples × two repeats');
    // The scripted server takes the schema and answers the probe with prose: accepted, not enforced.
    assert.equal(await view.locator('.figure', { hasText: 'Structured output' }).locator('dd').textContent(), 'accepted, not enforced: replies are read as text');
    assert.equal(await view.locator('.figure', { hasText: 'Retries' }).locator('dd').textContent(), '0');
    assert.ok(server.requests.every((r) => r.authorization === 'Bearer sk-e2e-judge-key'));
    // The panel beside the form is narrow: each sample is a card, every value headed by its column's name (the
    // headings no longer break mid-word in seven narrow columns).
    assert.ok((await view.locator('.samples-table > thead').boundingBox())!.height <= 1, 'the heading row is for screen readers only');
    const headed = await view.evaluate<[string, number][]>(`[...document.querySelectorAll('tr[data-sample="1"] > td')].map((td) => [getComputedStyle(td, '::before').content, td.getBoundingClientRect().width])`);
    assert.deepEqual(headed.map(([label]) => label), ['"#"', '"Answer"', '"Expected"', '"Tolerance check"', '"Verdicts"', '"Majority"', '"Agreement"']);
    assert.ok(headed.every(([, width]) => width === headed[0][1]), 'each value takes the card\'s width');
    await page.screenshot({ path: screenshotPath('judge-preview-run') });

    await view.locator('#run').click();
    await view.locator('.status', { hasText: 'Done.' }).waitFor({ timeout: 30_000 });
    await view.locator('.figure', { hasText: 'Cache hits' }).locator('dd', { hasText: '6 / 0' }).waitFor({ timeout: 10_000 });
    assert.equal(await view.locator('.badge.pass.cached').count(), 6);
    assert.equal(server.requests.length, requests, 'the re-run is served from the cache');
    await view.locator('.summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('judge-preview-cached') });

    // A rubric item: all criteria in one call, the per-criterion table and the weighted score against expectedScore.
    await quickOpen(page, 'oe-global-ai-valuation-risk.item.json');
    // The palette opened while the editor still takes the focus closes at once: wait for the form drawn (its rubric) first.
    await page.locator('.tab.active', { hasText: 'oe-global-ai-valuation-risk.item.json' }).waitFor({ timeout: 15_000 });
    await frameWith(page, '.row[data-pointer="/rubric/0"]');
    await runCommand(page, 'FinBench: Preview Judge');
    const rubricView = await previewFrame(page, 'oe-global-ai-valuation-risk');
    await rubricView.locator('#run').click();
    await rubricView.locator('.status', { hasText: 'Done.' }).waitFor({ timeout: 30_000 });
    assert.equal(await rubricView.locator('table.criteria tbody tr').count(), 5);
    assert.equal(await rubricView.locator('td.majority').first().textContent(), '0.92', 'earned 24 of 26 positive weight');
    assert.equal(await rubricView.locator('td.agreement .agrees').count(), 1, 'within ±0.1 of expectedScore 0.92');
    await rubricView.locator('table.criteria').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('judge-preview-rubric') });

    // The dashboard counts what these previews recorded, the latest run of each answer: the judge passed all three
    // T1 answers, the tolerance check only the first; the rubric answer's 0.92 is its expected score.
    await runCommand(page, 'FinBench: Show Dashboard');
    const dashboard = await frameWith(page, '#judge table');
    // The dashboard may open before the record's last lines reach it: it is redrawn when they do.
    const judged = '4 judged answers (the latest run of each): 50% agree with the expected verdict (2 of 4 answers compared; 0 left out: no expected verdict, or unscored); 0% of answers unscored (0 of 4).';
    await waitFor('the judge figures of both previews on the dashboard', () => dashboard.locator('#judge p').first().textContent(), { until: (text) => text === judged });
    const rows = await dashboard.locator('#judge table').first().locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 5).map((td) => td.textContent)));
    assert.deepEqual(rows, [['T1', '3', '33.3% (1/3)', '0', '0% (0/3)'], ['OE', '1', '100% (1/1)', '0', '0% (0/1)']]);
    await dashboard.locator('#judge').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('judge-preview-dashboard') });
  } finally {
    await close();
    editUserSettings((s) => {
      for (const key of ['finbench.judge.baseUrl', 'finbench.judge.model', 'finbench.judge.repeats']) delete s[key];
    });
    await server.close();
  }
});

test('A run cancelled half-way, in Chinese: stopped calls are cancelled (not errors), no pass^k from the partial run, unscored answers with their reason, tokens not reported', async () => {
  // The first answer is judged (no token usage reported), the second gets a reply without a verdict, the third never an answer.
  const server = await startServer((r) => {
    if (isCapabilityProbe(r)) return { text: 'hello' };
    const content = r.body.messages.at(-1)!.content;
    return content.includes("NVIDIA's low on the latest session") ? { text: '{"score":1}', usage: null } : content.includes('About $179.4') ? { text: 'hard to say', usage: null } : { hang: true };
  });
  editUserSettings((s) => Object.assign(s, { 'finbench.judge.baseUrl': server.baseURL, 'finbench.judge.model': 'e2e-judge', 'finbench.judge.repeats': 3, 'finbench.uiLanguage': 'zh-cn' }));
  const { page, close } = await openWorkbench('judge-cancel');
  try {
    const view = await previewNvdaFromForm(page, '评判预览');
    await view.locator('#run').click();
    // Six calls answer; the third answer's three hang until the run is cancelled.
    await view.locator('.badge:not(.pending)').nth(5).waitFor({ timeout: 30_000 });
    await view.locator('#cancel').click();
    await view.locator('.status', { hasText: '已取消' }).waitFor({ timeout: 15_000 });
    assert.equal(await view.locator('.badge.cancelled').count(), 3, 'three cancelled calls');
    assert.deepEqual([...new Set(await view.locator('.badge.cancelled').allTextContents())], ['已取消']);
    assert.equal(await view.locator('.badge.error').count(), 0, 'a cancelled call is no error');
    const figure = (label: string) => view.locator('.figure', { has: view.locator('dt', { hasText: label }) }).locator('dd').textContent();
    assert.equal(await figure('错误'), '0');
    assert.equal(await figure('已取消'), '3 次调用');
    assert.match((await figure('翻转'))!, /^— \(运行已取消/);
    assert.equal(await figure('未评分的回答'), '1 / 3');
    assert.equal(await figure('与预期判定一致'), '1/1 个回答 · 3 个中有 2 个未计入：1 个未评分、1 个未评判（运行先停止了）');
    assert.equal(await figure('Token'), '端点未报告');
    assert.doesNotMatch((await view.locator('.samples-table').textContent())!, /pass\^\d/, 'no pass^k from a partial run');
    assert.match((await view.locator('.samples-table').textContent())!, /无翻转数与 pass\^k/, 'says why pass^k is absent');
    assert.match((await view.locator('p.unscored').first().textContent({ timeout: 5000 }))!, /未评分.回复中没有判定。/);
    assert.deepEqual(await view.locator('.run p.cancelled').allTextContents(), ['运行在调用得到回复之前被取消。', '运行在调用得到回复之前被取消。', '运行在调用得到回复之前被取消。']);
    await view.locator('.summary').scrollIntoViewIfNeeded();
    await page.screenshot({ path: screenshotPath('judge-preview-cancelled-zh') });
  } finally {
    await close();
    editUserSettings((s) => {
      for (const key of ['finbench.judge.baseUrl', 'finbench.judge.model', 'finbench.judge.repeats', 'finbench.uiLanguage']) delete s[key];
    });
    await server.close();
  }
});
