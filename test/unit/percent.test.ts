import assert from 'node:assert/strict';
import { test } from 'node:test';
import { percent, percentPoints } from '../../src/core/percent';

test('a share is written in percent to one decimal at most, without a trailing zero', () => {
  assert.deepEqual([0, 0.5, 1, 1 / 3, 2 / 3, 0.0004, 0.1245].map(percent), ['0%', '50%', '100%', '33.3%', '66.7%', '0%', '12.5%']);
  assert.equal(percent(null), '—');
});

test('a half rounds away from zero on the decimal value, not on its binary approximation', () => {
  // 0.0285 × 1000 is 28.499999999999996 and (0.0285 × 100).toFixed(1) is "2.8"; 0.0005 × 100 rounds to one tenth.
  assert.deepEqual([0.0285, 57 / 2000, 0.0005, 0.9995, 0.00049].map(percent), ['2.9%', '2.9%', '0.1%', '100%', '0%']);
  assert.equal(percent(-0.0285), '-2.9%');
});

test('a difference of shares is written in percentage points by the same rule; one that rounds to zero has no sign', () => {
  assert.deepEqual([0.015, -0.2, 0.0285, -0.0004, 0].map(percentPoints), ['1.5 pp', '-20 pp', '2.9 pp', '0 pp', '0 pp']);
});
