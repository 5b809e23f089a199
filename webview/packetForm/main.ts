// The reviewer's packet form: connects to the host, shows the packet (from its page, or else the answer to `ready`) and edits its responses.
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-collapsible/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import '../form/select';
import '@vscode-elements/elements/dist/vscode-toolbar-button/index.js';
import { packetProtocol } from '../../src/protocol/packetForm';
import { connectToHost } from '../host/rpc';
import { startDocumentForm } from '../host/start';
import { PacketFormApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
void startDocumentForm(endpoint, root, packetProtocol, () => new PacketFormApp(root, endpoint));
