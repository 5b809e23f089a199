/** The item format's enumerations as choices with UI labels, and small readers that tolerate schema-invalid data. */
import * as l10n from '@vscode/l10n';
import { isPlainObject } from '../../src/core/json/path';
import { languageLabels, marketLabels, taskLabels } from '../../src/core/item/labels';
import type { Item, ToleranceKind } from '../../src/core/item/types';
import type { Choice } from '../form/layout';

/** Choices of an enumeration whose English labels (translation keys) live in core/item/labels.ts. */
const labelled = (labels: Record<string, string>): Choice[] => Object.entries(labels).map(([value, label]) => ({ value, label: l10n.t(label) }));

export const taskChoices = (): Choice[] => labelled(taskLabels);

export const marketChoices = (): Choice[] => labelled(marketLabels);

export const languageChoices = (): Choice[] => labelled(languageLabels);

export const partKindChoices = (): Choice[] => [
  { value: 'numeric', label: l10n.t('Numeric') },
  { value: 'text', label: l10n.t('Text') },
];

export const scaleChoices = (): Choice[] => [
  { value: 'one', label: l10n.t('Ones') },
  { value: 'thousand', label: l10n.t('Thousands') },
  { value: 'ten-thousand', label: l10n.t('Ten-thousands (万)') },
  { value: 'million', label: l10n.t('Millions') },
  { value: 'hundred-million', label: l10n.t('Hundred-millions (亿)') },
  { value: 'billion', label: l10n.t('Billions') },
  { value: 'trillion', label: l10n.t('Trillions') },
];

export const toleranceChoices = (): Choice[] => [
  { value: 'exact', label: l10n.t('Exact') },
  { value: 'rounding', label: l10n.t('Rounding differences only') },
  { value: 'absolute', label: l10n.t('Absolute ± delta') },
  { value: 'relative', label: l10n.t('Relative ± percent') },
  { value: 'range', label: l10n.t('Range min–max') },
  { value: 'high-low', label: l10n.t('Between the low and the high') },
  { value: 'high-low-expanded', label: l10n.t('Low–high expanded by ± delta') },
];

export const tagChoices = (): Choice[] => [
  { value: 'factual', label: l10n.t('Factual') },
  { value: 'analytical', label: l10n.t('Analytical') },
  { value: 'instructions', label: l10n.t('Instructions') },
  { value: 'formatting', label: l10n.t('Formatting') },
];

export const verdictChoices = (): Choice[] => [
  { value: 'pass', label: l10n.t('Pass') },
  { value: 'fail', label: l10n.t('Fail') },
  { value: 'no-data', label: l10n.t('No data') },
];

export const sensitivityChoices = (): Choice[] => [
  { value: 'strong', label: l10n.t('Strong (changes daily)') },
  { value: 'weak', label: l10n.t('Weak (changes now and then)') },
  { value: 'none', label: l10n.t('None (historical fact)') },
];

export const difficultyChoices = (): Choice[] => [
  { value: 'easy', label: l10n.t('Easy') },
  { value: 'medium', label: l10n.t('Medium') },
  { value: 'hard', label: l10n.t('Hard') },
];

/** The parameters each tolerance kind reads (high-low takes snapshot fields or fixed values). */
export const TOLERANCE_PARAMS: Record<ToleranceKind, string[]> = {
  exact: [],
  rounding: ['minDecimals'],
  absolute: ['delta'],
  relative: ['percent'],
  range: ['min', 'max'],
  'high-low': ['highField', 'lowField', 'high', 'low'],
  'high-low-expanded': ['highField', 'lowField', 'high', 'low', 'delta'],
};

/** Whether the item answers from live data (a T1 item, or any item that holds a live source): snapshot fields instead of fixed values. */
export function usesLiveData(item: Item): boolean {
  return item.task === 'T1' || item.live !== undefined;
}

export function list(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function record(value: unknown): Record<string, unknown> {
  return isPlainObject(value) ? value : {};
}
