// The item form in real Chromium, laid out for narrow and short editors.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampleText, T2_TEXT } from './fixtures';
import { formSuite, type FormPage } from './harness';

describe('item form: narrow and short editors', () => {
  const harness = formSuite();
  let form: FormPage;

  test('a dropdown at the bottom of a short editor opens upward, with every option on screen', async () => {
    form = await harness.open(T2_TEXT);
    await form.page.setViewportSize({ width: 900, height: 420 });
    const scale = form.page.getByRole('combobox', { name: 'Scale', exact: true });
    // Scrolled so the select sits at the bottom edge, as with the Problems panel open under the editor.
    await scale.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await scale.click();
    const options = form.page.getByRole('option');
    await options.first().waitFor();
    assert.equal(await options.count(), 8, "the seven scales and none");
    for (const box of await options.evaluateAll((els) => els.map((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number; width: number }))) {
      assert.ok(box.top >= 0 && box.bottom <= 420, `option at ${box.top}-${box.bottom} is on screen`);
    }
    await form.page.keyboard.press('Escape');
  });

  test('a label names its field, marks a required one with *, and a click on it puts the caret in the field', async () => {
    form = await harness.open(T2_TEXT);
    const label = form.page.locator('.field[data-pointer="/question"] > label.label');
    assert.equal(await label.textContent(), 'Question');
    const marker = (pointer: string) => form.page.evaluate(`getComputedStyle(document.querySelector('.field[data-pointer="${pointer}"] > label.label'), '::after').content`);
    assert.equal(await marker('/question'), '" *"', 'the question is required');
    assert.equal(await marker('/meta/author'), 'none');
    await label.click();
    assert.equal(await form.focusedLabel(), 'Question');
  });

  test('a section\'s arrow has its title\'s colour (Light High Contrast: a dark header), icons inside the section keep the icon colour', async () => {
    form = await harness.open(T2_TEXT);
    await form.page.evaluate(`document.documentElement.style.setProperty('--vscode-icon-foreground', 'rgb(0, 0, 0)');
      document.documentElement.style.setProperty('--vscode-sideBarTitle-foreground', 'rgb(255, 255, 255)')`);
    const colour = (expression: string) => form.page.evaluate(`getComputedStyle(${expression}).color`);
    assert.equal(await colour(`document.querySelector('vscode-collapsible[data-section="answer"]').shadowRoot.querySelector('.header-icon')`), 'rgb(255, 255, 255)');
    assert.equal(await colour(`document.querySelector('.row[data-pointer="/answer/parts/0"] vscode-toolbar-button').shadowRoot.querySelector('vscode-icon')`), 'rgb(0, 0, 0)');
  });

  test("text boxes are drawn as VS Code's: the focus and theme colours, JSON in the editor's font, text areas taller only, placeholders", async () => {
    form = await harness.open(sampleText('t1-global-nvda-low'));
    await form.page.evaluate(`document.documentElement.style.setProperty('--vscode-focusBorder', 'rgb(1, 2, 3)');
      document.documentElement.style.setProperty('--vscode-settings-textInputBackground', 'rgb(4, 5, 6)')`);
    const style = (label: string, property: string) => form.input(label).evaluate((el, name) => el.ownerDocument.defaultView!.getComputedStyle(el).getPropertyValue(name), property);
    const question = form.input('Question');
    assert.equal(await style('Question', 'background-color'), 'rgb(4, 5, 6)');
    await question.focus();
    assert.equal(await style('Question', 'border-top-color'), 'rgb(1, 2, 3)', 'the focused box has the focus border');
    assert.notEqual(await style('Id', 'border-top-color'), 'rgb(1, 2, 3)');
    const snapshot = 'Ground-truth snapshot (paste JSON)';
    assert.notEqual(await style(snapshot, 'font-family'), await style('Question', 'font-family'), "JSON in the editor's font");
    assert.deepEqual([await question.getAttribute('rows'), await form.input(snapshot).getAttribute('rows')], ['3', '8']);
    assert.equal(await style('Question', 'resize'), 'vertical');
    assert.equal(await form.input('Try an answer').getAttribute('placeholder'), 'e.g. 179.35 or “about 12.5%”');
  });

  test('in a half-width editor the verdict of Try an answer goes under its input, at full width', async () => {
    form = await harness.open(T2_TEXT);
    await form.page.setViewportSize({ width: 420, height: 800 });
    await form.input('Try an answer').fill('29374.5');
    const verdict = form.page.locator('.verdict').first();
    await verdict.getByText(/Passes|passes/).first().waitFor();
    const input = await form.input('Try an answer').evaluate((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number; width: number });
    const box = await verdict.evaluate((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number; width: number });
    assert.ok(box.top >= input.bottom - 1, 'the verdict is below the input');
    assert.ok(box.width >= 240, `the verdict has room (${box.width}px)`);
  });
});
