import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import type { FrameLocator, Page } from 'playwright-core';
import type { Item } from '../../src/core/item/types';
import { waitFor } from '../poll';
import { answer, openWorkbench, quickOpen, runCommand, screenshotPath, useTheme } from './workbench';

/** Values of the answer keys under review (never typed by the reviewer here): none may reach the reviewer's webview. */
const CANARIES = ['29374.5', '5807.72', '45.6', '12.68', 'April 2020', 'Apr 2020', '2020-04', '2020年4月', "The latest trading day's low price", 'Both the month and the gain must be right'];

/**
 * Records every message event of a frame. In a webview that is the outer frame, which receives everything the host
 * posts to the view; it is installed as each frame loads, before the view's bundle asks for its first state.
 */
const RECORD_MESSAGES = `if (!window.__finbenchMessages) {
  window.__finbenchMessages = [];
  window.addEventListener('message', (e) => {
    try { window.__finbenchMessages.push(typeof e.data === 'string' ? e.data : JSON.stringify(e.data)); } catch {}
  }, true);
}`;

/** How long the reviewer stays on the last item: over the one second the form's time records count in. */
const READING_MS = 1_200;

function setStatus(folder: string, name: string, status: string) {
  const file = path.join(folder, `${name}.item.json`);
  writeFileSync(file, readFileSync(file, 'utf8').replace(/"review": \{[\s\S]*?\n  \}/, `"review": {\n    "status": "${status}"\n  }`));
}

const item = (folder: string, name: string) => JSON.parse(readFileSync(path.join(folder, `${name}.item.json`), 'utf8')) as Item;

/** The webview of the active editor or panel. */
const activeWebview = (page: Page): FrameLocator => page.frameLocator('iframe.webview.ready:visible').frameLocator('#active-frame');

/** The messages and DOM of the frames of the reviewer's webview (the packet form and the iframe around it). */
async function reviewerWebview(page: Page, minimum = 3): Promise<string[]> {
  const found: string[] = [];
  for (const frame of page.frames()) {
    const messages = (await frame.evaluate('window.__finbenchMessages ?? []').catch(() => [])) as string[];
    const html = (await frame.evaluate('document.documentElement.outerHTML').catch(() => '')) as string;
    if (html.includes('item-entry') || messages.some((m) => m.includes('packet/'))) found.push(...messages, html);
  }
  assert.ok(found.length >= minimum, "found the reviewer's webview");
  return found;
}

function assertNoKey(received: string[]) {
  const bytes = received.join('\n');
  for (const canary of CANARIES) assert.ok(!bytes.includes(canary), `the key value "${canary}" reached the reviewer's webview`);
}

async function screenshots(page: Page, name: string) {
  for (const theme of ['Light Modern', 'Dark Modern', 'Dark High Contrast']) {
    await useTheme(page, theme);
    await page.screenshot({ path: screenshotPath(`${name}-${theme.toLowerCase().replace(/ /g, '-')}`) });
  }
}

