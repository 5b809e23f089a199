/** The dataset's figures for the dashboard: counts, lint findings by category, review agreement. */
import { rules, type LintCategory } from '../lint/rules';
import { groupOf, MARKETS, STATUSES, TASKS, type ItemSummary } from './summary';

/** A finding as the Problems panel holds it: its code (`lint.<rule>`, `schema.*`, …) and severity. */
export interface FindingMark {
  code: string;
  severity: 'error' | 'warning';
}

export interface DatasetEntry {
  summary: ItemSummary;
  findings: readonly FindingMark[];
}

export interface CountCell {
  task: string;
  market: string;
  status: string;
  count: number;
}

export interface AgreementRow {
  reviewer: string;
  task: string;
  agreed: number;
  disputed: number;
  /** agreed / (agreed + disputed). */
  rate: number;
}

/** Judge previews as the dashboard shows them; absent until a judge preview has run. */
export interface JudgeFigures {
  runs: number;
  /** Runs whose verdict matched the sample's expected verdict, among scored runs. */
  agreement: number;
  /** Runs the judge's output could not be scored from, among all runs. */
  unscoredRate: number;
}

export interface DashboardData {
  items: number;
  /** Every task × market × status combination that holds items. */
  counts: CountCell[];
  /** Every lint category, with how many lint warnings of it the dataset has. */
  lint: { category: LintCategory; count: number }[];
  problems: { errors: number; warnings: number; itemsWithProblems: number };
  agreement: AgreementRow[];
  judge: JudgeFigures | null;
}

const CATEGORY_OF_RULE = new Map(rules.map((r) => [r.id, r.category]));
const CATEGORIES = [...new Set(rules.map((r) => r.category))];

/** The lint category of a finding code `lint.<rule>`, or undefined for other findings. */
export function lintCategory(code: string): LintCategory | undefined {
  return code.startsWith('lint.') ? CATEGORY_OF_RULE.get(code.slice(5)) : undefined;
}

const rank = (order: readonly string[], value: string) => (order.includes(value) ? order.indexOf(value) : order.length);

/** Every figure of the dashboard from the dataset's items and their findings. */
export function dashboardData(entries: Iterable<DatasetEntry>, judge: JudgeFigures | null = null): DashboardData {
  const counts = new Map<string, CountCell>();
  const lint = new Map<LintCategory, number>(CATEGORIES.map((c) => [c, 0]));
  const agreement = new Map<string, AgreementRow>();
  const problems = { errors: 0, warnings: 0, itemsWithProblems: 0 };
  let items = 0;
  for (const { summary, findings } of entries) {
    items++;
    const cell = { task: groupOf(summary, 'task'), market: groupOf(summary, 'market'), status: groupOf(summary, 'status') };
    const key = `${cell.task}|${cell.market}|${cell.status}`;
    const counted = counts.get(key) ?? { ...cell, count: 0 };
    counted.count++;
    counts.set(key, counted);
    if (findings.length) problems.itemsWithProblems++;
    for (const f of findings) {
      if (f.severity === 'error') problems.errors++;
      else problems.warnings++;
      const category = lintCategory(f.code);
      if (category) lint.set(category, (lint.get(category) ?? 0) + 1);
    }
    for (const { reviewer, outcome } of summary.reviews) {
      const rowKey = `${reviewer}|${cell.task}`;
      const row = agreement.get(rowKey) ?? { reviewer, task: cell.task, agreed: 0, disputed: 0, rate: 0 };
      row[outcome]++;
      row.rate = row.agreed / (row.agreed + row.disputed);
      agreement.set(rowKey, row);
    }
  }
  return {
    items,
    counts: [...counts.values()].sort((a, b) =>
      rank(TASKS, a.task) - rank(TASKS, b.task) || rank(MARKETS, a.market) - rank(MARKETS, b.market) || rank(STATUSES, a.status) - rank(STATUSES, b.status)),
    lint: CATEGORIES.map((category) => ({ category, count: lint.get(category) ?? 0 })),
    problems,
    agreement: [...agreement.values()].sort((a, b) => a.reviewer.localeCompare(b.reviewer) || rank(TASKS, a.task) - rank(TASKS, b.task)),
    judge,
  };
}
