/** The `judge` command's output: the JSON of the CLI contract, and readable text. */
import type { PreviewSummary, SampleSummary } from '../../core/judge/preview';
import { STOP_CANCEL, stoppedByRun } from '../../core/judge/stop';
import type { JudgeIdentity } from '../../core/judge/identity';
import type { CallOutcome } from '../../core/judge/types';
import { percent } from '../../core/percent';
import { counted } from '../counted';

/** One run as the CLI contract shows it: score 1 | 0 | null, parsed false for unscored (raw kept) and for errors. */
export function runJson(o: CallOutcome) {
  const v = o.verdict;
  const score = v?.kind === 'pass' ? 1 : v?.kind === 'fail' ? 0 : v?.kind === 'rubric' ? v.score : null;
  const parsed = v !== null && v.kind !== 'unscored';
  return {
    score,
    parsed,
    latencyMs: o.latencyMs,
    ...(o.attempts > 1 ? { attempts: o.attempts } : {}),
    ...(o.error ? { error: o.error } : {}),
    ...(v?.kind === 'unscored' ? { raw: o.raw, reason: v.reason } : {}),
    ...(v?.kind === 'rubric' ? { criteria: v.statuses.map((s) => ({ id: s.id, status: s.yes ? 'yes' : 'no' })), earned: v.earned } : {}),
    ...(o.cached ? { cached: true } : {}),
    ...(o.usage ? { tokens: o.usage } : {}),
  };
}

/** A result per answer: its runs, the majority and agreement, and the deterministic check beside it. */
export function resultJson(s: SampleSummary, extra: Record<string, unknown> = {}) {
  return {
    ...extra,
    answer: s.answer,
    ...(s.expected ? { expected: s.expected } : {}),
    ...(s.expectedScore !== undefined ? { expectedScore: s.expectedScore } : {}),
    runs: s.runs.map(runJson),
    majority: s.majority,
    ...(s.meanScore !== undefined ? { meanScore: s.meanScore } : {}),
    agrees: s.agrees,
    flips: s.flips,
    deterministic: s.deterministic === null ? null : {
      pass: s.deterministic === 'pass',
      ...(s.deterministic === 'no-data' ? { noData: true } : {}),
      ...(s.deterministic === 'contradictory' ? { verdict: 'contradictory', rivals: s.deterministicRivals ?? [] } : {}),
    },
    ...(s.disagreesWithDeterministic ? { disagreesWithDeterministic: true } : {}),
  };
}

export function summaryJson(summary: PreviewSummary) {
  return {
    agreement: summary.agreement,
    flips: summary.flips,
    unscored: summary.unscored,
    unscoredCalls: summary.unscoredCalls,
    errors: summary.errors,
    cancelled: summary.cancelled,
    ...(summary.cutShort ? { cutShort: summary.cutShort } : {}),
    retries: summary.retries,
    ...(summary.judges.length > 1 ? { mixedJudges: summary.judges } : {}),
    latencyMs: summary.latencyMs,
    tokens: summary.tokens,
    cache: summary.cache,
    ...(summary.pairwise ? { pairwise: { ...summary.pairwise.stats, elo: summary.pairwise.elo.map((r) => Math.round(r * 100) / 100) } } : {}),
  };
}

const MARK: Record<string, string> = { pass: 'pass', fail: 'fail', 'no-data': 'no data', contradictory: 'contradictory (fails)' };

/** The judge of the JSON output: its identity, with the model the server reported when every verdict agrees on one. */
export function judgeJson(identity: JudgeIdentity, summary: PreviewSummary): JudgeIdentity {
  return summary.judges.length === 1 ? summary.judges[0] : identity;
}

/** How the judge held its output format, in words. */
const STRUCTURED: Record<JudgeIdentity['structured'] | 'batch', string> = {
  enforced: 'structured output enforced by the server',
  accepted: 'structured output accepted but not enforced by the server',
  none: 'no structured output (the server refuses it)',
  batch: 'no structured output (batch requests carry none)',
};

