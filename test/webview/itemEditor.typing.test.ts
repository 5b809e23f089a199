// Typing at machine speed into the item form: no keystroke may ever be lost.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { T2_TEXT } from './fixtures';
import { waitFor } from '../poll';
import { formSuite, type FormPage } from './harness';

describe('item form: typing at machine speed', () => {
  const harness = formSuite();
  let form: FormPage;

  test('click, select all and type at once: every character reaches the field and the file', async () => {
    form = await harness.open(T2_TEXT);
    const label = form.input('Label');
    await label.click();
    await form.page.keyboard.press('ControlOrMeta+A');
    await form.page.keyboard.type('Reviewed by LW');
    await form.page.keyboard.type(' and JS');
    assert.equal(await label.inputValue(), 'Reviewed by LW and JS');
    await label.press('Tab');
    await waitFor('the label in the file', () => form.item.answer.parts[0].label, { until: (label) => label === 'Reviewed by LW and JS' });
  });

  test('Try an answer reads every character typed at once after select all', async () => {
    form = await harness.open(T2_TEXT);
    const tryInput = form.input('Try an answer');
    await tryInput.click();
    await form.page.keyboard.press('ControlOrMeta+A');
    await form.page.keyboard.type('179.3');
    await waitFor('every character in the field', () => tryInput.inputValue(), { until: (value) => value === '179.3' });
  });
});
