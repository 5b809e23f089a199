/** The form of one packet item's response: the answer per part, reasoning and sources, and the two flags. */
import * as l10n from '@vscode/l10n';
import type { EditOp, JsonPath } from '../../src/core/json/path';
import { pointerOf, valueAt } from '../../src/core/json/path';
import { isPercentPart } from '../../src/core/review/normalise';
import type { PacketItem, PacketPart } from '../../src/core/review/types';
import { scaleChoices } from '../itemEditor/choices';
import { h } from '../host/dom';
import { appendOps, field, row, select, type LayoutNode, type SectionNode, type WidgetNode } from '../form/layout';

/** What the part asks for, after its label: "(USD, million)". */
export function partHint(part: PacketPart): string {
  const bits = [part.currency && part.currency !== part.unit ? part.currency : undefined, part.unit, part.scale && part.scale !== 'one' ? scaleChoices().find((c) => c.value === part.scale)?.label : undefined].filter(Boolean);
  return bits.length ? ` (${bits.join(', ')})` : '';
}

/** A checkbox bound to a boolean at `path` (the shared controls have none). */
function checkbox(key: string, path: JsonPath, label: string, edit: (ops: EditOp[]) => void): WidgetNode {
  return {
    type: 'widget',
    // The path is part of the layout's identity: another item's checkbox is a new widget, not this one reused.
    key: `${key}@${pointerOf(path)}`,
    create: () => {
      const box = h('vscode-checkbox', { label, dataset: { flag: key } }) as HTMLElement & { checked: boolean };
      box.addEventListener('change', () => edit([{ op: 'set', path, value: box.checked }]));
      return { element: h('div', { className: 'flag' }, box), update: (model) => void (box.checked = valueAt(model, path) === true) };
    },
  };
}

/** The sections of item `index` of the packet. */
export function responseLayout(item: PacketItem, index: number, edit: (ops: EditOp[]) => void): SectionNode[] {
  const at: JsonPath = ['items', index, 'response'];
  const answer: LayoutNode[] = item.task === 'OE'
    ? [field([...at, 'answer'], l10n.t('Your independent expert answer'), 'textarea', { required: true, wide: true })]
    : item.parts.map((part, j) => partRow(part, [...at, 'parts', j], item.response.parts[j]?.scale ?? part.scale));
  return [
    { id: 'answer', title: l10n.t('Answer'), path: [...at, 'parts'], children: answer },
    {
      id: 'reasoning',
      title: l10n.t('Reasoning and sources'),
      children: [
        field([...at, 'reasoning'], l10n.t('How you found the answer'), 'textarea', { required: true }),
        {
          type: 'list',
          path: [...at, 'sources'],
          title: l10n.t('Sources'),
          addLabel: l10n.t('Add source'),
          addOps: (model) => appendOps(model, [...at, 'sources'], { title: '' }),
          rows: (item.response.sources ?? []).map((_, k) => ({
            title: l10n.t('Source {0}', k + 1),
            path: [...at, 'sources', k],
            children: [row(field([...at, 'sources', k, 'title'], l10n.t('Title'), 'text', { required: true }), field([...at, 'sources', k, 'url'], l10n.t('URL'), 'text', { wide: true }))],
          })),
        },
      ],
    },
    {
      id: 'flags',
      title: l10n.t('Ambiguous or unanswerable'),
      children: [
        checkbox('ambiguous', [...at, 'ambiguous'], l10n.t('The question is ambiguous'), edit),
        ...(item.response.ambiguous ? [field([...at, 'comment'], l10n.t('Why is it ambiguous? (required)'), 'textarea', { required: true })] : []),
        checkbox('cannotAnswer', [...at, 'cannotAnswer'], l10n.t('I cannot answer it'), edit),
        ...(item.response.cannotAnswer ? [field([...at, 'reason'], l10n.t('Why not? (required)'), 'textarea', { required: true })] : []),
      ],
    },
  ];
}

/** One part: the value, and for numbers the scale (or percent / fraction for a share) it is written in. */
function partRow(part: PacketPart, path: JsonPath, scale: string | undefined): LayoutNode {
  const value = field([...path, 'value'], `${part.label}${partHint(part)}`, 'text', { required: true, placeholder: part.kind === 'numeric' ? '1234.5' : '' });
  if (part.kind === 'text') return row(value);
  if (isPercentPart(part)) {
    const units = [{ value: 'percent', label: l10n.t('percent (%)') }, { value: 'fraction', label: l10n.t('fraction of one') }];
    return row(value, select([...path, 'unit'], l10n.t('Written as'), units, undefined, true));
  }
  return row(value, select([...path, 'scale'], l10n.t('Scale'), scaleChoices(), scale, true));
}
