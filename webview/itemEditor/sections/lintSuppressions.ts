import * as l10n from '@vscode/l10n';
import type { Item } from '../../../src/core/item/types';
import { RULE_IDS } from '../../../src/core/lint/ruleCatalog';
import { appendOps, field, row, select, type SectionNode } from '../../form/layout';
import { list, record } from '../choices';

const SUPPRESS = ['lint', 'suppress'];

/** Ambiguity-linter rules silenced for this item, each with the reason. */
export function lintSection(item: Item): SectionNode {
  const choices = RULE_IDS.map((id) => ({ value: id, label: id }));
  return {
    id: 'lint',
    title: l10n.t('Linter suppressions'),
    children: [
      {
        type: 'list',
        path: SUPPRESS,
        title: l10n.t('Silenced rules'),
        rows: list(item.lint?.suppress).map((s, i) => ({
          title: l10n.t('Suppression {0}', i + 1),
          path: [...SUPPRESS, i],
          children: [row(select([...SUPPRESS, i, 'rule'], l10n.t('Rule'), choices, record(s).rule), field([...SUPPRESS, i, 'reason'], l10n.t('Reason'), 'text', { required: true, wide: true }))],
        })),
        addLabel: l10n.t('Silence a rule'),
        addOps: (model) => appendOps(model, SUPPRESS, { rule: RULE_IDS[0], reason: '' }),
      },
    ],
  };
}
