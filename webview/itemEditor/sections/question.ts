import * as l10n from '@vscode/l10n';
import type { Item } from '../../../src/core/item/types';
import { isPlainObject } from '../../../src/core/json/path';
import { field, row, select, type SectionNode } from '../../form/layout';
import { languageChoices, marketChoices, record, taskChoices } from '../choices';

/** Id, task, market, language, the question, the model's system prompt and an optional translation. */
export function questionSection(item: Item): SectionNode {
  const translation = record(item.translation);
  return {
    id: 'question',
    title: l10n.t('Question'),
    children: [
      row(
        field(['id'], l10n.t('Id'), 'text', { required: true }),
        select(['task'], l10n.t('Task'), taskChoices(), item.task),
        select(['market'], l10n.t('Market'), marketChoices(), item.market),
        select(['language'], l10n.t('Language'), languageChoices(), item.language),
      ),
      field(['question'], l10n.t('Question'), 'textarea', { required: true }),
      field(['systemPrompt'], l10n.t('System prompt for the model under test'), 'textarea'),
      {
        type: 'optional',
        path: ['translation'],
        present: isPlainObject(item.translation),
        addLabel: l10n.t('Add translation'),
        removeLabel: l10n.t('Remove translation'),
        initial: { language: item.language === 'zh' ? 'en' : 'zh', question: '' },
        children: [
          select(['translation', 'language'], l10n.t('Translation language'), languageChoices(), translation.language),
          field(['translation', 'question'], l10n.t('Translated question'), 'textarea', { required: true }),
          field(['translation', 'requiredContent'], l10n.t('Translated required content'), 'text'),
        ],
      },
    ],
  };
}
