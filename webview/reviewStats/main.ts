// The review statistics view: agreement tables, disputes by cause, numeric deviation, kappa, alpha and times.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import * as l10n from '@vscode/l10n';
import { ready, refresh, type ReviewStatsState } from '../../src/protocol/reviewStats';
import { connectToHost } from '../shared/rpc';
import { h } from '../shared/dom';
import { statsView } from './view';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
const body = h('div', {});
const show = (state: ReviewStatsState) => body.replaceChildren(statsView(state));
try {
  const { state, l10n: bundle } = await endpoint.request(ready);
  if (bundle) l10n.config({ contents: bundle });
  const reload = h('vscode-button', { secondary: true, icon: 'refresh' }, l10n.t('Refresh'));
  reload.addEventListener('click', () => void endpoint.request(refresh).then(show));
  root.replaceChildren(h('header', { className: 'stats-head' }, h('h1', {}, l10n.t('Review statistics')), reload), body);
  root.removeAttribute('aria-busy');
  show(state);
} catch (e) {
  root.textContent = `FinBench: ${(e as Error).message}`;
}
