import * as l10n from '@vscode/l10n';
import { field, row, type SectionNode } from '../../shared/layout';

/** The judge template and options used to preview how a judge model scores this item's answers. */
export function judgeSection(): SectionNode {
  return {
    id: 'judge',
    title: l10n.t('Judge'),
    children: [
      field(['judge', 'template'], l10n.t('Template (built-in id or a file path)'), 'text', { placeholder: 't1-live, reference, rubric', wide: true }),
      field(['judge', 'systemPrompt'], l10n.t('Judge system prompt'), 'textarea'),
      field(['judge', 'promptTemplate'], l10n.t('Judge prompt with {placeholders}'), 'textarea'),
      row(
        field(['judge', 'options', 'model'], l10n.t('Model'), 'text'),
        field(['judge', 'options', 'temperature'], l10n.t('Temperature'), 'number'),
        field(['judge', 'options', 'repeats'], l10n.t('Repeats'), 'integer'),
        field(['judge', 'options', 'maxTokens'], l10n.t('Max tokens'), 'integer'),
      ),
    ],
  };
}
