/**
 * The one vocabulary of the item format's enumerations in the UI, in English: the tree, the dashboard, the form,
 * New Item and Set Item Status all read it. Each label is also the key of its Chinese translation
 * (l10n/bundle.l10n.zh-cn.json). Task names follow DOMAIN.md's task types.
 */
import type { Language, Market, ReviewStatus, TaskType } from './types';

/** The enumerations' values in the order the UI lists them. */
export const TASKS: readonly TaskType[] = ['T1', 'T2', 'T3', 'OE'];
export const MARKETS: readonly Market[] = ['global', 'greater-china'];
export const STATUSES: readonly ReviewStatus[] = ['draft', 'ready', 'in-review', 'agreed', 'disputed', 'accepted', 'modified', 'discarded'];

export const taskLabels: Record<TaskType, string> = {
  T1: 'T1 · time-sensitive data fetching',
  T2: 'T2 · simple historical lookup',
  T3: 'T3 · complex historical investigation',
  OE: 'OE · open-ended, rubric-graded',
};

export const marketLabels: Record<Market, string> = {
  global: 'Global',
  'greater-china': 'Greater China',
};

export const languageLabels: Record<Language, string> = {
  en: 'English',
  zh: 'Chinese',
};

export const statusLabels: Record<ReviewStatus, string> = {
  draft: 'Draft',
  ready: 'Ready',
  'in-review': 'In review',
  agreed: 'Agreed',
  disputed: 'Disputed',
  accepted: 'Accepted',
  modified: 'Modified',
  discarded: 'Discarded',
};

/** What the statuses an author may choose mean (shown beside their labels in Set Item Status). */
export const statusMeanings: Partial<Record<ReviewStatus, string>> = {
  draft: 'still being written',
  ready: 'complete, waiting for blind review',
  discarded: 'not part of the benchmark',
};

/** A code's label from one of the tables above, through `translate`; a code the format does not know stays as it is. */
export function labelOf(labels: Partial<Record<string, string>>, code: string, translate: (label: string) => string): string {
  const label = Object.hasOwn(labels, code) ? labels[code] : undefined;
  return label === undefined ? code : translate(label);
}
