import * as l10n from '@vscode/l10n';
import type { PreviewSummary, SampleSummary } from '../../src/core/judge/preview';
import type { JudgeIdentity } from '../../src/core/judge/identity';
import { STOP_CANCEL, stoppedByRun } from '../../src/core/judge/stop';
import type { CallOutcome, Verdict } from '../../src/core/judge/types';
import type { ToleranceVerdict } from '../../src/core/judge/deterministic';
import { addProbes, run, type JudgePreviewState, type PreviewReport } from '../../src/protocol/judgePreview';
import { Cancelled, type Endpoint } from '../../src/protocol/rpc';
import { h } from '../host/dom';
import { percent } from '../host/format';
import { tCount } from '../host/count';
import { loadUiState, saveUiState } from '../host/vscodeApi';

interface UiState {
  repeats?: number;
  report?: PreviewReport;
}

const verdictText = (v: ToleranceVerdict | null | undefined) =>
  v === 'pass' ? l10n.t('pass') : v === 'fail' ? l10n.t('fail') : v === 'no-data' ? l10n.t('no data') : v === 'contradictory' ? l10n.t('contradictory (fails)') : '—';

/** The judge preview: samples with expected verdicts and the tolerance check, Run/Cancel, verdicts over repeats, summary. */
export class JudgePreviewApp {
  private state!: JudgePreviewState;
  private readonly ui = loadUiState<UiState>({});
  private running: AbortController | undefined;
  private readonly header = h('header');
  private readonly controls = h('div', { className: 'controls' });
  private readonly status = h('p', { className: 'status', attrs: { role: 'status', 'aria-live': 'polite' } });
  private readonly body = h('div', { className: 'samples' });
  private readonly summaryBox = h('section', { className: 'summary', attrs: { 'aria-label': l10n.t('Summary') } });
  private readonly repeatsInput = h('input', { type: 'number', min: '1', max: '20', id: 'repeats', className: 'repeats' });
  private readonly runButton = h('vscode-button', { id: 'run', icon: 'play' });
  private readonly cancelButton = h('vscode-button', { id: 'cancel', icon: 'debug-stop', secondary: true, disabled: true });
  private readonly probeButton = h('vscode-button', { id: 'probes', icon: 'beaker', secondary: true });
  /** Streamed reasoning per call id, while a run goes on. */
  private readonly streams = new Map<string, HTMLElement>();

  constructor(
    private readonly root: HTMLElement,
    private readonly endpoint: Endpoint,
  ) {
    this.runButton.addEventListener('click', () => void this.run());
    this.cancelButton.addEventListener('click', () => this.running?.abort());
    this.probeButton.addEventListener('click', () => void this.addProbes());
    this.repeatsInput.addEventListener('change', () => {
      this.ui.repeats = this.repeats();
      saveUiState(this.ui);
    });
    window.addEventListener('keydown', (e) => {
      if ((e.ctrlKey || e.metaKey) && e.key === 'Enter') void this.run();
      if (e.key === 'Escape') this.running?.abort();
    });
    root.replaceChildren(this.header, this.controls, this.status, this.body, this.summaryBox);
    root.removeAttribute('aria-busy');
  }

  show(state: JudgePreviewState): void {
    const changed = this.state && JSON.stringify(this.state.samples) !== JSON.stringify(state.samples);
    this.state = state;
    if (changed) this.ui.report = undefined;
    this.renderHeader();
    this.renderControls();
    this.renderSamples(this.ui.report?.summary);
    this.renderSummary(this.ui.report);
  }

  stream(id: string, text: string): void {
    const target = this.streams.get(id) ?? this.streamTarget(id);
    if (target) target.textContent += text;
  }

  call(outcome: CallOutcome): void {
    const cell = this.root.querySelector<HTMLElement>(`[data-call="${CSS.escape(outcome.id)}"]`);
    if (cell) {
      cell.replaceChildren(runBadge(outcome));
      this.streams.delete(outcome.id);
    }
  }

  stuck(ids: string[]): void {
    this.status.textContent = `${this.status.textContent ?? ''} ${l10n.t('Running past their expected time: {0}', ids.join(', '))}`;
  }

  retry({ id, attempt, error }: { id: string; attempt: number; error: string }): void {
    this.status.textContent = `${this.status.textContent ?? ''} ${l10n.t('{0}: attempt {1} failed ({2}); trying again.', id, attempt, error)}`;
  }

  private repeats(): number {
    const n = Number(this.repeatsInput.value);
    return Number.isInteger(n) && n >= 1 && n <= 20 ? n : this.state.repeats;
  }

