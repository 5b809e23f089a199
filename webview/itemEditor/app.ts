import * as l10n from '@vscode/l10n';
import type { FormFinding } from '../../src/protocol/jsonDocument';
import { edit, openAsText, previewJudge, setStatus, type DocumentState, type EditOp, type EditorContent } from '../../src/protocol/itemEditor';
import type { Endpoint } from '../../src/protocol/rpc';
import { pointerToPath } from '../../src/core/json/path';
import { showUnreadable } from '../form/banner';
import { h } from '../host/dom';
import type { FormView } from '../form/formView';
import { createFormPage } from '../form/formPage';
import { PRERENDERED } from '../form/formHtml';
import { messageElement } from '../form/messages';
import { loadUiState, saveUiState } from '../host/vscodeApi';
import { itemLayout } from './layout';
import { summaryCounts } from './summary';

/** The performance mark of the live form's first render. */
export const LIVE_FORM_MARK = 'finbench/liveForm';

interface UiState {
  closedSections: string[];
  scrollY: number;
}

/** The item form page: the problems summary, the form (or the banner for a file that is not an item) and error notices. */
export class ItemEditorApp {
  private version = -1;
  private readonly form: FormView;
  private readonly banner = h('section', { className: 'banner', hidden: true, attrs: { role: 'alert' } });
  private readonly summary = h('section', { className: 'summary', attrs: { 'aria-live': 'polite', 'aria-label': l10n.t('Problems') } });
  private readonly notice = h('div', { className: 'notice', hidden: true, attrs: { role: 'alert' } });
  private readonly ui = loadUiState<UiState>({ closedSections: [], scrollY: 0 });
  private rendered = false;
  /** The findings the summary counts, with those that have no field in the form. */
  private findings: { all: readonly FormFinding[]; unplaced: FormFinding[] } = { all: [], unplaced: [] };

  /** The form the extension wrote into the page, until every section of the live form has taken its place. */
  private page: HTMLElement | undefined;
  /** The sections the page's form shows on screen: live first, the others in the next task. */
  private readonly firstSections = new Set<string>();

  constructor(
    private readonly root: HTMLElement,
    private readonly endpoint: Endpoint,
  ) {
    this.form = createFormPage(this.ui, {
      edit: (ops) => this.edit(ops),
      onRefusalsChanged: () => this.showSummary(),
      findingAction: (finding) => this.applySuggestionButton(finding),
    });
    // The live form takes the place of the one the extension wrote into the page (inert, it took no input), section by
    // section (see `show`); a scroll made on that one is kept. The page is busy until the whole form is live.
    this.page = root.querySelector<HTMLElement>(`.form.${PRERENDERED}`) ?? undefined;
    for (const section of this.page?.querySelectorAll<HTMLElement>('[data-section]') ?? []) {
      if (section.getBoundingClientRect().top < window.innerHeight) this.firstSections.add(section.dataset.section!);
    }
    if (window.scrollY > 0) this.ui.scrollY = window.scrollY;
    // The page's form stays where it is (moving it would lay the whole of it out again): the rest goes before it.
    for (const child of [...root.childNodes]) if (child !== this.page) child.remove();
    if (this.page) this.page.before(this.notice, this.banner, this.summary, this.form.element);
    else root.append(this.notice, this.banner, this.summary, this.form.element);
    if (!this.page) root.removeAttribute('aria-busy');
    root.addEventListener('form-error', (e) => this.showNotice((e as CustomEvent<string>).detail));
    // The sections' command buttons (a 'form-command' event naming the request) go to the host.
    const formCommands = { setStatus, previewJudge };
    root.addEventListener('form-command', (e) => {
      const request = formCommands[(e as CustomEvent<keyof typeof formCommands>).detail];
      if (request) void this.endpoint.request(request).catch((error: Error) => this.showNotice(error.message));
    });
    let scrollPending = false;
    window.addEventListener('scroll', () => {
      if (scrollPending) return;
      scrollPending = true;
      requestAnimationFrame(() => {
        scrollPending = false;
        this.ui.scrollY = window.scrollY;
        saveUiState(this.ui);
      });
    });
  }

