import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../src/extension/services';
import { quietPeriod, waitFor } from '../poll';
import { activateExtension, fileIn, finbenchDiagnostics, waitForDiagnostics, writeText } from './util';

const VALID_T3 = {
  schemaVersion: 1,
  id: 'it-valid',
  task: 'T3',
  market: 'global',
  language: 'en',
  question: 'In which calendar month between January 2010 and April 2025 did the S&P 500 price index post its largest monthly percentage gain?',
  answer: { parts: [{ label: 'Month', kind: 'text', value: 'April 2020', tolerance: { kind: 'exact' } }] },
};

suite('Schema diagnostics in the Problems panel', () => {
  suiteSetup(async () => {
    await activateExtension();
  });

  test('the extension activates in the real extension host', async () => {
    const ext = await activateExtension();
    assert.ok(ext.isActive);
    const commands = await vscode.commands.getCommands(true);
    assert.ok(commands.includes('finbench.validateWorkspace'));
  });

  test('a closed item file with an error is reported by the workspace scan', async () => {
    const uri = fileIn('fixtures', 'closed-invalid.item.json');
    assert.ok(!vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString()), 'file must not be open');
    const [d] = await waitForDiagnostics(uri, 'diagnostics of the closed file');
    assert.equal(d.message, "Tolerance 'absolute' needs a positive delta");
    assert.equal(d.severity, vscode.DiagnosticSeverity.Error);
    assert.equal(d.code, 'schema.required');
    assert.deepEqual([d.range.start.line, d.range.start.character], [15, 8], "the name of the tolerance that lacks delta");
  });

  test('sample items have no errors', async () => {
    const uri = fileIn('t3-global-sp500-best-month.item.json');
    const isOpen = () => vscode.workspace.textDocuments.some((d) => d.uri.toString() === uri.toString());
    // While the file is open, what is published for it is the check of its text (scans leave open files alone).
    let checked = isOpen();
    const { diagnostics } = (await activateExtension()).exports as Services;
    const listener = diagnostics.onDidPublish((list) => (checked ||= isOpen() && list.some((p) => p.uri.toString() === uri.toString())));
    await vscode.workspace.openTextDocument(uri);
    await waitFor('the check of the open file published', () => checked).finally(() => listener.dispose());
    const errors = finbenchDiagnostics(uri).filter((d) => d.severity === vscode.DiagnosticSeverity.Error);
    assert.deepEqual(errors.map((d) => d.message), []);
  });

  test('an invalid open file gets a diagnostic at the exact range, and fixing it clears it', async () => {
    const uri = fileIn('it-open.item.json');
    await writeText(uri, JSON.stringify({ ...VALID_T3, id: 'it-open', market: 'moon' }, null, 2));
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const [d] = await waitForDiagnostics(uri, 'diagnostic for market');
    assert.equal(doc.getText(d.range), '"moon"');
    assert.match(d.message, /'market' must be one of: global, greater-china/);

    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, d.range, '"global"');
    assert.ok(await vscode.workspace.applyEdit(edit));
    await waitFor('diagnostics cleared after the fix', () => finbenchDiagnostics(uri).length === 0);
    await doc.save();
    assert.equal(finbenchDiagnostics(uri).length, 0);
  });

  test('unsaved edits are checked as typed, and closing without saving goes back to the file on disk', async () => {
    const uri = fileIn('it-unsaved.item.json');
    await writeText(uri, JSON.stringify({ ...VALID_T3, id: 'it-unsaved' }, null, 2));
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const edit = new vscode.WorkspaceEdit();
    edit.insert(uri, new vscode.Position(1, 0), '  "colour": "red",\n');
    await vscode.workspace.applyEdit(edit);
    const [d] = await waitForDiagnostics(uri, 'unknown-field diagnostic');
    assert.equal(doc.getText(d.range), '"colour"');
    // The command acts on the active editor: under load the workbench may not have made this one active yet.
    await vscode.window.showTextDocument(doc);
    await waitFor('the edited file is the active editor', () => vscode.window.activeTextEditor?.document.uri.toString() === uri.toString());
    await vscode.commands.executeCommand('workbench.action.revertAndCloseActiveEditor');
    await waitFor('diagnostics from disk again', () => finbenchDiagnostics(uri).length === 0);
  });

  test('a file written on disk while closed is checked by the watcher', async () => {
    const uri = fileIn('fixtures', 'it-watched.item.json');
    await writeText(uri, '{ "schemaVersion": 1, "id": "it-watched", ');
    const [d] = await waitForDiagnostics(uri, 'parse error of the new file');
    assert.match(d.message, /^Not valid JSON/);
    await writeText(uri, JSON.stringify({ ...VALID_T3, id: 'it-watched' }));
    await waitFor('diagnostics cleared after the rewrite', () => finbenchDiagnostics(uri).length === 0);
    await vscode.workspace.fs.delete(uri);
  });

  test('the validate command counts files and findings', async () => {
    const result = (await vscode.commands.executeCommand('finbench.validateWorkspace')) as { files: number; errors: number };
    assert.ok(result.files >= 10, `files: ${result.files}`);
    assert.ok(result.errors >= 1, 'closed-invalid.item.json has an error');
  });

  test("each problem shows once, in FinBench's words: the JSON editor adds syntax errors only, and no schema warning", async () => {
    const uri = fileIn('it-once.item.json');
    const item = { ...VALID_T3, id: 'it-once', answer: { parts: [{ label: 'Month', kind: 'text', value: 'April 2020', tolerance: { kind: 'exact' } }] }, colour: 'red' };
    const valid = `${JSON.stringify(item, null, 2)}\n`;
    await writeText(uri, valid.replace('"schemaVersion": 1,', '"schemaVersion": 1')); // one missing comma
    const doc = await vscode.workspace.openTextDocument(uri);
    await vscode.window.showTextDocument(doc);
    const bySource = () => vscode.languages.getDiagnostics(uri).map((d) => `${d.source}: ${d.message}`);
    // VS Code's JSON service reports the syntax error of the open file; FinBench does not report it a second time.
    const broken = await waitFor('the syntax error from the JSON editor', () => {
      const all = bySource();
      return all.length && all.every((d) => d.startsWith('json:')) ? all : undefined;
    });
    assert.equal(broken.length, 1, broken.join('\n'));

    // Valid JSON with an unknown field: FinBench's finding only (VS Code's schema check would add "Property colour is not allowed").
    const edit = new vscode.WorkspaceEdit();
    edit.replace(uri, new vscode.Range(doc.positionAt(0), doc.positionAt(doc.getText().length)), valid);
    await vscode.workspace.applyEdit(edit);
    const fixed = await waitFor('only FinBench findings', () => {
      const all = bySource();
      return all.length && all.every((d) => d.startsWith('FinBench:')) ? all : undefined;
    });
    // The JSON service has checked the fixed text (its syntax error is gone), and it reports a text's problems as one
    // set: a schema warning would have come with it. This rules out a late second report.
    await quietPeriod('no late report of the JSON service', 500);
    assert.deepEqual(bySource(), fixed);
    assert.deepEqual(fixed, ["FinBench: Unknown field 'colour' (extension fields must start with 'x-')"]);
  });

  test('a file open only in the form still shows its syntax error once', async () => {
    const uri = fileIn('it-once-form.item.json');
    await writeText(uri, `${JSON.stringify({ ...VALID_T3, id: 'it-once-form' }, null, 2)}\n`.replace('"schemaVersion": 1,', '"schemaVersion": 1'));
    await vscode.commands.executeCommand('vscode.openWith', uri, 'finbench.itemEditor');
    const all = await waitFor('the syntax error', () => {
      const list = vscode.languages.getDiagnostics(uri);
      return list.length ? list : undefined;
    });
    // FinBench checked the text as it opened; the JSON service may report the same syntax error only a moment later.
    await quietPeriod('no second report of the syntax error', 500);
    assert.equal(vscode.languages.getDiagnostics(uri).length, 1, vscode.languages.getDiagnostics(uri).map((d) => `${d.source}: ${d.message}`).join('\n'));
    assert.equal(all[0].severity, vscode.DiagnosticSeverity.Error);
    await vscode.commands.executeCommand('workbench.action.closeAllEditors');
  });
});
