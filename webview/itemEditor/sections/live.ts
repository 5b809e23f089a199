import * as l10n from '@vscode/l10n';
import { isPlainObject, valueAt, type EditOp, type JsonPath } from '../../../src/core/json/path';
import type { Item } from '../../../src/core/item/types';
import { field, row, type RowNode, type SectionNode } from '../../form/layout';
import { record } from '../choices';

const TICKERS: JsonPath = ['live', 'tickers'];

/** Where a T1 item's ground truth comes from: provider, tickers per provider, fields, the recorded snapshot, capture time. */
export function liveSection(item: Item): SectionNode {
  return {
    id: 'live',
    title: l10n.t('Live data'),
    children: [
      {
        type: 'optional',
        path: ['live'],
        present: isPlainObject(item.live),
        addLabel: l10n.t('Add live data source'),
        removeLabel: l10n.t('Remove live data source'),
        initial: { provider: 'wind', tickers: { wind: '' }, fields: ['RT_LAST'], snapshot: {}, capturedAt: '' },
        children: [
          row(
            field(['live', 'provider'], l10n.t('Provider'), 'text', { required: true, placeholder: 'wind, akshare, yfinance' }),
            field(['live', 'capturedAt'], l10n.t('Captured at'), 'text', { required: true, placeholder: '2025-08-14T15:00:00+08:00' }),
          ),
          {
            type: 'list',
            path: TICKERS,
            title: l10n.t('Tickers'),
            rows: Object.entries(record(item.live?.tickers)).map(([key], i) => tickerRow(key, i)),
            addLabel: l10n.t('Add ticker'),
            addOps: (model) => ('' in record(valueAt(model, TICKERS)) ? [] : [{ op: 'set', path: [...TICKERS, ''], value: '' }]),
          },
          field(['live', 'fields'], l10n.t('Snapshot fields (one per line)'), 'lines', { placeholder: 'RT_LAST' }),
          field(['live', 'snapshot'], l10n.t('Ground-truth snapshot (paste JSON)'), 'json', { placeholder: '{"NVDA___O": {"RT_LOW": "179.35"}}' }),
        ],
      },
    ],
  };
}

/** A provider → ticker pair; renaming the provider keeps the pair's place among the others. */
function tickerRow(key: string, index: number): RowNode {
  const path = [...TICKERS, key];
  return {
    title: l10n.t('Ticker {0}', index + 1),
    path,
    children: [
      row(
        field(path, l10n.t('Provider'), 'text', { id: `${TICKERS.join('/')}#${index}/key`, value: key, required: true, commit: 'change', toOps: (name, model) => renameOps(model, key, String(name)) }),
        field(path, l10n.t('Ticker'), 'text', { id: `${TICKERS.join('/')}#${index}/value`, required: true }),
      ),
    ],
  };
}

function renameOps(model: unknown, from: string, to: string): EditOp[] {
  const tickers = record(valueAt(model, TICKERS));
  if (to !== from && to in tickers) throw new Error(l10n.t('There is already a ticker for {0}.', to));
  const renamed = Object.fromEntries(Object.entries(tickers).map(([k, v]) => [k === from ? to : k, v]));
  return [{ op: 'set', path: TICKERS, value: renamed }];
}
