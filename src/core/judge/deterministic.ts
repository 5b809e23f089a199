/** The deterministic judge: the tolerance engine's verdict on an answer, the default when no model endpoint is set. */
import type { ExpectedVerdict, Item } from '../item/types';
import { checkAnswer } from '../tolerance/check';
import type { CallOutcome } from './types';

/** Whether the tolerance engine can judge the item (it has an answer key). Rubric-only items need a model. */
export function hasDeterministicJudge(item: Item): boolean {
  return (item.answer?.parts.length ?? 0) > 0;
}

/** pass, fail or no-data by the item's tolerances; null for items without an answer key. */
export function deterministicVerdict(item: Item, answer: string): ExpectedVerdict | null {
  if (!hasDeterministicJudge(item)) return null;
  const result = checkAnswer(item, answer);
  return result.pass === null ? 'no-data' : result.pass ? 'pass' : 'fail';
}

/** The deterministic judge's outcomes for samples, shaped like judge calls (one per sample, ids as planCalls makes them). */
export function deterministicOutcomes(item: Item, answers: string[]): CallOutcome[] {
  return answers.map((answer, i) => {
    const verdict = deterministicVerdict(item, answer);
    return { id: `s${i}.r0`, repeat: 0, verdict: verdict ? { kind: verdict } : null, raw: '', latencyMs: 0, usage: null, cached: false, attempts: 0, structured: false, ...(verdict ? {} : { error: 'no answer key' }) };
  });
}