  private renderHeader() {
    const s = this.state;
    const judge =
      s.mode === 'model' && s.endpoint
        ? l10n.t('Judge model {0} at {1}', s.endpoint.model, s.endpoint.baseURL)
        : s.mode === 'deterministic'
          ? l10n.t('Judge: the deterministic tolerance check')
          : l10n.t('No judge can run');
    this.header.replaceChildren(
      h('h1', {}, l10n.t('Judge preview'), ' ', h('span', { className: 'item-id' }, s.itemId || s.file)),
      h('p', { className: 'meta' }, 'error' in s.template ? '' : l10n.t('Template: {0} ({1})', s.template.title, s.template.id), ' · ', h('span', { className: 'judge' }, judge)),
      ...(s.error ? [h('div', { className: 'message error', attrs: { role: 'alert' } }, s.error)] : []),
      ...(s.notice ? [h('div', { className: `notice ${s.mode}`, attrs: { role: 'note' } }, h('vscode-icon', { name: 'info' }), h('span', {}, s.notice))] : []),
    );
  }

  private renderControls() {
    this.repeatsInput.value = String(this.ui.repeats ?? this.state.repeats);
    this.runButton.textContent = l10n.t('Run judge');
    this.cancelButton.textContent = l10n.t('Cancel');
    this.probeButton.textContent = l10n.t('Add probe answers');
    (this.runButton as HTMLElement & { disabled: boolean }).disabled = this.state.mode === 'unavailable' || !this.state.samples.length || !!this.running;
    this.controls.replaceChildren(
      h('label', { htmlFor: 'repeats' }, l10n.t('Repeats')),
      this.repeatsInput,
      this.runButton,
      this.cancelButton,
      this.probeButton,
    );
    this.repeatsInput.disabled = this.state.mode !== 'model';
    if (!this.state.samples.length && !this.state.error) this.status.textContent = l10n.t('The item has no sample answers yet: add some in the form, or add probe answers.');
  }

  private async run() {
    if (this.running || this.state.mode === 'unavailable') return;
    const controller = (this.running = new AbortController());
    this.setRunning(true);
    this.streams.clear();
    const repeats = this.state.mode === 'model' ? this.repeats() : 1;
    this.renderSamples(undefined, repeats);
    this.summaryBox.replaceChildren();
    this.status.textContent = l10n.t('Running…');
    try {
      const report = await this.endpoint.requestWith(run, { signal: controller.signal, onProgress: (p) => (this.status.textContent = l10n.t('{0} of {1} done', p.done ?? 0, tCount(p.total ?? 0, '{0} call', '{0} calls'))) }, { repeats });
      this.ui.report = report;
      saveUiState(this.ui);
      this.status.textContent = report.cancelled ? l10n.t('Cancelled.') : report.deadlineReached ? l10n.t('Stopped: the run deadline was reached.') : l10n.t('Done.');
      if (report.stuck.length) this.status.textContent += ` ${l10n.t('Running past their expected time: {0}', report.stuck.join(', '))}`;
      if (report.recorded) this.status.textContent += ` ${l10n.t('Recorded for the dashboard in {0}.', report.recorded)}`;
      this.renderSamples(report.summary);
      this.renderSummary(report);
    } catch (e) {
      this.status.textContent = e instanceof Cancelled ? l10n.t('Cancelled.') : l10n.t('The run failed: {0}', (e as Error).message);
    } finally {
      this.running = undefined;
      this.setRunning(false);
    }
  }

  private setRunning(on: boolean) {
    (this.runButton as HTMLElement & { disabled: boolean }).disabled = on || this.state.mode === 'unavailable';
    (this.cancelButton as HTMLElement & { disabled: boolean }).disabled = !on;
  }

  private async addProbes() {
    try {
      const n = await this.endpoint.request(addProbes);
      this.status.textContent = tCount(n, '{0} probe answer added to the samples, with the verdict of the tolerance check.', '{0} probe answers added to the samples, each with the verdict of the tolerance check.');
    } catch (e) {
      this.status.textContent = (e as Error).message;
    }
  }

  private streamTarget(id: string): HTMLElement | undefined {
    const target = this.root.querySelector<HTMLElement>(`pre[data-stream="${CSS.escape(id)}"]`) ?? undefined;
    if (target) this.streams.set(id, target);
    return target;
  }

