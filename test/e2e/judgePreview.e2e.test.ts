import assert from 'node:assert/strict';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { Frame, Page } from 'playwright-core';
import { startServer } from '../unit/judge/server';
import { frameWith, openWorkbench, quickOpen, runCommand, screenshotPath } from './workbench';

/** The user settings file of the code-server the e2e tests share (test/vscode/run.ts starts it). */
function userSettingsFile(): string {
  return path.join(process.env.FINBENCH_TEST_WORK!, 'server/user-data/User/settings.json');
}

function editUserSettings(change: (settings: Record<string, unknown>) => void): void {
  const file = userSettingsFile();
  const settings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(settings);
  writeFileSync(file, JSON.stringify(settings, null, 2));
}

/** The webview frame that shows the judge preview (the item form is another webview). */
async function previewFrame(page: Page, itemId = 't1-global-nvda-low'): Promise<Frame> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    for (const frame of page.frames()) {
      if (await frame.locator('h1', { hasText: `Judge preview ${itemId}` }).count().catch(() => 0)) return frame;
    }
    if (Date.now() > deadline) throw new Error('the judge preview did not open');
    await page.waitForTimeout(200);
  }
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
    await runCommand(page, 'FinBench: Set Judge API Key');
    const input = page.locator('.quick-input-widget input');
    await input.waitFor({ state: 'visible' });
    await input.fill('sk-e2e-judge-key');
    await page.keyboard.press('Enter');

    await quickOpen(page, 't1-global-nvda-low.item.json');
    const form = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
    const button = form.locator('#preview-judge');
    await button.waitFor({ timeout: 30_000 });
    await button.scrollIntoViewIfNeeded();
    await button.click();

    const view = await previewFrame(page);
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
    // The palette opened while the editor still takes the focus closes at once: wait for the form first.
    await page.locator('.tab.active', { hasText: 'oe-global-ai-valuation-risk.item.json' }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(1000);
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
    assert.equal(await dashboard.locator('#judge p').first().textContent(), '4 judged answers (the latest run of each): 50% agree with the expected verdict (2/4); 0% unscored (0/4).');
    const rows = await dashboard.locator('#judge table').first().locator('tbody tr').evaluateAll((trs) => trs.map((tr) => [...tr.querySelectorAll('td')].slice(0, 7).map((td) => td.textContent)));
    assert.deepEqual(rows, [['T1', '3', '3', '1', '33.3%', '0', '0%'], ['OE', '1', '1', '1', '100%', '0', '0%']]);
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
