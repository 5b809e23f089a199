import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { baseItemId, exportFinSearchComp, importFinSearchComp, itemToRow, rowToItem, uniqueIds } from '../../../src/core/formats/finsearchcomp';
import { parseCriteria, renderAccuracy, toleranceOf } from '../../../src/core/formats/fscCriteria';
import { parseJsonLines, toJsonLine } from '../../../src/core/formats/jsonLines';
import type { Item } from '../../../src/core/item/types';
import { validateItem } from '../../../src/core/diagnose/validate';
import { checkAnswer } from '../../../src/core/tolerance/check';
import { repoRoot } from '../helpers';

/** A copy of the 60 real FinSearchComp T1 rows from the shared fixtures. */
const FIXTURE = `${repoRoot}/test/unit/formats/fixtures/finsearchcomp-t1.sample.jsonl`;
const fixtureText = readFileSync(FIXTURE, 'utf8');
const fixtureRows = fixtureText.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as Record<string, unknown>);
const NOW = '2025-08-15T00:00:00.000Z';
const imported = importFinSearchComp(fixtureText, NOW);
const byPromptId = (id: string, language: 'en' | 'zh') =>
  imported.items.map((r) => r.item).find((i) => i.origin?.row?.prompt_id === id && i.language === language)!;

describe('import of the 60 fixture rows', () => {
  test('every row becomes an item, without errors', () => {
    assert.equal(fixtureRows.length, 60);
    assert.deepEqual(imported.errors, []);
    assert.deepEqual(imported.items.map((r) => r.index), fixtureRows.map((_, i) => i));
  });
  for (const { index, item } of imported.items) {
    test(`row ${index} (${item.id}) passes validateItem with no errors`, () => assert.deepEqual(validateItem(item), []));
  }
  test('ids are valid, unique, derived from prompt_id', () => {
    const ids = imported.items.map((r) => r.item.id);
    assert.equal(new Set(ids).size, ids.length);
    assert.equal(ids[0], 'fsc-T1-069');
    assert.ok(ids.includes('fsc-T1-074') && ids.includes('fsc-T1-074-2'));
  });
  test('a Chinese row: language, criteria, tolerance, snapshot, tickers, date, judge, review, origin', () => {
    const item = imported.items[0].item;
    assert.equal(item.task, 'T1');
    assert.equal(item.market, 'greater-china');
    assert.equal(item.language, 'zh');
    assert.equal(item.question, '吉比特最近一个交易日最低价');
    assert.equal(item.answer!.requiredContent, '吉比特最新交易日的最低价');
    assert.deepEqual(item.answer!.parts, [{ label: '最低价', kind: 'numeric', snapshotField: 'RT_LOW', unit: 'price', currency: 'CNY', quotePrecision: 2, tolerance: { kind: 'rounding' } }]);
    assert.deepEqual(item.live, {
      provider: 'wind',
      tickers: { wind: '603444.SH', akshare: '603444.SH' },
      fields: ['RT_LOW'],
      snapshot: fixtureRows[0].ground_truth,
      capturedAt: '2025-08-14',
    });
    assert.equal(item.judge!.template, 't1-live');
    assert.equal(item.judge!.systemPrompt, fixtureRows[0].judge_system_prompt);
    assert.equal(item.judge!.promptTemplate, fixtureRows[0].judge_prompt_template);
    assert.deepEqual(item.review, { status: 'draft', history: [{ at: NOW, actor: 'finbench import', action: 'imported', status: 'draft', details: { format: 'finsearchcomp', promptId: '(T1)Time_Sensitive_Data_Fetching_069' } }] });
    assert.deepEqual(item.origin, { format: 'finsearchcomp', row: fixtureRows[0] });
  });
  test('an English high-low row without RT_LAST: global market, no snapshotField', () => {
    const item = byPromptId('(T1)Time_Sensitive_Data_Fetching_072', 'en');
    assert.equal(item.market, 'global');
    assert.equal(item.answer!.requiredContent, 'The latest price of the Euronext 100 Index');
    assert.deepEqual(item.answer!.parts[0].tolerance, { kind: 'high-low', highField: 'RT_HIGH', lowField: 'RT_LOW' });
    assert.equal(item.answer!.parts[0].snapshotField, undefined);
    assert.equal(item.answer!.parts[0].unit, 'index points');
    assert.deepEqual(item.live!.tickers, { wind: 'N100.GI', yfinance: '^N100' });
    assert.equal(checkAnswer(item, 'The Euronext 100 closed at 1,595.2').pass, true);
  });
  test('a high-low row with RT_LAST keeps it as the part\'s value; FX quotes get 4 decimals', () => {
    const item = byPromptId('(T1)Time_Sensitive_Data_Fetching_111', 'zh');
    assert.equal(item.answer!.parts[0].snapshotField, 'RT_LAST');
    assert.equal(item.answer!.parts[0].unit, 'CNH/USD');
    assert.equal(item.answer!.parts[0].quotePrecision, 4);
    assert.deepEqual(item.live!.fields, ['RT_LAST', 'RT_HIGH', 'RT_LOW']);
  });
  test('percent change is a fraction of one; "0" ground truth is no data', () => {
    const change = byPromptId('(T1)Time_Sensitive_Data_Fetching_071', 'zh');
    assert.equal(change.answer!.parts[0].unit, 'fraction');
    assert.equal(checkAnswer(change, '长江电力最近一个交易日上涨0.11%').pass, true);
    assert.equal(checkAnswer(byPromptId('(T1)Time_Sensitive_Data_Fetching_070', 'zh'), '最低价7.9元').pass, null);
  });
  test('float noise in the snapshot: 154.95000000000002 is 154.95', () => {
    assert.equal(checkAnswer(byPromptId('(T1)Time_Sensitive_Data_Fetching_126', 'en'), 'P&G low: $154.95').pass, true);
  });
});

