/** The review workflow's statuses and history actions in the UI language, never as their ids. */
import * as l10n from '@vscode/l10n';
import { labelOf, statusLabels } from '../../src/core/item/labels';

/** Every review status's word (core/item/labels.ts). */
export function statusWords(): Record<string, string> {
  return Object.fromEntries(Object.entries(statusLabels).map(([status, label]) => [status, l10n.t(label)]));
}

/** "In review" for 'in-review'; an unknown id is shown as written. */
export function statusWord(status: string): string {
  return labelOf(statusLabels, status, l10n.t);
}

/** "Answer modified" for 'modify-answer'; an unknown id is shown as written. */
export function actionWord(action: string): string {
  const words: Record<string, string> = {
    created: l10n.t('Created'),
    edited: l10n.t('Edited'),
    imported: l10n.t('Imported'),
    ready: l10n.t('Marked ready'),
    packet: l10n.t('Sent for blind review'),
    response: l10n.t('Review response'),
    agreed: l10n.t('Reviews agree'),
    disputed: statusWord('disputed'),
    keep: l10n.t('Kept as it is'),
    'modify-answer': l10n.t('Answer modified'),
    'modify-question': l10n.t('Question modified'),
    discard: statusWord('discarded'),
  };
  return words[action] ?? action;
}
