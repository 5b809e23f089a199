import * as l10n from '@vscode/l10n';
import { gradeRubric, type RubricGrade } from '../../src/core/review/arbitrate';
import type { ArbitrationCase } from '../../src/core/review/arbitrationCase';
import { languageTag } from '../../src/core/languageId';
import { decide, refresh, type ArbitrationState } from '../../src/protocol/arbitration';
import type { Endpoint } from '../../src/protocol/rpc';
import { tCount } from '../host/count';
import { h } from '../host/dom';
import { percent } from '../host/format';
import { messageElement } from '../form/messages';
import { localTime } from '../host/time';
import { loadUiState, saveUiState } from '../host/vscodeApi';
import { compareTable, reviewerName } from './compare';
import { decisionForm } from './decision';

interface UiState {
  selected?: string;
  hideNames: boolean;
}

/** The arbitration page: the disputed items, one case at a time, and the decision that closes it. */
export class ArbitrationApp {
  private state: ArbitrationState = { cases: [], skipped: [] };
  private readonly ui = loadUiState<UiState>({ hideNames: true });
  private readonly list = h('nav', { className: 'side-list case-list', attrs: { 'aria-label': l10n.t('Disputed items') } });
  private readonly main = h('main', { className: 'case' });
  private readonly notice = h('div', { className: 'notice', hidden: true, attrs: { role: 'alert' } });
  private readonly count = h('p', { className: 'count', attrs: { role: 'status' } });

  constructor(
    root: HTMLElement,
    private readonly endpoint: Endpoint,
  ) {
    const hide = h('vscode-checkbox', { label: l10n.t('Hide reviewer names'), checked: this.ui.hideNames }) as HTMLElement & { checked: boolean };
    hide.addEventListener('change', () => {
      this.ui.hideNames = hide.checked;
      saveUiState(this.ui);
      this.render();
    });
    const reload = h('vscode-button', { secondary: true, icon: 'refresh' }, l10n.t('Refresh'));
    reload.addEventListener('click', () => void this.endpoint.request(refresh).then((s) => this.show(s), (e: Error) => this.showNotice(e.message)));
    const head = h('header', { className: 'arbitration-head' }, h('h1', {}, l10n.t('Arbitration')), this.count, hide, reload);
    root.replaceChildren(this.notice, head, h('div', { className: 'side-layout arbitration-body' }, this.list, this.main));
    root.removeAttribute('aria-busy');
  }

  show(state: ArbitrationState): void {
    this.state = state;
    if (!state.cases.some((c) => c.id === this.ui.selected)) this.ui.selected = state.cases[0]?.id;
    this.render();
  }

  private render() {
    const { cases, skipped } = this.state;
    this.count.textContent = tCount(cases.length, '{0} disputed item', '{0} disputed items') + (skipped.length ? ` ${tCount(skipped.length, '({0} item file with errors is not read)', '({0} item files with errors are not read)')}` : '');
    this.list.replaceChildren(
      ...cases.map((c) => {
        const button = h('button', { className: `side-entry case-entry${c.id === this.ui.selected ? ' current' : ''}`, attrs: { 'aria-current': String(c.id === this.ui.selected) } }, c.id);
        button.addEventListener('click', () => {
          // A refusal names this item's decision; it does not follow to the next item.
          if (c.id !== this.ui.selected) this.notice.hidden = true;
          this.ui.selected = c.id;
          saveUiState(this.ui);
          this.render();
        });
        return button;
      }),
    );
    const current = cases.find((c) => c.id === this.ui.selected);
    if (!current) return void this.main.replaceChildren(h('p', { className: 'empty' }, l10n.t('No disputed items. Reconcile review packets to find some.')));
    this.renderCase(current);
  }

  private renderCase(c: ArbitrationCase) {
    const grades = c.task === 'OE' && c.rubric.length ? c.responses.map((r, i) => this.rubricGrading(c, r.packet, reviewerName(r, i, this.ui.hideNames))) : [];
    const form = decisionForm(c);
    const apply = h('vscode-button', { icon: 'check' }, l10n.t('Apply decision'));
    apply.addEventListener('click', () => {
      const input = form.read();
      if (typeof input === 'string') return this.showNotice(input);
      this.notice.hidden = true;
      void this.endpoint
        .request(decide, { id: c.id, ...input, grades: grades.map((g) => g.read()) })
        .then((state) => this.show(state), (e: Error) => this.showNotice(e.message));
    });
    this.main.replaceChildren(
      h('h2', {}, c.id, h('span', { className: 'file' }, ` — ${c.file}`)),
      h('p', { className: 'question-text', lang: languageTag(c.language) }, c.question),
      c.translation ? h('p', { className: 'translation' }, c.translation) : '',
      disputeNotes(c),
      compareTable(c, this.ui.hideNames),
      ...grades.map((g) => g.element),
      form.element,
      h('div', { className: 'actions' }, apply),
    );
  }

  /** The criteria as checkboxes (none ticked) for one reviewer's answer, with the weighted score as they are ticked. */
  private rubricGrading(c: ArbitrationCase, packet: string, name: string): { element: HTMLElement; read(): RubricGrade } {
    const score = h('p', { className: 'score', attrs: { 'aria-live': 'polite' } });
    const boxes = c.rubric.map((criterion) => {
      const box = h('vscode-checkbox', { label: `${criterion.number}. ${criterion.text} (${criterion.weight > 0 ? '+' : ''}${criterion.weight})`, dataset: { number: String(criterion.number) } }) as HTMLElement & { checked: boolean };
      box.addEventListener('change', () => update());
      return { box, number: criterion.number };
    });
    const met = () => boxes.filter((b) => b.box.checked).map((b) => b.number);
    const update = () => {
      const s = gradeRubric(c.rubric, met());
      score.textContent = l10n.t('Weighted score: {0} of {1} ({2})', s.earned, s.positive, percent(s.score));
    };
    update();
    const element = h('fieldset', { className: 'rubric-grading' }, h('legend', {}, l10n.t("Criteria met by {0}'s answer", name)), ...boxes.map((b) => b.box), score);
    return { element, read: () => ({ packet, met: met() }) };
  }

  private showNotice(text: string) {
    this.notice.replaceChildren(messageElement('error', text));
    this.notice.hidden = false;
  }
}

/** What the history records of why the item is disputed, beyond the reviewers' responses (who said it, and when). */
function disputeNotes(c: ArbitrationCase): HTMLElement | string {
  if (!c.notes.length) return '';
  return h(
    'section',
    { className: 'dispute-notes', attrs: { 'aria-label': l10n.t('Why disputed') } },
    h('h3', {}, l10n.t('Why disputed')),
    h('ul', {}, ...c.notes.map((note) => h('li', {}, note.text, h('span', { className: 'detail' }, ` — ${note.actor}, ${localTime(note.at)}`)))),
  );
}
