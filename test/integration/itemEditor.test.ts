import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { diagnoseItemText } from '../../src/core/diagnose/diagnose';
import type { DocumentSession as ItemEditorSession } from '../../src/extension/webviews';
import type { Services } from '../../src/extension/services';
import type { FormFinding } from '../../src/protocol/jsonDocument';
import type { Message, ResponseMessage } from '../../src/protocol/rpc';
import { waitFor } from '../poll';
import { activateExtension, fileIn, workspaceFolder, writeText } from './util';

const VIEW_TYPE = 'finbench.itemEditor';

let services: Services;
let nextId = 1000;

function formTab(uri: vscode.Uri): vscode.Tab | undefined {
  return vscode.window.tabGroups.all
    .flatMap((g) => g.tabs)
    .find((t) => t.input instanceof vscode.TabInputCustom && t.input.viewType === VIEW_TYPE && t.input.uri.toString() === uri.toString());
}

function textTab(uri: vscode.Uri): vscode.Tab | undefined {
  return vscode.window.tabGroups.all.flatMap((g) => g.tabs).find((t) => t.input instanceof vscode.TabInputText && t.input.uri.toString() === uri.toString());
}

/** Writes `text` to a new file, opens it with the form and waits until its webview has said it is ready. */
async function openForm(name: string, text: string): Promise<{ uri: vscode.Uri; doc: vscode.TextDocument; session: ItemEditorSession }> {
  const uri = fileIn(`${name}.item.json`);
  await writeText(uri, text);
  await vscode.commands.executeCommand('vscode.openWith', uri, VIEW_TYPE);
  await waitFor(`form tab of ${name}`, () => formTab(uri));
  const session = await waitFor(`ready webview of ${name}`, () => services.itemEditors.sessionsFor(uri).find((s) => s.isReady));
  return { uri, doc: session.document, session };
}

/** Sends a message to the host as the webview would. */
function fromWebview(session: ItemEditorSession, method: string, params?: unknown): Promise<ResponseMessage | undefined> {
  return session.receive({ kind: 'request', id: nextId++, method, params });
}

async function sampleText(name: string): Promise<string> {
  return new TextDecoder().decode(await vscode.workspace.fs.readFile(fileIn(`${name}.item.json`)));
}

