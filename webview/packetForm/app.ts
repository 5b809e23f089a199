import * as l10n from '@vscode/l10n';
import type { EditOp } from '../../src/core/json/path';
import { languageTag } from '../../src/core/languageId';
import { packetProgress, progressOf, type ItemProgress } from '../../src/core/review/progress';
import type { Packet, PacketItem } from '../../src/core/review/types';
import { edit, markComplete, openAsText, packetContext, type PacketContext, type PacketState } from '../../src/protocol/packetForm';
import type { Endpoint } from '../../src/protocol/rpc';
import { showUnreadable } from '../form/banner';
import { h } from '../host/dom';
import { languageLabel, marketLabel } from '../host/itemLabels';
import { focusables, refocus } from '../form/focus';
import type { FormView } from '../form/formView';
import { createFormPage } from '../form/formPage';
import { messageElement } from '../form/messages';
import { loadUiState, saveUiState } from '../host/vscodeApi';
import { partHint, responseLayout } from './layout';

const ICONS: Record<ItemProgress, string> = { answered: 'pass', explained: 'comment', open: 'circle-large-outline' };

interface UiState {
  current: number;
  closedSections: string[];
}

/**
 * The reviewer's page: the list of items with their state, progress (n of m), one item's question and response at a
 * time, and Mark complete. The time an item is on screen (and the page visible) is added to its timeSpentSeconds.
 */
export class PacketFormApp {
  private version = -1;
  private packet: Packet | undefined;
  private readonly ui = loadUiState<UiState>({ current: 0, closedSections: [] });
  private readonly form: FormView;
  private readonly list = h('nav', { className: 'side-list item-list', attrs: { role: 'listbox', 'aria-label': l10n.t('Items') } });
  private readonly heading = h('h1', {});
  private readonly progress = h('p', { className: 'progress', attrs: { role: 'status', 'aria-live': 'polite' } });
  private readonly completeButton = h('vscode-button', { icon: 'check-all' }, l10n.t('Mark complete'));
  private readonly question = h('section', { className: 'question', attrs: { 'aria-label': l10n.t('Question') } });
  private readonly notice = h('div', { className: 'notice', hidden: true, attrs: { role: 'alert' } });
  private readonly banner = h('section', { className: 'banner', hidden: true, attrs: { role: 'alert' } });
  /** The answer keys are in this workspace: blindness rests on the reviewer getting only the packet file. */
  private readonly reach = h('div', { className: 'packet-warning keys-in-reach', hidden: true, attrs: { role: 'note' } });
  /** The packet has been reconciled: how, and that the form no longer writes. */
  private readonly reconciled = h('div', { className: 'packet-warning reconciled', hidden: true, attrs: { role: 'status' } });
  private readonly itemOutcome = h('div', { className: 'item-outcome', hidden: true });
  private context: PacketContext = { itemsInWorkspace: 0, reconciled: null };
  private lastState: PacketState | undefined;
  private readonly body: HTMLElement;
  private readonly prev = h('vscode-button', { secondary: true, icon: 'arrow-left' }, l10n.t('Previous'));
  private readonly next = h('vscode-button', { secondary: true, icon: 'arrow-right' }, l10n.t('Next'));
  /** When the current item came on screen (undefined while the page is hidden). */
  private shownAt: number | undefined = Date.now();
  /** Milliseconds on screen per item not yet written (times are written in whole seconds; the rest carries over). */
  private readonly unrecorded = new Map<number, number>();

  constructor(
    root: HTMLElement,
    private readonly endpoint: Endpoint,
  ) {
    this.form = createFormPage(this.ui, { edit: (ops) => this.edit(ops), onSave: () => this.recordTime() });
    this.completeButton.addEventListener('click', () => void this.complete());
    this.prev.addEventListener('click', () => this.select(this.ui.current - 1, 'field'));
    this.next.addEventListener('click', () => this.select(this.ui.current + 1, 'field'));
    this.list.addEventListener('keydown', (e) => this.listKey(e));
    const head = h('header', { className: 'packet-head' }, this.heading, h('div', { className: 'head-tools' }, this.progress, this.completeButton));
    this.body = h('div', { className: 'side-layout packet-body' }, this.list, h('main', { className: 'item-view' }, this.itemOutcome, this.question, this.form.element, h('div', { className: 'pager' }, this.prev, this.next)));
    root.replaceChildren(this.notice, this.banner, this.reach, this.reconciled, head, this.body);
    root.removeAttribute('aria-busy');
    root.addEventListener('form-error', (e) => this.showNotice((e as CustomEvent<string>).detail));
    document.addEventListener('visibilitychange', () => {
      if (document.hidden) this.recordTime(undefined);
      else this.shownAt = Date.now();
    });
    void this.endpoint.request(packetContext).then((context) => this.useContext(context), () => undefined);
  }

