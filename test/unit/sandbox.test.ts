import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { exportFinSearchComp } from '../../src/core/formats/finsearchcomp';
import { exportOneMillion } from '../../src/core/formats/onemillion';
import { diagnoseItemText } from '../../src/core/diagnose/diagnose';
import type { Item, ReviewStatus } from '../../src/core/item/types';
import { validateDataset } from '../../src/core/diagnose/validate';
import { buildSandbox, REVIEWERS, type SandboxFile } from '../../scripts/sandbox';
import { checkPacketShape, reconcile, type Packet } from '../../src/core/review';
import { reviewStats } from '../../src/core/review/stats/agreement';
import { readFileSync } from 'node:fs';
import { repoRoot } from './helpers';

let files: SandboxFile[];
let items: (SandboxFile & { item: Item })[];

describe('the sandbox dataset scripts/start.sh opens', () => {
  before(async () => {
    files = await buildSandbox(repoRoot);
    items = files.filter((f) => f.path.endsWith('.item.json')).map((f) => ({ ...f, item: JSON.parse(f.text) as Item }));
  });
  test('every item file has no errors (schema, rules)', () => {
    for (const { path, text } of items) {
      assert.deepEqual(diagnoseItemText(text).findings.filter((f) => f.severity === 'error'), [], path);
    }
  });
  test('the manifest is valid', () => {
    assert.deepEqual(validateDataset(JSON.parse(files.find((f) => f.path === 'finbench.dataset.json')!.text)), []);
  });
  test('10 samples, 60 FinSearchComp rows and the OneMillion-Bench entries; every task, market and language', () => {
    const count = (folder: string) => items.filter((i) => i.path.startsWith(`${folder}/`)).length;
    assert.equal(count('authored'), 10);
    assert.equal(count('finsearchcomp'), 60);
    assert.equal(count('onemillion'), 4);
    const seen = (key: 'task' | 'market' | 'language') => new Set(items.map((i) => i.item[key]));
    assert.deepEqual([...seen('task')].sort(), ['OE', 'T1', 'T2', 'T3']);
    assert.deepEqual([...seen('market')].sort(), ['global', 'greater-china']);
    assert.deepEqual([...seen('language')].sort(), ['en', 'zh']);
    assert.equal(new Set(items.map((i) => i.item.id)).size, items.length);
  });
  test('every review status occurs, each with a history that ends in it', () => {
    const statuses = new Set<ReviewStatus>();
    for (const { item, path } of items) {
      const history = item.review!.history!;
      statuses.add(item.review!.status);
      assert.equal(history.at(-1)!.status, item.review!.status, path);
      assert.ok(item.meta?.author, path);
    }
    assert.deepEqual([...statuses].sort(), ['accepted', 'agreed', 'discarded', 'disputed', 'draft', 'in-review', 'modified', 'ready']);
    // As reconcile writes it: the reviewer's response, then the coordinator's status entry.
    const disputed = items.find((i) => i.path.startsWith('finsearchcomp/') && i.item.review!.status === 'disputed')!.item.review!.history!;
    assert.equal(disputed.at(-1)!.action, 'disputed');
    assert.equal(disputed.at(-2)!.action, 'response');
    assert.equal((disputed.at(-2)!.details as { outcome: string }).outcome, 'disputed');
  });
  test('the imported items still export to their sources unchanged', () => {
    const from = (folder: string) => items.filter((i) => i.path.startsWith(`${folder}/`)).map((i) => i.item);
    assert.equal(exportFinSearchComp(from('finsearchcomp')), readFileSync(`${repoRoot}/samples/sources/finsearchcomp-t1.sample.jsonl`, 'utf8'));
    assert.deepEqual(JSON.parse(exportOneMillion(from('onemillion'))), JSON.parse(readFileSync(`${repoRoot}/samples/sources/onemillion.sample.json`, 'utf8')));
  });
  test('the review statistics read the sandbox: agreed and disputed responses by reviewer and task', () => {
    const stats = reviewStats(items.map((i) => i.item));
    assert.ok(stats.responses >= 20, `${stats.responses} responses`);
    assert.ok(stats.overall.agreed > 0 && stats.overall.disputed > 0);
    assert.deepEqual(Object.keys(stats.byReviewer).sort(), [...REVIEWERS].sort());
  });
  test('generation is repeatable', async () => assert.deepEqual(await buildSandbox(repoRoot), files));
  test('the sandbox holds every packet its histories name, made by the product: open ones reconcile once answered', async () => {
    const packets = files.filter((f) => f.path.endsWith('.packet.json'));
    const named = new Set(items.flatMap((i) => i.item.review?.history ?? []).filter((e) => e.action === 'packet').map((e) => e.packet));
    assert.deepEqual(new Set(packets.map((p) => (JSON.parse(p.text) as Packet).id)), named);
    assert.ok(items.some((i) => i.item.review!.status === 'in-review'));
    for (const p of packets) assert.deepEqual(checkPacketShape(JSON.parse(p.text)).problems, [], p.path);
    const open = packets.map((p) => JSON.parse(p.text) as Packet).find((p) => !p.completedAt)!;
    for (const entry of open.items) entry.response = { ...entry.response, ambiguous: true, comment: 'Which close?' };
    const plan = await reconcile([{ file: 'p', data: open }], items.map((i) => ({ file: i.path, item: i.item })), { by: 'he.lin', now: new Date() });
    assert.equal(plan.items.length, open.items.length);
    assert.ok(plan.items.every((i) => i.outcome === 'disputed' && i.responses.every((r) => !r.already)));
    const done = packets.map((p) => JSON.parse(p.text) as Packet).filter((p) => p.completedAt);
    const again = await reconcile(done.map((data, k) => ({ file: `done-${k}`, data })), items.map((i) => ({ file: i.path, item: i.item })), { by: 'he.lin', now: new Date() });
    assert.ok(again.items.every((i) => i.responses.every((r) => r.already)), 'the answered packets are reconciled already');
  });
});
