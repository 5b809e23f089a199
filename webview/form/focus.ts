/** Keeping the keyboard focus (and the caret) where the user had it while parts of a form are rebuilt. */

const FOCUSABLE = 'input, textarea, vscode-single-select';

/** The form controls inside `root`, in document order. */
export function focusables(root: Element): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/** Whether the focus is on `el` or inside it. */
export function hasFocus(el: HTMLElement): boolean {
  return el === document.activeElement || el.contains(document.activeElement);
}

/** The caret of a focused text control. */
export interface Caret {
  start: number | null;
  end: number | null;
}

export function caretOf(el: HTMLElement): Caret {
  const text = textOf(el);
  return { start: text?.selectionStart ?? null, end: text?.selectionEnd ?? null };
}

/** Focuses a (possibly new) control, once a component has rendered its inner input, and puts the caret back. */
export function refocus(el: HTMLElement, caret: Caret): void {
  const restore = () => {
    el.focus();
    if (caret.start !== null) textOf(el)?.setSelectionRange(caret.start, caret.end);
  };
  const rendered = (el as HTMLElement & { updateComplete?: Promise<unknown> }).updateComplete;
  if (rendered) void rendered.then(restore);
  else restore();
}

/** The text control itself, or a component's inner one. */
function textOf(el: HTMLElement): HTMLInputElement | HTMLTextAreaElement | null {
  if (el instanceof HTMLInputElement || el instanceof HTMLTextAreaElement) return el;
  return el.shadowRoot?.querySelector('input, textarea') ?? null;
}
