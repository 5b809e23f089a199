/** A judge preview: the calls for an item's samples × repeats, and what their outcomes say. */
import type { ExpectedVerdict, Item } from '../item/types';
import { countedVerdict, deterministicJudgement, type ToleranceVerdict } from './deterministic';
import { eloRatings, pairVerdict, pairwiseStats, type PairVerdict, type PairwiseStats } from './pairwise';
import { renderMessages } from './render';
import { distinctIdentities } from './runIdentity';
import type { JudgeIdentity } from './identity';
import { STOP_CANCEL, stoppedByRun } from './stop';
import type { CallOutcome, JudgeCall, JudgeTemplate, TokenUsage } from './types';

export interface PreviewSample {
  answer: string;
  expected?: ExpectedVerdict;
  expectedScore?: number;
  note?: string;
}

/** How far a rubric sample's mean weighted score may sit from its expectedScore and still agree. */
export const SCORE_AGREEMENT = 0.1;

/** The calls of a preview: per sample and repeat for graded templates, per pair in both orders for pairwise. */
export function planCalls(item: Item, template: JudgeTemplate, samples: PreviewSample[], repeats: number): JudgeCall[] {
  const rubric = (item.rubric ?? []).map((c) => ({ id: c.number, weight: c.weight }));
  const calls: JudgeCall[] = [];
  for (let repeat = 0; repeat < repeats; repeat++) {
    if (template.output.kind === 'pairwise') {
      for (const [a, b] of pairsOf(samples.length)) {
        const call = (order: 'ab' | 'ba', answer1: string, answer2: string) =>
          calls.push({ id: `p${a}-${b}.${order}.r${repeat}`, repeat, output: template.output, messages: renderMessages(template, item, { answer1, answer2 }) });
        call('ab', samples[a].answer, samples[b].answer);
        call('ba', samples[b].answer, samples[a].answer);
      }
    } else {
      samples.forEach((s, i) => calls.push({ id: `s${i}.r${repeat}`, repeat, output: template.output, rubric, messages: renderMessages(template, item, { answer: s.answer }) }));
    }
  }
  return calls;
}

function pairsOf(n: number): [number, number][] {
  const pairs: [number, number][] = [];
  for (let a = 0; a < n; a++) for (let b = a + 1; b < n; b++) pairs.push([a, b]);
  return pairs;
}

export interface SampleSummary {
  index: number;
  answer: string;
  expected?: ExpectedVerdict;
  expectedScore?: number;
  runs: CallOutcome[];
  /** The most common scored verdict; null when none or a tie between verdicts. */
  majority: ExpectedVerdict | null;
  /** Scored runs that differ from the most common verdict; null when the run was cut short (a consistency figure). */
  flips: number | null;
  /** Every repeat scored and agreeing with the expected verdict (pass^k); null without an expectation or when the run was cut short. */
  allRepeatsAgree: boolean | null;
  /** What the judge made of the answer: a scored verdict, only unscored replies or errors, or never judged (its calls were stopped by the run). */
  judged: 'scored' | 'unscored' | 'not-judged';
  /** Rubric templates: mean weighted score of the scored runs, and per criterion how many runs said yes. */
  meanScore?: number;
  criteria?: { id: number; weight: number; yes: number; scored: number }[];
  /** Majority (or mean score) agrees with the expectation; null when nothing could be compared. */
  agrees: boolean | null;
  /** The tolerance engine's verdict; null for items without an answer key. */
  deterministic: ToleranceVerdict | null;
  /** A contradictory answer's rival values, as written. */
  deterministicRivals?: string[];
  /** The judge's majority differs from the tolerance engine. */
  disagreesWithDeterministic: boolean;
}

/** Why answers are not in the agreement figure. */
export interface LeftOut {
  /** Answers without an expected verdict (or expected score). */
  noExpectation: number;
  /** Answers the judge gave no scored verdict for. */
  unscored: number;
  /** Answers whose calls were all stopped by the run (cancel or deadline). */
  notJudged: number;
}

