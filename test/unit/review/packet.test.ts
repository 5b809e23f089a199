import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { validateItem } from '../../../src/core/diagnose/validate';
import type { Item } from '../../../src/core/item/types';
import { checkPacketShape, createPacket, packetRecords, samePerson } from '../../../src/core/review';
import { commitTo, keyUnchanged, SALT_BYTES } from '../../../src/core/review/commitment';
import { Folder, NOW, sample } from './helpers';

/** Distinctive strings planted in every field of the key; none may reach the packet. */
const CANARY = {
  partValue: '8765.4321',
  textValue: 'CANARY-TEXT-VALUE',
  accepted: 'CANARY-SPELLING',
  snapshotLow: '4242.1717',
  snapshotHigh: '4343.1818',
  delta: 0.987654,
  percent: 3.14159,
  rangeMin: 111.2223,
  rangeMax: 999.8887,
  high: 5151.5151,
  low: 5050.5050,
  sample: 'CANARY-SAMPLE-ANSWER',
  sampleNote: 'CANARY-SAMPLE-NOTE',
  rubric: 'CANARY-RUBRIC-CRITERION',
  requiredContent: 'CANARY-REQUIRED-CONTENT',
  criteria: 'CANARY-CRITERIA',
  translationRequired: 'CANARY-TRANSLATION-REQUIRED',
  judge: 'CANARY-JUDGE-PROMPT',
  history: 'CANARY-HISTORY-RATIONALE',
  notes: 'CANARY-META-NOTES',
};

function canaryItems(): Item[] {
  const t3 = sample('t3-global-sp500-best-month');
  t3.id = 'canary-static';
  t3.answer = {
    requiredContent: CANARY.requiredContent,
    criteria: CANARY.criteria,
    parts: [
      { label: 'Text', kind: 'text', value: CANARY.textValue, accepted: [CANARY.accepted], tolerance: { kind: 'exact' } },
      { label: 'Absolute', kind: 'numeric', value: Number(CANARY.partValue), unit: 'percent', tolerance: { kind: 'absolute', delta: CANARY.delta } },
      { label: 'Relative', kind: 'numeric', value: 12.5, tolerance: { kind: 'relative', percent: CANARY.percent } },
      { label: 'Range', kind: 'numeric', tolerance: { kind: 'range', min: CANARY.rangeMin, max: CANARY.rangeMax } },
      { label: 'High-low', kind: 'numeric', tolerance: { kind: 'high-low', high: CANARY.high, low: CANARY.low } },
    ],
  };
  t3.translation = { language: 'zh', question: '问题', requiredContent: CANARY.translationRequired };
  t3.samples = [{ answer: CANARY.sample, expected: 'pass', note: CANARY.sampleNote }];
  t3.judge = { template: 'reference', systemPrompt: CANARY.judge, promptTemplate: CANARY.judge };
  t3.rubric = [{ number: 1, text: CANARY.rubric, weight: 5, tag: 'factual' }];
  t3.meta = { author: 'amy.chen', notes: CANARY.notes };
  t3.review = { status: 'ready', history: [{ at: '2026-01-01T00:00:00Z', actor: 'amy.chen', action: 'ready', status: 'ready', rationale: CANARY.history }] };

  const live = sample('t1-global-sti-highlow');
  live.id = 'canary-live';
  const instrument = Object.keys(live.live!.snapshot)[0];
  live.live!.snapshot[instrument] = { ...live.live!.snapshot[instrument], RT_HIGH: CANARY.snapshotHigh, RT_LOW: CANARY.snapshotLow };
  live.meta = { author: 'li.wei' };

  const oe = sample('oe-global-ai-valuation-risk');
  oe.id = 'canary-oe';
  oe.rubric = oe.rubric!.map((c, i) => ({ ...c, text: `${CANARY.rubric}-${i}` }));
  return [t3, live, oe];
}

