import * as vscode from 'vscode';
import { diagnoseItemText } from '../../core/diagnose/diagnose';
import type { Item } from '../../core/item/types';
import { JudgeCallError, OpenAIJudgeClient } from '../../core/judge/client';
import { deterministicVerdict, hasDeterministicJudge } from '../../core/judge/deterministic';
import type { PreviewSample } from '../../core/judge/preview';
import { recordsOfPreview } from '../../core/judge/runRecord';
import { probeAnswers } from '../../core/judge/probes';
import { needsEndpoint, runPreview } from '../../core/judge/session';
import { isTemplatePath, localText, resolveTemplate, templateFromJson } from '../../core/judge/templates';
import type { JudgeTemplate } from '../../core/judge/types';
import { addProbes, didCall, didChange, didRetry, didStream, didStuck, run, type JudgePreviewState, type PreviewReport } from '../../protocol/judgePreview';
import type { RequestContext } from '../../protocol/rpc';
import { onDidChangeUiLanguage, t, uiLanguage } from '../language';
import type { Services } from '../services';
import { handle, type WebviewSession } from '../webviews';
import { applyJsonEdit } from '../webviews/documentEdits';
import { judgeCacheIn } from './judgeCacheStore';
import { appendRunRecords } from './judgeRunRecord';
import { configuredEndpoint, judgeSettings, onDidChangeJudgeSettings } from './judgeSettings';

export const JUDGE_PREVIEW_VIEW_TYPE = 'finbench.judgePreview';

/** Opens (or shows) the judge preview of an item file beside the editor. */
export async function openJudgePreview(services: Services, uri: vscode.Uri): Promise<WebviewSession> {
  const document = await vscode.workspace.openTextDocument(uri);
  return services.webviews.openPanel(
    {
      viewType: JUDGE_PREVIEW_VIEW_TYPE,
      key: uri.toString(),
      bundle: 'judgePreview',
      styles: ['form', 'judgePreview'],
      title: () => t('Judge preview: {0}', vscode.workspace.asRelativePath(uri)),
      state: () => previewState(services, document),
      handlers: [
        handle(run, ({ repeats }, session, context) => runJudge(services, document, repeats, session, context)),
        handle(addProbes, () => addProbeAnswers(document)),
      ],
      connect: (session) => {
        const pushState = async () => session.notify(didChange, await previewState(services, document));
        return [
          vscode.workspace.onDidChangeTextDocument((e) => e.document === document && e.contentChanges.length && void pushState()),
          onDidChangeJudgeSettings(() => void pushState()),
          vscode.workspace.onDidGrantWorkspaceTrust(() => void pushState()),
          services.context.secrets.onDidChange(() => void pushState()),
          onDidChangeUiLanguage(() => void pushState()),
        ];
      },
    },
    vscode.ViewColumn.Beside,
  );
}

/** Appends probe answers (with the tolerance engine's expected verdicts) to the item's samples, as one edit; answers how many. */
export async function addProbeAnswers(document: vscode.TextDocument): Promise<number> {
  const item = itemOf(document);
  if (!item.answer?.parts.some((p) => p.kind === 'numeric')) throw new Error(t('This item has no numeric answer part, so there is no tolerance to probe.'));
  const probes = probeAnswers(item);
  const start = item.samples?.length ?? 0;
  if (!probes.length) return 0;
  const ops = item.samples
    ? probes.map((value, i) => ({ op: 'insert' as const, path: ['samples', start + i], value }))
    : [{ op: 'set' as const, path: ['samples'], value: probes }];
  // Inserted into the samples list, or a new `samples` at the end of the item: no property order needed.
  await applyJsonEdit(document, ops);
  return probes.length;
}

function itemOf(document: vscode.TextDocument): Item {
  const { data, parseFailed, findings } = diagnoseItemText(document.getText(), uiLanguage());
  const errors = findings.filter((f) => f.severity === 'error');
  if (parseFailed || errors.length) throw new Error(t('The item has errors; fix them first: {0}', errors.map((f) => f.message).slice(0, 3).join('; ')));
  return data as Item;
}

/** The workspace's own judge templates (*.judge.json files). */
export async function workspaceTemplates(): Promise<JudgeTemplate[]> {
  const workspace: JudgeTemplate[] = [];
  for (const file of await vscode.workspace.findFiles('**/*.judge.json', '**/node_modules/**', 200)) {
    try {
      workspace.push(templateFromJson(JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(file))), vscode.workspace.asRelativePath(file)));
    } catch {
      // A broken template file only matters when an item names it; then resolveTemplate says what is wrong.
    }
  }
  return workspace;
}

/** The template the item names (built-in, the item's own, a workspace *.judge.json by id, or a path beside the item). */
export async function templateOf(item: Item, itemUri: vscode.Uri, workspace?: JudgeTemplate[]): Promise<JudgeTemplate> {
  const name = item.judge?.template;
  workspace ??= await workspaceTemplates();
  let fromPath: unknown;
  if (name && isTemplatePath(name)) {
    const file = vscode.Uri.joinPath(itemUri, '..', name);
    try {
      fromPath = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(file)));
    } catch (e) {
      throw new Error(t('Cannot read the judge template {0}: {1}', name, (e as Error).message));
    }
  }
  return resolveTemplate(item, { workspace, readFile: () => fromPath });
}

function samplesOf(item: Item): PreviewSample[] {
  return (item.samples ?? []).map(({ answer, expected, expectedScore, note }) => ({ answer, expected, expectedScore, note }));
}

