import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { arbitrationCase, createPacket, reconcile } from '../../../src/core/review';
import { diagnosePacketText } from '../../../src/core/review/packetCheck';
import { packetContentOf } from '../../../src/core/review/packetForm';
import { parseDecide } from '../../../src/protocol/arbitration';
import { packetProtocol } from '../../../src/protocol/packetForm';
import { InvalidMessage } from '../../../src/protocol/rpc';
import { Folder, NOW, sample } from './helpers';

async function madePacket() {
  const folder = new Folder([sample('t3-global-sp500-best-month')]);
  const plan = await createPacket(folder.sources(), { reviewer: 'bob', by: 'c', now: NOW });
  folder.apply(plan.changes);
  return { folder, packet: plan.packet };
}

describe("the packet form's document", () => {
  test('a packet file is diagnosed in its text: schema errors at their place, missing explanations as warnings', async () => {
    const { packet } = await madePacket();
    packet.items[0].response.ambiguous = true;
    const text = JSON.stringify(packet, null, 2);
    const clean = diagnosePacketText(text);
    assert.deepEqual(clean.findings.map((f) => [f.pointer, f.severity, f.code]), [['/items/0/response/comment', 'warning', 'packet.comment']]);
    assert.equal(packetContentOf(clean).kind, 'packet');
    const broken = diagnosePacketText(text.replace('"ambiguous": true', '"ambiguous": "yes"'));
    assert.equal(broken.findings[0].pointer, '/items/0/response/ambiguous');
    assert.ok(broken.findings[0].span.length > 0);
    const notJson = diagnosePacketText('{ "items": [');
    assert.equal(notJson.parseFailed, true);
    assert.equal(packetContentOf(notJson).kind, 'unreadable');
  });

  test('the form may write responses and completedAt only, with the types of the packet schema', () => {
    const parse = (ops: unknown) => packetProtocol.edit.parse({ ops });
    assert.doesNotThrow(() => parse([{ op: 'set', path: ['items', 0, 'response', 'parts', 1, 'value'], value: '12.7' }]));
    assert.doesNotThrow(() => parse([{ op: 'set', path: ['items', 0, 'response', 'parts', 1, 'scale'], value: 'billion' }]));
    assert.doesNotThrow(() => parse([{ op: 'insert', path: ['items', 0, 'response', 'sources', 0], value: { title: 'S&P' } }]));
    assert.doesNotThrow(() => parse([{ op: 'set', path: ['completedAt'], value: NOW.toISOString() }]));
    const refused = (ops: unknown, pattern: RegExp) => assert.throws(() => parse(ops), (e: unknown) => e instanceof InvalidMessage && pattern.test(e.message));
    refused([{ op: 'set', path: ['items', 0, 'commitment'], value: 'sha256:00' }], /read-only/);
    refused([{ op: 'set', path: ['items', 0, 'parts', 0, 'label'], value: 'x' }], /read-only/);
    refused([{ op: 'set', path: ['reviewer'], value: 'mallory' }], /read-only/);
    refused([{ op: 'set', path: ['items', 0, 'response', 'answerKey'], value: 'x' }], /not a field of a review packet/);
    refused([{ op: 'set', path: ['items', 0, 'response', 'ambiguous'], value: 'yes' }], /does not have the type/);
    refused([{ op: 'set', path: ['items', 0, 'response', 'parts', 0, 'scale'], value: 'gazillion' }], /does not have the type/);
  });
});

describe('arbitration', () => {
  test("a disputed item's case: the key with interval and wording, the responses in the order they came back", async () => {
    const { folder, packet } = await madePacket();
    packet.items[0].response.parts = [{ value: 'April 2020' }, { value: '12.9' }];
    packet.items[0].response.timeSpentSeconds = 300;
    folder.apply((await reconcile([{ file: 'p', data: packet }], folder.sources(), { by: 'c', now: NOW })).changes);
    const [{ file, item }] = folder.sources();
    const c = arbitrationCase(file, item, 'en')!;
    assert.equal(c.parts[1].value, '12.68');
    assert.deepEqual(c.parts[1].interval, { min: 12.58, max: 12.78 });
    assert.match(c.parts[1].tolerance, /0\.1 percentage points/);
    assert.deepEqual(c.parts[0].accepted, ['Apr 2020', '2020-04', '2020年4月']);
    assert.deepEqual(c.responses.map((r) => [r.reviewer, r.outcome, r.response.timeSpentSeconds]), [['bob', 'disputed', 300]]);
    assert.match(c.responses[0].reasons[0].text, /12\.9 is outside the accepted interval \[12\.58, 12\.78\]/);
    assert.equal(arbitrationCase(file, { ...item, review: { status: 'agreed' } }, 'en'), undefined);
  });

  test("a decision from the view is checked before the host sees it", () => {
    const good = { id: 'x', decision: 'modify-answer', rationale: 'r', confidence: 'low', edits: [{ path: ['answer', 'parts', 0, 'value'], value: 1 }], grades: [{ packet: 'p', met: [1, 3] }] };
    assert.deepEqual(parseDecide(good), good);
    assert.throws(() => parseDecide({ ...good, decision: 'approve' }), /unknown decision 'approve'/);
    assert.throws(() => parseDecide({ ...good, confidence: 'sure' }), /unknown confidence/);
    assert.throws(() => parseDecide({ ...good, edits: [{ path: [], value: 1 }] }), /'path'/);
    assert.throws(() => parseDecide({ ...good, grades: [{ packet: 'p', met: ['1'] }] }), /'met'/);
    assert.throws(() => parseDecide({ ...good, rationale: 5 }), /'rationale' must be a string/);
  });
});
