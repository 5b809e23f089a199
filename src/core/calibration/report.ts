/** The calibration report: the judge against the humans per template, task, market, language and rubric criterion. */
import type { JudgeIdentity } from '../judge/identity';
import type { JudgedAnswer } from './judging';
import type { LabelledAnswer, SkippedResponse, SkipReason } from './labelled';
import { cellStats, DEFAULT_BOOTSTRAP, pairStats, shareStats, type BootstrapOptions, type CellStats, type Interval, type Row } from './stats';

export const CALIBRATION_SCHEMA_VERSION = 1;

export type GroupKind = 'template' | 'task' | 'market' | 'language' | 'criterion';
export const GROUP_KINDS: readonly GroupKind[] = ['template', 'task', 'market', 'language', 'criterion'];

/** Why the judge and the human differ on one answer (or criterion). */
export type DisagreementCause = 'too-lenient' | 'too-strict' | 'missed-no-data' | 'false-no-data' | 'criterion-missed' | 'criterion-invented' | 'unscored';

export interface Disagreement {
  key: string;
  file: string;
  item: string;
  source: 'sample' | 'review';
  sample?: number;
  packet?: string;
  reviewer?: string;
  /** Rubric criterion number, for criterion rows. */
  criterion?: number;
  answer: string;
  human: string;
  judge: string;
  cause: DisagreementCause;
  reasoning: string;
}

export interface ExpertCeiling {
  /** Items with two or more labelled review responses. */
  items: number;
  /** The first two reviewers' verdicts on the same item against each other. */
  reviewerReviewer: { pairs: number; agreement: Interval; kappa: Interval };
  /** Responses on those items that agree with the key. */
  reviewerKey: { responses: number; agreement: Interval };
}

export interface CalibrationReport {
  schemaVersion: typeof CALIBRATION_SCHEMA_VERSION;
  createdAt: string;
  identity: JudgeIdentity;
  /** sha256 of the identity key. */
  identityHash: string;
  bootstrap: BootstrapOptions;
  labelled: { samples: number; responses: number };
  skipped: Partial<Record<SkipReason, number>>;
  overall: CellStats;
  groups: Record<GroupKind, Record<string, CellStats>>;
  ceiling: ExpertCeiling;
  disagreements: Disagreement[];
  byCause: Partial<Record<DisagreementCause, number>>;
  /** Against the previous saved run: per cell, the change in agreement and kappa. */
  change?: CalibrationChange;
}

export interface CellChange {
  agreement: number | null;
  kappa: number | null;
  labelled: number;
}

export interface CalibrationChange {
  /** The run compared with: its file name and identity hash. */
  against: { run: string; identityHash: string; createdAt: string };
  overall: CellChange;
  groups: Partial<Record<GroupKind, Record<string, CellChange>>>;
}

interface Keyed extends Row {
  groups: Partial<Record<GroupKind, string>>;
  judged: JudgedAnswer;
  criterion?: number;
}

/** Rows of the statistics: one per judged answer with a human verdict, one per rubric criterion with a human grade. */
function rowsOf(judged: readonly JudgedAnswer[]): Keyed[] {
  const rows: Keyed[] = [];
  for (const j of judged) {
    const a = j.answer;
    const groups = { template: j.template, task: a.item.task, market: a.item.market, language: a.item.language };
    if (a.human) rows.push({ unit: a.item.id, human: a.human, judge: j.verdict, groups, judged: j });
    for (const c of a.criteria ?? []) {
      const said = j.criteria?.find((x) => x.id === c.id);
      const judge = said ? (said.met ? 'yes' : 'no') : j.verdict === 'unscored' ? 'unscored' : null;
      rows.push({ unit: a.item.id, human: c.met ? 'yes' : 'no', judge, groups: { ...groups, criterion: `#${c.id}` }, judged: j, criterion: c.id });
    }
  }
  return rows;
}

export interface ReportInput {
  judged: readonly JudgedAnswer[];
  skipped: readonly SkippedResponse[];
  identity: JudgeIdentity;
  identityHash: string;
  now: Date;
  bootstrap?: BootstrapOptions;
}

