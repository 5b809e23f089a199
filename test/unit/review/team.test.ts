import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { validateItem } from '../../../src/core/diagnose/validate';
import { checkPacketShape, packetsOfPlan, planAssignments, reconcile, reissueOverdue, sentPackets, teamOf, type Reviewer } from '../../../src/core/review';
import { Folder, NOW, sample } from './helpers';

const NAMES = ['oe-gc-insurer-allocation', 'oe-global-ai-valuation-risk', 't1-gc-gbt-low', 't1-gc-usdcnh-fx', 't1-global-nvda-low',
  't1-global-sti-highlow', 't2-gc-moutai-revenue', 't2-global-sbux-assets', 't3-gc-csi300-drawdown', 't3-global-sp500-best-month'];
const all = () => NAMES.map((n) => sample(n));
const manifest = (people: unknown[], defaults?: unknown) => ({ schemaVersion: 1, name: 'd', people, ...(defaults ? { defaults } : {}) });

describe('the team from the manifest', () => {
  test('reviewers are the people with a reviewer entry; entries of one name are one person and their coverage adds up', () => {
    const { team, problems } = teamOf(manifest([
      { name: 'ann', role: 'author' }, { name: 'ann', role: 'reviewer', markets: ['global'] }, { name: 'ann', role: 'reviewer', markets: ['greater-china'], languages: ['zh'] },
      { name: 'bo', role: 'reviewer' }, { name: 'cy', role: 'arbitrator' },
    ], { reviewersPerItem: 2, reviewDays: 5 }), 'm.json');
    assert.deepEqual(problems, []);
    assert.deepEqual(team!.reviewers, [{ name: 'ann', markets: ['global', 'greater-china'] }, { name: 'bo' }]);
    assert.equal(team!.reviewersPerItem, 2);
    assert.equal(team!.reviewDays, 5);
  });
  test('nobody who reviews, and one person under two spellings, are refused with a sentence', () => {
    assert.match(teamOf(manifest([{ name: 'ann', role: 'author' }]), 'm.json').problems[0], /names nobody with the role 'reviewer'/);
    assert.match(teamOf(manifest([{ name: 'Ann Li', role: 'reviewer' }, { name: 'ann li', role: 'author' }]), 'm.json').problems[0], /under two spellings, 'Ann Li' and 'ann li'/);
    assert.match(teamOf({ name: 'x' }, 'm.json').problems[0], /not a valid dataset manifest/);
    assert.match(teamOf(manifest([{ name: 'ann', role: 'reviewer' }]), 'm.json', 'zh').problems.join(''), /^$/);
  });
});

describe('planning assignments', () => {
  const team: Reviewer[] = [{ name: 'amy.chen' }, { name: 'wang.fang' }, { name: 'li.wei' }, { name: 'zhang.min' }];

  test('every ready item gets its reviewers, never its author nor anyone who had it, load balanced', () => {
    const plan = planAssignments(all(), team, { reviewersPerItem: 2 });
    assert.deepEqual(plan.unassigned, []);
    const byItem = new Map<string, string[]>();
    for (const a of plan.assignments) for (const i of a.items) byItem.set(i.id, [...(byItem.get(i.id) ?? []), a.reviewer]);
    assert.equal(byItem.size, 10);
    for (const item of all()) {
      const reviewers = byItem.get(item.id)!;
      assert.equal(new Set(reviewers).size, 2, item.id);
      assert.ok(!reviewers.includes(item.meta!.author!), `${item.id} went to its author`);
    }
    const loads = plan.assignments.map((a) => a.items.length);
    assert.ok(Math.max(...loads) - Math.min(...loads) <= 1, `loads ${loads}`);
  });

  test('the author is recognised under another spelling, and from the created entry when meta has none', () => {
    const items = all().slice(0, 1);
    items[0].meta = {};
    items[0].review!.history = [{ at: NOW.toISOString(), actor: 'Wang.Fang', action: 'created' }];
    const plan = planAssignments(items, [{ name: 'wang.fang' }], { reviewersPerItem: 1 });
    assert.equal(plan.assignments.length, 0);
    assert.equal(plan.unassigned[0].code, 'author');
    assert.match(plan.unassigned[0].reason, /no reviewer left: of the 1 reviewer, 1 wrote it/);
  });

  test('the same inputs and seed give the same plan; another seed may differ; input order does not matter', () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...sample('t2-global-sbux-assets'), id: `item-${i}` }) as Item);
    const a = planAssignments(many, team, { reviewersPerItem: 1, seed: 's1' });
    assert.deepEqual(planAssignments([...many].reverse(), team, { reviewersPerItem: 1, seed: 's1' }), a);
    const seeds = new Set(['s1', 's2', 's3', 's4'].map((seed) => JSON.stringify(planAssignments(many, team, { reviewersPerItem: 1, seed }))));
    assert.ok(seeds.size > 1);
  });

  test('markets and languages restrict who gets an item; items nobody covers are listed with why', () => {
    const covering: Reviewer[] = [{ name: 'gc', markets: ['greater-china'] }, { name: 'en-global', markets: ['global'], languages: ['en'] }];
    const plan = planAssignments(all(), covering, { reviewersPerItem: 1 });
    for (const a of plan.assignments) for (const i of a.items) assert.equal(i.market, a.reviewer === 'gc' ? 'greater-china' : 'global');
    const zhGlobal = all().filter((i) => i.market === 'global' && i.language === 'zh').map((i) => i.id);
    assert.deepEqual(plan.unassigned.map((u) => u.id).sort(), zhGlobal.sort());
    for (const u of plan.unassigned) assert.match(u.reason, /do not cover global \/ zh/);
  });

  test('the cap per reviewer holds; items over it are unassigned for capacity', () => {
    const plan = planAssignments(all(), [{ name: 'x' }, { name: 'y' }], { reviewersPerItem: 1, maxPerReviewer: 3 });
    assert.deepEqual(plan.assignments.map((a) => a.items.length), [3, 3]);
    assert.equal(plan.unassigned.length, 4);
    assert.ok(plan.unassigned.every((u) => u.code === 'capacity' && /already have 3 items/.test(u.reason)));
  });

  test('items not ready, and items without a key, are not planned or are said to have no key', () => {
    const items = all();
    items[0].review!.status = 'draft';
    items[1].rubric = [];
    const plan = planAssignments(items, team, { reviewersPerItem: 1 });
    const planned = plan.assignments.flatMap((a) => a.items.map((i) => i.id));
    assert.ok(!planned.includes(items[0].id) && !planned.includes(items[1].id));
    assert.deepEqual(plan.unassigned.map((u) => [u.id, u.code]), [[items[1].id, 'no-key']]);
  });
});

