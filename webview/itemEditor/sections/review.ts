import * as l10n from '@vscode/l10n';
import type { HistoryEntry, Item } from '../../../src/core/item/types';
import { h } from '../../shared/dom';
import { field, type SectionNode, type Widget } from '../../shared/layout';
import { list, record } from '../choices';

/** The review status and its history, read-only: they change only through commands (Change status…, the review workflow). */
export function reviewSection(): SectionNode {
  return {
    id: 'review',
    title: l10n.t('Review (read-only)'),
    children: [
      field(['review', 'status'], l10n.t('Status'), 'readonly'),
      { type: 'widget', key: 'review-status', create: statusButton },
      { type: 'widget', key: 'review-history', create: historyWidget },
    ],
  };
}

/** "Change status…" runs the command that moves the status and records it in the history. */
function statusButton(): Widget {
  const element = h('vscode-button', { secondary: true, icon: 'tasklist', className: 'add' }, l10n.t('Change status…'));
  element.addEventListener('click', () => element.dispatchEvent(new CustomEvent('form-command', { detail: 'setStatus', bubbles: true })));
  return { element, update: () => undefined };
}

function historyWidget(): Widget {
  const columns = [l10n.t('When'), l10n.t('Who'), l10n.t('Action'), l10n.t('Status'), l10n.t('Rationale')];
  const body = h('tbody');
  const element = h(
    'table',
    { className: 'history', attrs: { 'aria-label': l10n.t('Review history') } },
    h('thead', {}, h('tr', {}, ...columns.map((c) => h('th', { scope: 'col' }, c)))),
    body,
  );
  return {
    element,
    update(model) {
      const history = list((model as Item).review?.history).map((e) => record(e) as Partial<HistoryEntry>);
      body.replaceChildren(
        ...(history.length
          ? history.map((e) => h('tr', {}, ...[e.at, e.actor, e.action, e.status, e.rationale].map((v) => h('td', {}, v === undefined ? '' : String(v)))))
          : [h('tr', {}, h('td', { colSpan: columns.length }, l10n.t('No review history yet.')))]),
      );
    },
  };
}
