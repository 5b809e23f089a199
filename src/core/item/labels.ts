/**
 * UI names of the item format's enumerations, in English. They are also the keys of their translations
 * (l10n/bundle.l10n.*.json), so the form's dropdowns and New Item's quick picks say the same thing.
 */
import type { Language, Market, TaskType } from './types';

export const taskLabels: Record<TaskType, string> = {
  T1: 'T1 · time-sensitive live data',
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