describe('review packet: redaction', () => {
  test('no canary planted in any key field appears anywhere in the packet bytes', async () => {
    const items = canaryItems();
    for (const item of items) assert.deepEqual(validateItem(item).filter((f) => f.severity === 'error'), [], item.id);
    const folder = new Folder(items);
    const plan = await createPacket(folder.sources(), { reviewer: 'bob', by: 'coordinator', now: NOW });
    assert.equal(plan.packet.items.length, 3);
    const bytes = JSON.stringify(plan.packet, null, 2);
    for (const [field, canary] of Object.entries(CANARY)) {
      assert.ok(!bytes.includes(String(canary)), `canary of ${field} (${canary}) leaked into the packet`);
    }
    for (const change of plan.changes) {
      const salt = (change.ops.find((o) => o.op === 'insert')!.value as { details: { salt: string } }).details.salt;
      assert.ok(!bytes.includes(salt), 'the salt leaked into the packet');
    }
    assert.deepEqual(checkPacketShape(JSON.parse(bytes)).problems, []);
  });

  test('a packet item holds what a solver needs: id, question, translation, task, market, language, parts with labels and units, an empty response', async () => {
    const folder = new Folder([sample('t2-global-sbux-assets'), sample('oe-global-ai-valuation-risk')]);
    const { packet } = await createPacket(folder.sources(), { reviewer: 'bob', by: 'c', now: NOW });
    const [sbux, oe] = packet.items;
    assert.deepEqual(Object.keys(sbux).sort(), ['commitment', 'id', 'language', 'market', 'parts', 'question', 'response', 'shown', 'task']);
    assert.equal(sbux.id, 'p1');
    assert.match(sbux.shown!, /^sha256:[0-9a-f]{64}$/);
    assert.deepEqual(sbux.parts, [{ label: 'Total assets', kind: 'numeric', unit: 'USD', currency: 'USD', scale: 'million' }]);
    assert.deepEqual(sbux.response.parts, [{ value: '' }]);
    assert.equal(sbux.response.ambiguous, false);
    assert.deepEqual(oe.parts, []);
    assert.equal(oe.response.answer, '');
  });
});

describe('review packet: commitment and salt', () => {
  test('the salt (≥128 bits) stays in the item history; the commitment binds the key', async () => {
    const folder = new Folder([sample('t2-global-sbux-assets')]);
    const plan = await createPacket(folder.sources(), { reviewer: 'bob', by: 'coordinator', now: NOW });
    folder.apply(plan.changes);
    const item = folder.item('t2-global-sbux-assets');
    assert.equal(item.review!.status, 'in-review');
    const record = packetRecords(item).get(plan.packet.id)!;
    assert.equal(record.reviewer, 'bob');
    assert.match(record.salt, new RegExp(`^[0-9a-f]{${SALT_BYTES * 2}}$`));
    assert.ok(SALT_BYTES * 8 >= 128);
    assert.equal(record.commitment, plan.packet.items[0].commitment);
    assert.match(record.commitment, /^sha256:[0-9a-f]{64}$/);
    assert.ok(await keyUnchanged(item, record.salt, record.commitment));
    const changed = structuredClone(item);
    changed.answer!.parts[0].value = 29374.6;
    assert.equal(await keyUnchanged(changed, record.salt, record.commitment), false);
    const retoleranced = structuredClone(item);
    retoleranced.answer!.parts[0].tolerance = { kind: 'rounding', minDecimals: 1 };
    assert.equal(await keyUnchanged(retoleranced, record.salt, record.commitment), false);
    // Formatting and key order do not change the commitment; the salt does.
    const reordered = reversedKeys(item) as Item;
    assert.ok(await keyUnchanged(reordered, record.salt, record.commitment));
    assert.notEqual(await commitTo(item, 'ab'.repeat(32)), record.commitment);
  });

  test('two packets for one item carry different salts and commitments', async () => {
    const folder = new Folder([sample('t2-global-sbux-assets')]);
    const first = await createPacket(folder.sources(), { reviewer: 'bob', by: 'c', now: NOW });
    folder.apply(first.changes);
    const second = await createPacket(folder.sources(), { reviewer: 'carol', by: 'c', now: NOW });
    folder.apply(second.changes);
    const records = [...packetRecords(folder.item('t2-global-sbux-assets')).values()];
    assert.equal(records.length, 2);
    assert.notEqual(records[0].salt, records[1].salt);
    assert.notEqual(records[0].commitment, records[1].commitment);
    assert.notEqual(first.packet.id, second.packet.id);
  });
});

