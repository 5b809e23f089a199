import { randomBytes } from 'node:crypto';
import path from 'node:path';
import * as vscode from 'vscode';
import type { Language } from '../../core/item/types';
import { languageTag } from '../../core/languageId';
import { Endpoint, type Message, type Notification, type ResponseMessage } from '../../protocol/rpc';
import { readyRequest, type ReadyResult } from '../../protocol/view';
import type { Log } from '../log';
import type { ViewDescriptor } from './viewDescriptor';
import { bundleMessage, bundleText, prerendered, readStyles, webviewHtml } from './webviewHtml';

/** What a session needs from the extension: where the bundles and styles are, the log, and the UI language. */
export interface SessionEnvironment {
  extensionUri: vscode.Uri;
  /** Folders under the extension the webviews may load from (bundles, styles, fonts). */
  resourceRoots: readonly string[];
  /** Folder of the built webview bundles, under the extension. */
  bundleFolder: string;
  log: Log;
  language(): Language;
  translations(language: Language): Record<string, string> | undefined;
  /** Fires when the UI language setting changes: every open view reloads in it. */
  onDidChangeLanguage: vscode.Event<void>;
}

/** Where the build puts the codicon style sheet and font. */
const CODICONS = ['dist', 'webview', 'codicons'];

type Args<P> = [P] extends [void] ? [] : [P];

/**
 * One webview (a custom editor's or a panel's) running one view: owns its HTML and CSP (a fresh nonce per load,
 * no network, only the extension's own folders), the rpc endpoint, the `ready` handshake with the UI language,
 * and disposal with the panel (after which nothing is posted). Every message from the webview is untrusted: only
 * the descriptor's handlers answer, after their request type's parser has checked the params.
 */
export class WebviewSession implements vscode.Disposable {
  private readonly endpoint: Endpoint;
  private readonly posted = new vscode.EventEmitter<Message>();
  private readonly disposables: vscode.Disposable[] = [this.posted];
  private connected: vscode.Disposable[] = [];
  private webviewReady = false;
  /** The state written into the page, until the page's `ready` is answered. */
  private pageState: unknown;
  private disposed = false;
  /** Every message the host posts to this webview (the integration tests watch it). */
  readonly onDidPost = this.posted.event;

  constructor(
    readonly panel: vscode.WebviewPanel,
    readonly view: ViewDescriptor<unknown>,
    private readonly env: SessionEnvironment,
    /** The text document the view edits (custom editors only). */
    readonly document?: vscode.TextDocument,
  ) {
    const name = document ? vscode.workspace.asRelativePath(document.uri) : view.bundle;
    this.endpoint = new Endpoint(
      // The one place the host posts: once the panel is gone (a late answer, a run still reporting), posting is a no-op.
      (message) => {
        if (this.disposed) return;
        this.posted.fire(message);
        // A message posted while the panel closes has no one to read it.
        panel.webview.postMessage(message).then(undefined, () => undefined);
      },
      (text) => env.log.warn(`${view.bundle} ${name}: ${text}`),
    );
    this.endpoint.onRequest(readyRequest<unknown>(), () => this.answerReady());
    for (const handler of view.handlers) handler.register(this.endpoint, this);
    panel.webview.options = { enableScripts: true, localResourceRoots: env.resourceRoots.map((folder) => vscode.Uri.joinPath(env.extensionUri, folder)) };
    this.load();
    this.disposables.push(
      panel.webview.onDidReceiveMessage((message) => this.receive(message)),
      env.onDidChangeLanguage(() => {
        // A panel's tab shows the view's title (a custom editor's shows the file's name).
        if (!document) panel.title = view.title();
        this.load();
      }),
    );
  }

  /** Handles a message as if the webview had sent it; resolves to the host's answer to a request. */
  receive(message: unknown): Promise<ResponseMessage | undefined> {
    return this.endpoint.receive(message);
  }

  /** Pushes a notification to the webview; dropped until the webview listens (its `ready` answer is newer). */
  notify<P>(type: Notification<P>, ...params: Args<P>): void {
    if (this.webviewReady) this.endpoint.notify(type, ...params);
  }

  /** True once the webview has said it listens. */
  get isReady(): boolean {
    return this.webviewReady;
  }

  /** (Re)loads the page: a new nonce, the UI language (and the first state, if the view takes it in the page); the webview starts over with `ready`. */
  private load() {
    const { webview } = this.panel;
    this.disconnect();
    const state = this.view.stateInPage ? this.view.state() : undefined;
    this.pageState = state instanceof Promise ? undefined : state;
    const uri = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(this.env.extensionUri, ...path)).toString();
    const initial = this.pageState === undefined ? undefined : this.readyResult(this.pageState);
    const body = initial && this.view.prerender ? this.prerendered(initial) : undefined;
    // A page that holds its view gets its bundle's text with it (see `WebviewPage`).
    const view = body === undefined ? {} : { body, bundle: bundleText(path.join(this.env.extensionUri.fsPath, this.env.bundleFolder, `${this.view.bundle}.js`)) };
    webview.html = webviewHtml({
      ...view,
      cspSource: webview.cspSource,
      nonce: randomBytes(16).toString('base64'),
      script: uri(this.env.bundleFolder, `${this.view.bundle}.js`),
      styles: readStyles(this.env.extensionUri.fsPath, this.view.styles.map((style) => `media/${style}.css`)),
      codicons: { css: uri(...CODICONS, 'codicon.css'), font: uri(...CODICONS, 'codicon.ttf') },
      lang: languageTag(this.env.language()),
      title: this.view.title(),
      initial,
    });
    if (view.bundle !== undefined) webview.postMessage(bundleMessage(view.bundle)).then(undefined, () => undefined);
  }

  /** The view as HTML for its page; should that fail, the page is the script's alone (as without it). */
  private prerendered(initial: ReadyResult<unknown>): string | undefined {
    try {
      return prerendered(this.env.extensionUri.fsPath, this.view.bundle, initial);
    } catch (e) {
      this.env.log.warn(`${this.view.bundle}: the page is written without its form (${(e as Error).message})`);
      return undefined;
    }
  }

  private async answerReady(): Promise<ReadyResult<unknown>> {
    const inPage = this.pageState;
    this.pageState = undefined;
    // The state the page holds, unless it changed since: computed once.
    const state = inPage !== undefined && this.view.isCurrent?.(inPage) ? inPage : await this.view.state();
    // Closed while the state was computed: connect nothing (the answer itself is dropped by the post above).
    if (this.disposed) return { state, language: this.env.language(), l10n: undefined };
    this.disconnect();
    this.webviewReady = true;
    this.connected = this.view.connect?.(this) ?? [];
    return this.readyResult(state);
  }

  private readyResult(state: unknown): ReadyResult<unknown> {
    const language = this.env.language();
    return { state, language, l10n: this.env.translations(language) };
  }

  private disconnect() {
    this.webviewReady = false;
    this.connected.forEach((d) => d.dispose());
    this.connected = [];
  }

  dispose() {
    this.disposed = true;
    this.disconnect();
    this.endpoint.dispose();
    this.disposables.forEach((d) => d.dispose());
  }
}
