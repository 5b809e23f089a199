/** Runs judge calls: a concurrency limit that backs off on 429, timeouts, bounded retries, a deadline, cancel, a cache. */
import { cacheKey, type CacheStore } from './cache';
import { JudgeCallError, type JudgeTransport } from './client';
import type { JudgeIdentity } from './identity';
import { parseVerdict } from './parse';
import { answeredBy } from './runIdentity';
import { sleep } from './sleep';
import { STOP_CANCEL, STOP_DEADLINE } from './stop';
import type { CallOutcome, JudgeCall } from './types';

export interface RunOptions {
  /** Who judges (runIdentity): its structured mode decides whether the schema is sent; every outcome carries it. */
  identity: JudgeIdentity;
  concurrency: number;
  /** Further attempts after the first, for timeouts, 429, 5xx and broken connections. */
  retries: number;
  attemptTimeoutMs: number;
  /** The whole run stops (in-flight calls aborted) this many ms after it starts. */
  deadlineMs?: number;
  signal?: AbortSignal;
  cache?: CacheStore;
  /** A running call is listed as stuck after this long; by default 3× the median latency so far, at least 5 s. */
  stuckAfterMs?: number;
  /** First backoff for errors without retry-after; doubles per attempt. */
  backoffMs?: number;
  onEvent?: (event: RunEvent) => void;
}

export type RunEvent =
  | { type: 'attempt'; id: string; attempt: number }
  /** An attempt failed and another follows: why. */
  | { type: 'retry'; id: string; attempt: number; error: string }
  | { type: 'delta'; id: string; text: string }
  | { type: 'done'; outcome: CallOutcome }
  | { type: 'stuck'; ids: string[] }
  | { type: 'concurrency'; limit: number };

export interface RunResult {
  outcomes: CallOutcome[];
  /** Calls that ran past their expected time at some point. */
  stuck: string[];
  cancelled: boolean;
  deadlineReached: boolean;
  cache: { hits: number; misses: number };
}


/** Runs every call once; outcomes come back in the calls' order. */
export async function runCalls(calls: JudgeCall[], transport: JudgeTransport, options: RunOptions): Promise<RunResult> {
  const run = new AbortController();
  const stop = (reason: string) => run.abort(new StopSignal(reason));
  const onCancel = () => stop(STOP_CANCEL);
  if (options.signal?.aborted) onCancel();
  options.signal?.addEventListener('abort', onCancel, { once: true });
  const deadline = options.deadlineMs !== undefined ? setTimeout(() => stop(STOP_DEADLINE), options.deadlineMs) : undefined;
  const limit = new AdaptiveLimit(Math.max(1, options.concurrency), (n) => options.onEvent?.({ type: 'concurrency', limit: n }));
  const watch = new StuckWatch(options, run.signal);
  const counts = { hits: 0, misses: 0 };
  try {
    const outcomes = await Promise.all(calls.map((call) => runOne(call, transport, options, run.signal, limit, watch, counts)));
    const reason = run.signal.aborted ? (run.signal.reason as StopSignal).message : undefined;
    return { outcomes, stuck: watch.flagged(), cancelled: reason === STOP_CANCEL, deadlineReached: reason === STOP_DEADLINE, cache: counts };
  } finally {
    clearTimeout(deadline);
    watch.dispose();
    options.signal?.removeEventListener('abort', onCancel);
  }
}

class StopSignal extends Error {}

