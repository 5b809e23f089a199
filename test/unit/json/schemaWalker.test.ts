import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { createSchemaWalker } from '../../../src/core/json/schemaWalker';
import { pointerToPath, valueAt } from '../../../src/core/json/path';

describe('schema walker over any schema', () => {
  const walker = createSchemaWalker({
    type: 'object',
    additionalProperties: false,
    properties: { reviewer: { type: 'string' }, items: { type: 'array', items: { $ref: '#/$defs/entry' } } },
    $defs: { entry: { type: 'object', properties: { id: { type: 'string' }, ambiguous: { type: 'boolean' } } } },
  });

  test('follows its own properties and $defs', () => {
    assert.deepEqual(walker.propertyOrderAt([]), ['reviewer', 'items']);
    assert.deepEqual(walker.propertyOrderAt(['items', 0]), ['id', 'ambiguous']);
    assert.equal(walker.schemaAt(['colour']), undefined);
    assert.ok(walker.fitsSchemaTypes(walker.schemaAt(['items', 0])!, { id: 'a', ambiguous: true }));
    assert.ok(!walker.fitsSchemaTypes(walker.schemaAt(['items', 0])!, { id: 1 }));
  });

  test('a reference to a missing definition is an error, not a schema that takes anything', () => {
    const broken = createSchemaWalker({ properties: { a: { $ref: '#/$defs/none' } } });
    assert.throws(() => broken.schemaAt(['a']), /#\/\$defs\/none/);
  });
});

describe('values by path', () => {
  test('only own properties are read; digits name object keys too', () => {
    const data = JSON.parse('{"snapshot":{"600519":{"RT_LAST":"1"}},"list":[5]}');
    assert.equal(valueAt(data, pointerToPath('/snapshot/600519/RT_LAST')), '1');
    assert.equal(valueAt(data, pointerToPath('/list/0')), 5);
    assert.equal(valueAt(data, ['__proto__']), undefined);
    assert.equal(valueAt(data, ['toString']), undefined);
    assert.equal(valueAt(data, ['list', 'length']), undefined);
  });
});
