// The packet form in a workspace that holds the packet's items: a visible warning that the keys are within reach,
// and a packet reconciled before opens read-only with its outcome.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { PacketContext } from '../../src/protocol/packetForm';
import { packetText } from './fixtures';
import { formSuite, PACKET_FORM, waitUntil } from './harness';

const RECONCILED: PacketContext = {
  itemsInWorkspace: 2,
  reconciled: {
    at: '2026-03-02T10:00:00Z',
    outcomes: [
      { entry: 'p1', item: 't2-global-sbux-assets', outcome: 'disputed', reasons: ["'Total assets': 29.5 is outside the accepted interval [29374, 29375]"] },
      { entry: 'p2', item: 't3-global-sp500-best-month', outcome: 'agreed', reasons: [] },
    ],
  },
};

describe('packet form: the workspace around it', () => {
  const harness = formSuite(PACKET_FORM);
  let text: string;
  before(async () => {
    text = await packetText();
  });

  test('alone (only the packet file), no warning and the form writes', async () => {
    const form = await harness.open(text);
    assert.equal(await form.page.locator('.keys-in-reach').isVisible(), false);
    assert.equal(await form.page.locator('.reconciled').isVisible(), false);
  });

  test("with the packet's items in the workspace, a visible warning that the answer keys are within reach", async () => {
    const form = await harness.open(text, { packetContext: { itemsInWorkspace: 2, reconciled: null } });
    await form.page.locator('.keys-in-reach').waitFor({ state: 'visible' });
    assert.match((await form.page.locator('.keys-in-reach').textContent()) ?? '', /answer keys of this packet's items are in this workspace \(2 of them\).*packet file alone/);
    const reasoning = form.input('How you found the answer');
    await reasoning.fill('From the 10-K.');
    await reasoning.press('Tab');
    await form.nextEdit(0);
  });

  test('a reconciled packet is read-only and shows its outcome, item by item', async () => {
    const form = await harness.open(text, { packetContext: RECONCILED });
    await form.page.locator('.reconciled').waitFor({ state: 'visible' });
    assert.match((await form.page.locator('.reconciled').textContent()) ?? '', /Reconciled on .*: 1 agreed, 1 disputed\. The packet is read-only\./);
    assert.match((await form.page.locator('.item-outcome').textContent()) ?? '', /Disputed \(t2-global-sbux-assets\).*outside the accepted interval/);
    assert.equal(await form.page.locator('vscode-button', { hasText: 'Mark complete' }).isVisible(), false);
    assert.equal(await form.page.locator('.item-view form, .item-view [inert]').first().evaluate((el) => (el.closest('[inert]') ?? el).hasAttribute('inert')), true);
    // Typing is impossible and nothing reaches the file, not even the time on screen.
    const before = form.edits.length;
    await form.input('How you found the answer').click({ force: true, timeout: 1000 }).catch(() => undefined);
    await form.page.keyboard.type('changed');
    await form.page.locator('.item-entry').nth(1).click();
    await waitUntil(form.page, 'document.querySelector(".item-outcome")?.textContent.startsWith("Agreed with the answer key (t3-global-sp500-best-month)")');
    assert.equal(form.edits.length, before);
    assert.equal(JSON.parse(form.text).items[0].response.reasoning, '');
  });
});
