// The dashboard's team section: per reviewer, per author, the arbitration queue and overdue packets; each row shows its items in the tree.
import * as l10n from '@vscode/l10n';
import type { DashboardData } from '../../src/core/dataset/stats';
import type { Rate } from '../../src/core/review/stats/wilson';
import type { ChartFilter } from '../../src/protocol/dashboard';
import { percent } from '../host/format';

/** The dashboard's own building blocks, passed in so that every section looks and behaves the same. */
export interface Blocks {
  el: <K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string) => HTMLElementTagNameMap[K];
  table: (headers: string[], rows: { cells: (string | number)[]; filter?: ChartFilter }[]) => HTMLElement;
  section: (id: string, title: string, ...content: (Node | string)[]) => HTMLElement;
}

/** "80% (49%–94.3%)": a rate with its 95% interval, or — when nothing was counted. */
const rate = (r: Rate) => (r.rate === null ? '—' : `${percent(r.rate)} (${percent(r.low)}–${percent(r.high)})`);

export function teamSection(data: DashboardData, { el, table, section }: Blocks): HTMLElement {
  const team = data.team;
  const title = l10n.t('Team review');
  if (!team || (!team.reviewers.length && !team.authors.length)) {
    return section('team', title, el('p', l10n.t('No review packet has been sent yet: plan assignments (FinBench: Plan Review Assignments), and each reviewer\'s and author\'s progress shows here.'), 'empty'));
  }
  const parts: (Node | string)[] = [];
  parts.push(el('h3', l10n.t('Reviewers')), table(
    [l10n.t('Reviewer'), l10n.t('Assigned'), l10n.t('Returned'), l10n.t('Overdue'), l10n.t('Agreement (95% interval)')],
    team.reviewers.map((r) => ({ cells: [r.name, r.assigned, r.returned, r.overdue, rate(r.agreement)], filter: { assignee: r.name } })),
  ));
  if (team.authors.length) {
    parts.push(el('h3', l10n.t('Authors')), table(
      [l10n.t('Author'), l10n.t('Items'), l10n.t('By status'), l10n.t('Disputed (95% interval)'), l10n.t('Why')],
      team.authors.map((a) => ({
        cells: [a.name, a.items, Object.entries(a.byStatus).map(([s, n]) => `${s} ${n}`).join(', '), rate(a.disputed), Object.entries(a.reasons).sort((x, y) => y[1] - x[1]).map(([c, n]) => `${c} ${n}`).join(', ') || '—'],
        filter: { author: a.name },
      })),
    ));
  }
  parts.push(el('h3', l10n.t('Arbitration queue')));
  parts.push(team.queue.length
    ? table([l10n.t('Item'), l10n.t('Author'), l10n.t('Disputed since'), l10n.t('Age (days)'), l10n.t('Why')],
      team.queue.map((q) => ({ cells: [q.id, q.author ?? '—', q.since.slice(0, 10) || '—', q.ageDays, q.reasons.join(', ') || '—'], filter: { text: q.id } })))
    : el('p', l10n.t('No disputed item is waiting for arbitration.'), 'empty'));
  parts.push(el('h3', l10n.t('Overdue packets')));
  parts.push(team.overdue.length
    ? table([l10n.t('Item'), l10n.t('Reviewer'), l10n.t('Packet'), l10n.t('Due')],
      team.overdue.map((o) => ({ cells: [o.id, o.reviewer, o.packet, o.due], filter: { text: o.id } })))
    : el('p', l10n.t('No packet is past its due date.'), 'empty'));
  return section('team', title, ...parts);
}
