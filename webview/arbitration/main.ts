// The arbitration view: disputed items with the key and every reviewer's response side by side, and the decision form.
import '@vscode-elements/elements/dist/vscode-badge/index.js';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import '@vscode-elements/elements/dist/vscode-radio/index.js';
import '@vscode-elements/elements/dist/vscode-radio-group/index.js';
import '../shared/select';
import '@vscode-elements/elements/dist/vscode-textarea/index.js';
import '@vscode-elements/elements/dist/vscode-textfield/index.js';
import * as l10n from '@vscode/l10n';
import { ready } from '../../src/protocol/arbitration';
import { connectToHost } from '../shared/rpc';
import { setUiLanguage } from '../shared/uiLanguage';
import { ArbitrationApp } from './app';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
try {
  const { state, language, l10n: bundle } = await endpoint.request(ready);
  setUiLanguage(language);
  if (bundle) l10n.config({ contents: bundle });
  new ArbitrationApp(root, endpoint).show(state);
} catch (e) {
  root.textContent = `FinBench: ${(e as Error).message}`;
}
