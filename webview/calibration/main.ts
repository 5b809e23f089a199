// The calibration view: run the judge over every labelled answer, read it against the experts, open a disagreement's item.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import '@vscode-elements/elements/dist/vscode-checkbox/index.js';
import '@vscode-elements/elements/dist/vscode-icon/index.js';
import * as l10n from '@vscode/l10n';
import { openItem, ready, runCalibration, type CalibrationState } from '../../src/protocol/calibration';
import { Cancelled } from '../../src/protocol/rpc';
import { connectToHost } from '../host/rpc';
import { h } from '../host/dom';
import { startPanel } from '../host/start';
import { tCount } from '../host/count';
import { reportView } from './view';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
const body = h('div', { className: 'calibration-body' });
const status = h('p', { className: 'status', attrs: { role: 'status', 'aria-live': 'polite' } });
let running: AbortController | undefined;

await startPanel(endpoint, root, ready, (state) => {
  const runButton = h('vscode-button', { icon: 'play' }, l10n.t('Calibrate'));
  const cancelButton = h('vscode-button', { secondary: true, icon: 'stop-circle', disabled: true }, l10n.t('Cancel'));
  const batch = h('vscode-checkbox', { label: l10n.t('Through the Batch API'), disabled: state.mode !== 'model' }) as HTMLElement & { checked: boolean };
  const setRunning = (on: boolean) => {
    (runButton as HTMLElement & { disabled: boolean }).disabled = on;
    (cancelButton as HTMLElement & { disabled: boolean }).disabled = !on;
  };
  const show = (report: NonNullable<CalibrationState['last']>) => body.replaceChildren(reportView(report.report, report.file, {
    open: (d) => void endpoint.request(openItem, d.source === 'sample' && d.sample !== undefined ? { file: d.file, sample: d.sample } : { file: d.file }),
  }));
  runButton.addEventListener('click', async () => {
    if (running) return;
    const controller = (running = new AbortController());
    setRunning(true);
    status.textContent = l10n.t('Running…');
    try {
      const result = await endpoint.requestWith(runCalibration, {
        signal: controller.signal,
        onProgress: (p) => (status.textContent = l10n.t('{0} of {1} done', p.done ?? 0, tCount(p.total ?? 0, '{0} call', '{0} calls'))),
      }, { batch: batch.checked });
      status.textContent = l10n.t('Done.');
      show(result);
    } catch (e) {
      status.textContent = e instanceof Cancelled ? l10n.t('Cancelled: nothing was saved.') : l10n.t('The run failed: {0}', (e as Error).message);
    } finally {
      running = undefined;
      setRunning(false);
    }
  });
  cancelButton.addEventListener('click', () => running?.abort());
  window.addEventListener('keydown', (e) => e.key === 'Escape' && running?.abort());
  const judge = state.mode === 'model' && state.endpoint ? l10n.t('Judge model {0} at {1}', state.endpoint.model, state.endpoint.baseURL) : l10n.t('Judge: the deterministic tolerance check');
  root.replaceChildren(
    h('header', { className: 'stats-head' }, h('h1', {}, l10n.t('Judge calibration'))),
    h('p', { className: 'meta' }, judge),
    ...(state.notice ? [h('div', { className: 'notice', attrs: { role: 'note' } }, h('vscode-icon', { name: 'info' }), h('span', {}, state.notice))] : []),
    h('p', { className: 'explain' }, l10n.t('Judges every labelled answer of the workspace (sample answers with an expected verdict, reconciled review responses) and compares the verdicts with the experts\', with bootstrap 95% intervals over items. Each run is saved in {0}.', state.folder ?? '.finbench/calibration')),
    h('div', { className: 'controls' }, runButton, cancelButton, batch),
    status,
    body,
  );
  root.removeAttribute('aria-busy');
  if (state.last) show(state.last);
  else body.replaceChildren(h('p', { className: 'empty' }, l10n.t('No calibration run yet.')));
});
