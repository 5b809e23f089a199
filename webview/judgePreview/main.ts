// The judge preview webview: connects to the host, shows the item's samples, runs the judge and shows what it says.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import { didCall, didChange, didRetry, didStream, didStuck, ready, type JudgePreviewState } from '../../src/protocol/judgePreview';
import { connectToHost } from '../host/rpc';
import { startPanel } from '../host/start';
import { JudgePreviewApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
let app: JudgePreviewApp | undefined;
let early: JudgePreviewState | undefined;
endpoint.onNotification(didChange, (state) => (app ? app.show(state) : (early = state)));
endpoint.onNotification(didStream, ({ id, text }) => app?.stream(id, text));
endpoint.onNotification(didCall, (outcome) => app?.call(outcome));
endpoint.onNotification(didStuck, (ids) => app?.stuck(ids));
endpoint.onNotification(didRetry, (retry) => app?.retry(retry));

await startPanel(endpoint, root, ready, (state) => {
  app = new JudgePreviewApp(root, endpoint);
  app.show(early ?? state);
});