test('blind review in the workbench: packet, reviewer\'s form, reconcile, arbitration; no key in the reviewer\'s webview', async () => {
  const { page, folder, close } = await openWorkbench('review');
  page.on('frameattached', (frame) => void frame.waitForLoadState('domcontentloaded').then(() => frame.evaluate(RECORD_MESSAGES)).catch(() => undefined));
  try {
    setStatus(folder, 't2-global-sbux-assets', 'ready');
    setStatus(folder, 't3-global-sp500-best-month', 'ready');
    setStatus(folder, 't3-gc-csi300-drawdown', 'ready');

    await runCommand(page, 'FinBench: Create Review Packet');
    await answer(page, 'ready', 'Items ready for their first review');
    // The manifest's people are suggested; a name typed that is not among them is taken as written.
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'wang.fang' }).waitFor({ timeout: 15_000 });
    await answer(page, 'bob', 'bob');
    // Asked once: the name every history entry records, the manifest's coordinator among the offers.
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'coordinator in finbench.dataset.json' }).waitFor({ timeout: 15_000 });
    await answer(page, 'coordinator', 'coordinator in finbench.dataset.json');
    // The items the packet will hold, shown before anything is written.
    await page.locator('.quick-input-widget .monaco-list-row', { hasText: 't2-global-sbux-assets' }).waitFor({ timeout: 15_000 });
    assert.equal(await page.locator('.quick-input-widget .monaco-list-row').count(), 4);
    await page.screenshot({ path: screenshotPath('review-packet-confirm') });
    await page.keyboard.press('Enter');
    // The save dialog proposes packets/<packet id>.packet.json beside finbench.dataset.json (the workspace root here).
    await page.locator('.quick-input-widget', { hasText: 'Save the review packet' }).waitFor({ timeout: 15_000 });
    await page.locator('.quick-input-widget .monaco-button', { hasText: 'OK' }).click();
    const packetFile = await waitFor('the packet file', () => {
      const name = readdirSync(path.join(folder, 'packets')).find((f) => f.endsWith('.packet.json'));
      return name && path.join(folder, 'packets', name);
    });
    await waitFor('the items in review', () => item(folder, 't2-global-sbux-assets').review?.status === 'in-review');

    const form = activeWebview(page);
    await form.locator('.item-entry').first().waitFor({ timeout: 30_000 });
    assert.equal(await form.locator('.item-entry').count(), 4);
    await form.getByText('0 of 4 answered').waitFor();
    // The packet names its items p1…p4 (in file order: nvda, sbux, csi300, sp500), never by their ids.
    assert.deepEqual(await form.locator('.item-entry .entry-text').allTextContents(), ['1. p1', '2. p2', '3. p3', '4. p4']);
    // This workspace holds the items: the form says the keys are within reach.
    await form.locator('.keys-in-reach').waitFor({ state: 'visible', timeout: 15_000 });

    // Not the snapshot's 179.35: the live item is disputed, and its ground truth corrected in arbitration below.
    await form.getByLabel(/^Low price/).fill('179.1');
    await form.locator('.item-entry').nth(1).click();
    await form.getByLabel(/^Total assets/).fill('29.3745');
    const scale = form.getByRole('combobox', { name: 'Scale', exact: true });
    await scale.click();
    await form.getByRole('option', { name: 'Billions', exact: true }).click();
    await form.getByLabel('How you found the answer', { exact: true }).fill('Balance sheet of the FY2020 10-K');
    await form.locator('.item-entry').nth(2).click();
    await form.locator('vscode-checkbox[data-flag="cannotAnswer"]').click();
    await form.getByLabel('Why not? (required)', { exact: true }).fill('No access to the index history');
    await form.locator('.item-entry').nth(3).click();
    await form.getByLabel('Month', { exact: true }).fill('2020/04');
    // A shotgun reviewer: several plausible gains for one part, one of them the key.
    await form.getByLabel(/^Monthly gain/).fill('12.7 or 13.5 or 11.9');
    await form.getByLabel('How you found the answer', { exact: true }).press('Tab');
    // The reviewer stays on the item over a second: the form records time on screen in whole seconds, so a machine
    // that fills every field faster than that would record none (the wait is the time being measured, not a poll).
    // eslint-disable-next-line no-restricted-syntax -- time on screen is what the form records here
    await page.waitForTimeout(READING_MS);
    await form.getByText('4 of 4 answered').waitFor({ timeout: 15_000 });
    await form.locator('.item-entry.current').first().waitFor();
    await page.screenshot({ path: screenshotPath('review-packet-form') });
    await form.getByRole('button', { name: 'Mark complete' }).click();
    await form.getByText('4 of 4 answered — marked complete').waitFor({ timeout: 15_000 });
    await page.keyboard.press('Control+S');
    const packet = JSON.parse(await waitFor('the saved packet', () => {
      const text = readFileSync(packetFile, 'utf8');
      return text.includes('completedAt') ? text : undefined;
    }));
    assert.equal(packet.items[1].response.parts[0].scale, 'billion');
    assert.ok(packet.items.some((i: { response: { timeSpentSeconds?: number } }) => (i.response.timeSpentSeconds ?? 0) > 0), 'time spent is recorded');
    await screenshots(page, 'review-packet-form');

    // The author edits a question while the packet is out ("in thousands" added): the answer given no longer counts.
    const nvdaFile = path.join(folder, 't1-global-nvda-low.item.json');
    const nvda = JSON.parse(readFileSync(nvdaFile, 'utf8')) as Item;
    writeFileSync(nvdaFile, readFileSync(nvdaFile, 'utf8').replace(JSON.stringify(nvda.question), JSON.stringify(nvda.question.replace('in US dollars', 'in thousands of US dollars'))));
    assert.notEqual(item(folder, 't1-global-nvda-low').question, nvda.question);

    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: '.packet.json' }).first().click({ button: 'right' });
    const reconcileItem = page.locator('.monaco-menu .action-label', { hasText: 'Reconcile Review Packets' }).first();
    await reconcileItem.hover();
    await page.keyboard.press('Enter');
    // Reconcile writes the four item files one by one.
    const statuses = () => ['t1-global-nvda-low', 't2-global-sbux-assets', 't3-gc-csi300-drawdown', 't3-global-sp500-best-month'].map((name) => item(folder, name).review?.status);
    await waitFor('every item of the packet reconciled', statuses, { until: (now) => !now.includes('in-review') });
    assert.equal(item(folder, 't3-global-sp500-best-month').review?.status, 'disputed');
    // The shotgun answer is a dispute of its own kind, never agreement.
    const shotgun = item(folder, 't3-global-sp500-best-month').review!.history!.find((h) => h.action === 'response')!;
    assert.ok((shotgun.details as { reasons: { code: string }[] }).reasons.some((r) => r.code === 'several-values'), JSON.stringify(shotgun.details));
    assert.equal(item(folder, 't2-global-sbux-assets').review?.status, 'agreed');
    // The edited question: refused with the reason, never agreed.
    assert.equal(item(folder, 't1-global-nvda-low').review?.status, 'disputed');
    const refused = item(folder, 't1-global-nvda-low').review!.history!.find((h) => h.action === 'response')!;
    assert.deepEqual((refused.details as { reasons: { code: string }[] }).reasons.map((r) => r.code), ['question-changed']);
    assert.equal(item(folder, 't1-global-nvda-low').review?.history?.at(-2)?.actor, 'bob');
    assert.equal(item(folder, 't1-global-nvda-low').review?.history?.at(-1)?.actor, 'coordinator', 'reconcile records the name given once');
    assert.equal(item(folder, 't3-gc-csi300-drawdown').review?.status, 'disputed');

    // Everything the reviewer's webview received since it opened, and its DOM, hold no key value (checked again below
    // for the page that reloads in Chinese: a hidden webview's page is not kept).
    const received = await reviewerWebview(page);
    assert.ok(received.some((m) => m.includes('packet/didChange')), "the recorder saw the host's messages to the form");
    assertNoKey(received);

    await runCommand(page, 'FinBench: Show Arbitration');
    const arbitration = activeWebview(page);
    await arbitration.locator('.case-entry', { hasText: 't3-global-sp500-best-month' }).click({ timeout: 30_000 });
    await arbitration.getByText('Reviewer 1', { exact: true }).waitFor();
    await page.screenshot({ path: screenshotPath('review-arbitration') });
    await arbitration.locator('vscode-radio[data-decision="keep"]').click();
    await arbitration.getByLabel('Rationale').fill('"April 2020" is written 2020/04 by some data vendors; the gain was misread.');
    const confidence = arbitration.getByRole('combobox', { name: 'Confidence' });
    // Scrolled to the middle first, so its list opens on screen.
    await confidence.evaluate((el) => (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'center' }));
    await confidence.click();
    // By keyboard: the list opens below the last field of the page.
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await arbitration.getByRole('button', { name: 'Apply decision' }).click();
    await waitFor('the decision in the item file', () => item(folder, 't3-global-sp500-best-month').review?.status === 'accepted');
    const last = item(folder, 't3-global-sp500-best-month').review!.history!.at(-1)!;
    assert.equal(last.action, 'keep');
    assert.match(last.rationale ?? '', /2020\/04/);
    assert.deepEqual(last.details, { confidence: 'high' });
    await arbitration.locator('.case-entry', { hasText: 't3-gc-csi300-drawdown' }).click();
    await arbitration.getByText('No access to the index history', { exact: true }).waitFor();
    await screenshots(page, 'review-arbitration');

    // A live item: Modify the answer corrects the snapshot value its part reads.
    await arbitration.locator('.case-entry', { hasText: 't1-global-nvda-low' }).click();
    await arbitration.locator('vscode-radio[data-decision="modify-answer"]').click();
    const low = arbitration.getByLabel('Low price (USD, price)', { exact: true });
    await low.fill('179.30');
    await arbitration.getByLabel('Rationale').fill('The provider revised the day\'s low after the snapshot.');
    await confidence.evaluate((el) => (el as unknown as { scrollIntoView(o: object): void }).scrollIntoView({ block: 'center' }));
    await confidence.click();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await screenshots(page, 'review-arbitration-live');
    await arbitration.getByRole('button', { name: 'Apply decision' }).click();
    await waitFor('the corrected snapshot in the item file', () => item(folder, 't1-global-nvda-low').review?.status === 'modified');
    const corrected = item(folder, 't1-global-nvda-low');
    assert.equal(corrected.live?.snapshot.NVDA___O.RT_LOW, 179.3);
    assert.deepEqual(corrected.review!.history!.at(-1)!.details, { confidence: 'high', changes: [{ path: '/live/snapshot/NVDA___O/RT_LOW', before: '179.35', after: 179.3 }] });
    assert.equal(corrected.review!.history!.at(-1)!.actor, 'coordinator');

    // The Chinese UI: the setting reloads every open view in it.
    mkdirSync(path.join(folder, '.vscode'), { recursive: true });
    writeFileSync(path.join(folder, '.vscode', 'settings.json'), '{ "finbench.uiLanguage": "zh" }\n');
    await arbitration.getByText('仲裁', { exact: true }).waitFor({ timeout: 20_000 });
    // Why disputed, from the history; the new value's field with its unit and scale.
    await arbitration.locator('.case-entry', { hasText: 't2-gc-moutai-revenue' }).click();
    await arbitration.locator('.dispute-notes', { hasText: '营业总收入' }).waitFor();
    await arbitration.locator('vscode-radio[data-decision="modify-answer"]').click();
    await arbitration.locator('#part-0-0').waitFor();
    await page.screenshot({ path: screenshotPath('review-arbitration-zh') });
    await page.locator('.tab', { hasText: '.packet.json' }).first().click();
    // Reconciled: read-only, with the outcome (in Chinese), and no Mark complete any more.
    const reconciled = activeWebview(page).locator('.reconciled');
    await reconciled.waitFor({ state: 'visible', timeout: 20_000 });
    assert.match((await reconciled.textContent()) ?? '', /已于 .* 核对/);
    assert.equal(await activeWebview(page).getByRole('button', { name: '标记为完成' }).isVisible(), false);
    await page.screenshot({ path: screenshotPath('review-packet-form-zh') });
    // A page shown again may reuse its outer frame, recorded before: its DOM at least.
    assertNoKey(await reviewerWebview(page, 1));
    // The corrected live item's history in its form: local time, words, the change before → after.
    await quickOpen(page, 't1-global-nvda-low.item.json');
    const history = activeWebview(page).locator('table.history');
    await history.getByText('179.35 → 179.3', { exact: false }).waitFor({ timeout: 30_000 });
    await history.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await screenshots(page, 'review-history-zh');
  } catch (e) {
    await page.screenshot({ path: screenshotPath('review-e2e-failure') });
    throw e;
  } finally {
    await close();
  }
});
