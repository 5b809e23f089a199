import { homedir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { probeAnswers } from '../../core/judge/probes';
import { planCalls, summarize, type PreviewSample, type PreviewSummary } from '../../core/judge/preview';
import { isTemplatePath, resolveTemplate, TemplateError } from '../../core/judge/templates';
import type { CallOutcome, JudgeTemplate } from '../../core/judge/types';
import type { JudgeIdentity } from '../../core/judge/identity';
import { isLoopbackURL } from '../../core/judge/loopback';
import { runIdentity } from '../../core/judge/runIdentity';
import type { RunEvent } from '../../core/judge/runner';
import type { Item } from '../../core/item/types';
import { problemFinding } from '../../core/diagnose/diagnose';
import { readJsonText } from '../../core/json/read';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type CliIo, type Command } from '../command';
import { expandItemPaths, readableItemPaths, readInputText, STDIN } from '../files';
import { readItemFile } from './itemFile';
import { withFreeTextValues } from './options';
import { DirectoryCacheStore } from '../../node/judgeCacheStore';
import { appendRecordFile } from './judgeRecord';
import { judgeJson, resultJson, summaryJson, summaryText } from './judgeReport';
import { counted } from '../counted';

/** The options that choose and drive the judge, shared with `judge calibrate`. */
export const JUDGE_RUN_OPTIONS = {
  template: { type: 'string' },
  concurrency: { type: 'string' },
  'base-url': { type: 'string' },
  model: { type: 'string' },
  temperature: { type: 'string' },
  'max-tokens': { type: 'string' },
  timeout: { type: 'string' },
  retries: { type: 'string' },
  deadline: { type: 'string' },
  'no-cache': { type: 'boolean' },
  'cache-dir': { type: 'string' },
  batch: { type: 'boolean' },
  poll: { type: 'string' },
  json: { type: 'boolean' },
} as const;

