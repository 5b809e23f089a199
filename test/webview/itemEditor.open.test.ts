// Opening the item form in real Chromium: the first render comes from the state in the page (no round trip to the
// host) right after the page's load event (VS Code shows the frame then), the answer to `ready` still follows, and
// nothing typed or revealed at once is lost.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampleText } from './fixtures';
import { waitFor } from '../poll';
import { BUNDLE_MESSAGE } from '../../src/protocol/view';
import { formSuite, type FormPage, waitUntil } from './harness';

const NVDA = sampleText('t1-global-nvda-low');
const QUESTION = JSON.parse(NVDA).question as string;
/** The form's first field: there as soon as the form has rendered. */
const FIRST_FIELD = '.form:not(.prerendered) [data-pointer="/id"] input';

const sectionOrder = (form: FormPage) => form.page.evaluate('[...document.querySelectorAll(".form > vscode-collapsible")].map((s) => s.dataset.section)');

/** Records when the page's load event came, and whether the form had rendered anything by then. */
const WATCH_LOAD = `
  globalThis.__renderedAtLoad = undefined;
  window.addEventListener('load', () => (globalThis.__renderedAtLoad = !!document.querySelector('.form vscode-collapsible')));
`;
/** The data-pointer of the field holding the focus. */
const focusedField = (form: FormPage) => form.page.evaluate('document.activeElement?.closest(".field")?.dataset.pointer ?? null') as Promise<string | null>;

/**
 * Counts the times a select measures its box, the times the scroll pane of a select's list reads its height (each
 * forces a layout of the page while it has changed), and the computed styles read of a select's list content (each
 * forces a style recalculation).
 */
