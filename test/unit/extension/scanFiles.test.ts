import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, statSync, symlinkSync, unlinkSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { describe, test } from 'node:test';
import { summarizeItem, type ItemSummary } from '../../../src/core/dataset/summary';
import { diagnoseItemText } from '../../../src/core/diagnose/diagnose';
import { fileKindOf, itemFiles } from '../../../src/core/files/fileKinds';
import { lineColumn } from '../../../src/core/json/text';
import { diagnosePacketText } from '../../../src/core/review/packetCheck';
import { startThreads, startThreadsInProcess } from '../../../src/node/threadStream';
import { claimEach, sharedWork, threadsFor } from '../../../src/node/workerPool';
import { parseScanCache, readScanCache, serializeScanCache, unchangedInCache, writeScanCache, type ScanCacheEntries } from '../../../src/extension/scan/scanCache';
import { excludeMatcher, findLocalFiles } from '../../../src/extension/scan/findLocalFiles';
import { readScanBatch, scanLocalFile, scanShare, type IndexedScans, type ScannedFile, type ScanTask } from '../../../src/extension/scan/scanFiles';
import { onDamagedResponses } from '../../../src/extension/scan/responsesText';
import { repoRoot, sampleItems } from '../helpers';

const WORKER = path.join(repoRoot, 'dist/scanWorker.js');
const PROCESS = path.join(repoRoot, 'dist/scanProcess.js');

function folderWith(files: Record<string, string | Buffer>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'finbench-scan-'));
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(dir, name), content);
  return dir;
}

/** What the open-document check gives for a text: findings with their 0-based range, as the Problems panel shows them. */
function inProcess(text: string, diagnose = diagnoseItemText) {
  return diagnose(text, 'en').findings.map((f) => {
    const start = lineColumn(text, f.span.offset);
    const end = lineColumn(text, f.span.offset + f.span.length);
    return { code: f.code, severity: f.severity, message: f.message, range: [start.line - 1, start.column - 1, end.line - 1, end.column - 1] };
  });
}

/** Sample items, one made invalid, one not JSON, one not UTF-8, and a packet: a mix of every kind of finding. */
function mixedFolder(): string {
  const files: Record<string, string | Buffer> = {};
  for (const [name, item] of sampleItems()) files[name] = JSON.stringify(item, null, 2);
  const [name, item] = sampleItems()[0];
  files[`broken-${name}`] = JSON.stringify({ ...item, market: 'moon', question: `${String(item.question)} (revenue in 2023)` }, null, 2);
  files['not-json.item.json'] = '{ "id": "x",\n  "task": ';
  files['latin1.item.json'] = Buffer.from([0x7b, 0x22, 0x69, 0x64, 0x22, 0x3a, 0x22, 0xe9, 0x22, 0x7d]);
  files['empty.packet.json'] = '{}';
  return folderWith(files);
}

describe('workspace scan: one file', () => {
  test('findings and their line and column are those of the open-document check; items are summarised', () => {
    const dir = mixedFolder();
    let withFindings = 0;
    for (const name of readdirSync(dir)) {
      const file = path.join(dir, name);
      const text = readFileSync(file, 'utf8');
      const scanned = scanLocalFile(file, 'en') as ScannedFile;
      if (name === 'latin1.item.json') {
        assert.deepEqual(scanned.problems.map((p) => [p.code, p.range]), [['file.invalidUtf8', [0, 0, 0, 1]]]);
        continue;
      }
      const packet = name.endsWith('.packet.json');
      assert.deepEqual(scanned.problems, inProcess(text, packet ? diagnosePacketText : diagnoseItemText), name);
      if (scanned.problems.length) withFindings++;
      if (packet) assert.equal(scanned.summary, undefined);
      else assert.deepEqual(scanned.summary, summarizeItem(diagnoseItemText(text).data), name);
      assert.deepEqual([scanned.mtimeMs, scanned.size], [statSync(file).mtimeMs, statSync(file).size]);
    }
    assert.ok(withFindings >= 3, 'the invalid, the non-JSON file and the packet have findings');
  });

  test('findings are worded in the UI language', () => {
    const dir = mixedFolder();
    const file = path.join(dir, readdirSync(dir).find((n) => n.startsWith('broken-'))!);
    const en = (scanLocalFile(file, 'en') as ScannedFile).problems.map((p) => p.message);
    const zh = (scanLocalFile(file, 'zh') as ScannedFile).problems.map((p) => p.message);
    assert.equal(en.length, zh.length);
    assert.notDeepEqual(en, zh);
    assert.ok(zh.some((m) => /[\u4e00-\u9fff]/.test(m)));
  });

  test('a file larger than the read buffer is read whole, and so are the smaller files after it', () => {
    const [, item] = sampleItems()[0];
    const texts = { 'big.item.json': JSON.stringify({ ...item, 'x-pad': 'x'.repeat(400_000) }, null, 2), 'small.item.json': JSON.stringify(item, null, 2) };
    const dir = folderWith(texts);
    for (const name of ['small.item.json', 'big.item.json', 'small.item.json']) {
      const scanned = scanLocalFile(path.join(dir, name), 'en') as ScannedFile;
      assert.equal(scanned.size, Buffer.byteLength(texts[name as keyof typeof texts]), name);
      assert.deepEqual(scanned.summary, summarizeItem(diagnoseItemText(texts[name as keyof typeof texts]).data), name);
    }
  });

  test('a folder, a FIFO and a missing file are refused with the reason, never read', () => {
    const dir = folderWith({});
    execFileSync('mkdir', [path.join(dir, 'folder.item.json')]);
    execFileSync('mkfifo', [path.join(dir, 'pipe.item.json')]);
    for (const name of ['folder.item.json', 'pipe.item.json', 'gone.item.json']) {
      const result = scanLocalFile(path.join(dir, name), 'en');
      assert.ok('refused' in result && result.refused.includes(name), name);
    }
  });
});

