/** Keeping the keyboard focus (and the caret) where the user had it while parts of a form are rebuilt. */

const FOCUSABLE = 'vscode-textfield, vscode-textarea, vscode-single-select';

/** The form controls inside `root`, in document order. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Whether the focus is on `el` or inside it. */
export function hasFocus(el: HTMLElement): boolean {
  return el === document.activeElement || el.contains(document.activeElement);
}

/** The caret of a focused component's inner input. */
export interface Caret {
  start: number | null;
  end: number | null;
}

export function caretOf(el: HTMLElement): Caret {
  const inner = innerInput(el);
  return { start: inner?.selectionStart ?? null, end: inner?.selectionEnd ?? null };
}

/** Focuses a (possibly new) component once its inner input exists, and puts the caret back. */
export function refocus(el: HTMLElement, caret: Caret): void {
  void (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete?.then(() => {
    el.focus();
    if (caret.start !== null) innerInput(el)?.setSelectionRange(caret.start, caret.end);
  });
}

function innerInput(el: HTMLElement): HTMLInputElement | HTMLTextAreaElement | null {
  return el.shadowRoot?.querySelector('input, textarea') ?? null;
}
