import type { Finding } from '../../src/core/item/finding';
import { h } from '../host/dom';

/** One finding (or a local problem such as "not a number") as shown under a field or in a summary. */
export function messageElement(severity: Finding['severity'], text: string, code?: string): HTMLElement {
  return h('div', { className: `message ${severity}`, dataset: code ? { code } : {} }, h('vscode-icon', { name: severity }), h('span', {}, text));
}