describe('workspace scan: worker threads', () => {
  test('the worker bundle gives the same results as the scan on this thread, each file once', async () => {
    assert.ok(existsSync(WORKER), 'node esbuild.mjs builds dist/scanWorker.js');
    const dir = mixedFolder();
    const files = readdirSync(dir).map((n) => path.join(dir, n));
    const task: ScanTask = { files, language: 'en', ...sharedWork(files.length) };
    const results: IndexedScans = [];
    await startThreads(WORKER, 3).run(task, 2, (batch) => results.push(...readScanBatch(batch)));
    assert.deepEqual(results.map(([i]) => i).sort((a, b) => a - b), files.map((_, i) => i));
    for (const [i, result] of results) assert.deepEqual(result, plain(scanLocalFile(files[i], 'en')), files[i]);
  });

  test('the scan process runs the same threads and passes every result on; one that cannot start fails the run', async () => {
    const dir = mixedFolder();
    const files = readdirSync(dir).map((n) => path.join(dir, n));
    const results: IndexedScans = [];
    await startThreadsInProcess(PROCESS, 2).run({ files, language: 'en' }, 2, (batch) => results.push(...readScanBatch(batch)));
    assert.deepEqual(results.map(([i]) => i).sort((a, b) => a - b), files.map((_, i) => i));
    for (const [i, result] of results) assert.deepEqual(result, plain(scanLocalFile(files[i], 'en')), files[i]);
    await assert.rejects(startThreadsInProcess(path.join(dir, 'missing.js'), 1).run({ files, language: 'en' }, 1, () => {}), /exit code 1.*missing\.js/s);
  });

  test('a thread hands its results over in several batches as it goes, each file once', async () => {
    const dir = mixedFolder();
    const names = readdirSync(dir);
    // Enough files that a share takes longer than one hand-over's interval.
    const files = Array.from({ length: 4000 }, (_, i) => path.join(dir, names[i % names.length]));
    const batches: IndexedScans[] = [];
    await scanShare({ files, language: 'en', ...sharedWork(files.length) }, (batch) => batches.push(readScanBatch(batch)));
    assert.ok(batches.length > 1, `${batches.length} batch`);
    assert.deepEqual(batches.flat().map(([i]) => i), files.map((_, i) => i));
  });

  test('a thread hands summaries over with their review responses as text, parsed on the extension host only when first read', async () => {
    const [name, item] = sampleItems()[0];
    const record = { at: '2026-11-20T10:00:00.000Z', actor: 'r', action: 'response', packet: 'p-r', details: { reviewer: 'r', outcome: 'agreed', reasons: [], verdicts: [], response: { parts: [] } } };
    const dir = folderWith({ [name]: JSON.stringify({ ...item, review: { status: 'in-review', history: [record] } }) });
    const files = [path.join(dir, name)];
    const batches: IndexedScans[] = [];
    await scanShare({ files, language: 'en', ...sharedWork(1) }, (batch) => batches.push(readScanBatch(batch)));
    const summary = (batches[0][0][1] as ScannedFile).summary!;
    assert.equal(typeof Object.getOwnPropertyDescriptor(summary, 'responses')?.get, 'function', 'not parsed yet');
    assert.deepEqual(summary.responses, [record]);
    assert.deepEqual(plain(summary), plain((scanLocalFile(files[0], 'en') as ScannedFile).summary));
  });

  test('a thread hands its results over in ASCII, read back as the same texts', async () => {
    const [name, item] = sampleItems()[0];
    const question = '中国神华A股最近一个交易日最低价 (revenue in 2023)';
    const dir = folderWith({ [name]: JSON.stringify({ ...item, question }) });
    const files = [path.join(dir, name)];
    const batches: string[] = [];
    await scanShare({ files, language: 'zh', ...sharedWork(1) }, (batch) => batches.push(batch));
    assert.match(batches[0], /^[\x20-\x7e]*$/);
    const [[, result]] = readScanBatch(batches[0]);
    assert.equal((result as ScannedFile).summary!.question, question);
    assert.deepEqual(plain(result), plain(scanLocalFile(files[0], 'zh')));
    assert.ok((result as ScannedFile).problems.some((p) => /[^\x00-\x7f]/.test(p.message)), 'a Chinese message');
  });

  test('the texts that repeat across files are kept once for a whole scan: codes, messages, a summary\'s short fields', async () => {
    const dir = mixedFolder();
    const files = readdirSync(dir).map((name) => path.join(dir, name));
    const pool = new Map<string, string>();
    const results: IndexedScans = [];
    await scanShare({ files, language: 'en', ...sharedWork(files.length) }, (batch) => results.push(...readScanBatch(batch, pool)));
    const scans = results.map(([, file]) => file as ScannedFile);
    assert.deepEqual(scans.map(plain), files.map((file) => plain(scanLocalFile(file, 'en'))), 'the same results');
    const problems = scans.flatMap((file) => file.problems);
    assert.ok(problems.length > 0);
    for (const { code, message } of problems) assert.ok(pool.has(code) && pool.has(message), code);
    const summaries = scans.flatMap((file) => (file.summary ? [file.summary] : []));
    for (const { task, author } of summaries) assert.ok((!task || pool.has(task)) && (!author || pool.has(author)));
  });

  test('summaries with responses not yet read share V8\'s hidden classes (not one dictionary each)', async () => {
    setFlagsFromString('--allow-natives-syntax');
    const fastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
    const sameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;
    const [name, item] = sampleItems()[0];
    const record = { at: '2026-11-20T10:00:00.000Z', actor: 'r', action: 'response', packet: 'p-r', details: { reviewer: 'r', outcome: 'agreed', reasons: [], verdicts: [], response: { parts: [] } } };
    const dir = folderWith({ [name]: JSON.stringify({ ...item, review: { status: 'in-review', history: [record] } }) });
    const files = [path.join(dir, name), path.join(dir, name)];
    const batches: IndexedScans[] = [];
    await scanShare({ files, language: 'en', ...sharedWork(files.length) }, (batch) => batches.push(readScanBatch(batch)));
    const [a, b] = batches.flat().map(([, file]) => (file as ScannedFile).summary!);
    assert.ok(fastProperties(a) && sameMap(a, b));
    assert.deepEqual(b.responses, [record]);
  });

  test('threads ended before they are given their task make the run fail rather than wait', async () => {
    const threads = startThreads(WORKER, 2);
    threads.stop();
    const task: ScanTask = { files: [], language: 'en', ...sharedWork(0) };
    await assert.rejects(threads.run(task, 2, () => {}), /exit code/);
  });

  test('threads sharing one counter claim every index exactly once', async () => {
    const work = sharedWork(1000);
    const seen: number[] = [];
    await Promise.all([1, 2, 3].map(() => claimEach(work, async (i) => {
      seen.push(i);
      await new Promise((r) => setImmediate(r));
    })));
    assert.deepEqual(seen.sort((a, b) => a - b), Array.from({ length: 1000 }, (_, i) => i));
    const task: ScanTask = { files: [], language: 'en', ...sharedWork(0) };
    const batches: string[] = [];
    await scanShare(task, (batch) => batches.push(batch));
    assert.deepEqual(batches, []);
  });

  test('a thread is started only for at least 500 files each', () => {
    assert.equal(threadsFor(10, 2), 1);
    assert.equal(threadsFor(999, 2), 1);
    assert.equal(threadsFor(1000, 2), 2);
    assert.equal(threadsFor(10_000, 2), 2);
  });
});

