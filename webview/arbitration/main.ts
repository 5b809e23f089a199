// The arbitration view: disputed items with the key and every reviewer's response side by side, and the decision form.
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import '@vscode-elements/elements/dist/vscode-radio/index.js';
import '@vscode-elements/elements/dist/vscode-radio-group/index.js';
import '../form/select';
import { ready } from '../../src/protocol/arbitration';
import { connectToHost } from '../host/rpc';
import { startPanel } from '../host/start';
import { ArbitrationApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
await startPanel(endpoint, root, ready, (state) => new ArbitrationApp(root, endpoint).show(state));
