/**
 * Turns a layout into a live form over a JSON model. A new model updates the fields in place (see FieldEdits for
 * what is never overwritten); a section whose layout changed is rebuilt, keeping the focused field, its text and
 * its caret. Findings show at the field, row, list or section their pointer leads to.
 */
import * as l10n from '@vscode/l10n';
import type { FormFinding } from '../../src/protocol/jsonDocument';
import { pointerOf, type EditOp, type JsonPath } from '../../src/core/json/path';
import { createControl, type Control } from './controls';
import { labelFor } from './label';
import { domId, h } from '../host/dom';
import { FieldEdits, type FieldView } from './fieldEdits';
import { caretOf, focusables, hasFocus, refocus } from './focus';
import type { FieldNode, LayoutNode, ListNode, OptionalNode, RowNode, SectionNode, Widget } from './layout';
import { messageElement } from './messages';

export interface FormOptions {
  /** Applies edits to the document; resolves once the document (and so the model) has them. */
  edit(ops: EditOp[]): Promise<unknown>;
  /** Pause in typing after which an edit is sent. */
  debounceMs: number;
  isOpen(sectionId: string): boolean;
  onToggle(sectionId: string, open: boolean): void;
  /** The number of fields whose input could not be written changed (see `refused()`). */
  onRefusalsChanged(): void;
  /** A control to show beside a finding's message (such as "Apply suggestion"), if any. */
  findingAction?(finding: FormFinding): HTMLElement | undefined;
}

/** A place findings can show: a field, or a group, list, row or section with its own message area. */
interface Target {
  messages: HTMLElement;
  control?: Control;
  section: string;
}

interface SectionView {
  id: string;
  signature: string;
  element: HTMLElementTagNameMap['vscode-collapsible'];
  badge: HTMLElement;
  fieldIds: string[];
  widgets: Widget[];
  /** The layout key of each widget, in the order of `widgets`. */
  widgetKeys: string[];
  pointers: string[];
}

const DRAG_TYPE = 'application/x-finbench-row';
/** How long a revealed place stays outlined. */
const REVEAL_MS = 1500;
const TEXT_AREAS = new Set(['textarea', 'lines', 'json']);
/** What in a widget can hold the focus. */
const WIDGET_CONTROLS = 'vscode-checkbox, vscode-button, button, [tabindex]';

export class FormView {
  private model: unknown;
  private readonly sections = new Map<string, SectionView>();
  private readonly fields = new Map<string, FieldView>();
  private readonly targets = new Map<string, Target>();
  private readonly edits: FieldEdits;
  /** While a section is rebuilt: the text of its fields with unconfirmed input, for their new controls. */
  private carried = new Map<string, string>();

  constructor(
    readonly element: HTMLElement,
    private readonly options: FormOptions,
  ) {
    this.edits = new FieldEdits(
      { field: (id) => this.fields.get(id), model: () => this.model, edit: options.edit, onRefusalsChanged: options.onRefusalsChanged },
      options.debounceMs,
    );
  }

  /** Shows `model` with `layout`: rebuilds the sections whose layout changed, updates the others in place. */
  render(layout: SectionNode[], model: unknown): void {
    this.model = model;
    const wanted = new Set(layout.map((s) => s.id));
    for (const view of this.sections.values()) if (!wanted.has(view.id)) this.dropSection(view);
    let previous: HTMLElement | undefined;
    for (const section of layout) {
      const signature = JSON.stringify(section);
      let view = this.sections.get(section.id);
      if (view?.signature !== signature) view = this.buildSection(section, signature, view);
      if ((previous ? previous.nextElementSibling : this.element.firstElementChild) !== view.element) {
        if (previous) previous.after(view.element);
        else this.element.prepend(view.element);
      }
      previous = view.element;
    }
    for (const id of this.fields.keys()) this.edits.refresh(id);
    for (const view of this.sections.values()) for (const widget of view.widgets) widget.update(model);
  }

