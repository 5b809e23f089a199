import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diagnoseItem } from '../../../src/core/diagnose/diagnose';
import { newItem } from '../../../src/core/item/template';
import type { Language, Market, TaskType } from '../../../src/core/item/types';
import { validateItem } from '../../../src/core/diagnose/validate';

const now = new Date('2025-08-14T09:10:00Z');

test('a new item of every task, market and language is valid', () => {
  for (const task of ['T1', 'T2', 'T3', 'OE'] as TaskType[]) {
    for (const market of ['global', 'greater-china'] as Market[]) {
      for (const language of ['en', 'zh'] as Language[]) {
        const item = newItem({ task, market, language, id: `new-${task}`, now });
        assert.deepEqual(validateItem(item), [], `${task} ${market} ${language}`);
        assert.deepEqual([item.id, item.task, item.market, item.language], [`new-${task}`, task, market, language]);
      }
    }
  }
});

test('T1 gets a live source captured today, OE a positive criterion, and placeholders in the item language', () => {
  const t1 = newItem({ task: 'T1', market: 'global', language: 'zh', id: 'a', now });
  assert.equal(t1.live?.capturedAt, '2025-08-14');
  assert.equal(t1.answer?.parts[0].snapshotField, 'RT_LAST');
  assert.match(t1.question, /[\u4e00-\u9fff]/);
  const oe = newItem({ task: 'OE', market: 'global', language: 'en', id: 'b', now });
  assert.ok(oe.rubric!.some((c) => c.weight > 0));
  assert.equal(oe.answer, undefined);
  assert.deepEqual(oe.review, { status: 'draft' });
  assert.equal(oe.meta?.createdAt, '2025-08-14T09:10:00.000Z');
});

test('a new item starts as a draft whose every placeholder is a warning until replaced', () => {
  const pointers = (item: unknown, lang: Language = 'en') => diagnoseItem(item, lang).filter((f) => f.code === 'item.placeholder').map((f) => f.pointer);
  const t2 = newItem({ task: 'T2', market: 'global', language: 'en', id: 'c', now });
  assert.deepEqual(t2.review, { status: 'draft' });
  assert.deepEqual(pointers(t2), ['/answer/parts/0/value', '/question']);
  assert.ok(diagnoseItem(t2).every((f) => f.severity === 'warning'), 'placeholders are warnings, not errors');
  const t1 = newItem({ task: 'T1', market: 'greater-china', language: 'zh', id: 'd', now });
  assert.deepEqual(pointers(t1), ['/answer/requiredContent', '/live/tickers/wind', '/question']);
  assert.match(diagnoseItem(t1, 'zh').find((f) => f.code === 'item.placeholder')!.message, /占位/);
  const oe = newItem({ task: 'OE', market: 'global', language: 'en', id: 'e', now });
  assert.deepEqual(pointers(oe), ['/question', '/rubric/0/text']);

  // Replaced: no warning, and an answer of 0 under a real label is an answer, not a placeholder.
  t2.question = 'What was X?';
  t2.answer!.parts[0].label = 'Net debt';
  assert.deepEqual(pointers(t2), []);
});
