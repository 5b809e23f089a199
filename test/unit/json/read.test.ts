import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { visit } from 'jsonc-parser';
import { decodeJsonBytes, invalidUtf8Offset, MAX_JSON_DEPTH, readJsonText } from '../../../src/core/json/read';

const strict = new TextDecoder('utf-8', { fatal: true });
const isUtf8 = (bytes: Uint8Array) => {
  try {
    strict.decode(bytes);
    return true;
  } catch {
    return false;
  }
};

describe('reading JSON bytes', () => {
  test('the invalid-byte offset agrees with a strict decoder on any bytes', () => {
    fc.assert(
      fc.property(fc.oneof(fc.uint8Array({ maxLength: 40 }), fc.string({ unit: 'binary' }).map((s) => new TextEncoder().encode(s))), (bytes) => {
        const offset = invalidUtf8Offset(bytes);
        assert.equal(offset === bytes.length, isUtf8(bytes));
        if (offset < bytes.length) assert.ok(!isUtf8(bytes.subarray(0, offset + 1)) || !isUtf8(bytes));
      }),
      { numRuns: 300 },
    );
  });
  test('overlong forms, surrogates, code points above U+10FFFF and cut sequences are named at their byte', () => {
    const at = (...bytes: number[]) => invalidUtf8Offset(Uint8Array.from([0x41, ...bytes]));
    assert.equal(at(0xc0, 0x80), 1);
    assert.equal(at(0xe0, 0x80, 0x80), 2);
    assert.equal(at(0xed, 0xa0, 0x80), 2);
    assert.equal(at(0xf4, 0x90, 0x80, 0x80), 2);
    assert.equal(at(0xe6, 0x97), 1);
    assert.equal(at(0xe6, 0x97, 0xa5), 4);
  });
  test('decoding agrees with a decoder that checks each step strictly, on any bytes (U+FFFD, NUL and BOM included)', () => {
    // The straightforward reading: UTF-16 first, then strict UTF-8, then a NUL counted in bytes of the text before it.
    const reference = (bytes: Uint8Array) => {
      let text: string;
      try {
        text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
      } catch {
        return { problem: { code: 'file.invalidUtf8', detail: String(invalidUtf8Offset(bytes)), span: { offset: 0, length: 1 } } };
      }
      const nul = text.indexOf('\u0000');
      if (nul !== -1) return { problem: { code: 'file.binary', detail: String(new TextEncoder().encode(text.slice(0, nul)).length), span: { offset: 0, length: 1 } } };
      const bom = text.startsWith('\uFEFF');
      return { text: bom ? text.slice(1) : text, bom };
    };
    const pieces = fc.oneof(
      fc.string({ unit: 'binary' }).map((s) => [...new TextEncoder().encode(s)]),
      fc.constantFrom([0xef, 0xbf, 0xbd], [0xef, 0xbb, 0xbf], [0], [0xff], [0xe6, 0x97], [0xc0, 0x80], [0x41]),
      fc.uint8Array({ maxLength: 6 }).map((b) => [...b]),
    );
    fc.assert(
      fc.property(fc.array(pieces, { maxLength: 8 }), (parts) => {
        const bytes = Uint8Array.from(parts.flat());
        const decoded = decodeJsonBytes(bytes);
        if (decoded.problem?.code === 'file.utf16') return;
        assert.deepEqual(decoded, reference(bytes));
      }),
      { numRuns: 500 },
    );
  });
  test('a BOM is dropped and remembered; text offsets are those of the text after it', () => {
    const decoded = decodeJsonBytes(new TextEncoder().encode('\uFEFF{"a": 1}'));
    assert.deepEqual(decoded, { text: '{"a": 1}', bom: true });
  });
});

