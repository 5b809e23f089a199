import * as l10n from '@vscode/l10n';
import type { JsonPath } from '../../../src/core/json/path';
import type { Criterion, Item } from '../../../src/core/item/types';
import { h } from '../../host/dom';
import { appendOps, field, row, select, type RowNode, type SectionNode, type Widget } from '../../form/layout';
import { list, record, tagChoices } from '../choices';

const RUBRIC: JsonPath = ['rubric'];

/** Weighted criteria (negative weight = penalty), ordered, with the sum of positive weights that scores are divided by. */
export function rubricSection(item: Item): SectionNode {
  return {
    id: 'rubric',
    title: l10n.t('Rubric'),
    children: [
      {
        type: 'list',
        path: RUBRIC,
        title: l10n.t('Criteria (Alt+Up / Alt+Down moves a criterion)'),
        rows: list(item.rubric).map((c, i) => criterionRow(record(c), i)),
        addLabel: l10n.t('Add criterion'),
        addOps: (model) => appendOps(model, RUBRIC, { number: nextNumber(model), text: '', weight: 1, tag: 'factual' }),
        reorder: true,
        footer: { type: 'widget', key: 'rubric-total', create: totalWidget },
      },
    ],
  };
}

function criterionRow(criterion: Record<string, unknown>, index: number): RowNode {
  const path = [...RUBRIC, index];
  return {
    // Its own number, which the rubric, the judge and the scores use (not its place, which moves).
    title: l10n.t('Criterion {0}', Number.isInteger(criterion.number) ? (criterion.number as number) : index + 1),
    path,
    children: [
      row(
        field([...path, 'number'], l10n.t('Number'), 'integer', { required: true }),
        field([...path, 'weight'], l10n.t('Weight (negative = penalty)'), 'integer', { required: true }),
        select([...path, 'tag'], l10n.t('Tag'), tagChoices(), criterion.tag),
      ),
      field([...path, 'text'], l10n.t('Criterion'), 'textarea', { required: true }),
    ],
  };
}

function criteria(model: unknown): Partial<Criterion>[] {
  return list((model as Item).rubric).map((c) => record(c) as Partial<Criterion>);
}

function nextNumber(model: unknown): number {
  return Math.max(0, ...criteria(model).map((c) => (Number.isInteger(c.number) ? c.number! : 0))) + 1;
}

function totalWidget(): Widget {
  const element = h('p', { className: 'rubric-total', attrs: { role: 'status' } });
  return {
    element,
    update(model) {
      const weights = criteria(model).map((c) => (typeof c.weight === 'number' ? c.weight : 0));
      const positive = weights.filter((w) => w > 0).reduce((a, b) => a + b, 0);
      const penalties = weights.filter((w) => w < 0).reduce((a, b) => a + b, 0);
      element.textContent = l10n.t('Sum of positive weights: {0} · penalties: {1}', positive, penalties);
    },
  };
}
