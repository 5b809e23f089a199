import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { EntryError, entryToItem, exportOneMillion, importOneMillion, itemToEntry, marketOf, questionLanguage } from '../../../src/core/formats/onemillion';
import type { Item } from '../../../src/core/item/types';
import { validateItem } from '../../../src/core/diagnose/validate';
import { clone, repoRoot } from '../helpers';

const SAMPLE = `${repoRoot}/samples/sources/onemillion.sample.json`;
const sampleText = readFileSync(SAMPLE, 'utf8');
const entries = JSON.parse(sampleText) as Record<string, any>[];
const NOW = '2026-01-05T00:00:00.000Z';
const asJsonl = (list: unknown[]) => list.map((e) => JSON.stringify(e)).join('\n');
const roundTrip = (text: string) => JSON.parse(exportOneMillion(importOneMillion(text, NOW).items.map((r) => r.item))) as unknown[];

describe('OneMillion-Bench import', () => {
  const { items, errors } = importOneMillion(sampleText, NOW);
  test('every sample entry becomes a valid OE item', () => {
    assert.deepEqual(errors, []);
    assert.equal(items.length, entries.length);
    for (const { item } of items) assert.deepEqual(validateItem(item), [], item.id);
  });
  test('an English global entry: fields, tags, rubric with a penalty, origin, history', () => {
    const item = items[0].item;
    assert.equal(item.id, 'om-1663');
    assert.equal(item.task, 'OE');
    assert.equal(item.market, 'global');
    assert.equal(item.language, 'en');
    assert.equal(item.systemPrompt, undefined);
    assert.deepEqual(item.timeSensitivity, { level: 'weak', yearMonth: '2025-10', day: 'NA' });
    assert.deepEqual(item.topics, ['Economics and Finance', 'Financing & M&A', 'Mergers & Acquisitions']);
    assert.deepEqual(item.rubric![3], { number: 4, text: 'Invents figures that are not in the report.', weight: -5, tag: 'factual' });
    assert.deepEqual(item.rubric!.map((c) => c.tag), ['analytical', 'factual', 'instructions', 'factual']);
    assert.deepEqual(item.origin, { format: 'onemillion', row: entries[0] });
    assert.deepEqual(item.review, {
      status: 'draft',
      history: [{ at: NOW, actor: 'finbench import', action: 'imported', status: 'draft', details: { format: 'onemillion', entryId: entries[0].id, caseId: 1663 } }],
    });
  });
  test('the language column holds the market: "cn" is Greater China, the question says zh', () => {
    const item = items[2].item;
    assert.equal(item.market, 'greater-china');
    assert.equal(item.language, 'zh');
    assert.equal(item.systemPrompt, '你是一名资深的固定收益研究员。');
    assert.deepEqual(item.timeSensitivity, { level: 'strong', yearMonth: '2024-12', day: '31' });
    assert.equal(item.rubric![4].weight, -4);
  });
  test('repeated topics are kept once in the item (the entry keeps both)', () => {
    assert.deepEqual(items[1].item.topics, ['Economics and Finance', 'Management/Consulting/Business Analysis']);
  });
  test('market values and question language', () => {
    assert.equal(marketOf('Global'), 'global');
    assert.equal(marketOf('CN'), 'greater-china');
    assert.equal(marketOf('greater_china'), 'greater-china');
    assert.throws(() => marketOf('mars'), /language 'mars' is neither/);
    assert.equal(questionLanguage('What was 贵州茅台 revenue in fiscal 2024, in RMB billions?'), 'en');
    assert.equal(questionLanguage('请分析 NVIDIA 2025财年的毛利率变化。'), 'zh');
  });
  test('JSON Lines reads the same as the array, indexes are 0-based among non-empty lines', () => {
    const jsonl = importOneMillion(`${asJsonl(entries.slice(0, 2))}\n\n${JSON.stringify(entries[2])}\n`, NOW);
    assert.deepEqual(jsonl.errors, []);
    assert.deepEqual(jsonl.items.map((r) => r.index), [0, 1, 2]);
    assert.deepEqual(jsonl.items.map((r) => r.item), items.slice(0, 3).map((r) => r.item));
  });
  test('same case_id twice: unique ids', () => {
    const twice = importOneMillion(asJsonl([entries[0], entries[0]]), NOW);
    assert.deepEqual(twice.items.map((r) => r.item.id), ['om-1663', 'om-1663-2']);
  });
  test('bad entries are named with what is wrong; good ones still import', () => {
    const bad = [
      { ...entries[0], rubrics: [] },
      { ...entries[0], language: 'mars' },
      { ...entries[0], rubrics: [{ ...entries[0].rubrics[0], rubric_weight: 0 }] },
      { ...entries[0], rubrics: [{ ...entries[0].rubrics[0], rubric_tag: 'Vibes' }] },
      { ...entries[0], rubrics: [{ ...entries[0].rubrics[3] }] },
      'not an object',
    ];
    const result = importOneMillion(JSON.stringify([...bad, entries[1]]), NOW);
    assert.deepEqual(result.items.map((r) => r.index), [6]);
    assert.equal(result.errors.length, 6);
    assert.match(result.errors[0], /^entry 0: 'rubrics' is missing or empty/);
    assert.match(result.errors[1], /^entry 1: language 'mars'/);
    assert.match(result.errors[2], /^entry 2: rubrics\[0\]\.rubric_weight must be a non-zero whole number, not 0/);
    assert.match(result.errors[3], /^entry 3: rubrics\[0\]\.rubric_tag 'Vibes'/);
    assert.match(result.errors[4], /^entry 4: \/rubric/);
    assert.match(result.errors[5], /^entry 5: the entry is not a JSON object/);
  });
  test('a broken file: a clear error for a bad array, line numbers for bad JSONL', () => {
    assert.match(importOneMillion('[{"id": 1}', NOW).errors[0], /starts with '\[' but is not a valid JSON array/);
    assert.match(importOneMillion(`${JSON.stringify(entries[0])}\n{oops`, NOW).errors[0], /^line 2 is not valid JSON/);
    assert.throws(() => entryToItem({ question: 'q', rubrics: [1], language: 'global' }, { id: 'x', now: NOW }), EntryError);
  });
});

