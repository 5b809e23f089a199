// Hostile input at the CLI: every class of harm has its regression test here (reading, writing, nesting, encodings).
import assert from 'node:assert/strict';
import { chmodSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { MAX_JSON_DEPTH, MAX_SYNTAX_ERRORS } from '../../../src/core/json/read';
import { commands } from '../../../src/cli/commands';
import { readFileBytes } from '../../../src/cli/files';
import type { ReadBuffer } from '../../../src/node/regularFile';
import { cliIn, fifo, FIXTURE, folderWith, hasStackTrace, SAMPLE_ITEM } from './cliHarness';

const sample = readFileSync(SAMPLE_ITEM, 'utf8');
const sampleItem = () => JSON.parse(sample) as Record<string, any>;
const rows = readFileSync(FIXTURE, 'utf8').split('\n').filter(Boolean);
const report = (out: string) => JSON.parse(out) as { files: { file: string; errors: { code: string; message: string; pointer: string; line: number; column: number }[] }[]; errorCount: number };
const codes = (out: string, file: string) => report(out).files.find((f) => f.file === file)?.errors.map((e) => e.code) ?? [];
const deep = (levels: number) => `{"x-deep": ${'['.repeat(levels)}${']'.repeat(levels)}}`;

describe('keys that could reach a prototype are ordinary unknown fields', () => {
  test('an item whose fields sit under "__proto__" is invalid, and "__proto__"/"constructor" are unknown fields', async () => {
    const { task, ...rest } = sampleItem();
    const text = `{"__proto__": ${JSON.stringify({ task })}, "constructor": 1, ${JSON.stringify(rest).slice(1)}`;
    const dir = folderWith({ 'p.item.json': text });
    const r = await cliIn(dir, ['validate', 'p.item.json', '--json']);
    assert.equal(r.code, 1);
    const errors = report(r.out).files[0].errors;
    assert.ok(errors.some((e) => e.pointer === '/__proto__' && /Unknown field '__proto__'/.test(e.message)), r.out);
    assert.ok(errors.some((e) => e.pointer === '/constructor' && /Unknown field 'constructor'/.test(e.message)), r.out);
    assert.ok(errors.some((e) => /Missing required field 'task'/.test(e.message)), r.out);
    assert.equal((await cliIn(dir, ['check', 'p.item.json', '--answer', '1'])).code, 2);
    assert.equal((await cliIn(dir, ['export', 'finsearchcomp', 'p.item.json', '--out', 'rows.jsonl'])).code, 2);
    assert.ok(!existsSync(path.join(dir, 'rows.jsonl')));
  });
});

describe('only regular files are read, within a size limit', () => {
  test('a FIFO named *.item.json is an error for that file; the folder run reports the others (validate, check)', async () => {
    const dir = folderWith({ 'a.item.json': sample });
    fifo(dir, 'b.item.json');
    const r = await cliIn(dir, ['validate', '.', '--json']);
    assert.equal(r.code, 2);
    assert.deepEqual(codes(r.out, 'a.item.json'), []);
    assert.match(report(r.out).files.find((f) => f.file === 'b.item.json')!.errors[0].message, /named pipe \(FIFO\), not a regular file/);
    const c = await cliIn(dir, ['check', 'b.item.json', '--answer', '1']);
    assert.equal(c.code, 2);
    assert.match(c.err, /^finbench check: cannot read b\.item\.json: a named pipe/);
  });
  test('a FIFO as the rows file of import is refused', async () => {
    const dir = folderWith();
    fifo(dir, 'rows.jsonl');
    const r = await cliIn(dir, ['import', 'finsearchcomp', 'rows.jsonl', '--out', 'out']);
    assert.equal(r.code, 2);
    assert.match(r.err, /rows\.jsonl: a named pipe/);
    assert.ok(!existsSync(path.join(dir, 'out')));
  });
  test('/dev/zero, directly and through a symbolic link, is refused at once', async () => {
    const dir = folderWith();
    symlinkSync('/dev/zero', path.join(dir, 'zero.item.json'));
    for (const file of ['/dev/zero', 'zero.item.json']) {
      const r = await cliIn(dir, ['validate', file, '--json']);
      assert.equal(r.code, 2);
      assert.match(report(r.out).files[0].errors[0].message, /a device, not a regular file/);
    }
    assert.equal((await cliIn(dir, ['import', 'finsearchcomp', '/dev/zero', '--out', 'out'])).code, 2);
  });
  test('a symbolic link to a regular item file is read', async () => {
    const dir = folderWith({ 'real.json': sample });
    symlinkSync('real.json', path.join(dir, 'link.item.json'));
    const r = await cliIn(dir, ['validate', '.', '--json']);
    assert.equal(r.code, 0, r.out);
    assert.deepEqual(report(r.out).files.map((f) => f.file), ['link.item.json']);
  });
  test('a file above the size limit is an error naming the limit; --max-file-size raises it', async () => {
    const dir = folderWith({ 'a.item.json': sample });
    const small = await cliIn(dir, ['validate', 'a.item.json', '--json', '--max-file-size', '0.001']);
    assert.equal(small.code, 2);
    assert.match(report(small.out).files[0].errors[0].message, /larger than the 0 MB limit \(raise it with --max-file-size <MB>\)/);
    assert.equal((await cliIn(dir, ['--max-file-size=1', 'validate', 'a.item.json'])).code, 0);
    assert.equal((await cliIn(dir, ['validate', 'a.item.json', '--max-file-size', 'lots'])).code, 2);
  });
  test('stdin as `-`: validate, check, import and lint --text read it, within the size limit', async () => {
    const dir = folderWith();
    const v = await cliIn(dir, ['validate', '-', '--json'], sample);
    assert.equal(v.code, 0, v.out);
    assert.equal(report(v.out).files[0].file, '-');
    const c = await cliIn(dir, ['check', '-', '--answer', '31.3 billion', '--json'], sample);
    assert.ok([0, 1].includes(c.code), c.err);
    const i = await cliIn(dir, ['import', 'finsearchcomp', '-', '--out', 'out'], `${rows[0]}\n`);
    assert.equal(i.code, 0, i.err);
    assert.equal(readdirSync(path.join(dir, 'out')).length, 1);
    assert.equal((await cliIn(dir, ['validate', '-', '--max-file-size', '0.0001'], sample)).code, 2);
    const l = await cliIn(dir, ['lint', '--text', '-', '--json'], "What was NVIDIA's P/E ratio on the latest trading day?");
    assert.ok(JSON.parse(l.out).findings.some((f: { category: string }) => f.category === 'pe-definition'), l.out);
  });
});

describe('deep, unwritable and unreadable: one line naming the path, the right exit code', () => {
  test(`JSON nested deeper than ${MAX_JSON_DEPTH} levels (5,000 and 100,000) is one error; the other files are still reported`, async () => {
    const dir = folderWith({ 'a.item.json': sample, 'deep.item.json': deep(5000), 'deeper.item.json': deep(100_000), 'broken.item.json': `[${'['.repeat(100_000)}` });
    const r = await cliIn(dir, ['validate', '.', '--json']);
    assert.equal(r.code, 1);
    assert.deepEqual(codes(r.out, 'a.item.json'), []);
    for (const file of ['deep.item.json', 'deeper.item.json', 'broken.item.json']) assert.deepEqual(codes(r.out, file), ['json.tooDeep'], file);
  });
  test('import with a deeply nested row writes nothing', async () => {
    const row = JSON.parse(rows[1]);
    const text = [rows[0], JSON.stringify(row).replace(/}$/, `, "extra": ${'['.repeat(5000)}${']'.repeat(5000)}}`)].join('\n');
    const dir = folderWith({ 'rows.jsonl': text });
    const r = await cliIn(dir, ['import', 'finsearchcomp', 'rows.jsonl', '--out', 'out']);
    assert.equal(r.code, 2);
    assert.match(r.err, /line 2: JSON nested more than/);
    assert.ok(!existsSync(path.join(dir, 'out')));
  });
  test('export --out into a missing folder or onto a folder; import --out onto a file or under a file', async () => {
    const dir = folderWith({ 'file.txt': 'x', 'rows.jsonl': `${rows[0]}\n` });
    mkdirSync(path.join(dir, 'folder'));
    const cases: [string[], RegExp][] = [
      [['export', 'finsearchcomp', SAMPLE_ITEM, '--out', 'missing/rows.jsonl'], /cannot write missing\/rows\.jsonl: no such file or folder/],
      [['export', 'finsearchcomp', SAMPLE_ITEM, '--out', 'folder'], /cannot write folder: it is a folder/],
      [['import', 'finsearchcomp', 'rows.jsonl', '--out', 'file.txt'], /cannot create the folder file\.txt: it is a file, not a folder/],
      [['import', 'finsearchcomp', 'rows.jsonl', '--out', 'file.txt/sub'], /cannot create the folder file\.txt\/sub: a part of the path is a file/],
    ];
    for (const [argv, message] of cases) {
      const r = await cliIn(dir, argv);
      assert.equal(r.code, 2, argv.join(' '));
      assert.match(r.err, message);
      assert.equal(r.err.split('\n').length, 1, r.err);
      assert.ok(!hasStackTrace(r.err));
    }
  });
  test('an unreadable subfolder is reported and the walk goes on', { skip: process.getuid?.() === 0 && 'root reads every folder' }, async () => {
    const dir = folderWith({ 'a.item.json': sample });
    mkdirSync(path.join(dir, 'locked'));
    chmodSync(path.join(dir, 'locked'), 0);
    try {
      const r = await cliIn(dir, ['validate', '.', '--json']);
      assert.equal(r.code, 2);
      assert.deepEqual(codes(r.out, 'a.item.json'), []);
      assert.match(report(r.out).files.find((f) => f.file === 'locked')!.errors[0].message, /cannot read the folder locked: permission denied/);
    } finally {
      chmodSync(path.join(dir, 'locked'), 0o755);
    }
  });
  test('an internal error is one line without a stack trace', async () => {
    const r = { err: [] as string[] };
    const code = await (await import('../../../src/cli/main')).runCli(['lint', '--text', 'What was the revenue?'], {
      cwd: '.',
      out: () => {
        throw new TypeError('output broke\n    at somewhere (file.js:1:1)');
      },
      err: (t) => r.err.push(t),
    });
    assert.equal(code, 2);
    assert.deepEqual(r.err, ['finbench lint: internal error: output broke']);
  });
  test('every command answers --help with its usage, exit 0', async () => {
    for (const command of commands) {
      const r = await cliIn('.', [...command.name, '--help']);
      assert.equal(r.code, 0, command.name.join(' '));
      assert.match(r.out, new RegExp(`^Usage: finbench ${command.name.join(' ')}`));
    }
  });
});

