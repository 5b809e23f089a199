import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { runCli } from '../../../src/cli/main';
import { readJson, repoRoot } from '../helpers';

const FIXTURE = path.join(repoRoot, 'test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl');

/** Runs the CLI in-process from the repository root; returns exit code and captured output. */
async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runCli(argv, { cwd: repoRoot, out: (t) => out.push(t), err: (t) => err.push(t) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}
const json = (text: string) => JSON.parse(text) as Record<string, any>;
const tempDir = () => mkdtempSync(path.join(tmpdir(), 'finbench-cli-'));

const NVDA = 'samples/dataset/t1-global-nvda-low.item.json';

describe('finbench check', () => {
  test('a passing answer: exit 0 and the JSON shape of CLI.md', async () => {
    const r = await cli('check', NVDA, '--answer', 'On August 13, 2025 the low was $179.35.', '--json');
    assert.equal(r.code, 0);
    assert.deepEqual(json(r.out), {
      pass: true,
      parts: [{ label: 'Low price', pass: true, accepted: { min: 179.345, max: 179.355 }, candidates: [{ text: '$179.35', value: 179.35, pass: true }] }],
      warnings: [],
    });
  });
  test('a failing answer: exit 1', async () => {
    const r = await cli('check', NVDA, '--answer', 'The low was 181.02 USD.', '--json');
    assert.equal(r.code, 1);
    assert.equal(json(r.out).pass, false);
  });
  test('no data in the snapshot: pass false, noData, exit 1', async () => {
    const dir = tempDir();
    const item = readJson<any>(NVDA);
    item.live.snapshot.NVDA___O.RT_LOW = '0';
    writeFileSync(path.join(dir, 'x.item.json'), JSON.stringify(item));
    const r = await cli('check', path.join(dir, 'x.item.json'), '--answer', '179.35', '--json');
    assert.equal(r.code, 1);
    assert.deepEqual(json(r.out), { pass: false, noData: true, parts: [{ label: 'Low price', pass: false, noData: true, accepted: null, candidates: [] }], warnings: [] });
  });
  test('readable text without --json', async () => {
    const r = await cli('check', 'samples/dataset/t3-global-sp500-best-month.item.json', '--answer', 'April 2020, +12.7%');
    assert.equal(r.code, 0);
    assert.match(r.out, /^PASS\n {2}Month: pass\n {4}✓ "April 2020" = April 2020\n {2}Monthly gain: pass \(accepted 12\.58 to 12\.78\)/);
  });
  test('a non-JSON item file is a clear error with exit 2', async () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, 'bad.item.json'), 'not json at all');
    const r = await cli('check', path.join(dir, 'bad.item.json'), '--answer', '1');
    assert.equal(r.code, 2);
    assert.match(r.err, /bad\.item\.json: Not valid JSON/);
    assert.doesNotMatch(r.err, /\n\s+at /);
  });
  test('usage errors: no --answer, no file, an item without answer key', async () => {
    assert.equal((await cli('check', NVDA)).code, 2);
    assert.equal((await cli('check', '--answer', '1')).code, 2);
    assert.match((await cli('check', 'samples/dataset/oe-gc-insurer-allocation.item.json', '--answer', '1')).err, /no answer key/);
    assert.match((await cli('check', 'nope.item.json', '--answer', '1')).err, /cannot read nope\.item\.json: no such file or folder \(ENOENT\)/);
  });
  test('--help', async () => assert.match((await cli('check', '--help')).out, /^Usage: finbench check/));
});

describe('finbench lint', () => {
  test('--json findings with rule, category, message, severity, suggestion, span and trigger words; exit 0', async () => {
    const r = await cli('lint', '--text', 'What is the USD to RMB exchange rate, to four decimal places?', '--json');
    assert.equal(r.code, 0);
    assert.deepEqual(json(r.out), {
      findings: [{
        rule: 'rmb-rate-type',
        category: 'rate-type',
        message: 'The RMB rate type is not stated: onshore (CNY), offshore (CNH) and the central parity differ.',
        severity: 'warning',
        suggestion: 'What is the USD to onshore RMB (CNY) exchange rate, to four decimal places?',
        span: { offset: 19, length: 17 },
        trigger: 'RMB exchange rate',
      }],
    });
  });
  test('language is detected; --lang sets it', async () => {
    const zh = json((await cli('lint', '--text', '美元兑人民币汇率是多少?保留四位小数。', '--json')).out);
    assert.match(zh.findings[0].message, /人民币汇率类型/);
    const en = json((await cli('lint', '--text', '美元兑人民币汇率是多少?保留四位小数。', '--lang', 'en', '--json')).out);
    assert.match(en.findings[0].message, /RMB rate type/);
  });
  test('a clean question: no findings, exit 0', async () => {
    const r = await cli('lint', '--text', '澳元兑人民币最新汇率中间价,保留四位小数');
    assert.equal(r.code, 0);
    assert.equal(r.out, 'No ambiguity found.');
  });
  test('usage errors exit 2', async () => {
    assert.equal((await cli('lint')).code, 2);
    assert.match((await cli('lint', '--text', 'x', '--lang', 'fr')).err, /--lang must be en or zh/);
  });
});

