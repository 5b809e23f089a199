import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { dashboardData } from '../../../src/core/dataset/stats';
import { filterFieldValue, groupOf, groupOrder, isEmptyFilter, matchesFilter, reviewersOf, summarizeItem } from '../../../src/core/dataset/summary';
import { lintCategory } from '../../../src/core/lint/ruleCatalog';
import { judgedItems, judgeFigures } from '../../../src/core/judge/runFigures';
import type { JudgeRunRecord } from '../../../src/core/judge/runRecord';
import { filterTree } from '../../../src/protocol/dashboard';
import { InvalidMessage } from '../../../src/protocol/rpc';
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
    assert.ok(matchesFilter(s, { text: 'INSURER' }));
    assert.ok(matchesFilter(s, { text: '中国平安' }));
    assert.ok(matchesFilter(s, { text: 'Wang.Fang' }));
    assert.ok(matchesFilter(s, { text: 'folder-x' }, { fileName: 'folder-x/a.item.json' }));
    assert.ok(!matchesFilter(s, { text: 'nvidia' }));
  });
  test('language, author, has problems, task, market, status', () => {
    assert.ok(matchesFilter(s, { language: 'zh', author: 'WANG.FANG', task: 'OE', market: 'greater-china', status: 'draft' }));
    assert.ok(!matchesFilter(s, { language: 'en' }));
    assert.ok(!matchesFilter(s, { author: 'li.wei' }));
    assert.ok(!matchesFilter(s, { hasProblems: true }, { findings: [] }));
    assert.ok(matchesFilter(s, { hasProblems: true }, { findings: [{ code: 'lint.gaap-basis', severity: 'warning' }] }));
    assert.ok(!matchesFilter(s, { status: 'ready' }));
  });
  test('lint category: a lint finding of that category, not another category nor a finding that is no lint', () => {
    const gaap = [{ code: 'lint.gaap-basis', severity: 'warning' as const }];
    assert.ok(matchesFilter(s, { lintCategory: 'gaap' }, { findings: gaap }));
    assert.ok(!matchesFilter(s, { lintCategory: 'fiscal-year' }, { findings: gaap }));
    assert.ok(!matchesFilter(s, { lintCategory: 'gaap' }, { findings: [{ code: 'schema.gaap', severity: 'error' }] }));
    assert.ok(!matchesFilter(s, { lintCategory: 'gaap' }));
    assert.ok(!matchesFilter(s, { lintCategory: 'gaap', language: 'en' }, { findings: gaap }), 'AND with the other criteria');
  });
  test('reviewer: a reconciled response by that reviewer, as the review statistics count them', () => {
    const reviewed = summarizeItem({ ...insurer as object, review: { status: 'agreed', history: [history('wang.fang', 'agreed'), history('liu.yang', 'disputed')] } });
    assert.deepEqual([...reviewersOf(reviewed)].sort(), ['liu.yang', 'wang.fang']);
    assert.ok(matchesFilter(reviewed, { reviewer: 'liu.yang' }));
    assert.ok(!matchesFilter(reviewed, { reviewer: 'li.wei' }));
    assert.ok(!matchesFilter(s, { reviewer: 'wang.fang' }), 'an author who reviewed nothing');
    // A packet answered twice counts once, with its last response: the statistics count that reviewer only.
    const again = { ...history('zhao.min', 'agreed'), packet: 'p-wang.fang' };
    const superseded = summarizeItem({ ...insurer as object, review: { status: 'agreed', history: [history('wang.fang', 'agreed'), again] } });
    assert.ok(!matchesFilter(superseded, { reviewer: 'wang.fang' }));
    assert.ok(matchesFilter(superseded, { reviewer: 'zhao.min' }));
    const stats = dashboardData([{ summary: superseded, findings: [] }]);
    assert.deepEqual(stats.agreement.byReviewer.map((r) => r.key), ['zhao.min']);
  });
  test('judge: an item with a counted run of that template and model', () => {
    const judge = { template: 't1-live', model: 'judge-a' };
    assert.ok(matchesFilter(s, { judge }, { judged: new Set(['oe-gc-insurer-allocation']) }));
    assert.ok(!matchesFilter(s, { judge }, { judged: new Set(['other']) }));
    assert.ok(!matchesFilter(s, { judge }));
    assert.ok(!matchesFilter(summarizeItem({ task: 'OE' }), { judge }, { judged: new Set(['']) }), 'an item without id has no run');
  });
  test('an empty filter', () => {
    assert.ok(isEmptyFilter({}));
    assert.ok(!isEmptyFilter({ judge: { template: 't', model: 'm' } }));
    assert.ok(isEmptyFilter({ text: '', hasProblems: false }));
    assert.ok(!isEmptyFilter({ language: 'en' }));
  });
});