describe('review packet: who may review', () => {
  test('the author, an earlier reviewer, drafts and key-less items are left out with a reason', async () => {
    const draft = sample('t2-gc-moutai-revenue', 'draft');
    const noRubric = sample('oe-gc-insurer-allocation');
    noRubric.rubric = noRubric.rubric!.map((c) => ({ ...c, weight: -1 }));
    const folder = new Folder([sample('t2-global-sbux-assets'), sample('t1-global-nvda-low'), draft, noRubric]);
    const first = await createPacket(folder.sources(), { reviewer: 'Amy.Chen ', by: 'c', now: NOW });
    assert.deepEqual(first.ids, ['t1-global-nvda-low']);
    assert.deepEqual(first.packet.items.map((i) => i.id), ['p1']);
    assert.deepEqual(first.leftOut.map((l) => [l.id, l.code]), [
      ['t2-global-sbux-assets', 'author'],
      ['t2-gc-moutai-revenue', 'status'],
      ['oe-gc-insurer-allocation', 'no-key'],
    ]);
    assert.match(first.leftOut[0].reason, /Amy\.Chen is its author/);
    folder.apply(first.changes);
    const again = await createPacket(folder.sources(), { reviewer: 'amy.chen', by: 'c', now: NOW });
    assert.ok(again.leftOut.some((l) => l.id === 't1-global-nvda-low' && l.code === 'reviewed' && l.reason.includes(first.packet.id)));
    const zh = await createPacket(folder.sources(), { reviewer: 'amy.chen', by: 'c', now: NOW, lang: 'zh' });
    assert.match(zh.leftOut[0].reason, /作者/);
  });

  for (const [name, disguise] of [
    ['a zero-width space', 'bob\u200b'],
    ['full-width letters', 'ｂｏｂ'],
    ['a BOM and a joiner', '\uFEFFB\u200do\u2060b'],
    ['other case and spaces', '  BOB '],
  ] as const) {
    test(`a reviewer name with ${name} is the same person: no second packet for an item they hold`, async () => {
      const folder = new Folder([sample('t2-global-sbux-assets')]);
      folder.apply((await createPacket(folder.sources(), { reviewer: 'bob', by: 'c', now: NOW })).changes);
      const again = await createPacket(folder.sources(), { reviewer: disguise, by: 'c', now: NOW });
      assert.deepEqual(again.packet.items, []);
      assert.deepEqual(again.leftOut.map((l) => l.code), ['reviewed']);
    });
  }

  test('one person whatever the width, case (folded: ß is ss) or invisible characters', () => {
    assert.ok(samePerson('Strauß', 'STRAUSS'));
    assert.ok(samePerson('li.wei', 'ｌｉ．ｗｅｉ\u2060'));
    assert.ok(!samePerson('bob', 'bobby'));
    assert.ok(!samePerson('\u200b', '\u200b'), 'an invisible name is nobody');
  });

  test('the author is meta.author or the actor of the "created" entry, however the name is disguised', async () => {
    const nvda = sample('t1-global-nvda-low');
    const created = sample('t2-global-sbux-assets');
    delete created.meta!.author;
    created.review!.history = [{ at: NOW.toISOString(), actor: 'zhang.min', action: 'created' }];
    const folder = new Folder([nvda, created]);
    const byAuthor = await createPacket(folder.sources(), { reviewer: 'li.wei\u200b', by: 'c', now: NOW });
    assert.deepEqual(byAuthor.leftOut.map((l) => [l.id, l.code]), [['t1-global-nvda-low', 'author']]);
    const byCreator = await createPacket(folder.sources(), { reviewer: 'ＺＨＡＮＧ.min', by: 'c', now: NOW });
    assert.deepEqual(byCreator.leftOut.map((l) => [l.id, l.code]), [['t2-global-sbux-assets', 'author']]);
  });

  test('an item that names no author goes to nobody, with the reason', async () => {
    const orphan = sample('t2-global-sbux-assets');
    delete orphan.meta!.author;
    const plan = await createPacket([{ file: 'a', item: orphan }], { reviewer: 'bob', by: 'c', now: NOW });
    assert.deepEqual(plan.packet.items, []);
    assert.equal(plan.leftOut[0].code, 'no-author');
    assert.match(plan.leftOut[0].reason, /names no author/);
  });

  test('invisible characters are not kept in the recorded reviewer name; an invisible name is no name', async () => {
    const folder = new Folder([sample('t2-global-sbux-assets')]);
    const plan = await createPacket(folder.sources(), { reviewer: 'bob\u200b', by: 'c', now: NOW });
    assert.equal(plan.packet.reviewer, 'bob');
    await assert.rejects(createPacket(folder.sources(), { reviewer: '\u200b\uFEFF', by: 'c', now: NOW }), /needs a reviewer/);
  });

  test('the same item picked twice goes in once', async () => {
    const item = sample('t2-global-sbux-assets');
    const plan = await createPacket([{ file: 'a', item }, { file: 'a', item }], { reviewer: 'bob', by: 'c', now: NOW });
    assert.equal(plan.packet.items.length, 1);
    assert.equal(plan.leftOut[0].code, 'twice');
  });
});

/** The same value with every object's keys in reverse order. */
function reversedKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).reverse().map(([k, v]) => [k, reversedKeys(v)]));
  return value;
}