describe('no writing where it should not', () => {
  test('import refuses a symbolic link that sits in --out (its target stays untouched) and writes nothing', async () => {
    const dir = folderWith({ 'rows.jsonl': rows.slice(0, 2).join('\n'), 'target.txt': 'precious' });
    const first = await cliIn(dir, ['import', 'finsearchcomp', 'rows.jsonl', '--out', 'probe', '--json']);
    const [id1, id2] = (JSON.parse(first.out).items as { file: string }[]).map((i) => path.basename(i.file));
    mkdirSync(path.join(dir, 'out'));
    symlinkSync(path.join(dir, 'target.txt'), path.join(dir, 'out', id2));
    const r = await cliIn(dir, ['import', 'finsearchcomp', 'rows.jsonl', '--out', 'out']);
    assert.equal(r.code, 2);
    assert.match(r.err, /refusing to write out\/.+: it is a symbolic link/);
    assert.equal(readFileSync(path.join(dir, 'target.txt'), 'utf8'), 'precious');
    assert.ok(lstatSync(path.join(dir, 'out', id2)).isSymbolicLink());
    assert.equal(readlinkSync(path.join(dir, 'out', id2)), path.join(dir, 'target.txt'));
    assert.ok(!existsSync(path.join(dir, 'out', id1)), 'all or nothing');
  });
  test('export --out naming one of its own inputs is refused, and the input stays as it was', async () => {
    const dir = folderWith();
    await cliIn(dir, ['import', 'finsearchcomp', FIXTURE, '--out', 'items']);
    const input = path.join('items', readdirSync(path.join(dir, 'items'))[0]);
    const before = readFileSync(path.join(dir, input), 'utf8');
    for (const out of [input, `./${input}`]) {
      const r = await cliIn(dir, ['export', 'finsearchcomp', 'items', '--out', out]);
      assert.equal(r.code, 2);
      assert.match(r.err, /refusing to write .+: it is the input item file/);
    }
    assert.equal(readFileSync(path.join(dir, input), 'utf8'), before);
  });
});

