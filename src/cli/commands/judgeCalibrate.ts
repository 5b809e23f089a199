import path from 'node:path';
import { parseArgs } from 'node:util';
import { batchIdentities, calibrate, changeSince, runByTemplate, NothingToCalibrateError, type CalibrationJudge, type CalibrationReport, type CellStats, type Interval } from '../../core/calibration';
import type { Item } from '../../core/item/types';
import { percent, percentPoints } from '../../core/percent';
import type { JudgeCall, JudgeTemplate } from '../../core/judge/types';
import { CALIBRATION_FOLDER, CalibrationSaveError, latestCalibration, readCalibration, saveCalibration } from '../../node/calibrationStore';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type CliIo, type Command } from '../command';
import { expandItemPaths, readableItemPaths } from '../files';
import { readItemFile } from './itemFile';
import { cacheFor, endpointFor, JUDGE_RUN_OPTIONS, positiveInt, positiveNumber, progressPrinter, runOptions, templateFor, withInterrupt } from './judge';
import { counted } from '../counted';

const OPTIONS = {
  ...JUDGE_RUN_OPTIONS,
  'min-kappa': { type: 'string' },
  out: { type: 'string' },
  'no-save': { type: 'boolean' },
  baseline: { type: 'string' },
  seed: { type: 'string' },
  resamples: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseArgs<{ args: string[]; options: typeof OPTIONS; allowPositionals: true }>>['values'];

export const judgeCalibrateCommand: Command = {
  name: ['judge', 'calibrate'],
  summary: 'Measure the judge against every labelled answer (samples, blind-review responses)',
  help: `Usage: finbench judge calibrate <paths…> [--base-url URL] [--model M] [--template <id|path>] [--batch]
                                [--min-kappa k] [--out <dir>] [--baseline <run.json>] [--json]

Judges every labelled answer under <paths…> (folders are searched for *.item.json): each sample answer
with its expected verdict, and each reconciled blind-review response, whose human verdict is its
reconciled or arbitrated outcome against the key its packet committed to (responses flagged ambiguous,
unanswerable, discarded, or whose key cannot be verified are left out and counted). Open-ended responses
count per rubric criterion once an arbitrator graded them.

Reports, per template, task, market, language and rubric criterion: agreement, Cohen's kappa, the
confusion matrix, precision and recall per label, coverage (judged / labelled) and the unscored rate,
each with a bootstrap 95% interval that resamples items; the experts' own ceiling (reviewer–reviewer
and reviewer–key agreement on doubly reviewed items); every disagreement with both verdicts and the
judge's words, by cause. Without an endpoint the deterministic tolerance check is calibrated.

The endpoint options are those of 'finbench judge' (--base-url, --model, --temperature, --max-tokens,
--concurrency, --timeout, --retries, --deadline, --no-cache, --cache-dir; key from OPENAI_API_KEY).
  --template <id|path>  one template for every item (default: each item's judge.template, else its task's)
  --batch               all calls as one OpenAI Batch API job (poll every --poll s, default 10)
  --min-kappa k         a gate: exit 1 when the overall kappa is below k (or undefined)
  --out <dir>           where the run is saved (default .finbench/calibration); each run is a new file
                        <time>-<identity hash>.json, never overwritten; --no-save keeps nothing
  --baseline <run.json> the run to compare with (default: the newest run saved in --out)
  --seed n, --resamples n  the bootstrap (default seed 1, 1000 resamples)
  --json                one JSON document on stdout: the run as saved ({"identity","overall","groups",
                        "ceiling","disagreements","change"?,…}; the shape is in docs/calibrate.md) plus
                        "saved" (the file, or null) and "gate" ({"minKappa","kappa","pass"} or null)

Exit: 0 done (and at or above --min-kappa); 1 below --min-kappa; 2 usage error, unreadable input,
no labelled answers, or no endpoint where an item needs one.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: OPTIONS, allowPositionals: true });
    if (!positionals.length) throw new UsageError('judge calibrate needs item files or folders');
    const minKappa = values['min-kappa'] === undefined ? undefined : kappaOption(values['min-kappa']);
    const bootstrap = { seed: positiveInt(values.seed, '--seed', true) ?? 1, resamples: positiveInt(values.resamples, '--resamples') ?? 1000 };
    const sources: Sources = [];
    for (const file of readableItemPaths(expandItemPaths(positionals, io))) sources.push({ file, item: (await readItemFile(file, io)).item });
    const folder = path.resolve(io.cwd, values.out ?? CALIBRATION_FOLDER);
    const baseline = values.baseline ? await baselineRun(path.resolve(io.cwd, values.baseline), values.baseline) : await latestCalibration(folder);
    return withInterrupt(async (signal) => {
      const judge = await judgeOf(values, sources, io, signal);
      let report: CalibrationReport;
      try {
        const run = await calibrate(sources, judge, { bootstrap });
        report = run.report;
        const failed = run.judged.filter((j) => j.error);
        if (failed.length) io.err(`judge calibrate: ${counted(failed.length, 'labelled answer')} not judged (they lower the coverage), e.g. ${failed[0].answer.file}: ${failed[0].error}`);
      } catch (e) {
        if (e instanceof NothingToCalibrateError) throw new InputError(e.message);
        throw e;
      }
      if (signal.aborted) throw new InputError('cancelled: nothing was saved');
      if (baseline) report.change = changeSince(report, baseline.report, path.basename(baseline.file));
      const saved = values['no-save'] ? null : await saveCalibration(folder, report).catch((e) => {
        throw e instanceof CalibrationSaveError ? new InputError(e.message) : e;
      });
      const kappa = report.overall.kappa.value;
      const gate = minKappa === undefined ? null : { minKappa, kappa, pass: kappa !== null && kappa >= minKappa };
      if (values.json) io.out(JSON.stringify({ ...report, saved: saved && path.relative(io.cwd, saved), gate }));
      else io.out(reportText(report, saved && path.relative(io.cwd, saved), gate));
      return gate && !gate.pass ? EXIT_FINDINGS : EXIT_OK;
    });
  },
};

function kappaOption(text: string): number {
  const k = Number(text);
  if (text.trim() === '' || !Number.isFinite(k) || k < -1 || k > 1) throw new UsageError(`--min-kappa must be a number from -1 to 1, not '${text}'`);
  return k;
}

async function baselineRun(file: string, shown: string) {
  try {
    return { file, report: await readCalibration(file) };
  } catch (e) {
    throw new InputError(`cannot read the baseline ${shown}: ${(e as Error).message}`);
  }
}

type Sources = { file: string; item: Item }[];

/** The tolerance engine without an endpoint; else the model, live through the runner or as one batch. */
async function judgeOf(values: Values, sources: Sources, io: CliIo, signal: AbortSignal): Promise<CalibrationJudge> {
  const endpoint = endpointFor(values, sources.map((s) => s.item));
  if (!endpoint) {
    if (values.batch) throw new UsageError('--batch needs a model endpoint: set OPENAI_API_KEY (and --base-url or OPENAI_BASE_URL)');
    if (values.template) throw new UsageError('--template needs a model endpoint: without one the deterministic tolerance check is calibrated');
    return { kind: 'deterministic' };
  }
  const templates = new Map(await Promise.all(sources.map(async (s) => [s.item, await templateFor(s.item, values, s.file, io)] as const)));
  const { OpenAIJudgeClient } = await import('../../core/judge/client');
  const client = new OpenAIJudgeClient(endpoint);
  const cache = cacheFor(values);
  const run = values.batch
    ? async (calls: JudgeCall[], templates: JudgeTemplate[]) => {
        const { runBatch } = await import('../../core/judge/batch');
        const identities = await batchIdentities(client.endpoint, calls, templates);
        const result = await runBatch(client.api, (call) => identities.get(call.id)!, calls, {
          pollMs: (positiveNumber(values.poll, '--poll') ?? 10) * 1000,
          signal,
          cache,
          onProgress: (p) => io.err(`judge calibrate: batch ${p.status}, ${p.completed + p.failed}/${p.total} requests done`),
        });
        return result.outcomes;
      }
    : (calls: JudgeCall[], templates: JudgeTemplate[]) => runByTemplate(calls, templates, async (group, template) => {
        const { runCalls } = await import('../../core/judge/runner');
        const { judgeIdentityFor } = await import('../../core/judge/session');
        // The capability probe decides the structured-output mode, once per endpoint and model.
        const identity = await judgeIdentityFor(client, template, { signal, cache });
        const progress = progressPrinter(io);
        const result = await runCalls(group, client, { ...runOptions(values), identity, signal, cache, onEvent: progress.onEvent });
        progress.finish();
        if (result.cancelled) throw new InputError('cancelled: nothing was saved');
        if (result.deadlineReached) io.err('judge calibrate: the run deadline was reached; answers not judged count against coverage');
        return result.outcomes;
      });
  return { kind: 'model', endpoint, templateOf: (item) => templates.get(item)!, run };
}

const num = (v: number | null) => (v === null ? '—' : v.toFixed(3));
const span = (i: Interval, show: (v: number | null) => string) => `${show(i.value)}${i.low === null ? '' : ` [${show(i.low)}, ${show(i.high)}]`}`;
const signed = (v: number | null, show: (v: number) => string) => (v === null ? '' : ` (${v >= 0 ? '+' : ''}${show(v)})`);

function cellLine(name: string, c: CellStats, change?: { agreement: number | null; kappa: number | null }): string {
  return `  ${name}: ${c.labelled} labelled, coverage ${span(c.coverage, percent)}, agreement ${span(c.agreement, percent)}${signed(change?.agreement ?? null, percentPoints)}, kappa ${span(c.kappa, num)}${signed(change?.kappa ?? null, (v) => v.toFixed(3))}, unscored ${span(c.unscoredRate, percent)}`;
}

function reportText(r: CalibrationReport, saved: string | null, gate: { minKappa: number; kappa: number | null; pass: boolean } | null): string {
  const id = r.identity;
  const c = r.overall;
  const lines = [
    `Judge: ${id.endpoint === 'deterministic' ? 'the deterministic tolerance check' : `${id.requestedModel} at ${id.endpoint}, template ${id.templateId}, temperature ${id.params.temperature}`} (identity ${r.identityHash.slice(0, 12)})`,
    `Labelled answers: ${r.labelled.samples} samples, ${r.labelled.responses} review responses${Object.keys(r.skipped).length ? `; left out: ${Object.entries(r.skipped).map(([k, v]) => `${k} ${v}`).join(', ')}` : ''}`,
    cellLine('overall', c, r.change?.overall),
    `  confusion (rows human, columns judge): ${c.confusion.labels.map((l, i) => `${l} → ${c.confusion.labels.map((m, j) => `${m} ${c.confusion.counts[i][j]}`).join(', ')}`).join('; ')}`,
    `  per label: ${Object.entries(c.perLabel).map(([l, p]) => `${l} precision ${span(p.precision, percent)} recall ${span(p.recall, percent)}`).join('; ')}`,
  ];
  for (const [kind, cells] of Object.entries(r.groups)) {
    if (!Object.keys(cells).length) continue;
    lines.push(`By ${kind}:`, ...Object.entries(cells).map(([name, cell]) => cellLine(name, cell, r.change?.groups[kind as keyof typeof r.groups]?.[name])));
  }
  const e = r.ceiling;
  lines.push(e.items
    ? `Experts' ceiling (${counted(e.items, 'doubly reviewed item')}): reviewer–reviewer agreement ${span(e.reviewerReviewer.agreement, percent)}, kappa ${span(e.reviewerReviewer.kappa, num)}; reviewer–key agreement ${span(e.reviewerKey.agreement, percent)}`
    : "Experts' ceiling: no doubly reviewed items");
  if (r.change) lines.push(`Change since ${r.change.against.run} (in brackets above)`);
  lines.push(`Disagreements: ${r.disagreements.length}${r.disagreements.length ? ` (${Object.entries(r.byCause).map(([k, v]) => `${k} ${v}`).join(', ')})` : ''}`);
  // Grouped by cause, in the order the causes first occur.
  const causes = [...new Set(r.disagreements.map((d) => d.cause))];
  for (const d of causes.flatMap((cause) => r.disagreements.filter((x) => x.cause === cause))) {
    lines.push(`  [${d.cause}] ${d.file} ${d.source === 'sample' ? `sample ${d.sample}` : `packet ${d.packet} (${d.reviewer})`}${d.criterion !== undefined ? ` criterion #${d.criterion}` : ''}: human ${d.human}, judge ${d.judge}`,
      `      answer: ${JSON.stringify(clip(d.answer))}`, ...(d.reasoning ? [`      judge: ${JSON.stringify(clip(d.reasoning))}`] : []));
  }
  if (saved) lines.push(`Saved: ${saved}`);
  if (gate) lines.push(`Gate: kappa ${num(gate.kappa)} ${gate.pass ? '≥' : '<'} ${gate.minKappa}: ${gate.pass ? 'pass' : 'FAIL'}`);
  return lines.join('\n');
}

const clip = (text: string) => (text.length > 160 ? `${text.slice(0, 157)}…` : text);
