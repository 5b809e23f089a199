/** The dashboard's judge-preview figures from the run record: agreement with the expected verdict and the unscored rate. */
import { identityKey } from './identity';
import { recordAgrees, type JudgeRunRecord } from './runRecord';

/** Judged answers of one group (a task type, or a template with a model). */
export interface JudgeGroup {
  key: string;
  /** Judged answers (the latest run of each). */
  answers: number;
  /** Answers with an expectation and a verdict, so agreement could be measured. */
  compared: number;
  agreed: number;
  /** agreed / compared; null when nothing was compared. */
  agreement: number | null;
  unscored: number;
  /** unscored / answers; null when there are no answers. */
  unscoredRate: number | null;
}

/** Every judge-preview figure of the dashboard. */
export interface JudgeFigures {
  overall: JudgeGroup;
  byTask: JudgeGroup[];
  /**
   * Keyed `template · model`, with both parts kept apart for display; `identities` counts the different judges
   * (endpoint, reported model, fingerprint, template hash, parameters, structured mode) among its verdicts:
   * more than one means verdicts of different experiments are mixed under one name (lines without an identity count as one).
   */
  byJudge: (JudgeGroup & { template: string; model: string; identities: number })[];
  /** Older runs of the same answer with the same template and model: recorded, but not counted. */
  superseded: number;
  /** Record lines that could not be read. */
  skippedLines: number;
  /** Record lines of items that are not in the dataset (deleted, renamed, or on another branch): not counted. */
  otherItems: number;
}

const TASK_ORDER = ['T1', 'T2', 'T3', 'OE'];

/** The identity of a judged answer: the latest record with it counts. */
const answerKey = (r: JudgeRunRecord) => JSON.stringify([r.item, r.sample.hash, r.template, r.model]);

/**
 * The runs the figures count (the latest run of each answer, template and model; with `items`, only runs of those
 * items), and how many runs were of other items.
 */
export function countedRuns(records: readonly JudgeRunRecord[], items?: ReadonlySet<string>): { counted: JudgeRunRecord[]; otherItems: number } {
  const latest = new Map<string, { record: JudgeRunRecord; time: number }>();
  let otherItems = 0;
  for (const record of records) {
    if (items && !items.has(record.item)) {
      otherItems++;
      continue;
    }
    const key = answerKey(record);
    const time = Date.parse(record.at);
    const before = latest.get(key);
    // Later in the file wins a tie: appends are in time order even when two runs share a timestamp.
    if (!before || time >= before.time) latest.set(key, { record, time });
  }
  return { counted: [...latest.values()].map((l) => l.record), otherItems };
}

/** The ids of the items with a counted run of a template on a model. */
export function judgedItems(records: readonly JudgeRunRecord[], judge: { template: string; model: string }): Set<string> {
  return new Set(countedRuns(records).counted.filter((r) => r.template === judge.template && r.model === judge.model).map((r) => r.item));
}

/** The figures of a record (in file order), counting only `items` when given; null for an empty record. */
export function judgeFigures(records: readonly JudgeRunRecord[], options: { skippedLines?: number; items?: ReadonlySet<string> } = {}): JudgeFigures | null {
  const { skippedLines = 0, items } = options;
  if (!records.length && !skippedLines) return null;
  const { counted, otherItems } = countedRuns(records, items);
  const byTask = [...groupBy(counted, (r) => r.task)].map(([key, list]) => group(key, list))
    .sort((a, b) => TASK_ORDER.indexOf(a.key) - TASK_ORDER.indexOf(b.key));
  const byJudge = [...groupBy(counted, (r) => `${r.template} · ${r.model}`)]
    .map(([key, list]) => ({ ...group(key, list), template: list[0].template, model: list[0].model, identities: new Set(list.map((r) => (r.judge ? identityKey(r.judge) : ''))).size }))
    .sort((a, b) => a.key.localeCompare(b.key));
  return { overall: group('all', counted), byTask, byJudge, superseded: records.length - otherItems - counted.length, skippedLines, otherItems };
}

function groupBy(records: JudgeRunRecord[], keyOf: (r: JudgeRunRecord) => string): Map<string, JudgeRunRecord[]> {
  const groups = new Map<string, JudgeRunRecord[]>();
  for (const r of records) {
    const key = keyOf(r);
    const list = groups.get(key);
    if (list) list.push(r);
    else groups.set(key, [r]);
  }
  return groups;
}

function group(key: string, records: JudgeRunRecord[]): JudgeGroup {
  const verdicts = records.map(recordAgrees);
  const compared = verdicts.filter((v) => v !== null).length;
  const agreed = verdicts.filter((v) => v === true).length;
  const unscored = records.filter((r) => r.verdict === 'unscored').length;
  return { key, answers: records.length, compared, agreed, agreement: compared ? agreed / compared : null, unscored, unscoredRate: records.length ? unscored / records.length : null };
}
