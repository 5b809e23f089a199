import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import os, { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runCli } from '../../../src/cli/main';
import { defaultJobs } from '../../../src/node/workerPool';
import { readJson, repoRoot } from '../helpers';

async function cli(cwd: string, ...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { cwd, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

function folderWith(files: Record<string, string>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'finbench-validate-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(dir, name), text);
  return dir;
}

const valid = JSON.stringify(readJson('samples/dataset/t2-global-sbux-assets.item.json'), null, 2);

describe('finbench validate', () => {
  test('the sample dataset: exit 0, every file listed with no errors', async () => {
    const r = await cli(repoRoot, 'validate', 'samples/dataset', '--json');
    assert.equal(r.code, 0);
    const report = JSON.parse(r.out);
    assert.equal(report.files.length, 10);
    assert.ok(report.files.every((f: { file: string }) => f.file.startsWith('samples/dataset/')));
    assert.deepEqual([report.errorCount, report.warningCount], [0, 0]);
  });

  test('errors and a non-JSON file: exit 1, each error with pointer, message, severity and code', async () => {
    const broken = JSON.parse(valid);
    broken.answer.parts[0].tolerance = { kind: 'relative' };
    const dir = folderWith({ 'a.item.json': JSON.stringify(broken, null, 2), 'b.item.json': '{ "id": ', 'notes.json': '{' });
    const r = await cli(dir, 'validate', '.', '--json');
    assert.equal(r.code, 1);
    const report = JSON.parse(r.out);
    assert.deepEqual(report.files.map((f: { file: string }) => f.file), ['a.item.json', 'b.item.json'], 'only *.item.json files are searched');
    const [a, b] = report.files;
    assert.deepEqual(a.errors.map(({ pointer, message, severity, code }: Record<string, string>) => ({ pointer, message, severity, code })), [
      { pointer: '/answer/parts/0/tolerance/percent', message: "Tolerance 'relative' needs a positive percent", severity: 'error', code: 'schema.required' },
    ]);
    assert.equal(b.errors[0].code, 'json.parse');
    assert.equal(report.errorCount, 2);
  });

  test('warnings alone exit 0', async () => {
    const item = JSON.parse(valid);
    item.question = "What was Starbucks' revenue in 2020?";
    const r = await cli(folderWith({ 'w.item.json': JSON.stringify(item) }), 'validate', 'w.item.json', '--json');
    const report = JSON.parse(r.out);
    assert.equal(report.errorCount, 0);
    assert.ok(report.warningCount > 0, 'the linter warns');
    assert.equal(r.code, 0);
  });

  test('text output names file, line and column', async () => {
    const r = await cli(folderWith({ 'x.item.json': '{\n  "id": 1\n}' }), 'validate', 'x.item.json');
    assert.equal(r.code, 1);
    assert.match(r.out, /^x\.item\.json:2:9 {2}error {2}'id' must be text/m);
    assert.match(r.out, /1 file checked: \d+ errors?, 0 warnings$/);
  });

  test('a missing path is unreadable input (exit 2), not a crash', async () => {
    const r = await cli(repoRoot, 'validate', 'no/such/folder');
    assert.equal(r.code, 2);
    assert.match(r.out, /cannot read no\/such\/folder: no such file or folder/);
  });
});

describe('finbench command line', () => {
  test('--help lists the commands on stdout, exit 0', async () => {
    const r = await cli(repoRoot, '--help');
    assert.equal(r.code, 0);
    assert.match(r.out, /validate +Check item files/);
  });
  test('an unknown command exits 2', async () => {
    const r = await cli(repoRoot, 'frobnicate');
    assert.equal(r.code, 2);
    assert.match(r.err, /unknown command 'frobnicate'/);
  });
  test('an unknown option is a usage error', async () => {
    const r = await cli(repoRoot, 'validate', '--colour', 'samples/dataset');
    assert.equal(r.code, 2);
    assert.match(r.err, /Run 'finbench validate --help'/);
  });
});

describe('threads by default', () => {
  test('one per core available, however busy the machine was a minute ago (the load average lags)', (t) => {
    t.mock.method(os, 'loadavg', () => [15, 15, 15]);
    assert.equal(defaultJobs(), availableParallelism());
  });
});
