/**
 * The words read from the trigger patterns' syntax trees (scripts/triggerLiterals.mts) and the one pass over a question
 * that decides which rules are tried (src/core/lint/triggerPrefilter.ts): a rule whose trigger matches a question must
 * always be among those tried, or the linter would miss a finding.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import fc from 'fast-check';
import { requiredLiterals, ruleWords } from '../../../scripts/triggerLiterals.mts';
import generated from '../../../src/core/lint/data/trigger-literals.json';
import { rules, type LintRule } from '../../../src/core/lint/rules';
import { asSimplified } from '../../../src/core/lint/simplified';
import { triggerPrefilter } from '../../../src/core/lint/triggerPrefilter';
import { repoRoot } from '../helpers';

describe('the words every match of a pattern holds', () => {
  const cases: [source: string, flags: string, words: string[] | null][] = [
    ['price', 'i', ['price']],
    ['\\bclosing (?:price|level)s?\\b', 'i', ['closing level', 'closing price']],
    ['Price|收盘价', '', ['Price', '收盘价']],
    ['(?<!not )adjusted', 'i', ['adjusted']],
    ['[前后]复权', '', ['前复权', '后复权']],
    ['\\d+\\s*亿元', '', ['亿元']],
    ['(?:one|two)?\\s*years?', 'i', ['year']],
    ['x{2,5}yz', 'i', ['yz']],
    ['GDP', 'i', ['gdp']],
    // Words no match needs, or that fold by rules beyond ASCII: the rule is always tried.
    ['\\d{4}', '', null],
    ['price|\\w+ly', 'i', ['ly', 'price']],
    ['price|\\w+', 'i', null],
    ['(?:abc)?', '', null],
    ['(a)\\1', '', ['a']],
    ['é', 'i', null],
    ['Σ', '', null],
    ['s', 'iu', null],
    ['(?i:sell)', 'u', null],
    ['(?i:sell)', '', null],
    ['price', 'gi', null],
    ['[^a]', '', null],
  ];
  for (const [source, flags, words] of cases) {
    test(`/${source}/${flags}`, () => assert.deepEqual(requiredLiterals(source, flags), words));
  }

  test("a rule's words drop those that hold another of its words", () => {
    assert.deepEqual(ruleWords([/profits?|net profit/i, /利润|净利润/]), ['利润', 'profit']);
  });
});

/** Each rule index whose trigger matches `question` as the engine tries it (Traditional read as Simplified). */
const matching = (question: string) => {
  const read = asSimplified(question);
  return rules.flatMap((rule, i) => (rule.trigger.en.test(read) || rule.trigger.zh.test(read) ? [i] : []));
};
const prefilter = triggerPrefilter(rules);
const missed = (question: string) => {
  const possible = prefilter.possible(asSimplified(question));
  return matching(question).filter((i) => !possible[i]).map((i) => rules[i].id);
};

describe('the rules a question can trigger', () => {
  test('every rule has words from a current entry: the build generated the file for these rules', () => {
    const entries = (generated as { rules: Record<string, { patterns: { source: string; flags: string }[]; words: string[] | null }> }).rules;
    for (const rule of rules) {
      const entry = entries[rule.id];
      assert.deepEqual(entry?.patterns, [rule.trigger.en, rule.trigger.zh].map(({ source, flags }) => ({ source, flags })), `${rule.id}: generated for other patterns`);
      assert.ok(entry.words?.length, `${rule.id}: no words`);
    }
  });

  test('every rule whose trigger matches a corpus question is tried on it', () => {
    const corpus = path.join(repoRoot, 'test/fixtures/lint-corpus');
    const texts = ['real/questions.jsonl', 'questions.jsonl'].flatMap((file) =>
      readFileSync(path.join(corpus, file), 'utf8').trim().split('\n').map((line) => (JSON.parse(line) as { text?: string; question?: string })),
    ).map((row) => row.text ?? row.question ?? '');
    assert.ok(texts.length > 19_000);
    const misses = texts.flatMap((text) => missed(text).map((id) => `${id}: ${text}`));
    assert.deepEqual(misses, []);
  });

  test('and on made-up texts from the rules’ own words, in any case, cut and joined with noise', () => {
    const words = (generated as { rules: Record<string, { words: string[] }> }).rules;
    const pieces = [...new Set(Object.values(words).flatMap((w) => w.words))];
    const piece = fc.oneof(
      fc.constantFrom(...pieces).chain((w) => fc.tuple(fc.nat(w.length), fc.nat(w.length)).map(([a, b]) => w.slice(Math.min(a, b), Math.max(a, b) + 1))),
      fc.constantFrom(...pieces),
      fc.string({ maxLength: 6 }),
      fc.constantFrom(' ', '的', '是多少', '?', '2023年', 'FY2024 ', '$', '%'),
    );
    const text = fc.tuple(fc.array(piece, { maxLength: 12 }), fc.boolean()).map(([parts, upper]) => (upper ? parts.join('').toUpperCase() : parts.join('')));
    fc.assert(fc.property(text, (t) => missed(t).length === 0), { numRuns: 5000 });
  });

  test('a rule whose patterns are not those the file was generated from is always tried', () => {
    const changed: LintRule = { ...rules[0], trigger: { en: /zzz-no-such-word/i, zh: rules[0].trigger.zh } };
    assert.equal(triggerPrefilter([changed]).possible('nothing here')[0], 1);
    assert.equal(triggerPrefilter([rules[0]]).possible('zzzz')[0], 0);
  });
});
