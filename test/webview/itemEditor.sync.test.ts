// The item form in real Chromium: changes from elsewhere, findings at their fields, the banner for files that are
// not items, Chinese UI text and the UI state kept across reloads.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../repoRoot';
import { sampleText, T2_TEXT } from './fixtures';
import { quietPeriod, waitFor } from '../poll';
import { formSuite, type FormPage, waitUntil } from './harness';

const field = (pointer: string) => `.field[data-pointer="${pointer}"]`;

describe('item form: sync, findings, banner, language, UI state', () => {
  const harness = formSuite();
  let form: FormPage;

  test('a change from a text editor shows at once, without touching the field being typed in', async () => {
    form = await harness.open(T2_TEXT);
    const question = form.input('Question');
    await question.focus();
    await form.page.keyboard.type(' Answer in USD millions.');
    // Before the pause in typing ends, someone else changes the market and (late) the question itself.
    form.setText(T2_TEXT.replace('"global"', '"greater-china"').replace('What were', 'What was'));
    await form.page.getByRole('combobox', { name: 'Market', exact: true }).getByText('Greater China').waitFor();
    assert.equal(await question.inputValue(), 'What were Starbucks total assets as of 2020-09-27, in USD millions? Answer in USD millions.');
    const [op] = await form.nextEdit(0);
    assert.deepEqual(op, { op: 'set', path: ['question'], value: 'What were Starbucks total assets as of 2020-09-27, in USD millions? Answer in USD millions.' });
    assert.equal(form.item.market, 'greater-china', 'the other change is kept');
  });

  test('the echo of an edit still in flight never overwrites newer typing; a focused field that is not being edited follows undo', async () => {
    form = await harness.open(T2_TEXT);
    let release!: () => void;
    form.hold = new Promise((r) => (release = r));
    const label = form.input('Label');
    await label.fill('Total');
    await form.nextEdit(0);
    await label.press('End');
    await form.page.keyboard.type(' assets (USD)');
    form.setText(form.text); // an unrelated update arrives while the first edit is held
    await quietPeriod('the unrelated update leaves the typing alone', 100);
    assert.equal(await label.inputValue(), 'Total assets (USD)');
    release();
    form.hold = undefined;
    const second = await form.nextEdit(1);
    assert.deepEqual(second, [{ op: 'set', path: ['answer', 'parts', 0, 'label'], value: 'Total assets (USD)' }]);
    await quietPeriod('the echoes leave the typing alone', 100);
    assert.equal(await label.inputValue(), 'Total assets (USD)');
    assert.equal(form.item.answer.parts[0].label, 'Total assets (USD)');

    // Undo in VS Code changes the document under a focused, idle field: the field shows it.
    form.setText(T2_TEXT);
    await waitFor('the undone label in the field', () => label.inputValue(), { until: (value) => value === 'Total assets' });
  });

  test('a section rebuilt around the field being typed in keeps the focus, the typed text and the caret', async () => {
    form = await harness.open(T2_TEXT);
    let release!: () => void;
    form.hold = new Promise((r) => (release = r));
    const label = form.input('Label');
    await label.fill('Total assets at year end');
    await form.nextEdit(0);
    // A mark on this box, which a new box would not have.
    await label.evaluate((el) => {
      const box = el as unknown as { setSelectionRange(start: number, end: number): void; replaced: boolean };
      box.setSelectionRange(5, 12);
      box.replaced = false;
    });
    // Someone else adds a second part while the edit is held: the answer section's layout changes, and it is rebuilt.
    const item = JSON.parse(T2_TEXT);
    item.answer.parts.push({ ...item.answer.parts[0], label: 'Second' });
    form.setText(`${JSON.stringify(item, null, 2)}\n`);
    await form.input('Label', '.row[data-pointer="/answer/parts/1"]').waitFor();
    const focused = () => form.page.evaluate('[document.activeElement.closest(".field")?.dataset.pointer, "replaced" in document.activeElement, document.activeElement.value, document.activeElement.selectionStart, document.activeElement.selectionEnd]');
    assert.deepEqual(await focused(), ['/answer/parts/0/label', false, 'Total assets at year end', 5, 12], 'a new box, with the focus, the text and the selection');
    release();
    form.hold = undefined;
  });

  test('findings show at their fields; those without a field show in the summary', async () => {
    form = await harness.open(T2_TEXT);
    form.pushFindings([
      { pointer: '/answer/parts/0/tolerance/delta', message: 'Delta is too large for this precision', severity: 'error', code: 'test.delta' },
      { pointer: '/answer/parts/0/colour', message: "Unknown field 'colour'", severity: 'error', code: 'schema.additionalProperties' },
      { pointer: '', message: 'A T1 item needs a live data source', severity: 'error', code: 'schema.required' },
      { pointer: '/question', message: 'Say which year', severity: 'warning', code: 'lint.fiscal-year' },
    ]);
    await form.page.locator(`${field('/answer/parts/0/tolerance/delta')} .message.error`, { hasText: 'Delta is too large' }).waitFor();
    const delta = form.page.locator(`${field('/answer/parts/0/tolerance/delta')} input`);
    assert.equal(await delta.getAttribute('aria-invalid'), 'true', 'the box says its value is wrong');
    await form.page.locator('.row[data-pointer="/answer/parts/0"] > .messages', { hasText: "Unknown field 'colour'" }).waitFor();
    await form.page.locator(`${field('/question')} .message.warning`, { hasText: 'Say which year' }).waitFor();
    const summary = form.page.locator('.summary');
    await summary.getByText('3 errors, 1 warning (shown at their fields)').waitFor();
    assert.deepEqual(await summary.locator('.message').allInnerTexts(), ['A T1 item needs a live data source']);
    assert.equal(await form.page.locator('vscode-collapsible[data-section="answer"] vscode-badge').innerText(), '2');

    // Real validation: an invalid market is reported at the Market field.
    form.pushFindings(undefined);
    form.setText(T2_TEXT.replace('"global"', '"moon"'));
    await form.page.locator(`${field('/market')} .message.error`, { hasText: "'market' must be one of: global, greater-china" }).waitFor();
    assert.equal(await delta.getAttribute('aria-invalid'), null, 'its error gone, the box no longer says so');
    await form.page.getByRole('combobox', { name: 'Market', exact: true }).getByText('moon').waitFor();
  });

  test('a file that is not JSON shows a banner with the place of the error and an Open as Text button, and is never written', async () => {
    form = await harness.open('{\n  "schemaVersion": 1,\n  "id": "broken",,\n}\n');
    const banner = form.page.locator('.banner');
    await banner.getByText('This file cannot be shown in the form').waitFor();
    await banner.getByText('Not valid JSON: property name expected (line 3, column 18).').waitFor();
    assert.equal(await form.page.locator('.form').isHidden(), true);
    await banner.getByRole('button', { name: 'Open as Text' }).click();
    await waitFor('the request to open the text', () => form.received.some((m) => m.kind === 'request' && m.method === 'item/openAsText'));
    assert.deepEqual(form.received.filter((m) => m.kind === 'request').map((m) => (m as { method: string }).method), ['ready', 'item/openAsText']);

    form.setText('[1, 2]');
    await banner.getByText('It does not hold a JSON object.').waitFor();
    form.setText('{ "id": "x" }');
    await banner.getByText('It has no schemaVersion, so it is not a FinBench item.').waitFor();
    form.setText(T2_TEXT);
    await form.input('Question').waitFor();
    assert.equal(await banner.isHidden(), true);
    assert.equal(form.edits.length, 0);
  });

  test('with the Chinese bundle the form speaks Chinese; the tolerance sentence follows the item language', async () => {
    const zh = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8'));
    form = await harness.open(sampleText('t2-gc-moutai-revenue'), { l10n: zh });
    assert.equal(await form.property('vscode-collapsible[data-section="question"]', 'heading'), '问题');
    await form.input('问题').waitFor();
    await form.page.getByText('答案与1505.60亿元的相对误差不超过±0.1%即可(即1504.0944亿元至1507.1056亿元)。').waitFor();
    await form.input('试填答案', '.row[data-pointer="/answer/parts/0"]').fill('1505.6亿元');
    await form.page.locator('.verdict.pass').waitFor();
  });

  test('a Chinese UI over an English item says the tolerance sentence is in the item language; the same language says nothing', async () => {
    const zh = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8'));
    const note = '上面这句话使用题目的语言：评判提示词按原文使用。';
    form = await harness.open(sampleText('t1-global-nvda-low'), { l10n: zh });
    const preview = form.page.locator('.preview[data-part="0"]');
    await preview.locator('.sentence', { hasText: 'The answer' }).waitFor();
    assert.equal(await preview.locator('.sentence-language').textContent(), note);
    assert.equal(await preview.locator('.sentence-language').isVisible(), true);
    await form.close();
    form = await harness.open(sampleText('t2-gc-moutai-revenue'), { l10n: zh });
    await form.page.locator('.preview[data-part="0"] .sentence').waitFor();
    assert.equal(await form.page.locator('.preview .sentence-language').first().isHidden(), true);
    await form.close();
    form = await harness.open(sampleText('t1-global-nvda-low'));
    await form.page.locator('.preview[data-part="0"] .sentence').waitFor();
    assert.equal(await form.page.locator('.preview .sentence-language').first().isHidden(), true);
  });

  test('collapsed sections and the scroll position survive the webview being reloaded', async () => {
    form = await harness.open(sampleText('t1-global-nvda-low'));
    await form.page.locator('vscode-collapsible[data-section="judge"]').getByText('Judge', { exact: true }).click();
    await form.page.evaluate('window.scrollTo(0, 400)');
    await waitUntil(form.page, 'globalThis.__finbenchSavedState?.scrollY === 400');
    const saved = await form.savedState();
    assert.deepEqual(saved, { closedSections: ['judge'], scrollY: 400 });
    await form.close();

    form = await harness.open(sampleText('t1-global-nvda-low'), { uiState: saved });
    assert.equal(await form.property('vscode-collapsible[data-section="judge"]', 'open'), false);
    assert.equal(await form.property('vscode-collapsible[data-section="live"]', 'open'), true);
    await waitUntil(form.page, 'window.scrollY === 400');
  });
});
