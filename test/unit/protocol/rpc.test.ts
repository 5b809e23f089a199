import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Cancelled, Endpoint, InvalidMessage, Notification, RemoteError, Request, sentByHost, type Message } from '../../../src/protocol/rpc';

/** Two endpoints wired to each other, with every message kept. */
function pair() {
  const log: Message[] = [];
  const warnings: string[] = [];
  let a!: Endpoint;
  let b!: Endpoint;
  a = new Endpoint((m) => (log.push(m), void b.receive(structuredClone(m))), (w) => warnings.push(`a: ${w}`));
  b = new Endpoint((m) => (log.push(m), void a.receive(structuredClone(m))), (w) => warnings.push(`b: ${w}`));
  return { a, b, log, warnings };
}

/** Params must be two numbers. */
function parseAddends(raw: unknown): { x: number; y: number } {
  const { x, y } = (raw ?? {}) as Record<string, unknown>;
  if (typeof x !== 'number' || typeof y !== 'number') throw new InvalidMessage('x must be a number');
  return { x, y };
}

const add = new Request<{ x: number; y: number }, number>('math/add', parseAddends);
const ping = new Notification<string>('ping', sentByHost());

test('a request is answered under its id; notifications reach their handler', async () => {
  const { a, b, log } = pair();
  b.onRequest(add, ({ x, y }) => x + y);
  const heard: string[] = [];
  b.onNotification(ping, (p) => heard.push(p));
  assert.equal(await a.request(add, { x: 2, y: 3 }), 5);
  a.notify(ping, 'hello');
  assert.deepEqual(heard, ['hello']);
  assert.deepEqual(log.slice(0, 2), [
    { kind: 'request', id: 1, method: 'math/add', params: { x: 2, y: 3 } },
    { kind: 'response', id: 1, result: 5 },
  ]);
});

test("a handler's error, an invalid param and an unknown method reject the caller's promise", async () => {
  const { a, b, warnings } = pair();
  b.onRequest(add, () => {
    throw new Error('no numbers today');
  });
  await assert.rejects(a.request(add, { x: 1, y: 1 }), (e: Error) => e instanceof RemoteError && e.message === 'no numbers today');
  b.onRequest(add, ({ x, y }) => x + y);
  await assert.rejects(a.request(add, { x: 'one' as unknown as number, y: 1 }), /x must be a number/);
  await assert.rejects(a.request(new Request<void, void>('nope', () => undefined)), /unknown method 'nope'/);
  assert.deepEqual(warnings, ["b: request 'math/add' rejected: x must be a number", "b: request 'nope' rejected: unknown method 'nope'"]);
});

test('what is not a protocol message is ignored with a warning; closing rejects what waits', async () => {
  const warnings: string[] = [];
  const endpoint = new Endpoint(() => undefined, (w) => warnings.push(w));
  assert.equal(await endpoint.receive({ kind: 'request', method: 'x' }), undefined);
  assert.equal(await endpoint.receive('hello'), undefined);
  await endpoint.receive({ kind: 'response', id: 99, result: 1 });
  assert.equal(warnings.length, 3);
  const waiting = endpoint.request(add, { x: 1, y: 2 });
  endpoint.dispose();
  await assert.rejects(waiting, /connection was closed/);
});

const count = new Request<{ to: number }, number>('count', (raw) => raw as { to: number });

test('a long request reports progress to its caller, and the caller can cancel it', async () => {
  const { a, b } = pair();
  let handlerSignal: AbortSignal | undefined;
  b.onRequest(count, async ({ to }, { signal, progress }) => {
    handlerSignal = signal;
    for (let done = 1; done <= to; done++) {
      if (signal.aborted) throw new Error('stopped');
      progress({ done, total: to });
      await new Promise((resolve) => setTimeout(resolve, 1));
    }
    return to;
  });
  const heard: unknown[] = [];
  assert.equal(await a.requestWith(count, { onProgress: (p) => heard.push(p) }, { to: 3 }), 3);
  assert.deepEqual(heard, [{ done: 1, total: 3 }, { done: 2, total: 3 }, { done: 3, total: 3 }]);

  const controller = new AbortController();
  const running = a.requestWith(count, { signal: controller.signal, onProgress: (p) => p.done === 2 && controller.abort() }, { to: 1000 });
  await assert.rejects(running, Cancelled);
  assert.ok(handlerSignal?.aborted, "the handler's signal aborted");
  await assert.rejects(a.requestWith(count, { signal: controller.signal }, { to: 1 }), Cancelled, 'an aborted signal sends nothing');
});
