import * as l10n from '@vscode/l10n';
import type { Item } from '../../../src/core/item/types';
import { checkAnswer } from '../../../src/core/tolerance';
import { h } from '../../host/dom';
import { appendOps, field, row, select, type LayoutNode, type SectionNode, type Widget } from '../../form/layout';
import { list, record, verdictChoices } from '../choices';

/** Sample answers with the verdict (and, for rubric items, the score) a judge should give them. */
export function samplesSection(item: Item): SectionNode {
  const rubric = item.task === 'OE';
  return {
    id: 'samples',
    title: l10n.t('Sample answers'),
    children: [
      {
        type: 'list',
        path: ['samples'],
        title: l10n.t('Samples'),
        rows: list(item.samples).map((s, i) => {
          const sample = record(s);
          const path = ['samples', i];
          const children: LayoutNode[] = [
            field([...path, 'answer'], l10n.t('Answer'), 'textarea', { required: true }),
            row(
              select([...path, 'expected'], l10n.t('Expected verdict'), verdictChoices(), sample.expected),
              ...(rubric || 'expectedScore' in sample ? [field([...path, 'expectedScore'], l10n.t('Expected score (0 to 1)'), 'number')] : []),
              field([...path, 'note'], l10n.t('Note'), 'text'),
            ),
          ];
          if (item.answer) children.push({ type: 'widget', key: `sample-check-${i}`, create: () => checkWidget(i) });
          return { title: l10n.t('Sample {0}', i + 1), path, children };
        }),
        addLabel: l10n.t('Add sample answer'),
        addOps: (model) => appendOps(model, ['samples'], { answer: '', expected: 'pass' }),
      },
    ],
  };
}

/** What the deterministic checker says of the sample, beside what the author expects. */
function checkWidget(index: number): Widget {
  const element = h('p', { className: 'sample-check', attrs: { role: 'status' } });
  return {
    element,
    update(model) {
      const item = model as Item;
      const sample = record(list(item.samples)[index]);
      let pass: boolean | null | undefined;
      try {
        pass = typeof sample.answer === 'string' && sample.answer.trim() ? checkAnswer(item, sample.answer).pass : undefined;
      } catch {
        pass = undefined;
      }
      const verdict = pass === undefined ? '' : pass === null ? 'no-data' : pass ? 'pass' : 'fail';
      element.className = `sample-check ${verdict && (verdict === sample.expected ? 'agrees' : 'differs')}`;
      element.textContent = verdict
        ? l10n.t('Deterministic check: {0} ({1})', verdictChoices().find((c) => c.value === verdict)!.label, verdict === sample.expected ? l10n.t('as expected') : l10n.t('not as expected'))
        : '';
    },
  };
}
