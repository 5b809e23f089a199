/**
 * The record of judge-preview runs: one JSON line per judged answer (schemas/judge-run.schema.json), written by the
 * preview panel and the CLI, read by the dashboard. Plain data, so a team can keep the file in the repository.
 */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import runSchema from '../../../schemas/judge-run.schema.json';
import type { ExpectedVerdict, Item, Language, Market, TaskType } from '../item/types';
import { countedVerdict } from './deterministic';
import { sha256Hex } from './hash';
import type { JudgeIdentity } from './identity';
import { stoppedByRun } from './stop';
import { SCORE_AGREEMENT, type PreviewSummary, type SampleSummary } from './preview';
import type { JudgeTemplate, OutputKind } from './types';

/** Where a record is kept inside a workspace folder, unless the settings say otherwise. */
export const DEFAULT_RUN_RECORD = '.finbench/judge-runs.jsonl';

/** The judge's verdict on one answer: its majority over the repeats, 'split' on a tie, 'scored' for a rubric score. */
export type RecordedVerdict = ExpectedVerdict | 'split' | 'scored' | 'unscored';

/** What the judge should have said: the tolerance engine's verdict, else the sample's declared one (score templates); a rubric sample's expected score. */
export type RecordedExpectation =
  | { verdict: ExpectedVerdict; from: 'tolerance' | 'sample' }
  | { score: number; from: 'sample' };

/** One judged answer. */
export interface JudgeRunRecord {
  v: 1;
  /** ISO time of the run. */
  at: string;
  item: string;
  task: TaskType;
  market: Market;
  language: Language;
  /** The answer: its position among the judged answers and a hash of its text (the identity across runs). */
  sample: { index: number; hash: string };
  template: string;
  protocol: OutputKind;
  model: string;
  verdict: RecordedVerdict;
  /** Why the answer stayed unscored (the judge's output unreadable, a timeout, an HTTP error). */
  reason?: string;
  /** Rubric templates: the mean weighted score of the scored repeats. */
  score?: number;
  expected: RecordedExpectation | null;
  /** The sample's declared verdict, kept beside the tolerance engine's when both exist. */
  declared?: ExpectedVerdict;
  repeats: number;
  unscoredRepeats: number;
  /** Every repeat came from the judge cache. */
  cached: boolean;
  /** Who ran it: the preview panel or the CLI. */
  via: 'panel' | 'cli';
  /** Who judged: endpoint, requested and reported model, fingerprint, template and hash, parameters, structured mode (lines written before it have none). */
  judge?: JudgeIdentity;
}

/** Whether the judge's verdict agrees with the expectation; null when there is nothing to compare (no expectation, unscored). */
export function recordAgrees(record: JudgeRunRecord): boolean | null {
  const expected = record.expected;
  if (!expected || record.verdict === 'unscored') return null;
  if ('score' in expected) return record.score === undefined ? null : Math.abs(record.score - expected.score) <= SCORE_AGREEMENT;
  return record.verdict === expected.verdict;
}

export interface RecordContext {
  item: Item;
  template: JudgeTemplate;
  model: string;
  via: JudgeRunRecord['via'];
  at?: Date;
}

/**
 * The record lines of a model preview: one per judged answer. Pairwise previews judge pairs, not answers, and give none.
 * An answer none of whose runs the judge answered (all stopped by the run deadline) gives none either:
 * it would replace the answer's last real verdict with 'unscored'.
 */
export async function recordsOfPreview(summary: PreviewSummary, context: RecordContext): Promise<JudgeRunRecord[]> {
  const { item, template, model, via } = context;
  if (template.output.kind === 'pairwise') return [];
  const at = (context.at ?? new Date()).toISOString();
  const rubric = template.output.kind === 'rubric';
  const judged = summary.samples.map((s) => ({ ...s, runs: s.runs.filter(reachedModel) })).filter((s) => s.runs.length);
  return Promise.all(judged.map(async (s) => {
    const expected = expectationOf(s, item.task, rubric);
    return {
      v: 1 as const,
      at,
      item: item.id,
      task: item.task,
      market: item.market,
      language: item.language,
      sample: { index: s.index, hash: (await sha256Hex(s.answer)).slice(0, 16) },
      template: template.id,
      protocol: template.output.kind,
      model,
      ...verdictOf(s, rubric),
      expected,
      ...(expected?.from === 'tolerance' && s.expected ? { declared: s.expected } : {}),
      repeats: s.runs.length,
      unscoredRepeats: s.runs.filter(isUnscored).length,
      cached: s.runs.length > 0 && s.runs.every((r) => r.cached),
      via,
      ...judgeOf(s.runs),
    };
  }));
}