describe('encodings and duplicate keys', () => {
  const utf8 = (text: string) => Buffer.from(text, 'utf8');
  test('invalid UTF-8 in an item is an error naming the byte offset', async () => {
    const bytes = Buffer.concat([utf8('{"question": "'), Buffer.from([0xe6, 0xaf]), utf8('"}')]);
    const dir = folderWith({ 'bad.item.json': bytes });
    const r = await cliIn(dir, ['validate', '.', '--json']);
    assert.equal(r.code, 1);
    assert.deepEqual(codes(r.out, 'bad.item.json'), ['file.invalidUtf8']);
    assert.match(report(r.out).files[0].errors[0].message, /byte at offset 16/);
  });
  test('invalid UTF-8 in a row: nothing imported, the offset named', async () => {
    const broken = Buffer.concat([utf8(`${rows[0]}\n`), utf8(rows[1]).subarray(0, 40), Buffer.from([0xff]), utf8(rows[1]).subarray(40)]);
    const dir = folderWith({ 'rows.jsonl': broken });
    const r = await cliIn(dir, ['import', 'finsearchcomp', 'rows.jsonl', '--out', 'out']);
    assert.equal(r.code, 2);
    assert.match(r.err, new RegExp(`byte at offset ${Buffer.byteLength(rows[0]) + 1 + 40}`));
    assert.ok(!existsSync(path.join(dir, 'out')));
  });
  test('a UTF-8 BOM is accepted in items and rows, and kept on write', async () => {
    const dir = folderWith({ 'bom.item.json': `\uFEFF${sample}`, 'rows.jsonl': `\uFEFF${rows[0]}\n` });
    const v = await cliIn(dir, ['validate', 'bom.item.json', '--json']);
    assert.equal(v.code, 0, v.out);
    const i = await cliIn(dir, ['import', 'finsearchcomp', 'rows.jsonl', '--out', 'out', '--json']);
    assert.equal(i.code, 0, i.err);
    const item = JSON.parse(i.out).items[0].file;
    assert.ok(readFileSync(path.join(dir, item), 'utf8').startsWith('\uFEFF{'));
    const e = await cliIn(dir, ['export', 'finsearchcomp', 'out', '--out', 'back.jsonl']);
    assert.equal(e.code, 0, e.err);
    assert.equal(readFileSync(path.join(dir, 'back.jsonl'), 'utf8'), `\uFEFF${rows[0]}\n`);
  });
  test('a UTF-16 item (with or without BOM) is one error that names UTF-16', async () => {
    const le = Buffer.from(`\uFEFF${sample}`, 'utf16le');
    const noBom = Buffer.from(sample, 'utf16le');
    const dir = folderWith({ 'le.item.json': le, 'nobom.item.json': noBom, 'be.item.json': Buffer.from(le).swap16() });
    const r = await cliIn(dir, ['validate', '.', '--json']);
    for (const f of report(r.out).files) {
      assert.equal(f.errors.length, 1, f.file);
      assert.match(f.errors[0].message, /UTF-16/);
    }
  });
  test('rows in UTF-16, or with a repeated key, are refused whole', async () => {
    const dir = folderWith({ 'utf16.jsonl': Buffer.from(`\uFEFF${rows[0]}\n`, 'utf16le'), 'dup.jsonl': `${rows[0]}\n${rows[1].replace('{', '{"label": "x", ')}\n` });
    const u = await cliIn(dir, ['import', 'finsearchcomp', 'utf16.jsonl', '--out', 'out']);
    assert.equal(u.code, 2);
    assert.match(u.err, /utf16\.jsonl: The file is UTF-16 \(LE\)/);
    const d = await cliIn(dir, ['import', 'finsearchcomp', 'dup.jsonl', '--out', 'out']);
    assert.equal(d.code, 2);
    assert.match(d.err, /line 2: The key 'label' appears twice/);
    assert.ok(!existsSync(path.join(dir, 'out')));
  });
  test('a duplicate key in an item is an error at the repeated key', async () => {
    const text = sample.replace('"question":', '"question": "first",\n  "question":');
    const dir = folderWith({ 'dup.item.json': text });
    const r = await cliIn(dir, ['validate', '.', '--json']);
    assert.equal(r.code, 1);
    const dup = report(r.out).files[0].errors.find((e) => e.code === 'json.duplicateKey')!;
    assert.match(dup.message, /'question' appears twice/);
    assert.equal(dup.line, text.slice(0, text.lastIndexOf('"question":')).split('\n').length);
  });
});

