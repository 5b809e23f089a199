// Runs a built webview (dist/webview/<name>.js) in real Chromium, in the very page the extension serves (same HTML,
// same CSP), with a stand-in for VS Code: `acquireVsCodeApi`, and a fake host that speaks the real protocol over a
// text document held here — it validates, applies and echoes edits with the same core code as the extension host.
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, afterEach, before } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { diagnoseItemText, type ItemDiagnosis } from '../../src/core/diagnose/diagnose';
import { editorContentOf, type EditorContent } from '../../src/core/diagnose/editorContent';
import { itemFindingFix } from '../../src/core/diagnose/lintFixes';
import * as itemSchema from '../../src/core/item/itemSchema';
import { editJson } from '../../src/core/json/edit';
import type { EditOp } from '../../src/core/json/path';
import type { SchemaWalker } from '../../src/core/json/schemaWalker';
import type { Finding } from '../../src/core/item/finding';
import { diagnosePacketText } from '../../src/core/review/packetCheck';
import { packetContentOf, packetSchema, type PacketContent } from '../../src/core/review/packetForm';
import { bundleMessage, prerendered, readStyles, webviewHtml } from '../../src/extension/webviews/webviewHtml';
import { itemProtocol } from '../../src/protocol/itemEditor';
import { formFindings, type DocumentState, type JsonDocumentProtocol } from '../../src/protocol/jsonDocument';
import { packetContext, packetProtocol, type PacketContext } from '../../src/protocol/packetForm';
import { Endpoint, type Message } from '../../src/protocol/rpc';
import { readyRequest, type ReadyResult } from '../../src/protocol/view';
import { waitFor } from '../poll';
import { repoRoot } from '../repoRoot';
import { launchBrowser } from '../runners/browser';
import type { StubGlobals } from './stub';

const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.ttf': 'font/ttf', '.map': 'application/json' };
/** Only what the real webview may load: its localResourceRoots. */
const SERVED = /^\/(dist|media)\//;

/** A form over a kind of JSON document as the fake host serves it (what a `JsonDocumentKind` is to the extension). */
export interface FormKind<C> {
  /** The webview bundle and its style sheets in media/ (as the extension's kind names them). */
  view: string;
  styles: readonly string[];
  /** The page holds the form as HTML too, painted before the script runs (the kind's `view.prerender`). */
  prerender?: boolean;
  protocol: JsonDocumentProtocol<C>;
  diagnose(text: string): ItemDiagnosis;
  classify(text: string, diagnosis: ItemDiagnosis): C;
  schema: SchemaWalker;
  /** As the extension's kind: the field's new text that fixes a finding, where it knows one. */
  fixOf?(content: C, finding: Finding): string | undefined;
  /** Answers to the kind's own requests (as its `handlers` in the extension), given the test's options. */
  answer?(endpoint: Endpoint, options: OpenOptions): void;
}

/** The item form (`*.item.json`). */
export const ITEM_FORM: FormKind<EditorContent> = {
  view: 'itemEditor',
  styles: ['form', 'itemEditor'],
  prerender: true,
  protocol: itemProtocol,
  diagnose: (text) => diagnoseItemText(text),
  classify: editorContentOf,
  fixOf: itemFindingFix,
  schema: itemSchema,
};

/** The reviewer's packet form (`*.packet.json`). */
export const PACKET_FORM: FormKind<PacketContent> = {
  view: 'packetForm',
  styles: ['form', 'reviewLists', 'packetForm'],
  protocol: packetProtocol,
  diagnose: (text) => diagnosePacketText(text),
  classify: (_text, diagnosis) => packetContentOf(diagnosis),
  schema: packetSchema,
  answer: (endpoint, options) => endpoint.onRequest(packetContext, () => options.packetContext ?? { itemsInWorkspace: 0, reconciled: null }),
};

export interface OpenOptions {
  /** Translations handed to the webview (as `vscode.l10n.bundle` would be). */
  l10n?: Record<string, string>;
  /** What `vscode.getState()` returns at load (state saved by an earlier page). */
  uiState?: unknown;
  /** The page holds the first state, language and translations, as the extension writes a form's page. */
  stateInPage?: boolean;
  /** The answer to `ready` waits for this promise. */
  holdReady?: Promise<void>;
  /** Runs before the page loads (to install something that watches it load). */
  beforeLoad?(page: Page): Promise<void>;
  /** The packet form: what the workspace says of the packet (default: no items in reach, not reconciled). */
  packetContext?: PacketContext;
  /** What `open` waits for (a CSS selector); by default the whole form: `#app` no longer busy. */
  until?: string;
  /**
   * A page that holds its form gets no bundle message (as a page VS Code writes again on its own): it loads the bundle's
   * file instead.
   */
  noBundleMessage?: boolean;
}

