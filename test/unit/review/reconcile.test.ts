import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { createPacket, describeReason, packetRecords, reconcile, ReviewError, responseRecords, type Packet, type PacketSource } from '../../../src/core/review';
import { Folder, NOW, sample } from './helpers';

const LATER = new Date('2026-03-02T10:00:00Z');

/** Each packet's entries by real item id (the packet itself shows p1, p2…). */
const entries = new WeakMap<Packet, Map<string, Packet['items'][number]>>();

async function packetFor(folder: Folder, reviewer: string): Promise<Packet> {
  const plan = await createPacket(folder.sources(), { reviewer, by: 'coordinator', now: NOW });
  folder.apply(plan.changes);
  entries.set(plan.packet, new Map(plan.ids.map((id, i) => [id, plan.packet.items[i]])));
  return plan.packet;
}

function answer(packet: Packet, id: string, values: string[], extra: Partial<Packet['items'][number]['response']> = {}) {
  const entry = entries.get(packet)!.get(id)!;
  entry.response = { ...entry.response, parts: values.map((value) => ({ value })), timeSpentSeconds: 120, ...extra };
}

const run = (folder: Folder, ...packets: Packet[]) =>
  reconcile(packets.map((data, i): PacketSource => ({ file: `p${i}.packet.json`, data: structuredClone(data) })), folder.sources(), { by: 'coordinator', now: LATER });

function twoItems() {
  return new Folder([sample('t3-global-sp500-best-month'), sample('t2-global-sbux-assets')]);
}

