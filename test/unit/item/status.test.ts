import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editJson } from '../../../src/core/json/edit';
import { statusChangeOps, statusMoves } from '../../../src/core/item/status';
import { validateItem } from '../../../src/core/diagnose/validate';
import { newItem } from '../../../src/core/item/template';

const at = new Date('2025-08-15T10:00:00Z');

test('the author moves a draft to ready and back, or discards it; the history says who and when', () => {
  const item = newItem({ task: 'T2', market: 'global', language: 'en', id: 'x', now: at });
  assert.deepEqual(statusMoves('draft'), ['ready', 'discarded']);
  const text = `${JSON.stringify(item, null, 2)}\n`;
  const edit = editJson(text, statusChangeOps(item, 'ready', 'LW', at))!;
  const moved = JSON.parse(text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length));
  assert.deepEqual(moved.review, { status: 'ready', history: [{ at: '2025-08-15T10:00:00.000Z', actor: 'LW', action: 'ready', status: 'ready' }] });
  assert.deepEqual(validateItem(moved), []);

  const again = statusChangeOps(moved, 'draft', 'LW', at);
  assert.deepEqual(again[1], { op: 'insert', path: ['review', 'history', 1], value: { at: '2025-08-15T10:00:00.000Z', actor: 'LW', action: 'edited', status: 'draft' } });
});

test('the review workflow owns every other move', () => {
  assert.deepEqual(statusMoves('disputed'), []);
  assert.throws(() => statusChangeOps({ review: { status: 'in-review' } }, 'ready', 'LW', at), /cannot move from in-review to ready/);
  assert.throws(() => statusChangeOps({ review: { status: 'draft' } }, 'accepted', 'LW', at), /cannot move/);
});

test('an item without a review counts as a draft and gets one', () => {
  assert.deepEqual(statusChangeOps({}, 'ready', 'LW', at), [
    { op: 'set', path: ['review'], value: { status: 'ready', history: [{ at: '2025-08-15T10:00:00.000Z', actor: 'LW', action: 'ready', status: 'ready' }] } },
  ]);
});
