import * as l10n from '@vscode/l10n';
import type { Item } from '../../../src/core/item/types';
import { field, type SectionNode } from '../../form/layout';

/** Data the form does not edit but keeps and shows: the schema link, an import's origin, extension fields (x-*). */
export function otherSection(item: Item): SectionNode | undefined {
  const keys = Object.keys(item).filter((k) => k === '$schema' || k.startsWith('x-'));
  if (!keys.length && item.origin === undefined) return undefined;
  return {
    id: 'other',
    title: l10n.t('Other data (kept as written)'),
    children: [
      ...(item.origin !== undefined ? [field(['origin', 'format'], l10n.t('Imported from'), 'readonly')] : []),
      ...keys.map((k) => field([k], k, 'readonly')),
    ],
  };
}
