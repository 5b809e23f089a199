/**
 * A control's label: plain text in a `<label>`, as @vscode-elements' label draws it, without a component (a form
 * has one per field, each a shadow root to render). It names a native control (an input, a text area, a read-only
 * `<output>`) by `for`, or a component's inner input by the component's `label`; a click on it focuses the control.
 */
import { h } from '../host/dom';

export function labelFor(control: HTMLElement & { label?: string }, text: string, required = false): HTMLLabelElement {
  const label = h('label', { className: `label${required ? ' required' : ''}` }, text);
  // A component's inner input is named by its `label`; `for` would name the component's host as well.
  if (control.localName.startsWith('vscode-')) control.label = text;
  else label.htmlFor = control.id;
  label.addEventListener('click', () => control.focus());
  return label;
}
