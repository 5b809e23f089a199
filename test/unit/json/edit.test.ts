import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { editJson, formattingOf, type TextEdit } from '../../../src/core/json/edit';
import type { EditOp } from '../../../src/core/json/path';
import { propertyOrderAt } from '../../../src/core/item/itemSchema';

const apply = (text: string, edit: TextEdit | undefined) => (edit ? text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length) : text);
const run = (text: string, ...ops: EditOp[]) => apply(text, editJson(text, ops, propertyOrderAt));

const ITEM = `{
    "schemaVersion": 1,
    "id": "x",
    "task": "T2",
    "question": "Q?",
    "answer": { "parts": [ { "label": "A", "kind": "numeric", "value": 1, "tolerance": { "kind": "exact" } } ] },
    "x-custom": {"keep":   "me"},
    "rubric": [
        { "number": 1, "text": "one", "weight": 2, "tag": "factual" },
        { "number": 2, "text": "two", "weight": -1, "tag": "factual" },
        { "number": 3, "text": "three", "weight": 1, "tag": "factual" }
    ]
}
`;

describe('minimal JSON edits', () => {
  test('a value change replaces only the characters that differ', () => {
    const edit = editJson(ITEM, [{ op: 'set', path: ['question'], value: 'Q2?' }])!;
    assert.deepEqual(edit, { offset: ITEM.indexOf('Q?') + 1, length: 0, content: '2' });
  });

  test('formatting, unknown fields and every other byte stay as they were', () => {
    const after = run(ITEM, { op: 'set', path: ['answer', 'parts', 0, 'value'], value: '1.50' });
    assert.equal(after, ITEM.replace('"value": 1,', '"value": "1.50",'));
  });

  test('a new property goes where the schema puts it, indented like the file', () => {
    const after = run(ITEM, { op: 'set', path: ['market'], value: 'global' });
    assert.equal(after, ITEM.replace('"task": "T2",\n', '"task": "T2",\n    "market": "global",\n'));
    assert.deepEqual(formattingOf(ITEM), { insertSpaces: true, tabSize: 4, eol: '\n' });
  });

  test('remove, insert and move in one edit (one undo step)', () => {
    const after = run(
      ITEM,
      { op: 'move', path: ['rubric'], from: 0, to: 2 },
      { op: 'remove', path: ['rubric', 0] },
      { op: 'insert', path: ['rubric', 0], value: { number: 4, text: 'four', weight: 1, tag: 'formatting' } },
    );
    assert.deepEqual(JSON.parse(after).rubric.map((c: { number: number }) => c.number), [4, 3, 1]);
    assert.equal(after.slice(0, after.indexOf('"rubric"')), ITEM.slice(0, ITEM.indexOf('"rubric"')));
  });

  test('moving an element keeps a "__proto__" key inside it as a key', () => {
    const text = '{"list": [{"__proto__": {"a": 1}}, 2]}';
    assert.deepEqual(JSON.parse(run(text, { op: 'move', path: ['list'], from: 0, to: 1 })), JSON.parse('{"list": [2, {"__proto__": {"a": 1}}]}'));
    assert.ok(Object.hasOwn(JSON.parse(run(text, { op: 'move', path: ['list'], from: 0, to: 1 })).list[1], '__proto__'));
  });
  test('tabs and CRLF line ends are kept', () => {
    const text = '{\r\n\t"id": "x",\r\n\t"topics": [\r\n\t\t"a"\r\n\t]\r\n}\r\n';
    const after = run(text, { op: 'set', path: ['meta'], value: { author: 'li' } });
    assert.equal(after, '{\r\n\t"id": "x",\r\n\t"topics": [\r\n\t\t"a"\r\n\t],\r\n\t"meta": {\r\n\t\t"author": "li"\r\n\t}\r\n}\r\n');
  });

  test('removing what is absent changes nothing; an index outside a list is an error', () => {
    assert.equal(editJson(ITEM, [{ op: 'remove', path: ['translation'] }]), undefined);
    assert.throws(() => editJson(ITEM, [{ op: 'set', path: ['rubric', 3, 'text'], value: 'x' }]), /index 3 is outside rubric \(3 entries\)/);
    assert.throws(() => editJson(ITEM, [{ op: 'insert', path: ['rubric', 5], value: {} }]), /index 5 is outside rubric/);
    assert.throws(() => editJson(ITEM, [{ op: 'move', path: ['question'], from: 0, to: 1 }]), /question is not a list/);
  });

  test('the single edit never cuts a surrogate pair or a CRLF', () => {
    const text = '{\r\n  "question": "📈 up"\r\n}';
    const edit = editJson(text, [{ op: 'set', path: ['question'], value: '📉 up' }])!;
    assert.equal(edit.content, '📉');
    assert.equal(apply(text, edit), text.replace('📈', '📉'));
  });

  test('property: one edit turns the text into exactly what applying the ops one by one gives', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.integer(), fc.constant(undefined)), { minLength: 1, maxLength: 5 }), (values) => {
        let text = ITEM;
        for (const value of values) {
          const op: EditOp = value === undefined ? { op: 'remove', path: ['question'] } : { op: 'set', path: ['question'], value };
          const next = run(text, op);
          assert.equal(JSON.parse(next).question, value);
          assert.deepEqual({ ...JSON.parse(next), question: undefined }, { ...JSON.parse(text), question: undefined });
          text = next;
        }
      }),
    );
  });
});