  /** Shows each finding at the field (or row, list, section) its pointer leads to; returns those with no place in the form. */
  showFindings(findings: readonly FormFinding[]): FormFinding[] {
    for (const target of this.targets.values()) {
      target.messages.replaceChildren();
      target.control?.setInvalid(false);
    }
    const counts = new Map<string, number>();
    const unplaced: FormFinding[] = [];
    for (const finding of findings) {
      const target = this.targetFor(finding.pointer);
      if (!target) {
        unplaced.push(finding);
        continue;
      }
      const element = messageElement(finding.severity, finding.message, finding.code);
      const action = this.options.findingAction?.(finding);
      if (action) element.append(action);
      target.messages.append(element);
      if (target.control && finding.severity === 'error') target.control.setInvalid(true);
      counts.set(target.section, (counts.get(target.section) ?? 0) + 1);
    }
    for (const view of this.sections.values()) {
      const count = counts.get(view.id) ?? 0;
      view.badge.textContent = String(count);
      view.badge.hidden = count === 0;
    }
    return unplaced;
  }

  /** Sends every edit still waiting for a pause in typing (before a save, say). */
  flushAll(): void {
    this.edits.flushAll();
  }

  /** Brings the place of `pointer` (its field, or row, list, section) into view, opening its section; `focus` moves the caret there. */
  reveal(pointer: string, focus: boolean): void {
    const target = this.targetFor(pointer);
    if (!target) return;
    const section = this.sections.get(target.section);
    if (section && !section.element.open) {
      section.element.open = true;
      this.options.onToggle(section.id, true);
    }
    const place = (target.control?.element.closest('.field') ?? target.messages.parentElement ?? target.messages) as HTMLElement;
    place.scrollIntoView({ block: 'center' });
    if (focus) target.control?.element.focus();
    place.classList.add('revealed');
    setTimeout(() => place.classList.remove('revealed'), REVEAL_MS);
  }

  /** How many fields show input that could not be written (each says why at the field). */
  refused(): number {
    return this.edits.refused();
  }

  /** The nearest place at or above a pointer; undefined for the document itself. */
  private targetFor(pointer: string): Target | undefined {
    for (let p = pointer; p !== ''; p = p.slice(0, p.lastIndexOf('/'))) {
      const target = this.targets.get(p);
      if (target) return target;
    }
    return undefined;
  }

  // ---- sections and nodes ----

  private buildSection(section: SectionNode, signature: string, old?: SectionView): SectionView {
    const focused = old?.fieldIds.find((id) => hasFocus(this.fields.get(id)!.control.element));
    const caret = focused ? caretOf(this.fields.get(focused)!.control.element) : undefined;
    // A widget's control (a flag's checkbox) keeps the focus too when its section is rebuilt around it.
    const focusedWidget = old?.widgetKeys[old.widgets.findIndex((w) => hasFocus(w.element))];
    this.carried = new Map();
    if (old) {
      for (const id of old.fieldIds) if (this.edits.has(id)) this.carried.set(id, this.fields.get(id)!.control.element.value ?? '');
      this.forget(old);
    }
    const badge = h('vscode-badge', { slot: 'decorations', variant: 'counter', hidden: true });
    const element = old?.element ?? h('vscode-collapsible', { dataset: { section: section.id } });
    if (!old) element.addEventListener('vsc-collapsible-toggle', () => this.options.onToggle(section.id, element.open));
    element.heading = section.title;
    element.open = this.options.isOpen(section.id);
    const view: SectionView = { id: section.id, signature, element, badge, fieldIds: [], widgets: [], widgetKeys: [], pointers: [] };
    this.sections.set(section.id, view);
    const messages = h('div', { className: 'messages' });
    if (section.path) this.addTarget(view, section.path, { messages, section: view.id });
    element.replaceChildren(badge, h('div', { className: 'section-body' }, messages, ...section.children.map((node) => this.buildNode(node, view))));
    const refocused = focused && this.fields.get(focused)?.control.element;
    if (refocused && caret) refocus(refocused, caret);
    const widget = focusedWidget === undefined ? undefined : view.widgets[view.widgetKeys.indexOf(focusedWidget)];
    const control = widget && (widget.element.matches(WIDGET_CONTROLS) ? widget.element : widget.element.querySelector<HTMLElement>(WIDGET_CONTROLS));
    if (control) refocus(control, { start: null, end: null });
    return view;
  }

