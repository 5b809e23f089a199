/**
 * A control's label: plain text in a `<label>`, as @vscode-elements' label draws it, without a component (a form
 * has one per field, each a shadow root to render). It names the control's inner input (the component's `label`),
 * or a native control such as a read-only `<output>` (by `for`), and a click on it focuses the control.
 */
import { h } from '../host/dom';

export function labelFor(control: HTMLElement & { label?: string }, text: string, required = false): HTMLLabelElement {
  control.label = text;
  const label = h('label', { className: `label${required ? ' required' : ''}` }, text);
  // A component's inner input is named by its `label`; `for` would name the component's host as well.
  if (control instanceof HTMLOutputElement) label.htmlFor = control.id;
  label.addEventListener('click', () => control.focus());
  return label;
}
