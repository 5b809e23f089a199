import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import type { Services } from '../../../src/extension/services';
import type { JudgePreviewState, PreviewReport } from '../../../src/protocol/judgePreview';
import { startServer, type ScriptedServer } from '../../unit/judge/server';
import { waitFor } from '../../poll';
import { activateExtension, fileIn } from '../util';

suite('Judge preview in an untrusted workspace', () => {
  let services: Services;
  let server: ScriptedServer;

  suiteSetup(async () => {
    assert.equal(vscode.workspace.isTrusted, false, 'this suite runs in restricted mode');
    services = (await activateExtension()).exports as Services;
    server = await startServer(() => ({ text: '{"score":1}' }));
    await vscode.workspace.getConfiguration('finbench.judge').update('baseUrl', server.baseURL, vscode.ConfigurationTarget.Global);
    await vscode.workspace.getConfiguration('finbench.judge').update('model', 'untrusted-judge', vscode.ConfigurationTarget.Global);
    await vscode.commands.executeCommand('finbench.setJudgeApiKey', 'sk-untrusted-test');
  });

  suiteTeardown(async () => {
    await server.close();
  });

  test('the extension runs in restricted mode; judge calls are off, the view says why, and the tolerance check still judges', async () => {
    await vscode.commands.executeCommand('finbench.previewJudge', fileIn('t1-global-nvda-low.item.json'));
    const session = await waitFor('the judge preview', () => services.webviews.sessions().find((s) => s.view.bundle === 'judgePreview'));
    const ask = async <R>(id: number, method: string, params?: unknown) => {
      const response = await session.receive({ kind: 'request', id, method, params });
      if (response?.error) throw new Error(response.error.message);
      return response!.result as R;
    };
    const { state } = await ask<{ state: JudgePreviewState }>(1, 'ready');
    assert.equal(state.mode, 'deterministic');
    assert.match(state.notice!, /not trusted|不受信任/);
    const report = await ask<PreviewReport>(2, 'judge/run', { repeats: 2 });
    assert.equal(report.judge, 'deterministic');
    assert.deepEqual(report.summary.samples.map((s) => s.majority), ['pass', 'fail', 'fail']);
    assert.equal(server.requests.length, 0, 'no call left the untrusted workspace');
    session.panel.dispose();
  });
});