async function runOne(
  call: JudgeCall,
  transport: JudgeTransport,
  options: RunOptions,
  runSignal: AbortSignal,
  limit: AdaptiveLimit,
  watch: StuckWatch,
  counts: { hits: number; misses: number },
): Promise<CallOutcome> {
  const emit = options.onEvent ?? (() => undefined);
  const base: CallOutcome = { id: call.id, repeat: call.repeat, verdict: null, raw: '', latencyMs: 0, usage: null, cached: false, attempts: 0, structured: false };
  const finish = (outcome: CallOutcome) => (emit({ type: 'done', outcome }), outcome);
  const identity = options.identity;
  const key = options.cache ? await cacheKey(identity, call.messages, call.repeat) : '';
  const hit = options.cache ? await options.cache.get(key) : undefined;
  if (hit) {
    const verdict = parseVerdict(hit.raw, call.output, call.rubric);
    if (verdict.kind !== 'unscored') {
      counts.hits++;
      return finish({ ...base, verdict, raw: hit.raw, usage: hit.usage, latencyMs: hit.latencyMs, structured: hit.structured, cached: true, judge: answeredBy(identity, hit) });
    }
  }
  if (options.cache) counts.misses++;

  let lastError = '';
  for (let attempt = 1; attempt <= options.retries + 1; attempt++) {
    if (runSignal.aborted) break;
    try {
      await limit.acquire(runSignal);
    } catch {
      break;
    }
    emit({ type: 'attempt', id: call.id, attempt });
    // One controller per attempt, aborted by its timeout or by the run (cheaper than AbortSignal.any per call).
    const attemptAbort = new AbortController();
    let received = 0;
    let timeoutError: JudgeCallError | undefined;
    const timer = setTimeout(() => attemptAbort.abort((timeoutError = attemptTimeout(options.attemptTimeoutMs, received))), options.attemptTimeoutMs);
    const onRunAbort = () => attemptAbort.abort(runSignal.reason);
    runSignal.addEventListener('abort', onRunAbort, { once: true });
    const started = performance.now();
    const stopWatching = watch.start(call.id);
    let retryAfterMs: number | undefined;
    try {
      const completion = await transport.complete(call.messages, call.output, {
        signal: attemptAbort.signal,
        structured: identity.structured,
        onDelta: (text) => {
          received += text.length;
          emit({ type: 'delta', id: call.id, text });
        },
      });
      const latencyMs = Math.round(performance.now() - started);
      limit.succeeded();
      watch.finished(latencyMs);
      const verdict = parseVerdict(completion.text, call.output, call.rubric);
      if (options.cache && verdict.kind !== 'unscored') {
        const reply = { ...(completion.model ? { model: completion.model } : {}), ...(completion.fingerprint ? { fingerprint: completion.fingerprint } : {}) };
        await options.cache.set(key, { raw: completion.text, usage: completion.usage, latencyMs, structured: completion.structured, ...reply });
      }
      return finish({ ...base, verdict, raw: completion.text, latencyMs, usage: completion.usage, attempts: attempt, structured: completion.structured, judge: answeredBy(identity, completion) });
    } catch (e) {
      const error = runSignal.aborted ? (runSignal.reason as Error) : timeoutError ?? (e instanceof JudgeCallError ? e : new JudgeCallError(String((e as Error)?.message ?? e), undefined, true));
      lastError = error.message;
      if (runSignal.aborted || !(error instanceof JudgeCallError) || !error.retryable) {
        base.attempts = attempt;
        break;
      }
      if (error.status === 429) limit.rateLimited();
      retryAfterMs = error.retryAfterMs ?? (options.backoffMs ?? 500) * 2 ** (attempt - 1);
      base.attempts = attempt;
      if (attempt <= options.retries) emit({ type: 'retry', id: call.id, attempt, error: error.message });
    } finally {
      clearTimeout(timer);
      runSignal.removeEventListener('abort', onRunAbort);
      stopWatching();
      limit.release();
    }
    if (attempt <= options.retries) await sleep(retryAfterMs ?? 0, runSignal).catch(() => undefined);
  }
  if (runSignal.aborted && !lastError) lastError = (runSignal.reason as Error).message;
  return finish({ ...base, error: lastError || 'not run' });
}

/** The per-attempt limit ran out: before any reply, or while the reply was still streaming in. */
function attemptTimeout(limitMs: number, received: number): JudgeCallError {
  const message = received
    ? `the reply was still streaming when the per-attempt limit of ${limitMs} ms ran out (${received} characters received)`
    : `no reply within the per-attempt limit of ${limitMs} ms`;
  return new JudgeCallError(message, undefined, true);
}

/** A concurrency limit that halves on 429 and grows back by one after as many successes as it allows. */
class AdaptiveLimit {
  private limit: number;
  private active = 0;
  private streak = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(private readonly max: number, private readonly changed: (limit: number) => void) {
    this.limit = max;
  }

  acquire(signal: AbortSignal): Promise<void> {
    if (signal.aborted) return Promise.reject(signal.reason);
    if (this.active < this.limit) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const grant = () => {
        signal.removeEventListener('abort', onAbort);
        this.active++;
        resolve();
      };
      const onAbort = () => {
        this.waiting.splice(this.waiting.indexOf(grant), 1);
        reject(signal.reason);
      };
      signal.addEventListener('abort', onAbort, { once: true });
      this.waiting.push(grant);
    });
  }

  release(): void {
    this.active--;
    this.pump();
  }

  rateLimited(): void {
    this.streak = 0;
    const next = Math.max(1, Math.floor(this.limit / 2));
    if (next !== this.limit) this.changed((this.limit = next));
  }

  succeeded(): void {
    if (this.limit >= this.max) return;
    if (++this.streak >= this.limit) {
      this.streak = 0;
      this.changed(++this.limit);
      this.pump();
    }
  }

  private pump(): void {
    while (this.active < this.limit && this.waiting.length) this.waiting.shift()!();
  }
}

/** Lists calls running longer than expected, once each. */
class StuckWatch {
  private readonly running = new Map<string, number>();
  private readonly latencies: number[] = [];
  private readonly stuck = new Set<string>();
  private readonly timer: ReturnType<typeof setInterval>;

  constructor(private readonly options: RunOptions, signal: AbortSignal) {
    const every = Math.min(1000, Math.max(20, (options.stuckAfterMs ?? 5000) / 4));
    this.timer = setInterval(() => this.check(), every);
    this.timer.unref?.();
    signal.addEventListener('abort', () => this.check(), { once: true });
  }

  start(id: string): () => void {
    this.running.set(id, performance.now());
    return () => this.running.delete(id);
  }

  finished(latencyMs: number): void {
    this.latencies.push(latencyMs);
  }

  flagged(): string[] {
    return [...this.stuck];
  }

  dispose(): void {
    clearInterval(this.timer);
  }

  private expectedMs(): number {
    if (this.options.stuckAfterMs !== undefined) return this.options.stuckAfterMs;
    const sorted = [...this.latencies].sort((a, b) => a - b);
    return Math.max(5000, 3 * (sorted[Math.floor(sorted.length / 2)] ?? 0));
  }

  private check(): void {
    const now = performance.now();
    const expected = this.expectedMs();
    const fresh = [...this.running].filter(([id, at]) => now - at > expected && !this.stuck.has(id)).map(([id]) => id);
    for (const id of fresh) this.stuck.add(id);
    if (fresh.length) this.options.onEvent?.({ type: 'stuck', ids: fresh });
  }
}
