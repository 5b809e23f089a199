// Opening the reviewer's packet form in real Chromium: the first render comes from the packet in the page (no round
// trip to the host), the answer to `ready` still follows (and replaces a packet changed meanwhile), and the form
// opens the same way from the answer alone.
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { packetText } from './fixtures';
import { waitFor } from '../poll';
import { formSuite, PACKET_FORM, waitUntil } from './harness';

const heading = (page: import('playwright-core').Page) => page.locator('h1').textContent();

describe('packet form: opening', () => {
  const harness = formSuite(PACKET_FORM);
  let text: string;
  let question: string;
  before(async () => {
    text = await packetText();
    question = (JSON.parse(text) as { items: { question: string }[] }).items[0].question;
  });

  test('the form shows the packet from the page while the answer to ready is still on its way; ready is still sent', async () => {
    let answer!: () => void;
    const form = await harness.open(text, { stateInPage: true, holdReady: new Promise((r) => (answer = r)) });
    assert.match((await heading(form.page)) ?? '', /^Review packet .+ for bob$/);
    assert.equal(await form.page.locator('.question-text').textContent(), question);
    assert.equal(await form.page.locator('.item-entry').count(), 2);
    // The page says it listens, then asks what the workspace says of the packet (keys in reach, reconciled).
    assert.deepEqual(form.received.map((m) => (m as { method?: string }).method), ['ready', 'packet/context']);
    answer();
  });

  test('a packet changed while the page loaded: the answer to ready (newer) replaces the packet in the page', async () => {
    let answer!: () => void;
    const form = await harness.open(text, { stateInPage: true, holdReady: new Promise((r) => (answer = r)) });
    // Changed on the host before the page listens: no change notification reaches it, only the answer to ready.
    form.text = text.replace('"reviewer": "bob"', '"reviewer": "carol"');
    form.version++;
    answer();
    await waitUntil(form.page, 'document.querySelector("h1")?.textContent.endsWith("for carol")');
  });

  test('without the packet in its page the form shows the answer to ready, with its translations', async () => {
    const form = await harness.open(text, { l10n: { 'Review packet {0} for {1}': '{1} 的复核包 {0}' } });
    assert.match((await heading(form.page)) ?? '', /^bob 的复核包 /);
  });

  test('an answer typed in the form reaches the file', async () => {
    const form = await harness.open(text, { stateInPage: true });
    const reasoning = form.input('How you found the answer');
    await reasoning.fill('From the 10-K balance sheet.');
    await reasoning.press('Tab');
    await waitFor('the answer in the file', () => JSON.parse(form.text).items[0].response.reasoning, { until: (reasoning) => reasoning === 'From the 10-K balance sheet.' });
  });
});
