import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { cliIn, hasStackTrace } from './cliHarness';
import { repoRoot } from '../helpers';

const PEOPLE = [{ name: 'li.wei', role: 'author' }, { name: 'ann', role: 'reviewer' }, { name: 'bo', role: 'reviewer' }, { name: 'cy', role: 'reviewer', markets: ['greater-china'] }];

/** The sample dataset with every item ready, beside a manifest naming `people`. */
function dataset(people: unknown[] = PEOPLE, defaults: Record<string, unknown> = { reviewersPerItem: 1, reviewDays: 7 }): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'finbench-team-'));
  cpSync(path.join(repoRoot, 'samples/dataset'), path.join(dir, 'items'), { recursive: true, filter: (f) => !f.endsWith('finbench.dataset.json') });
  for (const file of readdirSync(path.join(dir, 'items')).filter((f) => f.endsWith('.item.json'))) {
    const at = path.join(dir, 'items', file);
    writeFileSync(at, readFileSync(at, 'utf8').replace(/"status": "[a-z-]+"/, '"status": "ready"'));
  }
  writeFileSync(path.join(dir, 'finbench.dataset.json'), JSON.stringify({ schemaVersion: 1, name: 'team', people, defaults }));
  return dir;
}

const listing = (dir: string) => readdirSync(dir, { recursive: true }).map(String).sort().join('\n');

describe('finbench review assign', () => {
  test('writes one packet per reviewer into packets/ beside the manifest, due today + reviewDays, and prints the plan as JSON', async () => {
    const dir = dataset();
    const run = await cliIn(dir, ['review', 'assign', 'items', '--today', '2026-05-01', '--seed', 'a', '--json']);
    assert.equal(run.code, 0, run.err);
    const plan = JSON.parse(run.out);
    assert.equal(plan.due, '2026-05-08');
    assert.deepEqual(plan.unassigned, []);
    assert.deepEqual(plan.assignments.map((a: { reviewer: string }) => a.reviewer).sort(), ['ann', 'bo', 'cy']);
    assert.equal(plan.assignments.flatMap((a: { items: string[] }) => a.items).length, 10);
    for (const a of plan.assignments) {
      assert.match(a.packet, /^packets\/.+\.packet\.json$/);
      const packet = JSON.parse(readFileSync(path.join(dir, a.packet), 'utf8'));
      assert.equal(packet.reviewer, a.reviewer);
      assert.equal(packet.due, '2026-05-08');
      assert.equal(packet.items.length, a.items.length);
      if (a.reviewer === 'cy') assert.ok(packet.items.every((i: { market: string }) => i.market === 'greater-china'));
    }
    assert.match(readFileSync(path.join(dir, 'items/t2-global-sbux-assets.item.json'), 'utf8'), /"status": "in-review"/);
    const again = await cliIn(dir, ['review', 'assign', 'items', '--json']);
    assert.deepEqual(JSON.parse(again.out).assignments, [], 'assigned items are not planned twice');
  });

  test('the table names reviewer, items, task and market; --dry-run and --out', async () => {
    const dir = dataset();
    const before = listing(dir);
    const dry = await cliIn(dir, ['review', 'assign', 'items', '--dry-run', '--max-per-reviewer', '2']);
    assert.equal(dry.code, 1);
    assert.match(dry.out, /reviewer\s+items\s+by task\s+by market/);
    assert.match(dry.out, /^ann\s+2\s+/m);
    assert.match(dry.out, /already have 2 items \(--max-per-reviewer\)/);
    assert.equal(listing(dir), before, 'a dry run writes nothing');
    const real = await cliIn(dir, ['review', 'assign', 'items', '--out', 'out/here', '--reviewers-per-item', '2', '--due', '2099-01-31']);
    assert.equal(real.code, 0, real.err);
    assert.equal(readdirSync(path.join(dir, 'out/here')).length, 3);
    assert.match(real.out, /20 assignments to 3 reviewers, due 2099-01-31/);
  });

  test('bad input: a clear sentence, exit 2, nothing written', async () => {
    const cases: [string, string[], RegExp][] = [
      [dataset([{ name: 'li.wei', role: 'author' }]), [], /names nobody with the role 'reviewer'/],
      [dataset([{ name: 'Ann', role: 'reviewer' }, { name: 'ann', role: 'reviewer' }]), [], /one person under two spellings, 'Ann' and 'ann'/],
      [dataset(), ['--due', '2026-02-30'], /--due must be a date written YYYY-MM-DD/],
      [dataset(), ['--due', '2020-01-01'], /is before today/],
      [dataset(), ['--reviewers-per-item', '0'], /at least 1/],
    ];
    for (const [dir, extra, message] of cases) {
      const before = listing(dir);
      const run = await cliIn(dir, ['review', 'assign', 'items', ...extra]);
      assert.equal(run.code, 2, `${extra}: ${run.out}`);
      assert.match(run.err, message);
      assert.ok(!hasStackTrace(run.err));
      assert.equal(listing(dir), before);
    }
  });
});

describe('finbench review reissue', () => {
  test('moves an overdue reviewer\'s items to others; the late packet is refused at reconcile', async () => {
    const dir = dataset([{ name: 'ann', role: 'reviewer' }, { name: 'bo', role: 'reviewer' }]);
    const first = JSON.parse((await cliIn(dir, ['review', 'assign', 'items', '--today', '2026-05-01', '--due', '2026-05-05', '--json'])).out);
    const annPlan = first.assignments.find((a: { reviewer: string }) => a.reviewer === 'ann');
    const notYet = await cliIn(dir, ['review', 'reissue', 'items', '--from', 'ann', '--today', '2026-05-05']);
    assert.equal(notYet.code, 1);
    assert.match(notYet.err, /ann has no overdue packet/);
    const run = await cliIn(dir, ['review', 'reissue', 'items', '--from', 'ann', '--today', '2026-05-06', '--json']);
    assert.equal(run.code, 0, run.err);
    const moved = JSON.parse(run.out);
    assert.deepEqual(moved.reissued.map((r: { id: string }) => r.id).sort(), [...annPlan.items].sort());
    assert.deepEqual(moved.assignments.map((a: { reviewer: string; items: string[] }) => [a.reviewer, a.items.sort()]), [['bo', [...annPlan.items].sort()]]);
    const late = JSON.parse(readFileSync(path.join(dir, annPlan.packet), 'utf8'));
    for (const item of late.items) item.response.cannotAnswer = true, item.response.reason = 'late';
    writeFileSync(path.join(dir, annPlan.packet), JSON.stringify(late));
    const rec = await cliIn(dir, ['review', 'reconcile', annPlan.packet, '--items', 'items', '--json']);
    assert.equal(rec.code, 1, rec.err);
    const result = JSON.parse(rec.out);
    assert.deepEqual(result.items, []);
    assert.equal(result.refused.length, annPlan.items.length);
    const text = readFileSync(path.join(dir, `items/${annPlan.items[0]}.item.json`), 'utf8');
    assert.match(text, /"action": "reissue"/);
    assert.match(text, /"action": "refused"/);
  });
});
