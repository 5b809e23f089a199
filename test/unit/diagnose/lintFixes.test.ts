import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diagnoseItem } from '../../../src/core/diagnose/diagnose';
import { lintFix } from '../../../src/core/diagnose/lintFixes';

const item = {
  schemaVersion: 1,
  id: 'x',
  task: 'T2',
  market: 'global',
  language: 'en',
  question: "What was Apple's net income for fiscal year 2023, in USD millions?",
  answer: { parts: [{ label: 'Net income', kind: 'numeric', value: 96995, currency: 'USD', scale: 'million', tolerance: { kind: 'exact' } }] },
};

test("a lint finding whose rule knows the rewrite can be applied in one step; advice alone cannot", () => {
  const findings = diagnoseItem(item).filter((f) => f.code.startsWith('lint.'));
  const fixes = findings.map((f) => [f.code, lintFix(item, f.code, f.pointer)]);
  const applicable = fixes.filter(([, fix]) => fix !== undefined);
  assert.ok(applicable.length >= 1, JSON.stringify(fixes));
  for (const [, fix] of applicable) assert.notEqual(fix, item.question);
  assert.equal(lintFix(item, 'lint.no-such-rule', '/question'), undefined);
  assert.equal(lintFix(item, findings[0].code, '/answer/parts/0/label'), undefined, 'only linted texts are rewritten');
});
