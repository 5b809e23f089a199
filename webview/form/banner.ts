/** The banner a document form shows instead of itself when the file is not its format. */
import * as l10n from '@vscode/l10n';
import { h } from '../host/dom';

/** Fills `banner`: a warning title, the reason, what to do, and an "Open as Text" button that runs `openAsText`. */
export function showUnreadable(banner: HTMLElement, texts: { title: string; reason: string; hint: string }, openAsText: () => void): void {
  const open = h('vscode-button', { icon: 'go-to-file' }, l10n.t('Open as Text'));
  open.addEventListener('click', openAsText);
  banner.replaceChildren(h('h2', {}, h('vscode-icon', { name: 'warning' }), texts.title), h('p', { className: 'reason' }, texts.reason), h('p', {}, texts.hint), open);
}
