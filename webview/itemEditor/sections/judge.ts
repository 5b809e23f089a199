import * as l10n from '@vscode/l10n';
import { h } from '../../host/dom';
import { field, row, type SectionNode } from '../../form/layout';

/** The judge template and options used to preview how a judge model scores this item's answers. */
export function judgeSection(): SectionNode {
  return {
    id: 'judge',
    title: l10n.t('Judge'),
    children: [
      { type: 'widget', key: 'preview-judge', create: previewButton },
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

/** Opens the judge preview beside the form: the button asks the form's app (a 'form-command' event) to ask the host. */
function previewButton() {
  const button = h('vscode-button', { icon: 'beaker', secondary: true, id: 'preview-judge' }, l10n.t('Preview judge'));
  button.addEventListener('click', () => button.dispatchEvent(new CustomEvent('form-command', { detail: 'previewJudge', bubbles: true })));
  return { element: h('div', { className: 'preview-judge' }, button), update: () => undefined };
}
