/** Dataset-scale judging through the OpenAI Batch API: upload a JSONL of requests, create, poll, download, match by custom_id. */
import { APIConnectionError, APIError, toFile, type OpenAI } from 'openai';
import { cacheKey, type CacheStore } from './cache';
import type { EndpointConfig } from './client';
import type { JudgeIdentity } from './identity';
import { parseVerdict } from './parse';
import { answeredBy } from './runIdentity';
import { sleep } from './sleep';
import type { CallOutcome, JudgeCall } from './types';

export interface BatchOptions {
  pollMs?: number;
  signal?: AbortSignal;
  cache?: CacheStore;
  /** Request counts as the batch reports them, on every poll. */
  onProgress?: (progress: { status: string; completed: number; failed: number; total: number }) => void;
}

const FINAL = new Set(['completed', 'failed', 'expired', 'cancelled']);

/** The JSONL the Batch API takes: one chat completion request per call, custom_id = the call's id. */
export function batchRequests(calls: JudgeCall[], config: Omit<EndpointConfig, 'apiKey' | 'baseURL'>): string {
  return calls
    .map((call) =>
      JSON.stringify({
        custom_id: call.id,
        method: 'POST',
        url: '/v1/chat/completions',
        body: {
          model: config.model,
          messages: call.messages,
          ...(config.temperature !== undefined ? { temperature: config.temperature } : {}),
          ...(config.maxTokens !== undefined ? { max_tokens: config.maxTokens } : {}),
        },
      }),
    )
    .join('\n') + '\n';
}

/** The Batch API could not be used: one sentence saying why (no Batch API on this server, a refused key, no connection). */
export class BatchError extends Error {}

/**
 * Runs calls as one batch; cache hits are not sent. Outcomes come back in the calls' order, as a live run's do.
 * Batch requests carry no response_format: each call's identity has structured 'none' (batchIdentity), so their cache entries
 * are a live run's only when the requests are the same.
 */
export async function runBatch(api: OpenAI, identityOf: (call: JudgeCall) => JudgeIdentity, calls: JudgeCall[], options: BatchOptions = {}): Promise<{ outcomes: CallOutcome[]; batchId?: string; cache: { hits: number; misses: number } }> {
  try {
    return await batchOf(api, identityOf, calls, options);
  } catch (e) {
    throw batchError(e, api.baseURL);
  }
}

/** The identity of a batch run: requests without response_format. */
export function batchIdentity(identity: JudgeIdentity): JudgeIdentity {
  return { ...identity, structured: 'none' };
}

function batchError(e: unknown, baseURL: string): unknown {
  const url = baseURL.replace(/\/+$/, '');
  if (e instanceof APIConnectionError) return new BatchError(`cannot reach ${url}: ${String((e.cause as Error | undefined)?.message ?? e.message)}`);
  if (!(e instanceof APIError) || e.status === undefined) return e;
  if (e.status === 404 || e.status === 405 || e.status === 501) return new BatchError(`this server has no Batch API (${url} answered HTTP ${e.status} to a Batch API request): judge without --batch`);
  if (e.status === 401 || e.status === 403) return new BatchError(`${url} refused the API key (HTTP ${e.status}): check OPENAI_API_KEY`);
  return new BatchError(`the Batch API at ${url} answered HTTP ${e.status}: ${e.message}`);
}