describe('packets of a plan, due dates and reissue', () => {
  const team: Reviewer[] = [{ name: 'r1' }, { name: 'r2' }, { name: 'r3' }];

  async function assigned(perItem: number) {
    const folder = new Folder(all());
    const plan = planAssignments(folder.sources().map((s) => s.item), team, { reviewersPerItem: perItem, seed: 'x' });
    const made = await packetsOfPlan(plan, folder.sources(), { by: 'coord', now: NOW, due: '2026-03-15' });
    folder.apply(made.changes);
    return { folder, made, plan };
  }

  test('one valid packet per reviewer with the due date; an item for two reviewers records both packets in order', async () => {
    const { folder, made } = await assigned(2);
    assert.equal(made.packets.length, 3);
    for (const p of made.packets) {
      assert.equal(p.due, '2026-03-15');
      assert.deepEqual(checkPacketShape(JSON.parse(JSON.stringify(p))).problems, []);
    }
    for (const name of NAMES) {
      const item = folder.item(name);
      assert.deepEqual(validateItem(item), []);
      const sent = sentPackets(item);
      assert.equal(sent.length, 2, name);
      assert.ok(sent.every((s) => s.due === '2026-03-15' && s.state === 'out'));
      assert.equal(item.review!.status, 'in-review');
    }
  });

  test('reissue takes back only overdue packets of that reviewer; the late packet is then refused at reconcile, and history keeps both', async () => {
    const { folder, made, plan } = await assigned(1);
    const late = made.packets.find((p) => p.reviewer === 'r1')!;
    const lateIds = plan.assignments.find((a) => a.reviewer === 'r1')!.items.map((i) => i.id);
    assert.equal(reissueOverdue(folder.sources(), { from: 'r1', by: 'coord', now: new Date('2026-03-15T09:00:00Z') }).moved.length, 0, 'due today is not overdue');
    const reissue = reissueOverdue(folder.sources(), { from: 'R1', by: 'coord', now: new Date('2026-03-16T09:00:00Z') });
    assert.deepEqual(reissue.moved.map((m) => m.id).sort(), lateIds.sort());
    folder.apply(reissue.changes);
    const again = planAssignments(reissue.moved.map((m) => folder.item(m.id)), team, { reviewersPerItem: 1 });
    assert.ok(again.assignments.every((a) => a.reviewer !== 'r1'));
    assert.equal(again.assignments.flatMap((a) => a.items).length, late.items.length);

    for (const entry of late.items) entry.response.parts = entry.response.parts.map(() => ({ value: '1' }));
    const result = await reconcile([{ file: 'late.packet.json', data: late }], folder.sources(), { by: 'coord', now: new Date('2026-03-17T09:00:00Z') });
    assert.deepEqual(result.items, []);
    assert.equal(result.refused.length, late.items.length);
    assert.match(result.refused[0].reason, /was reissued to another reviewer on 2026-03-16 \(it was due 2026-03-15\)/);
    folder.apply(result.changes);
    const item = folder.item(lateIds[0]);
    assert.deepEqual(item.review!.history!.slice(-2).map((e) => e.action), ['reissue', 'refused']);
    assert.equal(item.review!.status, 'in-review');
    const twice = await reconcile([{ file: 'late.packet.json', data: late }], folder.sources(), { by: 'coord', now: NOW });
    assert.deepEqual(twice.changes, [], 'refusing the same late packet again records nothing new');
  });
});