  private buildNode(node: LayoutNode, view: SectionView): HTMLElement {
    switch (node.type) {
      case 'field':
        return this.buildField(node, view);
      case 'group': {
        const messages = h('div', { className: 'messages' });
        if (node.path) this.addTarget(view, node.path, { messages, section: view.id });
        return h(
          'div',
          { className: `group ${node.arrange === 'row' ? 'inline' : 'stack'}`, attrs: node.title ? { role: 'group', 'aria-label': node.title } : {} },
          node.title ? h('div', { className: 'group-title' }, node.title) : undefined,
          h('div', { className: 'group-body' }, ...node.children.map((child) => this.buildNode(child, view))),
          messages,
        );
      }
      case 'list':
        return this.buildList(node, view);
      case 'optional':
        return this.buildOptional(node, view);
      case 'widget': {
        const widget = node.create();
        view.widgets.push(widget);
        view.widgetKeys.push(node.key);
        return widget.element;
      }
    }
  }

  private buildField(node: FieldNode, view: SectionView): HTMLElement {
    const id = node.id ?? pointerOf(node.path);
    const control = createControl(node, domId(id));
    const messages = h('div', { className: 'messages', attrs: { 'aria-live': 'polite' } });
    const local = h('div', { className: 'messages local', attrs: { 'aria-live': 'polite' } });
    this.fields.set(id, { node, control, local });
    view.fieldIds.push(id);
    this.addTarget(view, node.path, { messages, control, section: view.id });
    const carried = this.carried.get(id);
    if (carried !== undefined) control.element.value = carried;
    else this.edits.refresh(id);
    if (node.control !== 'readonly') this.edits.bind(id, control.element, node.commit ?? 'input');
    return h(
      'div',
      { className: `field${node.wide || TEXT_AREAS.has(node.control) ? ' wide' : ''}`, dataset: { pointer: pointerOf(node.path) } },
      labelFor(control.element, node.label, !!node.required),
      control.element,
      local,
      messages,
    );
  }

  private buildList(node: ListNode, view: SectionView): HTMLElement {
    const messages = h('div', { className: 'messages' });
    this.addTarget(view, node.path, { messages, section: view.id });
    const add = h('vscode-button', { secondary: true, icon: 'add', className: 'add' }, node.addLabel);
    add.addEventListener('click', () => this.run(node.addOps(this.model), () => this.focusRow(node.path, -1)));
    return h(
      'div',
      { className: 'list', dataset: { pointer: pointerOf(node.path) }, attrs: { role: 'group', 'aria-label': node.title } },
      h('div', { className: 'list-title' }, node.title),
      messages,
      h('div', { className: 'rows' }, ...node.rows.map((row, index) => this.buildRow(node, row, index, view))),
      node.footer && this.buildNode(node.footer, view),
      add,
    );
  }

  private buildRow(list: ListNode, row: RowNode, index: number, view: SectionView): HTMLElement {
    const messages = h('div', { className: 'messages' });
    this.addTarget(view, row.path, { messages, section: view.id });
    const last = list.rows.length - 1;
    const tools = h('div', { className: 'row-tools' });
    const tool = (icon: string, label: string, action: () => void, enabled = true) => {
      const button = h('vscode-toolbar-button', { icon, label, title: label });
      if (enabled) button.addEventListener('click', action);
      else button.setAttribute('disabled', '');
      tools.append(button);
    };
    if (list.reorder) {
      tool('arrow-up', l10n.t('Move up (Alt+Up)'), () => this.move(list, index, index - 1), index > 0);
      tool('arrow-down', l10n.t('Move down (Alt+Down)'), () => this.move(list, index, index + 1), index < last);
    }
    const removeOps = () => row.removeOps?.(this.model) ?? [{ op: 'remove', path: row.path } as EditOp];
    tool('trash', l10n.t('Delete {0}', row.title), () => this.run(removeOps(), () => this.focusRow(list.path, Math.min(index, last - 1))));
    const el = h(
      'div',
      { className: 'row', dataset: { pointer: pointerOf(row.path), index: String(index) }, attrs: { role: 'group', 'aria-label': row.title } },
      h('div', { className: 'row-head' }, h('span', { className: 'row-title' }, row.title), tools),
      h('div', { className: 'row-body' }, ...row.children.map((child) => this.buildNode(child, view))),
      messages,
    );
    if (list.reorder) this.makeReorderable(el, list, index);
    return el;
  }

