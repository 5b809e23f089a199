import assert from 'node:assert/strict';
import { readFileSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { cliIn, folderWith, SAMPLE_ITEM } from './cliHarness';

const sample = readFileSync(SAMPLE_ITEM, 'utf8');
const errorsOf = (out: string) => JSON.parse(out).files[0].errors as { code: string; message: string }[];

describe('finbench validate --cache', () => {
  test('an unchanged file reuses its report; the cache never answers for a file that changed, even with its size and mtime restored', async () => {
    const dir = folderWith({ 'a.item.json': sample });
    const file = path.join(dir, 'a.item.json');
    const first = await cliIn(dir, ['validate', '.', '--json', '--cache']);
    assert.equal(first.code, 0);
    // Plant a report in the cache: if it comes back, the cache answered.
    const cacheFile = path.join(dir, '.finbench-cache.json');
    const cache = JSON.parse(readFileSync(cacheFile, 'utf8'));
    const planted = { pointer: '', message: 'from the cache', severity: 'error', code: 'planted', line: 1, column: 1 };
    cache.files[file][1] = [planted];
    writeFileSync(cacheFile, JSON.stringify(cache));
    assert.deepEqual(errorsOf((await cliIn(dir, ['validate', '.', '--json', '--cache'])).out), [planted]);

    // Same size, same modification time, different content: the change time gives it away.
    const { atime, mtime } = statSync(file);
    writeFileSync(file, sample.replace('"task": "T2"', '"task": "T9"'));
    utimesSync(file, atime, mtime);
    assert.equal(statSync(file).size, Buffer.byteLength(sample));
    const changed = await cliIn(dir, ['validate', '.', '--json', '--cache']);
    assert.equal(changed.code, 1);
    assert.ok(errorsOf(changed.out).some((e) => e.code === 'schema.enum'), changed.out);
  });

  test('a damaged cache file is checked past, and --cache-file names another', async () => {
    const dir = folderWith({ 'a.item.json': sample, 'mine.json': '{"build": 1, "files": [' });
    const r = await cliIn(dir, ['validate', '.', '--json', '--cache-file', 'mine.json']);
    assert.equal(r.code, 0, r.err);
    assert.ok(JSON.parse(readFileSync(path.join(dir, 'mine.json'), 'utf8')).files[path.join(dir, 'a.item.json')]);
  });
});
