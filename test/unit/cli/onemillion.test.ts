import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runCli } from '../../../src/cli/main';
import { repoRoot } from '../helpers';

const SAMPLE = 'samples/sources/onemillion.sample.json';
const entries = JSON.parse(readFileSync(path.join(repoRoot, SAMPLE), 'utf8')) as unknown[];

async function finbench(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { cwd: repoRoot, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

describe('finbench import onemillion / export onemillion', () => {
  test('import --json lists one file per entry; export gives every entry back equal', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-om-'));
    const imported = await finbench('import', 'onemillion', SAMPLE, '--out', path.join(dir, 'items'), '--json');
    assert.equal(imported.code, 0, imported.err);
    const { items } = JSON.parse(imported.out) as { items: { index: number; file: string }[] };
    assert.deepEqual(items.map((i) => i.index), [0, 1, 2, 3]);
    assert.equal(items[0].file, path.join(dir, 'items', 'om-1663.item.json'));
    const validated = await finbench('validate', path.join(dir, 'items'), '--json');
    assert.equal(JSON.parse(validated.out).errorCount, 0);

    const exported = await finbench('export', 'onemillion', path.join(dir, 'items'), '--out', path.join(dir, 'back.json'));
    assert.equal(exported.code, 0, exported.err);
    const back = JSON.parse(readFileSync(path.join(dir, 'back.json'), 'utf8')) as { case_id: number }[];
    const byCase = (list: any[]) => [...list].sort((a, b) => a.case_id - b.case_id);
    assert.deepEqual(byCase(back), byCase(entries));
  });
  test('JSON Lines in, JSON Lines out for a .jsonl file', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-om-'));
    writeFileSync(path.join(dir, 'in.jsonl'), entries.map((e) => JSON.stringify(e)).join('\n'));
    assert.equal((await finbench('import', 'onemillion', path.join(dir, 'in.jsonl'), '--out', path.join(dir, 'items'))).code, 0);
    assert.equal((await finbench('export', 'onemillion', path.join(dir, 'items', 'om-3120.item.json'), '--out', path.join(dir, 'out.jsonl'))).code, 0);
    assert.deepEqual(JSON.parse(readFileSync(path.join(dir, 'out.jsonl'), 'utf8')), entries[2]);
  });
  test('a malformed entry: named on stderr, nothing written, exit 2', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-om-'));
    writeFileSync(path.join(dir, 'bad.json'), JSON.stringify([entries[0], { question: 'q', language: 'global', rubrics: [] }]));
    const r = await finbench('import', 'onemillion', path.join(dir, 'bad.json'), '--out', path.join(dir, 'items'));
    assert.equal(r.code, 2);
    assert.match(r.err, /nothing imported, 1 malformed entry:\n {2}entry 1: 'rubrics' is missing or empty/);
    assert.throws(() => readFileSync(path.join(dir, 'items', 'om-1663.item.json')));
  });
  test('entries from stdin; a JSON array with a repeated key is refused whole', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-om-'));
    const stdin = [new TextEncoder().encode(JSON.stringify(entries))];
    const out: string[] = [];
    const code = await runCli(['import', 'onemillion', '-', '--out', path.join(dir, 'items'), '--json'], { cwd: repoRoot, out: (t) => out.push(t), err: () => {}, stdin });
    assert.equal(code, 0);
    assert.equal(JSON.parse(out.join('')).items.length, entries.length);
    writeFileSync(path.join(dir, 'dup.json'), `[{"id": "a", "id": "b"}]`);
    const r = await finbench('import', 'onemillion', path.join(dir, 'dup.json'), '--out', path.join(dir, 'dup'));
    assert.equal(r.code, 2);
    assert.match(r.err, /not a valid JSON array: .*id/);
    assert.throws(() => readFileSync(path.join(dir, 'dup')));
  });
  test('export skips items that are not OE with exit 1; usage errors exit 2; --help', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-om-'));
    const r = await finbench('export', 'onemillion', 'samples/dataset', '--out', path.join(dir, 'x.json'));
    assert.equal(r.code, 1);
    assert.match(r.err, /skipped samples\/dataset\/t1-global-nvda-low\.item\.json: not an OE item with a rubric/);
    assert.equal(JSON.parse(readFileSync(path.join(dir, 'x.json'), 'utf8')).length, 2);
    assert.equal((await finbench('import', 'onemillion', SAMPLE)).code, 2);
    assert.equal((await finbench('import', 'onemillion', 'missing.json', '--out', dir)).code, 2);
    assert.equal((await finbench('export', 'onemillion', 'samples/dataset')).code, 2);
    assert.match((await finbench('import', 'onemillion', '--help')).out, /^Usage: finbench import onemillion/);
    assert.match((await finbench('export', 'onemillion', '--help')).out, /^Usage: finbench export onemillion/);
  });
});
