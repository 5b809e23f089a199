import assert from 'node:assert/strict';
import { closeSync, fstatSync, mkdtempSync, openSync, readdirSync, readFileSync, readSync, realpathSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import type { CachedCall } from '../../../src/core/judge/cache';
import { DirectoryCacheStore } from '../../../src/node/judgeCacheStore';
import { repoRoot } from '../helpers';

const scratch = () => realpathSync(mkdtempSync(path.join(tmpdir(), 'finbench-judge-cache-')));
const KEY = 'ab'.repeat(32);
const call = (raw: string): CachedCall => ({ raw, usage: null, latencyMs: 5, structured: true });

/** The whole content of an open file, read through its descriptor. */
function readAll(fd: number): string {
  const buffer = Buffer.alloc(fstatSync(fd).size);
  readSync(fd, buffer, 0, buffer.length, 0);
  return buffer.toString('utf8');
}

describe('the judge cache store', () => {
  test('keeps a call under its key in a two-letter folder, misses an unknown key, and clears', async () => {
    const store = new DirectoryCacheStore(path.join(scratch(), 'judge'));
    assert.equal(await store.get(KEY), undefined);
    await store.set(KEY, call('{"score":1}'));
    assert.deepEqual(await store.get(KEY), call('{"score":1}'));
    assert.deepEqual(readdirSync(path.join(store.folder, 'ab')), [`${KEY}.json`]);
    await store.clear();
    assert.equal(await store.get(KEY), undefined);
    await store.clear();
  });

  test('a rewrite replaces the entry whole: a reader that has the old entry open reads all of it, never part of the new one', async () => {
    const store = new DirectoryCacheStore(scratch());
    await store.set(KEY, call('old verdict'));
    const file = path.join(store.folder, 'ab', `${KEY}.json`);
    const reader = openSync(file, 'r');
    try {
      await store.set(KEY, call('x'.repeat(1 << 20)));
      // Written in place, the open file would now be the new (or a cut) entry.
      assert.deepEqual(JSON.parse(readAll(reader)), call('old verdict'));
    } finally {
      closeSync(reader);
    }
    assert.equal((await store.get(KEY))?.raw.length, 1 << 20);
    assert.deepEqual(readdirSync(path.dirname(file)), [`${KEY}.json`], 'no temporary file is left behind');
  });

  test('writers of the same entry at once leave one of their entries whole', async () => {
    const store = new DirectoryCacheStore(scratch());
    const values = Array.from({ length: 12 }, (_, i) => call(String(i).repeat(100_000 + i)));
    await Promise.all(values.map((value) => store.set(KEY, value)));
    const kept = await store.get(KEY);
    assert.ok(values.some((value) => JSON.stringify(value) === JSON.stringify(kept)), 'the entry is one writer\'s, whole');
  });

  test('a broken or foreign entry is a miss, not an error', async () => {
    const store = new DirectoryCacheStore(scratch());
    await store.set(KEY, call('ok'));
    const file = path.join(store.folder, 'ab', `${KEY}.json`);
    for (const text of ['{"raw": "cut sh', '{"raw": 3}', 'null']) {
      writeFileSync(file, text);
      assert.equal(await store.get(KEY), undefined, text);
    }
  });

  test('the CLI and the extension use this one store', () => {
    const source = (file: string) => readFileSync(path.join(repoRoot, file), 'utf8');
    for (const file of ['src/cli/commands/judge.ts', 'src/extension/judge/judgeCacheStore.ts']) {
      assert.match(source(file), /import \{ DirectoryCacheStore \} from '\.\.\/\.\.\/node\/judgeCacheStore';/, file);
    }
    const stores = readdirSync(path.join(repoRoot, 'src'), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts') && /implements CacheStore\b/.test(source(path.join('src', f))))
      .map((f) => f.split(path.sep).join('/'))
      .sort();
    assert.deepEqual(stores, ['core/judge/cache.ts', 'node/judgeCacheStore.ts'], 'the in-memory store of the core and the one on disk');
  });
});
