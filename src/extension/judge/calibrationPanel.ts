/** "FinBench: Calibrate Judge": the judge against every labelled answer of the workspace, saved under its identity. */
import path from 'node:path';
import * as vscode from 'vscode';
import { batchIdentities, calibrate, changeSince, NothingToCalibrateError, runByTemplate, type CalibrationJudge } from '../../core/calibration';
import { OpenAIJudgeClient } from '../../core/judge/client';
import { runBatch } from '../../core/judge/batch';
import { runCalls } from '../../core/judge/runner';
import { judgeIdentityFor } from '../../core/judge/session';
import type { JudgeTemplate } from '../../core/judge/types';
import type { Item } from '../../core/item/types';
import { CALIBRATION_FOLDER, CalibrationSaveError, latestCalibration, saveCalibration } from '../../node/calibrationStore';
import { openItem, runCalibration, type CalibrationResult, type CalibrationState } from '../../protocol/calibration';
import type { RequestContext } from '../../protocol/rpc';
import { t } from '../language';
import type { Services } from '../services';
import { handle, type WebviewSession } from '../webviews';
import { judgeCacheIn } from './judgeCacheStore';
import { templateOf, workspaceTemplates } from './judgePreview';
import { configuredEndpoint, judgeSettings } from './judgeSettings';

export const CALIBRATION_VIEW_TYPE = 'finbench.calibration';

export function showCalibration(services: Services): WebviewSession {
  return services.webviews.openPanel({
    viewType: CALIBRATION_VIEW_TYPE,
    bundle: 'calibration',
    styles: ['form', 'reviewStats', 'calibration'],
    title: () => t('FinBench Judge Calibration'),
    state: () => calibrationState(services),
    handlers: [
      handle(runCalibration, ({ batch }, _session, context) => run(services, batch, context)),
      handle(openItem, ({ file, sample }) => openItemAt(services, file, sample)),
    ],
  });
}

/** The runs' folder: .finbench/calibration in the first workspace folder on disk. */
function runsFolder(): { root: string; folder: string } | undefined {
  const root = vscode.workspace.workspaceFolders?.find((f) => f.uri.scheme === 'file')?.uri.fsPath;
  return root === undefined ? undefined : { root, folder: path.join(root, CALIBRATION_FOLDER) };
}

async function calibrationState(services: Services): Promise<CalibrationState> {
  const endpoint = vscode.workspace.isTrusted ? await configuredEndpoint(services.context.secrets) : undefined;
  const where = runsFolder();
  const last = where && (await latestCalibration(where.folder));
  return {
    mode: endpoint ? 'model' : 'deterministic',
    ...(endpoint ? { endpoint: { baseURL: endpoint.baseURL, model: endpoint.model } } : {}),
    ...(endpoint ? {} : { notice: vscode.workspace.isTrusted
      ? t('No judge model is configured: the deterministic tolerance check is calibrated. Set finbench.judge.model and an API key to calibrate a model.')
      : t('The workspace is not trusted: the deterministic tolerance check is calibrated, no model is called.') }),
    ...(last && where ? { last: { report: last.report, file: vscode.workspace.asRelativePath(last.file, false) } } : {}),
    ...(where ? { folder: vscode.workspace.asRelativePath(where.folder, false) } : {}),
  };
}

async function run(services: Services, batch: boolean, context: RequestContext): Promise<CalibrationResult> {
  const where = runsFolder();
  if (!where) throw new Error(t('Open a folder on disk first: calibration runs are saved in it.'));
  const { items } = await services.items.read();
  const previous = await latestCalibration(where.folder);
  const settings = judgeSettings();
  const endpoint = vscode.workspace.isTrusted ? await configuredEndpoint(services.context.secrets, settings) : undefined;
  if (batch && !endpoint) throw new Error(t('The Batch API needs a judge model: set finbench.judge.model and an API key.'));
  const templates = new Map<Item, JudgeTemplate>();
  const workspace = await workspaceTemplates();
  for (const { item, uri } of items) templates.set(item, await templateOf(item, uri, workspace));
  let judge: CalibrationJudge = { kind: 'deterministic' };
  if (endpoint) {
    const client = new OpenAIJudgeClient(endpoint);
    const cache = judgeCacheIn(services.context);
    judge = {
      kind: 'model',
      endpoint,
      templateOf: (item) => templates.get(item)!,
      run: async (calls, templates) => {
        let done = 0;
        context.progress({ done, total: calls.length });
        if (batch) {
          const identities = await batchIdentities(client.endpoint, calls, templates);
          const result = await runBatch(client.api, (call) => identities.get(call.id)!, calls, { signal: context.signal, cache, onProgress: (p) => context.progress({ done: p.completed + p.failed, total: calls.length }) });
          return result.outcomes;
        }
        return runByTemplate(calls, templates, async (group, template) => {
          // The capability probe decides the structured-output mode, once per endpoint and model.
          const identity = await judgeIdentityFor(client, template, { signal: context.signal, cache });
          const result = await runCalls(group, client, {
            concurrency: settings.concurrency, retries: settings.retries, attemptTimeoutMs: settings.attemptTimeoutMs, deadlineMs: settings.deadlineMs,
            identity, signal: context.signal, cache,
            onEvent: (e) => e.type === 'done' && context.progress({ done: ++done, total: calls.length }),
          });
          if (result.cancelled) throw new vscode.CancellationError();
          return result.outcomes;
        });
      },
    };
  }
  const started = Date.now();
  let report;
  try {
    ({ report } = await calibrate(items.map(({ file, item }) => ({ file, item })), judge));
  } catch (e) {
    if (e instanceof NothingToCalibrateError) throw new Error(t('No labelled answers: give items sample answers with expected verdicts, or reconcile blind-review packets.'));
    throw e;
  }
  if (context.signal.aborted) throw new vscode.CancellationError();
  if (previous) report.change = changeSince(report, previous.report, path.basename(previous.file));
  let file: string;
  try {
    file = await saveCalibration(where.folder, report, where.root);
  } catch (e) {
    throw new Error(e instanceof CalibrationSaveError ? t('The calibration run could not be saved: {0}', e.message) : (e as Error).message);
  }
  services.log.info(`judge calibration: ${report.identity.requestedModel} (${report.identity.templateId}), ${report.overall.labelled} labelled answers, agreement ${report.overall.agreement.value}, kappa ${report.overall.kappa.value}, ${Date.now() - started} ms, saved ${file}`);
  return { report, file: vscode.workspace.asRelativePath(file, false) };
}

/** The item form at the sample (or the item's top for a review response). */
async function openItemAt({ itemEditors }: Services, file: string, sample: number | undefined): Promise<void> {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) return;
  const uri = vscode.Uri.joinPath(folder.uri, ...file.split('/'));
  await itemEditors.showInForm(uri, sample === undefined ? '' : `/samples/${sample}`);
}
