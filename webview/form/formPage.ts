/** The form of a document page: sections that stay closed as the user left them, writes after a pause in typing, Ctrl+S flushes. */
import type { EditOp } from '../../src/core/json/path';
import type { Finding } from '../../src/core/item/finding';
import { h } from '../host/dom';
import { FormView } from './formView';
import { saveUiState } from '../host/vscodeApi';

/** Pause in typing after which the form writes to the document. */
const TYPING_PAUSE_MS = 300;

/** The part of a page's saved UI state the form keeps. */
export interface FormUiState {
  closedSections: string[];
}

export interface FormPageOptions {
  edit(ops: EditOp[]): Promise<unknown>;
  onRefusalsChanged?(): void;
  findingAction?(finding: Finding): HTMLElement | undefined;
  /** Runs on Ctrl+S after the waiting input is written (VS Code then saves the document). */
  onSave?(): void;
}

/** A form (in a new `.form` element) whose closed sections are saved in `ui`, the page's saved state. */
export function createFormPage(ui: FormUiState, options: FormPageOptions): FormView {
  const { onSave, ...formOptions } = options;
  const form = new FormView(h('div', { className: 'form' }), {
    onRefusalsChanged: () => undefined,
    ...formOptions,
    debounceMs: TYPING_PAUSE_MS,
    isOpen: (id) => !ui.closedSections.includes(id),
    onToggle: (id, open) => {
      ui.closedSections = open ? ui.closedSections.filter((s) => s !== id) : [...ui.closedSections, id];
      saveUiState(ui);
    },
  });
  // Ctrl+S goes to VS Code; what is still waiting for a pause in typing goes to the document first.
  window.addEventListener(
    'keydown',
    (e) => {
      if (!(e.ctrlKey || e.metaKey) || e.key.toLowerCase() !== 's') return;
      form.flushAll();
      onSave?.();
    },
    true,
  );
  return form;
}
