// The item form webview: connects to the host, shows the item (from its page, or else the answer to `ready`) and edits it.
// A classic script (its page runs it from the text the host posts: see `webviewHtml`), so no top-level await.
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-collapsible/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import '../form/select';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import { itemProtocol, reveal } from '../../src/protocol/itemEditor';
import { connectToHost } from '../host/rpc';
import { startDocumentForm } from '../host/start';
import { ItemEditorApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
let app: ItemEditorApp | undefined;
endpoint.onNotification(reveal, ({ pointer, focus }) => app?.reveal(pointer, focus));
void startDocumentForm(endpoint, root, itemProtocol, () => new ItemEditorApp(root, endpoint)).then((started) => (app = started));
