import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fitsSchemaTypes, propertyOrderAt, schemaAt } from '../../../src/core/item/itemSchema';

describe('item schema by path', () => {
  test('paths inside the item format resolve, others do not', () => {
    assert.ok(schemaAt(['answer', 'parts', 0, 'tolerance', 'delta']));
    assert.ok(schemaAt(['live', 'tickers', 'any-provider']));
    assert.ok(schemaAt(['live', 'snapshot', 'NVDA___O', 'RT_LOW']));
    assert.ok(schemaAt(['x-anything']));
    for (const path of [['colour'], ['__proto__'], ['answer', 'parts', 'first'], ['rubric', 0, 'score'], ['question', 0]]) {
      assert.equal(schemaAt(path), undefined, JSON.stringify(path));
    }
  });

  test('values must have the types (and enum values) the schema allows, all the way down', () => {
    const fits = (path: (string | number)[], value: unknown) => fitsSchemaTypes(schemaAt(path)!, value);
    assert.ok(fits(['question'], ''), 'lengths are not checked: the form writes what was typed');
    assert.ok(fits(['answer', 'parts', 0, 'value'], '222.00'));
    assert.ok(fits(['answer', 'parts', 0, 'value'], 222));
    assert.ok(!fits(['answer', 'parts', 0, 'value'], true));
    assert.ok(!fits(['task'], 'T9'));
    assert.ok(!fits(['rubric', 0, 'weight'], 1.5));
    assert.ok(fits(['rubric', 0], { number: 1, text: '', weight: -2, tag: 'factual' }));
    assert.ok(!fits(['rubric', 0], { number: 1, text: '', weight: -2, tag: 'factual', colour: 'red' }));
    assert.ok(fits(['live', 'snapshot'], { X: { RT_LOW: '1', RT_HIGH: 2, RT_VOL: null } }));
    assert.ok(!fits(['live', 'snapshot'], { X: { RT_LOW: [1] } }));
  });

  test('property order comes from the schema', () => {
    assert.deepEqual(propertyOrderAt([])?.slice(0, 6), ['$schema', 'schemaVersion', 'id', 'task', 'market', 'language']);
    assert.deepEqual(propertyOrderAt(['translation']), ['language', 'question', 'requiredContent']);
    assert.equal(propertyOrderAt(['live', 'tickers']), undefined);
  });
});
