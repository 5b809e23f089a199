/**
 * A control's label: plain text in a `<label>`, as @vscode-elements' label draws it, without a component (a form
 * has one per field, each a shadow root to render). It names the control's inner input (the component's `label`),
 * and a click on it focuses the control.
 */
import { h } from './dom';

export function labelFor(control: HTMLElement & { label?: string }, text: string, required = false): HTMLLabelElement {
  control.label = text;
  const label = h('label', { className: `label${required ? ' required' : ''}` }, text);
  label.addEventListener('click', () => control.focus());
  return label;
}
