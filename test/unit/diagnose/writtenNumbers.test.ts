import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { diagnoseItemText } from '../../../src/core/diagnose/diagnose';
import { repoRoot } from '../helpers';

const SBUX = readFileSync(path.join(repoRoot, 'samples/dataset/t2-global-sbux-assets.item.json'), 'utf8');

/** The Starbucks sample with its reference written as `value` (JSON text) and `tolerance` (JSON text). */
const withKey = (value: string, tolerance = '{ "kind": "rounding", "minDecimals": 0 }') =>
  SBUX.replace('"value": 29374.5', `"value": ${value}`).replace(/"tolerance": \{[^}]*\}/, `"tolerance": ${tolerance}`);

const numberFindings = (text: string, lang: 'en' | 'zh' = 'en') =>
  diagnoseItemText(text, lang).findings.filter((f) => /imprecise|Decimals/.test(f.code)).map((f) => ({ code: f.code, severity: f.severity, pointer: f.pointer, at: text.slice(f.span.offset, f.span.offset + f.span.length), message: f.message }));

describe('reference numbers JSON.parse would alter', () => {
  test('12.60 as a JSON number: a warning at the number that the tolerance counts 1 decimal, with both ways to keep 2', () => {
    const [finding, ...rest] = numberFindings(withKey('12.60'));
    assert.deepEqual(rest, []);
    assert.deepEqual({ ...finding, message: undefined }, { code: 'item.valueDecimalsDropped', severity: 'warning', pointer: '/answer/parts/0/value', at: '12.60', message: undefined });
    assert.match(finding.message, /12\.60 reads as 12\.6.*"12\.60".*quotePrecision to 2/);
    assert.match(numberFindings(withKey('12.60'), 'zh')[0].message, /不保留末尾的零.*quotePrecision 设为 2/);
  });
  test('a high or low written 12.150: a warning naming quotePrecision', () => {
    const findings = numberFindings(withKey('1', '{ "kind": "high-low", "high": 12.250, "low": 12.15 }'));
    assert.deepEqual(findings.map((f) => [f.code, f.pointer, f.at]), [['item.boundDecimalsDropped', '/answer/parts/0/tolerance/high', '12.250']]);
  });
  test('digits a double cannot hold are an error at the number, anywhere in the item, naming the value it would be read as', () => {
    const cases = [['12345678901234567890', '12345678901234567000'], ['0.12345678901234567891', '0.12345678901234568'], ['1e-400', '0'], ['1e400', 'Infinity'], ['9'.repeat(300), '1e+300']];
    for (const [written, read] of cases) {
      const findings = numberFindings(withKey(written));
      assert.deepEqual(findings.map((f) => [f.code, f.severity, f.pointer, f.at]), [['json.imprecise', 'error', '', written]], written);
      assert.ok(findings[0].message.includes(`read as ${read}.`) && findings[0].message.includes(written.length > 40 ? `${written.slice(0, 16)}…` : written), findings[0].message);
      assert.ok(findings[0].message.length < 300, findings[0].message);
    }
    const inExtensionField = numberFindings(SBUX.replace('"schemaVersion": 1,', '"schemaVersion": 1, "x-big": 123456789012345678901234,'));
    assert.deepEqual(inExtensionField.map((f) => [f.code, f.at]), [['json.imprecise', '123456789012345678901234']]);
    assert.match(numberFindings(withKey('1e400'), 'zh')[0].message, /无法被精确读取.*Infinity/);
  });
  test('no warning where the decimals do not count or quotePrecision already counts them', () => {
    assert.deepEqual(numberFindings(withKey('12.60', '{ "kind": "absolute", "delta": 0.10 }')), []);
    assert.deepEqual(numberFindings(withKey('12.60', '{ "kind": "exact" }')), []);
    assert.deepEqual(numberFindings(withKey('1', '{ "kind": "high-low-expanded", "high": 12.250, "low": 12.10, "delta": 0.01 }')), []);
    assert.deepEqual(numberFindings(withKey('12.60, "quotePrecision": 2')), []);
    assert.equal(numberFindings(withKey('12.600, "quotePrecision": 2')).length, 1);
  });
  test('numbers JSON keeps as written, and strings, have no finding', () => {
    for (const value of ['12.6', '29374.5', '1e21', '-0.5', '"12.60"', '"12345678901234567890"', '1.5e2', '100']) {
      assert.deepEqual(numberFindings(withKey(value)), [], value);
    }
  });
  test('a BOM before the text leaves the number found at its place', () => {
    const [finding] = numberFindings(`\uFEFF${withKey('7.10')}`);
    assert.equal(finding.at, '7.10');
  });
});

describe('snapshot values the check cannot read', () => {
  const NVDA = readFileSync(path.join(repoRoot, 'samples/dataset/t1-global-nvda-low.item.json'), 'utf8');
  const withLow = (cell: string) => NVDA.replace(/"RT_LOW": "[0-9.]+"/, `"RT_LOW": ${cell}`);
  const snapshotFindings = (text: string, lang: 'en' | 'zh' = 'en') => diagnoseItemText(text, lang).findings.filter((f) => f.code === 'item.snapshotNotNumber');
  test('a value that is not a number is a warning at it: the check reads it as no data', () => {
    for (const cell of ['"N/A"', '"179.35 USD"', 'true', '"1,17,935"']) {
      const [finding, ...rest] = snapshotFindings(withLow(cell));
      assert.deepEqual(rest, [], cell);
      assert.equal(finding?.severity, 'warning', cell);
      assert.equal(finding.pointer, '/live/snapshot/NVDA___O/RT_LOW');
      assert.match(finding.message, /RT_LOW.*not a number.*no data/);
    }
    assert.match(snapshotFindings(withLow('"N/A"'), 'zh')[0].message, /RT_LOW.*不是数字.*无数据/);
  });
  test('numbers, grouped numbers, "0", empty and null are read (the last three as no data, by design)', () => {
    for (const cell of ['"179.35"', '179.35', '"1,179.35"', '"0"', '""', 'null', '"-0.0123"']) assert.deepEqual(snapshotFindings(withLow(cell)), [], cell);
  });
  test('every number a double holds is read, however large or small; one JSON.parse makes Infinity is not', () => {
    for (const cell of ['0', '-0', '5e-324', '1e21', '1.7976931348623157e308', '123456789012345678']) assert.deepEqual(snapshotFindings(withLow(cell)), [], cell);
    assert.equal(snapshotFindings(withLow('1e400')).length, 1);
  });
});
