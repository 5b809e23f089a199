import assert from 'node:assert/strict';
import { test } from 'node:test';
import { asciiJson } from '../../../src/core/json/asciiJson';

test('JSON in ASCII: every other character escaped, read back as the same value', () => {
  const value = { question: '中国神华A股最近一个交易日最低价', emoji: '📈 up', lone: '\ud800x', latin: 'café', control: 'a\nb\u0001', quote: '"\\' };
  const text = asciiJson(value);
  assert.match(text, /^[\x20-\x7e]*$/);
  assert.deepEqual(JSON.parse(text), value);
  assert.equal(asciiJson({ plain: 'ascii only' }), JSON.stringify({ plain: 'ascii only' }));
});