describe('export gives every fixture row back exactly', () => {
  const exported = exportFinSearchComp(imported.items.map((r) => r.item));
  const lines = exported.split('\n').filter(Boolean);
  test('same rows: deep-equal values and the same key order', () => {
    assert.equal(lines.length, fixtureRows.length);
    lines.forEach((line, i) => {
      const row = JSON.parse(line);
      assert.deepEqual(row, fixtureRows[i]);
      assert.deepEqual(Object.keys(row), Object.keys(fixtureRows[i]));
    });
  });
  test('byte-identical lines (Python json.dumps style)', () => assert.equal(exported, fixtureText.endsWith('\n') ? fixtureText : `${fixtureText}\n`));
  test('round trip through item files (JSON text) too', () => {
    const reread = imported.items.map((r) => JSON.parse(`${JSON.stringify(r.item, null, 2)}\n`) as Item);
    assert.equal(exportFinSearchComp(reread), exported);
  });
});

describe('odd but valid rows come back exactly', () => {
  const [first] = fixtureRows;
  const roundTrip = (rows: Record<string, unknown>[]) => {
    const text = rows.map((r) => `${toJsonLine(r)}\n`).join('');
    const { items, errors } = importFinSearchComp(text, NOW);
    assert.deepEqual(errors, []);
    const reread = items.map((r) => JSON.parse(JSON.stringify(r.item, null, 2)) as Item);
    assert.equal(exportFinSearchComp(reread), text);
  };
  test('a row without an optional ticker column is exported without it', () => {
    const { yfinance_ticker: _, ...row } = first;
    roundTrip([row]);
    const [{ item }] = importFinSearchComp(`${toJsonLine(row)}\n`, NOW).items;
    item.live!.tickers.yfinance = '603444.SS';
    assert.equal(itemToRow(item).yfinance_ticker, '603444.SS');
  });
  test('emoji, bidirectional marks, a very long prompt, extra columns and a __proto__ column', () => {
    const row = { ...first, prompt: `📈 ${first.prompt as string} \u202e ${'长'.repeat(20000)}`, extra: { nested: [1, -2.5, { a: null }] } };
    roundTrip([JSON.parse(`{"__proto__": "kept", ${toJsonLine(row).slice(1)}`)]);
  });
  test('a number JSON cannot hold is refused with its line, not imported altered', () => {
    const line = toJsonLine(first).replace('"ground_truth": {', '"ground_truth": {"X": {"RT_LOW": 12345678901234567890}, ');
    const { items, errors } = importFinSearchComp(`${toJsonLine(first)}\n${line}\n`, NOW);
    assert.equal(items.length, 1);
    assert.equal(errors.length, 1);
    assert.match(errors[0].message, /^line 2: The number 12345678901234567890 cannot be read exactly.*12345678901234567000/);
  });
  test('numbers in the snapshot that JSON keeps: 1e21, 0.30000000000000004, negative', () => {
    const snapshot = (value: unknown) => ({ ...first, ground_truth: { '603444___SH': { RT_TIME: '150004', RT_DATE: '20250814', RT_LOW: value } } });
    roundTrip([snapshot(1e21), snapshot(0.1 + 0.2), snapshot(-3.5)]);
  });
});

