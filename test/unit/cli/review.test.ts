import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runCli } from '../../../src/cli/main';
import { repoRoot } from '../helpers';

/** A copy of the sample dataset in a temporary folder, with two items made ready for review. */
function dataset(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'finbench-review-'));
  cpSync(path.join(repoRoot, 'samples/dataset'), path.join(dir, 'items'), { recursive: true });
  for (const name of ['t2-global-sbux-assets', 't3-global-sp500-best-month']) {
    const file = path.join(dir, 'items', `${name}.item.json`);
    writeFileSync(file, readFileSync(file, 'utf8').replace(/"status": "(agreed|accepted)"/, '"status": "ready"'));
  }
  return dir;
}

async function cli(cwd: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { cwd, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

const itemTexts = (dir: string) => readdirSync(path.join(dir, 'items')).map((f) => readFileSync(path.join(dir, 'items', f), 'utf8')).join('\n');

describe('finbench review', () => {
  test('packet → fill → reconcile → stats, with exit codes and JSON shapes', async () => {
    const dir = dataset();
    const made = await cli(dir, 'review', 'packet', 'items', '--reviewer', 'bob', '--out', 'reviews/bob.packet.json', '--json');
    assert.equal(made.code, 0, made.err);
    const summary = JSON.parse(made.out);
    assert.deepEqual(summary.items, ['t1-global-nvda-low', 't2-global-sbux-assets', 't3-gc-csi300-drawdown', 't3-global-sp500-best-month']);
    assert.ok(summary.leftOut.some((l: { id: string; reason: string }) => l.id === 't2-gc-moutai-revenue' && /'disputed'/.test(l.reason)));
    assert.match(made.err, /left out t2-gc-moutai-revenue/);
    const packetFile = path.join(dir, 'reviews/bob.packet.json');
    const packet = JSON.parse(readFileSync(packetFile, 'utf8'));
    assert.ok(!readFileSync(packetFile, 'utf8').includes('29374.5'));
    assert.match(readFileSync(path.join(dir, 'items/t2-global-sbux-assets.item.json'), 'utf8'), /"status": "in-review"/);
    const answers: Record<string, string[]> = {
      't1-global-nvda-low': ['179.35'], 't2-global-sbux-assets': ['29374.5'], 't3-gc-csi300-drawdown': ['5807.72', '45.6'], 't3-global-sp500-best-month': ['April 2020', '13.5'],
    };
    assert.deepEqual(packet.items.map((i: { id: string }) => i.id), ['p1', 'p2', 'p3', 'p4']);
    packet.items.forEach((item: { response: { parts: { value: string }[] } }, i: number) => { item.response.parts = answers[summary.items[i]].map((value) => ({ value })); });
    writeFileSync(packetFile, JSON.stringify(packet));

    const reconciled = await cli(dir, 'review', 'reconcile', 'reviews/bob.packet.json', '--items', 'items', '--json');
    assert.equal(reconciled.code, 1, reconciled.err);
    const result = JSON.parse(reconciled.out);
    assert.deepEqual(result.items.map((i: { id: string; outcome: string }) => [i.id, i.outcome]), [
      ['t1-global-nvda-low', 'agreed'], ['t2-global-sbux-assets', 'agreed'], ['t3-gc-csi300-drawdown', 'agreed'], ['t3-global-sp500-best-month', 'disputed'],
    ]);
    const [reason] = result.items[3].reasons;
    assert.equal(reason.code, 'out-of-tolerance');
    assert.deepEqual(reason.accepted, { min: 12.58, max: 12.78 });
    assert.equal(reason.reviewer, 'bob');
    assert.match(reason.message, /13\.5 is outside the accepted interval \[12\.58, 12\.78\]/);

    const before = itemTexts(dir);
    const again = await cli(dir, 'review', 'reconcile', 'reviews/bob.packet.json', '--items', 'items', '--json');
    const repeated = JSON.parse(again.out);
    assert.deepEqual(repeated.items.map((i: { responses: { already: boolean }[] }) => i.responses.map((r) => r.already)), [[true], [true], [true], [true]]);
    assert.deepEqual(result.items[0].responses, [{ packet: summary.id, entry: 'p1', reviewer: 'bob', outcome: 'agreed', already: false }]);
    assert.deepEqual(repeated.items.map((i: { reasons: unknown }) => i.reasons), result.items.map((i: { reasons: unknown }) => i.reasons));
    assert.match((await cli(dir, 'review', 'reconcile', 'reviews/bob.packet.json', '--items', 'items')).out, /bob: agreed \(already reconciled\)/);
    assert.equal(itemTexts(dir), before, 'reconciling again changed an item file');

    const stats = await cli(dir, 'review', 'stats', 'items', '--json');
    assert.equal(stats.code, 0);
    const s = JSON.parse(stats.out);
    assert.equal(s.responses, 4);
    assert.equal(s.overall.agreed, 3);
    assert.deepEqual(s.disputesByCause, { 'out-of-tolerance': 1 });
    const text = (await cli(dir, 'review', 'stats', 'items')).out;
    assert.match(text, /4 responses on 4 items: 75% agreed \(3\/4\)/);
    assert.match(text, /\|Deviation\| in half-widths of the accepted interval, from \d+ of 5 numeric parts/);
    assert.match(text, /histogram \(\d+\)/);
    assert.match(text, /Reviewer agreement \(kappa\): none yet, no item has been seen by two reviewers/);
    assert.match(text, /Krippendorff's alpha.*not computable: no numeric part has been answered by two reviewers yet/);
  });

  test('a tampered packet is refused with the problem named, exit 2, and no item file changes', async () => {
    const dir = dataset();
    await cli(dir, 'review', 'packet', 'items', '--reviewer', 'bob', '--out', 'p.packet.json');
    const file = path.join(dir, 'p.packet.json');
    const packet = JSON.parse(readFileSync(file, 'utf8'));
    packet.items[0].commitment = `sha256:${'1'.repeat(64)}`;
    packet.items[1].response.parts.push({ value: '1' });
    writeFileSync(file, JSON.stringify(packet));
    const before = itemTexts(dir);
    const r = await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'items');
    assert.equal(r.code, 2);
    assert.match(r.err, /nothing changed:/);
    assert.match(r.err, /item 't1-global-nvda-low \(p1\)': the packet's commitment differs/);
    assert.match(r.err, /item 't2-global-sbux-assets \(p2\)': the response answers 2 parts, but the item asks for 1/);
    assert.equal(itemTexts(dir), before);
  });

  test('the wrong item folder, a non-JSON packet, an existing --out and missing options are usage errors', async () => {
    const dir = dataset();
    await cli(dir, 'review', 'packet', 'items', '--reviewer', 'bob', '--out', 'p.packet.json');
    cpSync(path.join(repoRoot, 'samples/dataset'), path.join(dir, 'other'), { recursive: true });
    const wrong = await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'other');
    assert.equal(wrong.code, 2);
    assert.match(wrong.err, /is this the right item folder\?/);
    writeFileSync(path.join(dir, 'bad.packet.json'), '{ nope');
    assert.match((await cli(dir, 'review', 'reconcile', 'bad.packet.json', '--items', 'items')).err, /bad\.packet\.json:1:3: not valid JSON/i);
    const exists = await cli(dir, 'review', 'packet', 'items', '--reviewer', 'carol', '--out', 'p.packet.json');
    assert.equal(exists.code, 2);
    assert.match(exists.err, /already exists/);
    assert.equal((await cli(dir, 'review', 'packet', 'items', '--out', 'x.packet.json')).code, 2);
    const none = await cli(dir, 'review', 'packet', 'items/t3-global-sp500-best-month.item.json', '--reviewer', 'amy.chen', '--out', 'n.packet.json');
    assert.equal(none.code, 1);
    assert.match(none.err, /amy\.chen is its author/);
    assert.ok(!readdirSync(dir).includes('n.packet.json'));
  });

  test('without --out the packet goes to packets/<id>.packet.json beside finbench.dataset.json', async () => {
    const dir = dataset();
    // The manifest is found above the item paths given, whatever the current folder.
    const made = await cli(path.join(dir, 'items'), 'review', 'packet', 't2-global-sbux-assets.item.json', '--reviewer', 'bob', '--json');
    assert.equal(made.code, 0, made.err);
    const { packet, id } = JSON.parse(made.out);
    assert.equal(path.resolve(dir, 'items', packet), path.join(dir, 'items', 'packets', `${id}.packet.json`));
    assert.equal(JSON.parse(readFileSync(path.join(dir, 'items', 'packets', `${id}.packet.json`), 'utf8')).id, id);
    const bare = dataset();
    rmSync(path.join(bare, 'items', 'finbench.dataset.json'));
    const plain = await cli(bare, 'review', 'packet', 'items', '--reviewer', 'bob', '--json');
    assert.match(JSON.parse(plain.out).packet, /^packets[\\/].*\.packet\.json$/);
  });

  test('a reviewer name with invisible or full-width characters is the same person', async () => {
    const dir = dataset();
    assert.equal((await cli(dir, 'review', 'packet', 'items', '--reviewer', 'bob', '--out', 'a.packet.json')).code, 0);
    for (const disguise of ['bob\u200b', 'ｂｏｂ']) {
      const r = await cli(dir, 'review', 'packet', 'items', '--reviewer', disguise, '--out', 'b.packet.json', '--json');
      assert.equal(r.code, 1, r.out);
      assert.deepEqual(JSON.parse(r.out).items, []);
    }
    const author = await cli(dir, 'review', 'packet', 'items/t1-global-nvda-low.item.json', '--reviewer', 'li.wei\u200b', '--out', 'c.packet.json');
    assert.match(author.err, /is its author/);
  });

  async function filled(dir: string) {
    const made = JSON.parse((await cli(dir, 'review', 'packet', 'items', '--reviewer', 'bob', '--out', 'p.packet.json', '--json')).out);
    const file = path.join(dir, 'p.packet.json');
    const packet = JSON.parse(readFileSync(file, 'utf8'));
    return { made, file, packet, save: () => writeFileSync(file, JSON.stringify(packet)) };
  }

  test('reviewer text over the caps, or a packet over 10 MB, is refused with exit 2 and nothing written', async () => {
    const dir = dataset();
    const { packet, save, file } = await filled(dir);
    const before = itemTexts(dir);
    packet.items[0].response.comment = 'x'.repeat(70_000);
    save();
    const long = await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'items');
    assert.equal(long.code, 2);
    assert.match(long.err, /\/items\/0\/response\/comment is longer than 10,000 characters/);
    assert.equal(itemTexts(dir), before);
    packet.items[0].response.comment = '';
    packet.items[0].response.reasoning = 'y'.repeat(9_999);
    packet.items[0].response.sources = Array.from({ length: 1_100 }, () => ({ title: 'z'.repeat(9_999) }));
    save();
    const big = await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'items');
    assert.equal(big.code, 2);
    assert.match(big.err, /larger than the 10 MB a review packet may be/);
    assert.equal(itemTexts(dir), before);
    assert.ok(readFileSync(file).length > 10 * 1024 * 1024);
  });

  test('the same packet twice is refused; an entry removed from the packet is reported', async () => {
    const dir = dataset();
    const { made, packet, save } = await filled(dir);
    writeFileSync(path.join(dir, 'copy.packet.json'), JSON.stringify(packet));
    const twice = await cli(dir, 'review', 'reconcile', 'p.packet.json', 'copy.packet.json', '--items', 'items');
    assert.equal(twice.code, 2);
    assert.match(twice.err, /copy\.packet\.json: packet '.*' is given twice/);
    packet.items = packet.items.slice(1);
    save();
    const r = await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'items', '--json');
    assert.equal(r.code, 1);
    const { missing } = JSON.parse(r.out);
    assert.deepEqual(missing.map((m: { id: string; packet: string }) => [m.id, m.packet]), [[made.items[0], made.id]]);
    assert.match(missing[0].message, /the packet no longer does; it stays in review/);
    assert.match((await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'items')).out, /the packet no longer does/);
  });

  test('packet and item text printed to the terminal has its control characters escaped', async () => {
    const dir = dataset();
    const { packet, save } = await filled(dir);
    packet.items[0].response.ambiguous = true;
    packet.items[0].response.comment = 'see \u001b]0;pwned\u0007 and \u009b2J and \u202eevil';
    save();
    for (const json of [false, true]) {
      const r = await cli(dir, 'review', 'reconcile', 'p.packet.json', '--items', 'items', ...(json ? ['--json'] : []));
      assert.ok(!/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202e]/.test(r.out + r.err), JSON.stringify(r.out));
      assert.match(r.out, /\\u001b\]0;pwned\\u0007/);
      if (json) assert.match(JSON.parse(r.out).items[0].reasons[0].comment, /\u001b\]0;pwned\u0007 and \u009b2J and \u202eevil/);
    }
  });

  test("a '9'×300 answer leaves alpha not computable with the reason: no NaN in text or JSON", async () => {
    const dir = dataset();
    const made: Record<string, { items: string[] }> = {};
    for (const reviewer of ['bob', 'carol']) {
      made[reviewer] = JSON.parse((await cli(dir, 'review', 'packet', 'items/t2-global-sbux-assets.item.json', 'items/t3-global-sp500-best-month.item.json', '--reviewer', reviewer, '--out', `${reviewer}.packet.json`, '--json')).out);
    }
    for (const [reviewer, value] of [['bob', '9'.repeat(300)], ['carol', '29374.5']]) {
      const { items } = made[reviewer];
      const file = path.join(dir, `${reviewer}.packet.json`);
      const packet = JSON.parse(readFileSync(file, 'utf8'));
      packet.items[items.indexOf('t2-global-sbux-assets')].response.parts = [{ value }];
      packet.items[items.indexOf('t3-global-sp500-best-month')].response.parts = [{ value: 'April 2020' }, { value: reviewer === 'bob' ? '12.7' : '12.6' }];
      writeFileSync(file, JSON.stringify(packet));
      assert.notEqual((await cli(dir, 'review', 'reconcile', `${reviewer}.packet.json`, '--items', 'items')).code, 2);
    }
    const json = await cli(dir, 'review', 'stats', 'items', '--json');
    assert.ok(!json.out.includes('NaN'));
    assert.deepEqual(JSON.parse(json.out).krippendorffAlpha, { on: 'deviation-half-widths', units: 2, values: 4, alpha: null, unavailable: 'too-large' });
    const text = (await cli(dir, 'review', 'stats', 'items')).out;
    assert.ok(!text.includes('NaN'));
    assert.match(text, /Krippendorff's alpha, interval, on deviations in half-widths \(2 parts answered by two or more, 4 answers\): not computable: an answer lies so far outside/);
    assert.match(text, /Cohen's kappa bob \/ carol \(2 items\)/);
  });

  test('--help of each review command', async () => {
    for (const sub of ['packet', 'reconcile', 'stats']) {
      const r = await cli(repoRoot, 'review', sub, '--help');
      assert.equal(r.code, 0);
      assert.match(r.out, new RegExp(`^Usage: finbench review ${sub}`));
    }
  });
});
