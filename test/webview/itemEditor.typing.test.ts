// Typing at machine speed into the item form: no keystroke may ever be lost.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { T2_TEXT } from './fixtures';
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
    const deadline = Date.now() + 3000;
    while (form.item.answer.parts[0].label !== 'Reviewed by LW and JS' && Date.now() < deadline) await form.page.waitForTimeout(20);
    assert.equal(form.item.answer.parts[0].label, 'Reviewed by LW and JS');
  });

  test('Try an answer reads every character typed at once after select all', async () => {
    form = await harness.open(T2_TEXT);
    const tryInput = form.input('Try an answer');
    await tryInput.click();
    await form.page.keyboard.press('ControlOrMeta+A');
    await form.page.keyboard.type('179.3');
    await form.page.waitForTimeout(100);
    assert.equal(await tryInput.inputValue(), '179.3');
  });
});