describe('export after edits re-renders only the edited columns', () => {
  const original = () => structuredClone(imported.items[0].item);
  test('a new question and tolerance', () => {
    const item = original();
    item.question = '吉比特最近一个交易日最低价(不复权)';
    item.answer!.parts[0].tolerance = { kind: 'absolute', delta: 0.5 };
    const row = itemToRow(item);
    assert.equal(row.prompt, '吉比特最近一个交易日最低价(不复权)');
    assert.equal(row.response_reference, '必答点:吉比特最新交易日的最低价 精度要求:允许误差范围绝对数值±0.5');
    assert.equal(row.judge_system_prompt, fixtureRows[0].judge_system_prompt);
    assert.deepEqual(Object.keys(row), Object.keys(fixtureRows[0]));
  });
  test('a new snapshot and date', () => {
    const item = original();
    item.live!.snapshot = { '603444___SH': { RT_LOW: '401.2' } };
    item.live!.capturedAt = '2025-09-01T15:00:00+08:00';
    const row = itemToRow(item);
    assert.deepEqual(row.ground_truth, { '603444___SH': { RT_LOW: '401.2' } });
    assert.equal(row.time, '2025/9/1');
    assert.equal(row.prompt, fixtureRows[0].prompt);
  });
  test('an item authored in the studio renders every column in the fixture\'s order', () => {
    const item = original();
    delete item.origin;
    item.id = 'gbt-low';
    const row = itemToRow(item);
    assert.deepEqual(Object.keys(row), Object.keys(fixtureRows[0]));
    assert.deepEqual({ ...row, prompt_id: fixtureRows[0].prompt_id }, fixtureRows[0]);
    assert.equal(row.prompt_id, 'gbt-low');
  });
  test('items that are not T1 cannot be exported', () => {
    const item = original();
    item.task = 'T2';
    assert.throws(() => itemToRow(item), /not a T1 item/);
  });
});

describe('criteria and accuracy wording', () => {
  test('both criteria columns parse', () => {
    assert.deepEqual(parseCriteria('必答点:吉比特最新交易日的最低价 精度要求:仅允许四舍五入误差', 'zh'), { requiredContent: '吉比特最新交易日的最低价', accuracy: '仅允许四舍五入误差' });
    assert.deepEqual(parseCriteria('Required Content: The latest price of the STI Index Accuracy Requirements: Any answer between the high and low price is considered correct', 'en'), {
      requiredContent: 'The latest price of the STI Index',
      accuracy: 'Any answer between the high and low price is considered correct',
    });
  });
  const kinds: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ['仅允许四舍五入误差', {}, { kind: 'rounding' }],
    ['Only rounding errors are allowed', {}, { kind: 'rounding' }],
    ['答案落在最高价最低价区间即可', {}, { kind: 'high-low', highField: 'RT_HIGH', lowField: 'RT_LOW' }],
    ['Any answer between the high and low price is considered correct', {}, { kind: 'high-low', highField: 'RT_HIGH', lowField: 'RT_LOW' }],
    ['在最高价最低价区间基础上扩大范围绝对数值0.002', {}, { kind: 'high-low-expanded', highField: 'RT_HIGH', lowField: 'RT_LOW', delta: 0.002 }],
    ['Expand the high-low price range by an absolute value of 0.002', {}, { kind: 'high-low-expanded', highField: 'RT_HIGH', lowField: 'RT_LOW', delta: 0.002 }],
    ['允许误差范围绝对数值±0.6', {}, { kind: 'absolute', delta: 0.6 }],
    ['The allowable error range is an absolute value of ±0.6', {}, { kind: 'absolute', delta: 0.6 }],
    ['允许误差范围绝对数值±0.01%', { unit: 'percent' }, { kind: 'absolute', delta: 0.01 }],
    ['The allowable error range is an absolute value of ±0.01%', { unit: 'fraction' }, { kind: 'absolute', delta: 0.0001 }],
    ['允许误差范围绝对数值±0.5%', { unit: 'price' }, { kind: 'relative', percent: 0.5 }],
    ['The allowable error range is an absolute value of ±0.05%', { unit: 'bp' }, { kind: 'absolute', delta: 5 }],
    ['允许误差范围绝对数值±0.05%', { unit: '‰' }, { kind: 'absolute', delta: 0.5 }],
  ];
  for (const [accuracy, part, tolerance] of kinds) {
    test(`${accuracy} ${JSON.stringify(part)}`, () => {
      assert.deepEqual(toleranceOf(accuracy, part), tolerance);
      const lang = /[\u4e00-\u9fff]/.test(accuracy) ? 'zh' : 'en';
      const rendered = renderAccuracy({ label: 'x', kind: 'numeric', ...part, tolerance: tolerance as never }, lang);
      assert.deepEqual(toleranceOf(rendered, part), tolerance, rendered);
    });
  }
  test('unknown wording is no tolerance', () => assert.equal(toleranceOf('差不多就行', {}), undefined));
});

