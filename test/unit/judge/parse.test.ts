import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { jsonValues, pairingSteps, parseVerdict } from '../../../src/core/judge/parse';
import type { OutputSpec } from '../../../src/core/judge/types';

const T1: OutputSpec = { kind: 'score', field: 'score', noData: true, parser: 'json' };
const REF: OutputSpec = { kind: 'score', field: 'answer_score', noData: false, parser: 'json' };
const PAIR: OutputSpec = { kind: 'pairwise', parser: 'brackets' };
const RUBRIC: OutputSpec = { kind: 'rubric', parser: 'json' };
const CRITERIA = [{ id: 1, weight: 10 }, { id: 2, weight: 8 }, { id: 3, weight: -4 }];
const kind = (text: string, output = T1) => parseVerdict(text, output, CRITERIA).kind;

describe('parseVerdict: scores', () => {
  test('strict JSON, in both protocols', () => {
    assert.equal(kind('{"score":1}'), 'pass');
    assert.equal(kind('{"score":0}'), 'fail');
    assert.equal(kind('{"score":"null"}'), 'no-data');
    assert.equal(kind('{"answer_score":1}', REF), 'pass');
    assert.equal(kind('{"answer_score":0}', REF), 'fail');
  });

  test('JSON inside prose, fenced JSON, trailing commas', () => {
    assert.equal(kind('The low was 179.35, which matches the snapshot. Final: {"score": 1} — done.'), 'pass');
    assert.equal(kind('Analysis…\n```json\n{\n  "score": 0\n}\n```\n'), 'fail');
    assert.equal(kind('Result: {"reasoning": "ok", "score": 1,}'), 'pass');
    assert.equal(kind('```\n{"answer_score": 1,\n}\n```', REF), 'pass');
  });

  test('the last verdict wins', () => {
    assert.equal(kind('At first I thought {"score":1}, but the answer has two numbers. {"score":0}'), 'fail');
    assert.equal(kind('{"score":0}\n…on reflection the rounding is allowed.\n{"score":1}'), 'pass');
  });

  test('a value not offered is unscored, never a guess', () => {
    for (const text of ['{"score":0.5}', '{"score":true}', '{"score":"yes"}', '{"score":2}', '{"answer_score":"null"}']) {
      const v = parseVerdict(text, text.includes('answer_score') ? REF : T1);
      assert.equal(v.kind, 'unscored', text);
      assert.match((v as { reason: string }).reason, /not one of the offered values/);
    }
    // The reason's template and values, for a UI to say it in its own language.
    assert.deepEqual(parseVerdict('{"score":2}', T1), { kind: 'unscored', reason: '"score": 2 is not one of the offered values', because: { template: '"{0}": {1} is not one of the offered values', args: ['score', '2'] } });
  });

  test('a pass flag that contradicts the score is unscored; one that agrees is fine', () => {
    assert.equal(kind('{"score":1,"pass":false}'), 'unscored');
    assert.equal(kind('{"score":0,"Passed":"true"}'), 'unscored');
    assert.equal(kind('{"score":1,"correct":true}'), 'pass');
  });

  test('no verdict at all is unscored: garbage, prose scores, an empty reply', () => {
    for (const text of ['', 'I cannot grade this.', 'Score: 1', '{score: 1}', '<html>502 Bad Gateway</html>', '{"verdict":"pass"}']) {
      assert.equal(kind(text), 'unscored', text);
    }
  });
});

describe('parseVerdict: pairwise and rubric', () => {
  test('[[1]] [[2]] [[3]], last tag wins; other values and no tag are unscored', () => {
    assert.deepEqual(parseVerdict('Assistant 1 is clearer. [[1]]', PAIR), { kind: 'choice', choice: 1 });
    assert.deepEqual(parseVerdict('[[1]] … no wait, [[2]]', PAIR), { kind: 'choice', choice: 2 });
    assert.deepEqual(parseVerdict('Equal. [[ 3 ]]', PAIR), { kind: 'choice', choice: 3 });
    assert.equal(parseVerdict('[[4]]', PAIR).kind, 'unscored');
    assert.equal(parseVerdict('[[A]]', PAIR).kind, 'unscored');
    assert.equal(parseVerdict('Answer 1 is better.', PAIR).kind, 'unscored');
  });

  test('rubric: signed weights, score = earned / sum of positive weights', () => {
    const v = parseVerdict('[{"rubric_id":1,"status":"yes"},{"rubric_id":2,"status":"no"},{"rubric_id":3,"status":"yes"}]', RUBRIC, CRITERIA);
    assert.deepEqual(v, { kind: 'rubric', statuses: [{ id: 1, yes: true }, { id: 2, yes: false }, { id: 3, yes: true }], earned: 6, score: 6 / 18 });
  });

  test('rubric: the structured {criteria:[…]} form and "Yes" in capitals', () => {
    const v = parseVerdict('{"reasoning":"r","criteria":[{"rubric_id":1,"status":"Yes"},{"rubric_id":2,"status":"yes"},{"rubric_id":3,"status":"no"}]}', RUBRIC, CRITERIA);
    assert.equal(v.kind === 'rubric' && v.score, 1);
  });

  test('rubric: a missing, unknown or doubly-judged criterion, or another status, is unscored', () => {
    const cases = [
      '[{"rubric_id":1,"status":"yes"},{"rubric_id":2,"status":"no"}]',
      '[{"rubric_id":1,"status":"yes"},{"rubric_id":2,"status":"no"},{"rubric_id":3,"status":"no"},{"rubric_id":9,"status":"no"}]',
      '[{"rubric_id":1,"status":"yes"},{"rubric_id":1,"status":"no"},{"rubric_id":2,"status":"no"},{"rubric_id":3,"status":"no"}]',
      '[{"rubric_id":1,"status":"partly"},{"rubric_id":2,"status":"no"},{"rubric_id":3,"status":"no"}]',
    ];
    for (const text of cases) assert.equal(parseVerdict(text, RUBRIC, CRITERIA).kind, 'unscored', text);
  });
});

test('jsonValues finds every top-level value in order, skipping what does not parse', () => {
  assert.deepEqual(jsonValues('a {"x":1} b {bad} c [1,2,] d {"y":{"z":[3]}}'), [{ x: 1 }, [1, 2], { y: { z: [3] } }]);
  assert.deepEqual(jsonValues('{"s":"a } brace"}'), [{ s: 'a } brace' }]);
});

test('a reply of unclosed brackets (a model stuck repeating "{") costs work linear in its length and stays unscored', () => {
  const score = { parser: 'json', kind: 'score' } as const;
  const steps = (n: number) => (parseVerdict('{'.repeat(n), score), pairingSteps.last);
  for (const opener of ['{', '[', '{"']) assert.equal(parseVerdict(opener.repeat(50_000), score).kind, 'unscored', opener);
  assert.ok(steps(200_000) <= 17 * 200_000 + 65_536, String(steps(200_000)));
  // A verdict after a short run of stray brackets is still read.
  assert.deepEqual(parseVerdict(`${'{'.repeat(2000)} Final: {"score": 1}`, score), { kind: 'pass' });
});
