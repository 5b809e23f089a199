/** The judge: templates, rendering, verdict parsing, an OpenAI-compatible client, the runner, cache, pairwise, probes. */
export * from './types';
export { builtinTemplate, builtinTemplateIds, defaultTemplateId, itemTemplate, localText, resolveTemplate, templateFromJson, TemplateError, PLACEHOLDERS } from './templates';
export { renderMessages, fenceAnswer, type RenderAnswers } from './render';
export { parseVerdict, jsonValues, verdictSchema } from './parse';
export { OpenAIJudgeClient, JudgeCallError, forgetStructuredSupport, retryAfter, type EndpointConfig, type JudgeTransport, type Completion } from './client';
export { runCalls, type RunOptions, type RunEvent, type RunResult } from './runner';
export { cacheKey, MemoryCacheStore, type CacheStore, type CachedCall } from './cache';
export { pairVerdict, pairwiseStats, eloRatings, type PairVerdict, type PairwiseStats } from './pairwise';
export { probeAnswers } from './probes';
export { countedVerdict, deterministicJudgement, deterministicVerdict, deterministicOutcomes, hasDeterministicJudge, type ToleranceVerdict } from './deterministic';
export { planCalls, summarize, percentile, SCORE_AGREEMENT, type PreviewSample, type SampleSummary, type PreviewSummary } from './preview';
export { runBatch, batchRequests, type BatchOptions } from './batch';
export { runPreview, needsEndpoint, NeedsEndpointError, type PreviewRun } from './session';
export { recordsOfPreview, parseRunRecords, recordLines, recordAgrees, DEFAULT_RUN_RECORD, type JudgeRunRecord, type RecordedVerdict, type RecordedExpectation, type SkippedLine } from './runRecord';
export { judgeFigures, type JudgeFigures, type JudgeGroup } from './runFigures';
