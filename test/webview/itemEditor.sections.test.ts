// The item form in real Chromium: what each section's inputs send to the host (path + value), and what they show.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { sampleText, T2_TEXT } from './fixtures';
import { quietPeriod, waitFor } from '../poll';
import { formSuite, type FormPage, waitUntil } from './harness';

const row = (pointer: string) => `.row[data-pointer="${pointer}"]`;

describe('item form: edits by section', () => {
  const harness = formSuite();
  let form: FormPage;

  test('Question: text, selects and the optional translation', async () => {
    form = await harness.open(T2_TEXT);
    await form.input('Question').fill('What were Starbucks total assets on 27 September 2020, in USD millions?');
    assert.deepEqual(await form.nextEdit(0), [{ op: 'set', path: ['question'], value: 'What were Starbucks total assets on 27 September 2020, in USD millions?' }]);
    await form.choose('Market', 'Greater China');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'set', path: ['market'], value: 'greater-china' }]);
    await form.input('Id').fill('wv-t2-b');
    await form.input('Id').press('Enter');
    assert.deepEqual(await form.nextEdit(2), [{ op: 'set', path: ['id'], value: 'wv-t2-b' }]);

    await form.page.getByRole('button', { name: 'Add translation' }).click();
    assert.deepEqual(await form.nextEdit(3), [{ op: 'set', path: ['translation'], value: { language: 'zh', question: '' } }]);
    await form.input('Translated question').fill('星巴克2020年9月27日的总资产是多少百万美元?');
    assert.deepEqual(await form.nextEdit(4), [{ op: 'set', path: ['translation', 'question'], value: '星巴克2020年9月27日的总资产是多少百万美元?' }]);
    assert.deepEqual(Object.keys(form.item), ['schemaVersion', 'id', 'task', 'market', 'language', 'question', 'translation', 'answer', 'x-team'], 'inserted in schema order, x-team kept');
  });

  test('Answer key: values keep their digits, emptied fields are removed, a new part is appended', async () => {
    form = await harness.open(T2_TEXT);
    const part = row('/answer/parts/0');
    await form.input('Reference value', part).fill('29374.50');
    assert.deepEqual(await form.nextEdit(0), [{ op: 'set', path: ['answer', 'parts', 0, 'value'], value: '29374.50' }], 'written as text: the trailing zero is a precision');
    await form.input('Reference value', part).fill('29374.6');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'set', path: ['answer', 'parts', 0, 'value'], value: 29374.6 }]);
    await form.input('Currency', part).fill('');
    assert.deepEqual(await form.nextEdit(2), [{ op: 'remove', path: ['answer', 'parts', 0, 'currency'] }]);
    await form.choose('Scale', 'Billions', part);
    assert.deepEqual(await form.nextEdit(3), [{ op: 'set', path: ['answer', 'parts', 0, 'scale'], value: 'billion' }]);

    await form.input('Quote precision (decimals)', part).fill('two');
    await form.page.getByText('Enter a whole number, such as 2 or -4.').waitFor();
    await quietPeriod('no edit of a quote precision that is not a number', 500);
    assert.equal(form.edits.length, 4, 'nothing written while the input is not a number');
    await form.input('Quote precision (decimals)', part).fill('1');
    assert.deepEqual(await form.nextEdit(4), [{ op: 'set', path: ['answer', 'parts', 0, 'quotePrecision'], value: 1 }]);
    await form.page.getByText('Enter a whole number, such as 2 or -4.').waitFor({ state: 'detached' });

    await form.page.getByRole('button', { name: 'Add part' }).click();
    assert.deepEqual(await form.nextEdit(5), [{ op: 'insert', path: ['answer', 'parts', 1], value: { label: '', kind: 'numeric', tolerance: { kind: 'rounding' } } }]);
    await form.page.locator(row('/answer/parts/1')).waitFor();
    const focused = async () => [await form.focusedRow(), await form.focusedLabel()];
    await waitFor('the focus on the new part\'s label', focused, { until: ([pointer, label]) => pointer === '/answer/parts/1' && label === 'Label' });
  });

  test('Tolerance: a new kind drops the old parameters; the sentence, interval and try box follow', async () => {
    form = await harness.open(T2_TEXT);
    const part = row('/answer/parts/0');
    const preview = form.page.locator(`${part} .preview`);
    await preview.getByText('Any answer within ±0.5 of 29374.5 million USD passes (29374 million USD to 29375 million USD).').waitFor();
    await preview.getByText('Accepted: 29374 million USD to 29375 million USD').waitFor();
    const tryBox = form.input('Try an answer', part);
    await tryBox.fill('Total assets were $29,374.9 million');
    await preview.getByText('Passes (read: $29,374.9 million)').waitFor();
    await tryBox.fill('29,376 million');
    await preview.getByText('Fails (read: 29,376 million)').waitFor();

    await form.choose('Tolerance kind', 'Relative ± percent', part);
    assert.deepEqual(await form.nextEdit(0), [
      { op: 'set', path: ['answer', 'parts', 0, 'tolerance', 'kind'], value: 'relative' },
      { op: 'remove', path: ['answer', 'parts', 0, 'tolerance', 'delta'] },
    ]);
    await form.input('Percent (±% of the reference)', part).fill('0.001');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'set', path: ['answer', 'parts', 0, 'tolerance', 'percent'], value: 0.001 }]);
    await preview.getByText(/^Any answer within ±0\.001% of 29374\.5 million USD passes/).waitFor();
    await preview.getByText('Passes (read: 29,376 million)').waitFor({ state: 'detached' });
    assert.match(await preview.locator('.verdict').innerText(), /Fails/, 'the try box is checked again against the new tolerance');
    assert.deepEqual(form.item.answer.parts[0].tolerance, { kind: 'relative', percent: 0.001 });
  });

  test('Live data: renaming a provider keeps the order, a pasted snapshot must be JSON', async () => {
    form = await harness.open(sampleText('t1-global-nvda-low'));
    const second = row('/live/tickers/yfinance');
    await form.input('Provider', second).fill('yahoo');
    await form.input('Provider', second).press('Enter');
    assert.deepEqual(await form.nextEdit(0), [{ op: 'set', path: ['live', 'tickers'], value: { wind: 'NVDA.O', yahoo: 'NVDA', akshare: '105.NVDA.USA' } }]);
    assert.deepEqual(Object.keys(form.item.live.tickers), ['wind', 'yahoo', 'akshare']);

    const snapshot = form.input('Ground-truth snapshot (paste JSON)');
    await snapshot.fill('{ "NVDA___O": { "RT_LOW": 180.01 ');
    await form.page.getByText(/^Not valid JSON: /).waitFor();
    await quietPeriod('no edit of an invalid snapshot', 500);
    assert.equal(form.edits.length, 1, 'an invalid snapshot is not written');
    await snapshot.fill('{ "NVDA___O": { "RT_LOW": "180.01" } }');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'set', path: ['live', 'snapshot'], value: { NVDA___O: { RT_LOW: '180.01' } } }]);
    await form.page.getByText('Accepted: 180.005 USD to 180.015 USD').waitFor();

    await form.input('Snapshot fields (one per line)').fill('RT_LOW\nRT_HIGH\n');
    assert.deepEqual(await form.nextEdit(2), [{ op: 'set', path: ['live', 'fields'], value: ['RT_LOW', 'RT_HIGH'] }]);
  });

  test('Rubric: Alt+Down and Alt+Up move the focused criterion, buttons move and delete, the positive sum updates', async () => {
    form = await harness.open(sampleText('oe-global-ai-valuation-risk'));
    await form.page.getByText('Sum of positive weights: 26 · penalties: -4').waitFor();
    const firstText = form.input('Criterion', row('/rubric/0'));
    await firstText.focus();
    await form.page.keyboard.press('Alt+ArrowDown');
    assert.deepEqual(await form.nextEdit(0), [{ op: 'move', path: ['rubric'], from: 0, to: 1 }]);
    assert.deepEqual(form.item.rubric.map((c: { number: number }) => c.number), [2, 1, 3, 4, 5]);
    const secondText = form.input('Criterion', row('/rubric/1'));
    await waitUntil(form.page, 'document.activeElement?.closest(".row")?.dataset.pointer === "/rubric/1"');
    assert.equal(await form.focusedLabel(), 'Criterion');
    assert.match(await secondText.inputValue(), /^Mentions the high weight/, 'the moved criterion keeps the focus in its new place');
    await form.page.keyboard.press('Alt+ArrowUp');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'move', path: ['rubric'], from: 1, to: 0 }]);

    await form.page.locator(row('/rubric/2')).getByRole('button', { name: 'Move up (Alt+Up)' }).click();
    assert.deepEqual(await form.nextEdit(2), [{ op: 'move', path: ['rubric'], from: 2, to: 1 }]);

    await form.page.locator(row('/rubric/4')).getByRole('button', { name: 'Delete Criterion 5' }).click();
    assert.deepEqual(await form.nextEdit(3), [{ op: 'remove', path: ['rubric', 4] }]);
    await form.page.getByText('Sum of positive weights: 26 · penalties: 0').waitFor();

    await form.page.getByRole('button', { name: 'Add criterion' }).click();
    assert.deepEqual(await form.nextEdit(4), [{ op: 'insert', path: ['rubric', 4], value: { number: 5, text: '', weight: 1, tag: 'factual' } }]);
    await form.input('Weight (negative = penalty)', row('/rubric/4')).fill('-3');
    assert.deepEqual(await form.nextEdit(5), [{ op: 'set', path: ['rubric', 4, 'weight'], value: -3 }]);
    await form.page.getByText('Sum of positive weights: 26 · penalties: -3').waitFor();
  });

  test('Metadata, samples and linter suppressions', async () => {
    form = await harness.open(T2_TEXT);
    await form.input('Topics (one per line)').fill('Equities\nFinancial statements');
    assert.deepEqual(await form.nextEdit(0), [{ op: 'set', path: ['topics'], value: ['Equities', 'Financial statements'] }]);
    await form.choose('Time sensitivity', 'None (historical fact)');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'set', path: ['timeSensitivity', 'level'], value: 'none' }]);
    await form.page.getByRole('button', { name: 'Add source' }).click();
    assert.deepEqual(await form.nextEdit(2), [{ op: 'set', path: ['sources'], value: [{ title: '' }] }]);
    await form.input('Title', row('/sources/0')).fill('Starbucks 10-K 2020');
    assert.deepEqual(await form.nextEdit(3), [{ op: 'set', path: ['sources', 0, 'title'], value: 'Starbucks 10-K 2020' }]);
    await form.choose('Difficulty', 'Hard');
    assert.deepEqual(await form.nextEdit(4), [{ op: 'set', path: ['meta', 'difficulty'], value: 'hard' }]);

    await form.page.getByRole('button', { name: 'Add sample answer' }).click();
    assert.deepEqual(await form.nextEdit(5), [{ op: 'set', path: ['samples'], value: [{ answer: '', expected: 'pass' }] }]);
    await form.input('Answer', row('/samples/0')).fill('About 29.4 billion dollars');
    assert.deepEqual(await form.nextEdit(6), [{ op: 'set', path: ['samples', 0, 'answer'], value: 'About 29.4 billion dollars' }]);
    await form.page.getByText('Deterministic check: Fail (not as expected)').waitFor();
    await form.choose('Expected verdict', 'Fail', row('/samples/0'));
    assert.deepEqual(await form.nextEdit(7), [{ op: 'set', path: ['samples', 0, 'expected'], value: 'fail' }]);
    await form.page.getByText('Deterministic check: Fail (as expected)').waitFor();

    await form.page.getByRole('button', { name: 'Silence a rule' }).click();
    assert.deepEqual(await form.nextEdit(8), [{ op: 'set', path: ['lint', 'suppress'], value: [{ rule: 'fiscal-year', reason: '' }] }]);
    await form.input('Reason', row('/lint/suppress/0')).fill('The question names the fiscal year end date.');
    assert.deepEqual(await form.nextEdit(9), [{ op: 'set', path: ['lint', 'suppress', 0, 'reason'], value: 'The question names the fiscal year end date.' }]);
  });

  test('Judge settings are written; review and extension data are shown read-only', async () => {
    form = await harness.open(sampleText('t2-gc-moutai-revenue').replace('"review": {', '"x-source-sheet": "moutai.xlsx",\n  "review": {'));
    await form.input('Template (built-in id or a file path)').fill('judges/strict.md');
    assert.deepEqual(await form.nextEdit(0), [{ op: 'set', path: ['judge', 'template'], value: 'judges/strict.md' }]);
    await form.input('Temperature').fill('0.2');
    assert.deepEqual(await form.nextEdit(1), [{ op: 'set', path: ['judge', 'options', 'temperature'], value: 0.2 }]);

    const review = form.page.locator('vscode-collapsible[data-section="review"]');
    const status = review.locator('.field[data-pointer="/review/status"] output');
    assert.equal(await status.innerText(), 'disputed', 'the status is text, not an input box');
    assert.equal(await review.getByLabel('Status', { exact: true }).innerText(), 'disputed', 'the read-only value is named by its label');
    // Local time, words, and the status move (history in full: itemEditor.history.test.ts).
    const local = (iso: string) => form.page.evaluate((at) => new Date(at).toLocaleString('en', { dateStyle: 'medium', timeStyle: 'short' }), iso);
    assert.deepEqual(await review.locator('tbody tr').allInnerTexts(), [
      `${await local('2025-03-10T02:00:00Z')}\twang.fang\tCreated\tDraft\t\t`,
      `${await local('2025-03-12T02:00:00Z')}\tcoordinator\tDisputed\tDisputed\t\nDraft → Disputed\n\tReviewer answered 营业收入 rather than 营业总收入`,
    ]);
    assert.equal(await form.page.locator('.field[data-pointer="/x-source-sheet"] output').innerText(), 'moutai.xlsx');
    assert.equal(await form.page.locator('.form input[readonly], .field[data-pointer="/review/status"] input').count(), 0, 'no read-only value looks like a box');
    await review.getByRole('button', { name: 'Change status…' }).waitFor();
  });

  test('Escape forgets what was typed but not yet written', async () => {
    form = await harness.open(T2_TEXT);
    const label = form.input('Label');
    await label.fill('Total assets (draft)');
    await label.press('Escape');
    assert.equal(await label.inputValue(), 'Total assets');
    await quietPeriod('no edit of what Escape took back', 500);
    assert.deepEqual(form.edits, []);
  });
});
