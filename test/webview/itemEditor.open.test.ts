// Opening the item form in real Chromium: the first render comes from the state in the page (no round trip to the
// host), and the answer to `ready` still follows.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampleText } from './fixtures';
import { formSuite } from './harness';

const NVDA = sampleText('t1-global-nvda-low');
const QUESTION = JSON.parse(NVDA).question as string;

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
});
