import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import picomatch from 'picomatch';
import { diagnoseFileBytes, FILE_KINDS, fileKindOf, globOf, itemFiles, packetFiles } from '../../../src/core/files/fileKinds';
import { isItemFile, isPacketFile, itemFileName, packetFileName } from '../../../src/core/files/fileNames';

describe('file kinds', () => {
  test('which kind a path is, by its name', () => {
    assert.equal(fileKindOf('/data/t1-global-nvda-low.item.json'), itemFiles);
    assert.equal(fileKindOf('C:\\data\\sub\\a.item.json'), itemFiles);
    assert.equal(fileKindOf('packets/2026-03-01-bob-abc123.packet.json'), packetFiles);
    for (const other of ['finbench.dataset.json', 'a.item.json.bak', 'a.json', 'item.json', 'a.packet.jsonl', 'notes/a.item.json/readme.md']) {
      assert.equal(fileKindOf(other), undefined, other);
    }
  });

  test('each kind\'s name test agrees with its pattern (the glob VS Code and the watcher use)', () => {
    const names = ['a.item.json', 'a.packet.json', 'x.tmp.item.json', 'finbench.dataset.json', 'a.item.json.bak', 'item.json', '.item.json'];
    for (const kind of FILE_KINDS) {
      const glob = picomatch(kind.pattern, { dot: true });
      for (const name of names) assert.equal(kind.matches(name), glob(name), `${kind.pattern} / ${name}`);
    }
    const all = picomatch(globOf(), { dot: true });
    assert.deepEqual(['deep/er/a.item.json', 'b.packet.json', 'c.json'].map((p) => all(p)), [true, true, false]);
    assert.equal(globOf([packetFiles]), '**/{*.packet.json}');
  });

  test('file names from ids, and the name tests the rest of the product uses', () => {
    assert.equal(itemFileName('fsc-T1-069'), 'fsc-T1-069.item.json');
    assert.equal(packetFileName('2026-03-01-bob-abc123'), '2026-03-01-bob-abc123.packet.json');
    assert.ok(isItemFile(itemFileName('x')) && !isPacketFile(itemFileName('x')));
    assert.ok(isPacketFile(packetFileName('x')) && !isItemFile(packetFileName('x')));
  });

  test('items are summarised for the index; packets are not', () => {
    const { data } = itemFiles.diagnose('{"id": "a", "task": "T2", "review": {"status": "disputed"}}', 'en');
    assert.deepEqual([itemFiles.summarize?.(data).id, itemFiles.summarize?.(data).status], ['a', 'disputed']);
    assert.equal(packetFiles.summarize, undefined);
  });

  test('bytes are read as the CLI reads them: a BOM is kept apart, other encodings are one finding', () => {
    const text = '{"schemaVersion": 1}';
    const withBom = diagnoseFileBytes(itemFiles, new TextEncoder().encode(`\uFEFF${text}`));
    assert.deepEqual([withBom.bom, withBom.text, withBom.parseFailed], [true, text, false]);
    const utf16 = diagnoseFileBytes(packetFiles, Uint8Array.from([0xff, 0xfe, 0x7b, 0x00, 0x7d, 0x00]));
    assert.deepEqual([utf16.parseFailed, utf16.findings.map((f) => f.code)], [true, ['file.utf16']]);
    // The kind decides the checks: the same text is an invalid item and an invalid packet for different reasons.
    const bytes = new TextEncoder().encode('{}');
    assert.notDeepEqual(diagnoseFileBytes(itemFiles, bytes).findings.map((f) => f.message), diagnoseFileBytes(packetFiles, bytes).findings.map((f) => f.message));
  });
});
