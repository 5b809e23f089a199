/** A judge client on the `openai` package for any OpenAI-compatible endpoint: streaming, structured output when offered. */
import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { structuredProbe } from './capability';
import type { JudgeIdentity, StructuredMode } from './identity';
import { isLoopbackURL, LOOPBACK_PLACEHOLDER_KEY } from './loopback';
import { verdictSchema } from './parse';
import type { ChatMessage, OutputSpec, TokenUsage } from './types';

export interface EndpointConfig {
  baseURL: string;
  /** Never logged or shown; redacted from every error message. Empty for a keyless endpoint on this machine. */
  apiKey: string;
  model: string;
  temperature?: number;
  maxTokens?: number;
}

export interface Completion {
  text: string;
  usage: TokenUsage | null;
  structured: boolean;
  /** The model the server says answered, and its system_fingerprint, when it says. */
  model?: string;
  fingerprint?: string;
}

export interface AttemptOptions {
  signal: AbortSignal;
  /** How the run holds the output format: json_schema is sent unless the server refuses it ('none'). */
  structured: StructuredMode;
  /** Each piece of the reply as it streams in. */
  onDelta?: (text: string) => void;
}

/** What the runner needs of a client; tests and the bench may substitute their own. */
export interface JudgeTransport {
  /** The endpoint as called, and the parameters sent (temperature 0 unless set). */
  readonly endpoint: { baseURL: string; model: string; params: JudgeIdentity['params'] };
  /** One short call that tells how the endpoint holds a json_schema response_format (see capability.ts). */
  probeStructured?(signal: AbortSignal): Promise<StructuredMode>;
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

export class OpenAIJudgeClient implements JudgeTransport {
  private readonly openai: OpenAI;
  readonly endpoint: JudgeTransport['endpoint'];

  constructor(private readonly config: EndpointConfig) {
    if (!config.apiKey && !isLoopbackURL(config.baseURL)) throw new JudgeCallError('No API key: set one with "FinBench: Set Judge API Key" or OPENAI_API_KEY (only an endpoint on this machine may go without).', undefined, false);
    // Retries and timeouts are the runner's: it backs off on 429 for the whole run and honours its deadline.
    this.openai = new OpenAI({ baseURL: config.baseURL, apiKey: config.apiKey || LOOPBACK_PLACEHOLDER_KEY, maxRetries: 0, timeout: 24 * 3600_000 });
    this.endpoint = { baseURL: config.baseURL, model: config.model, params: { temperature: config.temperature ?? 0, ...(config.maxTokens !== undefined ? { maxTokens: config.maxTokens } : {}) } };
  }

  /** The underlying client, for the Batch API's files and batches. */
  get api(): OpenAI {
    return this.openai;
  }

  async probeStructured(signal: AbortSignal): Promise<StructuredMode> {
    const probe = structuredProbe();
    try {
      const reply = await this.openai.chat.completions.create(
        { model: this.config.model, messages: probe.messages, temperature: 0, max_tokens: 64, response_format: { type: 'json_schema', json_schema: { name: probe.name, schema: probe.schema, strict: true } } },
        { signal },
      );
      return probe.enforced(reply.choices[0]?.message?.content ?? '') ? 'enforced' : 'accepted';
    } catch (e) {
      if (signal.aborted) throw signal.reason ?? e;
      const error = this.callError(e);
      if (error.status === 400 || error.status === 422) return 'none';
      throw error;
    }
  }

  async complete(messages: ChatMessage[], output: OutputSpec, options: AttemptOptions): Promise<Completion> {
    const schema = options.structured === 'none' ? undefined : verdictSchema(output);
    const { model, temperature, maxTokens } = this.config;
    try {
      const stream = await this.openai.chat.completions.create(
        {
          model,
          messages,
          stream: true,
          stream_options: { include_usage: true },
          temperature: temperature ?? 0,
          ...(maxTokens !== undefined ? { max_tokens: maxTokens } : {}),
          ...(schema ? { response_format: { type: 'json_schema' as const, json_schema: { name: schema.name, schema: schema.schema, strict: true } } } : {}),
        },
        { signal: options.signal },
      );
      let text = '';
      let usage: TokenUsage | null = null;
      let reported: string | undefined;
      let fingerprint: string | undefined;
      for await (const chunk of stream) {
        const delta = chunk.choices[0]?.delta?.content;
        if (delta) {
          text += delta;
          options.onDelta?.(delta);
        }
        if (chunk.model) reported = chunk.model;
        if (chunk.system_fingerprint) fingerprint = chunk.system_fingerprint;
        if (chunk.usage) usage = { prompt: chunk.usage.prompt_tokens, completion: chunk.usage.completion_tokens };
      }
      options.signal.throwIfAborted();
      return { text, usage, structured: schema !== undefined, ...(reported ? { model: reported } : {}), ...(fingerprint ? { fingerprint } : {}) };
    } catch (e) {
      if (options.signal.aborted) throw options.signal.reason ?? e;
      throw this.callError(e);
    }
  }

  /** One sentence for a failed call: the URL and the cause for a connection that failed, what the server said otherwise. */
  private callError(e: unknown): JudgeCallError {
    const redact = (text: string) => (this.config.apiKey ? text.split(this.config.apiKey).join('***') : text);
    const url = this.config.baseURL;
    if (e instanceof APIConnectionTimeoutError) return new JudgeCallError(redact(`${url} did not answer in time`), undefined, true);
    if (e instanceof APIConnectionError) return new JudgeCallError(redact(`cannot reach ${url}: ${rootCause(e)}`), undefined, true);
    if (!(e instanceof APIError)) return new JudgeCallError(redact(`the connection to ${url} broke off: ${rootCause(e)}`), undefined, true);
    const status = e.status;
    // No status: the server sent an error inside the stream (llama.cpp's {"error":{"code":500,…}}); worth another attempt.
    if (status === undefined) return new JudgeCallError(redact(`${url} reported an error inside the streamed reply: ${e.message}`), undefined, true);
    const retryable = status === 408 || status === 409 || status === 429 || status >= 500;
    const message = status === 401 || status === 403 ? `${url} refused the API key (HTTP ${status}): ${e.message}` : e.message;
    return new JudgeCallError(redact(message), status, retryable, retryAfter(e.headers));
  }
}

/** The innermost cause of an error (fetch wraps the socket's error): its code and message, e.g. "ECONNREFUSED: connect ECONNREFUSED 127.0.0.1:9". */
function rootCause(e: unknown): string {
  let cause = e as { cause?: unknown; message?: string; code?: unknown } | undefined;
  while (cause && typeof cause === 'object' && cause.cause && typeof cause.cause === 'object') cause = cause.cause as typeof cause;
  const message = String(cause?.message ?? e);
  const code = typeof cause?.code === 'string' && !message.includes(cause.code) ? `${cause.code}: ` : '';
  return `${code}${message}`;
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
