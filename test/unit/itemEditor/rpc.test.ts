import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Endpoint, InvalidMessage, Notification, RemoteError, Request, type Message } from '../../../src/protocol/rpc';

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

const add = new Request<{ x: number; y: number }, number>('math/add');
const ping = new Notification<string>('ping');

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
  b.onRequest(add, ({ x, y }) => x + y, (raw) => {
    if (typeof (raw as { x: unknown }).x !== 'number') throw new InvalidMessage('x must be a number');
    return raw as { x: number; y: number };
  });
  await assert.rejects(a.request(add, { x: 'one' as unknown as number, y: 1 }), /x must be a number/);
  await assert.rejects(a.request(new Request<void, void>('nope')), /unknown method 'nope'/);
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