describe('malformed rows are errors naming their line', () => {
  const good = JSON.stringify(fixtureRows[0]);
  test('not JSON, not an object, missing column, unknown label, unknown accuracy', () => {
    const rows = [
      good,
      '',
      '{"prompt_id": "broken",',
      '[1, 2]',
      JSON.stringify({ ...fixtureRows[0], prompt: undefined }),
      JSON.stringify({ ...fixtureRows[0], label: 'Simple_Historical_Lookup(Global)' }),
      JSON.stringify({ ...fixtureRows[0], response_reference: '必答点:x 精度要求:差不多就行' }),
      JSON.stringify({ ...fixtureRows[0], time: 'yesterday' }),
      JSON.stringify({ ...fixtureRows[0], ground_truth: '0' }),
    ].join('\n');
    const result = importFinSearchComp(rows, NOW);
    assert.deepEqual(result.items.map((r) => [r.index, r.line]), [[0, 1]]);
    assert.deepEqual(result.errors.map((e) => e.line), [3, 4, 5, 6, 7, 8, 9]);
    const messages = result.errors.map((e) => e.message);
    assert.match(messages[0], /^line 3 is not valid JSON/);
    assert.match(messages[1], /^line 4: the row is not a JSON object/);
    assert.match(messages[2], /column 'prompt' is missing/);
    assert.match(messages[3], /not a T1/);
    assert.match(messages[4], /unknown accuracy requirement '差不多就行'/);
    assert.match(messages[5], /time 'yesterday'/);
    assert.match(messages[6], /ground_truth must be an object/);
  });
  test('rowToItem rejects non-objects', () => assert.throws(() => rowToItem('x', { id: 'a', now: NOW }), /not a JSON object/));
});

describe('helpers', () => {
  test('ids from prompt_id', () => {
    assert.equal(baseItemId('(T1)Time_Sensitive_Data_Fetching_069', 0), 'fsc-T1-069');
    assert.equal(baseItemId('my row #7', 3), 'fsc-my-row-7');
    assert.equal(baseItemId(undefined, 3), 'fsc-row-3');
    assert.deepEqual(uniqueIds(['a', 'b', 'a', 'a']), ['a', 'b', 'a-2', 'a-3']);
  });
  test('JSON lines: indices count non-empty lines; writing matches Python', () => {
    const { rows, errors } = parseJsonLines('\n{"a": 1}\n\nnope\n[2]\n');
    assert.deepEqual(rows.map((r) => [r.index, r.line]), [[0, 2], [2, 5]]);
    assert.deepEqual(errors.map((e) => e.line), [4]);
    assert.equal(toJsonLine({ a: [1, '中文', { b: null }], c: 'x"y' }), '{"a": [1, "中文", {"b": null}], "c": "x\\"y"}');
  });
});

describe('a row that asks how much a price fell', () => {
  const row = (prompt: string, requirement: string) => ({
    ...fixtureRows[0],
    prompt,
    response_reference: `必答点:${requirement} 精度要求:仅允许四舍五入误差`,
    ground_truth: { '603444___SH': { RT_TIME: '150003', RT_DATE: '20250814', RT_PCT_CHG: '-0.0123' } },
  });
  test('跌幅 is a magnitude: its change part ignores the sign, so "跌幅1.23%" and "下跌1.23%" both pass', () => {
    const item = rowToItem(row('吉比特最近一个交易日跌幅是多少', '吉比特最新交易日的跌幅'), { id: 'fall', now: NOW });
    assert.equal(item.answer!.parts[0].magnitude, true);
    for (const answer of ['跌幅1.23%', '下跌1.23%', '-1.23%']) assert.equal(checkAnswer(item, answer).pass, true, answer);
  });
  test('涨跌幅 is signed: "上涨1.23%" fails a fall of 1.23%', () => {
    const item = rowToItem(row('吉比特最近一个交易日涨跌幅', '吉比特最新交易日的涨跌幅'), { id: 'change', now: NOW });
    assert.equal(item.answer!.parts[0].magnitude, undefined);
    assert.equal(checkAnswer(item, '下跌1.23%').pass, true);
    assert.equal(checkAnswer(item, '上涨1.23%').pass, false);
  });
});
