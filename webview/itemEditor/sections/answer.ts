import * as l10n from '@vscode/l10n';
import { isPlainObject, valueAt, type EditOp, type JsonPath } from '../../../src/core/json/path';
import type { Item } from '../../../src/core/item/types';
import { appendOps, field, row, select, type FieldNode, type LayoutNode, type RowNode, type SectionNode } from '../../form/layout';
import { list, partKindChoices, record, scaleChoices, usesLiveData } from '../choices';
import { toleranceGroup } from './tolerance';
import { wholeAnswerWidget } from './wholeAnswer';

const NEW_PART = { label: '', kind: 'numeric', tolerance: { kind: 'rounding' } };

/** The answer key: what an answer must contain, scoring criteria, and its parts, each with a tolerance. */
export function answerSection(item: Item): SectionNode {
  const present = isPlainObject(item.answer);
  return {
    id: 'answer',
    title: l10n.t('Answer key'),
    children: [
      {
        type: 'optional',
        path: ['answer'],
        present,
        addLabel: l10n.t('Add answer key'),
        removeLabel: l10n.t('Remove answer key'),
        initial: { parts: [NEW_PART] },
        children: [
          field(['answer', 'requiredContent'], l10n.t('Required content (what an answer must state)'), 'text', { wide: true }),
          field(['answer', 'criteria'], l10n.t('Scoring criteria shown to the judge'), 'textarea'),
          {
            type: 'list',
            path: ['answer', 'parts'],
            title: l10n.t('Parts (an answer passes only if every part passes)'),
            rows: list(item.answer?.parts).map((_, i) => partRow(item, i)),
            addLabel: l10n.t('Add part'),
            addOps: (model) => appendOps(model, ['answer', 'parts'], NEW_PART),
          },
          // Per-part boxes read one part each; with several parts, the whole answer is what the judge sees.
          ...(list(item.answer?.parts).length > 1 ? [{ type: 'widget' as const, key: 'whole-answer', create: wholeAnswerWidget }] : []),
        ],
      },
    ],
  };
}

function partRow(item: Item, index: number): RowNode {
  const path: JsonPath = ['answer', 'parts', index];
  const part = record(list(item.answer?.parts)[index]);
  const text = part.kind === 'text';
  const live = usesLiveData(item);
  const children: LayoutNode[] = [
    row(
      field([...path, 'label'], l10n.t('Label'), 'text', { required: true }),
      select([...path, 'kind'], l10n.t('Kind'), partKindChoices(), part.kind, false, { toOps: (value, model) => kindOps(path, value, model) }),
      field([...path, 'value'], text ? l10n.t('Reference answer') : l10n.t('Reference value'), text ? 'text' : 'numberOrText', { required: text }),
      ...(live || 'snapshotField' in part ? [field([...path, 'snapshotField'], l10n.t('Snapshot field of the reference'), 'text', { placeholder: 'RT_LAST' })] : []),
    ),
  ];
  if (text || 'accepted' in part) children.push(field([...path, 'accepted'], l10n.t('Other accepted spellings (one per line)'), 'lines'));
  children.push(
    row(
      field([...path, 'unit'], l10n.t('Unit'), 'text', { placeholder: l10n.t('percent, shares, index points…') }),
      field([...path, 'currency'], l10n.t('Currency'), 'text', { placeholder: 'USD' }),
      select([...path, 'scale'], l10n.t('Scale'), scaleChoices(), part.scale, true),
      field([...path, 'quotePrecision'], l10n.t('Quote precision (decimals)'), 'integer'),
    ),
    ...(text ? [] : [signField(path, part.magnitude === true)]),
    toleranceGroup(item, index),
  );
  return { title: l10n.t('Part {0}', index + 1), path, children };
}

/** Whether a word for a fall makes the answer negative (a signed change) or the part asks for a size (a drawdown). */
function signField(path: JsonPath, magnitude: boolean): FieldNode {
  const choices = [
    { value: 'signed', label: l10n.t('Signed: a word for a fall (down, 下跌) makes the answer negative') },
    { value: 'magnitude', label: l10n.t('A size (a drawdown, how much it fell): the sign is ignored') },
  ];
  return select([...path, 'magnitude'], l10n.t('Sign of the answer'), choices, magnitude ? 'magnitude' : 'signed', false, {
    value: magnitude ? 'magnitude' : 'signed',
    toOps: (value) => (value === 'magnitude' ? [{ op: 'set', path: [...path, 'magnitude'], value: true }] : [{ op: 'remove', path: [...path, 'magnitude'] }]),
  });
}

/** A text part can only use the exact tolerance, so switching to text sets it. */
function kindOps(path: JsonPath, kind: unknown, model: unknown): EditOp[] {
  const ops: EditOp[] = [{ op: 'set', path: [...path, 'kind'], value: kind }];
  if (kind === 'text' && record(valueAt(model, [...path, 'tolerance'])).kind !== 'exact') ops.push({ op: 'set', path: [...path, 'tolerance'], value: { kind: 'exact' } });
  return ops;
}
