// Every shortcut `finbench validate` takes (JSON.parse first, the cheap proof that no key repeats, positions only
// for files with findings, found by scanning along their pointers) must give exactly the findings of the full path:
// jsonc-parser's tree for every file and the exhaustive duplicate-key scan. Compared over the lint corpus, the
// fixtures and hostile inputs.
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { diagnoseItem, problemFinding, type LocatedFinding } from '../../../src/core/diagnose/diagnose';
import { diagnoseFileBytes, itemFiles } from '../../../src/core/files/fileKinds';
import { importFinSearchComp } from '../../../src/core/formats/finsearchcomp';
import { decodeJsonBytes, readJsonText } from '../../../src/core/json/read';
import { createLocator } from '../../../src/core/json/text';
import { repoRoot, sampleItems } from '../helpers';

/** The full path: no proof skips the duplicate-key scan, and every file's findings are placed through its syntax tree. */
function fullPathFindings(bytes: Uint8Array): { parseFailed: boolean; findings: LocatedFinding[] } {
  const decoded = decodeJsonBytes(bytes);
  if (decoded.problem) return { parseFailed: true, findings: [problemFinding(decoded.problem, 'en')] };
  const read = readJsonText(decoded.text, { exhaustive: true });
  const problems = read.problems.map((p) => problemFinding(p, 'en'));
  if (!('value' in read)) return { parseFailed: true, findings: problems };
  const locate = createLocator(decoded.text);
  const findings = diagnoseItem(read.value).map((f) => ({ ...f, span: locate(f.pointer, { key: f.code === 'schema.additionalProperties' }) }));
  return { parseFailed: false, findings: [...problems, ...findings] };
}

function assertSameFindings(bytes: Uint8Array, label: string) {
  const fast = diagnoseFileBytes(itemFiles, bytes);
  assert.deepEqual({ parseFailed: fast.parseFailed, findings: fast.findings }, fullPathFindings(bytes), label);
}

const encode = (text: string) => new TextEncoder().encode(text);
const samples = sampleItems();
const sampleText = JSON.stringify(samples[0][1], null, 2);
const imported = importFinSearchComp(readFileSync(path.join(repoRoot, 'test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl'), 'utf8'), '2025-01-01T00:00:00Z').items.map((r) => r.item);
const corpus = readFileSync(path.join(repoRoot, 'test/fixtures/lint-corpus/questions.jsonl'), 'utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line).question as string);

describe('fast path against the full path', () => {
  test('the sample items, the imported FinSearchComp rows and the workspace fixtures, in three layouts', () => {
    const items = [...samples.map(([, item]) => item), ...imported];
    for (const [i, item] of items.entries()) {
      for (const indent of [0, 2, '\t']) assertSameFindings(encode(JSON.stringify(item, null, indent)), `item ${i}, indent ${JSON.stringify(indent)}`);
    }
    const workspace = path.join(repoRoot, 'test/fixtures/workspace');
    for (const file of readdirSync(workspace)) assertSameFindings(readFileSync(path.join(workspace, file)), file);
  });

  test('every lint-corpus question, as the question of an English and of a Chinese item', () => {
    for (const question of corpus) {
      for (const language of ['en', 'zh']) {
        assertSameFindings(encode(JSON.stringify({ ...samples[0][1], question, language }, null, 2)), `${language}: ${question}`);
      }
    }
  });

  test('hostile files: encodings, prototypes, depth, repeated keys, escapes, broken text', () => {
    const hostile: Record<string, string | Uint8Array> = {
      bom: `\uFEFF${sampleText}`,
      utf16: Buffer.from(sampleText, 'utf16le'),
      nul: `${sampleText}\u0000`,
      invalidUtf8: Buffer.concat([encode(sampleText.slice(0, 40)), Buffer.from([0xc3, 0x28]), encode(sampleText.slice(40))]),
      proto: `{"__proto__": {"task": "T1"}, ${sampleText.trim().slice(1)}`,
      deep: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
      nearlyTooDeep: `${'['.repeat(512)}${']'.repeat(512)}`,
      repeatedKey: sampleText.replace('"question":', '"question": 1, "question":'),
      repeatedKeySpaced: sampleText.replace('"question":', '"question" : 1, "question"\n:'),
      // A string that opens with a colon and a digit looks like a key's colon from both sides: one more than the keys.
      repeatedKeyBesideColonString: sampleText.replace('"question":', '"question" : ":1", "question" :'),
      repeatedKeyEndingInBackslash: sampleText.replace('"question":', '"q\\\\": 1, "q\\\\":2, "question":'),
      repeatedEscapedKey: sampleText.replace('"question":', '"question": 1, "\\u0071uestion":'),
      quotedJsonInString: sampleText.replace('"question": "', '"question": "{\\"a\\": 1, \\"a\\": [2]} \\\\": '),
      // More findings than are placed by scanning: these go through one syntax tree.
      manyFindings: JSON.stringify({ ...samples[0][1], answer: { parts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } }, null, 2),
      empty: '',
      broken: sampleText.slice(0, sampleText.length / 2),
      manyErrors: '@\n'.repeat(100),
    };
    for (const [label, content] of Object.entries(hostile)) assertSameFindings(typeof content === 'string' ? encode(content) : content, label);
  });

  test('any text inserted anywhere in an item, any bytes, any JSON', () => {
    const content = fc.oneof(
      fc.tuple(fc.nat(sampleText.length), fc.oneof(fc.string({ maxLength: 6 }), fc.constantFrom('"x": 1, ', '"id": "a", ', '\\":', '": ', ' :', '\\\\'))).map(([at, insert]) => encode(sampleText.slice(0, at) + insert + sampleText.slice(at))),
      fc.uint8Array({ maxLength: 300 }),
      fc.jsonValue({ maxDepth: 4 }).map((v) => encode(JSON.stringify(v, null, 1))),
      fc.tuple(fc.constantFrom(...Object.keys(samples[0][1])), fc.jsonValue({ maxDepth: 3 })).map(([key, value]) => encode(JSON.stringify({ ...samples[0][1], [key]: value }))),
    );
    fc.assert(fc.property(content, (bytes) => assertSameFindings(bytes, Buffer.from(bytes).toString('utf8').slice(0, 200))), { numRuns: 1000 });
  });
});