describe('reconcile', () => {
  test('an item id twice in the folder does not matter when no packet names it', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['29374.5']);
    const other = sample('t2-gc-moutai-revenue');
    folder.texts.set('a/moutai.item.json', JSON.stringify(other));
    folder.texts.set('b/moutai.item.json', JSON.stringify(other));
    assert.deepEqual((await run(folder, packet)).items.map((i) => i.outcome), ['agreed', 'agreed']);
  });

  test('all parts pass and no flag → agreed; otherwise disputed with typed reasons; history records who, when, outcome, time', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['Apr 2020', '12.7']);
    answer(packet, 't2-global-sbux-assets', ['29.5']);
    packet.items[1].response.parts[0].scale = 'billion';
    const plan = await run(folder, packet);
    assert.deepEqual(plan.items.map((i) => [i.id, i.outcome, i.status]), [
      ['t3-global-sp500-best-month', 'agreed', 'agreed'],
      ['t2-global-sbux-assets', 'disputed', 'disputed'],
    ]);
    const [reason] = plan.items[1].responses[0].reasons;
    assert.deepEqual(reason, { code: 'out-of-tolerance', part: 0, label: 'Total assets', value: '29.5', normalised: 29500, accepted: { min: 29374, max: 29375 } });
    folder.apply(plan.changes);
    const item = folder.item('t3-global-sp500-best-month');
    assert.equal(item.review!.status, 'agreed');
    const response = item.review!.history!.find((h) => h.action === 'response')!;
    assert.equal(response.actor, 'bob');
    assert.equal(response.at, LATER.toISOString());
    assert.equal(response.packet, packet.id);
    assert.equal((response.details as any).outcome, 'agreed');
    assert.equal((response.details as any).response.timeSpentSeconds, 120);
    assert.ok(item.review!.history!.some((h) => h.action === 'agreed' && h.status === 'agreed'));
  });

  test('decimals across scales count in the part\'s scale: "29.4 billion" against a USD-millions part with minDecimals 1 is disputed', async () => {
    const sbux = sample('t2-global-sbux-assets');
    sbux.answer!.parts[0].tolerance = { kind: 'rounding', minDecimals: 1 };
    const folder = new Folder([sbux]);
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't2-global-sbux-assets', ['29.4']);
    packet.items[0].response.parts[0].scale = 'billion';
    const plan = await run(folder, packet);
    assert.equal(plan.items[0].outcome, 'disputed');
    const [reason] = plan.items[0].responses[0].reasons;
    assert.deepEqual(reason, { code: 'out-of-tolerance', part: 0, label: 'Total assets', value: '29.4', normalised: 29400, accepted: { min: 29374.45, max: 29374.55 } });
    assert.match(describeReason(reason), /29\.4.*\[29374\.45, 29374\.55\]/);
  });

  test('ambiguity flag, cannot answer and a missing part are disputes with their text', async () => {
    const folder = new Folder([sample('t3-global-sp500-best-month'), sample('t2-global-sbux-assets'), sample('t2-gc-moutai-revenue')]);
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['Apr 2020', '12.68'], { ambiguous: true, comment: 'Price or total return?' });
    answer(packet, 't2-global-sbux-assets', [''], { cannotAnswer: true, reason: 'Filing not reachable' });
    answer(packet, 't2-gc-moutai-revenue', ['']);
    const plan = await run(folder, packet);
    assert.deepEqual(plan.items.map((i) => i.responses[0].reasons), [
      [{ code: 'ambiguous', comment: 'Price or total return?' }],
      [{ code: 'cannot-answer', reason: 'Filing not reachable' }],
      [{ code: 'missing-part', part: 0, label: '营业总收入' }],
    ]);
  });

  test('two reviewers: agreed only if both agree; the item waits in review for the second', async () => {
    const folder = twoItems();
    const bob = await packetFor(folder, 'bob');
    const carol = await packetFor(folder, 'carol');
    answer(bob, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(bob, 't2-global-sbux-assets', ['29374.5']);
    const first = await run(folder, bob);
    assert.deepEqual(first.items.map((i) => i.status), ['in-review', 'in-review']);
    folder.apply(first.changes);
    answer(carol, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(carol, 't2-global-sbux-assets', ['29,370']);
    const second = await run(folder, carol);
    assert.deepEqual(second.items.map((i) => [i.outcome, i.status]), [['agreed', 'agreed'], ['disputed', 'disputed']]);
  });

  test('several packets in one run give the same result as one after the other', async () => {
    const folder = twoItems();
    const bob = await packetFor(folder, 'bob');
    const carol = await packetFor(folder, 'carol');
    for (const p of [bob, carol]) answer(p, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(bob, 't2-global-sbux-assets', ['29374.5']);
    answer(carol, 't2-global-sbux-assets', ['1']);
    const plan = await run(folder, bob, carol);
    assert.deepEqual(plan.items.map((i) => [i.outcome, i.status, i.responses.length]), [['agreed', 'agreed', 2], ['disputed', 'disputed', 2]]);
    folder.apply(plan.changes);
    assert.equal(responseRecords(folder.item('t2-global-sbux-assets')).size, 2);
  });

  test('reconciling the same packet again changes nothing', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['1']);
    folder.apply((await run(folder, packet)).changes);
    const before = folder.snapshot();
    const again = await run(folder, packet);
    assert.deepEqual(again.changes, []);
    assert.ok(again.items.every((i) => i.responses.every((r) => r.already)));
    assert.deepEqual(again.items.map((i) => i.outcome), ['agreed', 'disputed']);
    folder.apply(again.changes);
    assert.equal(folder.snapshot(), before);
  });

  test('a key changed after the packet was made is a dispute, not a comparison with the new key', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['29374.5']);
    const file = 'items/t2-global-sbux-assets.item.json';
    folder.texts.set(file, folder.texts.get(file)!.replace('29374.5', '29374.6'));
    const plan = await run(folder, packet);
    assert.deepEqual(plan.items[1].responses[0].reasons, [{ code: 'key-changed' }]);
  });

  test('open-ended items go to arbitration with the reviewer\'s own answer', async () => {
    const folder = new Folder([sample('oe-global-ai-valuation-risk')]);
    const packet = await packetFor(folder, 'bob');
    packet.items[0].response.answer = 'Valuations rest on …';
    const plan = await run(folder, packet);
    assert.deepEqual(plan.items[0].responses[0].reasons, [{ code: 'open-ended' }]);
    assert.equal(plan.items[0].status, 'disputed');
  });
});

