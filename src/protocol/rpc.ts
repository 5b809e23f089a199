/**
 * Typed messages between an extension host and a webview: requests answered under the same id (a handler's
 * exception comes back as an error that rejects the caller's promise), one-way notifications, and for long work
 * progress reports and cancellation of a running request. Every request and notification type carries the parser
 * of its params, so a handler only ever sees params that were checked. Used by both sides; no vscode and no DOM here.
 */

/** Turns a message's raw params into typed ones, throwing `InvalidMessage` when they do not fit. */
export type ParamsParser<P> = (raw: unknown) => P;

/** A request type: method name, the parser of its params, and the type of its result. */
export class Request<P, R> {
  declare readonly types?: { params: P; result: R };
  constructor(
    readonly method: string,
    readonly parse: ParamsParser<P>,
  ) {}
}

/** A one-way notification type: method name and the parser of its params. */
export class Notification<P> {
  constructor(
    readonly method: string,
    readonly parse: ParamsParser<P>,
  ) {}
}

/** How far a long request has come; sent by the handler while it runs, shown by the caller. */
export interface Progress {
  /** Steps done and the total, when the work can be counted. */
  done?: number;
  total?: number;
  /** What is being done now, in the user's language. */
  message?: string;
}

export interface RequestMessage {
  kind: 'request';
  id: number;
  method: string;
  params?: unknown;
}

export interface ResponseMessage {
  kind: 'response';
  id: number;
  result?: unknown;
  error?: { message: string; cancelled?: boolean };
}

export interface NotificationMessage {
  kind: 'notification';
  method: string;
  params?: unknown;
}

/** The caller gave up on request `id`: the handler's `signal` aborts. */
export interface CancelMessage {
  kind: 'cancel';
  id: number;
}

/** A report on the running request `id`. */
export interface ProgressMessage {
  kind: 'progress';
  id: number;
  progress: Progress;
}

export type Message = RequestMessage | ResponseMessage | NotificationMessage | CancelMessage | ProgressMessage;

/** Params (or a whole message) that do not fit the protocol. */
export class InvalidMessage extends Error {}

/** The error a request's promise rejects with when the other side answered with an error. */
export class RemoteError extends Error {}

/** The error a request's promise rejects with when it was cancelled (by the caller's signal or the handler). */
export class Cancelled extends Error {
  constructor() {
    super('cancelled');
  }
}

/** The parser of requests and notifications without params: they must not carry any. */
export function noParams(raw: unknown): void {
  if (raw !== undefined && raw !== null) throw new InvalidMessage('this message takes no params');
}

/**
 * The parser of messages only the extension host sends (the webview's page comes from the host, which is
 * trusted); a webview-to-host message must never use it, and the host registers no handler with it.
 */
export function sentByHost<P>(): ParamsParser<P> {
  return (raw) => raw as P;
}

/** What a request handler gets beside its params: the caller's cancellation and a way to report progress. */
export interface RequestContext {
  signal: AbortSignal;
  progress(report: Progress): void;
}

/** Options of one request: a signal that cancels it, and a listener for the handler's progress reports. */
export interface RequestOptions {
  signal?: AbortSignal;
  onProgress?: (report: Progress) => void;
}

type Args<P> = [P] extends [void] ? [] : [P];

interface Waiter {
  resolve(value: unknown): void;
  reject(error: Error): void;
  onProgress?: (report: Progress) => void;
}

/** One side of the conversation. `post` sends a message to the other side; feed what it sends to `receive`. */
export class Endpoint {
  private nextId = 1;
  private readonly waiting = new Map<number, Waiter>();
  private readonly running = new Map<number, AbortController>();
  private readonly requestHandlers = new Map<string, (params: unknown, context: RequestContext) => unknown>();
  private readonly notificationHandlers = new Map<string, (params: unknown) => void>();

  /** `warn` hears about every message that is ignored or rejected. */
  constructor(
    private readonly post: (message: Message) => void,
    private readonly warn: (text: string) => void = () => {},
  ) {}

  request<P, R>(type: Request<P, R>, ...params: Args<P>): Promise<R> {
    return this.requestWith(type, {}, ...params);
  }