/** Without the fields that are undefined (JSON drops them). */
const plain = (value: unknown) => JSON.parse(JSON.stringify(value instanceof Map ? [...value] : value));

describe('workspace scan: persistent cache', () => {
  const key = { product: '1.2.3', language: 'en' as const };
  const scanned = (): ScanCacheEntries => {
    const dir = mixedFolder();
    return new Map(readdirSync(dir).map((n) => [path.join(dir, n), scanLocalFile(path.join(dir, n), 'en') as ScannedFile]));
  };

  test('written and read back whole, atomically (no temporary file left), in ASCII, each message stored once', async () => {
    const entries = scanned();
    const [[first, scan]] = [...entries].filter(([, f]) => f.summary && f.problems.length);
    entries.set(first, { ...scan, summary: { ...scan.summary!, question: '中国神华A股最近一个交易日最低价' }, problems: [{ ...scan.problems[0], message: '历史股价有不复权、前复权、后复权之分' }] });
    const messages = new Set([...entries.values()].flatMap((f) => f.problems.map((p) => p.message)));
    assert.equal(JSON.parse(serializeScanCache(new Map([...entries, ...[...entries].map(([k, v]): [string, ScannedFile] => [`${k}.copy`, v])]), key)).strings.filter((t: string) => messages.has(t)).length, messages.size);
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'finbench-cache-')), 'storage', 'scan-cache.json');
    writeScanCache(file, entries, key);
    writeScanCache(file, entries, key);
    assert.deepEqual(plain(await readScanCache(file, key)), plain(entries));
    assert.match(readFileSync(file, 'utf8'), /^[\x20-\x7e]*$/);
    assert.deepEqual(readdirSync(path.dirname(file)), ['scan-cache.json']);
  });

  test('another product version or UI language, a corrupt or missing file: nothing is trusted', async () => {
    const text = serializeScanCache(scanned(), key);
    assert.equal(parseScanCache(text, { ...key, product: '1.2.4' }).size, 0);
    assert.equal(parseScanCache(text, { ...key, language: 'zh' }).size, 0);
    assert.equal(parseScanCache(text.slice(0, text.length / 2), key).size, 0);
    assert.equal(parseScanCache('[1,2]', key).size, 0);
    assert.equal(parseScanCache(JSON.stringify({ ...JSON.parse(text), format: 99 }), key).size, 0);
    assert.equal(parseScanCache(JSON.stringify({ ...JSON.parse(text), strings: [1] }), key).size, 0);
    assert.equal((await readScanCache(path.join(tmpdir(), 'no-such-folder', 'scan-cache.json'), key)).size, 0);
  });

  test('review responses are read back as written, parsed only when first read; records that are not complete are left out', () => {
    const [[file, first]] = [...scanned()].filter(([, f]) => f.summary);
    const record = { at: '2026-11-20T10:00:00.000Z', actor: 'r', action: 'response', packet: 'p-r', details: { reviewer: 'r', outcome: 'agreed', reasons: [], verdicts: [], response: { parts: [] } } };
    const text = serializeScanCache(new Map([[file, { ...first, summary: { ...first.summary!, responses: [record] as ItemSummary['responses'] } }]]), key);
    const unread = parseScanCache(text, key).get(file)!.summary!;
    assert.equal(typeof Object.getOwnPropertyDescriptor(unread, 'responses')?.get, 'function', 'not parsed yet');
    assert.equal(serializeScanCache(new Map([[file, { ...first, summary: unread }]]), key), text, 'written again as read');
    assert.equal(typeof Object.getOwnPropertyDescriptor(unread, 'responses')?.get, 'function', 'written again without parsing them');
    assert.deepEqual(unread.responses, [record]);
    assert.equal(serializeScanCache(new Map([[file, { ...first, summary: unread }]]), key), text);
    const cache = JSON.parse(text);
    const damaged: ItemSummary[] = [];
    const listening = onDamagedResponses((summary) => damaged.push(summary));
    try {
      assert.deepEqual(damaged, [], 'intact responses are not reported');
      cache.files[file][2].responses = JSON.stringify([record, { action: 'response' }]);
      const partial = parseScanCache(JSON.stringify(cache), key).get(file)!.summary!;
      assert.deepEqual(partial.responses, [record]);
      cache.files[file][2].responses = '[{';
      const broken = parseScanCache(JSON.stringify(cache), key).get(file)!.summary!;
      assert.deepEqual(broken.responses, []);
      assert.deepEqual(damaged, [partial, broken], 'a damaged text is reported when read, so its file is checked again');
    } finally {
      listening.dispose();
    }
  });

  test('malformed entries are dropped one by one (those files are checked again); the rest is kept', () => {
    const entries = scanned();
    const cache = JSON.parse(serializeScanCache(entries, key));
    const withProblems = Object.keys(cache.files).filter((k) => cache.files[k][3].length);
    const clean = Object.keys(cache.files).filter((k) => !cache.files[k][3].length);
    const [a, d, f] = withProblems;
    const [b, c, e] = clean;
    cache.files[a][3] = [[0, 2, 0, 0, 0, 0, 0]];
    cache.files[b][0] = 'yesterday';
    cache.files[c][2] = { ...cache.files[c][2], responses: [] };
    cache.files[d][3] = [[0, 1, 0, 0, -1, 0, 0]];
    cache.files[e][2] = { ...cache.files[e][2], status: 'shipped' };
    cache.files[f][3] = [[0, 1, cache.strings.length, 0, 0, 0, 0]];
    cache.files['relative/a.item.json'] = cache.files[[...entries.keys()][5]];
    const kept = parseScanCache(JSON.stringify(cache), key);
    assert.deepEqual([...kept.keys()].sort(), [...entries.keys()].filter((k) => ![a, b, c, d, e, f].includes(k)).sort());
    for (const [file, value] of kept) assert.deepEqual(plain(value), plain(entries.get(file)));
  });

  test('only files unchanged on disk are taken from it; a file that cannot be stat\'ed (a link to itself) is read again, not a failure', () => {
    const dir = folderWith({ 'same.item.json': '{}', 'changed.item.json': '{}', 'gone.item.json': '{}', 'new.item.json': '{}' });
    const file = (name: string) => path.join(dir, name);
    const cache: ScanCacheEntries = new Map(['same', 'changed', 'gone', 'loop'].map((n) => [file(`${n}.item.json`), { ...(scanLocalFile(file('same.item.json'), 'en') as ScannedFile), mtimeMs: statSync(file('same.item.json')).mtimeMs }]));
    writeFileSync(file('changed.item.json'), '{ }');
    unlinkSync(file('gone.item.json'));
    symlinkSync(file('loop.item.json'), file('loop.item.json'));
    assert.throws(() => statSync(file('loop.item.json'), { throwIfNoEntry: false }), /ELOOP/);
    const files = ['same', 'changed', 'gone', 'new', 'loop'].map((n) => file(`${n}.item.json`));
    const { reused, toRead } = unchangedInCache(files, cache);
    assert.deepEqual(reused.map(([i]) => i), [0]);
    assert.deepEqual(toRead, [1, 2, 3, 4]);
    assert.match((scanLocalFile(file('loop.item.json'), 'en') as { refused: string }).refused, /ELOOP/);
  });

  test('a file is recorded with its own modification time, not the time of the scan', () => {
    const dir = folderWith({ 'a.item.json': '{}' });
    const file = path.join(dir, 'a.item.json');
    utimesSync(file, new Date(2020, 0, 1), new Date(2020, 0, 1));
    assert.equal((scanLocalFile(file, 'en') as ScannedFile).mtimeMs, new Date(2020, 0, 1).getTime());
  });
});

