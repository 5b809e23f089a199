// The fast reading path (JSON.parse first, positions only for files with findings, compiled schema validators,
// worker threads) must find exactly what the tree-based reading found: same messages, pointers and ranges.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { diagnoseItem, diagnoseItemText } from '../../../src/core/diagnose/diagnose';
import { createLocator } from '../../../src/core/json/text';
import { repoRoot, sampleItems } from '../helpers';

/**
 * How findings were placed before: jsonc-parser's syntax tree for every file. The value is JSON.parse's, as the item
 * a user wrote: jsonc-parser's own value assigns each key, so a "__proto__" field would vanish from it.
 */
function treeBasedFindings(text: string) {
  const locate = createLocator(text);
  return diagnoseItem(JSON.parse(text)).map((f) => ({ ...f, span: locate(f.pointer, { key: f.code === 'schema.additionalProperties' }) }));
}

const samples = sampleItems().map(([, item]) => item);
const paths = ['question', 'task', 'id', 'answer', 'rubric', 'live', 'language', 'market', 'x-note', 'colour', 'answer/parts/0/tolerance', 'answer/parts/0/value', 'answer/parts/0'];

/** A sample item with one field replaced by any JSON value (or removed). */
const mutatedItem = fc.tuple(fc.constantFrom(...samples), fc.constantFrom(...paths), fc.option(fc.jsonValue({ maxDepth: 3 }))).map(([item, at, value]) => {
  const copy = structuredClone(item) as Record<string, any>;
  const steps = at.split('/');
  let node: any = copy;
  for (const step of steps.slice(0, -1)) node = node?.[step];
  if (node && typeof node === 'object') {
    if (value === null) delete node[steps.at(-1)!];
    else node[steps.at(-1)!] = value;
  }
  return copy;
});

describe('fast reading path', () => {
  test('finds the same findings at the same places as the tree-based path (any mutation, any indentation)', () => {
    fc.assert(
      fc.property(mutatedItem, fc.constantFrom(0, 2, '\t'), (item, indent) => {
        const text = JSON.stringify(item, null, indent);
        const fast = diagnoseItemText(text);
        assert.equal(fast.parseFailed, false);
        assert.deepEqual(fast.findings, treeBasedFindings(text));
      }),
      { numRuns: 150 },
    );
  });

  test('validate with worker threads reports exactly what one thread reports', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'finbench-threads-'));
    const variants = fc.sample(mutatedItem, { numRuns: 360, seed: 7 });
    // Three copies of each under other names: enough files (1,080) for the run to start a second thread.
    for (const copy of [0, 1, 2]) variants.forEach((item, i) => writeFileSync(path.join(dir, `${copy}-${String(i).padStart(3, '0')}.item.json`), JSON.stringify(item, null, 2)));
    writeFileSync(path.join(dir, 'broken.item.json'), '{ "id": ');
    const run = (jobs: string) => {
      try {
        return execFileSync(process.execPath, [path.join(repoRoot, 'dist/cli.js'), 'validate', dir, '--json', '--jobs', jobs], { encoding: 'utf8', maxBuffer: 1 << 28 });
      } catch (e) {
        return (e as { stdout: string }).stdout;
      }
    };
    const one = JSON.parse(run('1'));
    assert.equal(one.files.length, 1081);
    assert.ok(one.errorCount > 0);
    assert.deepEqual(JSON.parse(run('2')), one);
  });
});