/** The identity of the answer's first verdict (the one a scored repeat gave, else any). */
function judgeOf(runs: SampleSummary['runs']): Pick<JudgeRunRecord, 'judge'> {
  const judge = runs.find((r) => r.judge && !isUnscored(r))?.judge ?? runs.find((r) => r.judge)?.judge;
  return judge ? { judge } : {};
}

const isUnscored = (r: SampleSummary['runs'][number]) => r.verdict === null || r.verdict.kind === 'unscored';
// A run never started (no attempt, no cache hit), or stopped by the run's deadline while it waited for the judge,
// says nothing about the judge.
const reachedModel = (r: SampleSummary['runs'][number]) => r.cached || (r.attempts > 0 && !stoppedByRun(r));

function verdictOf(s: SampleSummary, rubric: boolean): Pick<JudgeRunRecord, 'verdict' | 'reason' | 'score'> {
  const scored = s.runs.filter((r) => !isUnscored(r));
  if (!scored.length) {
    const first = s.runs.find(isUnscored);
    const reason = first?.error ?? (first?.verdict?.kind === 'unscored' ? first.verdict.reason : undefined) ?? 'no run';
    return { verdict: 'unscored', reason };
  }
  if (rubric) return s.meanScore === undefined ? { verdict: 'unscored', reason: 'no rubric score' } : { verdict: 'scored', score: s.meanScore };
  return { verdict: s.majority ?? 'split' };
}

/** Rubric answers: the sample's expected score. Others: the tolerance engine's verdict for T1/T2/T3 answers it can judge, else the sample's declared verdict. */
function expectationOf(s: SampleSummary, task: TaskType, rubric: boolean): RecordedExpectation | null {
  if (rubric) return s.expectedScore === undefined ? null : { score: s.expectedScore, from: 'sample' };
  if (task !== 'OE' && s.deterministic !== null) return { verdict: countedVerdict(s.deterministic), from: 'tolerance' };
  return s.expected ? { verdict: s.expected, from: 'sample' } : null;
}

/** A line of the record that could not be read: its 1-based number and why. */
export interface SkippedLine {
  line: number;
  reason: string;
}

let validateLine: ValidateFunction | undefined;

/** Reads a record file's text: every well-formed line, and each other line with why it was skipped (blank lines are neither). */
export function parseRunRecords(text: string): { records: JudgeRunRecord[]; skipped: SkippedLine[] } {
  const records: JudgeRunRecord[] = [];
  const skipped: SkippedLine[] = [];
  text.split('\n').forEach((raw, i) => {
    const line = raw.trim();
    if (!line) return;
    let value: unknown;
    try {
      value = JSON.parse(line);
    } catch {
      // A line cut short (a crash while appending, a merge conflict marker) is not JSON.
      return void skipped.push({ line: i + 1, reason: 'not JSON' });
    }
    const problem = recordProblem(value);
    if (problem) skipped.push({ line: i + 1, reason: problem });
    else records.push(value as JudgeRunRecord);
  });
  return { records, skipped };
}

/** Why a value is not a record line (by schemas/judge-run.schema.json), or undefined for a good line. */
function recordProblem(value: unknown): string | undefined {
  // Formats are not checked by ajv here (no ajv-formats in the bundle); "at" is checked as a date below.
  validateLine ??= new Ajv2020({ allErrors: true, validateFormats: false }).compile(runSchema);
  if (!validateLine(value)) return [...new Set((validateLine.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`))].join('; ');
  const r = value as JudgeRunRecord;
  if (Number.isNaN(Date.parse(r.at))) return '/at is not a date';
  if (r.verdict === 'scored' && r.score === undefined) return 'a "scored" verdict needs a "score"';
  return undefined;
}

/** The record as JSON lines, ready to append (each line ends in a newline). */
export function recordLines(records: readonly JudgeRunRecord[]): string {
  return records.map((r) => `${JSON.stringify(r)}\n`).join('');
}
