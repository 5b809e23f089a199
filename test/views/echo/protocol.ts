/** The smallest view there is, to prove the webview layer: a greeting, one request and one notification. */
import { InvalidMessage, Notification, Request, sentByHost } from '../../../src/protocol/rpc';
import { readyRequest } from '../../../src/protocol/view';

export interface EchoState {
  greeting: string;
}

export const ready = readyRequest<EchoState>();

/** Answers with the text it was sent. */
export const echo = new Request<{ text: string }, string>('echo/echo', (raw) => {
  const text = (raw as { text?: unknown } | null)?.text;
  if (typeof text !== 'string') throw new InvalidMessage("'text' must be a string");
  return { text };
});

/** The host shouts; the webview echoes what it heard. */
export const didShout = new Notification<string>('echo/didShout', sentByHost());
