// The review statistics view: agreement tables, disputes by cause, numeric deviation, kappa, alpha and times.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import * as l10n from '@vscode/l10n';
import { ready, refresh, type ReviewStatsState } from '../../src/protocol/reviewStats';
import { connectToHost } from '../host/rpc';
import { startPanel } from '../host/start';
import { h } from '../host/dom';
import { statsView } from './view';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
const body = h('div', {});
const show = (state: ReviewStatsState) => body.replaceChildren(statsView(state));
await startPanel(endpoint, root, ready, (state) => {
  const reload = h('vscode-button', { secondary: true, icon: 'refresh' }, l10n.t('Refresh'));
  reload.addEventListener('click', () => void endpoint.request(refresh).then(show));
  root.replaceChildren(h('header', { className: 'stats-head' }, h('h1', {}, l10n.t('Review statistics')), reload), body);
  root.removeAttribute('aria-busy');
  show(state);
});
