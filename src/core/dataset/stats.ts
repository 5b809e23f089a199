/** The dataset's figures for the dashboard: counts, lint findings by category, review agreement. */
import type { TeamProgress } from '../review/team/progress';
import type { Item } from '../item/types';
import type { JudgeFigures } from '../judge/runFigures';
import { reviewStats, type GroupStats } from '../review/stats/agreement';
import { MARKETS, STATUSES, TASKS } from '../item/labels';
import { LINT_CATEGORIES, lintCategory, type LintCategory } from '../lint/ruleCatalog';
import { groupOf, reviewedItem, type FindingMark, type ItemSummary } from './summary';

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

/** Agreement of reconciled responses in one group (a reviewer, a task type). */
export interface AgreementRow extends GroupStats {
  key: string;
}


export interface DashboardData {
  items: number;
  /** Every task × market × status combination that holds items. */
  counts: CountCell[];
  /** Every lint category, with how many lint warnings of it the dataset has. */
  lint: { category: LintCategory; count: number }[];
  problems: { errors: number; warnings: number; itemsWithProblems: number };
  agreement: { responses: number; overall: number | null; byReviewer: AgreementRow[]; byTask: AgreementRow[] };
  /** Judge previews from the run record; null until a judge model has judged an answer. */
  judge: JudgeFigures | null;
  /** Review progress per reviewer and author, the arbitration queue and overdue packets. */
  team?: TeamProgress;
}

const rank = (order: readonly string[], value: string) => (order.includes(value) ? order.indexOf(value) : order.length);

/** Every figure of the dashboard from the dataset's items and their findings. */
export function dashboardData(entries: Iterable<DatasetEntry>, judge: JudgeFigures | null = null): DashboardData {
  const counts = new Map<string, CountCell>();
  const lint = new Map<LintCategory, number>(LINT_CATEGORIES.map((c) => [c, 0]));
  const reviewed: Item[] = [];
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
    if (summary.responses.length) reviewed.push(reviewedItem(summary, `#${items}`));
  }
  const review = reviewStats(reviewed);
  const rows = (groups: Record<string, GroupStats>, order: readonly string[]) =>
    Object.entries(groups).map(([key, g]) => ({ key, ...g })).sort((a, b) => rank(order, a.key) - rank(order, b.key) || a.key.localeCompare(b.key));
  return {
    items,
    counts: [...counts.values()].sort((a, b) =>
      rank(TASKS, a.task) - rank(TASKS, b.task) || rank(MARKETS, a.market) - rank(MARKETS, b.market) || rank(STATUSES, a.status) - rank(STATUSES, b.status)),
    lint: LINT_CATEGORIES.map((category) => ({ category, count: lint.get(category) ?? 0 })),
    problems,
    agreement: {
      responses: review.responses,
      overall: review.responses ? review.overall.rate : null,
      byReviewer: rows(review.byReviewer, []),
      byTask: rows(review.byTask, TASKS),
    },
    judge,
  };
}
