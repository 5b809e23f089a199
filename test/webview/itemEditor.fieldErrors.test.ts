// The item form in real Chromium: each problem at the field that causes it, and a summary that counts them all.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampleText, T2_TEXT } from './fixtures';
import { formSuite, type FormPage, waitUntil } from './harness';

const row = (pointer: string) => `.row[data-pointer="${pointer}"]`;

/** The sample OE item with its second criterion's weight removed. */
function oeWithout(field: string): string {
  const item = JSON.parse(sampleText('oe-global-ai-valuation-risk'));
  delete item.rubric[1][field];
  return `${JSON.stringify(item, null, 2)}\n`;
}

describe('item form: errors at their fields', () => {
  const harness = formSuite();
  let form: FormPage;

  test("a missing required field is marked at its own (empty) box, not under its neighbour", async () => {
    form = await harness.open(oeWithout('weight'));
    const weight = form.page.locator(`${row('/rubric/1')} .field[data-pointer="/rubric/1/weight"]`);
    await weight.getByText("Missing required field 'weight'").waitFor();
    const box = weight.locator('input');
    assert.equal(await box.getAttribute('aria-invalid'), 'true', 'a screen reader hears the value is wrong');
    // Drawn in the error colours: not as a box whose value is fine.
    const background = (selector: string) => form.page.locator(selector).evaluate((el) => el.ownerDocument.defaultView!.getComputedStyle(el).backgroundColor);
    assert.notEqual(await background(`${row('/rubric/1')} .field[data-pointer="/rubric/1/weight"] input`), await background(`${row('/rubric/0')} .field[data-pointer="/rubric/0/weight"] input`));
    assert.equal(await form.page.locator(`${row('/rubric/1')} .field[data-pointer="/rubric/1/text"]`).getByText("Missing required field 'weight'").count(), 0);
  });

  test('a tolerance without its delta is marked at the Delta box', async () => {
    form = await harness.open(T2_TEXT.replace('"delta": 0.5', '"deltaX": 0.5'));
    await form.page.locator('.field[data-pointer="/answer/parts/0/tolerance/delta"]').getByText("Tolerance 'absolute' needs a positive delta").waitFor();
  });

  test('input refused at its field counts in the summary', async () => {
    form = await harness.open(sampleText('t1-global-nvda-low'));
    const summary = form.page.locator('.summary');
    await summary.getByText('No problems found').waitFor();
    const snapshot = form.input('Ground-truth snapshot (paste JSON)');
    await snapshot.fill('{"NVDA___O": ');
    await snapshot.press('Tab');
    await summary.getByText('1 error, 0 warnings (shown at their fields)').waitFor();
    await snapshot.fill('{"NVDA___O": {"RT_LOW": "179.35"}}');
    await snapshot.press('Tab');
    await summary.getByText('No problems found').waitFor();
  });

  test("criterion cards are titled by the criterion's number, which stays with it when it moves", async () => {
    form = await harness.open(sampleText('oe-global-ai-valuation-risk'));
    const titles = () => form.page.locator('.row[data-pointer^="/rubric/"] .row-title').allInnerTexts();
    assert.deepEqual(await titles(), ['Criterion 1', 'Criterion 2', 'Criterion 3', 'Criterion 4', 'Criterion 5']);
    await form.page.locator(row('/rubric/0')).getByRole('button', { name: 'Move down (Alt+Down)' }).click();
    await form.nextEdit(0);
    await form.page.locator(`${row('/rubric/0')} .row-title`).getByText('Criterion 2', { exact: true }).waitFor();
    assert.deepEqual(await titles(), ['Criterion 2', 'Criterion 1', 'Criterion 3', 'Criterion 4', 'Criterion 5']);
  });

  test('a lint finding with a known rewrite has an Apply suggestion button that writes it', async () => {
    const item = JSON.parse(T2_TEXT);
    item.question = "What was Starbucks' net income for fiscal year 2020, in USD millions?";
    form = await harness.open(`${JSON.stringify(item, null, 2)}\n`);
    const question = form.page.locator('.field[data-pointer="/question"]');
    await question.locator('.message[data-code="lint.gaap-basis"]').getByRole('button', { name: 'Apply suggestion' }).click();
    assert.deepEqual(await form.nextEdit(0), [{ op: 'set', path: ['question'], value: "What was Starbucks' GAAP net income for fiscal year 2020, in USD millions?" }]);
    await form.page.locator('.message[data-code="lint.gaap-basis"]').waitFor({ state: 'detached' });
  });

  test("the form shows the field the text editor's selection is in, and Show in Form puts the caret there", async () => {
    form = await harness.open(T2_TEXT);
    await form.page.setViewportSize({ width: 900, height: 400 });
    form.reveal('/answer/parts/0/currency', false);
    const currency = form.page.locator('.field[data-pointer="/answer/parts/0/currency"]');
    await form.page.locator('.field.revealed[data-pointer="/answer/parts/0/currency"]').waitFor();
    assert.ok(await currency.isVisible());
    const box = await currency.evaluate((el) => el.getBoundingClientRect().toJSON() as { top: number; bottom: number });
    assert.ok(box.top >= 0 && box.bottom <= 400, 'scrolled into view');
    assert.equal(await form.focusedLabel(), null, 'following the selection does not take the caret');
    form.reveal('/answer/parts/0/unit', true);
    await waitUntil(form.page, 'document.activeElement?.closest(".field")?.dataset.pointer === "/answer/parts/0/unit"');
  });
});