/** One browser and one local server for a test file; `open` gives a fresh page per test. */
export class WebviewHarness {
  private constructor(
    private readonly server: Server,
    private readonly origin: string,
    private readonly browser: Awaited<ReturnType<typeof launchBrowser>>,
  ) {}

  static async launch(): Promise<WebviewHarness> {
    const server = createServer(async (req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
      if (!SERVED.test(url.pathname) || url.pathname.includes('..')) return void res.writeHead(404).end();
      try {
        const body = await readFile(path.join(repoRoot, url.pathname));
        res.writeHead(200, { 'content-type': TYPES[path.extname(url.pathname)] ?? 'application/octet-stream' }).end(body);
      } catch {
        res.writeHead(404).end();
      }
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    return new WebviewHarness(server, origin, await launchBrowser());
  }

  /** Loads the form of `kind` over `text` and waits until it has rendered the document. */
  async open<C>(kind: FormKind<C>, text: string, options: OpenOptions = {}): Promise<FormPage<C>> {
    const page = await this.browser.context.newPage();
    const form = new FormPage(kind, page, text, options.l10n);
    form.answer(kind, options);
    form.holdReady = options.holdReady;
    await form.attach(options.uiState);
    await options.beforeLoad?.(page);
    const url = `${this.origin}/${kind.view}`;
    const prerender = kind.prerender && options.stateInPage;
    // As VS Code does, the page gets what the host posted as it wrote the page (the bundle) at its load event.
    if (prerender && !options.noBundleMessage) {
      await page.addInitScript({ content: `addEventListener('load', () => postMessage(${JSON.stringify(bundleMessage(bundleText(kind.view)))}, '*'), { once: true });` });
    }
    const html = () => pageHtml(this.origin, kind.view, options.stateInPage ? form.readyResult() : undefined, kind.styles, prerender);
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: html() }));
    await page.goto(url);
    await page.locator(options.until ?? '#app:not([aria-busy])').waitFor();
    return form;
  }

  /**
   * Loads a view that is not a document form (arbitration, statistics…) in its page; `host` registers the fake host's
   * handlers (its answer to `ready` among them) before the page loads. Resolves once `#app` is no longer busy.
   */
  async openView(view: string, styles: readonly string[], host: (endpoint: Endpoint) => void): Promise<ViewPage> {
    const page = await this.browser.context.newPage();
    const problems: string[] = [];
    const endpoint = new Endpoint(
      (message) => void page.evaluate((m) => (globalThis as unknown as StubGlobals).__finbenchFromHost(m), message).catch(() => undefined),
      (warning) => problems.push(`host: ${warning}`),
    );
    host(endpoint);
    page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
    page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
    await page.exposeFunction('__finbenchToHost', (message: Message) => void endpoint.receive(message));
    await page.addInitScript({ path: path.join(__dirname, 'pages/vscodeStub.js') });
    const url = `${this.origin}/${view}`;
    await page.route(url, (route) => route.fulfill({ contentType: 'text/html', body: pageHtml(this.origin, view, undefined, styles) }));
    await page.goto(url);
    await page.locator('#app:not([aria-busy])').waitFor();
    return { page, problems, close: () => page.close() };
  }

  async close(): Promise<void> {
    await this.browser.close();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

/**
 * Waits until `expression` is true in the page. (Given a string, Playwright's waitForFunction evaluates it with
 * `eval` each time it polls, which the page's CSP refuses; `evaluate` is not subject to it.)
 */
export async function waitUntil(page: Page, expression: string): Promise<void> {
  await waitFor(expression, () => page.evaluate(expression));
}

/** The page the extension writes for the built `view` (dist/webview/<view>.js, with `styles` from media/), served from `origin`. */
export function pageHtml(origin: string, view: string, initial: ReadyResult<unknown> | undefined, styles: readonly string[], prerender = false): string {
  const body = initial && prerender ? prerendered(repoRoot, view, initial) : undefined;
  const bundled = body === undefined ? {} : { body, bundle: bundleText(view) };
  return webviewHtml({
    ...bundled,
    initial,
    cspSource: origin,
    nonce: randomBytes(16).toString('base64'),
    script: `${origin}/dist/webview/${view}.js`,
    styles: readStyles(repoRoot, styles.map((style) => `media/${style}.css`)),
    codicons: { css: `${origin}/dist/webview/codicons/codicon.css`, font: `${origin}/dist/webview/codicons/codicon.ttf` },
    lang: 'en',
    title: view,
  });
}

/** The built bundle of `view` (dist/webview/<view>.js), as the extension reads it for a page that holds its view. */
function bundleText(view: string): string {
  return readFileSync(path.join(repoRoot, 'dist', 'webview', `${view}.js`), 'utf8');
}

/** A loaded view and what went wrong in its page (console errors, CSP violations, rejected messages). */
export interface ViewPage {
  page: Page;
  problems: string[];
  close(): Promise<void>;
}

/** A loaded form and the fake host behind it. */
export class FormPage<C = EditorContent> {
  version = 1;
  /** Every edit request the webview sent, in order (the ops of each). */
  readonly edits: EditOp[][] = [];
  /** Every message the webview sent. */
  readonly received: Message[] = [];
  /** Browser console errors and CSP violations. */
  readonly problems: string[] = [];
  /** When set, edits wait for this promise before they are applied (an edit "in flight"). */
  hold?: Promise<void>;
  /** When set, the answer to `ready` waits for this promise. */
  holdReady?: Promise<void>;
  private readonly endpoint: Endpoint;
  private findingsOverride?: Finding[];

  constructor(
    private readonly kind: FormKind<C>,
    readonly page: Page,
    public text: string,
    private readonly l10n?: Record<string, string>,
  ) {
    const { ready, edit, openAsText } = kind.protocol;
    this.endpoint = new Endpoint(
      (message) => void page.evaluate((m) => (globalThis as unknown as StubGlobals).__finbenchFromHost(m), message).catch(() => undefined),
      (warning) => this.problems.push(`host: ${warning}`),
    );
    this.endpoint.onRequest(ready, async () => {
      await this.holdReady;
      return this.readyResult();
    });
    this.endpoint.onRequest(edit, async ({ ops }) => {
      this.edits.push(ops);
      await this.hold;
      const change = editJson(this.text, ops, kind.schema.propertyOrderAt);
      if (change) this.setText(this.text.slice(0, change.offset) + change.content + this.text.slice(change.offset + change.length));
      return { version: this.version };
    });
    this.endpoint.onRequest(openAsText, () => undefined);
  }

  /** Lets the kind answer its own requests. */
  answer(kind: FormKind<C>, options: OpenOptions): void {
    kind.answer?.(this.endpoint, options);
  }

  /** Installs the stand-in for VS Code before the page's scripts run. */
  async attach(uiState: unknown): Promise<void> {
    this.page.on('console', (m) => m.type() === 'error' && this.problems.push(`console: ${m.text()}`));
    this.page.on('pageerror', (e) => this.problems.push(`page: ${e.message}`));
    this.page.on('requestfailed', (r) => this.problems.push(`request failed: ${r.url()}`));
    this.page.on('response', (r) => r.status() >= 400 && this.problems.push(`HTTP ${r.status()}: ${r.url()}`));
    await this.page.exposeFunction('__finbenchToHost', (message: Message) => {
      this.received.push(message);
      void this.endpoint.receive(message);
    });
    await this.page.addInitScript((saved) => {
      (globalThis as unknown as StubGlobals).__finbenchUiState = saved;
    }, uiState ?? null);
    await this.page.addInitScript({ path: path.join(__dirname, 'pages/vscodeStub.js') });
  }

  /** What the host answers to `ready` (and puts in the page): the document now, the language, the translations. */
  readyResult() {
    return { state: this.state(), language: this.l10n ? ('zh' as const) : ('en' as const), l10n: this.l10n };
  }

  /** The document as the host holds it. */
  state(): DocumentState<C> {
    const diagnosis = this.kind.diagnose(this.text);
    const content = this.kind.classify(this.text, diagnosis);
    return { version: this.version, content, findings: this.findingsOverride ?? formFindings(diagnosis.findings, (f) => this.kind.fixOf?.(content, f)) };
  }

  /** Changes the document as a text editor would; the form hears about it at once. */
  setText(text: string): void {
    this.text = text;
    this.version++;
    this.endpoint.notify(this.kind.protocol.didChange, this.state());
  }

  /** Asks the form to show the field of `pointer`, as the host does when the text editor's selection moves there. */
  reveal(pointer: string, focus: boolean): void {
    this.endpoint.notify(this.kind.protocol.reveal, { pointer, focus });
  }

  /** Sends the current document with these findings instead of the real ones (undefined: the real ones again). */
  pushFindings(findings: Finding[] | undefined): void {
    this.findingsOverride = findings;
    this.version++;
    this.endpoint.notify(this.kind.protocol.didChange, this.state());
  }

  get item(): Record<string, any> {
    return JSON.parse(this.text);
  }

  /** Waits for the next edit request after the `count` already seen. */
  async nextEdit(count = this.edits.length): Promise<EditOp[]> {
    const { edit } = await waitFor(`edit request ${count + 1} of the form`, () => ({ edit: this.edits.at(count), lastReceived: this.received.slice(-3) }), { until: ({ edit }) => edit !== undefined });
    return edit!;
  }

  /** The text input (or textarea, or select) labelled `label`, optionally inside the element matching `within`. */
  input(label: string, within?: string): Locator {
    return (within ? this.page.locator(within) : this.page).getByLabel(label, { exact: true });
  }

  /** Picks `option` in the select labelled `label` (scrolled to the middle first, so its list opens on screen). */
  async choose(label: string, option: string, within?: string): Promise<void> {
    const select = (within ? this.page.locator(within) : this.page).getByRole('combobox', { name: label, exact: true });
    await select.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await select.click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }

  /** The data-pointer of the list row holding the focus, if any. */
  focusedRow(): Promise<string | null> {
    return this.page.evaluate('document.activeElement?.closest(".row")?.dataset.pointer ?? null');
  }

  /** The label of the focused control (a native one's `<label>`, or a component's inner input's `aria-label`). */
  focusedLabel(): Promise<string | null> {
    return this.page.evaluate('document.activeElement?.labels?.[0]?.textContent ?? document.activeElement?.shadowRoot?.activeElement?.getAttribute("aria-label") ?? null');
  }

  /** A property of the first element matching `selector` (a component's `open`, `invalid`, `heading`…). */
  property(selector: string, name: string): Promise<unknown> {
    return this.page.locator(selector).first().evaluate((el, key) => (el as unknown as Record<string, unknown>)[key], name);
  }

  /** The state the webview last saved with `setState()`. */
  savedState(): Promise<unknown> {
    return this.page.evaluate(() => (globalThis as unknown as StubGlobals).__finbenchSavedState);
  }

  async close(): Promise<void> {
    if (!this.page.isClosed()) await this.page.close();
  }
}

/**
 * The shared hooks of a form test file: one Chromium for the file, and after each test a check that the
 * page logged no error, CSP violation or rejected message, then the form closed.
 */
export function formSuite(): { open(text: string, options?: OpenOptions): Promise<FormPage> };
export function formSuite<C>(kind: FormKind<C>): { open(text: string, options?: OpenOptions): Promise<FormPage<C>> };
export function formSuite(kind: FormKind<unknown> = ITEM_FORM as FormKind<unknown>): { open(text: string, options?: OpenOptions): Promise<FormPage<unknown>> } {
  const suite = pageSuite<FormPage<unknown>>();
  return { open: async (text, options) => suite.opened(await suite.harness().open(kind, text, options)) };
}

/** A fake host that answers a panel view's `ready` with `state`, in Chinese when `l10n` (its translations) is given. */
export function answeringReady(state: unknown, l10n?: Record<string, string>): (endpoint: Endpoint) => void {
  return (endpoint) => endpoint.onRequest(readyRequest<unknown>(), () => ({ state, language: l10n ? ('zh' as const) : ('en' as const), l10n }));
}

/** The same hooks for a test file of a view that is not a document form (see `WebviewHarness.openView`). */
export function viewSuite(): { open(...args: Parameters<WebviewHarness['openView']>): Promise<ViewPage> } {
  const suite = pageSuite<ViewPage>();
  return { open: async (...args) => suite.opened(await suite.harness().openView(...args)) };
}

/** One Chromium for the test file; after each test, every page it opened has logged no problem, and is closed. */
function pageSuite<P extends { problems: string[]; close(): Promise<void> }>(): { harness(): WebviewHarness; opened(page: P): P } {
  let harness: WebviewHarness;
  const opened: P[] = [];
  before(async () => {
    harness = await WebviewHarness.launch();
  });
  after(() => harness.close());
  afterEach(async () => {
    for (const page of opened.splice(0)) {
      assert.deepEqual(page.problems, [], 'no console errors, CSP violations or rejected messages');
      await page.close();
    }
  });
  return { harness: () => harness, opened: (page) => (opened.push(page), page) };
}
