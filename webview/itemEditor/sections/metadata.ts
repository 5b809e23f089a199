import * as l10n from '@vscode/l10n';
import { isPlainObject } from '../../../src/core/json/path';
import type { Item } from '../../../src/core/item/types';
import { appendOps, field, row, select, type SectionNode } from '../../form/layout';
import { difficultyChoices, list, record, sensitivityChoices } from '../choices';

/** Topics, time sensitivity, sources, and the author's notes about the item. */
export function metadataSection(item: Item): SectionNode {
  const sensitivity = record(item.timeSensitivity);
  const meta = record(item.meta);
  return {
    id: 'metadata',
    title: l10n.t('Metadata'),
    children: [
      field(['topics'], l10n.t('Topics (one per line)'), 'lines'),
      row(
        // "—" removes the whole setting, since its level is required.
        select(['timeSensitivity', 'level'], l10n.t('Time sensitivity'), sensitivityChoices(), sensitivity.level, true, {
          toOps: (level) => (level === undefined ? [{ op: 'remove', path: ['timeSensitivity'] }] : [{ op: 'set', path: ['timeSensitivity', 'level'], value: level }]),
        }),
        ...(isPlainObject(item.timeSensitivity)
          ? [
              field(['timeSensitivity', 'yearMonth'], l10n.t('Year and month the answer holds for'), 'text', { placeholder: '2025-10 or NA' }),
              field(['timeSensitivity', 'day'], l10n.t('Day'), 'text', { placeholder: '14 or NA' }),
            ]
          : []),
      ),
      {
        type: 'list',
        path: ['sources'],
        title: l10n.t('Sources'),
        rows: list(item.sources).map((_, i) => ({
          title: l10n.t('Source {0}', i + 1),
          path: ['sources', i],
          children: [
            row(
              field(['sources', i, 'title'], l10n.t('Title'), 'text', { required: true }),
              field(['sources', i, 'url'], l10n.t('URL'), 'text', { placeholder: 'https://' }),
              field(['sources', i, 'accessed'], l10n.t('Accessed on'), 'text', { placeholder: 'YYYY-MM-DD' }),
            ),
          ],
        })),
        addLabel: l10n.t('Add source'),
        addOps: (model) => appendOps(model, ['sources'], { title: '' }),
      },
      row(
        field(['meta', 'author'], l10n.t('Author'), 'text'),
        select(['meta', 'difficulty'], l10n.t('Difficulty'), difficultyChoices(), meta.difficulty, true),
        field(['meta', 'createdAt'], l10n.t('Created at'), 'text'),
        field(['meta', 'updatedAt'], l10n.t('Updated at'), 'text'),
      ),
      field(['meta', 'notes'], l10n.t('Notes'), 'textarea'),
    ],
  };
}