const COUNT_SELECT_MEASURES = `
  globalThis.__selectMeasures = 0;
  globalThis.__paneMeasures = 0;
  globalThis.__listStyleReads = 0;
  const computed = window.getComputedStyle;
  window.getComputedStyle = function (element, pseudo) {
    if (element.getRootNode?.().host?.tagName === 'VSCODE-SINGLE-SELECT') globalThis.__listStyleReads++;
    return computed.call(this, element, pseudo);
  };
  const measure = Element.prototype.getBoundingClientRect;
  Element.prototype.getBoundingClientRect = function () {
    if (this.tagName === 'VSCODE-SINGLE-SELECT') globalThis.__selectMeasures++;
    return measure.call(this);
  };
  const height = Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetHeight');
  Object.defineProperty(HTMLElement.prototype, 'offsetHeight', {
    get() {
      if (this.tagName === 'VSCODE-SCROLLABLE') globalThis.__paneMeasures++;
      return height.get.call(this);
    },
  });
`;

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
    await waitUntil(form.page, 'document.querySelector(\'.form:not(.prerendered) [data-pointer="/question"] textarea\')?.value.endsWith("2023?")');
  });

  test('the form renders right after the page\'s load event, not before it (VS Code keeps the frame hidden until then)', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, beforeLoad: async (page) => void (await page.addInitScript({ content: WATCH_LOAD })) });
    assert.equal(await form.page.evaluate('globalThis.__renderedAtLoad'), false, 'nothing rendered before the load event');
    assert.equal(await form.input('Question').inputValue(), QUESTION);
  });

  test('the page holds the form, so its load event waits for nothing: the icons\' style sheet and font are asked for after it, and the live form\'s icons use them', async () => {
    const form = await harness.open(NVDA, { stateInPage: true });
    // A resource's timing entry is there once its response has ended: the font is read after it has loaded.
    await waitUntil(form.page, '[...document.fonts].some((f) => f.family.replace(/"/g, "") === "codicon" && f.status === "loaded")');
    await waitUntil(form.page, `performance.getEntriesByType('resource').some((e) => new URL(e.name).pathname.endsWith('/codicon.ttf'))`);
    const loads = (await form.page.evaluate(`({
      load: performance.getEntriesByType('navigation')[0].loadEventStart,
      codicons: performance.getEntriesByType('resource').filter((e) => e.name.includes('/codicons/')).map((e) => ({ path: new URL(e.name).pathname + new URL(e.name).search, start: e.startTime })),
    })`)) as { load: number; codicons: { path: string; start: number }[] };
    assert.deepEqual(loads.codicons.filter((e) => e.path.includes('.ttf')).map((e) => e.path), ['/dist/webview/codicons/codicon.ttf'], 'the font declared in the page, once');
    for (const { path, start } of loads.codicons) assert.ok(start >= loads.load, `${path} asked for at ${start} ms, the page loaded at ${loads.load} ms`);
    await waitUntil(form.page, `[...document.querySelectorAll('.summary vscode-icon')].every((icon) => icon.shadowRoot?.querySelector('link[rel="stylesheet"]')?.sheet)`);
  });

  test('the page gets its script with it: the bundle posted as the page is written runs, and is never asked for', async () => {
    const form = await harness.open(NVDA, { stateInPage: true });
    assert.equal(await form.input('Question').inputValue(), QUESTION);
    const asked = await form.page.evaluate(`performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)`);
    assert.ok(!(asked as string[]).includes('/dist/webview/itemEditor.js'), `asked for: ${asked}`);
    assert.deepEqual(form.problems, [], 'no CSP violation: the posted bundle is the one the page lets run');
  });

  test('a page VS Code writes again on its own (no bundle posted with it) loads the bundle and takes the form over all the same', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, noBundleMessage: true });
    assert.equal(await form.input('Question').inputValue(), QUESTION);
    const asked = await form.page.evaluate(`performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)`);
    assert.ok((asked as string[]).includes('/dist/webview/itemEditor.js'), `asked for: ${asked}`);
    await form.input('Id').fill('t1-global-nvda-low-reloaded');
    await waitFor('the id in the file', () => form.item.id, { until: (id) => id === 't1-global-nvda-low-reloaded' });
  });

  test('a posted text other than the page\'s bundle does not run: the CSP lets only the bundle\'s text run', async () => {
    const form = await harness.open(NVDA, {
      stateInPage: true,
      noBundleMessage: true,
      until: '.prerendered',
      beforeLoad: async (page) => void (await page.addInitScript({ content: `addEventListener('load', () => postMessage({ ${JSON.stringify(BUNDLE_MESSAGE)}: 'globalThis.__ran = 1' }, '*'))` })),
    });
    await waitFor('the CSP refusing the script', () => form.problems, { until: (problems) => problems.some((p) => p.includes('CSP violation: script-src')) });
    assert.equal(await form.page.evaluate('globalThis.__ran'), undefined);
    // The refusal is all that went wrong (and what this test expects).
    assert.deepEqual(form.problems.splice(0).filter((p) => !/Content Security Policy|CSP violation: script-src-elem/.test(p)), []);
  });

  test('typing at machine speed as soon as the first field shows: every character reaches the field and the file', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, until: FIRST_FIELD });
    const id = form.input('Id');
    await id.click();
    await form.page.keyboard.press('ControlOrMeta+A');
    await form.page.keyboard.type('t1-global-nvda-low-2024-typed-at-once');
    assert.equal(await id.inputValue(), 't1-global-nvda-low-2024-typed-at-once');
    await form.page.keyboard.press('Tab');
    await waitFor('the id in the file', () => form.item.id, { until: (id) => id === 't1-global-nvda-low-2024-typed-at-once' });
    assert.equal(await id.inputValue(), 't1-global-nvda-low-2024-typed-at-once', 'the field keeps what was typed once the file has it');
  });

  test('Show in Form to a field far down, as soon as the first field shows: the field is on screen with the caret in it', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, until: FIRST_FIELD });
    await form.page.setViewportSize({ width: 900, height: 500 });
    form.reveal('/sources/0/url', true);
    await waitFor('the caret in the field revealed', () => focusedField(form), { until: (pointer) => pointer === '/sources/0/url' });
    const box = await form.page.locator('.field[data-pointer="/sources/0/url"]').evaluate((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number });
    assert.ok(box.top >= 0 && box.bottom <= 500, `on screen (${JSON.stringify(box)})`);
    assert.deepEqual(await sectionOrder(form), await sectionOrder(await harness.open(NVDA)), 'every section, in order');
  });

  test('no select measures itself as the form opens, nor the pane of its closed list, nor reads its list\'s styles (each would force a layout or a style recalculation); a list still opens under its select, sized to its options, its scroll bar over it', async () => {
    const form = await harness.open(NVDA, { stateInPage: true, beforeLoad: async (page) => void (await page.addInitScript({ content: COUNT_SELECT_MEASURES })) });
    assert.equal(await form.page.evaluate('globalThis.__selectMeasures'), 0);
    assert.equal(await form.page.evaluate('globalThis.__listStyleReads'), 0, 'no computed style of a list read');
    const selects = await form.page.locator('vscode-single-select').count();
    // What is left: the pane's own resize observers reading its height as they start (after a layout: no forced one);
    // measuring the closed panes as they render read it 11 times per select.
    const reads = (await form.page.evaluate('globalThis.__paneMeasures')) as number;
    assert.ok(reads <= 3 * selects, `${reads} reads for ${selects} selects`);
    await form.page.setViewportSize({ width: 900, height: 700 });
    await form.choose('Market', 'Greater China');
    const select = form.page.getByRole('combobox', { name: 'Market', exact: true });
    await select.click();
    const list = form.page.locator('[data-pointer="/market"] vscode-single-select .dropdown.open');
    const [face, dropdown] = await Promise.all([select.boundingBox(), list.boundingBox()]);
    const pane = await list.locator('vscode-scrollable').evaluate((el) => {
      const { _scrollbarVisible: scrollbar, _scrollbarTrackZ: trackZ } = el as unknown as { _scrollbarVisible: boolean; _scrollbarTrackZ: number };
      return { height: el.getBoundingClientRect().height, scrollbar, trackZ };
    });
    assert.deepEqual(pane, { height: 2 * 22, scrollbar: false, trackZ: 1 }, 'the open list is sized to its two options, with no scroll bar (its track would go over the options)');
    assert.ok(face && dropdown);
    assert.ok(Math.abs(dropdown.x - face.x) <= 2 && Math.abs(dropdown.width - face.width) <= 2, `${JSON.stringify(face)} ${JSON.stringify(dropdown)}`);
    assert.ok(Math.abs(dropdown.y - (face.y + face.height)) <= 4 || Math.abs(dropdown.y + dropdown.height - face.y) <= 4, 'right under (or over) its select');
    await form.page.keyboard.press('Escape');
    await waitFor('the choice made in the list in the file', () => form.item.market, { until: (market) => market === 'greater-china' });
  });
});