describe('workspace scan: finding the files', () => {
  test('every item and packet file, not entering excluded folders nor following linked folders', async () => {
    const dir = folderWith({ 'a.item.json': '{}', 'notes.json': '{}', 'b.packet.json': '{}' });
    for (const folder of ['sub/deeper', 'node_modules/pkg', '.git', 'out']) execFileSync('mkdir', ['-p', path.join(dir, folder)]);
    for (const file of ['sub/c.item.json', 'sub/deeper/d.item.json', 'node_modules/pkg/e.item.json', '.git/f.item.json', 'out/g.item.json', 'sub/skip.tmp.item.json']) {
      writeFileSync(path.join(dir, file), '{}');
    }
    execFileSync('ln', ['-s', dir, path.join(dir, 'sub', 'loop')]);
    const exclude = excludeMatcher(['**/node_modules/**', '**/.git', 'out/**', '**/*.tmp.item.json']);
    const found = await findLocalFiles(dir, (name) => fileKindOf(name) !== undefined, exclude);
    assert.deepEqual(found.map((f) => path.relative(dir, f)).sort(), ['a.item.json', 'b.packet.json', 'sub/c.item.json', 'sub/deeper/d.item.json']);
    assert.deepEqual(await findLocalFiles(dir, itemFiles.matches, exclude, () => true), []);
  });
});