  /** Shows a document state; older versions (overtaken by a newer one) are ignored. */
  show(state: DocumentState): void {
    if (state.version < this.version) return;
    this.version = state.version;
    const { content } = state;
    this.form.element.hidden = this.summary.hidden = content.kind !== 'item';
    this.banner.hidden = content.kind === 'item';
    if (content.kind !== 'item') {
      this.takeOver();
      return this.showBanner(content);
    }
    const layout = itemLayout(content.item);
    // The first time, only the sections on screen: the page's form shows the others until the next task renders them.
    const now = this.page && !this.rendered ? layout.filter((section) => this.firstSections.has(section.id)) : layout;
    this.form.render(now, content.item);
    const unplaced = this.form.showFindings(state.findings);
    // A finding of a section still to come has a field: it is not listed in the summary meanwhile.
    this.findings = { all: state.findings, unplaced: now === layout ? unplaced : [] };
    this.showSummary();
    for (const section of now) this.page?.querySelector(`[data-section="${CSS.escape(section.id)}"]`)?.remove();
    if (now === layout) this.takeOver();
    else setTimeout(() => this.show(state));
    if (!this.rendered) {
      this.rendered = true;
      // After the components' first render, when the page has its height.
      requestAnimationFrame(() => window.scrollTo(0, this.ui.scrollY));
      // The live form is there (its components render before this task ends): the open bench reads it.
      performance.mark(LIVE_FORM_MARK);
    }
  }

  /** Once the whole form is live (or the file is not an item): the page's form is gone, and the page no longer busy. */
  private takeOver() {
    this.page?.remove();
    this.page = undefined;
    this.root.removeAttribute('aria-busy');
  }

  /** Shows the field of `pointer` (the text editor's selection, or "Show in Form"). */
  reveal(pointer: string, focus: boolean): void {
    this.form.reveal(pointer, focus);
  }

  /** "Apply suggestion" for a lint finding whose rule knows the rewrite. */
  private applySuggestionButton(finding: FormFinding): HTMLElement | undefined {
    const { fix } = finding;
    if (fix === undefined) return undefined;
    const button = h('vscode-button', { secondary: true, className: 'apply-suggestion', title: fix }, l10n.t('Apply suggestion'));
    button.addEventListener('click', () => void this.edit([{ op: 'set', path: pointerToPath(finding.pointer), value: fix }]).catch((e: Error) => this.showNotice(e.message)));
    return button;
  }

  private edit(ops: EditOp[]) {
    this.notice.hidden = true;
    return this.endpoint.request(edit, { ops });
  }

  private showBanner(content: Extract<EditorContent, { kind: 'unreadable' }>) {
    const reason = {
      json: () => l10n.t('{0} (line {1}, column {2}).', content.detail, content.line, content.column),
      notObject: () => l10n.t('It does not hold a JSON object.'),
      noSchemaVersion: () => l10n.t('It has no schemaVersion, so it is not a FinBench item.'),
    }[content.reason]();
    showUnreadable(
      this.banner,
      {
        title: l10n.t('This file cannot be shown in the form'),
        reason,
        hint: l10n.t('The form does not change the file. Fix it in the text editor; the form comes back as soon as the file is an item again.'),
      },
      () => void this.endpoint.request(openAsText).catch((e: Error) => this.showNotice(e.message)),
    );
  }

  /** The counts of findings and of fields whose input was not written; the findings that have no field. */
  private showSummary() {
    const { all, unplaced } = this.findings;
    const refused = this.form.refused();
    const errors = all.filter((f) => f.severity === 'error').length + refused;
    const warnings = all.length + refused - errors;
    const counts = summaryCounts(errors, warnings);
    this.summary.className = `summary ${counts.look}`;
    this.summary.replaceChildren(
      h('p', { className: 'counts' }, h('vscode-icon', { name: counts.icon }), counts.text),
      ...unplaced.map((f) => messageElement(f.severity, f.message, f.code)),
    );
  }

  private showNotice(text: string) {
    this.notice.replaceChildren(messageElement('error', l10n.t('Not written to the file: {0}', text)));
    this.notice.hidden = false;
  }
}

