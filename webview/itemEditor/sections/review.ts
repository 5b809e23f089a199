import * as l10n from '@vscode/l10n';
import type { HistoryEntry, Item } from '../../../src/core/item/types';
import { pointerToPath } from '../../../src/core/json/path';
import { h } from '../../host/dom';
import { field, type SectionNode, type Widget } from '../../form/layout';
import { actionWord, statusWord } from '../../host/reviewWords';
import { localTime } from '../../host/time';
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

/** The history, one row per entry: when (local time), who, what in words, the status it led to, and the change itself. */
function historyWidget(): Widget {
  const columns = [l10n.t('When'), l10n.t('Who'), l10n.t('Action'), l10n.t('Status'), l10n.t('Change'), l10n.t('Rationale')];
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
      let before: string | undefined;
      const rows = history.map((e) => {
        const cells = [
          h('td', {}, h('time', { attrs: { datetime: String(e.at ?? '') } }, localTime(String(e.at ?? '')))),
          h('td', {}, String(e.actor ?? '')),
          h('td', { dataset: { action: String(e.action ?? '') } }, actionWord(String(e.action ?? ''))),
          h('td', {}, e.status ? statusWord(e.status) : ''),
          h('td', { className: 'change' }, ...changeLines(model as Item, e, before)),
          h('td', {}, e.rationale ?? ''),
        ];
        before = e.status ?? before;
        return h('tr', {}, ...cells);
      });
      body.replaceChildren(...(rows.length ? rows : [h('tr', {}, h('td', { colSpan: columns.length }, l10n.t('No review history yet.')))]));
    },
  };
}

/** What an entry changed: the fields before → after, the packet and its reviewer, the response's outcome, or the status move. */
function changeLines(item: Item, entry: Partial<HistoryEntry>, statusBefore: string | undefined): HTMLElement[] {
  const details = record(entry.details);
  const line = (text: string) => h('div', {}, text);
  const changes = list(details.changes).map(record).filter((c) => typeof c.path === 'string');
  if (changes.length) return changes.map((c) => line(`${fieldName(item, String(c.path))}: ${shown(c.before)} → ${shown(c.after)}`));
  if (entry.action === 'packet') return [line(l10n.t('Packet {0} for {1}', String(entry.packet ?? ''), String(details.reviewer ?? '')))];
  if (entry.action === 'response') return [line(l10n.t('Packet {0}: {1}', String(entry.packet ?? ''), details.outcome === 'agreed' ? l10n.t('agrees with the key') : l10n.t('disputes the key')))];
  if (entry.status && statusBefore && statusBefore !== entry.status) return [line(`${statusWord(statusBefore)} → ${statusWord(entry.status)}`)];
  return [];
}

/** "Closing price — value", "RT_LAST (NVDA.O) in the snapshot", "Question" for a pointer into the item. */
function fieldName(item: Item, pointer: string): string {
  const path = pointerToPath(pointer);
  if (path[0] === 'answer' && path[1] === 'parts' && typeof path[2] === 'number') {
    const label = item.answer?.parts[path[2]]?.label ?? l10n.t('Part {0}', path[2] + 1);
    return path.length > 3 ? `${label} — ${path.slice(3).join('.')}` : label;
  }
  if (path[0] === 'live' && path[1] === 'snapshot' && path.length === 4) return l10n.t('{0} ({1}) in the snapshot', String(path[3]), String(path[2]));
  if (pointer === '/question') return l10n.t('Question');
  return pointer;
}

function shown(value: unknown): string {
  return value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);
}
