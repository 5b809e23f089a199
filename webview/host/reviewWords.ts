/** The review workflow's statuses and history actions in the UI language, never as their ids. */
import * as l10n from '@vscode/l10n';

/** Every review status's word. */
export function statusWords(): Record<string, string> {
  return {
    draft: l10n.t('Draft'),
    ready: l10n.t('Ready'),
    'in-review': l10n.t('In review'),
    agreed: l10n.t('Agreed'),
    disputed: l10n.t('Disputed'),
    accepted: l10n.t('Accepted'),
    modified: l10n.t('Modified'),
    discarded: l10n.t('Discarded'),
  };
}

/** "In review" for 'in-review'; an unknown id is shown as written. */
export function statusWord(status: string): string {
  return statusWords()[status] ?? status;
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
    disputed: l10n.t('Disputed'),
    keep: l10n.t('Kept as it is'),
    'modify-answer': l10n.t('Answer modified'),
    'modify-question': l10n.t('Question modified'),
    discard: l10n.t('Discarded'),
  };
  return words[action] ?? action;
}