  /** One row per sample; cells per repeat are filled as calls finish, and the summary fills the rest. */
  private renderSamples(summary: PreviewSummary | undefined, repeats = summary ? Math.max(1, ...summary.samples.map((s) => s.runs.length)) : 0) {
    const rubric = this.state.rubric.length > 0 && !('error' in this.state.template) && this.state.template.kind === 'rubric';
    const pairwise = !('error' in this.state.template) && this.state.template.kind === 'pairwise';
    const headings = [l10n.t('#'), l10n.t('Answer'), l10n.t('Expected'), l10n.t('Tolerance check'), l10n.t('Verdicts'), rubric ? l10n.t('Weighted score') : l10n.t('Majority'), l10n.t('Agreement')];
    const table = h(
      'table',
      { className: 'samples-table' },
      h('thead', {}, h('tr', {}, ...headings.map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, ...this.state.samples.flatMap((sample, i) => this.sampleRows(i, sample, summary?.samples[i], repeats, rubric, pairwise, summary?.cutShort))),
    );
    // In a narrow panel each sample is a card and every value shows its column's heading beside it (judgePreview.css).
    for (const row of table.querySelectorAll('tr[data-sample]')) [...row.children].forEach((cell, c) => cell.setAttribute('data-label', headings[c]));
    this.body.replaceChildren(table, ...(summary?.pairwise ? [pairwiseTable(summary)] : []));
  }

  private sampleRows(i: number, sample: JudgePreviewState['samples'][number], result: SampleSummary | undefined, repeats: number, rubric: boolean, pairwise: boolean, cutShort: PreviewSummary['cutShort']): HTMLElement[] {
    const calls = pairwise ? [] : Array.from({ length: repeats }, (_, r) => `s${i}.r${r}`);
    const verdicts = h('td', { className: 'verdicts' }, ...calls.map((id, r) => h('span', { className: 'call', dataset: { call: id } }, result?.runs[r] ? runBadge(result.runs[r]) : h('span', { className: 'pending' }, '…'))));
    const expected = rubric && sample.expectedScore !== undefined ? `${verdictText(sample.expected)} (${sample.expectedScore})` : verdictText(sample.expected);
    const majority = rubric ? (result?.meanScore !== undefined ? result.meanScore.toFixed(2) : '—') : result ? verdictText(result.majority) : '—';
    const stats = result && !rubric && result.runs.length ? ` · ${result.flips === null ? l10n.t('no flips or pass^k: {0}', cutShortText(cutShort)) : `${l10n.t('flips {0}', result.flips)}${result.allRepeatsAgree !== null ? ` · pass^${result.runs.length} ${result.allRepeatsAgree ? '✓' : '✗'}` : ''}`}` : '';
    const agreement = result?.agrees === true ? h('span', { className: 'agrees' }, '✓ ', l10n.t('agrees')) : result?.agrees === false ? h('span', { className: 'differs' }, '✗ ', l10n.t('differs')) : '—';
    const row = h(
      'tr',
      { dataset: { sample: String(i) } },
      h('td', {}, String(i + 1)),
      h('td', { className: 'answer' }, sample.answer, ...(sample.note ? [h('div', { className: 'note' }, sample.note)] : [])),
      h('td', { className: 'expected' }, expected),
      h('td', { className: `deterministic ${sample.deterministic ?? ''}` }, verdictText(sample.deterministic)),
      verdicts,
      h('td', { className: 'majority' }, majority, stats),
      h('td', { className: 'agreement' }, agreement),
    );
    const rows = [row];
    if (result?.disagreesWithDeterministic) {
      rows.push(h('tr', { className: 'warning-row' }, h('td', { colSpan: 7 }, h('div', { className: 'disagreement', attrs: { role: 'alert' } }, h('vscode-icon', { name: 'warning' }), l10n.t('The judge says {0}, but the tolerance check says {1}: the judge may be ignoring the tolerance.', verdictText(result.majority), verdictText(result.deterministic))))));
    }
    if (calls.length || result) rows.push(h('tr', { className: 'details-row' }, h('td', { colSpan: 7 }, this.details(calls, result, rubric, sample.expectedScore))));
    return rows;
  }

  private details(calls: string[], result: SampleSummary | undefined, rubric: boolean, expectedScore: number | undefined): HTMLElement {
    const runs = calls.map((id, r) => {
      const outcome = result?.runs[r];
      const pre = h('pre', { className: 'reasoning', dataset: { stream: id } }, outcome?.raw ?? '');
      const extra = outcome?.verdict?.kind === 'unscored'
        ? h('p', { className: 'unscored' }, l10n.t('Unscored: {0}. The raw reply is kept above.', unscoredReason(outcome.verdict)))
        : outcome && stoppedByRun(outcome)
          ? h('p', { className: 'cancelled' }, outcome.error === STOP_CANCEL ? l10n.t('The run was cancelled before the call had its reply.') : l10n.t('The run reached its deadline before the call had its reply.'))
          : outcome?.error
            ? h('p', { className: 'error' }, outcome.error)
            : undefined;
      return h('div', { className: 'run' }, h('h4', {}, l10n.t('Repeat {0}', r + 1), outcome ? ` · ${outcome.latencyMs} ms${outcome.cached ? ` · ${l10n.t('from the cache')}` : ''}${outcome.attempts > 1 ? ` · ${l10n.t('{0} attempts', outcome.attempts)}` : ''}${outcome.usage ? ` · ${l10n.t('{0} + {1} tokens', outcome.usage.prompt, outcome.usage.completion)}` : ''}` : ''), pre, extra);
    });
    const criteria = rubric && result?.criteria ? [criteriaTable(this.state.rubric, result, expectedScore)] : [];
    return h('details', { open: !!this.running }, h('summary', {}, l10n.t('Reasoning and details')), ...criteria, ...runs);
  }

  private renderSummary(report: PreviewReport | undefined) {
    if (!report) return this.summaryBox.replaceChildren();
    const s = report.summary;
    const item = (label: string, value: string) => h('div', { className: 'figure' }, h('dt', {}, label), h('dd', {}, value));
    const mixed = s.judges.length > 1
      ? [h('div', { className: 'message warning mixed-judges', attrs: { role: 'alert' } }, h('vscode-icon', { name: 'warning' }), l10n.t('These verdicts come from {0} different judges (model, fingerprint, template, parameters or structured output differ): {1}', s.judges.length, s.judges.map(judgeText).join('; ')))]
      : [];
    this.summaryBox.replaceChildren(
      h('h2', {}, l10n.t('Summary')),
      ...mixed,
      h(
        'dl',
        {},
        item(l10n.t('Agreement with expected verdicts'), agreementText(s)),
        item(l10n.t('Flips'), s.flips === null ? `— (${cutShortText(s.cutShort)})` : String(s.flips)),
        ...(s.pairwise ? [] : [item(l10n.t('Unscored answers'), l10n.t('{0} of {1}', s.unscored, s.samples.length))]),
        ...(s.unscoredCalls && (s.pairwise || s.unscoredCalls !== s.unscored) ? [item(l10n.t('Unscored calls'), String(s.unscoredCalls))] : []),
        item(l10n.t('Errors'), String(s.errors)),
        ...(s.cancelled ? [item(s.cutShort === 'deadline' ? l10n.t('Stopped at the deadline') : l10n.t('Cancelled'), tCount(s.cancelled, '{0} call', '{0} calls'))] : []),
        item(l10n.t('Retries'), String(s.retries)),
        ...(report.identity ? [item(l10n.t('Structured output'), structuredText(report.identity.structured))] : []),
        item(l10n.t('Latency p50 / p95'), `${s.latencyMs.p50 ?? '—'} / ${s.latencyMs.p95 ?? '—'} ms`),
        item(l10n.t('Tokens (prompt + completion)'), s.tokens ? `${s.tokens.prompt} + ${s.tokens.completion}` : l10n.t('not reported by the endpoint')),
        item(l10n.t('Cache hits / misses'), `${s.cache.hits} / ${s.cache.misses}`),
        item(l10n.t('Judge'), report.judge === 'model' ? l10n.t('model') : l10n.t('deterministic tolerance check')),
      ),
    );
  }
}

/** How the judge's output format was held, in words. */
function structuredText(mode: JudgeIdentity['structured']): string {
  return mode === 'enforced'
    ? l10n.t('enforced by the server')
    : mode === 'accepted'
      ? l10n.t('accepted, not enforced: replies are read as text')
      : l10n.t('refused by the server: replies are read as text');
}

function judgeText(j: JudgeIdentity): string {
  return [j.reportedModel ?? j.requestedModel, j.systemFingerprint, j.templateId, j.templateHash.slice(0, 8), `t=${j.params.temperature}`, structuredText(j.structured)].filter(Boolean).join(' · ');
}

function runBadge(o: CallOutcome): HTMLElement {
  const v = o.verdict;
  const [cls, text] = stoppedByRun(o)
    ? ['cancelled', o.error === STOP_CANCEL ? l10n.t('cancelled') : l10n.t('stopped')]
    : o.error
    ? ['error', l10n.t('error')]
    : v?.kind === 'pass' || v?.kind === 'fail' || v?.kind === 'no-data'
      ? [v.kind, verdictText(v.kind)]
      : v?.kind === 'rubric'
        ? ['score', v.score.toFixed(2)]
        : v?.kind === 'choice'
          ? ['choice', `[[${v.choice}]]`]
          : ['unscored', l10n.t('unscored')];
  return h('span', { className: `badge ${cls}${o.cached ? ' cached' : ''}`, title: o.error ?? (o.cached ? l10n.t('from the cache') : '') }, text);
}

/** Why a reply is unscored, in the UI language (the English text when the reason has no template, as in older cached runs). */
function unscoredReason(v: Extract<Verdict, { kind: 'unscored' }>): string {
  return v.because ? l10n.t(v.because.template, ...v.because.args) : v.reason;
}

/** Why a run's consistency figures are absent. */
function cutShortText(cutShort: PreviewSummary['cutShort']): string {
  return cutShort === 'deadline' ? l10n.t('the run stopped at its deadline, and a partial run says nothing about consistency') : l10n.t('the run was cancelled, and a partial run says nothing about consistency');
}

/** Agreement over the answers compared, and how many answers were left out and why. */
function agreementText(s: PreviewSummary): string {
  const { agreed, compared, leftOut } = s.agreement;
  const figure = compared ? tCount(compared, '{1}/{0} answer', '{1}/{0} answers', agreed) : '—';
  const reasons = [
    leftOut.noExpectation && tCount(leftOut.noExpectation, '{0} without an expected verdict', '{0} without an expected verdict'),
    leftOut.unscored && tCount(leftOut.unscored, '{0} unscored', '{0} unscored'),
    leftOut.notJudged && tCount(leftOut.notJudged, '{0} not judged (the run stopped first)', '{0} not judged (the run stopped first)'),
  ].filter((r): r is string => !!r);
  return reasons.length ? `${figure} · ${l10n.t('{0} of {1} left out: {2}', leftOut.noExpectation + leftOut.unscored + leftOut.notJudged, s.samples.length, reasons.join(l10n.t(', ')))}` : figure;
}

function criteriaTable(rubric: JudgePreviewState['rubric'], result: SampleSummary, expectedScore: number | undefined): HTMLElement {
  return h(
    'table',
    { className: 'criteria' },
    h('thead', {}, h('tr', {}, ...[l10n.t('Criterion'), l10n.t('Weight'), l10n.t('Met in runs')].map((t) => h('th', { scope: 'col' }, t)))),
    h(
      'tbody',
      {},
      ...rubric.map((c) => {
        const counts = result.criteria?.find((x) => x.id === c.id);
        return h('tr', {}, h('td', {}, `[${c.id}] ${c.text}`), h('td', { className: c.weight < 0 ? 'penalty' : '' }, `${c.weight > 0 ? '+' : ''}${c.weight}`), h('td', {}, counts ? `${counts.yes}/${counts.scored}` : '—'));
      }),
    ),
    h('tfoot', {}, h('tr', {}, h('td', {}, l10n.t('Weighted score (expected {0})', expectedScore ?? '—')), h('td', { colSpan: 2 }, result.meanScore !== undefined ? result.meanScore.toFixed(2) : '—'))),
  );
}

function pairwiseTable(summary: PreviewSummary): HTMLElement {
  const p = summary.pairwise!;
  const outcome = (o: string | null) => (o === 'first' ? l10n.t('first wins') : o === 'second' ? l10n.t('second wins') : o === 'tie' ? l10n.t('tie') : l10n.t('unscored'));
  return h(
    'section',
    { className: 'pairwise' },
    h('h2', {}, l10n.t('Pairwise comparisons (both orders)')),
    h('p', {}, l10n.t('Position consistency {0} · tie rate {1}', percent(p.stats.positionConsistency), percent(p.stats.tieRate))),
    h(
      'table',
      {},
      h('thead', {}, h('tr', {}, ...[l10n.t('Pair'), l10n.t('Repeat'), l10n.t('Outcome'), l10n.t('Same in both orders')].map((t) => h('th', { scope: 'col' }, t)))),
      h('tbody', {}, ...p.pairs.map((x) => h('tr', {}, h('td', {}, `${x.a + 1} – ${x.b + 1}`), h('td', {}, String(x.repeat + 1)), h('td', {}, outcome(x.verdict.outcome)), h('td', {}, x.verdict.consistent === null ? '—' : x.verdict.consistent ? '✓' : l10n.t('flipped: counted as a tie'))))),
    ),
    h('p', { className: 'elo' }, l10n.t('Elo (K=4, start 1000): {0}', p.elo.map((r, i) => `#${i + 1} ${r.toFixed(1)}`).join(', '))),
  );
}
