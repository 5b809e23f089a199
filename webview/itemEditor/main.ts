// The item form webview: connects to the host, waits for the document, then shows and edits it.
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-collapsible/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import '../shared/select';
import '@vscode-elements/elements/dist/vscode-textarea/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import { didChange, ready, reveal, type DocumentState } from '../../src/protocol/itemEditor';
import { connectToHost } from '../shared/rpc';
import { startView } from '../shared/start';
import { ItemEditorApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
let app: ItemEditorApp | undefined;
/** A change that arrives before the first state (it may be newer than that state). */
let early: DocumentState | undefined;
endpoint.onNotification(didChange, (state) => (app ? app.show(state) : (early = state)));
endpoint.onNotification(reveal, ({ pointer, focus }) => app?.reveal(pointer, focus));

try {
  const { state, later } = await startView(endpoint, ready);
  app = new ItemEditorApp(root, endpoint);
  const shown = early && early.version > state.version ? early : state;
  app.show(shown);
  // The page's state may have been overtaken while the page loaded; the answer to `ready` is the document now.
  later?.then(
    (now) => now.version > shown.version && app!.show(now),
    (e: Error) => root.dispatchEvent(new CustomEvent('form-error', { detail: e.message })),
  );
} catch (e) {
  root.textContent = `FinBench: ${(e as Error).message}`;
}