describe('OneMillion-Bench export', () => {
  test('round trip of the JSON array: every entry equal, Chinese text and negative weights included', () => {
    assert.deepEqual(roundTrip(sampleText), entries);
  });
  test('round trip of JSON Lines', () => assert.deepEqual(roundTrip(asJsonl(entries)), entries));
  test('round trip of entries missing optional fields (system_prompt, tags, time_sensitivity, case_id) and with extra fields', () => {
    const sparse = [
      { id: 'a1', language: 'global', question: 'Explain the difference between GAAP and non-GAAP operating income for Microsoft in fiscal 2024.', rubrics: [{ rubric_detail: 'Names stock-based compensation.', rubric_number: 1, rubric_tag: 'Factual Information', rubric_weight: 5 }] },
      { id: 'b2', case_id: 12, language: 'cn', question: '简述沪深300指数的编制方法。', tags: { topics: ['指数'] }, rubrics: [{ rubric_detail: '说明按自由流通市值加权。', rubric_number: 1, rubric_tag: 'Factual Information', rubric_weight: 4, note: 'x' }], domain: 'economics_and_finance' },
      { id: 'c3', case_id: 13, language: 'global', system_prompt: null, question: 'What drives a bond\'s convexity?', tags: { time_sensitivity: { time_sensitivity: 'Time-agnostic' } }, rubrics: [{ rubric_detail: 'Mentions cash-flow dispersion.', rubric_number: 2, rubric_tag: 'Analytical Reasoning', rubric_weight: 3 }] },
    ];
    assert.deepEqual(roundTrip(JSON.stringify(sparse)), sparse);
  });
  test('edits reach the entry; untouched fields stay as imported', () => {
    const item = clone(importOneMillion(sampleText, NOW).items[2].item);
    item.rubric![1].weight = 7;
    item.rubric!.push({ number: 6, text: '给出数据来源。', weight: 2, tag: 'formatting' });
    item.question = '请分析2024年10年期国债收益率下行的原因。';
    const entry = itemToEntry(item) as Record<string, any>;
    assert.equal(entry.question, item.question);
    assert.equal(entry.id, entries[2].id);
    assert.equal(entry.case_id, 3120);
    assert.equal(entry.system_prompt, entries[2].system_prompt);
    assert.deepEqual(entry.tags, entries[2].tags);
    assert.equal(entry.rubrics.length, 6);
    assert.equal(entry.rubrics[1].rubric_weight, 7);
    assert.deepEqual(entry.rubrics[5], { rubric_detail: '给出数据来源。', rubric_number: 6, rubric_tag: 'Formatting', rubric_weight: 2 });
  });
  test('a deleted optional field is deleted in the entry, the market maps back to the language column', () => {
    const item = clone(importOneMillion(sampleText, NOW).items[0].item);
    delete item.topics;
    item.market = 'greater-china';
    const entry = itemToEntry(item) as Record<string, any>;
    assert.deepEqual(entry.tags, { time_sensitivity: entries[0].tags.time_sensitivity });
    assert.equal(entry.language, 'cn');
  });
  test('an item made here: its own id, no case number, canonical tag names', () => {
    const item: Item = {
      schemaVersion: 1, id: 'oe-new', task: 'OE', market: 'global', language: 'en', question: 'Q?',
      rubric: [{ number: 1, text: 'Says X.', weight: 3, tag: 'instructions' }], topics: ['Banking'], timeSensitivity: { level: 'none' },
    };
    assert.deepEqual(itemToEntry(item), {
      id: 'oe-new', case_id: null, language: 'global', system_prompt: '', question: 'Q?',
      tags: { time_sensitivity: { day: 'NA', time_sensitivity: 'Time-agnostic', year_month: 'NA' }, topics: ['Banking'] },
      rubrics: [{ rubric_detail: 'Says X.', rubric_number: 1, rubric_tag: 'Instructions Following', rubric_weight: 3 }],
    });
  });
  test('only OE items export; JSON Lines output on request', () => {
    const t2 = { schemaVersion: 1, id: 't2', task: 'T2', market: 'global', language: 'en', question: 'Q' } as Item;
    assert.throws(() => itemToEntry(t2), /t2 is not an OE item with a rubric/);
    const lines = exportOneMillion(importOneMillion(sampleText, NOW).items.map((r) => r.item), 'jsonl').trim().split('\n');
    assert.deepEqual(lines.map((l) => JSON.parse(l)), entries);
  });
});