  /** Alt+Up / Alt+Down anywhere in a row moves it; so does dragging it by its head onto another row. */
  private makeReorderable(row: HTMLElement, list: ListNode, index: number) {
    row.addEventListener('keydown', (e) => {
      if (!e.altKey || (e.key !== 'ArrowUp' && e.key !== 'ArrowDown')) return;
      e.preventDefault();
      e.stopPropagation();
      const to = index + (e.key === 'ArrowUp' ? -1 : 1);
      if (to >= 0 && to < list.rows.length) this.move(list, index, to);
    });
    const head = row.querySelector<HTMLElement>('.row-head')!;
    head.draggable = true;
    head.addEventListener('dragstart', (e) => e.dataTransfer?.setData(DRAG_TYPE, String(index)));
    row.addEventListener('dragover', (e) => {
      if (e.dataTransfer?.types.includes(DRAG_TYPE)) e.preventDefault();
    });
    row.addEventListener('drop', (e) => {
      const from = Number(e.dataTransfer?.getData(DRAG_TYPE));
      if (!Number.isInteger(from) || from === index) return;
      e.preventDefault();
      this.move(list, from, index);
    });
  }

  private buildOptional(node: OptionalNode, view: SectionView): HTMLElement {
    const pointer = pointerOf(node.path);
    if (!node.present) {
      const add = h('vscode-button', { secondary: true, icon: 'add', className: 'add' }, node.addLabel);
      add.addEventListener('click', () => this.run([{ op: 'set', path: node.path, value: node.initial }], () => this.focusFirst(`[data-pointer="${CSS.escape(pointer)}"]`)));
      return h('div', { className: 'optional absent' }, add);
    }
    const messages = h('div', { className: 'messages' });
    this.addTarget(view, node.path, { messages, section: view.id });
    const remove = h('vscode-toolbar-button', { icon: 'trash', label: node.removeLabel }, node.removeLabel);
    remove.addEventListener('click', () => this.run([{ op: 'remove', path: node.path }]));
    return h(
      'div',
      { className: 'optional present', dataset: { pointer } },
      h('div', { className: 'row-tools' }, remove),
      ...node.children.map((child) => this.buildNode(child, view)),
      messages,
    );
  }

  private addTarget(view: SectionView, path: JsonPath, target: Target) {
    const pointer = pointerOf(path);
    this.targets.set(pointer, target);
    view.pointers.push(pointer);
  }

  private forget(view: SectionView) {
    for (const id of view.fieldIds) this.fields.delete(id);
    for (const pointer of view.pointers) this.targets.delete(pointer);
  }

  private dropSection(view: SectionView) {
    this.forget(view);
    view.element.remove();
    this.sections.delete(view.id);
  }

  // ---- row edits and focus ----

  /** Sends edits that belong to no field (add, delete, move); then `after`, or the reason they failed as a `form-error` event. */
  private run(ops: EditOp[], after?: () => void) {
    if (!ops.length) return after?.();
    this.options.edit(ops).then(after, (e: Error) => this.element.dispatchEvent(new CustomEvent('form-error', { detail: e.message, bubbles: true })));
  }

  /** Moves a row; the focus moves with it, to the same control. */
  private move(list: ListNode, from: number, to: number) {
    const row = this.rows(list.path)[from];
    const column = row ? Math.max(0, focusables(row).findIndex(hasFocus)) : 0;
    this.run([{ op: 'move', path: list.path, from, to }], () => this.focusRow(list.path, to, column));
  }

  /** Focuses control `column` of a list's row (index −1: the last row), or the list's add button when it has no rows. */
  private focusRow(path: JsonPath, index: number, column = 0) {
    const row = this.rows(path).at(index);
    const target = row ? (focusables(row)[column] ?? row) : this.element.querySelector<HTMLElement>(`${listSelector(path)} > .add`);
    target?.focus();
  }

  private rows(path: JsonPath): HTMLElement[] {
    return [...this.element.querySelectorAll<HTMLElement>(`${listSelector(path)} > .rows > .row`)];
  }

  private focusFirst(selector: string) {
    const container = this.element.querySelector(selector);
    if (container) focusables(container)[0]?.focus();
  }
}

function listSelector(path: JsonPath): string {
  return `.list[data-pointer="${CSS.escape(pointerOf(path))}"]`;
}
