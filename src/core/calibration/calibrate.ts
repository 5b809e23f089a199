/** A calibration run: the labelled answers of a dataset judged by one judge, and the report under its identity. */
import { identityKey, type JudgeIdentity } from '../judge/identity';
import { sha256Hex } from '../judge/hash';
import { batchIdentity } from '../judge/batch';
import { runIdentity } from '../judge/runIdentity';
import type { JudgeTransport } from '../judge/client';
import type { Item } from '../item/types';
import type { CallOutcome, JudgeCall, JudgeTemplate } from '../judge/types';
import { calibrationIdentity } from './identity';
import { calibrationCalls, judgedFromOutcomes, judgeDeterministically, type JudgedAnswer } from './judging';
import { labelledAnswers, type LabelledAnswer } from './labelled';
import { calibrationReport, type CalibrationReport } from './report';
import type { BootstrapOptions } from './stats';

/** The judge of a run: the tolerance engine, or a model whose calls `run` makes (live through the runner, or one batch). */
export type CalibrationJudge =
  | { kind: 'deterministic' }
  | {
      kind: 'model';
      endpoint: { baseURL: string; model: string; temperature?: number; maxTokens?: number };
      templateOf: (item: Item) => JudgeTemplate;
      /** Makes the calls (`templates[i]` is the template of `calls[i]`); outcomes in the calls' order. */
      run: (calls: JudgeCall[], templates: JudgeTemplate[]) => Promise<CallOutcome[]>;
    };

export class NothingToCalibrateError extends Error {}

export interface CalibrationRun {
  report: CalibrationReport;
  judged: JudgedAnswer[];
}

export async function calibrate(sources: readonly { file: string; item: Item }[], judge: CalibrationJudge, options: { now?: Date; bootstrap?: BootstrapOptions } = {}): Promise<CalibrationRun> {
  const { answers, skipped } = await labelledAnswers(sources);
  if (!answers.length) throw new NothingToCalibrateError('no labelled answers: give items samples with expected verdicts, or reconcile blind-review packets');
  let judged: JudgedAnswer[];
  let identity: JudgeIdentity;
  if (judge.kind === 'deterministic') {
    judged = judgeDeterministically(answers);
    identity = await calibrationIdentity({ templates: [], outcomes: [] });
  } else {
    const templateOf = (a: LabelledAnswer) => judge.templateOf(a.item);
    const outcomes = await judge.run(calibrationCalls(answers, templateOf), answers.map(templateOf));
    judged = judgedFromOutcomes(answers, templateOf, outcomes);
    identity = await calibrationIdentity({ endpoint: judge.endpoint, templates: answers.map(templateOf), outcomes });
  }
  const report = calibrationReport({ judged, skipped, identity, identityHash: await sha256Hex(identityKey(identity)), now: options.now ?? new Date(), bootstrap: options.bootstrap });
  return { report, judged };
}

/** The calls of each template as one live run (a run has one judge identity); the outcomes back in the calls' order. */
export async function runByTemplate(calls: JudgeCall[], templates: JudgeTemplate[], run: (calls: JudgeCall[], template: JudgeTemplate) => Promise<CallOutcome[]>): Promise<CallOutcome[]> {
  const groups = new Map<string, { template: JudgeTemplate; at: number[] }>();
  templates.forEach((template, i) => {
    const group = groups.get(template.id) ?? { template, at: [] };
    group.at.push(i);
    groups.set(template.id, group);
  });
  const outcomes: CallOutcome[] = new Array(calls.length);
  for (const { template, at } of groups.values()) {
    const got = await run(at.map((i) => calls[i]), template);
    at.forEach((i, k) => (outcomes[i] = got[k]));
  }
  return outcomes;
}

/** Each call's judge identity in one Batch API job: its template's, with no structured output (batch requests carry none). */
export async function batchIdentities(endpoint: JudgeTransport['endpoint'], calls: JudgeCall[], templates: JudgeTemplate[]): Promise<Map<string, JudgeIdentity>> {
  const byTemplate = new Map<string, JudgeIdentity>();
  for (const template of templates) if (!byTemplate.has(template.id)) byTemplate.set(template.id, batchIdentity(await runIdentity(endpoint, template, 'none')));
  return new Map(calls.map((call, i) => [call.id, byTemplate.get(templates[i].id)!]));
}
