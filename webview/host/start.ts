/** How a view gets its first state: from the page when the host put it there, else from the answer to `ready`. */
import * as l10n from '@vscode/l10n';
import type { Endpoint, Notification, Request } from '../../src/protocol/rpc';
import { INITIAL_STATE_ID, PAGE_LOADED_ATTRIBUTE, type ReadyResult } from '../../src/protocol/view';
import { setUiLanguage } from './uiLanguage';

/** How long a view waits at most for the page's load event before its first render. */
const LOAD_WAIT_MS = 300;

/** A view's first state, and the host's answer to `ready` when the view did not wait for it (undefined otherwise). */
export interface ViewStart<S> {
  state: S;
  later: Promise<S> | undefined;
}

/**
 * Starts a view: sends `ready` (the host then knows the page listens), takes the language and translations, and
 * returns the first state — the one in the page (no round trip before the first render) or else the answer.
 */
export async function startView<S>(endpoint: Endpoint, ready: Request<void, ReadyResult<S>>): Promise<ViewStart<S>> {
  const answer = endpoint.request(ready);
  const inPage = readInitial<S>();
  await pageLoaded;
  const first = inPage ?? (await answer);
  setUiLanguage(first.language);
  if (first.l10n) l10n.config({ contents: first.l10n });
  return { state: first.state, later: inPage && answer.then((result) => result.state) };
}

/**
 * Starts a panel (a view in a panel of its own) with `startView` and `render`s its first state; when it cannot start,
 * the page says why.
 */
export async function startPanel<S>(endpoint: Endpoint, root: HTMLElement, ready: Request<void, ReadyResult<S>>, render: (state: S) => void): Promise<void> {
  try {
    render((await startView(endpoint, ready)).state);
  } catch (e) {
    showStartFailure(root, e as Error);
  }
}

/** A form over a versioned document (the item form, the packet form): shows a state, ignoring one older than it shows. */
interface DocumentForm<S extends { version: number }> {
  show(state: S): void;
}

/**
 * Starts a form over a document with `startView` and `create`s it for the first state; a change pushed before the form
 * exists is kept (the newer of it and the first state is shown), and the answer to `ready` is shown when the document
 * changed while the page loaded. Resolves to the form, or undefined when it could not start (the page then says why).
 */
export async function startDocumentForm<S extends { version: number }, F extends DocumentForm<S>>(
  endpoint: Endpoint,
  root: HTMLElement,
  protocol: { ready: Request<void, ReadyResult<S>>; didChange: Notification<S> },
  create: () => F,
): Promise<F | undefined> {
  let form: F | undefined;
  let early: S | undefined;
  endpoint.onNotification(protocol.didChange, (state) => (form ? form.show(state) : (early = state)));
  try {
    const { state, later } = await startView(endpoint, protocol.ready);
    const started = create();
    form = started;
    const shown = early && early.version > state.version ? early : state;
    started.show(shown);
    // The page's state may have been overtaken while the page loaded; the answer to `ready` is the document now.
    later?.then(
      (now) => now.version > shown.version && started.show(now),
      (e: Error) => root.dispatchEvent(new CustomEvent('form-error', { detail: e.message })),
    );
    return started;
  } catch (e) {
    showStartFailure(root, e as Error);
    return undefined;
  }
}

function showStartFailure(root: HTMLElement, error: Error): void {
  root.textContent = `FinBench: ${error.message}`;
}

/**
 * The page's load event (heard from the start: a page written into its frame by VS Code reads `complete` before it).
 * VS Code shows a webview's frame at that event (or 200 ms after writing the page), when the page's script, the icons'
 * style sheet and their font have loaded; rendered after it, the view shows as soon as it has rendered (rendering as
 * soon as the script ran did not show the form sooner in the open bench). Should the event not come, the view
 * renders after a wait. (A page that holds its view runs its script after the event, and asks for the icons' sheet
 * only then: its view does not wait for the sheet, and its icons show once it is there.)
 */
const pageLoaded = new Promise<void>((resolve) => {
  if (document.documentElement.hasAttribute(PAGE_LOADED_ATTRIBUTE)) return resolve();
  window.addEventListener('load', () => resolve(), { once: true });
  setTimeout(resolve, LOAD_WAIT_MS);
});

function readInitial<S>(): ReadyResult<S> | undefined {
  const text = document.getElementById(INITIAL_STATE_ID)?.textContent;
  return text ? (JSON.parse(text) as ReadyResult<S>) : undefined;
}