const OPTIONS = {
  ...JUDGE_RUN_OPTIONS,
  answer: { type: 'string', multiple: true },
  samples: { type: 'boolean' },
  probes: { type: 'boolean' },
  repeats: { type: 'string' },
  record: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>['values'];

export const judgeCommand: Command = {
  name: ['judge'],
  summary: 'Preview how a judge model (or the tolerance check) scores answers to items',
  help: `Usage: finbench judge <item-file> [--answer "<text>"]… [--samples] [--probes] [options]
       finbench judge <paths…> --batch [options]

Judges answers to an item: each --answer, and with --samples the item's sample answers (the default
when no --answer is given), with --probes also probe answers made from each part's tolerance.
The endpoint is OpenAI-compatible: --base-url (or OPENAI_BASE_URL; default https://api.openai.com/v1
when only a key is set), the key from OPENAI_API_KEY only (an endpoint on this machine may need none).
Before a run one short probe (remembered in the cache folder) tells whether the server enforces the
verdict's json_schema, only accepts it, or refuses it; the output says which. Without an endpoint the
deterministic tolerance check judges numeric items; rubric and pairwise templates need an endpoint.

  --template <id|path>  built-in t1-live, reference, rubric, pairwise; item (the item's own judge
                        prompt); or a template file (*.judge.json). Default: the item's judge.template
  --repeats n           calls per answer (default: the item's judge.options.repeats, else 1)
  --concurrency n       calls at once (default 4); halves on HTTP 429 and grows back
  --model M             judge model (default: the item's judge.options.model, else OPENAI_MODEL)
  --temperature t       (default: the item's judge.options.temperature, else 0), --max-tokens n
  --timeout s           per attempt (default 60); --retries n (default 2); --deadline s (whole run)
  --no-cache            call the model even for unchanged calls; --cache-dir <dir> (default
                        $XDG_CACHE_HOME/finbench-studio/judge)
  --record <file>       append one JSON line per answer a judge model judged to <file> (the run
                        record the extension's dashboard reads, e.g. .finbench/judge-runs.jsonl)
  --batch               every item under <paths…> through the OpenAI Batch API (upload, create,
                        poll every --poll s (default 10), download); same result JSON, with "file"
  --json                one JSON document on stdout:
     {"results":[{"answer","expected"?,"runs":[{"score":1|0|null,"parsed":bool,"latencyMs":n,"attempts"?,"error"?,"raw"?}],
                  "majority","agrees","flips","deterministic":{"pass":bool}|null}],
      "judge":{"endpoint","requestedModel","reportedModel"?,"systemFingerprint"?,"templateId","templateHash",
               "params":{"temperature","maxTokens"?},"structured":"enforced"|"accepted"|"none"},
      "template","summary":{…,"retries","mixedJudges"?}}
     score null with parsed true is the no-data verdict; parsed false is unscored (raw text kept) or an error.

Exit: 0 every answer agrees with its expected verdict (answers without one: passes); 1 otherwise,
or when calls stay unscored or fail; 2 usage error, unreadable item, or no endpoint where one is needed.
Ctrl+C cancels the calls in flight.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args: withFreeTextValues(args, ['answer']), options: OPTIONS, allowPositionals: true });
    if (!positionals.length) throw new UsageError('judge needs an item file');
    return withInterrupt((signal) => (values.batch ? runBatchMode(positionals, values, io, signal) : runLive(positionals, values, io, signal)));
  },
};

// The judge runner and the `openai` client load only when `judge` runs: loading `openai` (and the fetch
// implementation it touches) would add ~50 ms to the start of every other command, `validate` first.
const loadClient = () => import('../../core/judge/client');
const loadSession = () => import('../../core/judge/session');

async function runLive(positionals: string[], values: Values, io: CliIo, signal: AbortSignal): Promise<number> {
  if (positionals.length !== 1) throw new UsageError('judge takes one item file (use --batch for several)');
  const file = positionals[0];
  const { item } = await readItemFile(file, io);
  const template = await templateFor(item, values, file, io);
  const samples = samplesFor(item, values);
  if (!samples.length) throw new UsageError(`${item.id} has no sample answers: give --answer "<text>"`);
  const endpoint = endpointFor(values, [item]);
  const progress = progressPrinter(io);
  const { JudgeCallError, OpenAIJudgeClient } = await loadClient();
  const transport = endpoint && new OpenAIJudgeClient(endpoint);
  const { NeedsEndpointError, runPreview } = await loadSession();
  const cache = cacheFor(values);
  try {
    const { judge, summary, run, identity } = await runPreview(item, template, samples, {
      transport,
      repeats: positiveInt(values.repeats, '--repeats') ?? item.judge?.options?.repeats ?? 1,
      lang: 'en',
      run: { ...runOptions(values), signal, cache, onEvent: progress.onEvent },
    });
    progress.finish();
    if (run?.cancelled) io.err('judge: cancelled');
    if (run?.deadlineReached) io.err('judge: the run deadline was reached');
    if (run?.stuck.length) io.err(`judge: calls that ran past their expected time: ${run.stuck.join(', ')}`);
    const who = identity ?? (await deterministicIdentity(template));
    const reports = [{ file, item, template, judge: judge === 'model' ? endpoint!.model : 'deterministic', identity: who, summary }];
    if (!run?.cancelled) await record(values, io, reports, judge === 'model' ? endpoint!.model : undefined);
    return report(io, values, reports);
  } catch (e) {
    if (e instanceof NeedsEndpointError) throw new UsageError(e.message);
    // Only the capability probe throws out of a run (a call's failure is that call's outcome): the endpoint cannot be used.
    if (e instanceof JudgeCallError) throw new InputError(`the judge endpoint could not be asked what it supports: ${e.message}`);
    throw e;
  }
}

/** The identity the tolerance check's verdicts carry in the JSON output. */
async function deterministicIdentity(template: JudgeTemplate): Promise<JudgeIdentity> {
  return runIdentity({ baseURL: 'deterministic', model: 'tolerance check', params: { temperature: 0 } }, template, 'none');
}

async function runBatchMode(positionals: string[], values: Values, io: CliIo, signal: AbortSignal): Promise<number> {
  const items = [];
  for (const file of readableItemPaths(expandItemPaths(positionals, io))) {
    const { item } = await readItemFile(file, io);
    const samples = samplesFor(item, values);
    // One item without answers does not stop a dataset-scale run: it is named and left out.
    if (!samples.length) {
      io.err(`judge: ${file}: ${item.id} has no sample answers; skipped`);
      continue;
    }
    items.push({ file, item, template: await templateFor(item, values, file, io), samples });
  }
  if (!items.length) throw new UsageError('--batch found no item with sample answers to judge');
  const endpoint = endpointFor(values, items.map((i) => i.item));
  if (!endpoint) throw new UsageError('--batch needs a model endpoint: set OPENAI_API_KEY (and --base-url or OPENAI_BASE_URL)');
  const client = new (await loadClient()).OpenAIJudgeClient(endpoint);
  const { runBatch, batchIdentity, BatchError } = await import('../../core/judge/batch');
  const repeats = positiveInt(values.repeats, '--repeats');
  const planned = await Promise.all(items.map(async (entry, k) => ({
    ...entry,
    identity: batchIdentity(await runIdentity(client.endpoint, entry.template, 'none')),
    calls: planCalls(entry.item, entry.template, entry.samples, repeats ?? entry.item.judge?.options?.repeats ?? 1).map((c) => ({ ...c, id: `i${k}/${c.id}` })),
  })));
  const cache = cacheFor(values);
  const itemOf = (id: string) => planned[Number(/^i(\d+)\//.exec(id)![1])];
  const batch = await runBatch(client.api, (call) => itemOf(call.id).identity, planned.flatMap((p) => p.calls), {
    pollMs: (positiveNumber(values.poll, '--poll') ?? 10) * 1000,
    signal,
    cache,
    onProgress: (p) => io.err(`judge: batch ${p.status}, ${p.completed + p.failed}/${p.total} requests done${p.failed ? ` (${p.failed} failed)` : ''}`),
  }).catch((e) => {
    throw e instanceof BatchError ? new InputError(e.message) : e;
  });
  if (batch.batchId) io.err(`judge: batch ${batch.batchId} finished`);
  if (cache) io.err(`judge: cache ${batch.cache.hits} hits, ${batch.cache.misses} misses`);
  const byItem = planned.map((p, k) => {
    const mine: CallOutcome[] = batch.outcomes.filter((o) => o.id.startsWith(`i${k}/`)).map((o) => ({ ...o, id: o.id.slice(`i${k}/`.length) }));
    // Each item's own share of the cache counts, so the text and the line above add up.
    const counts = cache ? { hits: mine.filter((o) => o.cached).length, misses: mine.filter((o) => !o.cached).length } : undefined;
    return { file: p.file, item: p.item, template: p.template, judge: endpoint.model, identity: p.identity, summary: summarize(p.item, p.template, p.samples, mine, counts) };
  });
  await record(values, io, byItem, endpoint.model);
  return report(io, values, byItem, true);
}

/** With --record, appends the judge model's verdicts to the run record; the tolerance check's own verdicts are not judge runs. */
async function record(values: Values, io: CliIo, reports: ItemReport[], model: string | undefined): Promise<void> {
  if (!values.record) return;
  if (!model) return io.err('judge: --record keeps the runs of a judge model; the deterministic check\'s verdicts were not recorded');
  const lines = await appendRecordFile(path.resolve(io.cwd, values.record), reports.map((r) => ({ summary: r.summary, context: { item: r.item, template: r.template, model, via: 'cli' as const } })));
  io.err(`judge: ${counted(lines, 'judged answer')} recorded in ${values.record}`);
}

interface ItemReport {
  file: string;
  item: Item;
  template: JudgeTemplate;
  judge: string;
  /** Who judged, as asked (each verdict carries what the server reported). */
  identity: JudgeIdentity;
  summary: PreviewSummary;
}

function report(io: CliIo, values: Values, reports: ItemReport[], withFile = false): number {
  const ok = reports.every((r) => r.summary.unscoredCalls === 0 && r.summary.errors === 0 && r.summary.cancelled === 0 && r.summary.samples.every((s) => (s.expected || s.expectedScore !== undefined ? s.agrees !== false : s.majority === null || s.majority === 'pass')));
  if (values.json) {
    const results = reports.flatMap((r) => r.summary.samples.map((s) => resultJson(s, withFile ? { file: r.file, item: r.item.id } : {})));
    const summary = reports.length === 1 ? summaryJson(reports[0].summary) : Object.fromEntries(reports.map((r) => [r.file, summaryJson(r.summary)]));
    io.out(JSON.stringify({ results, judge: judgeJson(reports[0].identity, reports[0].summary), template: reports.length === 1 ? reports[0].template.id : undefined, summary }));
  } else {
    for (const r of reports) io.out(summaryText(`${r.file} — template ${r.template.id}`, r.judge, r.summary, r.identity, withFile).join('\n'));
  }
  return ok ? EXIT_OK : EXIT_FINDINGS;
}

/** The template asked for; a template file is read relative to the working directory (--template) or to the item file. */
export async function templateFor(item: Item, values: Values, file: string, io: CliIo): Promise<JudgeTemplate> {
  const name = values.template ?? item.judge?.template;
  const base = values.template || file === STDIN ? io.cwd : path.dirname(path.resolve(io.cwd, file));
  const fromFile = name !== undefined && isTemplatePath(name) ? await readTemplateFile(path.resolve(base, name), name, io) : undefined;
  try {
    return resolveTemplate(item, { requested: values.template, readFile: () => fromFile });
  } catch (e) {
    if (e instanceof TemplateError) throw new UsageError(e.message);
    throw e;
  }
}

async function readTemplateFile(absolute: string, shown: string, io: CliIo): Promise<unknown> {
  const { value, problems } = readJsonText((await readInputText(absolute, io)).text);
  if (problems.length) throw new InputError(`cannot read template ${shown}: ${problems.slice(0, 3).map((p) => problemFinding(p, 'en').message).join('; ')}`);
  return value;
}

function samplesFor(item: Item, values: Values): PreviewSample[] {
  const answers = (values.answer ?? []).map((answer) => ({ answer }));
  const useSamples = values.samples || !answers.length;
  const samples: PreviewSample[] = [...answers, ...(useSamples ? item.samples ?? [] : [])];
  if (values.probes) samples.push(...probeAnswers(item));
  return samples;
}

/** The endpoint from options and environment; undefined when none is configured (then the deterministic judge). */
export function endpointFor(values: Values, items: Item[]) {
  const env = process.env;
  const key = env.OPENAI_API_KEY ?? '';
  const given = values['base-url'] ?? env.OPENAI_BASE_URL;
  if (!given && !key) return undefined;
  // A server on this machine may need no key (the client then sends a placeholder); anywhere else one is needed.
  if (!key && !isLoopbackURL(given!)) throw new UsageError(`the judge endpoint ${given} needs a key: set OPENAI_API_KEY (only an endpoint on this machine may go without)`);
  const model = values.model ?? items.find((i) => i.judge?.options?.model)?.judge?.options?.model ?? env.OPENAI_MODEL;
  if (!model) throw new UsageError('no judge model: give --model, set OPENAI_MODEL, or the item\'s judge.options.model');
  const options = items[0]?.judge?.options;
  return {
    baseURL: given ?? 'https://api.openai.com/v1',
    apiKey: key,
    model,
    // 0 unless told otherwise, as in VS Code: the same item judged from either is the same experiment.
    temperature: positiveNumber(values.temperature, '--temperature', true) ?? options?.temperature ?? 0,
    maxTokens: positiveInt(values['max-tokens'], '--max-tokens') ?? options?.maxTokens,
  };
}

export function runOptions(values: Values) {
  const deadline = positiveNumber(values.deadline, '--deadline');
  return {
    concurrency: positiveInt(values.concurrency, '--concurrency') ?? 4,
    retries: positiveInt(values.retries, '--retries', true) ?? 2,
    attemptTimeoutMs: (positiveNumber(values.timeout, '--timeout') ?? 60) * 1000,
    ...(deadline !== undefined ? { deadlineMs: deadline * 1000 } : {}),
  };
}

/** Where the CLI keeps its judge cache: $XDG_CACHE_HOME/finbench-studio/judge, else ~/.cache/finbench-studio/judge. */
export function defaultCacheFolder(env: NodeJS.ProcessEnv = process.env): string {
  return path.join(env.XDG_CACHE_HOME || path.join(homedir(), '.cache'), 'finbench-studio', 'judge');
}

export function cacheFor(values: Values) {
  return values['no-cache'] ? undefined : new DirectoryCacheStore(values['cache-dir'] ?? defaultCacheFolder());
}

export function positiveInt(text: string | undefined, name: string, zeroOk = false): number | undefined {
  const n = positiveNumber(text, name, zeroOk);
  if (n !== undefined && !Number.isInteger(n)) throw new UsageError(`${name} must be a whole number, not '${text}'`);
  return n;
}

export function positiveNumber(text: string | undefined, name: string, zeroOk = false): number | undefined {
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0 || (n === 0 && !zeroOk)) throw new UsageError(`${name} must be a ${zeroOk ? 'non-negative' : 'positive'} number, not '${text}'`);
  return n;
}

/** Prints "judge: n calls done" to stderr now and then, every retry with its cause, and the true count at the end. */
export function progressPrinter(io: CliIo): { onEvent: (event: RunEvent) => void; finish: () => void } {
  let done = 0;
  let cached = 0;
  let last = 0;
  let shown = 0;
  const line = () => {
    shown = done;
    last = Date.now();
    io.err(`judge: ${counted(done, 'call')} done${cached ? ` (${cached} from the cache)` : ''}`);
  };
  return {
    onEvent: (e) => {
      if (e.type === 'retry') return io.err(`judge: ${e.id} attempt ${e.attempt} failed (${e.error}); trying again`);
      if (e.type !== 'done') return;
      done++;
      if (e.outcome.cached) cached++;
      if (Date.now() - last > 1000) line();
    },
    finish: () => {
      if (done && done !== shown) line();
    },
  };
}

/** Runs work with a signal that Ctrl+C aborts. */
export async function withInterrupt<T>(work: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  const onInterrupt = () => controller.abort(new Error('cancelled'));
  process.once('SIGINT', onInterrupt);
  try {
    return await work(controller.signal);
  } finally {
    process.removeListener('SIGINT', onInterrupt);
  }
}
