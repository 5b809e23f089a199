import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dashboardData, lintCategory } from '../../../src/core/dataset/stats';
import { groupOf, groupOrder, isEmptyFilter, matchesFilter, summarizeItem } from '../../../src/core/dataset/summary';
import { readJson } from '../helpers';

const nvda = readJson('samples/dataset/t1-global-nvda-low.item.json');
const insurer = readJson('samples/dataset/oe-gc-insurer-allocation.item.json');
const history = (reviewer: string, outcome: string) => ({
  at: '2025-01-01T00:00:00Z', actor: reviewer, action: 'response', packet: `p-${reviewer}`,
  details: { reviewer, outcome, reasons: [], verdicts: [], response: { parts: [], ambiguous: false, comment: '' } },
});

describe('item summaries', () => {
  test('a valid item: id, task, market, language, status, author, question', () => {
    assert.deepEqual(summarizeItem(nvda), {
      id: 't1-global-nvda-low', task: 'T1', market: 'global', language: 'en', status: 'ready', author: 'li.wei',
      question: (nvda as { question: string }).question, responses: [],
    });
  });
  test('an item without review is a draft; invalid values and non-items are unknown, never a crash', () => {
    assert.equal(summarizeItem({ id: 'x' }).status, 'draft');
    const odd = summarizeItem({ id: 3, task: 'T9', market: 'mars', review: { status: 'lost' }, question: '  a \n b ' });
    assert.deepEqual(odd, { id: undefined, task: undefined, market: undefined, language: undefined, status: undefined, author: undefined, question: 'a b', responses: [] });
    assert.deepEqual(summarizeItem('text'), { responses: [] });
    assert.equal(groupOf(odd, 'task'), 'unknown');
    assert.deepEqual(groupOrder('market'), ['global', 'greater-china', 'unknown']);
  });
  test('responses are the complete response records of the history', () => {
    const records = [history('wang.fang', 'agreed'), history('liu.yang', 'disputed')];
    const incomplete = [{ action: 'packet', details: { reviewer: 'x' } }, { action: 'response', packet: 'p', details: { reviewer: 'y', outcome: 'agreed' } }];
    assert.deepEqual(summarizeItem({ review: { status: 'disputed', history: [...records, ...incomplete] } }).responses, records);
  });
});

describe('the tree filter', () => {
  const s = summarizeItem(insurer);
  test('text in id, question, author or file name, any case', () => {
    assert.ok(matchesFilter(s, undefined, { text: 'INSURER' }));
    assert.ok(matchesFilter(s, undefined, { text: '中国平安' }));
    assert.ok(matchesFilter(s, undefined, { text: 'Wang.Fang' }));
    assert.ok(matchesFilter(s, undefined, { text: 'folder-x' }, 'folder-x/a.item.json'));
    assert.ok(!matchesFilter(s, undefined, { text: 'nvidia' }));
  });
  test('language, author, has problems, task, market, status', () => {
    assert.ok(matchesFilter(s, undefined, { language: 'zh', author: 'WANG.FANG', task: 'OE', market: 'greater-china', status: 'draft' }));
    assert.ok(!matchesFilter(s, undefined, { language: 'en' }));
    assert.ok(!matchesFilter(s, undefined, { author: 'li.wei' }));
    assert.ok(!matchesFilter(s, { errors: 0, warnings: 0 }, { hasProblems: true }));
    assert.ok(matchesFilter(s, { errors: 0, warnings: 1 }, { hasProblems: true }));
    assert.ok(!matchesFilter(s, undefined, { status: 'ready' }));
  });
  test('an empty filter', () => {
    assert.ok(isEmptyFilter({}));
    assert.ok(isEmptyFilter({ text: '', hasProblems: false }));
    assert.ok(!isEmptyFilter({ language: 'en' }));
  });
});

describe('dashboard figures', () => {
  const data = dashboardData([
    { summary: summarizeItem(nvda), findings: [{ code: 'lint.gaap-basis', severity: 'warning' }] },
    { summary: summarizeItem({ ...nvda as object, id: 'b' }), findings: [] },
    { summary: summarizeItem({ ...insurer as object, review: { status: 'disputed', history: [history('wang.fang', 'disputed')] } }), findings: [{ code: 'schema.required', severity: 'error' }] },
    { summary: summarizeItem({ task: 'OE', review: { status: 'agreed', history: [history('wang.fang', 'agreed'), history('liu.yang', 'agreed')] } }), findings: [] },
    { summary: summarizeItem('not an item'), findings: [{ code: 'json.parse', severity: 'error' }] },
  ]);
  test('counts by task × market × status, unknowns last', () => {
    assert.equal(data.items, 5);
    assert.deepEqual(data.counts, [
      { task: 'T1', market: 'global', status: 'ready', count: 2 },
      { task: 'OE', market: 'greater-china', status: 'disputed', count: 1 },
      { task: 'OE', market: 'unknown', status: 'agreed', count: 1 },
      { task: 'unknown', market: 'unknown', status: 'unknown', count: 1 },
    ]);
  });
  test('problems and lint findings by category (every category listed)', () => {
    assert.deepEqual(data.problems, { errors: 2, warnings: 1, itemsWithProblems: 3 });
    assert.equal(data.lint.length, 15);
    assert.equal(lintCategory('lint.gaap-basis'), 'gaap');
    assert.deepEqual(data.lint.filter((l) => l.count > 0), [{ category: 'gaap', count: 1 }]);
    assert.equal(lintCategory('schema.required'), undefined);
  });
  test('agreement by reviewer and by task type, from the review statistics', () => {
    assert.equal(data.agreement.responses, 3);
    assert.equal(data.agreement.overall, 2 / 3);
    assert.deepEqual(data.agreement.byReviewer.map((r) => [r.key, r.agreed, r.disputed, r.rate]), [['liu.yang', 1, 0, 1], ['wang.fang', 1, 1, 0.5]]);
    assert.deepEqual(data.agreement.byTask.map((r) => [r.key, r.responses, r.rate]), [['OE', 3, 2 / 3]]);
    assert.equal(data.judge, null);
  });
});
