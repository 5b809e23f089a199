import { t } from '../language';
import { labelOf, marketLabels, statusLabels, taskLabels } from '../../core/item/labels';
import type { GroupBy, ItemFilter, JudgeKey } from '../../core/dataset/summary';

/** The name of a group value in the UI language (only that one is translated: each lookup reads the settings). */
export function groupLabel(by: GroupBy, key: string): string {
  if (key === 'unknown') return by === 'status' ? t('(no valid status)') : by === 'task' ? t('(no valid task)') : t('(no valid market)');
  return labelOf(by === 'status' ? statusLabels : by === 'task' ? taskLabels : marketLabels, key, t);
}

/** The active filter in a few words, e.g. "text “nvda” · zh · has problems". */
export function filterDescription(filter: ItemFilter): string {
  return [
    filter.text && t('text “{0}”', filter.text),
    filter.language,
    filter.author && t('author {0}', filter.author),
    filter.hasProblems && t('has problems'),
    filter.task,
    filter.market && groupLabel('market', filter.market),
    filter.status && groupLabel('status', filter.status),
    filter.lintCategory && t('lint {0}', filter.lintCategory),
    filter.reviewer && t('reviewed by {0}', filter.reviewer),
    filter.judge && judgeDescription(filter.judge),
    filter.assignee && t('assigned to {0}', filter.assignee),
    filter.overdue && t('overdue packets'),
  ].filter(Boolean).join(' · ');
}

/** A judge filter in a few words, e.g. "judged by t1-live · gpt-4o". */
export function judgeDescription(judge: JudgeKey): string {
  return t('judged by {0} · {1}', judge.template, judge.model);
}
