import * as vscode from 'vscode';
import type { GroupBy, ItemFilter } from '../../core/dataset/summary';

/** The name of a group value in the UI language. */
export function groupLabel(by: GroupBy, key: string): string {
  const labels: Record<string, string> = {
    draft: vscode.l10n.t('Draft'),
    ready: vscode.l10n.t('Ready'),
    'in-review': vscode.l10n.t('In review'),
    agreed: vscode.l10n.t('Agreed'),
    disputed: vscode.l10n.t('Disputed'),
    accepted: vscode.l10n.t('Accepted'),
    modified: vscode.l10n.t('Modified'),
    discarded: vscode.l10n.t('Discarded'),
    T1: vscode.l10n.t('T1 · time-sensitive data'),
    T2: vscode.l10n.t('T2 · simple historical lookup'),
    T3: vscode.l10n.t('T3 · complex historical investigation'),
    OE: vscode.l10n.t('OE · open-ended, rubric-graded'),
    global: vscode.l10n.t('Global'),
    'greater-china': vscode.l10n.t('Greater China'),
    unknown: by === 'status' ? vscode.l10n.t('(no valid status)') : by === 'task' ? vscode.l10n.t('(no valid task)') : vscode.l10n.t('(no valid market)'),
  };
  return labels[key] ?? key;
}

/** The active filter in a few words, e.g. "text “nvda” · zh · has problems". */
export function filterDescription(filter: ItemFilter): string {
  return [
    filter.text && vscode.l10n.t('text “{0}”', filter.text),
    filter.language,
    filter.author && vscode.l10n.t('author {0}', filter.author),
    filter.hasProblems && vscode.l10n.t('has problems'),
    filter.task,
    filter.market && groupLabel('market', filter.market),
    filter.status && groupLabel('status', filter.status),
  ].filter(Boolean).join(' · ');
}
