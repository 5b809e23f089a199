import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { summarizeItem } from '../../../src/core/dataset/summary';
import { itemFiles } from '../../../src/core/files/fileKinds';
import { readItemFiles, type ItemFiles } from '../../../src/extension/review/itemReading';
import type { ScanStamp } from '../../../src/extension/scan/scanFiles';
import { repoRoot } from '../helpers';

const sample = (name: string) => readFileSync(path.join(repoRoot, 'samples/dataset', `${name}.item.json`), 'utf8');
const DISPUTED = sample('t2-gc-moutai-revenue');
const READY = sample('t2-global-sbux-assets').replace(/"review": \{[\s\S]*?\n {2}\}/, '"review": {\n    "status": "ready"\n  }');
/** A property the schema refuses: diagnosing this text finds an error. */
const withError = (text: string) => text.replace('{', '{\n  "colour": "red",');

interface FakeFile {
  text: string;
  /** What the scan recorded; absent: not indexed. */
  scanned?: ScanStamp;
  /** Changed on disk since the scan: another time. */
  changedSinceScan?: boolean;
  openText?: string;
  refused?: boolean;
}

/** A fake index, editor and disk over `files`; `reads` lists the files read from disk. */
function fakeFiles(files: Record<string, FakeFile>): ItemFiles<string> & { reads: string[] } {
  const reads: string[] = [];
  return {
    reads,
    listed: () => Object.keys(files).filter((f) => files[f].scanned),
    indexed: (f) => {
      const scanned = files[f]?.scanned;
      return scanned && { scanned, summary: summarizeItem(JSON.parse(files[f].text)) };
    },
    open: (f) => {
      const openText = files[f]?.openText;
      return openText === undefined ? undefined : { text: openText, diagnosis: itemFiles.diagnose(openText, 'en') };
    },
    read: async (f) => {
      reads.push(f);
      const file = files[f];
      if (!file) return undefined;
      if (file.refused) return { refused: `${f} is not a regular file` };
      const bytes = new TextEncoder().encode(file.text);
      return { bytes, mtimeMs: file.changedSinceScan ? 2 : 1, size: bytes.length };
    },
    name: (f) => f,
  };
}

const stamp = (text: string, valid = true): ScanStamp => ({ mtimeMs: 1, size: new TextEncoder().encode(text).length, valid });

describe('reading the workspace\'s items for review', () => {
  test('an unchanged file the scan found valid is parsed, not diagnosed again', async () => {
    // The scan's verdict counts: were the text diagnosed here, the refused property would make it invalid.
    const text = withError(DISPUTED);
    const files = fakeFiles({ 'a.item.json': { text, scanned: stamp(text) } });
    const { items, invalid } = await readItemFiles(files);
    assert.deepEqual([items.map((i) => i.item.id), invalid], [['t2-gc-moutai-revenue'], []]);
    assert.equal(items[0].text, text);
  });

  test('a file changed since the scan, or never scanned, is diagnosed', async () => {
    const text = withError(DISPUTED);
    const changed = fakeFiles({ 'a.item.json': { text, scanned: stamp(text), changedSinceScan: true } });
    assert.deepEqual(await readItemFiles(changed), { items: [], invalid: ['a.item.json'] });
    const picked = fakeFiles({ 'b.item.json': { text } });
    assert.deepEqual(await readItemFiles(picked, { uris: ['b.item.json'] }), { items: [], invalid: ['b.item.json'] });
  });

  test('an arbitration decision reads only its item: the summaries choose, other files are not read', async () => {
    const files = fakeFiles({
      'a.item.json': { text: DISPUTED, scanned: stamp(DISPUTED) },
      'b.item.json': { text: READY, scanned: stamp(READY) },
      'c.item.json': { text: withError(READY), scanned: stamp(withError(READY), false) },
    });
    const { items, invalid } = await readItemFiles(files, { wanted: (s) => s.id === 't2-gc-moutai-revenue' });
    assert.deepEqual(items.map((i) => i.file), ['a.item.json']);
    assert.deepEqual(invalid, ['c.item.json'], 'a file with errors is named without being read');
    assert.deepEqual(files.reads, ['a.item.json']);
  });

  test('only the files the index lists are read (excluded and refused files never are)', async () => {
    const files = fakeFiles({ 'in.item.json': { text: READY, scanned: stamp(READY) }, 'excluded.item.json': { text: READY } });
    assert.deepEqual((await readItemFiles(files)).items.map((i) => i.file), ['in.item.json']);
    assert.deepEqual(files.reads, ['in.item.json']);
    const fifo = fakeFiles({ 'fifo.item.json': { text: READY, refused: true } });
    assert.deepEqual(await readItemFiles(fifo, { uris: ['fifo.item.json'] }), { items: [], invalid: ['fifo.item.json'] });
  });

  test('an open document\'s unsaved text counts, with its own diagnosis; the disk is not read', async () => {
    const unsaved = DISPUTED.replace('"status": "disputed"', '"status": "agreed"');
    const files = fakeFiles({ 'a.item.json': { text: DISPUTED, scanned: stamp(DISPUTED), openText: unsaved } });
    const { items } = await readItemFiles(files, { wanted: (s) => s.status === 'agreed' });
    assert.deepEqual([items[0]?.text, files.reads], [unsaved, []]);
    const broken = fakeFiles({ 'a.item.json': { text: DISPUTED, scanned: stamp(DISPUTED), openText: withError(DISPUTED) } });
    assert.deepEqual(await readItemFiles(broken), { items: [], invalid: ['a.item.json'] });
  });

  test('a file gone since it was listed is left out; items and skipped files are sorted', async () => {
    const files = fakeFiles({ 'z.item.json': { text: READY, scanned: stamp(READY) }, 'm.item.json': { text: DISPUTED, scanned: stamp(DISPUTED) } });
    const { items } = await readItemFiles(files, { uris: ['z.item.json', 'gone.item.json', 'm.item.json'] });
    assert.deepEqual(items.map((i) => i.file), ['m.item.json', 'z.item.json']);
  });

  test('cancelling stops before the next file', async () => {
    const files = fakeFiles({ 'a.item.json': { text: READY, scanned: stamp(READY) } });
    await assert.rejects(readItemFiles(files, { checkCancelled: () => { throw new Error('cancelled'); } }), /cancelled/);
    assert.deepEqual(files.reads, []);
  });
});
