/**
 * Typed messages between an extension host and a webview: requests answered under the same id (a handler's
 * exception comes back as an error that rejects the caller's promise) and one-way notifications.
 * Used by both sides; no vscode and no DOM here.
 */

/** A request type: method name plus the types of its params and result. */
export class Request<P, R> {
  declare readonly types?: { params: P; result: R };
  constructor(readonly method: string) {}
}

/** A one-way notification type: method name plus the type of its params. */
export class Notification<P> {
  declare readonly types?: { params: P };
  constructor(readonly method: string) {}
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
  error?: { message: string };
}

export interface NotificationMessage {
  kind: 'notification';
  method: string;
  params?: unknown;
}

export type Message = RequestMessage | ResponseMessage | NotificationMessage;

/** Turns a message's raw params into typed ones, throwing `InvalidMessage` when they do not fit. */
export type ParamsParser<P> = (raw: unknown) => P;

/** Params (or a whole message) that do not fit the protocol. */
export class InvalidMessage extends Error {}

/** The error a request's promise rejects with when the other side answered with an error. */
export class RemoteError extends Error {}

type Args<P> = [P] extends [void] ? [] : [P];

/** One side of the conversation. `post` sends a message to the other side; feed what it sends to `receive`. */
export class Endpoint {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve(value: unknown): void; reject(error: Error): void }>();
  private readonly requestHandlers = new Map<string, (params: unknown) => unknown>();
  private readonly notificationHandlers = new Map<string, (params: unknown) => void>();

  /** `warn` hears about every message that is ignored or rejected. */
  constructor(
    private readonly post: (message: Message) => void,
    private readonly warn: (text: string) => void = () => {},
  ) {}

  request<P, R>(type: Request<P, R>, ...params: Args<P>): Promise<R> {
    const id = this.nextId++;
    return new Promise<R>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.post({ kind: 'request', id, method: type.method, params: params[0] });
    });
  }

  notify<P>(type: Notification<P>, ...params: Args<P>): void {
    this.post({ kind: 'notification', method: type.method, params: params[0] });
  }

  /** Answers requests of `type`; `parse` checks the params first (the host passes one for every webview request). */
  onRequest<P, R>(type: Request<P, R>, handler: (params: P) => R | Promise<R>, parse: ParamsParser<P> = (raw) => raw as P): void {
    this.requestHandlers.set(type.method, (raw) => handler(parse(raw)));
  }

  onNotification<P>(type: Notification<P>, handler: (params: P) => void, parse: ParamsParser<P> = (raw) => raw as P): void {
    this.notificationHandlers.set(type.method, (raw) => handler(parse(raw)));
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
    }
  }

  /** Rejects every request still waiting for an answer (the other side is gone). */
  dispose(): void {
    for (const { reject } of this.waiting.values()) reject(new RemoteError('the connection was closed'));
    this.waiting.clear();
  }

  private settle(message: ResponseMessage): undefined {
    const waiter = this.waiting.get(message.id);
    if (!waiter) {
      this.warn(`ignored a response to unknown request ${message.id}`);
      return undefined;
    }
    this.waiting.delete(message.id);
    if (message.error) waiter.reject(new RemoteError(message.error.message));
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
    let response: ResponseMessage;
    try {
      const handler = this.requestHandlers.get(message.method);
      if (!handler) throw new InvalidMessage(`unknown method '${message.method}'`);
      response = { kind: 'response', id: message.id, result: await handler(message.params) };
    } catch (e) {
      if (e instanceof InvalidMessage) this.warn(`request '${message.method}' rejected: ${e.message}`);
      response = { kind: 'response', id: message.id, error: { message: (e as Error).message } };
    }
    this.post(response);
    return response;
  }
}

function asMessage(raw: unknown): Message | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const m = raw as Record<string, unknown>;
  const id = Number.isSafeInteger(m.id);
  if (m.kind === 'request' && id && typeof m.method === 'string') return m as unknown as RequestMessage;
  if (m.kind === 'notification' && typeof m.method === 'string') return m as unknown as NotificationMessage;
  if (m.kind === 'response' && id && (m.error === undefined || typeof (m.error as { message?: unknown })?.message === 'string')) {
    return m as unknown as ResponseMessage;
  }
  return undefined;
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
