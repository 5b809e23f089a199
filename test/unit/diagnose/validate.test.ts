import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { diagnoseItemText } from '../../../src/core/diagnose/diagnose';
import { createLocator } from '../../../src/core/json/text';
import { validateDataset, validateItem } from '../../../src/core/diagnose/validate';
import { clone, readJson, sampleItems } from '../helpers';
import type { Item } from '../../../src/core/item/types';

const t3 = () => clone(readJson<any>('samples/dataset/t3-global-sp500-best-month.item.json'));
const t1 = () => clone(readJson<any>('samples/dataset/t1-global-nvda-low.item.json'));
const oe = () => clone(readJson<any>('samples/dataset/oe-global-ai-valuation-risk.item.json'));

function only(item: unknown, lang: 'en' | 'zh' = 'en') {
  const findings = validateItem(item, lang);
  assert.equal(findings.length, 1, `expected one finding, got ${JSON.stringify(findings, null, 2)}`);
  return findings[0];
}

describe('sample dataset', () => {
  const samples = sampleItems();
  test('has at least 8 items over every task, both markets and both languages', () => {
    assert.ok(samples.length >= 8);
    const items = samples.map(([, item]) => item);
    for (const task of ['T1', 'T2', 'T3', 'OE']) assert.ok(items.some((i) => i.task === task), task);
    for (const market of ['global', 'greater-china']) assert.ok(items.some((i) => i.market === market), market);
    for (const language of ['en', 'zh']) assert.ok(items.some((i) => i.language === language), language);
  });
  for (const [name, item] of samples) {
    test(`${name} is valid`, () => assert.deepEqual(validateItem(item), []));
  }
  test('the manifest is valid', () => assert.deepEqual(validateDataset(readJson('samples/dataset/finbench.dataset.json')), []));
});