export interface PreviewSummary {
  samples: SampleSummary[];
  pairwise?: { pairs: { a: number; b: number; repeat: number; verdict: PairVerdict }[]; stats: PairwiseStats; elo: number[] };
  /** Answers whose judged verdict matches the expected one, of the answers that could be compared; the rest are left out. */
  agreement: { agreed: number; compared: number; leftOut: LeftOut };
  /** null when the run was cut short: a partial run says nothing about consistency. */
  flips: number | null;
  /** Answers (the unit every figure counts) without a scored verdict. */
  unscored: number;
  /** Calls the judge answered without a verdict it offered (an answer may have several). */
  unscoredCalls: number;
  /** Calls that failed (not counting those stopped by the run). */
  errors: number;
  /** Calls stopped by the run before the judge answered. */
  cancelled: number;
  /** Set when the run stopped before every call was answered; consistency figures are then left out. */
  cutShort?: 'cancelled' | 'deadline';
  /** Attempts made again after a failed one (a streamed server error, a timeout, 429, 5xx, a broken connection). */
  retries: number;
  /** The judge identities the verdicts came from; more than one means verdicts from different judges are mixed. */
  judges: JudgeIdentity[];
  latencyMs: { p50: number | null; p95: number | null };
  /** Tokens of the calls that reached the endpoint; null when it reported no usage for any of them. */
  tokens: TokenUsage | null;
  cache: { hits: number; misses: number };
}

/** Summarises outcomes (in any order) of the calls planCalls made. Unscored runs stay out of every denominator. */
export function summarize(item: Item, template: JudgeTemplate, samples: PreviewSample[], outcomes: CallOutcome[], cache = { hits: 0, misses: 0 }): PreviewSummary {
  const byId = new Map(outcomes.map((o) => [o.id, o]));
  const stopped = outcomes.filter(stoppedByRun);
  const cutShort = stopped.length ? (stopped.some((o) => o.error === STOP_CANCEL) ? 'cancelled' : 'deadline') : undefined;
  const runsOf = (i: number) => outcomes.filter((o) => o.id.startsWith(`s${i}.`)).sort((a, b) => a.repeat - b.repeat);
  const sampleSummaries = samples.map((s, i) => sampleSummary(item, s, i, template.output.kind === 'pairwise' ? [] : runsOf(i), template.output.kind === 'rubric', !!cutShort));
  // Latency of calls that reached an endpoint: not cache hits, errors, or the tolerance engine's instant verdicts.
  const live = outcomes.filter((o) => !o.cached && !o.error && o.attempts > 0);
  const compared = sampleSummaries.filter((s) => s.agrees !== null);
  // Pairwise answers are compared with each other, never with an expectation: none is left out of a figure it was never in.
  const notCompared = template.output.kind === 'pairwise' ? [] : sampleSummaries.filter((s) => s.agrees === null);
  const summary: PreviewSummary = {
    samples: sampleSummaries,
    agreement: {
      agreed: compared.filter((s) => s.agrees).length,
      compared: compared.length,
      leftOut: {
        notJudged: notCompared.filter((s) => s.judged === 'not-judged').length,
        unscored: notCompared.filter((s) => s.judged === 'unscored').length,
        noExpectation: notCompared.filter((s) => s.judged === 'scored').length,
      },
    },
    flips: cutShort ? null : sampleSummaries.reduce((n, s) => n + (s.flips ?? 0), 0),
    unscored: sampleSummaries.filter((s) => s.judged === 'unscored').length,
    unscoredCalls: outcomes.filter((o) => o.verdict?.kind === 'unscored').length,
    errors: outcomes.filter((o) => o.error && !stoppedByRun(o)).length,
    cancelled: stopped.length,
    ...(cutShort ? { cutShort } : {}),
    retries: outcomes.reduce((n, o) => n + (o.cached ? 0 : Math.max(0, o.attempts - 1)), 0),
    judges: distinctIdentities(outcomes.filter((o) => o.verdict).map((o) => o.judge)),
    latencyMs: { p50: percentile(live.map((o) => o.latencyMs), 0.5), p95: percentile(live.map((o) => o.latencyMs), 0.95) },
    tokens: tokensOf(outcomes),
    cache,
  };
  if (template.output.kind === 'pairwise') {
    const pairs: NonNullable<PreviewSummary['pairwise']>['pairs'] = [];
    for (const o of outcomes) {
      const m = /^p(\d+)-(\d+)\.ab\.r(\d+)$/.exec(o.id);
      const other = m && byId.get(`p${m[1]}-${m[2]}.ba.r${m[3]}`);
      if (m && other) pairs.push({ a: Number(m[1]), b: Number(m[2]), repeat: Number(m[3]), verdict: pairVerdict({ aFirst: o, bFirst: other }) });
    }
    pairs.sort((x, y) => x.repeat - y.repeat || x.a - y.a || x.b - y.b);
    summary.pairwise = {
      pairs,
      stats: pairwiseStats(pairs.map((p) => p.verdict)),
      elo: eloRatings(samples.length, pairs.map((p) => ({ a: p.a, b: p.b, outcome: p.verdict.outcome }))),
    };
  }
  return summary;
}

