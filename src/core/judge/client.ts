/** A judge client on the `openai` package for any OpenAI-compatible endpoint: streaming, structured output when offered. */
import OpenAI, { APIError } from 'openai';
import { verdictSchema } from './parse';
import type { ChatMessage, OutputSpec, TokenUsage } from './types';

export interface EndpointConfig {
  baseURL: string;
  /** Never logged or shown; redacted from every error message. */
  apiKey: string;
  model: string;
  temperature?: number;
  maxTokens?: number;
}

export interface Completion {
  text: string;
  usage: TokenUsage | null;
  structured: boolean;
}

export interface AttemptOptions {
  signal: AbortSignal;
  /** Each piece of the reply as it streams in. */
  onDelta?: (text: string) => void;
}

/** What the runner needs of a client; tests and the bench may substitute their own. */
export interface JudgeTransport {
  /** The parts of the endpoint that make a cached call reusable (never the key). */
  readonly identity: { baseURL: string; model: string; params: Record<string, unknown> };
  complete(messages: ChatMessage[], output: OutputSpec, options: AttemptOptions): Promise<Completion>;
}

/** A failed attempt, with the key redacted and what the runner needs to decide on a retry. */
export class JudgeCallError extends Error {
  constructor(
    message: string,
    readonly status: number | undefined,
    readonly retryable: boolean,
    readonly retryAfterMs?: number,
  ) {
    super(message);
  }
}

/** Whether an endpoint (base URL and model) accepts json_schema response_format; learnt once per process. */
const structuredSupport = new Map<string, boolean>();
const structuredProbes = new Map<string, Promise<void>>();

/** Forgets what was learnt about endpoints' structured output (tests, and after settings change). */
export function forgetStructuredSupport(): void {
  structuredSupport.clear();
}

export class OpenAIJudgeClient implements JudgeTransport {
  private readonly openai: OpenAI;
  readonly identity: JudgeTransport['identity'];

  constructor(private readonly config: EndpointConfig) {
    if (!config.apiKey) throw new JudgeCallError('No API key: set one with "FinBench: Set Judge API Key" or OPENAI_API_KEY.', undefined, false);
    // Retries and timeouts are the runner's: it backs off on 429 for the whole run and honours its deadline.
    this.openai = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey, maxRetries: 0, timeout: 24 * 3600_000 });
    this.identity = { baseURL: config.baseURL, model: config.model, params: { temperature: config.temperature ?? null, maxTokens: config.maxTokens ?? null } };
  }

  /** The underlying client, for the Batch API's files and batches. */
  get api(): OpenAI {
    return this.openai;
  }

  async complete(messages: ChatMessage[], output: OutputSpec, options: AttemptOptions): Promise<Completion> {
    const schema = verdictSchema(output);
    if (!schema) return this.send(messages, undefined, options);
    const key = `${this.config.baseURL}\u0000${this.config.model}`;
    for (;;) {
      const known = structuredSupport.get(key);
      if (known !== undefined) return this.send(messages, known ? schema : undefined, options);
      const probing = structuredProbes.get(key);
      if (probing) {
        await untilAborted(probing, options.signal);
        continue;
      }
      let settle!: () => void;
      structuredProbes.set(key, new Promise<void>((resolve) => (settle = resolve)));
      try {
        const completion = await this.send(messages, schema, options);
        structuredSupport.set(key, true);
        return completion;
      } catch (e) {
        if (!(e instanceof JudgeCallError) || (e.status !== 400 && e.status !== 422)) throw e;
        structuredSupport.set(key, false);
        try {
          return await this.send(messages, undefined, options);
        } catch (plain) {
          // Refused without the schema too: the request itself was bad, not the schema.
          if (plain instanceof JudgeCallError && plain.status === e.status) structuredSupport.delete(key);
          throw plain;
        }
      } finally {
        structuredProbes.delete(key);
        settle();
      }
    }
  }

  private async send(messages: ChatMessage[], schema: ReturnType<typeof verdictSchema>, options: AttemptOptions): Promise<Completion> {
    const { model, temperature, maxTokens } = this.config;
    try {
      const stream = await this.openai.chat.completions.create(
        {
          model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          ...(temperature !== undefined ? { temperature } : {}),
          ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
          ...(schema ? { response_format: { type: 'json_schema' as const, json_schema: { name: schema.name, schema: schema.schema, strict: true } } } : {}),
        },
        { signal: options.signal },
      );
      let text = '';
      let usage: TokenUsage | null = null;
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          text += delta;
          options.onDelta?.(delta);
        }
        if (chunk.usage) usage = { prompt: chunk.usage.prompt_tokens, completion: chunk.usage.completion_tokens };
      }
      options.signal.throwIfAborted();
      return { text, usage, structured: schema !== undefined };
    } catch (e) {
      if (options.signal.aborted) throw options.signal.reason ?? e;
      throw this.callError(e);
    }
  }

  private callError(e: unknown): JudgeCallError {
    const redact = (text: string) => text.split(this.config.apiKey).join('***');
    if (!(e instanceof APIError)) return new JudgeCallError(redact(String((e as Error)?.message ?? e)), undefined, true);
    const status = e.status;
    // No status: the connection failed or the stream broke off mid-way; both are worth another attempt.
    const retryable = status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
    return new JudgeCallError(redact(e.message), status, retryable, retryAfter(e.headers));
  }
}

/** retry-after-ms, else retry-after in seconds or as an HTTP date. */
export function retryAfter(headers: Headers | undefined): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const after = headers?.get('retry-after');
  if (!after) return undefined;
  const seconds = Number(after);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(after);
  return Number.isFinite(date) ? Math.max(0, date - Date.now()) : undefined;
}

function untilAborted(promise: Promise<void>, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal.aborted) return reject(signal.reason);
    const onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
    void promise.then(() => {
      signal.removeEventListener('abort', onAbort);
      resolve();
    });
  });
}