describe('schema findings: pointer and friendly message', () => {
  const cases: [string, (item: any) => any, string, RegExp][] = [
    ['absolute tolerance without delta', (i) => { i.answer.parts[1].tolerance = { kind: 'absolute' }; return i; }, '/answer/parts/1/tolerance/delta', /^Tolerance 'absolute' needs a positive delta$/],
    ['absolute tolerance with delta 0', (i) => { i.answer.parts[1].tolerance = { kind: 'absolute', delta: 0 }; return i; }, '/answer/parts/1/tolerance/delta', /^Tolerance 'absolute' needs a positive delta$/],
    ['relative without percent', (i) => { i.answer.parts[1].tolerance = { kind: 'relative' }; return i; }, '/answer/parts/1/tolerance/percent', /relative' needs a positive percent/],
    ['range without max', (i) => { i.answer.parts[1].tolerance = { kind: 'range', min: 1 }; return i; }, '/answer/parts/1/tolerance/max', /range' needs both min and max/],
    ['range min above max', (i) => { i.answer.parts[1].tolerance = { kind: 'range', min: 5, max: 1 }; return i; }, '/answer/parts/1/tolerance/min', /min 5 above max 1/],
    ['high-low without fields', (i) => { i.answer.parts[1].tolerance = { kind: 'high-low' }; return i; }, '/answer/parts/1/tolerance', /high-low' needs highField and lowField/],
    ['high-low-expanded without delta', (i) => { i.answer.parts[1].tolerance = { kind: 'high-low-expanded', high: 2, low: 1 }; return i; }, '/answer/parts/1/tolerance/delta', /high-low-expanded' needs a positive delta/],
    ['unknown tolerance kind', (i) => { i.answer.parts[1].tolerance = { kind: 'fuzzy' }; return i; }, '/answer/parts/1/tolerance/kind', /'kind' must be one of: exact, rounding/],
    ['text part with rounding', (i) => { i.answer.parts[0].tolerance = { kind: 'rounding' }; return i; }, '/answer/parts/0/tolerance/kind', /text answer part can only use the 'exact'/],
    ['numeric value that is not a number', (i) => { i.answer.parts[1].value = '12.68%'; return i; }, '/answer/parts/1/value', /value must be a number/],
    ['numeric part without value', (i) => { delete i.answer.parts[1].value; return i; }, '/answer/parts/1', /needs a value, or a snapshotField/],
    ['empty question', (i) => { i.question = ''; return i; }, '/question', /^'question' must not be empty$/],
    ['unknown top-level field', (i) => { i.colour = 'red'; return i; }, '/colour', /Unknown field 'colour'/],
    ['bad market', (i) => { i.market = 'us'; return i; }, '/market', /'market' must be one of: global, greater-china/],
    ['bad currency', (i) => { i.answer.parts[1].currency = 'usd'; return i; }, '/answer/parts/1/currency', /ISO 4217/],
    ['bad source url', (i) => { i.sources[0].url = 'not a url'; return i; }, '/sources/0/url', /'url' must be a valid uri/],
    ['T2/T3 without answer', (i) => { delete i.answer; return i; }, '', /A T3 item needs an answer key/],
    ['no parts', (i) => { i.answer.parts = []; return i; }, '/answer/parts', /A T3 item needs an answer key/],
    ['bad id', (i) => { i.id = 'has space'; return i; }, '/id', /The id may hold letters/],
  ];
  for (const [name, mutate, pointer, pattern] of cases) {
    test(name, () => {
      const f = only(mutate(t3()));
      assert.equal(f.pointer, pointer);
      assert.match(f.message, pattern);
      assert.equal(f.severity, 'error');
    });
  }
  test('T1 without live source', () => {
    const item = t1();
    delete item.live;
    const findings = validateItem(item);
    assert.ok(findings.some((f) => f.pointer === '' && /T1 item needs a live data source/.test(f.message)));
  });
  test('snapshot field missing from the snapshot', () => {
    const item = t1();
    item.answer.parts[0].snapshotField = 'RT_HIGH';
    const messages = validateItem(item).map((f) => `${f.pointer} ${f.message}`);
    assert.deepEqual(messages.sort(), [
      "/answer/parts/0/snapshotField Snapshot field 'RT_HIGH' is not in the recorded snapshot",
      "/answer/parts/0/snapshotField Snapshot field 'RT_HIGH' is not listed in live.fields",
    ]);
  });
  test('OE without a positive weight: one message, not one per criterion', () => {
    const item = oe();
    for (const c of item.rubric) c.weight = -1;
    const f = only(item);
    assert.equal(f.pointer, '/rubric');
    assert.match(f.message, /at least one rubric criterion with a positive weight/);
  });
  test('zero weight and duplicate criterion numbers', () => {
    const item = oe();
    item.rubric[1].weight = 0;
    item.rubric[2].number = 1;
    const got = validateItem(item).map((f) => [f.pointer, f.code]);
    assert.deepEqual(got, [['/rubric/1/weight', 'schema.not'], ['/rubric/2/number', 'item.duplicateCriterion']]);
  });
  test('extension fields starting with x- are allowed', () => {
    const item = t3();
    item['x-team'] = { any: 'thing' };
    assert.deepEqual(validateItem(item), []);
  });
  test('Chinese messages', () => {
    const item = t3();
    item.answer.parts[1].tolerance = { kind: 'absolute' };
    assert.equal(only(item, 'zh').message, "误差类型 'absolute' 需要一个正的 delta");
  });
  test('a non-object document', () => assert.match(only([1, 2]).message, /one JSON object/));
});

describe('diagnoseItemText: places in the text', () => {
  test('a parse error is reported at its offset and nothing else is checked', () => {
    const text = '{\n  "id": "x",,\n}';
    const d = diagnoseItemText(text);
    assert.equal(d.parseFailed, true);
    assert.equal(d.findings[0].code, 'json.parse');
    assert.equal(text.slice(d.findings[0].span.offset, d.findings[0].span.offset + 1), ',');
  });
  test('comments are not allowed in item files', () => {
    assert.equal(diagnoseItemText('{ // note\n "id": 1 }').parseFailed, true);
  });
  test('a wrong value is underlined exactly', () => {
    const item = t3();
    item.market = 'moon';
    const text = JSON.stringify(item, null, 2);
    const [f] = diagnoseItemText(text).findings;
    assert.equal(text.slice(f.span.offset, f.span.offset + f.span.length), '"moon"');
  });
  test('an unknown field underlines its name', () => {
    const item = t3();
    item.colour = 'red';
    const text = JSON.stringify(item, null, 2);
    const [f] = diagnoseItemText(text).findings;
    assert.equal(text.slice(f.span.offset, f.span.offset + f.span.length), '"colour"');
  });
  test('a missing field underlines the name of the object that lacks it', () => {
    const item = t3();
    item.answer.parts[1].tolerance = { kind: 'absolute' };
    const text = JSON.stringify(item, null, 2);
    const [f] = diagnoseItemText(text).findings;
    assert.equal(text.slice(f.span.offset, f.span.offset + f.span.length), '"tolerance"');
  });
  test('a pointer to something absent falls back to the nearest ancestor', () => {
    const text = '{"a": {"b": 1}}';
    const span = createLocator(text)('/a/c/d');
    assert.equal(text.slice(span.offset, span.offset + span.length), '"a"');
  });
});

describe('a percent part keyed for a question about how much something fell', () => {
  const drawdown = () => clone(readJson<Item>('samples/dataset/t3-gc-csi300-drawdown.item.json'));
  const codes = (item: Item) => validateItem(item).map((f) => f.code);
  test('marked as a magnitude (the sample): no warning', () => assert.ok(!codes(drawdown()).includes('item.fallSizeSigned')));
  test('signed: a warning at the part, in English and Chinese, naming the fix', () => {
    const item = drawdown();
    delete item.answer!.parts[1].magnitude;
    const [finding] = validateItem(item).filter((f) => f.code === 'item.fallSizeSigned');
    assert.equal(finding.pointer, '/answer/parts/1');
    assert.equal(finding.severity, 'warning');
    assert.match(finding.message, /"magnitude": true/);
    assert.match(validateItem(item, 'zh').find((f) => f.code === 'item.fallSizeSigned')!.message, /幅度/);
  });
  test('the index level part of the same question is not a share: no warning there', () => {
    const item = drawdown();
    delete item.answer!.parts[1].magnitude;
    assert.deepEqual(validateItem(item).filter((f) => f.code === 'item.fallSizeSigned').map((f) => f.pointer), ['/answer/parts/1']);
  });
});
