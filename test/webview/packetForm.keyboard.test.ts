// The keyboard in the reviewer's packet form, in real Chromium: moving through the item list, Next, and ticking a
// flag keep the focus where the reviewer works (the list, the new item's first field, the flag), never the page body.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Item } from '../../src/core/item/types';
import { createPacket } from '../../src/core/review';
import { sampleText } from './fixtures';
import { formSuite, PACKET_FORM, waitUntil } from './harness';

/** A packet of three sample items for bob, as `FinBench: Create Review Packet` writes it. */
async function packetText(): Promise<string> {
  const sources = ['t2-global-sbux-assets', 't3-global-sp500-best-month', 't2-gc-moutai-revenue'].map((name) => {
    const item = JSON.parse(sampleText(name)) as Item;
    item.review = { status: 'ready', history: [] };
    return { file: `${name}.item.json`, item };
  });
  const { packet } = await createPacket(sources, { reviewer: 'bob', by: 'amy.chen', now: new Date('2026-03-01T10:00:00Z') });
  return `${JSON.stringify(packet, null, 2)}\n`;
}

/** What holds the focus: the list entry's index, a flag, or a field's label (or 'body'). */
function focused(page: Page): Promise<string> {
  return page.evaluate(`(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    if (el.classList.contains('item-entry')) return 'entry ' + el.dataset.index;
    if (el.dataset.flag) return 'flag ' + el.dataset.flag;
    return 'field ' + (el.labels?.[0]?.textContent ?? el.shadowRoot?.activeElement?.getAttribute('aria-label') ?? el.tagName);
  })()`);
}

/**
 * Does `action` (which leaves an item after more than a second on it, so its time is recorded), then waits until the
 * host has echoed that edit and the form has drawn it: the list is drawn anew from the echoed state.
 */
async function leaveItem(page: Page, action: () => Promise<void>) {
  await page.evaluate(`new Promise((r) => {
    window.listDrawn = 0;
    new MutationObserver(() => window.listDrawn++).observe(document.querySelector('.item-list'), { childList: true });
    setTimeout(r, 1100);
  })`);
  await action();
  // Drawn once as the item changes, once more for the echoed edit.
  await waitUntil(page, 'window.listDrawn >= 2');
}

describe('packet form: keyboard', () => {
  const harness = formSuite(PACKET_FORM);
  let text: string;
  before(async () => {
    text = await packetText();
  });

  test('↓ in the item list moves item by item and the focus stays in the list, also after the host echoes the edit', async () => {
    const form = await harness.open(text, { stateInPage: true });
    await form.page.locator('.item-entry.current').focus();
    // Time on an item is recorded when it is left: an edit goes to the host and comes back as a new state.
    await leaveItem(form.page, () => form.page.keyboard.press('ArrowDown'));
    assert.equal(await focused(form.page), 'entry 1');
    await leaveItem(form.page, () => form.page.keyboard.press('ArrowDown'));
    assert.equal(await focused(form.page), 'entry 2');
    assert.equal(await form.page.locator('.item-entry.current').getAttribute('data-index'), '2');
  });

  test('Next lands in the new item\'s first field', async () => {
    const form = await harness.open(text, { stateInPage: true });
    await leaveItem(form.page, () => form.page.getByRole('button', { name: 'Next' }).click());
    assert.match(await focused(form.page), /^field Month/);
  });

  test('ticking "ambiguous" keeps the focus on the box, with the comment field next', async () => {
    const form = await harness.open(text, { stateInPage: true });
    const box = form.page.locator('vscode-checkbox[data-flag="ambiguous"]');
    await box.focus();
    await form.page.keyboard.press('Space');
    await waitUntil(form.page, 'document.querySelector(\'[data-pointer="/items/0/response/comment"]\') !== null');
    assert.equal(JSON.parse(form.text).items[0].response.ambiguous, true);
    assert.equal(await focused(form.page), 'flag ambiguous');
    await form.page.keyboard.press('Tab');
    assert.match(await focused(form.page), /^field Why is it ambiguous/);
  });
});