describe('finbench import finsearchcomp / export finsearchcomp', () => {
  test('imports one valid item file per row, and exports them back exactly', async () => {
    const dir = tempDir();
    const out = path.join(dir, 'items');
    const r = await cli('import', 'finsearchcomp', FIXTURE, '--out', out, '--json');
    assert.equal(r.code, 0, r.err);
    const items = json(r.out).items as { index: number; file: string }[];
    assert.equal(items.length, 60);
    assert.deepEqual(items[0], { index: 0, file: path.join(out, 'fsc-T1-069.item.json') });
    assert.deepEqual(items.map((i) => i.index), [...Array(60).keys()]);
    assert.equal(readdirSync(out).length, 60);
    const text = readFileSync(items[0].file, 'utf8');
    assert.ok(text.startsWith('{\n  "schemaVersion": 1,\n  "id": "fsc-T1-069"'));
    assert.ok(text.endsWith('}\n'));
    assert.ok(text.includes('"question": "吉比特最近一个交易日最低价"'));

    const validate = await cli('validate', out, '--json');
    assert.equal(validate.code, 0);
    assert.equal(json(validate.out).errorCount, 0);

    const exported = path.join(dir, 'rows.jsonl');
    const paths = items.map((i) => i.file);
    const e = await cli('export', 'finsearchcomp', ...paths, '--out', exported);
    assert.equal(e.code, 0, e.err);
    assert.equal(readFileSync(exported, 'utf8'), readFileSync(FIXTURE, 'utf8'));
  });
  test('a malformed row: exit 2, the line named, nothing written', async () => {
    const dir = tempDir();
    const rows = readFileSync(FIXTURE, 'utf8').split('\n').slice(0, 2);
    writeFileSync(path.join(dir, 'rows.jsonl'), [rows[0], '{oops', rows[1]].join('\n'));
    const r = await cli('import', 'finsearchcomp', path.join(dir, 'rows.jsonl'), '--out', path.join(dir, 'out'), '--json');
    assert.equal(r.code, 2);
    assert.equal(r.out, '');
    assert.match(r.err, /line 2 is not valid JSON/);
    assert.deepEqual(readdirSync(dir), ['rows.jsonl']);
  });
  test('an unreadable rows file and missing --out exit 2', async () => {
    assert.equal((await cli('import', 'finsearchcomp', 'missing.jsonl', '--out', tempDir())).code, 2);
    assert.equal((await cli('import', 'finsearchcomp', FIXTURE)).code, 2);
  });
  test('export skips items that are not T1 (exit 1) and refuses non-JSON files (exit 2)', async () => {
    const dir = tempDir();
    const r = await cli('export', 'finsearchcomp', 'samples/dataset', '--out', path.join(dir, 'rows.jsonl'));
    assert.equal(r.code, 1);
    assert.match(r.err, /skipped samples\/dataset\/oe-gc-insurer-allocation\.item\.json/);
    assert.equal(readFileSync(path.join(dir, 'rows.jsonl'), 'utf8').split('\n').filter(Boolean).length, 4);
    writeFileSync(path.join(dir, 'bad.item.json'), '{');
    const bad = await cli('export', 'finsearchcomp', path.join(dir, 'bad.item.json'), '--out', path.join(dir, 'x.jsonl'));
    assert.equal(bad.code, 2);
    assert.match(bad.err, /bad\.item\.json: Not valid JSON/);
  });
});

describe('finbench validate reports lint warnings', () => {
  test('warnings alone exit 0', async () => {
    const dir = tempDir();
    const item = readJson<any>(NVDA);
    item.question = "What was NVIDIA's P/E ratio on the latest trading day?";
    writeFileSync(path.join(dir, 'x.item.json'), JSON.stringify(item, null, 2));
    const r = await cli('validate', dir, '--json');
    assert.equal(r.code, 0);
    const report = json(r.out);
    assert.equal(report.warningCount, 1);
    assert.equal(report.files[0].errors[0].code, 'lint.pe-definition');
    assert.equal(report.files[0].errors[0].pointer, '/question');
  });
});
