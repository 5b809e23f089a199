// The item form's page as the extension writes it: the item's fields are in the HTML, painted before any script runs
// (inert, so nothing typed goes into them); the script then puts the live form in their place with the same values.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { sampleText } from './fixtures';
import { waitFor } from '../poll';
import { formSuite } from './harness';

const NVDA = sampleText('t1-global-nvda-low');
const ITEM = JSON.parse(NVDA);
/** What an item's text may hold that must stay text in the page. */
const HOSTILE = `Close </script><script>globalThis.__ran = 1</script> <img src=x onerror="globalThis.__ran = 2"> "quoted" & 'single' </textarea><b>bold</b>`;

/** The page with no bundle posted and an empty file for it: what shows before the form's script runs. */
const NO_SCRIPT = {
  stateInPage: true,
  noBundleMessage: true,
  until: '.prerendered',
  beforeLoad: async (page: Page) => void (await page.route('**/dist/webview/itemEditor.js', (route) => route.fulfill({ contentType: 'text/javascript', body: '' }))),
};

describe('item form: the page holds the form', () => {
  const harness = formSuite();

  test('before any script runs, the page shows the item\'s question, answer and choices, inert', async () => {
    const form = await harness.open(NVDA, NO_SCRIPT);
    const { page } = form;
    assert.equal(await page.locator('[data-pointer="/question"] textarea').inputValue(), ITEM.question);
    assert.equal(await page.locator('[data-pointer="/id"] input').inputValue(), ITEM.id);
    const part = '[data-pointer="/answer/parts/0"]';
    assert.equal(await page.locator(`${part} [data-pointer="/answer/parts/0/label"] input`).inputValue(), ITEM.answer.parts[0].label);
    assert.equal(await page.locator(`${part} [data-pointer="/answer/parts/0/snapshotField"] input`).inputValue(), ITEM.answer.parts[0].snapshotField);
    assert.equal(await page.locator('[data-pointer="/task"] select').inputValue(), ITEM.task);
    // Labels name their controls, as the live form's do.
    assert.equal(await page.getByLabel('Question', { exact: true }).inputValue(), ITEM.question);
    assert.equal(await page.locator('.prerendered').getAttribute('inert'), '');
    assert.equal(await page.locator('#app').getAttribute('aria-busy'), 'true', 'busy until the live form is there');
    assert.equal(await page.locator('vscode-collapsible').count(), 0, 'no component: no script ran');
  });

  test('an item\'s text that looks like markup stays text: no element, no script, the exact text in its field', async () => {
    const text = NVDA.replace(JSON.stringify(ITEM.question), JSON.stringify(HOSTILE)).replace(`"id": "${ITEM.id}"`, `"id": ${JSON.stringify(HOSTILE)}`);
    const form = await harness.open(text, NO_SCRIPT);
    const { page } = form;
    assert.equal(await page.locator('[data-pointer="/question"] textarea').inputValue(), HOSTILE);
    assert.equal(await page.locator('[data-pointer="/id"] input').inputValue(), HOSTILE);
    assert.equal(await page.locator('#app img, #app b, #app script').count(), 0);
    assert.equal(await page.evaluate('globalThis.__ran'), undefined);
    // The live form then shows the same text (the page's script runs once the bundle's file is served again).
    await page.unroute('**/dist/webview/itemEditor.js');
    await page.reload();
    await page.locator('#app:not([aria-busy])').waitFor();
    assert.equal(await form.input('Question').inputValue(), HOSTILE);
    assert.equal(await page.evaluate('globalThis.__ran'), undefined);
  });

  test('the script takes the form over: the live form in its place, the same values, and typing reaches the file', async () => {
    const form = await harness.open(NVDA, { stateInPage: true });
    const { page } = form;
    assert.equal(await page.locator('.prerendered').count(), 0, 'the prerendered form is gone');
    assert.equal(await page.locator('#app > .form').count(), 1, 'one form');
    const question = form.input('Question');
    assert.equal(await question.inputValue(), ITEM.question);
    assert.equal(await form.input('Label').inputValue(), ITEM.answer.parts[0].label);
    await question.click();
    await page.keyboard.press('End');
    await page.keyboard.type(' Answer in USD.');
    await waitFor('the question in the file', () => form.item.question, { until: (q) => q === `${ITEM.question} Answer in USD.` });
  });

  test('the live form takes the place of the page\'s without a jump: every field down to the first live widget is where it was, as high', async () => {
    const boxes = async (page: Page) => {
      const places: Record<string, { top: number; height: number } | null> = {};
      // Down to the tolerance of the first part: below it, the live form adds its widgets (the tolerance sentence, Try an answer).
      for (const pointer of ['/id', '/task', '/question', '/systemPrompt', '/translation', '/answer/requiredContent', '/answer/criteria', '/answer/parts/0/label', '/answer/parts/0/magnitude', '/answer/parts/0/tolerance/minDecimals']) {
        const box = await page.locator(`[data-pointer="${pointer}"]`).first().boundingBox();
        places[pointer] = box && { top: Math.round(box.y), height: Math.round(box.height) };
      }
      return places;
    };
    const before = await boxes((await harness.open(NVDA, NO_SCRIPT)).page);
    const after = await boxes((await harness.open(NVDA, { stateInPage: true })).page);
    for (const [pointer, box] of Object.entries(before)) {
      assert.ok(box && after[pointer], pointer);
      assert.ok(Math.abs(box.top - after[pointer]!.top) <= 1 && Math.abs(box.height - after[pointer]!.height) <= 1, `${pointer}: ${JSON.stringify(box)} before, ${JSON.stringify(after[pointer])} after`);
    }
  });

  test('the sections on screen go live first, the others a task later (the page\'s own meanwhile); the page is busy until all are live', async () => {
    const WATCH_FIRST_LIVE = `
      new MutationObserver((_, observer) => {
        if (!document.querySelector('.form:not(.prerendered) vscode-collapsible')) return;
        observer.disconnect();
        const ids = (selector) => [...document.querySelectorAll(selector)].map((e) => e.dataset.section);
        globalThis.__firstLive = { live: ids('.form:not(.prerendered) > vscode-collapsible'), page: ids('.prerendered > [data-section]'), busy: document.getElementById('app').getAttribute('aria-busy') };
      }).observe(document, { childList: true, subtree: true });
    `;
    const form = await harness.open(NVDA, { stateInPage: true, beforeLoad: async (page) => {
      await page.setViewportSize({ width: 1000, height: 700 });
      await page.addInitScript({ content: WATCH_FIRST_LIVE });
    } });
    const first = (await form.page.evaluate('globalThis.__firstLive')) as { live: string[]; page: string[]; busy: string | null };
    assert.deepEqual(first.live, ['question', 'answer'], 'the sections on screen');
    assert.deepEqual(first.page, ['live', 'samples', 'metadata', 'judge', 'lint', 'review'], 'the others, still the page\'s');
    assert.equal(first.busy, 'true');
    assert.equal(await form.page.locator('.prerendered').count(), 0);
    assert.deepEqual(await form.page.evaluate('[...document.querySelectorAll(".form > vscode-collapsible")].map((s) => s.dataset.section)'), [...first.live, ...first.page]);
  });

  test('the page\'s form in Chinese: labels and choices in the UI language', async () => {
    const l10n = { Question: '问题', 'T1 · time-sensitive data fetching': 'T1 · 时效性数据获取' };
    const form = await harness.open(NVDA, { ...NO_SCRIPT, l10n });
    assert.equal(await form.page.getByLabel('问题', { exact: true }).inputValue(), ITEM.question);
    assert.equal(await form.page.locator('[data-pointer="/task"] option:checked').textContent(), 'T1 · 时效性数据获取');
  });
});