export function calibrationReport(input: ReportInput): CalibrationReport {
  const bootstrap = input.bootstrap ?? DEFAULT_BOOTSTRAP;
  const rows = rowsOf(input.judged);
  const answerRows = rows.filter((r) => r.criterion === undefined);
  const groups = Object.fromEntries(GROUP_KINDS.map((kind) => {
    const by = new Map<string, Row[]>();
    for (const r of kind === 'criterion' ? rows : answerRows) {
      const name = r.groups[kind];
      if (name !== undefined) by.set(name, [...(by.get(name) ?? []), r]);
    }
    return [kind, Object.fromEntries([...by].sort(([a], [b]) => a.localeCompare(b, 'en', { numeric: true })).map(([name, list]) => [name, cellStats(list, bootstrap)]))];
  })) as Record<GroupKind, Record<string, CellStats>>;
  const disagreements = rows.flatMap((r) => disagreementOf(r));
  const byCause: Partial<Record<DisagreementCause, number>> = {};
  for (const d of disagreements) byCause[d.cause] = (byCause[d.cause] ?? 0) + 1;
  const skipped: Partial<Record<SkipReason, number>> = {};
  for (const s of input.skipped) skipped[s.reason] = (skipped[s.reason] ?? 0) + 1;
  const answers = input.judged.map((j) => j.answer);
  return {
    schemaVersion: CALIBRATION_SCHEMA_VERSION,
    createdAt: input.now.toISOString(),
    identity: input.identity,
    identityHash: input.identityHash,
    bootstrap,
    labelled: { samples: answers.filter((a) => a.source === 'sample').length, responses: answers.filter((a) => a.source === 'review').length },
    skipped,
    overall: cellStats(answerRows, bootstrap),
    groups,
    ceiling: expertCeiling(answers, bootstrap),
    disagreements,
    byCause,
  };
}

function disagreementOf(r: Keyed): Disagreement[] {
  if (r.judge === null || r.judge === r.human) return [];
  const a = r.judged.answer;
  return [{
    key: a.key, file: a.file, item: a.item.id, source: a.source,
    ...(a.sample !== undefined ? { sample: a.sample } : {}),
    ...(a.packet ? { packet: a.packet, reviewer: a.reviewer } : {}),
    ...(r.criterion !== undefined ? { criterion: r.criterion } : {}),
    answer: a.answer, human: r.human, judge: r.judge, cause: causeOf(r.human, r.judge), reasoning: r.judged.reasoning,
  }];
}

function causeOf(human: string, judge: string): DisagreementCause {
  if (judge === 'unscored') return 'unscored';
  if (human === 'yes' || human === 'no') return judge === 'yes' ? 'criterion-invented' : 'criterion-missed';
  if (human === 'no-data') return 'missed-no-data';
  if (judge === 'no-data') return 'false-no-data';
  return judge === 'pass' ? 'too-lenient' : 'too-strict';
}

/** Reviewer–reviewer and reviewer–key agreement on items that two or more reviewers answered. */
export function expertCeiling(answers: readonly LabelledAnswer[], bootstrap: BootstrapOptions = DEFAULT_BOOTSTRAP): ExpertCeiling {
  const byItem = new Map<string, LabelledAnswer[]>();
  for (const a of answers) if (a.source === 'review' && a.human) byItem.set(a.item.id, [...(byItem.get(a.item.id) ?? []), a]);
  const doubly = [...byItem].filter(([, list]) => list.length >= 2);
  return {
    items: doubly.length,
    reviewerReviewer: pairStats(doubly.map(([unit, list]) => ({ unit, a: list[0].human!, b: list[1].human! })), bootstrap),
    reviewerKey: shareStats(doubly.flatMap(([unit, list]) => list.map((a) => ({ unit, label: a.human! }))), 'pass', bootstrap),
  };
}

/** Per cell: this run's agreement and kappa minus the other run's (null where either is undefined). */
export function changeSince(current: CalibrationReport, previous: CalibrationReport, previousRun: string): CalibrationChange {
  const delta = (now: CellStats, then: CellStats | undefined): CellChange => ({
    agreement: diff(now.agreement.value, then?.agreement.value),
    kappa: diff(now.kappa.value, then?.kappa.value),
    labelled: now.labelled - (then?.labelled ?? 0),
  });
  return {
    against: { run: previousRun, identityHash: previous.identityHash, createdAt: previous.createdAt },
    overall: delta(current.overall, previous.overall),
    groups: Object.fromEntries(GROUP_KINDS.map((kind) => [kind, Object.fromEntries(Object.entries(current.groups[kind]).map(([name, cell]) => [name, delta(cell, previous.groups?.[kind]?.[name])]))])),
  };
}

const diff = (a: number | null, b: number | null | undefined) => (a === null || b === null || b === undefined ? null : a - b);
