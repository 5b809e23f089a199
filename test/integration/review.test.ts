import assert from 'node:assert/strict';
import { writeFileSync } from 'node:fs';
import * as vscode from 'vscode';
import type { ItemOutcome } from '../../src/core/review';
import { arbitrationState } from '../../src/extension/review/arbitrationPanel';
import { defaultPacketUri, type CreatePacketResult } from '../../src/extension/review/createPacketCommand';
import type { PacketContext } from '../../src/protocol/packetForm';
import type { Services } from '../../src/extension/services';
import type { ArbitrationState } from '../../src/protocol/arbitration';
import type { ReviewStatsState } from '../../src/protocol/reviewStats';
import type { Message } from '../../src/protocol/rpc';
import { INITIAL_STATE_ID } from '../../src/protocol/view';
import { waitFor } from '../poll';
import { activateExtension, fileIn, readItem, readyCopy, writeText } from './util';

let services: Services;
let nextId = 5000;

/** Key values of the items under review: none may ever be posted to the reviewer's form. */
const CANARIES = ['29374.5', '12.68', 'April 2020', 'Apr 2020', '2020-04', '2020年4月'];

suite('Blind review', () => {
  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
    // The name every history-writing action records (asked once when unset: here it is set, as after that question).
    await vscode.workspace.getConfiguration('finbench').update('actor', 'Sun Hao', vscode.ConfigurationTarget.Global);
  });

  suiteTeardown(() => vscode.workspace.getConfiguration('finbench').update('actor', undefined, vscode.ConfigurationTarget.Global));

  teardown(() => vscode.commands.executeCommand('workbench.action.closeAllEditors'));

  test('packet from picked item files, the reviewer\'s form, reconcile, arbitration with history, accept agreed', async () => {
    const sbux = await readyCopy('t2-global-sbux-assets', 'it-review-sbux');
    const sp = await readyCopy('t3-global-sp500-best-month', 'it-review-sp500');
    const out = fileIn('reviews', 'it-bob.packet.json');

    // The explorer passes (clicked, selected); the author of both items (amy.chen) could not be the reviewer.
    const refused = (await vscode.commands.executeCommand('finbench.createReviewPacket', sbux, [sbux, sp], { reviewer: 'amy.chen', out })) as CreatePacketResult;
    assert.deepEqual(refused.items, []);
    assert.deepEqual(refused.leftOut.map((l) => l.id), ['it-review-sbux', 'it-review-sp500']);
    assert.match(refused.leftOut[0].reason, /amy\.chen is its author/);

    const posted: Message[] = [];
    const made = (await vscode.commands.executeCommand('finbench.createReviewPacket', sbux, [sbux, sp], { reviewer: 'bob', out })) as CreatePacketResult;
    assert.deepEqual(made.items, ['it-review-sbux', 'it-review-sp500']);
    assert.deepEqual(made.leftOut, []);
    const sent = (await readItem('it-review-sbux')).review!;
    assert.equal(sent.status, 'in-review');
    assert.equal(sent.history!.at(-1)!.actor, 'Sun Hao', 'the packet entry names the person who made it');

    const session = await waitFor('the packet open in the reviewer\'s form', () => services.packetEditors.sessionsFor(out).find((s) => s.isReady));
    session.onDidPost((m) => posted.push(m));
    const ask = (method: string, params?: unknown) => session.receive({ kind: 'request', id: nextId++, method, params });
    // Everything the form can get: its state again, every change notification after an edit.
    const first = await ask('ready');
    if (first) posted.push(first);

    // The packet's items are in this workspace: the form is told so (it warns that the keys are within reach).
    assert.deepEqual((await ask('packet/context'))?.result, { itemsInWorkspace: 2, reconciled: null });

    const incomplete = await ask('packet/markComplete');
    assert.match(incomplete?.error?.message ?? '', /2 item\(s\) are neither answered nor explained/);
    assert.match((await ask('packet/edit', { ops: [{ op: 'set', path: ['items', 0, 'parts', 0, 'label'], value: 'x' }] }))?.error?.message ?? '', /read-only/);

    const edits = [
      { op: 'set', path: ['items', 0, 'response', 'parts', 0, 'value'], value: '29.3745' },
      { op: 'set', path: ['items', 0, 'response', 'parts', 0, 'scale'], value: 'billion' },
      { op: 'set', path: ['items', 0, 'response', 'timeSpentSeconds'], value: 95 },
      { op: 'set', path: ['items', 1, 'response', 'parts', 0, 'value'], value: 'March 2020' },
      { op: 'set', path: ['items', 1, 'response', 'parts', 1, 'value'], value: '12.1' },
      { op: 'set', path: ['items', 1, 'response', 'reasoning'], value: 'Monthly closes from the index provider' },
    ];
    for (const op of edits) assert.equal((await ask('packet/edit', { ops: [op] }))?.error, undefined, JSON.stringify(op));
    assert.equal((await ask('packet/markComplete'))?.error, undefined);
    await session.document.save();
    await waitFor('the change notifications to reach the form', () => posted.filter((m) => m.kind === 'notification').length >= edits.length);
    const bytes = JSON.stringify(posted);
    for (const canary of CANARIES) assert.ok(!bytes.includes(canary), `the key value ${canary} was posted to the reviewer's form`);
    // The form's page holds its first state (the packet), and nothing of the key either.
    const page = session.panel.webview.html;
    assert.ok(page.includes(`id="${INITIAL_STATE_ID}"`), 'the packet is in the form\'s page');
    for (const canary of CANARIES) assert.ok(!page.includes(canary), `the key value ${canary} is in the reviewer's page`);

    const outcomes = (await vscode.commands.executeCommand('finbench.reconcilePackets', out)) as ItemOutcome[];
    assert.deepEqual(outcomes.map((o) => [o.id, o.outcome]), [['it-review-sbux', 'agreed'], ['it-review-sp500', 'disputed']]);
    const disputed = await readItem('it-review-sp500');
    assert.equal(disputed.review?.status, 'disputed');
    const response = disputed.review!.history!.find((h) => h.action === 'response')!;
    assert.equal(response.actor, 'bob');
    assert.deepEqual((response.details as { reasons: { code: string }[] }).reasons.map((r) => r.code), ['text-mismatch', 'out-of-tolerance']);
    const again = (await vscode.commands.executeCommand('finbench.reconcilePackets', out)) as ItemOutcome[];
    assert.ok(again.every((o) => o.responses.every((r) => r.already)), 'reconciling again changes nothing');
    // The form of a reconciled packet learns its outcome per entry (p1, p2) with the real items, and Mark complete is refused.
    const context = (await ask('packet/context'))?.result as PacketContext;
    assert.deepEqual(context.reconciled?.outcomes.map((o) => [o.entry, o.item, o.outcome]), [['p1', 'it-review-sbux', 'agreed'], ['p2', 'it-review-sp500', 'disputed']]);
    assert.match((await ask('packet/markComplete'))?.error?.message ?? '', /has been reconciled/);

    await vscode.commands.executeCommand('finbench.showArbitration');
    const arbitration = await waitFor('the arbitration view', () => services.webviews.sessions().find((s) => s.view.bundle === 'arbitration' && s.isReady));
    const state = (await arbitration.receive({ kind: 'request', id: nextId++, method: 'arbitration/refresh' }))?.result as ArbitrationState;
    const kase = state.cases.find((c) => c.id === 'it-review-sp500')!;
    assert.deepEqual(kase.responses.map((r) => r.reviewer), ['bob']);
    assert.deepEqual(kase.parts[1].interval, { min: 12.58, max: 12.78 });
    const missing = await arbitration.receive({ kind: 'request', id: nextId++, method: 'arbitration/decide', params: { id: 'it-review-sp500', decision: 'keep', rationale: ' ', confidence: 'high', edits: [], grades: [] } });
    assert.match(missing?.error?.message ?? '', /needs a rationale/);
    const decided = await arbitration.receive({
      kind: 'request', id: nextId++, method: 'arbitration/decide',
      params: { id: 'it-review-sp500', decision: 'modify-answer', rationale: 'Index provider revised the April 2020 close', confidence: 'medium', edits: [{ path: ['answer', 'parts', 1, 'value'], value: 12.7 }], grades: [] },
    });
    assert.equal(decided?.error, undefined);
    const modified = await readItem('it-review-sp500');
    assert.equal(modified.review?.status, 'modified');
    assert.equal(modified.answer?.parts[1].value, 12.7);
    const entry = modified.review!.history!.at(-1)!;
    assert.equal(entry.action, 'modify-answer');
    assert.equal(entry.actor, 'Sun Hao');
    assert.equal(disputed.review!.history!.find((h) => h.action === 'disputed')?.actor, 'Sun Hao', 'reconcile records who reconciled');
    assert.deepEqual((entry.details as { changes: unknown }).changes, [{ path: '/answer/parts/1/value', before: 12.68, after: 12.7 }]);

    // The decision is an edit of the item's document: undo takes it back.
    const document = await vscode.workspace.openTextDocument(fileIn('it-review-sp500.item.json'));
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('undo');
    await waitFor('the decision undone', () => document.getText().includes('"value": 12.68') && document.getText().includes('"status": "disputed"'));
    await vscode.commands.executeCommand('redo');
    await waitFor('the decision redone', () => document.getText().includes('"status": "modified"'));
    await document.save();

    await vscode.commands.executeCommand('finbench.showReviewStats');
    const statsView = await waitFor('the statistics view', () => services.webviews.sessions().find((s) => s.view.bundle === 'reviewStats' && s.isReady));
    const stats = (await statsView.receive({ kind: 'request', id: nextId++, method: 'reviewStats/refresh' }))?.result as ReviewStatsState;
    assert.equal(stats.stats.byReviewer.bob.responses, 2);
    assert.equal(stats.stats.byReviewer.bob.agreed, 1);

    const accepted = (await vscode.commands.executeCommand('finbench.acceptAgreedItems', { confirm: false })) as string[];
    assert.ok(accepted.includes('it-review-sbux'));
    assert.equal((await readItem('it-review-sbux')).review?.status, 'accepted');
  });

  test('a packet goes to packets/<id>.packet.json beside finbench.dataset.json by default', async () => {
    assert.equal((await defaultPacketUri([], '2026-03-01-bob-abc123'))?.toString(), fileIn('packets', '2026-03-01-bob-abc123.packet.json').toString());
  });

  test('arbitration reads the workspace\'s items as the scan does: an item files.exclude hides is not offered', async () => {
    const sample = new TextDecoder().decode(await vscode.workspace.fs.readFile(fileIn('t2-gc-moutai-revenue.item.json')));
    const disputedCopy = (id: string) => sample.replace('"id": "t2-gc-moutai-revenue"', `"id": "${id}"`);
    const files = vscode.workspace.getConfiguration('files');
    // finbench.validation.exclude keeps its default (node_modules): both settings must count, not only one.
    await files.update('exclude', { ...files.get<Record<string, boolean>>('exclude'), '**/it-hidden/**': true }, vscode.ConfigurationTarget.Workspace);
    const hidden = fileIn('it-hidden', 'it-hidden-moutai.item.json');
    const shown = fileIn('it-shown-moutai.item.json');
    try {
      await writeText(hidden, disputedCopy('it-hidden-moutai'));
      await writeText(shown, disputedCopy('it-shown-moutai'));
      const state = await waitFor('the item written last in the arbitration', async () => {
        const now = await arbitrationState(services.items);
        return now.cases.some((c) => c.id === 'it-shown-moutai') ? now : undefined;
      });
      assert.deepEqual(state.cases.filter((c) => c.id.startsWith('it-hidden')), [], 'an excluded item was offered for arbitration');
    } finally {
      await files.update('exclude', undefined, vscode.ConfigurationTarget.Workspace);
      await vscode.workspace.fs.delete(fileIn('it-hidden'), { recursive: true });
      await vscode.workspace.fs.delete(shown);
    }
  });

  test('an item written on disk while its unchanged old text is open is read from disk', async () => {
    const uri = await readyCopy('t2-global-sbux-assets', 'it-review-stale');
    await waitFor('the copy among the items', async () => (await services.items.read()).items.some((i) => i.uri.toString() === uri.toString()));
    await vscode.workspace.openTextDocument(uri);
    const now = `${new TextDecoder().decode(await vscode.workspace.fs.readFile(uri))}\n`;
    writeFileSync(uri.fsPath, now);
    const item = (await services.items.read()).items.find((i) => i.uri.toString() === uri.toString());
    assert.equal(item?.text, now);
  });

  test('a tampered packet is refused by reconcile and no item file changes', async () => {
    const uri = await readyCopy('t2-global-sbux-assets', 'it-review-tamper');
    const out = fileIn('reviews', 'it-tamper.packet.json');
    await vscode.commands.executeCommand('finbench.createReviewPacket', [uri], undefined, { reviewer: 'carol', out });
    const packet = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(out)));
    packet.items[0].commitment = `sha256:${'f'.repeat(64)}`;
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
    // The packet's old text stays open in a document, and the tampered one is written behind VS Code's back: what
    // reconcile reads is the file on disk, not a document that has not taken the write in yet.
    await vscode.workspace.openTextDocument(out);
    writeFileSync(out.fsPath, JSON.stringify(packet, null, 2));
    const before = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    const result = await vscode.commands.executeCommand('finbench.reconcilePackets', out);
    assert.equal(result, undefined, 'the command reports the error instead of a result');
    assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)), before);
  });
});