async function batchOf(api: OpenAI, identityOf: (call: JudgeCall) => JudgeIdentity, calls: JudgeCall[], options: BatchOptions): Promise<{ outcomes: CallOutcome[]; batchId?: string; cache: { hits: number; misses: number } }> {
  const outcomes = new Map<string, CallOutcome>();
  const counts = { hits: 0, misses: 0 };
  const pending: JudgeCall[] = [];
  for (const call of calls) {
    const identity = identityOf(call);
    const hit = options.cache ? await options.cache.get(await cacheKey(identity, call.messages, call.repeat)) : undefined;
    const verdict = hit && parseVerdict(hit.raw, call.output, call.rubric);
    if (hit && verdict && verdict.kind !== 'unscored') {
      counts.hits++;
      outcomes.set(call.id, { ...emptyOutcome(call), verdict, raw: hit.raw, usage: hit.usage, latencyMs: hit.latencyMs, cached: true, structured: hit.structured, judge: answeredBy(identity, hit) });
    } else {
      if (options.cache) counts.misses++;
      pending.push(call);
    }
  }
  let batchId: string | undefined;
  if (pending.length) {
    const file = await api.files.create({ file: await toFile(Buffer.from(batchRequests(pending, { model: identityOf(pending[0]).requestedModel, ...identityOf(pending[0]).params })), 'finbench-judge-batch.jsonl'), purpose: 'batch' });
    let batch = await api.batches.create({ input_file_id: file.id, endpoint: '/v1/chat/completions', completion_window: '24h' });
    batchId = batch.id;
    while (!FINAL.has(batch.status)) {
      options.onProgress?.({ status: batch.status, completed: batch.request_counts?.completed ?? 0, failed: batch.request_counts?.failed ?? 0, total: batch.request_counts?.total ?? pending.length });
      try {
        await sleep(options.pollMs ?? 5000, options.signal);
      } catch (e) {
        await api.batches.cancel(batch.id).catch(() => undefined);
        throw e;
      }
      batch = await api.batches.retrieve(batch.id);
    }
    options.onProgress?.({ status: batch.status, completed: batch.request_counts?.completed ?? 0, failed: batch.request_counts?.failed ?? 0, total: batch.request_counts?.total ?? pending.length });
    const lines = [
      ...(batch.output_file_id ? await download(api, batch.output_file_id) : []),
      ...(batch.error_file_id ? await download(api, batch.error_file_id) : []),
    ];
    const byId = new Map(pending.map((c) => [c.id, c]));
    for (const line of lines) {
      const call = byId.get(line.custom_id);
      if (!call || outcomes.has(call.id)) continue;
      const identity = identityOf(call);
      const { outcome, reply } = resultOutcome(call, line, identity);
      outcomes.set(call.id, outcome);
      if (options.cache && outcome.verdict && outcome.verdict.kind !== 'unscored') {
        await options.cache.set(await cacheKey(identity, call.messages, call.repeat), { raw: outcome.raw, usage: outcome.usage, latencyMs: 0, structured: false, ...reply });
      }
    }
    for (const call of pending) if (!outcomes.has(call.id)) outcomes.set(call.id, { ...emptyOutcome(call), attempts: 1, error: `no result in batch ${batch.id} (status ${batch.status})` });
  }
  return { outcomes: calls.map((c) => outcomes.get(c.id)!), batchId, cache: counts };
}

interface BatchLine {
  custom_id: string;
  response?: { status_code: number; body?: { model?: string; system_fingerprint?: string | null; choices?: { message?: { content?: string | null } }[]; usage?: { prompt_tokens: number; completion_tokens: number } } } | null;
  error?: { message?: string; code?: string } | null;
}

function resultOutcome(call: JudgeCall, line: BatchLine, identity: JudgeIdentity): { outcome: CallOutcome; reply: { model?: string; fingerprint?: string } } {
  const base = { ...emptyOutcome(call), attempts: 1 };
  const status = line.response?.status_code;
  if (line.error || status === undefined || status >= 400) {
    return { outcome: { ...base, error: line.error?.message ?? `HTTP ${status ?? 'error'} in the batch` }, reply: {} };
  }
  const body = line.response?.body;
  const raw = body?.choices?.[0]?.message?.content ?? '';
  const usage = body?.usage ? { prompt: body.usage.prompt_tokens, completion: body.usage.completion_tokens } : null;
  const reply = { ...(body?.model ? { model: body.model } : {}), ...(body?.system_fingerprint ? { fingerprint: body.system_fingerprint } : {}) };
  return { outcome: { ...base, verdict: parseVerdict(raw, call.output, call.rubric), raw, usage, judge: answeredBy(identity, reply) }, reply };
}

function emptyOutcome(call: JudgeCall): CallOutcome {
  return { id: call.id, repeat: call.repeat, verdict: null, raw: '', latencyMs: 0, usage: null, cached: false, attempts: 0, structured: false };
}

async function download(api: OpenAI, fileId: string): Promise<BatchLine[]> {
  const text = await (await api.files.content(fileId)).text();
  return text.split('\n').filter((l) => l.trim()).map((l) => JSON.parse(l) as BatchLine);
}