describe('judged items', () => {
  const run = (item: string, template: string, model: string, at = '2026-11-20T10:00:00.000Z'): JudgeRunRecord => ({
    v: 1, at, item, task: 'T1', market: 'global', language: 'en', sample: { index: 0, hash: '0123456789abcdef' }, template,
    protocol: 'score', model, verdict: 'pass', expected: { verdict: 'pass', from: 'tolerance' }, repeats: 1, unscoredRepeats: 0, cached: false, via: 'panel',
  });
  test('the items of a template and model are those of its counted runs on the dashboard', () => {
    const records = [run('a', 't1-live', 'judge-a'), run('a', 't1-live', 'judge-a', '2026-11-21T10:00:00.000Z'), run('b', 't1-live', 'judge-b'), run('c', 'reference', 'judge-a'), run('d', 't1-live', 'judge-a')];
    assert.deepEqual([...judgedItems(records, { template: 't1-live', model: 'judge-a' })].sort(), ['a', 'd']);
    assert.deepEqual([...judgedItems(records, { template: 't1-live', model: 'judge-b' })], ['b']);
    assert.deepEqual([...judgedItems(records, { template: 'reference', model: 'judge-b' })], []);
    const figures = judgeFigures(records, { items: new Set(['a', 'b', 'c', 'd']) })!;
    assert.equal(figures.byJudge.find((g) => g.template === 't1-live' && g.model === 'judge-a')!.answers, 2);
  });
});

describe("the dashboard's tree filter message", () => {
  const parse = (raw: unknown) => filterTree.parse(raw);
  test('every chart criterion is accepted with a valid value', () => {
    assert.deepEqual(parse({ task: 'T1', market: 'global', status: 'ready', hasProblems: true }), { task: 'T1', market: 'global', status: 'ready', hasProblems: true });
    assert.deepEqual(parse({ lintCategory: 'gaap' }), { lintCategory: 'gaap' });
    assert.deepEqual(parse({ reviewer: 'wang.fang' }), { reviewer: 'wang.fang' });
    assert.deepEqual(parse({ reviewer: '王芳' }), { reviewer: '王芳' });
    assert.deepEqual(parse({ reviewer: 'x'.repeat(200) }), { reviewer: 'x'.repeat(200) });
    assert.deepEqual(parse({ judge: { template: 't1-live', model: 'judge-a' } }), { judge: { template: 't1-live', model: 'judge-a' } });
  });
  test('an unknown key, a value of the wrong type or not one of the values is refused', () => {
    for (const raw of [
      { lintCategory: 'gaap-basis' }, { lintCategory: 3 }, { reviewer: '' }, { reviewer: ['wang.fang'] }, { reviewer: { toString: 'x' } },
      { reviewer: 'wang\nfang' }, { reviewer: 'wang\u0000fang' }, { reviewer: 'x'.repeat(201) },
      { judge: 't1-live · judge-a' }, { judge: { template: 't1-live' } }, { judge: { template: 't1-live', model: 7 } },
      { judge: { template: 't1-live', model: 'judge-a', extra: 1 } }, { judge: null }, { judge: [] },
      { text: 3 }, { author: ['li.wei'] }, { overdue: 'yes' }, { assignee: '' }, { __proto__: { task: 'T1' }, toString: 'x' }, { constructor: 'x' }, { hasProblems: 'yes' }, null, [], 'task',
    ]) {
      assert.throws(() => parse(raw), InvalidMessage, JSON.stringify(raw));
    }
  });
  test('the team section\'s rows filter by author, assignee, overdue packets or an item\'s id', () => {
    assert.deepEqual(parse({ author: 'li.wei', assignee: 'wang.fang', overdue: true, text: 't2-global-sbux-assets' }), { author: 'li.wei', assignee: 'wang.fang', overdue: true, text: 't2-global-sbux-assets' });
  });
  test('the same checks keep only valid fields of a tree filter', () => {
    assert.equal(filterFieldValue('lintCategory', 'currency'), 'currency');
    assert.equal(filterFieldValue('lintCategory', 'money'), undefined);
    assert.equal(filterFieldValue('hasOwnProperty', 'x'), undefined);
    assert.equal(filterFieldValue('reviewer', '  '), undefined);
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
