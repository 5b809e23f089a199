// The item form shows a contradictory answer as its own verdict, and a part's sign setting, in real Chromium.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../repoRoot';
import { sampleText } from './fixtures';
import { formSuite, type FormPage } from './harness';

const zhBundle = () => JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

describe('item form: several values for one ask', () => {
  const harness = formSuite();
  let form: FormPage;

  test('Try an answer: a passing value beside a failing rival is contradictory, naming both; the high beside it is not', async () => {
    form = await harness.open(sampleText('t1-global-nvda-low'));
    const box = form.input('Try an answer');
    await box.fill('It was either 150.00 or 179.35 or 200.10');
    const verdict = form.page.locator('.try .verdict.contradictory');
    await verdict.waitFor();
    assert.match(await verdict.innerText(), /Contradictory, so it fails: 179\.35 passes, but the answer also gives 150\.00, 200\.10/);
    await box.fill('Low 179.35, high 185.20');
    await form.page.locator('.try .verdict.pass').waitFor();
    assert.equal(await form.page.locator('.try .verdict.contradictory').count(), 0);
  });

  test('in Chinese', async () => {
    form = await harness.open(sampleText('t1-global-nvda-low'), { l10n: zhBundle() });
    await form.input('试填答案').fill('最低价179.35或181.20');
    await form.page.locator('.try .verdict.contradictory').getByText(/自相矛盾,不通过/).waitFor();
  });

  test('a part asking for a size: the tolerance sentence says so, and choosing "Signed" in the form removes the mark', async () => {
    form = await harness.open(sampleText('t3-gc-csi300-drawdown'));
    // The sentence is in the item's language (Chinese), as the judge prompt carries it.
    await form.page.getByText('本要点问的是幅度,只比较大小,不计正负。', { exact: false }).first().waitFor();
    const count = form.edits.length;
    await form.choose('Sign of the answer', 'Signed: a word for a fall (down, 下跌) makes the answer negative', '.row[data-pointer="/answer/parts/1"]');
    assert.deepEqual(await form.nextEdit(count), [{ op: 'remove', path: ['answer', 'parts', 1, 'magnitude'] }]);
  });
});
