import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { countedVerdict, deterministicOutcomes, deterministicVerdict } from '../../../src/core/judge/deterministic';
import { eloRatings, pairVerdict, pairwiseStats } from '../../../src/core/judge/pairwise';
import { percentile, planCalls, summarize } from '../../../src/core/judge/preview';
import { probeAnswers } from '../../../src/core/judge/probes';
import { builtinTemplate } from '../../../src/core/judge/templates';
import type { CallOutcome, Verdict } from '../../../src/core/judge/types';
import { checkAnswer } from '../../../src/core/tolerance/check';
import { readJson } from '../helpers';

const load = (name: string) => readJson<Item>(`samples/dataset/${name}.item.json`);
const outcome = (id: string, verdict: Verdict | null, extra: Partial<CallOutcome> = {}): CallOutcome => ({
  id, repeat: Number(id.split('.r')[1] ?? 0), verdict, raw: JSON.stringify(verdict), latencyMs: 100, usage: { prompt: 10, completion: 2 }, cached: false, attempts: 1, structured: false, ...extra,
});
const v = (kind: 'pass' | 'fail' | 'no-data'): Verdict => ({ kind });
const UNSCORED: Verdict = { kind: 'unscored', reason: 'no verdict in the reply' };

describe('preview summary', () => {
  const item = load('t1-global-nvda-low');
  const template = builtinTemplate('t1-live')!;
  const samples = [
    { answer: 'The low was $179.35.', expected: 'pass' as const },
    { answer: 'The low was 181.02 USD.', expected: 'fail' as const },
    { answer: 'Around 179.35', expected: 'pass' as const },
  ];

  test('planCalls: samples × repeats with stable ids', () => {
    assert.deepEqual(planCalls(item, template, samples, 2).map((c) => c.id), ['s0.r0', 's1.r0', 's2.r0', 's0.r1', 's1.r1', 's2.r1']);
  });

  test('majority, flips, pass^k, agreement without unscored runs, and the deterministic check beside each answer', () => {
    const outcomes = [
      outcome('s0.r0', v('pass')), outcome('s0.r1', v('pass')), outcome('s0.r2', v('fail')),
      outcome('s1.r0', v('pass')), outcome('s1.r1', v('pass')), outcome('s1.r2', UNSCORED),
      outcome('s2.r0', UNSCORED), outcome('s2.r1', UNSCORED), outcome('s2.r2', null, { error: 'timeout' }),
    ];
    const summary = summarize(item, template, samples, outcomes, { hits: 2, misses: 7 });
    const [a, b, c] = summary.samples;
    assert.deepEqual([a.majority, a.flips, a.allRepeatsAgree, a.agrees, a.deterministic, a.disagreesWithDeterministic], ['pass', 1, false, true, 'pass', false]);
    assert.deepEqual([b.majority, b.flips, b.allRepeatsAgree, b.agrees, b.deterministic, b.disagreesWithDeterministic], ['pass', 0, false, false, 'fail', true]);
    assert.deepEqual([c.majority, c.agrees], [null, null]);
    assert.deepEqual(summary.agreement, { agreed: 1, compared: 2 });
    assert.equal(summary.unscored, 3);
    assert.equal(summary.errors, 1);
    assert.equal(summary.flips, 1);
    assert.deepEqual(summary.tokens, { prompt: 90, completion: 18 });
    assert.deepEqual(summary.cache, { hits: 2, misses: 7 });
  });

  test('a tie between verdicts has no majority', () => {
    const summary = summarize(item, template, samples.slice(0, 1), [outcome('s0.r0', v('pass')), outcome('s0.r1', v('fail'))]);
    assert.equal(summary.samples[0].majority, null);
    assert.equal(summary.samples[0].agrees, false);
  });

  test('latency percentiles count live calls only', () => {
    assert.equal(percentile([5, 1, 3, 2, 4], 0.5), 3);
    assert.equal(percentile([...Array(100).keys()].map((i) => i + 1), 0.95), 95);
    const summary = summarize(item, template, samples.slice(0, 1), [outcome('s0.r0', v('pass'), { latencyMs: 40 }), outcome('s0.r1', v('pass'), { latencyMs: 0, cached: true })]);
    assert.deepEqual(summary.latencyMs, { p50: 40, p95: 40 });
  });

  test('rubric: mean weighted score against expectedScore, and per criterion how many runs said yes', () => {
    const oe = load('oe-global-ai-valuation-risk');
    const rubric = builtinTemplate('rubric')!;
    const statuses = (yes: number[]) => oe.rubric!.map((c) => ({ id: c.number, yes: yes.includes(c.number) }));
    const runs = [
      outcome('s0.r0', { kind: 'rubric', statuses: statuses([1, 2, 3, 4]), earned: 26, score: 1 }),
      outcome('s0.r1', { kind: 'rubric', statuses: statuses([1, 2, 3]), earned: 24, score: 24 / 26 }),
    ];
    const [s] = summarize(oe, rubric, [{ answer: 'x', expected: 'pass', expectedScore: 0.92 }], runs).samples;
    assert.ok(Math.abs(s.meanScore! - 25 / 26) < 1e-9);
    assert.equal(s.agrees, true);
    assert.deepEqual(s.criteria!.map((c) => c.yes), [2, 2, 2, 1, 0]);
    assert.equal(s.flips, 1);
    assert.equal(s.deterministic, null);
  });
});

