/**
 * The host side of every webview: one session type for custom editors and panels alike.
 *
 * HOW TO ADD A VIEW
 * A view is a descriptor plus a bundle; the session does the HTML, CSP (nonce, no network, only dist/ and media/),
 * the rpc endpoint, the `ready` handshake with the UI language and translations, reloading when the language
 * changes, disposal with the panel, and the test hook (`WebviewLayer.sessions()`, `session.receive()`,
 * `session.onDidPost`).
 *
 * 1. Protocol, `src/protocol/<view>.ts`: the view's messages, each with the parser of its params (the host only ever
 *    sees checked params; use `noParams` for none, `sentByHost()` for what only the host sends):
 *      export const ready = readyRequest<HelloState>();
 *      export const greet = new Request<{ name: string }, string>('hello/greet', parseGreet);
 *      export const didTick = new Notification<number>('hello/didTick', sentByHost());
 *    A handler runs with `(params, session, { signal, progress })`: the session pushes notifications to its view while it
 *    works; the webview calls `endpoint.requestWith(type, { signal, onProgress }, params)` for long work.
 * 2. Webview, `webview/<view>/main.ts` (built to dist/webview/<view>.js by esbuild.mjs, found by its folder name):
 *      const endpoint = connectToHost();                                   // webview/host/rpc.ts
 *      await startPanel(endpoint, root, ready, (state) => render(state));   // webview/host/start.ts
 *    `startPanel` starts the view with `startView`, which sends `ready` and sets the UI language (the page's `lang`,
 *    `uiLanguage()`) and translations. With `stateInPage: true` in the descriptor (a quick, synchronous `state()`),
 *    the host writes the first state into the page, so the first render waits for no message (forms over a document
 *    start with `startDocumentForm`). Pages build on `webview/host/` (DOM, UI language, counts, times, percentages
 *    and tables in `format.ts`) and forms on the engine in `webview/form/`.
 *    Styles: `media/form.css` (shared form layout) and `media/<view>.css` for the view's own.
 * 3. Descriptor, in `src/extension/<view>/`:
 *    - a panel (judge preview, arbitration, dashboard):
 *        services.webviews.openPanel({
 *          viewType: 'finbench.hello', bundle: 'hello', styles: ['form'], title: () => t('Hello'),
 *          state: () => ({ greeting: 'hi' }),
 *          handlers: [handle(greet, ({ name }) => `Hello, ${name}`)],
 *          connect: (session) => [timer.onTick((n) => session.notify(didTick, n))],
 *        });
 *    - a form over a JSON document (the packet form): a `JsonDocumentKind` (see items/itemKind.ts) with
 *      `protocol: jsonDocumentProtocol<Content>('packet', rules)`, then in activate():
 *        JsonDocumentEditor.register(context, packetKind, webviews, diagnostics), its `file` a FileKind of
 *        core/files/fileKinds.ts's FILE_KINDS; package.json gets the `customEditors` entry. Its page holds the first
 *        state; the webview starts with `startDocumentForm(endpoint, root, protocol, () => new Form(...))`.
 * test/integration/webviewLayer.test.ts opens such a minimal panel (test/views/echo/main.ts) end to end.
 */
export { JsonDocumentEditor, pointerAt, type DocumentSession, type JsonDocumentKind } from './jsonDocumentEditor';
export { applyJsonEdit } from './documentEdits';
export { activeFileUri, reopenWith } from './reopen';
export { handle, type PanelDescriptor, type RequestHandler, type ViewDescriptor } from './viewDescriptor';
export { WebviewLayer } from './webviewLayer';
export { WebviewSession, type SessionEnvironment } from './webviewSession';
