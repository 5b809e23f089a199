// Opening the item form in real Chromium: the first render comes from the state in the page (no round trip to the
// host), the answer to `ready` still follows, and the sections below the first go on the page when it is idle.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { sampleText } from './fixtures';
import { formSuite, type FormPage } from './harness';

const NVDA = sampleText('t1-global-nvda-low');
const QUESTION = JSON.parse(NVDA).question as string;

/** Records, at each change of the page, how many sections the form has and whether `#app` is still busy. */
const WATCH_SECTIONS = `
  const seen = (globalThis.__sections = []);
  new MutationObserver(() => {
    const count = document.querySelectorAll('.form > vscode-collapsible').length;
    const busy = !!document.getElementById('app')?.hasAttribute('aria-busy');
    const last = seen.at(-1);
    if (count && (!last || last[0] !== count || last[1] !== busy)) seen.push([count, busy]);
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
`;
const watchSections = async (page: Page) => void (await page.addInitScript({ content: WATCH_SECTIONS }));
const sectionsSeen = (form: FormPage) => form.page.evaluate('globalThis.__sections') as Promise<[number, boolean][]>;
const sectionOrder = (form: FormPage) => form.page.evaluate('[...document.querySelectorAll(".form > vscode-collapsible")].map((s) => s.dataset.section)');

describe('item form: opening', () => {
  const harness = formSuite();

  test('the form shows the item from the page while the answer to ready is still on its way; ready is still sent', async () => {
    let answer!: () => void;
    const form = await harness.open(NVDA, { stateInPage: true, holdReady: new Promise((r) => (answer = r)) });
    assert.equal(await form.input('Question').inputValue(), QUESTION);
    assert.deepEqual(form.received.map((m) => (m as { method?: string }).method), ['ready'], 'the page says it listens');
    answer();
  });

  test('a document changed while the page loaded: the answer to ready (newer) replaces the state in the page', async () => {
    let answer!: () => void;
    const form = await harness.open(NVDA, { stateInPage: true, holdReady: new Promise((r) => (answer = r)) });
    // Changed on the host before the page listens: no change notification reaches it, only the answer to ready.
    form.text = NVDA.replace(QUESTION, 'What was the lowest price of NVDA in 2023?');
    form.version++;
    answer();
    await form.page.waitForFunction('document.querySelector(\'[data-pointer="/question"] vscode-textarea\')?.value.endsWith("2023?")');
  });

  test('the first section goes on the page alone, the others when the page is idle; the page is busy until all are there', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, beforeLoad: watchSections });
    const seen = await sectionsSeen(form);
    const all = await form.page.locator('.form > vscode-collapsible').count();
    assert.ok(all > 2, `the item has ${all} sections`);
    assert.deepEqual(seen[0], [1, true], 'the first render holds the first section only');
    assert.deepEqual(seen.at(-1), [all, false]);
    assert.ok(seen.every(([count, busy]) => busy || count === all), JSON.stringify(seen));
    const allAtOnce = await harness.open(NVDA, { uiState: { closedSections: [], scrollY: 400 } });
    assert.deepEqual(await sectionOrder(form), await sectionOrder(allAtOnce), 'the same sections in the same order');
  });

  test('a page that reopens scrolled down gets every section at once (it shows the middle of the form)', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, beforeLoad: watchSections, uiState: { closedSections: [], scrollY: 400 } });
    const all = await form.page.locator('.form > vscode-collapsible').count();
    assert.deepEqual((await sectionsSeen(form))[0][0], all);
  });
});