  private get readOnly(): boolean {
    return this.context.reconciled !== null;
  }

  /** Shows what the workspace says of the packet; a reconciled packet becomes read-only with its outcome. */
  private useContext(context: PacketContext) {
    this.context = context;
    this.reach.hidden = !context.itemsInWorkspace;
    this.reach.replaceChildren(
      h('vscode-icon', { name: 'warning' }),
      h('span', {}, l10n.t('The answer keys of this packet\'s items are in this workspace ({0} of them). The review is blind only if the reviewer receives the packet file alone: send it on its own, never this folder.', context.itemsInWorkspace)),
    );
    const done = context.reconciled;
    this.reconciled.hidden = !done;
    if (done) {
      const agreed = done.outcomes.filter((o) => o.outcome === 'agreed').length;
      this.reconciled.replaceChildren(
        h('vscode-icon', { name: 'lock' }),
        h('span', {}, l10n.t('Reconciled on {0}: {1} agreed, {2} disputed. The packet is read-only.', new Date(done.at).toLocaleString(document.documentElement.lang || undefined), agreed, done.outcomes.length - agreed)),
      );
    }
    this.completeButton.hidden = !!done;
    this.form.element.inert = !!done;
    this.form.element.setAttribute('aria-readonly', String(!!done));
    if (this.lastState) this.show(this.lastState);
  }

  /** Shows a document state; older versions (overtaken by a newer one) are ignored. */
  show(state: PacketState): void {
    if (state.version < this.version) return;
    this.version = state.version;
    this.lastState = state;
    const { content } = state;
    this.banner.hidden = content.kind === 'packet';
    this.body.hidden = content.kind !== 'packet';
    if (content.kind !== 'packet') {
      this.packet = undefined;
      return this.showBanner(content.detail);
    }
    this.packet = content.packet;
    const items = content.packet.items;
    this.ui.current = Math.max(0, Math.min(this.ui.current, items.length - 1));
    this.heading.textContent = l10n.t('Review packet {0} for {1}', content.packet.id, content.packet.reviewer);
    const { done, total } = packetProgress(items);
    this.progress.textContent = content.packet.completedAt
      ? l10n.t('{0} of {1} answered — marked complete', done, total)
      : l10n.t('{0} of {1} answered', done, total);
    this.renderList(items);
    const item = items[this.ui.current];
    if (!item) return;
    this.renderQuestion(item);
    this.renderOutcome(item);
    this.form.render(responseLayout(item, this.ui.current, (ops) => void this.edit(ops).catch((e: Error) => this.showNotice(e.message))), content.packet);
    this.form.showFindings(state.findings);
    this.prev.toggleAttribute('disabled', this.ui.current === 0);
    this.next.toggleAttribute('disabled', this.ui.current === items.length - 1);
  }

  private renderList(items: PacketItem[]) {
    // The list is drawn anew on every state; the focus stays on its current entry when it was in the list.
    const hadFocus = this.list.contains(document.activeElement);
    this.list.replaceChildren(
      ...items.map((item, i) => {
        const state = progressOf(item, item.response);
        const button = h(
          'button',
          { className: `side-entry item-entry ${state}${i === this.ui.current ? ' current' : ''}`, tabIndex: i === this.ui.current ? 0 : -1, dataset: { index: String(i), state }, attrs: { role: 'option', 'aria-selected': String(i === this.ui.current) } },
          h('vscode-icon', { name: ICONS[state], label: stateLabel(state) }),
          h('span', { className: 'entry-text' }, `${i + 1}. ${item.id}`),
        );
        button.addEventListener('click', () => this.select(i, 'list'));
        return button;
      }),
    );
    if (hadFocus) this.list.querySelector<HTMLElement>('.item-entry.current')?.focus();
  }

