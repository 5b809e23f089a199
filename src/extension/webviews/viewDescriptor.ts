import type * as vscode from 'vscode';
import type { Endpoint, Request, RequestContext } from '../../protocol/rpc';
import type { WebviewSession } from './webviewSession';

/** A request handler bound to its request type; the type's parser checks every message before `run` sees it. */
export interface RequestHandler {
  readonly method: string;
  register(endpoint: Endpoint, session: WebviewSession): void;
}

/**
 * Binds `run` to the request `type` (see `ViewDescriptor.handlers`). It runs with the session of the view that asked
 * (to push notifications to it while it works) and the request's context (its cancel signal, its progress reports).
 */
export function handle<P, R>(type: Request<P, R>, run: (params: P, session: WebviewSession, context: RequestContext) => R | Promise<R>): RequestHandler {
  return { method: type.method, register: (endpoint, session) => endpoint.onRequest(type, (params, context) => run(params, session, context)) };
}

/**
 * Everything that makes one webview view: its bundle and styles, its first state, the requests it answers and the
 * notifications it pushes. The session does the rest (HTML, CSP, rpc, the `ready` handshake, language, disposal).
 */
export interface ViewDescriptor<S> {
  /** The webview bundle: `webview/<bundle>/main.ts`, built to `dist/webview/<bundle>.js`. */
  bundle: string;
  /** Style sheets in `media/`, without `.css`, in order (e.g. the shared `form` then the view's own). */
  styles: readonly string[];
  /** The page title (for screen readers; a panel's tab shows `PanelDescriptor.title`). */
  title(): string;
  /** The view's first state: the answer to the webview's `ready` (asked again after the page reloads). */
  state(): S | Promise<S>;
  /**
   * The page holds the view's first state, language and translations, so its first render waits for no message (the
   * view starts with `startView`). Only for a quick, synchronous `state()`; the handshake still follows.
   */
  stateInPage?: boolean;
  /** With `stateInPage`: the page holds the view rendered as HTML too (`prerendered`), so it paints before its script runs. */
  prerender?: boolean;
  /** With `stateInPage`: whether the state in the page is still the view's state (`ready` then answers with it, not computed again). */
  isCurrent?(state: S): boolean;
  /** The requests the view answers (see `handle`). */
  handlers: readonly RequestHandler[];
  /** Called once the webview listens: subscribe to what the view shows and push it with `session.notify`. */
  connect?(session: WebviewSession): vscode.Disposable[];
}

/** A view in a panel of its own (not a custom editor): the descriptor plus the panel's type and icon. */
export interface PanelDescriptor<S> extends ViewDescriptor<S> {
  /** The panel's view type, `finbench.<view>` (when restored or tested, panels are found by it). */
  viewType: string;
  /** One panel per key: opening a descriptor with the key of an open panel shows that panel. */
  key?: string;
}
