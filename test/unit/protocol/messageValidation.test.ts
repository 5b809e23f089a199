import assert from 'node:assert/strict';
import { test } from 'node:test';
import { edit } from '../../../src/protocol/itemEditor';
import { InvalidMessage, noParams } from '../../../src/protocol/rpc';

const parseEditParams = edit.parse;
const parseNoParams = noParams;

test('edits inside the item format with the right types are accepted', () => {
  const ops = [
    { op: 'set', path: ['answer', 'parts', 0, 'value'], value: '222.00' },
    { op: 'remove', path: ['meta', 'notes'] },
    { op: 'insert', path: ['rubric', 2], value: { number: 3, text: '', weight: 1, tag: 'factual' } },
    { op: 'move', path: ['rubric'], from: 0, to: 2 },
  ];
  assert.deepEqual(parseEditParams({ ops }), { ops });
});

test('anything else is rejected with the reason', () => {
  const cases: [unknown, RegExp][] = [
    [undefined, /'ops' must be a list/],
    [{ ops: [] }, /'ops' must be a list/],
    [{ ops: [{ op: 'delete', path: ['id'] }] }, /unknown edit 'delete'/],
    [{ ops: [{ op: 'set', path: [], value: {} }] }, /'path' must be a list of 1 to/],
    [{ ops: [{ op: 'set', path: ['colour'], value: 'red' }] }, /\/colour is not a field of an item/],
    [{ ops: [{ op: 'set', path: ['__proto__', 'polluted'], value: true }] }, /is not a field of an item/],
    [{ ops: [{ op: 'set', path: ['answer', 'parts', -1, 'label'], value: 'x' }] }, /path step -1/],
    [{ ops: [{ op: 'set', path: ['task'], value: 'T9' }] }, /value for \/task does not have the type/],
    [{ ops: [{ op: 'set', path: ['rubric', 0, 'weight'], value: '10' }] }, /value for \/rubric\/0\/weight/],
    [{ ops: [{ op: 'set', path: ['review', 'status'], value: 'accepted' }] }, /\/review\/status is read-only/],
    [{ ops: [{ op: 'remove', path: ['x-team'] }] }, /\/x-team is read-only/],
    [{ ops: [{ op: 'set', path: ['schemaVersion'], value: 1 }] }, /read-only/],
    [{ ops: [{ op: 'insert', path: ['rubric'], value: {} }] }, /insert needs a list index/],
    [{ ops: [{ op: 'move', path: ['question'], from: 0, to: 1 }] }, /\/question is not a list/],
    [{ ops: [{ op: 'move', path: ['rubric'], from: 0, to: 1.5 }] }, /'to' must be a list index/],
  ];
  for (const [params, reason] of cases) assert.throws(() => parseEditParams(params), (e: Error) => e instanceof InvalidMessage && reason.test(e.message), JSON.stringify(params));
  assert.throws(() => parseNoParams({ x: 1 }), InvalidMessage);
  assert.equal(parseNoParams(undefined), undefined);
});