  private renderQuestion(item: PacketItem) {
    const meta = [item.task, marketLabel(item.market), languageLabel(item.language)].map((text) => h('vscode-badge', { variant: 'default' }, text));
    const asked = item.parts.map((part) => h('li', {}, `${part.label}${partHint(part)}`));
    const parts: (HTMLElement | undefined)[] = [
      h('div', { className: 'meta' }, ...meta),
      h('p', { className: 'question-text', lang: languageTag(item.language) }, item.question),
      item.translation ? h('p', { className: 'translation', lang: languageTag(item.translation.language) }, item.translation.question) : undefined,
      asked.length ? h('div', { className: 'asked' }, h('span', {}, l10n.t('Give:')), h('ul', {}, ...asked)) : undefined,
    ];
    this.question.replaceChildren(...parts.filter((node): node is HTMLElement => node !== undefined));
  }

  /** The current item's outcome, once the packet has been reconciled. */
  private renderOutcome(item: PacketItem) {
    const found = this.context.reconciled?.outcomes.find((o) => o.entry === item.id);
    this.itemOutcome.hidden = !found;
    if (!found) return;
    const title = found.outcome === 'agreed' ? l10n.t('Agreed with the answer key ({0})', found.item) : l10n.t('Disputed ({0})', found.item);
    this.itemOutcome.className = `item-outcome ${found.outcome}`;
    this.itemOutcome.replaceChildren(h('strong', {}, title), ...(found.reasons.length ? [h('ul', {}, ...found.reasons.map((r) => h('li', {}, r)))] : []));
  }

  /** Moves to item `index`; the time spent on the one left is recorded first. The focus goes to its list entry or its first field. */
  private select(index: number, focus: 'list' | 'field') {
    const items = this.packet?.items ?? [];
    if (index < 0 || index >= items.length || index === this.ui.current) return;
    this.form.flushAll();
    this.recordTime();
    this.ui.current = index;
    saveUiState(this.ui);
    this.show({ version: this.version, content: { kind: 'packet', packet: this.packet! }, findings: [] });
    const first = focus === 'field' ? focusables(this.form.element)[0] : undefined;
    if (first) refocus(first, { start: null, end: null });
    else this.list.querySelector<HTMLElement>('.item-entry.current')?.focus();
  }

  private listKey(e: KeyboardEvent) {
    const step = { ArrowDown: 1, ArrowUp: -1, Home: -Infinity, End: Infinity }[e.key];
    if (step === undefined) return;
    e.preventDefault();
    const last = (this.packet?.items.length ?? 1) - 1;
    this.select(Math.max(0, Math.min(last, Number.isFinite(step) ? this.ui.current + step : step < 0 ? 0 : last)), 'list');
  }

  /** Adds the seconds the current item has been on screen to its timeSpentSeconds; `restart` false while hidden. */
  private recordTime(restart: number | undefined = Date.now()) {
    if (this.readOnly) return;
    const item = this.packet?.items[this.ui.current];
    const ms = (this.unrecorded.get(this.ui.current) ?? 0) + (this.shownAt === undefined ? 0 : Date.now() - this.shownAt);
    this.shownAt = restart;
    const seconds = Math.floor(ms / 1000);
    this.unrecorded.set(this.ui.current, ms - seconds * 1000);
    if (!item || seconds < 1) return;
    const total = (item.response.timeSpentSeconds ?? 0) + seconds;
    void this.edit([{ op: 'set', path: ['items', this.ui.current, 'response', 'timeSpentSeconds'], value: total }]).catch(() => undefined);
  }

  private async complete() {
    this.form.flushAll();
    this.recordTime();
    try {
      await this.endpoint.request(markComplete);
      this.notice.hidden = true;
    } catch (e) {
      this.notice.replaceChildren(messageElement('error', (e as Error).message));
      this.notice.hidden = false;
    }
  }

  private edit(ops: EditOp[]) {
    if (this.readOnly) return Promise.reject(new Error(l10n.t('This packet has been reconciled; it can no longer be changed.')));
    this.notice.hidden = true;
    return this.endpoint.request(edit, { ops });
  }

  private showBanner(detail: string) {
    showUnreadable(
      this.banner,
      {
        title: l10n.t('This file cannot be shown as a review packet'),
        reason: detail,
        hint: l10n.t('The form does not change the file. Fix it in the text editor; the form comes back as soon as the file is a packet again.'),
      },
      () => void this.endpoint.request(openAsText).catch((e: Error) => this.showNotice(e.message)),
    );
  }

  private showNotice(text: string) {
    this.notice.replaceChildren(messageElement('error', l10n.t('Not written to the file: {0}', text)));
    this.notice.hidden = false;
  }
}

function stateLabel(state: ItemProgress): string {
  return { answered: l10n.t('answered'), explained: l10n.t('explained'), open: l10n.t('not answered yet') }[state];
}
