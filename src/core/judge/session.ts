/** One judge preview run of an item: a model endpoint when there is one, else the deterministic judge. */
import type { Item, Language } from '../item/types';
import type { CacheStore } from './cache';
import { structuredModeOf } from './capability';
import type { JudgeTransport } from './client';
import type { JudgeIdentity } from './identity';
import { verdictSchema } from './parse';
import { deterministicOutcomes, hasDeterministicJudge } from './deterministic';
import { planCalls, summarize, type PreviewSample, type PreviewSummary } from './preview';
import { runIdentity } from './runIdentity';
import { runCalls, type RunOptions, type RunResult } from './runner';
import type { JudgeTemplate } from './types';

export interface PreviewRun {
  judge: 'model' | 'deterministic';
  summary: PreviewSummary;
  /** The runner's report (stuck calls, cancelled, deadline); absent for the deterministic judge. */
  run?: RunResult;
  /** Who judged (before replies said which model answered); absent for the deterministic judge. */
  identity?: JudgeIdentity;
}

/** Thrown when an item can only be judged by a model and no endpoint is configured. */
export class NeedsEndpointError extends Error {}

/** Runs a preview; without a transport the tolerance engine judges numeric items, and other items throw NeedsEndpointError. */
export async function runPreview(
  item: Item,
  template: JudgeTemplate,
  samples: PreviewSample[],
  options: { transport?: JudgeTransport; repeats: number; run: Omit<RunOptions, 'identity'>; lang?: Language },
): Promise<PreviewRun> {
  if (!options.transport) {
    if (template.output.kind !== 'score' || !hasDeterministicJudge(item)) throw new NeedsEndpointError(needsEndpoint(template, options.lang ?? item.language));
    return { judge: 'deterministic', summary: summarize(item, template, samples, deterministicOutcomes(item, samples.map((s) => s.answer))) };
  }
  const identity = await judgeIdentityFor(options.transport, template, options.run);
  const run = await runCalls(planCalls(item, template, samples, options.repeats), options.transport, { ...options.run, identity });
  return { judge: 'model', summary: summarize(item, template, samples, run.outcomes, run.cache), run, identity };
}

/** The identity a model run will have: the capability probe (asked once per endpoint and model) decides its structured mode. */
export async function judgeIdentityFor(transport: JudgeTransport, template: JudgeTemplate, options: { signal?: AbortSignal; cache?: CacheStore }): Promise<JudgeIdentity> {
  // A template read from [[n]] tags has no schema to hold: nothing to ask.
  const structured = verdictSchema(template.output) ? await structuredModeOf(transport, { signal: options.signal ?? new AbortController().signal, cache: options.cache }) : 'none';
  return runIdentity(transport.endpoint, template, structured);
}

/** Why a model endpoint is needed, in the user's language. */
export function needsEndpoint(template: JudgeTemplate, lang: Language): string {
  const what = template.output.kind === 'pairwise' ? (lang === 'zh' ? '两两比较' : 'Pairwise comparison') : template.output.kind === 'rubric' ? (lang === 'zh' ? '按评分细则评分' : 'Rubric grading') : lang === 'zh' ? '没有答案要点的题目' : 'An item without an answer key';
  return lang === 'zh'
    ? `${what}需要评判模型:请设置模型端点(基础URL、模型和API密钥)。确定性容差检查只能判断带数值答案要点的题目。`
    : `${what} needs a judge model: configure a model endpoint (base URL, model and API key). The deterministic tolerance check can only judge items with a numeric answer key.`;
}