describe('pairwise (UCFE)', () => {
  const choice = (id: string, n: 1 | 2 | 3) => outcome(id, { kind: 'choice', choice: n });
  test('both orders: agreement is a win, a flip is a tie, unscored is left out', () => {
    assert.deepEqual(pairVerdict({ aFirst: choice('ab', 1), bFirst: choice('ba', 2) }), { outcome: 'first', consistent: true });
    assert.deepEqual(pairVerdict({ aFirst: choice('ab', 2), bFirst: choice('ba', 1) }), { outcome: 'second', consistent: true });
    assert.deepEqual(pairVerdict({ aFirst: choice('ab', 1), bFirst: choice('ba', 1) }), { outcome: 'tie', consistent: false });
    assert.deepEqual(pairVerdict({ aFirst: choice('ab', 3), bFirst: choice('ba', 3) }), { outcome: 'tie', consistent: true });
    assert.deepEqual(pairVerdict({ aFirst: choice('ab', 1), bFirst: outcome('ba', UNSCORED) }), { outcome: null, consistent: null });
  });

  test('position consistency and tie rate over scored comparisons', () => {
    const stats = pairwiseStats([{ outcome: 'first', consistent: true }, { outcome: 'tie', consistent: false }, { outcome: null, consistent: null }, { outcome: 'tie', consistent: true }]);
    assert.deepEqual(stats, { scored: 3, positionConsistency: 2 / 3, tieRate: 2 / 3 });
  });

  test('Elo: K=4, scale 400, start 1000', () => {
    assert.deepEqual(eloRatings(2, [{ a: 0, b: 1, outcome: 'first' }]), [1002, 998]);
    const [x, y] = eloRatings(2, [{ a: 0, b: 1, outcome: 'first' }, { a: 0, b: 1, outcome: 'tie' }]);
    const expected = 1 / (1 + 10 ** ((998 - 1002) / 400));
    assert.ok(Math.abs(x - (1002 + 4 * (0.5 - expected))) < 1e-9 && Math.abs(x + y - 2000) < 1e-9);
  });

  test('summary of a pairwise run: pairs in both orders, Elo over the samples', () => {
    const item = load('oe-gc-insurer-allocation');
    const template = builtinTemplate('pairwise')!;
    const samples = [{ answer: 'A' }, { answer: 'B' }, { answer: 'C' }];
    const calls = planCalls(item, template, samples, 1);
    assert.deepEqual(calls.map((c) => c.id), ['p0-1.ab.r0', 'p0-1.ba.r0', 'p0-2.ab.r0', 'p0-2.ba.r0', 'p1-2.ab.r0', 'p1-2.ba.r0']);
    assert.match(calls[1].messages[1].content, /<<<ANSWER 1 [0-9a-f]+>>>\nB\n/, 'the second order puts b first');
    const outcomes = [choice('p0-1.ab.r0', 1), choice('p0-1.ba.r0', 2), choice('p0-2.ab.r0', 1), choice('p0-2.ba.r0', 1), choice('p1-2.ab.r0', 3), outcome('p1-2.ba.r0', UNSCORED)];
    const { pairwise } = summarize(item, template, samples, outcomes);
    assert.deepEqual(pairwise!.pairs.map((p) => p.verdict.outcome), ['first', 'tie', null]);
    assert.deepEqual(pairwise!.stats, { scored: 2, positionConsistency: 0.5, tieRate: 0.5 });
    assert.ok(pairwise!.elo[0] > 1000 && pairwise!.elo[1] < 1000 && pairwise!.elo[2] > pairwise!.elo[1]);
  });
});