describe('reconcile: what the reviewer answered is bound to what the packet showed', () => {
  async function editedWhileOut(edit: (item: Item) => void) {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['29374.5']);
    const file = 'items/t2-global-sbux-assets.item.json';
    const item = JSON.parse(folder.texts.get(file)!) as Item;
    edit(item);
    folder.texts.set(file, JSON.stringify(item));
    return run(folder, packet);
  }

  for (const [name, edit] of [
    ['the fiscal year of the question', (i: Item) => { i.question = i.question.replace('2020', '2019'); }],
    ['"in thousands" added to the question', (i: Item) => { i.question = i.question.replace('USD millions', 'USD thousands'); }],
    ['a translation added', (i: Item) => { i.translation = { language: 'zh', question: '星巴克总资产(千美元)?' }; }],
    ['the market', (i: Item) => { i.market = 'greater-china'; }],
  ] as const) {
    test(`${name} changed while the packet was out: the response is refused, never agreed`, async () => {
      const plan = await editedWhileOut(edit);
      const sbux = plan.items.find((i) => i.id === 't2-global-sbux-assets')!;
      assert.equal(sbux.outcome, 'disputed');
      assert.deepEqual(sbux.responses[0].reasons, [{ code: 'question-changed' }]);
      assert.equal(describeReason(sbux.responses[0].reasons[0]), 'the question changed since the packet was made: issue a new packet (the answer was not compared)');
      assert.equal(plan.items.find((i) => i.id === 't3-global-sp500-best-month')!.outcome, 'agreed');
    });
  }

  test('a packet made before packets carried their own ids and the digest of what they show still reconciles', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['29374.5']);
    // The older format: real ids in the packet, no 'shown' digest, no 'entry' nor 'shown' in the history.
    const old = structuredClone(packet);
    for (const [id, entry] of entries.get(packet)!) {
      const oldEntry = old.items.find((i) => i.id === entry.id)!;
      oldEntry.id = id;
      delete oldEntry.shown;
      const file = `items/${id}.item.json`;
      const item = folder.item(id);
      for (const h of item.review!.history!) if (h.details) { delete h.details.entry; delete h.details.shown; }
      folder.texts.set(file, JSON.stringify(item));
      assert.equal(packetRecords(folder.item(id)).get(packet.id)!.shown, undefined);
    }
    const plan = await run(folder, old);
    assert.deepEqual(plan.items.map((i) => [i.id, i.outcome]), [['t3-global-sp500-best-month', 'agreed'], ['t2-global-sbux-assets', 'agreed']]);
    // Its parts are still checked against the item's, and its question too.
    const edited = structuredClone(old);
    edited.items[1].parts[0].scale = 'billion';
    await assert.rejects(run(folder, edited), /answer parts are not the item's/);
    const asked = structuredClone(old);
    asked.items[1].question = 'Something else?';
    assert.deepEqual((await run(folder, asked)).items[1].responses[0].reasons, [{ code: 'question-changed' }]);
  });

  test('an entry removed from the packet is reported, not silently left in review', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    packet.items = packet.items.filter((i) => i.id === entries.get(packet)!.get('t3-global-sp500-best-month')!.id);
    const plan = await run(folder, packet);
    assert.deepEqual(plan.items.map((i) => i.id), ['t3-global-sp500-best-month']);
    assert.deepEqual(plan.missing, [{ id: 't2-global-sbux-assets', file: 'items/t2-global-sbux-assets.item.json', packet: packet.id, reviewer: 'bob' }]);
  });

  test('the packet shows its own ids; reconcile names the real items', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    assert.deepEqual(packet.items.map((i) => i.id), ['p1', 'p2']);
    assert.ok(!JSON.stringify(packet).includes('sbux') && !JSON.stringify(packet).includes('sp500'));
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['29374.5']);
    const plan = await run(folder, packet);
    assert.deepEqual(plan.items.map((i) => [i.id, i.responses[0].entry]), [['t3-global-sp500-best-month', 'p1'], ['t2-global-sbux-assets', 'p2']]);
  });
});

