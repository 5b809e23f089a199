import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { pointerOf } from '../../../src/core/json/path';
import { createScanLocator } from '../../../src/core/json/scanLocate';
import { createLineIndex, createLocator, lineColumn } from '../../../src/core/json/text';

/** Every pointer into a value, and each with one absent step added (an index past the end, an unknown name). */
function pointersOf(value: unknown, path: (string | number)[] = []): string[] {
  const here = [pointerOf(path), pointerOf([...path, 'absent']), pointerOf([...path, 7])];
  if (Array.isArray(value)) return [...here, ...value.flatMap((v, i) => pointersOf(v, [...path, i]))];
  if (typeof value === 'object' && value !== null) return [...here, ...Object.entries(value).flatMap(([k, v]) => pointersOf(v, [...path, k]))];
  return here;
}

describe('placing pointers by scanning the text', () => {
  test('gives the syntax tree\'s spans for every pointer, in any layout, keys escaped, repeated or made of digits', () => {
    const key = fc.constantFrom('a', 'b', '0', '12', 'a"b', 'a\\', 'é', '~/', '');
    const json = fc.letrec<{ value: unknown }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        fc.oneof(fc.string({ maxLength: 6 }), fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), fc.constant(null)),
        fc.array(tie('value'), { maxLength: 4 }),
        fc.dictionary(key, tie('value'), { maxKeys: 4 }),
      ),
    })).value;
    fc.assert(
      fc.property(json, fc.constantFrom(0, 2, '\t'), fc.boolean(), (value, indent, repeat) => {
        let text = JSON.stringify(value, null, indent) ?? 'null';
        // A repeated key: the scan must pick the last one, as JSON.parse and the tree do.
        if (repeat && text.startsWith('{') && text.length > 2) text = `{"a": [1], ${text.slice(1)}`;
        const tree = createLocator(text);
        const scan = createScanLocator(text);
        // Stopping at the first property of a name is right only where no key repeats (fc.dictionary's keys are unique).
        const firstOfName = repeat ? undefined : createScanLocator(text, { uniqueKeys: true });
        for (const pointer of pointersOf(JSON.parse(text))) {
          for (const key of [false, true]) {
            assert.deepEqual(scan(pointer, { key }), tree(pointer, { key }), `${pointer} in ${text}`);
            if (firstOfName) assert.deepEqual(firstOfName(pointer, { key }), tree(pointer, { key }), `${pointer} in ${text}, keys unique`);
          }
        }
      }),
      { numRuns: 500 },
    );
  });
});

describe('line and column of offsets', () => {
  test('the line index gives what a scan from the start gives, for offsets asked in any order', () => {
    const lines = fc.array(fc.string({ unit: fc.constantFrom('a', ' ', '"', '\r', '中') }), { maxLength: 12 });
    fc.assert(fc.property(lines, fc.array(fc.nat(), { maxLength: 20 }), (parts, picks) => {
      const text = parts.join('\n');
      const position = createLineIndex(text);
      for (const offset of picks.map((p) => p % (text.length + 1))) assert.deepEqual(position(offset), lineColumn(text, offset), `offset ${offset}`);
    }));
  });
});
