import assert from 'node:assert/strict';
import { mkdtempSync, readdirSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as vscode from 'vscode';
import type { DashboardData } from '../../src/core/dataset/stats';
import { parseRunRecords, type JudgeRunRecord } from '../../src/core/judge/runRecord';
import { openJudgePreview } from '../../src/extension/judge/judgePreview';
import { appendRunRecords, runRecordUri } from '../../src/extension/judge/judgeRunRecord';
import { API_KEY_SECRET, judgeSettings } from '../../src/extension/judge/judgeSettings';
import type { Services } from '../../src/extension/services';
import type { WebviewSession } from '../../src/extension/webviews';
import type { JudgePreviewState, PreviewReport } from '../../src/protocol/judgePreview';
import { startServer, type ScriptedServer } from '../unit/judge/server';
import { waitFor } from '../poll';
import { activateExtension, fileIn } from './util';

const KEY = 'sk-integration-7f3a9c2e';
const SETTINGS = ['baseUrl', 'model', 'repeats', 'maxTokens'] as const;

suite('Judge preview', () => {
  let services: Services;
  let server: ScriptedServer;
  const config = () => vscode.workspace.getConfiguration('finbench.judge');

  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
    // Every answer passes, so the sample the tolerance check fails shows the judge ignoring the tolerance.
    server = await startServer(() => ({ text: 'The answer matches. {"score":1}' }));
  });

  suiteTeardown(async () => {
    for (const name of SETTINGS) await config().update(name, undefined, vscode.ConfigurationTarget.Global);
    await services.context.secrets.delete(API_KEY_SECRET);
    await vscode.commands.executeCommand('finbench.clearJudgeCache');
    await server.close();
  });

  let nextId = 1000;
  async function request<R>(session: WebviewSession, method: string, params?: unknown): Promise<R> {
    const response = await session.receive({ kind: 'request', id: nextId++, method, params });
    if (response?.error) throw new Error(response.error.message);
    return response!.result as R;
  }
  const stateOf = async (session: WebviewSession) => (await request<{ state: JudgePreviewState }>(session, 'ready')).state;

  test('without an endpoint the deterministic judge runs and the view says what a model would add', async () => {
    const session = await openJudgePreview(services, fileIn('t1-global-nvda-low.item.json'));
    try {
      const state = await stateOf(session);
      assert.equal(state.mode, 'deterministic');
      assert.match(state.notice!, /No model endpoint is configured/);
      assert.deepEqual(state.samples.map((s) => s.deterministic), ['pass', 'fail', 'fail']);
      const report = await request<PreviewReport>(session, 'judge/run', { repeats: 1 });
      assert.equal(report.judge, 'deterministic');
      assert.deepEqual(report.summary.agreement, { agreed: 3, compared: 3, leftOut: { noExpectation: 0, notJudged: 0, unscored: 0 } });
      const rubric = await openJudgePreview(services, fileIn('oe-gc-insurer-allocation.item.json'));
      const rubricState = await stateOf(rubric);
      assert.equal(rubricState.mode, 'unavailable');
      assert.match(rubricState.notice!, /needs a judge model|需要评判模型/);
      rubric.panel.dispose();
    } finally {
      session.panel.dispose();
    }
  });

  test('the key goes to SecretStorage only: never into settings, the view state, or a run report', async () => {
    assert.equal(await vscode.commands.executeCommand('finbench.setJudgeApiKey', KEY), true);
    assert.equal(await services.context.secrets.get(API_KEY_SECRET), KEY);
    await config().update('baseUrl', server.baseURL, vscode.ConfigurationTarget.Global);
    await config().update('model', 'integration-judge', vscode.ConfigurationTarget.Global);
    await config().update('repeats', 2, vscode.ConfigurationTarget.Global);
    for (const scope of [config().inspect('baseUrl'), config().inspect('model'), vscode.workspace.getConfiguration('finbench')]) {
      assert.ok(!JSON.stringify(scope).includes(KEY), 'no setting holds the key');
    }
    const session = await openJudgePreview(services, fileIn('t1-global-nvda-low.item.json'));
    try {
      const state = await waitFor('the model endpoint in the view', async () => {
        const s = await stateOf(session);
        return s.mode === 'model' ? s : undefined;
      });
      assert.deepEqual(state.endpoint, { baseURL: server.baseURL, model: 'integration-judge' });
      assert.ok(!JSON.stringify(state).includes(KEY));
      const posted: string[] = [];
      const listening = session.onDidPost((m) => posted.push(JSON.stringify(m)));
      const report = await request<PreviewReport>(session, 'judge/run', { repeats: 2 });
      listening.dispose();
      assert.equal(report.judge, 'model');
      assert.deepEqual(report.summary.samples.map((s) => s.majority), ['pass', 'pass', 'pass']);
      assert.deepEqual(report.summary.samples.map((s) => s.disagreesWithDeterministic), [false, true, true]);
      assert.ok(server.requests.length >= 6 && server.requests.every((r) => r.authorization === `Bearer ${KEY}`));
      assert.ok(posted.some((m) => m.includes('judge/didStream')), 'reasoning streamed to the view');
      assert.ok(!JSON.stringify(report).includes(KEY) && !posted.some((m) => m.includes(KEY)));

      const sent = server.requests.length;
      const again = await request<PreviewReport>(session, 'judge/run', { repeats: 2 });
      assert.deepEqual(again.summary.cache, { hits: 6, misses: 0 });
      assert.equal(server.requests.length, sent, 'a re-run of an unchanged preview costs nothing');
    } finally {
      session.panel.dispose();
    }
  });

  test('a model preview is recorded in the workspace\'s run record, and the open dashboard\'s judge figures follow it', async () => {
    const record = fileIn('.finbench', 'judge-runs.jsonl');
    const linesIn = async () => {
      try {
        return parseRunRecords(new TextDecoder().decode(await vscode.workspace.fs.readFile(record)));
      } catch {
        return { records: [], skipped: [] };
      }
    };
    await vscode.commands.executeCommand('finbench.showDashboard');
    const dashboard = await waitFor('the dashboard session', () => services.webviews.sessions().find((s) => s.view.bundle === 'dashboard' && s.isReady));
    const judgeNow = async () => (await request<{ state: DashboardData }>(dashboard, 'ready')).state.judge;
    const pushed: DashboardData[] = [];
    const listening = dashboard.onDidPost((m) => m.kind === 'notification' && m.method === 'dashboard/didChange' && pushed.push(m.params as DashboardData));
    const session = await openJudgePreview(services, fileIn('t1-gc-gbt-low.item.json'));
    try {
      const before = await judgeNow();
      const t1Before = before?.byTask.find((g) => g.key === 'T1');
      const lines = (await linesIn()).records.length;
      await waitFor('the model endpoint', async () => (await stateOf(session)).mode === 'model');
      const report = await request<PreviewReport>(session, 'judge/run', { repeats: 1 });
      assert.equal(report.judge, 'model');
      assert.equal(report.recorded, '.finbench/judge-runs.jsonl');

      const read = await linesIn();
      assert.deepEqual(read.skipped, []);
      const added = read.records.slice(lines);
      // The judge passes every answer; the tolerance check passes the first sample and fails the second.
      assert.deepEqual(added.map((r) => [r.item, r.task, r.market, r.template, r.model, r.verdict, r.expected, r.declared, r.via]), [
        ['t1-gc-gbt-low', 'T1', 'greater-china', 't1-live', 'integration-judge', 'pass', { verdict: 'pass', from: 'tolerance' }, 'pass', 'panel'],
        ['t1-gc-gbt-low', 'T1', 'greater-china', 't1-live', 'integration-judge', 'pass', { verdict: 'fail', from: 'tolerance' }, 'fail', 'panel'],
      ]);
      const after = await waitFor('the dashboard\'s T1 figures to count the new answers', async () => {
        const t1 = (await judgeNow())?.byTask.find((g) => g.key === 'T1');
        return t1 && t1.answers === (t1Before?.answers ?? 0) + 2 ? t1 : undefined;
      });
      assert.equal(after.compared, (t1Before?.compared ?? 0) + 2);
      assert.equal(after.agreed, (t1Before?.agreed ?? 0) + 1);
      assert.ok(pushed.some((d) => d.judge?.byTask.find((g) => g.key === 'T1')?.answers === after.answers), 'the open dashboard was sent the new figures');
      assert.ok((await judgeNow())?.byJudge.some((g) => g.template === 't1-live' && g.model === 'integration-judge'));

      // A line another writer broke is skipped; the dashboard still shows every good line.
      await vscode.workspace.fs.writeFile(record, new TextEncoder().encode(`${new TextDecoder().decode(await vscode.workspace.fs.readFile(record))}{"v":1,"at":\n`));
      await waitFor('the skipped line on the dashboard', async () => (await judgeNow())?.skippedLines === 1);
      assert.equal((await judgeNow())?.byTask.find((g) => g.key === 'T1')?.answers, after.answers);

      // Showing the open dashboard again reads nothing: the skipped line is not logged again.
      const warn = services.log.warn;
      const warned: string[] = [];
      services.log.warn = (message: string, ...args: unknown[]) => (warned.push(message), warn.call(services.log, message, ...args));
      try {
        await vscode.commands.executeCommand('finbench.showDashboard');
      } finally {
        services.log.warn = warn;
      }
      assert.deepEqual(warned.filter((m) => m.includes('judge run record')), []);
      assert.equal(services.webviews.sessions().filter((s) => s.view.bundle === 'dashboard').length, 1);
    } finally {
      listening.dispose();
      session.panel.dispose();
      dashboard.panel.dispose();
    }
  });

  test('the run record stays inside the workspace folder: finbench.judge.runRecord moves it, empty or a path outside turns it off', async () => {
    const folder = vscode.workspace.workspaceFolders![0];
    const where = async (value: string | undefined) => {
      await config().update('runRecord', value, vscode.ConfigurationTarget.Workspace);
      return runRecordUri(folder)?.toString();
    };
    try {
      assert.equal(await where(undefined), fileIn('.finbench', 'judge-runs.jsonl').toString());
      assert.equal(await where('reports/judge runs.jsonl'), fileIn('reports', 'judge runs.jsonl').toString());
      for (const off of ['', '  ', '../elsewhere.jsonl', 'a/../../b.jsonl', '/tmp/runs.jsonl', 'C:\\runs.jsonl']) assert.equal(await where(off), undefined, JSON.stringify(off));
    } finally {
      await config().update('runRecord', undefined, vscode.ConfigurationTarget.Workspace);
    }
  });

  test('a record folder linked outside the workspace folder is refused: the error names the file, nothing is written there', async () => {
    const outside = mkdtempSync(path.join(tmpdir(), 'finbench-outside-'));
    const link = fileIn('linked-record').fsPath;
    symlinkSync(outside, link);
    const record = { v: 1, at: '2026-11-20T10:00:00.000Z', item: 'x', task: 'T1', market: 'global', language: 'en', sample: { index: 0, hash: '0123456789abcdef' }, template: 't1-live',
      protocol: 'score', model: 'm', verdict: 'pass', expected: null, repeats: 1, unscoredRepeats: 0, cached: false, via: 'panel' } satisfies JudgeRunRecord;
    try {
      await config().update('runRecord', 'linked-record/judge-runs.jsonl', vscode.ConfigurationTarget.Workspace);
      await assert.rejects(appendRunRecords(fileIn('t1-gc-gbt-low.item.json'), [record]), /linked-record.judge-runs\.jsonl.*(outside its workspace folder|工作区文件夹之外)/);
      assert.deepEqual(readdirSync(outside), []);
    } finally {
      await config().update('runRecord', undefined, vscode.ConfigurationTarget.Workspace);
      rmSync(link);
      rmSync(outside, { recursive: true });
    }
  });

  test('a workspace cannot redirect the key: the base URL is read from user settings only', async () => {
    await assert.rejects(Promise.resolve(config().update('baseUrl', 'http://attacker.invalid/v1', vscode.ConfigurationTarget.Workspace)));
    assert.equal(judgeSettings().baseURL, server.baseURL);
  });

  test('against a real llama-server, keyless on loopback: the probe finds the schema enforced; verdicts parsed or unscored, never guessed; the record carries who judged', async function () {
    this.timeout(180_000);
    const realURL = process.env.FINBENCH_LLAMA_URL;
    assert.ok(realURL, 'the test runner starts a llama-server and sets FINBENCH_LLAMA_URL');
    const key = await services.context.secrets.get(API_KEY_SECRET);
    await services.context.secrets.delete(API_KEY_SECRET);
    const keyFromEnv = process.env.OPENAI_API_KEY;
    delete process.env.OPENAI_API_KEY;
    await config().update('baseUrl', realURL, vscode.ConfigurationTarget.Global);
    await config().update('model', 'tiny-judge', vscode.ConfigurationTarget.Global);
    await config().update('maxTokens', 96, vscode.ConfigurationTarget.Global);
    const session = await openJudgePreview(services, fileIn('t1-gc-gbt-low.item.json'));
    try {
      await waitFor('the keyless loopback endpoint in the view', async () => {
        const s = await stateOf(session);
        return s.mode === 'model' && s.endpoint?.baseURL === realURL;
      });
      const report = await request<PreviewReport>(session, 'judge/run', { repeats: 1 });
      assert.equal(report.judge, 'model');
      assert.equal(report.identity?.structured, 'enforced');
      assert.deepEqual(report.identity?.params, { temperature: 0, maxTokens: 96 });
      const runs = report.summary.samples.flatMap((s) => s.runs);
      for (const run of runs) {
        assert.equal(run.error, undefined, run.error);
        if (run.verdict?.kind === 'unscored') continue;
        const stated = (JSON.parse(run.raw) as { score: unknown }).score;
        assert.equal(stated, run.verdict?.kind === 'pass' ? 1 : run.verdict?.kind === 'fail' ? 0 : 'null', `the verdict is what the reply says: ${run.raw}`);
      }
      assert.deepEqual(report.summary.judges.map((j) => [j.reportedModel, j.structured]), [['tiny-judge', 'enforced']]);
      const records = parseRunRecords(new TextDecoder().decode(await vscode.workspace.fs.readFile(fileIn('.finbench', 'judge-runs.jsonl')))).records;
      const mine = records.filter((r) => r.judge?.endpoint === realURL);
      assert.ok(mine.length >= 1 && mine.every((r) => r.judge?.reportedModel === 'tiny-judge' && r.judge.structured === 'enforced' && /^[0-9a-f]{64}$/.test(r.judge.templateHash)));
    } finally {
      session.panel.dispose();
      await config().update('baseUrl', server.baseURL, vscode.ConfigurationTarget.Global);
      await config().update('model', 'integration-judge', vscode.ConfigurationTarget.Global);
      await config().update('maxTokens', undefined, vscode.ConfigurationTarget.Global);
      if (key) await services.context.secrets.store(API_KEY_SECRET, key);
      if (keyFromEnv !== undefined) process.env.OPENAI_API_KEY = keyFromEnv;
    }
  });

  test('an endpoint that cannot be reached: the run fails with one sentence naming the URL and the cause', async () => {
    const gone = await startServer(() => ({ text: '{"score":1}' }));
    await gone.close();
    await config().update('baseUrl', gone.baseURL, vscode.ConfigurationTarget.Global);
    const session = await openJudgePreview(services, fileIn('t1-gc-gbt-low.item.json'));
    try {
      await waitFor('the closed endpoint in the view', async () => (await stateOf(session)).endpoint?.baseURL === gone.baseURL);
      await assert.rejects(request<PreviewReport>(session, 'judge/run', { repeats: 1 }), (e: Error) =>
        e.message.startsWith(`The judge endpoint could not be asked what it supports: cannot reach ${gone.baseURL}: `) && /ECONNREFUSED/.test(e.message));
    } finally {
      session.panel.dispose();
      await config().update('baseUrl', server.baseURL, vscode.ConfigurationTarget.Global);
    }
  });

  test('Generate Probe Answers adds samples with the tolerance check\'s verdicts, as one undoable edit', async () => {
    const uri = fileIn('t2-gc-moutai-revenue.item.json');
    const document = await vscode.workspace.openTextDocument(uri);
    const before = document.getText();
    const added = await vscode.commands.executeCommand<number>('finbench.generateProbeAnswers', uri);
    assert.ok(added && added >= 8);
    const samples = JSON.parse(document.getText()).samples as { expected: string; note: string }[];
    assert.ok(samples.filter((s) => /探针|Probe/.test(s.note)).length === added);
    assert.ok(samples.some((s) => s.expected === 'pass') && samples.some((s) => s.expected === 'fail'));
    await vscode.window.showTextDocument(document);
    await vscode.commands.executeCommand('undo');
    await waitFor('the undo', () => document.getText() === before);
    await vscode.commands.executeCommand('workbench.action.files.revert');
  });
});
