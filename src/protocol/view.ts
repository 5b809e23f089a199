/** What every webview view has in common: the `ready` handshake that starts it. */
import type { l10nJsonFormat } from '@vscode/l10n';
import type { Language } from '../core/item/types';
import { noParams, Request } from './rpc';

/** The host's answer to `ready`: the view's first state, the UI language and its translations. */
export interface ReadyResult<S> {
  state: S;
  /** The language the extension shows its texts in (the `finbench.uiLanguage` setting). */
  language: Language;
  /** The UI strings' translations for `language`; absent in English. */
  l10n?: l10nJsonFormat;
}

/**
 * The webview's first message: it is listening; the host answers with the view's state and the translations.
 * Every view sends it once on load (the page is loaded again when the UI language changes).
 */
export function readyRequest<S>(): Request<void, ReadyResult<S>> {
  return new Request<void, ReadyResult<S>>('ready', noParams);
}

/**
 * The id of the page's `<script type="application/json">` holding the view's `ReadyResult` when the host had it at
 * hand as it wrote the page: the view renders from it at once, and still sends `ready` (to say it listens).
 */
export const INITIAL_STATE_ID = 'finbench-initial';

/**
 * Set on the page's root element at its load event when the view's script is added only then (a page that holds its
 * view as HTML): the script, running after the event, reads it instead of waiting for the event.
 */
export const PAGE_LOADED_ATTRIBUTE = 'data-finbench-loaded';

/**
 * The key of the message the host posts to a page that holds its view as it writes it: the text of the view's bundle,
 * which the page runs after its first paint (see `webviewHtml`).
 */
export const BUNDLE_MESSAGE = 'finbenchBundle';