describe('work that must grow linearly (counted in steps, not timed)', () => {
  /** Calls of the string scanning primitives while `run` runs: the old line lookup called indexOf per line per error. */
  async function stringSteps(run: () => Promise<unknown>): Promise<number> {
    const methods = ['indexOf', 'charCodeAt', 'slice'] as const;
    const originals = methods.map((m) => String.prototype[m]);
    let steps = 0;
    methods.forEach((m, k) => {
      const original = originals[k] as (...args: unknown[]) => unknown;
      (String.prototype as any)[m] = function (this: string, ...args: unknown[]) {
        steps++;
        return original.apply(this, args);
      };
    });
    try {
      await run();
    } finally {
      methods.forEach((m, k) => ((String.prototype as any)[m] = originals[k]));
    }
    return steps;
  }

  test(`validate on a file of many syntax errors lists ${MAX_SYNTAX_ERRORS} and counts the rest, in linear steps`, async () => {
    const steps: number[] = [];
    for (const lines of [2000, 4000]) {
      const dir = folderWith({ 'at.item.json': '@\n'.repeat(lines) });
      let out = '';
      steps.push(await stringSteps(async () => (out = (await cliIn(dir, ['validate', 'at.item.json', '--json'])).out)));
      const errors = report(out).files[0].errors;
      assert.equal(errors.length, MAX_SYNTAX_ERRORS + 1);
      assert.ok(Number(/and (\d+) more JSON syntax errors/.exec(errors.at(-1)!.message)?.[1]) >= lines - MAX_SYNTAX_ERRORS, errors.at(-1)!.message);
    }
    assert.ok(steps[1] / steps[0] < 2.5, `steps ${steps.join(' → ')} for twice the input`);
  });

  test('import with one prompt_id repeated takes linear steps to make ids unique', async () => {
    const { uniqueIds } = await import('../../../src/core/formats/finsearchcomp');
    const probes: number[] = [];
    const has = Set.prototype.has;
    for (const n of [2000, 4000]) {
      let count = 0;
      Set.prototype.has = function (this: Set<unknown>, value: unknown) {
        count++;
        return has.call(this, value);
      };
      try {
        const ids = uniqueIds(Array.from({ length: n }, () => 'fsc-T1-001'));
        assert.equal(new Set(ids).size, n);
      } finally {
        Set.prototype.has = has;
      }
      probes.push(count);
    }
    assert.ok(probes[1] / probes[0] < 2.5, `probes ${probes.join(' → ')} for twice the ids`);
  });
});

describe('reading many files into one buffer', () => {
  test('each read gives exactly its file, whether the buffer grows or is longer than the file; over the limit is refused', () => {
    const big = 'x'.repeat(5000);
    const dir = folderWith({ 'big.txt': big, 'small.txt': 'ab', 'empty.txt': '' });
    const io = { cwd: dir, out: () => {}, err: () => {} };
    const reuse: ReadBuffer = { buffer: Buffer.alloc(16) };
    const text = (name: string) => Buffer.from(readFileBytes(name, io, reuse)).toString();
    assert.equal(text('small.txt'), 'ab');
    assert.equal(text('big.txt'), big);
    assert.ok(reuse.buffer.length > big.length);
    assert.equal(text('small.txt'), 'ab');
    assert.equal(text('empty.txt'), '');
    assert.throws(() => readFileBytes('big.txt', { ...io, maxFileBytes: 100 }, reuse), /larger than the/);
  });
});
