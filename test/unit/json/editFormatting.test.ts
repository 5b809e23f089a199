import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editJson } from '../../../src/core/json/edit';
import type { EditOp } from '../../../src/core/json/path';

function applied(text: string, ops: EditOp[], order?: (path: (string | number)[]) => readonly string[] | undefined): string {
  const edit = editJson(text, ops, order);
  return edit ? text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length) : text;
}

const TEXT = '{\n  "id": "x",\n  "topics": ["a", "b"],\n  "meta": {"k": 1}\n}\n';

test('adding a property beside a compact array keeps the array on its line', () => {
  assert.equal(applied(TEXT, [{ op: 'set', path: ['notes'], value: 'n' }], () => ['id', 'topics', 'notes', 'meta']), '{\n  "id": "x",\n  "topics": ["a", "b"],\n  "notes": "n",\n  "meta": {"k": 1}\n}\n');
  assert.equal(applied(TEXT, [{ op: 'set', path: ['notes'], value: 'n' }]), '{\n  "id": "x",\n  "topics": ["a", "b"],\n  "meta": {"k": 1},\n  "notes": "n"\n}\n');
});

test('a new object value is written in the document indentation; compact containers stay compact', () => {
  assert.equal(
    applied(TEXT, [{ op: 'set', path: ['answer'], value: { parts: [{ label: 'x' }] } }]),
    '{\n  "id": "x",\n  "topics": ["a", "b"],\n  "meta": {"k": 1},\n  "answer": {\n    "parts": [\n      {\n        "label": "x"\n      }\n    ]\n  }\n}\n',
  );
  const inserted = applied(TEXT, [{ op: 'insert', path: ['topics', 2], value: 'c' }]);
  assert.match(inserted, /"topics": \["a", "b", ?"c"\]/);
  assert.deepEqual(JSON.parse(inserted).topics, ['a', 'b', 'c']);
});
