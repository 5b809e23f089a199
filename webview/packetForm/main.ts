// The reviewer's packet form: connects to the host, waits for the packet document, then shows and edits its responses.
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-collapsible/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import '../shared/select';
import '@vscode-elements/elements/dist/vscode-textarea/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import * as l10n from '@vscode/l10n';
import { didChange, ready, type PacketState } from '../../src/protocol/packetForm';
import { connectToHost } from '../shared/rpc';
import { PacketFormApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
let app: PacketFormApp | undefined;
/** A change that arrives before the answer to `ready` (it may be newer than that answer). */
let early: PacketState | undefined;
endpoint.onNotification(didChange, (state) => (app ? app.show(state) : (early = state)));

try {
  const { state, l10n: bundle } = await endpoint.request(ready);
  if (bundle) l10n.config({ contents: bundle });
  app = new PacketFormApp(root, endpoint);
  app.show(early && early.version > state.version ? early : state);
} catch (e) {
  root.textContent = `FinBench: ${(e as Error).message}`;
}