describe('reconcile: tampered or foreign packets give a clear error and change no item', () => {
  async function expectRefused(mutate: (packet: any, folder: Folder) => void, pattern: RegExp) {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    answer(packet, 't3-global-sp500-best-month', ['April 2020', '12.68']);
    answer(packet, 't2-global-sbux-assets', ['29374.5']);
    mutate(packet, folder);
    const before = folder.snapshot();
    await assert.rejects(run(folder, packet), (e: unknown) => {
      assert.ok(e instanceof ReviewError, String(e));
      assert.match(e.message, pattern);
      return true;
    });
    assert.equal(folder.snapshot(), before);
  }
  test('schema violation', () => expectRefused((p) => { p.items[0].response.parts = 'x'; }, /p0\.packet\.json: not a review packet: \/items\/0\/response\/parts must be array/));
  test('an answer key smuggled into the packet is a schema violation', () => expectRefused((p) => { p.items[0].answer = { parts: [] }; }, /must NOT have additional properties 'answer'/));
  test('unknown item id', () => expectRefused((p) => { p.items[1].id = 'no-such-item'; }, /lists item 'no-such-item', which is not in the item folder/));
  test('edited commitment', () => expectRefused((p) => { p.items[0].commitment = `sha256:${'0'.repeat(64)}`; }, /commitment differs .*\(the packet was edited\)/));
  test('a response for a part that does not exist', () => expectRefused((p) => { p.items[1].response.parts.push({ value: '3' }); }, /answers 2 parts, but the item asks for 1/));
  test('edited parts', () => expectRefused((p) => { p.items[1].parts[0].scale = 'billion'; }, /'t2-global-sbux-assets \(p2\)': the packet's question, .* parts are not those it was sent with/));
  test('edited question', () => expectRefused((p) => { p.items[1].question = p.items[1].question.replace('2020', '2019'); }, /question, translation, task, market, language or parts are not those it was sent with \(the packet was edited\)/));
  test('a translation added to the packet', () => expectRefused((p) => { p.items[1].translation = { language: 'zh', question: '单位:千美元' }; }, /the packet was edited/));
  test('edited market', () => expectRefused((p) => { p.items[0].market = 'greater-china'; }, /the packet was edited/));
  test('edited digest of what was shown', () => expectRefused((p) => { p.items[0].shown = `sha256:${'1'.repeat(64)}`; }, /the packet was edited/));
  test('a response text over 10,000 characters', () => expectRefused((p) => { p.items[0].response.comment = 'x'.repeat(10_001); }, /\/items\/0\/response\/comment is longer than 10,000 characters/));
  test('a part value over 10,000 characters', () => expectRefused((p) => { p.items[0].response.parts[1].value = '9'.repeat(10_001); }, /\/items\/0\/response\/parts\/1\/value is longer than/));
  test('a source over 10,000 characters', () => expectRefused((p) => { p.items[0].response.sources = [{ title: 't', url: 'u'.repeat(10_001) }]; }, /sources\/0\/url is longer than/));
  test('the same packet twice in one run', async () => {
    const folder = twoItems();
    const packet = await packetFor(folder, 'bob');
    const before = folder.snapshot();
    await assert.rejects(run(folder, packet, packet), /p1\.packet\.json: packet '.*' is given twice \(also as p0\.packet\.json\)/);
    assert.equal(folder.snapshot(), before);
  });
  test('edited reviewer', () => expectRefused((p) => { p.reviewer = 'mallory'; }, /names reviewer 'mallory', but the packet was made for 'bob'/));
  test('an item id in two files, when the packet names it', () => expectRefused((_p, folder) => {
    folder.texts.set('other/copy.item.json', folder.texts.get('items/t2-global-sbux-assets.item.json')!);
  }, /item id 't2-global-sbux-assets' is in two files: items\/t2-global-sbux-assets\.item\.json and other\/copy\.item\.json/));
  test('the wrong item folder', () => expectRefused((_p, folder) => {
    for (const [file, text] of folder.texts) {
      const item = JSON.parse(text) as Item;
      item.review = { status: 'in-review', history: [] };
      folder.texts.set(file, JSON.stringify(item));
    }
  }, /no item in this folder was sent in packet '.*': is this the right item folder\?/));
});