describe('reading JSON text', () => {
  test('a number a double cannot hold is a problem at the number; numbers JSON reads as written are not', () => {
    const text = '{"a": 12345678901234567890, "b": [1e400, -1e-400], "c": "12345678901234567890", "d": 0.12345678901234567891}';
    const { value, problems } = readJsonText(text);
    assert.ok(value);
    assert.deepEqual(problems.map((p) => [p.code, p.detail, text.slice(p.span.offset, p.span.offset + p.span.length)]), [
      ['json.imprecise', '12345678901234567890', '12345678901234567890'],
      ['json.imprecise', '1e400', '1e400'],
      ['json.imprecise', '-1e-400', '-1e-400'],
      ['json.imprecise', '0.12345678901234567891', '0.12345678901234567891'],
    ]);
    // Each alone too (the text is scanned only when the parsed numbers call for it), after a 0 and in a string.
    for (const n of ['12345678901234567890', '1e400', '-1e-400', '1E-400', `0.${'0'.repeat(400)}1`, '0.12345678901234567891', '-98765432109876543210.5']) {
      const alone = `{"minDecimals": 0, "note": "1e-400 12345678901234567890", "value": ${n}}`;
      assert.deepEqual(readJsonText(alone).problems.map((p) => p.detail), [n], n);
    }
    const exact = ['1e21', '1E+21', '0.30000000000000004', '154.95000000000002', '-0', '0.000', '12.60', '9007199254740993e-16', '1.7976931348623157e308', '5e-324', '1234567890123456', `0.${'0'.repeat(30)}1`];
    for (const n of exact) assert.deepEqual(readJsonText(`[${n}]`).problems, [], n);
  });
  test('each number a double cannot hold is found at its place, whatever the strings and numbers around it', () => {
    const imprecise = ['12345678901234567890', '1e400', '-1e-400', '2E-999', '0.12345678901234567891', '-98765432109876543210.5'];
    const exact = ['0.30000000000000004', '-5.6843418860698155e-12', '1E+2', '-0', '0', '0.000', '12.60', '1.3877787807815022e-13'];
    const number = fc.oneof(fc.constantFrom(...imprecise, ...exact), fc.double({ noNaN: true, noDefaultInfinity: true }).map((x) => JSON.stringify(x)));
    // Strings holding what a number scan must step over: quotes, backslashes, digits, signs, exponents.
    const string = fc.array(fc.constantFrom('"', '\\', '1', '-', 'e', '12345678901234567890', ' ', ':', '[', 'é'), { maxLength: 6 }).map((c) => JSON.stringify(c.join('')));
    const space = fc.constantFrom('', ' ', '\n  ');
    const value: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        number,
        string,
        fc.constantFrom('true', 'null', '[]', '{}'),
        fc.array(fc.tuple(string, space, tie('value')), { maxLength: 4 }).map((entries) => `{${entries.map(([k, sp, v], i) => `${sp}${JSON.stringify(`${JSON.parse(k)}${i}`)}:${sp}${v}`).join(',')}}`),
        fc.array(fc.tuple(space, tie('value')), { maxLength: 4 }).map((items) => `[${items.map(([sp, v]) => `${sp}${v}`).join(',')}]`),
      ),
    })).value;
    fc.assert(
      fc.property(value, (text) => {
        // What a JSON tokenizer reads as numbers, kept where the number is one a double cannot hold.
        const expected: [string, number][] = [];
        visit(text, { onLiteralValue: (v, offset, length) => typeof v === 'number' && imprecise.includes(text.slice(offset, offset + length)) && expected.push([text.slice(offset, offset + length), offset]) });
        assert.deepEqual(readJsonText(text).problems.map((p) => [p.detail, p.span.offset]), expected, text);
      }),
      { numRuns: 2000 },
    );
  });
  test('any double, written as JSON writes it, reads back without a problem', () => {
    fc.assert(fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (x) => readJsonText(`[${JSON.stringify(x)}]`).problems.length === 0));
  });
  test('no key reaches a prototype', () => {
    const { value, problems } = readJsonText('{"__proto__": {"polluted": true}, "constructor": {"prototype": 1}}');
    assert.deepEqual(problems, []);
    assert.deepEqual(Object.keys(value as object), ['__proto__', 'constructor']);
    assert.equal(Object.getPrototypeOf(value), Object.prototype);
    assert.equal(({} as Record<string, unknown>).polluted, undefined);
  });
  test('duplicate keys are found at every depth; colons and escapes in strings are not taken for keys', () => {
    const dup = readJsonText('{"a": {"b": 1, "b": 2}, "c": [{"d": 1, "d": 1}], "e": 1, "e": 2}');
    assert.deepEqual(dup.problems.map((p) => [p.detail, p.span.offset]), [['b', 15], ['d', 39], ['e', 57]]);
    for (const clean of ['{"url": "https://x.org/a:b", "t": "10:30"}', '{"a\\u003a": "x\\u003ay", "b": "\\":\\""}', '{"k": {"k": {"k": 1}}}']) {
      assert.deepEqual(readJsonText(clean).problems, [], clean);
    }
  });
  test('any object with a repeated key is reported; any object without one is not', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'a:b', 'é', '\\u0061'), fc.jsonValue({ maxDepth: 1 })), { maxLength: 5 }), (entries) => {
        const text = `{${entries.map(([k, v]) => `"${k}": ${JSON.stringify(v)}`).join(', ')}}`;
        const names = entries.map(([k]) => JSON.parse(`"${k}"`));
        const repeated = new Set(names).size !== names.length;
        assert.equal(readJsonText(text).problems.length > 0, repeated, text);
      }),
      { numRuns: 400 },
    );
  });
  test('the cheap proof that no key repeats never hides a repeated key: same problems as the exhaustive scan', () => {
    // Keys and strings made of the characters the proof looks at: colons, quotes, backslashes, whitespace, value starts.
    const piece = fc.constantFrom(':', '"', '\\', ' ', '\n', 't', '1', '{', '/', 'a', '：');
    const jsonString = fc.array(piece, { maxLength: 8 }).map((chars) => JSON.stringify(chars.join('')));
    const space = fc.constantFrom('', ' ', '\n  ', '\t');
    const value: fc.Arbitrary<string> = fc.letrec<{ value: string }>((tie) => ({
      value: fc.oneof(
        { depthSize: 'small', withCrossShrink: true },
        jsonString,
        fc.constantFrom('1', '-2', 'true', 'null', '[]'),
        fc.array(fc.tuple(fc.oneof(jsonString, fc.constantFrom('"a"', '"b"')), space, space, tie('value')), { maxLength: 4 })
          .map((entries) => `{${entries.map(([k, before, after, v]) => `${k}${before}:${after}${v}`).join(',')}}`),
        fc.array(tie('value'), { maxLength: 3 }).map((items) => `[${items.join(', ')}]`),
      ),
    })).value;
    fc.assert(
      fc.property(value, (text) => {
        assert.deepEqual(readJsonText(text).problems, readJsonText(text, { exhaustive: true }).problems, text);
      }),
      { numRuns: 2000 },
    );
  });
  test(`more than ${MAX_JSON_DEPTH} levels is one problem, valid or broken, never a stack overflow`, () => {
    for (const text of ['['.repeat(MAX_JSON_DEPTH + 1) + ']'.repeat(MAX_JSON_DEPTH + 1), '{"a":'.repeat(100_000), `[${'[{"a": "]"}, '.repeat(100_000)}`]) {
      assert.deepEqual(readJsonText(text).problems.map((p) => p.code), ['json.tooDeep']);
    }
    // An unterminated string first: jsonc-parser stops at it, the brackets after it are never nested.
    assert.ok(readJsonText(`"\n${'['.repeat(200_000)}`).problems.every((p) => p.code === 'json.parse'));
    assert.deepEqual(readJsonText('['.repeat(MAX_JSON_DEPTH) + ']'.repeat(MAX_JSON_DEPTH)).problems, []);
  });
});