describe('probe answers from each tolerance', () => {
  test('rounding (NVIDIA low): just inside and outside each bound, decimals, sign, a distracting sentence', () => {
    const item = load('t1-global-nvda-low');
    const probes = probeAnswers(item);
    const byNote = (note: string) => probes.find((p) => p.note!.endsWith(note))!;
    assert.deepEqual(byNote('just inside the lower bound'), { answer: 'Low price: 179.3451 USD', expected: 'pass', note: 'Probe: just inside the lower bound' });
    assert.equal(byNote('just outside the lower bound').expected, 'fail');
    assert.equal(byNote('just inside the upper bound').expected, 'pass');
    assert.equal(byNote('just outside the upper bound').expected, 'fail');
    assert.equal(byNote('more decimals than the reference').expected, 'pass');
    assert.equal(byNote('fewer decimals than the reference').expected, 'fail');
    assert.equal(byNote('the sign flipped').expected, 'fail');
    assert.equal(byNote('the value inside a sentence with other numbers').expected, 'pass');
  });

  test('every probe of every sample item carries the tolerance engine\'s own verdict', () => {
    for (const name of ['t1-global-nvda-low', 't1-gc-gbt-low', 't1-global-sti-highlow', 't1-gc-usdcnh-fx', 't2-global-sbux-assets', 't2-gc-moutai-revenue', 't3-global-sp500-best-month', 't3-gc-csi300-drawdown']) {
      const item = load(name);
      const probes = probeAnswers(item);
      assert.ok(probes.length >= 8, name);
      assert.ok(probes.some((p) => p.expected === 'pass') && probes.some((p) => p.expected === 'fail'), name);
      for (const p of probes) assert.equal(p.expected, countedVerdict(deterministicVerdict(item, p.answer)!), `${name}: ${p.answer}`);
      assert.ok(!probes.some((p) => item.samples?.some((s) => s.answer === p.answer)), 'no duplicates of existing samples');
    }
  });

  test('percent vs fraction on a percent part (S&P 500 best month, ±0.1 pp)', () => {
    const probes = probeAnswers(load('t3-global-sp500-best-month'));
    const ratio = probes.find((p) => p.note!.includes('fraction'))!;
    assert.match(ratio.answer, /Monthly gain: 0\.1268/);
    assert.equal(ratio.expected, checkAnswer(load('t3-global-sp500-best-month'), ratio.answer).pass ? 'pass' : 'fail');
  });

  test('items without a numeric tolerance get no probes', () => {
    assert.deepEqual(probeAnswers(load('oe-gc-insurer-allocation')), []);
  });
});

test('the deterministic judge: pass, fail, no-data; null without an answer key', () => {
  const item = load('t1-global-nvda-low');
  assert.deepEqual(deterministicOutcomes(item, ['179.35', '181.02']).map((o) => o.verdict?.kind), ['pass', 'fail']);
  const summary = summarize(item, builtinTemplate('t1-live')!, [{ answer: '179.35' }], deterministicOutcomes(item, ['179.35']));
  assert.deepEqual(summary.latencyMs, { p50: null, p95: null }, 'no model call, no latency');
  const empty = structuredClone(item);
  empty.live!.snapshot = { NVDA___O: { RT_LOW: '0' } };
  assert.equal(deterministicVerdict(empty, '179.35'), 'no-data');
  assert.equal(deterministicVerdict(load('oe-gc-insurer-allocation'), 'x'), null);
});