/** What the view shows before a run, and which judge a run would use. */
async function previewState(services: Services, document: vscode.TextDocument): Promise<JudgePreviewState> {
  const settings = judgeSettings();
  const base = { file: vscode.workspace.asRelativePath(document.uri), repeats: settings.repeats };
  let item: Item;
  try {
    item = itemOf(document);
  } catch (e) {
    return { ...base, itemId: '', language: uiLanguage(), task: 'T2', template: { error: '' }, samples: [], rubric: [], mode: 'unavailable', error: (e as Error).message };
  }
  const state: JudgePreviewState = {
    ...base,
    itemId: item.id,
    language: item.language,
    task: item.task,
    template: { error: '' },
    samples: samplesOf(item).map((s) => ({ ...s, deterministic: deterministicVerdict(item, s.answer) })),
    rubric: (item.rubric ?? []).map((c) => ({ id: c.number, weight: c.weight, text: c.text })),
    mode: 'unavailable',
  };
  let template: JudgeTemplate;
  try {
    template = await templateOf(item, document.uri);
    state.template = { id: template.id, title: localText(template.title ?? template.id, uiLanguage()), kind: template.output.kind };
  } catch (e) {
    return { ...state, template: { error: (e as Error).message }, notice: (e as Error).message };
  }
  const deterministicPossible = template.output.kind === 'score' && hasDeterministicJudge(item);
  const endpoint = await configuredEndpoint(services.context.secrets, settings);
  if (!vscode.workspace.isTrusted) {
    return { ...state, mode: deterministicPossible ? 'deterministic' : 'unavailable', notice: t('Judge calls are off in this workspace because it is not trusted: a workspace you have not trusted could send your API key and its data to a model. Trust the workspace to run a judge model.') };
  }
  if (endpoint) return { ...state, mode: 'model', endpoint: { baseURL: endpoint.baseURL, model: endpoint.model } };
  if (!deterministicPossible) return { ...state, notice: needsEndpoint(template, uiLanguage()) };
  return {
    ...state,
    mode: 'deterministic',
    notice: t('No model endpoint is configured, so the deterministic tolerance check judges these answers. A judge model would add what the check cannot: whether the answer holds the required content, reads contradictions and wording, and how a model scores it with this template. Set finbench.judge.model and the API key (FinBench: Set Judge API Key).'),
  };
}

async function runJudge(
  services: Services,
  document: vscode.TextDocument,
  repeats: number,
  session: WebviewSession,
  context: RequestContext,
): Promise<PreviewReport> {
  const item = itemOf(document);
  const template = await templateOf(item, document.uri);
  const samples = samplesOf(item);
  const settings = judgeSettings();
  const endpoint = vscode.workspace.isTrusted ? await configuredEndpoint(services.context.secrets, settings) : undefined;
  const n = samples.length;
  const total = endpoint ? (template.output.kind === 'pairwise' ? n * (n - 1) : n) * repeats : n;
  let done = 0;
  context.progress({ done, total });
  const started = Date.now();
  const { judge, summary, run: report, identity } = await orProbeError(runPreview(item, template, samples, {
    transport: endpoint && new OpenAIJudgeClient(endpoint),
    repeats,
    lang: uiLanguage(),
    run: {
      concurrency: settings.concurrency,
      retries: settings.retries,
      attemptTimeoutMs: settings.attemptTimeoutMs,
      deadlineMs: settings.deadlineMs,
      signal: context.signal,
      cache: judgeCacheIn(services.context),
      onEvent: (event) => {
        if (event.type === 'delta') session.notify(didStream, { id: event.id, text: event.text });
        else if (event.type === 'stuck') session.notify(didStuck, event.ids);
        else if (event.type === 'retry') session.notify(didRetry, { id: event.id, attempt: event.attempt, error: event.error });
        else if (event.type === 'done') {
          session.notify(didCall, event.outcome);
          context.progress({ done: ++done, total });
        }
      },
    },
  }));
  services.log.info(
    `judge preview ${item.id}: ${judge}${endpoint ? ` ${endpoint.model} at ${endpoint.baseURL}` : ''}, template ${template.id}, ${summary.samples.length} answers × ${repeats}: ` +
      `structured output ${identity?.structured ?? 'none'}, agreement ${summary.agreement.agreed}/${summary.agreement.compared}, unscored ${summary.unscored}/${summary.samples.length} answers, errors ${summary.errors}, cancelled ${summary.cancelled}, retries ${summary.retries}, cache ${summary.cache.hits} hits, ${Date.now() - started} ms`,
  );
  let recorded: string | undefined;
  if (endpoint && !report?.cancelled) {
    // A record failure must not lose the preview the user waited for: it is logged, and the view shows the run.
    try {
      const records = await recordsOfPreview(summary, { item, template, model: endpoint.model, via: 'panel' });
      const file = await appendRunRecords(document.uri, records);
      if (file) {
        recorded = vscode.workspace.asRelativePath(file, false);
        services.log.info(`judge preview ${item.id}: ${records.length} judged answers recorded in ${recorded}`);
      }
    } catch (e) {
      services.log.error(`judge preview ${item.id}: the run could not be recorded: ${(e as Error).message}`);
    }
  }
  return { judge, summary, cancelled: report?.cancelled ?? false, deadlineReached: report?.deadlineReached ?? false, stuck: report?.stuck ?? [], ...(recorded ? { recorded } : {}), ...(identity ? { identity } : {}) };
}

/** A run fails as a whole only when the capability probe could not be answered: say so in one sentence. */
async function orProbeError<T>(run: Promise<T>): Promise<T> {
  try {
    return await run;
  } catch (e) {
    if (e instanceof JudgeCallError) throw new Error(t('The judge endpoint could not be asked what it supports: {0}', e.message));
    throw e;
  }
}