  /** A request that the caller may cancel and whose progress it hears. */
  requestWith<P, R>(type: Request<P, R>, options: RequestOptions, ...params: Args<P>): Promise<R> {
    const { signal, onProgress } = options;
    if (signal?.aborted) return Promise.reject(new Cancelled());
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      const abort = () => this.post({ kind: 'cancel', id });
      signal?.addEventListener('abort', abort, { once: true });
      const done = () => signal?.removeEventListener('abort', abort);
      this.waiting.set(id, {
        resolve: (value) => (done(), resolve(value as R)),
        reject: (error) => (done(), reject(error)),
        onProgress,
      });
      this.post({ kind: 'request', id, method: type.method, params: params[0] });
    });
  }

  notify<P>(type: Notification<P>, ...params: Args<P>): void {
    this.post({ kind: 'notification', method: type.method, params: params[0] });
  }

  /** Answers requests of `type`; the type's parser checks the params before the handler sees them. */
  onRequest<P, R>(type: Request<P, R>, handler: (params: P, context: RequestContext) => R | Promise<R>): void {
    this.requestHandlers.set(type.method, (raw, context) => handler(type.parse(raw), context));
  }

  onNotification<P>(type: Notification<P>, handler: (params: P) => void): void {
    this.notificationHandlers.set(type.method, (raw) => handler(type.parse(raw)));
  }

  /** Handles one incoming message; for a request, resolves to the response it posted. */
  async receive(raw: unknown): Promise<ResponseMessage | undefined> {
    const message = asMessage(raw);
    if (!message) {
      this.warn(`ignored a message that is not a protocol message: ${preview(raw)}`);
      return undefined;
    }
    switch (message.kind) {
      case 'response':
        return this.settle(message);
      case 'notification':
        return this.dispatchNotification(message);
      case 'request':
        return this.answer(message);
      case 'cancel':
        this.running.get(message.id)?.abort();
        return undefined;
      case 'progress':
        this.waiting.get(message.id)?.onProgress?.(message.progress);
        return undefined;
    }
  }

  /** Rejects every request still waiting for an answer and cancels every running handler (the other side is gone). */
  dispose(): void {
    for (const { reject } of this.waiting.values()) reject(new RemoteError('the connection was closed'));
    this.waiting.clear();
    for (const controller of this.running.values()) controller.abort();
    this.running.clear();
  }

  private settle(message: ResponseMessage): undefined {
    const waiter = this.waiting.get(message.id);
    if (!waiter) {
      this.warn(`ignored a response to unknown request ${message.id}`);
      return undefined;
    }
    this.waiting.delete(message.id);
    if (message.error?.cancelled) waiter.reject(new Cancelled());
    else if (message.error) waiter.reject(new RemoteError(message.error.message));
    else waiter.resolve(message.result);
    return undefined;
  }

  private dispatchNotification(message: NotificationMessage): undefined {
    const handler = this.notificationHandlers.get(message.method);
    try {
      if (!handler) throw new InvalidMessage(`unknown notification '${message.method}'`);
      handler(message.params);
    } catch (e) {
      this.warn(`notification '${message.method}' ignored: ${(e as Error).message}`);
    }
    return undefined;
  }

  private async answer(message: RequestMessage): Promise<ResponseMessage> {
    const { id, method } = message;
    const controller = new AbortController();
    this.running.set(id, controller);
    const context: RequestContext = {
      signal: controller.signal,
      progress: (progress) => !controller.signal.aborted && this.post({ kind: 'progress', id, progress }),
    };
    let response: ResponseMessage;
    try {
      const handler = this.requestHandlers.get(method);
      if (!handler) throw new InvalidMessage(`unknown method '${method}'`);
      response = { kind: 'response', id, result: await handler(message.params, context) };
    } catch (e) {
      if (e instanceof InvalidMessage) this.warn(`request '${method}' rejected: ${e.message}`);
      const cancelled = e instanceof Cancelled || controller.signal.aborted;
      response = { kind: 'response', id, error: { message: (e as Error).message, ...(cancelled && { cancelled }) } };
    } finally {
      this.running.delete(id);
    }
    this.post(response);
    return response;
  }
}

function asMessage(raw: unknown): Message | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  const id = Number.isSafeInteger(m.id);
  switch (m.kind) {
    case 'request':
      return id && typeof m.method === 'string' ? (m as unknown as RequestMessage) : undefined;
    case 'notification':
      return typeof m.method === 'string' ? (m as unknown as NotificationMessage) : undefined;
    case 'response':
      return id && (m.error === undefined || typeof (m.error as { message?: unknown })?.message === 'string') ? (m as unknown as ResponseMessage) : undefined;
    case 'cancel':
      return id ? (m as unknown as CancelMessage) : undefined;
    case 'progress':
      return id && typeof m.progress === 'object' && m.progress !== null ? (m as unknown as ProgressMessage) : undefined;
    default:
      return undefined;
  }
}

function preview(raw: unknown): string {
  let text: string;
  try {
    text = JSON.stringify(raw) ?? String(raw);
  } catch {
    text = String(raw);
  }
  return text.length > 120 ? `${text.slice(0, 120)}…` : text;
}