/** Readable lines for one item. */
export function summaryText(label: string, judge: string, summary: PreviewSummary, identity?: JudgeIdentity, batch = false): string[] {
  const lines = [`${label}  (judge: ${judge})`];
  if (identity && identity.endpoint !== 'deterministic') {
    const reported = [...new Set(summary.judges.map((j) => j.reportedModel).filter(Boolean))];
    lines.push(`  judge ${identity.requestedModel}${reported.length ? ` (the server reports ${reported.join(', ')})` : ''} at ${identity.endpoint}, temperature ${identity.params.temperature}, template ${identity.templateId} ${identity.templateHash.slice(0, 12)}, ${STRUCTURED[batch ? 'batch' : identity.structured]}`);
    if (summary.judges.length > 1) lines.push(`  ⚠ verdicts from ${summary.judges.length} different judge identities are mixed (${summary.judges.map(describeJudge).join('; ')})`);
  }
  for (const s of summary.samples) {
    const runs = s.runs.map((o) => (stoppedByRun(o) ? (o.error === STOP_CANCEL ? 'cancelled' : 'stopped') : o.error ? 'error' : o.verdict?.kind === 'rubric' ? o.verdict.score.toFixed(2) : o.verdict?.kind === 'unscored' ? 'unscored' : MARK[o.verdict?.kind ?? ''] ?? '?')).join(' ');
    const expected = s.expected ? ` expected ${MARK[s.expected]}${s.agrees === false ? ' ✗' : s.agrees ? ' ✓' : ''}` : '';
    const det = s.deterministic ? `  tolerance check: ${MARK[s.deterministic]}${s.disagreesWithDeterministic ? '  ⚠ the judge disagrees with the tolerance check' : ''}` : '';
    lines.push(`  [${s.index}] ${JSON.stringify(s.answer.length > 60 ? `${s.answer.slice(0, 57)}…` : s.answer)}`, `      runs: ${runs || '—'}${s.majority ? `  majority ${MARK[s.majority]}` : ''}${s.meanScore !== undefined ? `  mean score ${s.meanScore.toFixed(2)}` : ''}${expected}${det}`);
    for (const o of s.runs) if (o.verdict?.kind === 'unscored') lines.push(`      unscored (${o.verdict.reason}): ${JSON.stringify(o.raw.slice(0, 200))}`);
    for (const o of s.runs) if (o.error && !stoppedByRun(o)) lines.push(`      error: ${o.error}`);
  }
  const p = summary.pairwise;
  if (p) lines.push(`  pairwise: position consistency ${percent(p.stats.positionConsistency)}, tie rate ${percent(p.stats.tieRate)}, Elo ${p.elo.map((r, i) => `[${i}] ${r.toFixed(1)}`).join(', ')}`);
  const { agreement: a, latencyMs: l, tokens: t, cache: c } = summary;
  const leftOut = a.leftOut.noExpectation + a.leftOut.unscored + a.leftOut.notJudged;
  const answers = summary.samples.length;
  if (summary.cutShort) lines.push(`  ${summary.cutShort === 'cancelled' ? 'cancelled' : 'stopped at the run deadline'}: ${counted(summary.cancelled, 'call')} not answered; no consistency figures (flips, pass^k) from a partial run`);
  lines.push(
    `  agreement ${a.agreed}/${a.compared} answers${leftOut ? ` (${leftOut} of ${answers} left out: ${leftOutText(a.leftOut)})` : ''}, flips ${summary.flips ?? '—'}, unscored ${summary.unscored} of ${answers} answers, errors ${summary.errors}, retries ${summary.retries}, latency p50 ${l.p50 ?? '—'} ms p95 ${l.p95 ?? '—'} ms, tokens ${t ? `${t.prompt}+${t.completion}` : 'not reported'}, cache ${c.hits} hits ${c.misses} misses`,
  );
  return lines;
}

function leftOutText(l: PreviewSummary['agreement']['leftOut']): string {
  return [l.noExpectation && `${l.noExpectation} without an expected verdict`, l.unscored && `${l.unscored} unscored`, l.notJudged && `${l.notJudged} not judged`].filter(Boolean).join(', ');
}

function describeJudge(j: JudgeIdentity): string {
  return [j.reportedModel ?? j.requestedModel, j.systemFingerprint, j.structured, `template ${j.templateHash.slice(0, 8)}`, `temperature ${j.params.temperature}`].filter(Boolean).join(' ');
}
