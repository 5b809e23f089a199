// The arbitration view in real Chromium, in the page the extension serves, with a fake host that builds the cases
// and applies decisions with the extension's own core code over items held here.
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import type { Item } from '../../src/core/item/types';
import { applyChange, arbitrate, arbitrationCase, createPacket, reconcile, type ArbitrationCase, type ItemSource } from '../../src/core/review';
import { decide, ready, type ArbitrationState } from '../../src/protocol/arbitration';
import { sampleText } from './fixtures';
import { viewSuite, waitUntil } from './harness';

const NOW = new Date('2026-03-01T10:00:00Z');

/** The live NVDA item disputed by bob's response, and the Moutai item disputed with the reason in its history. */
async function disputedItems(): Promise<Map<string, string>> {
  const nvda = JSON.parse(sampleText('t1-global-nvda-low')) as Item;
  nvda.review = { status: 'ready', history: [] };
  const texts = new Map([['t1-global-nvda-low.item.json', `${JSON.stringify(nvda, null, 2)}\n`], ['t2-gc-moutai-revenue.item.json', sampleText('t2-gc-moutai-revenue')]]);
  const sources = (): ItemSource[] => [...texts].map(([file, text]) => ({ file, item: JSON.parse(text) as Item }));
  const apply = (changes: { file: string }[]) => changes.forEach((c) => texts.set(c.file, applyChange(texts.get(c.file)!, c as never)));
  const plan = await createPacket(sources().slice(0, 1), { reviewer: 'bob', by: 'c', now: NOW });
  apply(plan.changes);
  plan.packet.items[0].response.parts = [{ value: '179.1' }];
  apply((await reconcile([{ file: 'p', data: plan.packet }], sources(), { by: 'c', now: NOW })).changes);
  return texts;
}

describe('arbitration view', () => {
  const views = viewSuite();

  /** Opens the view over the disputed items; decisions are applied to `texts` as the extension applies them. */
  async function open(texts: Map<string, string>, refuse?: string) {
    const state = (): ArbitrationState => ({
      cases: [...texts].map(([file, text]) => arbitrationCase(file, JSON.parse(text) as Item, 'en')).filter((c): c is ArbitrationCase => c !== undefined),
      skipped: [],
    });
    const view = await views.open('arbitration', ['form', 'reviewLists', 'arbitration'], (host) => {
      host.onRequest(ready, () => ({ state: state(), language: 'en' as const }));
      host.onRequest(decide, (params) => {
        if (refuse) throw new Error(refuse);
        const [file, text] = [...texts].find(([, t]) => (JSON.parse(t) as Item).id === params.id)!;
        texts.set(file, applyChange(text, arbitrate({ file, item: JSON.parse(text) as Item }, { ...params, arbitrator: 'sun.hao' }, { now: NOW })));
        return state();
      });
    });
    return view.page;
  }

  async function decideOn(page: Page, decision: string, rationale?: string) {
    await page.locator(`vscode-radio[data-decision="${decision}"]`).click();
    if (rationale) await page.getByLabel('Rationale').fill(rationale);
    const confidence = page.getByRole('combobox', { name: 'Confidence' });
    await confidence.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await confidence.click();
    await page.getByRole('option', { name: 'high', exact: true }).click();
  }

  test('modify the answer of a live item: the snapshot value it reads is a field; the corrected ground truth is saved as a number', async () => {
    const texts = await disputedItems();
    const page = await open(texts);
    await page.locator('.case-entry', { hasText: 't1-global-nvda-low' }).click();
    await decideOn(page, 'modify-answer', 'The provider revised the day\'s low.');
    const field = page.getByLabel('Low price (USD, price)', { exact: true });
    assert.equal(await field.evaluate((el) => (el as unknown as { value: string }).value), '179.35');
    await page.getByText(/changing it corrects the recorded ground truth/).waitFor();
    await page.getByText('Recorded ground truth: RT_LOW of NVDA___O in the snapshot').waitFor();
    await field.fill('179.30');
    await page.getByRole('button', { name: 'Apply decision' }).click();
    await waitUntil(page, '![...document.querySelectorAll(".case-entry")].some((e) => e.textContent.includes("nvda"))');
    const item = JSON.parse(texts.get('t1-global-nvda-low.item.json')!) as Item;
    assert.equal(item.live!.snapshot.NVDA___O.RT_LOW, 179.3);
    assert.equal(item.review!.status, 'modified');
    assert.deepEqual((item.review!.history!.at(-1)!.details as { changes: unknown }).changes, [{ path: '/live/snapshot/NVDA___O/RT_LOW', before: '179.35', after: 179.3 }]);
  });

  test('why disputed from the history, the unit and scale of the new value, and a refusal that does not follow to the next item', async () => {
    const texts = await disputedItems();
    const page = await open(texts, 'the change would make the item invalid');
    await page.locator('.case-entry', { hasText: 't2-gc-moutai-revenue' }).click();
    await page.locator('.dispute-notes', { hasText: 'Reviewer answered 营业收入 rather than 营业总收入' }).waitFor();
    await decideOn(page, 'modify-answer', '按年报更正');
    await page.getByLabel('营业总收入 (CNY, Hundred-millions (亿))', { exact: true }).fill('1505.70');
    await page.getByRole('button', { name: 'Apply decision' }).click();
    await page.locator('.notice:not([hidden])', { hasText: 'the change would make the item invalid' }).waitFor();
    await page.locator('.case-entry', { hasText: 't1-global-nvda-low' }).click();
    await waitUntil(page, 'document.querySelector(".notice").hidden');
    assert.equal(await page.locator('.dispute-notes').count(), 0, 'the NVDA item has no recorded note');
  });
});
