/** The deterministic judge: the tolerance engine's verdict on an answer, the default when no model endpoint is set. */
import type { ExpectedVerdict, Item, Language } from '../item/types';
import { checkAnswer } from '../tolerance/check';
import type { CallOutcome } from './types';

/** The tolerance engine's verdict: pass, fail, no-data, or contradictory (a passing value beside a failing rival; it scores 0). */
export type ToleranceVerdict = ExpectedVerdict | 'contradictory';

/** Whether the tolerance engine can judge the item (it has an answer key). Rubric-only items need a model. */
export function hasDeterministicJudge(item: Item): boolean {
  return (item.answer?.parts.length ?? 0) > 0;
}

/** The verdict with why, for a contradictory answer: the passing value and its rivals, per part. */
export interface DeterministicJudgement {
  verdict: ToleranceVerdict;
  /** Set for 'contradictory': one sentence per contradictory part naming the passing value and the rivals. */
  reason?: string;
  /** Set for 'contradictory': the rival values as written, across parts. */
  rivals?: string[];
}

/** The tolerance engine's judgement of an answer; null for items without an answer key. */
export function deterministicJudgement(item: Item, answer: string, lang: Language = item.language): DeterministicJudgement | null {
  if (!hasDeterministicJudge(item)) return null;
  const result = checkAnswer(item, answer, { lang });
  if (result.pass === null) return { verdict: 'no-data' };
  const contradictory = result.parts.filter((p) => p.verdict === 'contradictory');
  if (contradictory.length) {
    const reason = result.warnings.filter((w) => w.code === 'contradiction').map((w) => w.message).join(' ');
    return { verdict: 'contradictory', reason, rivals: contradictory.flatMap((p) => (p.rivals ?? []).map((r) => r.text)) };
  }
  return { verdict: result.pass ? 'pass' : 'fail' };
}

/** pass, fail, no-data or contradictory by the item's tolerances; null for items without an answer key. */
export function deterministicVerdict(item: Item, answer: string): ToleranceVerdict | null {
  return deterministicJudgement(item, answer)?.verdict ?? null;
}

/** A tolerance verdict as the verdict it counts as: a contradictory answer is a fail. */
export function countedVerdict(verdict: ToleranceVerdict): ExpectedVerdict {
  return verdict === 'contradictory' ? 'fail' : verdict;
}

/**
 * The deterministic judge's outcomes for samples, shaped like judge calls (one per sample, ids as planCalls makes them):
 * a contradictory answer scores 0 with the reason naming both values, as the seeds' judge does.
 */
export function deterministicOutcomes(item: Item, answers: string[]): CallOutcome[] {
  return answers.map((answer, i) => {
    const judgement = deterministicJudgement(item, answer);
    const verdict = judgement && { kind: countedVerdict(judgement.verdict) };
    return { id: `s${i}.r0`, repeat: 0, verdict, raw: judgement?.reason ?? '', latencyMs: 0, usage: null, cached: false, attempts: 0, structured: false, ...(verdict ? {} : { error: 'no answer key' }) };
  });
}