suite('Item form editor', () => {
  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
  });

  teardown(async () => {
    for (const doc of vscode.workspace.textDocuments) if (doc.isDirty && doc.uri.path.includes('/it-form-')) await doc.save();
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });

  test('*.item.json files open in the form by default', async () => {
    const uri = fileIn('t2-global-sbux-assets.item.json');
    await vscode.commands.executeCommand('vscode.open', uri);
    await waitFor('the form as the default editor', () => formTab(uri));
    assert.equal(textTab(uri), undefined);
  });

  test('a form edit changes only the edited characters, and undo restores the text', async () => {
    const original = await sampleText('t1-global-nvda-low');
    const { doc, session } = await openForm('it-form-edit', original);
    const reply = await fromWebview(session, 'item/edit', { ops: [{ op: 'set', path: ['answer', 'parts', 0, 'label'], value: 'Lowest price' }] });
    assert.equal(reply?.error, undefined);
    assert.equal(doc.getText(), original.replace('"label": "Low price"', '"label": "Lowest price"'));
    assert.equal((reply?.result as { version: number }).version, doc.version);
    assert.ok(doc.isDirty);

    await fromWebview(session, 'item/edit', { ops: [{ op: 'set', path: ['market'], value: 'greater-china' }, { op: 'remove', path: ['meta', 'difficulty'] }] });
    const twoOps = original.replace('"label": "Low price"', '"label": "Lowest price"').replace('"market": "global"', '"market": "greater-china"').replace(',\n    "difficulty": "easy"', '');
    assert.equal(doc.getText(), twoOps, 'two ops, one edit; every other byte unchanged');

    await vscode.commands.executeCommand('undo');
    await waitFor('the two-op edit undone in one step', () => doc.getText().includes('"market": "global"') && doc.getText().includes('"difficulty": "easy"'));
    assert.equal(doc.getText(), original.replace('"label": "Low price"', '"label": "Lowest price"'));
    await vscode.commands.executeCommand('undo');
    await waitFor('the first edit undone', () => doc.getText() === original);
    assert.ok(!doc.isDirty);
  });

  test('a text edit is pushed to the webview with its findings', async () => {
    const { uri, doc, session } = await openForm('it-form-push', await sampleText('t2-global-sbux-assets'));
    const posted: Message[] = [];
    const listener = session.onDidPost((m) => posted.push(m));
    try {
      const edit = new vscode.WorkspaceEdit();
      const at = doc.getText().indexOf('"market": "global"') + '"market": "'.length;
      edit.replace(uri, new vscode.Range(doc.positionAt(at), doc.positionAt(at + 'global'.length)), 'moon');
      assert.ok(await vscode.workspace.applyEdit(edit));
      const note = await waitFor('item/didChange', () => posted.find((m) => m.kind === 'notification' && m.method === 'item/didChange'));
      const state = (note as { params: { version: number; content: { kind: string; item: { market: string } }; findings: { pointer: string }[] } }).params;
      assert.equal(state.version, doc.version);
      assert.equal(state.content.item.market, 'moon');
      assert.ok(state.findings.some((f) => f.pointer === '/market'), 'the finding for the field comes with it');
    } finally {
      listener.dispose();
    }
  });

  test('the form\'s page holds its first state (the answer to ready), with every < escaped', async () => {
    const text = (await sampleText('t2-global-sbux-assets')).replace('"question": "', '"question": "</script><b> ');
    const { doc, session } = await openForm('it-form-in-page', text);
    const json = session.panel.webview.html.match(/<script type="application\/json" id="finbench-initial">(.*?)<\/script>/s)?.[1];
    assert.ok(json, 'the page has the state element');
    assert.ok(!json.includes('<'));
    const initial = JSON.parse(json) as { state: { version: number; content: { kind: string; item: { question: string } } }; language: string };
    assert.equal(initial.state.version, doc.version);
    assert.equal(initial.state.content.kind, 'item');
    assert.ok(initial.state.content.item.question.startsWith('</script><b> '));
    assert.ok(['en', 'zh'].includes(initial.language), initial.language);
  });

  test("the form is sent each lint finding's suggested rewrite with it (its Apply suggestion button writes it), again after an edit", async () => {
    const item = JSON.parse(await sampleText('t2-global-sbux-assets'));
    item.question = "What was Starbucks' net income for fiscal year 2020, in USD millions?";
    const { session } = await openForm('it-form-fix', `${JSON.stringify(item, null, 2)}\n`);
    const fixes = async () => {
      const reply = await fromWebview(session, 'ready');
      const { findings } = (reply?.result as { state: { findings: FormFinding[] } }).state;
      return Object.fromEntries(findings.filter((f) => f.fix !== undefined).map((f) => [f.code, f.fix]));
    };
    assert.deepEqual(await fixes(), { 'lint.gaap-basis': "What was Starbucks' GAAP net income for fiscal year 2020, in USD millions?" });
    await fromWebview(session, 'item/edit', { ops: [{ op: 'set', path: ['question'], value: "What was Starbucks' net income in 2021?" }] });
    await waitFor('the rewrite of the new question', fixes, { until: (now) => now['lint.gaap-basis'] === "What was Starbucks' GAAP net income in 2021?" });
  });

  test('a file that is not JSON opens with the banner and is never written', async () => {
    const broken = '{\n  "schemaVersion": 1,\n  "id": "it-form-broken",\n  "task": \n}\n';
    const { doc, session } = await openForm('it-form-broken', broken);
    const readyReply = await fromWebview(session, 'ready');
    const content = (readyReply?.result as { state: { content: Record<string, unknown> } }).state.content;
    assert.deepEqual({ ...content, detail: undefined }, { kind: 'unreadable', reason: 'json', detail: undefined, line: 5, column: 1 });
    const reply = await fromWebview(session, 'item/edit', { ops: [{ op: 'set', path: ['task'], value: 'T2' }] });
    assert.match(reply?.error?.message ?? '', /not a FinBench item/);
    assert.equal(doc.getText(), broken);
    assert.ok(!doc.isDirty);
  });

  test('hostile messages are rejected and change nothing', async () => {
    const { doc, session } = await openForm('it-form-hostile', await sampleText('t3-global-sp500-best-month'));
    const before = doc.getText();
    const version = doc.version;
    const hostile: [string, unknown][] = [
      ['item/edit', { ops: [{ op: 'set', path: ['question'], value: 42 }] }],
      ['item/edit', { ops: [{ op: 'set', path: ['answer', 'parts', 0, 'tolerance', 'kind'], value: 'anything' }] }],
      ['item/edit', { ops: [{ op: 'set', path: ['__proto__', 'polluted'], value: true }] }],
      ['item/edit', { ops: [{ op: 'set', path: ['review', 'status'], value: 'accepted' }] }],
      ['item/edit', { ops: [{ op: 'set', path: ['answer', 'parts', 7, 'label'], value: 'x' }] }],
      ['item/edit', { ops: [{ op: 'remove', path: ['rubric', 0] }, { op: 'set', path: ['colour'], value: 'red' }] }],
      ['item/edit', 'set everything'],
      ['workspace/deleteFile', { path: '/etc/passwd' }],
      ['ready', { extra: true }],
    ];
    for (const [method, params] of hostile) {
      const reply = await fromWebview(session, method, params);
      assert.ok(reply?.error, `${method} ${JSON.stringify(params)} is rejected`);
    }
    assert.equal(await session.receive({ kind: 'request', method: 'item/edit' }), undefined, 'not a protocol message: ignored');
    assert.equal(await session.receive('<script>alert(1)</script>'), undefined);
    assert.equal(doc.getText(), before);
    assert.equal(doc.version, version);
    assert.ok(({} as Record<string, unknown>).polluted === undefined);
  });

  test('Open as Text and Open in Form swap the editor in place and keep unsaved changes', async () => {
    const { uri, doc, session } = await openForm('it-form-swap', await sampleText('t2-global-sbux-assets'));
    await fromWebview(session, 'item/edit', { ops: [{ op: 'set', path: ['id'], value: 'it-form-swap' }] });
    await vscode.commands.executeCommand('finbench.openAsText');
    await waitFor('the text editor', () => textTab(uri));
    await waitFor('the form closed', () => !formTab(uri));
    assert.ok(doc.isDirty);
    const editor = await waitFor('the text editor active', () => {
      const active = vscode.window.activeTextEditor;
      return active?.document.uri.toString() === uri.toString() ? active : undefined;
    });
    assert.match(editor.document.getText(), /"id": "it-form-swap"/);
    await vscode.commands.executeCommand('finbench.openInForm');
    await waitFor('the form again', () => formTab(uri));
    await waitFor('the text editor closed', () => !textTab(uri));
  });

  test('New Item writes a valid item from the template and opens it in the form', async () => {
    const folder = vscode.Uri.joinPath(workspaceFolder(), 'fixtures');
    const uri = (await vscode.commands.executeCommand('finbench.newItem', {
      task: 'T1',
      market: 'greater-china',
      language: 'zh',
      fileName: 'it-form-new-t1.item.json',
      folder,
    })) as vscode.Uri;
    assert.equal(uri.toString(), vscode.Uri.joinPath(folder, 'it-form-new-t1.item.json').toString());
    await waitFor('the new item in the form', () => formTab(uri));
    const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(uri));
    const item = JSON.parse(text);
    assert.deepEqual([item.id, item.task, item.market, item.language], ['it-form-new-t1', 'T1', 'greater-china', 'zh']);
    assert.deepEqual(diagnoseItemText(text).findings.filter((f) => f.severity === 'error'), []);

    const again = await vscode.commands.executeCommand('finbench.newItem', { task: 'T2', market: 'global', language: 'en', fileName: 'it-form-new-t1.item.json', folder });
    assert.equal(again, undefined, 'an existing file is not overwritten');
    assert.equal(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)), text);
    const badName = await vscode.commands.executeCommand('finbench.newItem', { task: 'T2', market: 'global', language: 'en', fileName: 'notes.json', folder });
    assert.equal(badName, undefined);
    await vscode.workspace.fs.delete(uri);
  });

  test('Set Item Status moves a draft to ready, records who and when, and saves a file that had no unsaved changes', async () => {
    const draft = JSON.parse(await sampleText('t2-global-sbux-assets'));
    draft.review = { status: 'draft' };
    const { uri, doc } = await openForm('it-form-status', `${JSON.stringify(draft, null, 2)}\n`);
    const before = Date.now();
    assert.equal(await vscode.commands.executeCommand('finbench.setItemStatus', uri, { status: 'ready', actor: 'LW' }), 'ready');
    const saved = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(uri)));
    assert.equal(saved.review.status, 'ready');
    assert.deepEqual({ ...saved.review.history[0], at: undefined }, { at: undefined, actor: 'LW', action: 'ready', status: 'ready' });
    assert.ok(Date.parse(saved.review.history[0].at) >= before - 1000);
    assert.ok(!doc.isDirty);
    assert.equal(await vscode.commands.executeCommand('finbench.setItemStatus', uri, { status: 'accepted', actor: 'LW' }), undefined, 'the review workflow owns that move: refused');
    assert.equal(JSON.parse(doc.getText()).review.status, 'ready');
  });

  test('a problem in the text editor offers Show in Form (the form opens at its field) and, for a known rewrite, Apply suggestion', async () => {
    const item = JSON.parse(await sampleText('t2-global-sbux-assets'));
    item.question = "What was Starbucks' net income for fiscal year 2020, in USD millions?";
    const uri = fileIn('it-form-actions.item.json');
    await writeText(uri, `${JSON.stringify(item, null, 2)}\n`);
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const [lint] = await waitFor('the lint finding', () => vscode.languages.getDiagnostics(uri).filter((d) => String(d.code) === 'lint.gaap-basis'));
    const actions = await vscode.commands.executeCommand<vscode.CodeAction[]>('vscode.executeCodeActionProvider', uri, lint.range);
    const titles = actions.map((a) => a.title);
    assert.ok(titles.includes('Show in Form') && titles.includes('Apply suggestion'), titles.join(', '));

    const show = actions.find((a) => a.title === 'Show in Form')!;
    const posted: Message[] = [];
    const watch = (s: ItemEditorSession) => s.onDidPost((m) => posted.push(m));
    const [, pointer] = show.command!.arguments as [vscode.Uri, string];
    assert.equal(pointer, '/question');
    const shown = vscode.commands.executeCommand(show.command!.command, ...show.command!.arguments!);
    const session = await waitFor('the form beside the text', () => services.itemEditors.sessionsFor(uri)[0]);
    const listener = watch(session);
    await shown;
    await waitFor('the reveal of the question', () => posted.some((m) => m.kind === 'notification' && m.method === 'item/reveal' && (m.params as { pointer: string }).pointer === '/question'));
    listener.dispose();
    await waitFor('the text editor and, beside it, the form', () => textTab(uri) && formTab(uri));

    await vscode.workspace.applyEdit(actions.find((a) => a.title === 'Apply suggestion')!.edit!);
    assert.equal(JSON.parse(doc.getText()).question, "What was Starbucks' GAAP net income for fiscal year 2020, in USD millions?");
  });
});