/** Tokens of the calls that reached the endpoint (cached calls cost nothing); null when none of them reported usage. */
function tokensOf(outcomes: CallOutcome[]): TokenUsage | null {
  const live = outcomes.filter((o) => !o.cached && o.attempts > 0);
  const reported = live.filter((o) => o.usage);
  if (live.length && !reported.length) return null;
  return reported.reduce((t, o) => ({ prompt: t.prompt + o.usage!.prompt, completion: t.completion + o.usage!.completion }), { prompt: 0, completion: 0 });
}

function judgedOf(runs: CallOutcome[]): SampleSummary['judged'] {
  if (runs.some((r) => r.verdict && r.verdict.kind !== 'unscored')) return 'scored';
  return runs.some((r) => !stoppedByRun(r)) ? 'unscored' : 'not-judged';
}

function sampleSummary(item: Item, sample: PreviewSample, index: number, runs: CallOutcome[], rubric: boolean, cutShort: boolean): SampleSummary {
  const judgement = deterministicJudgement(item, sample.answer);
  const deterministic = judgement?.verdict ?? null;
  const base = { index, answer: sample.answer, expected: sample.expected, expectedScore: sample.expectedScore, runs, deterministic, judged: judgedOf(runs), ...(judgement?.rivals ? { deterministicRivals: judgement.rivals } : {}) };
  const rubricRuns = runs.flatMap((r) => (r.verdict?.kind === 'rubric' ? [r.verdict] : []));
  if (rubric) {
    const meanScore = rubricRuns.length ? rubricRuns.reduce((s, v) => s + v.score, 0) / rubricRuns.length : undefined;
    const criteria = (item.rubric ?? []).map((c) => ({ id: c.number, weight: c.weight, yes: rubricRuns.filter((v) => v.statuses.find((x) => x.id === c.number)?.yes).length, scored: rubricRuns.length }));
    const agrees = meanScore !== undefined && sample.expectedScore !== undefined ? Math.abs(meanScore - sample.expectedScore) <= SCORE_AGREEMENT : null;
    const flips = rubricRuns.filter((v) => rubricRuns[0] && v.statuses.some((s, i) => s.yes !== rubricRuns[0].statuses[i].yes)).length;
    return { ...base, majority: null, flips: cutShort ? null : flips, allRepeatsAgree: null, meanScore, criteria, agrees, disagreesWithDeterministic: false };
  }
  const verdicts = runs.flatMap((r) => (r.verdict && (r.verdict.kind === 'pass' || r.verdict.kind === 'fail' || r.verdict.kind === 'no-data') ? [r.verdict.kind] : []));
  const counts = new Map<ExpectedVerdict, number>();
  for (const v of verdicts) counts.set(v, (counts.get(v) ?? 0) + 1);
  const ranked = [...counts].sort((a, b) => b[1] - a[1]);
  const majority = ranked.length && (ranked.length === 1 || ranked[0][1] > ranked[1][1]) ? ranked[0][0] : null;
  const top = ranked[0]?.[1] ?? 0;
  const allRepeatsAgree = sample.expected && runs.length && !cutShort ? verdicts.length === runs.length && verdicts.every((v) => v === sample.expected) : null;
  const agrees = sample.expected && verdicts.length ? majority === sample.expected : null;
  return {
    ...base,
    majority,
    flips: cutShort ? null : verdicts.length - top,
    allRepeatsAgree,
    agrees,
    disagreesWithDeterministic: majority !== null && deterministic !== null && majority !== countedVerdict(deterministic),
  };
}

/** Nearest-rank percentile; null for no values. */
export function percentile(values: number[], p: number): number | null {
  if (!values.length) return null;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))];
}
