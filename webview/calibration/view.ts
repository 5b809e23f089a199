/** The calibration report as tables: per group with intervals, the experts' ceiling, the confusion matrix, disagreements by cause. */
import * as l10n from '@vscode/l10n';
import type { CalibrationReport, CellChange, Disagreement, DisagreementCause, GroupKind } from '../../src/core/calibration/report';
import type { CellStats, Interval } from '../../src/core/calibration/stats';
import { h } from '../host/dom';
import { tCount } from '../host/count';
import { decimals, figureTable, percent, percentPoints } from '../host/format';

/** "84.4% [65.2% – 100%]": the estimate and its bootstrap 95% interval. */
const withInterval = (i: Interval, show: (v: number | null) => string) => (i.low === null ? show(i.value) : `${show(i.value)} [${show(i.low)} – ${show(i.high)}]`);
const signed = (v: number | null, show: (v: number) => string) => (v === null ? '—' : `${v > 0 ? '+' : v < 0 ? '−' : '±'}${show(Math.abs(v))}`);

function labelName(label: string): string {
  const names: Record<string, string> = { pass: l10n.t('pass'), fail: l10n.t('fail'), 'no-data': l10n.t('no data'), yes: l10n.t('criterion met'), no: l10n.t('criterion not met'), unscored: l10n.t('unscored') };
  return names[label] ?? label;
}

function causeName(cause: DisagreementCause): string {
  return {
    'too-lenient': l10n.t('Too lenient: the judge passed what the experts failed'),
    'too-strict': l10n.t('Too strict: the judge failed what the experts passed'),
    'missed-no-data': l10n.t('Missed no data: the snapshot holds no number'),
    'false-no-data': l10n.t('Said no data where there is a value'),
    'criterion-missed': l10n.t('Criterion missed: met, but the judge said no'),
    'criterion-invented': l10n.t('Criterion invented: not met, but the judge said yes'),
    unscored: l10n.t('Unscored: the judge\'s reply could not be read'),
  }[cause];
}

function groupTitle(kind: GroupKind): string {
  return { template: l10n.t('By template'), task: l10n.t('By task type'), market: l10n.t('By market'), language: l10n.t('By language'), criterion: l10n.t('By rubric criterion') }[kind];
}

function cellRow(name: string, c: CellStats, change?: CellChange): (string | number)[] {
  return [name, c.labelled, withInterval(c.coverage, percent), withInterval(c.agreement, percent), withInterval(c.kappa, decimals), withInterval(c.unscoredRate, percent), change ? `${signed(change.agreement, percentPoints)}, ${signed(change.kappa, decimals)}` : '—'];
}

const cellHead = () => ['', l10n.t('Labelled'), l10n.t('Coverage'), l10n.t('Agreement'), l10n.t("Cohen's kappa"), l10n.t('Unscored'), l10n.t('Change since the previous run (agreement, kappa)')];

export interface ReportActions {
  open(d: Disagreement): void;
}

export function reportView(r: CalibrationReport, file: string, actions: ReportActions): HTMLElement {
  const id = r.identity;
  const c = r.overall;
  const skipped = Object.entries(r.skipped);
  const e = r.ceiling;
  const judge = id.endpoint === 'deterministic' ? l10n.t('the deterministic tolerance check') : l10n.t('{0} at {1}, template {2}, temperature {3}', id.requestedModel, id.endpoint, id.templateId, id.params.temperature);
  return h(
    'div',
    { className: 'stats-body calibration-report' },
    h('p', { className: 'identity' }, l10n.t('Judge: {0}', judge), ' · ', h('code', {}, r.identityHash.slice(0, 12)), ' · ', new Date(r.createdAt).toLocaleString()),
    h('p', { className: 'saved' }, l10n.t('Saved in {0}', file), r.change ? ` · ${l10n.t('changes against {0}', r.change.against.run)}` : ''),
    h('p', { className: 'overall' }, l10n.t('{0}: {1} and {2}.', tCount(c.labelled, '{0} labelled answer', '{0} labelled answers'), tCount(r.labelled.samples, '{0} sample', '{0} samples'), tCount(r.labelled.responses, '{0} review response', '{0} review responses')),
      skipped.length ? ` ${l10n.t('Left out: {0}.', skipped.map(([k, v]) => `${skipName(k)} ${v}`).join(', '))}` : ''),
    figureTable(l10n.t('Overall'), cellHead(), [cellRow(l10n.t('All answers'), c, r.change?.overall)]),
    figureTable(l10n.t("The experts' own ceiling (doubly reviewed items)"), ['', l10n.t('Count'), l10n.t('Agreement'), l10n.t("Cohen's kappa")], e.items
      ? [
          [l10n.t('Reviewer and reviewer'), e.reviewerReviewer.pairs, withInterval(e.reviewerReviewer.agreement, percent), withInterval(e.reviewerReviewer.kappa, decimals)],
          [l10n.t('Reviewer and answer key'), e.reviewerKey.responses, withInterval(e.reviewerKey.agreement, percent), '—'],
        ]
      : [[l10n.t('No doubly reviewed items yet'), 0, '—', '—']]),
    figureTable(l10n.t('Confusion matrix (rows: experts, columns: judge)'), ['', ...c.confusion.labels.map(labelName)], c.confusion.labels.map((label, i) => [labelName(label), ...c.confusion.counts[i]])),
    figureTable(l10n.t('Per label'), ['', l10n.t('Support'), l10n.t('Precision'), l10n.t('Recall')], Object.entries(c.perLabel).map(([label, p]) => [labelName(label), p.support, withInterval(p.precision, percent), withInterval(p.recall, percent)])),
    ...(Object.entries(r.groups) as [GroupKind, Record<string, CellStats>][])
      .filter(([, cells]) => Object.keys(cells).length)
      .map(([kind, cells]) => figureTable(groupTitle(kind), cellHead(), Object.entries(cells).map(([name, cell]) => cellRow(name, cell, r.change?.groups[kind]?.[name])))),
    disagreementsView(r, actions),
  );
}

function skipName(reason: string): string {
  return ({
    ambiguous: l10n.t('flagged ambiguous'),
    'cannot-answer': l10n.t('could not be answered'),
    'key-changed': l10n.t('key changed since the packet'),
    discarded: l10n.t('item discarded'),
    'question-modified': l10n.t('question modified'),
    'not-graded': l10n.t('open-ended, not graded'),
  } as Record<string, string>)[reason] ?? reason;
}

function disagreementsView(r: CalibrationReport, actions: ReportActions): HTMLElement {
  if (!r.disagreements.length) return h('p', { className: 'empty' }, l10n.t('No disagreements: the judge agrees with the experts on every judged answer.'));
  // Unscored replies last: they say nothing of the judge's reading, only of its output.
  const causes = [...new Set(r.disagreements.map((d) => d.cause))].sort((a, b) => Number(a === 'unscored') - Number(b === 'unscored'));
  return h(
    'section',
    { className: 'disagreements' },
    h('h2', {}, tCount(r.disagreements.length, '{0} disagreement', '{0} disagreements')),
    ...causes.map((cause) => {
      const list = r.disagreements.filter((d) => d.cause === cause);
      return h('details', { open: true, className: 'cause' }, h('summary', {}, `${causeName(cause)} (${list.length})`), h('ul', {}, ...list.map((d) => disagreementItem(d, actions))));
    }),
  );
}

function disagreementItem(d: Disagreement, actions: ReportActions): HTMLElement {
  const link = h('a', { href: '#', className: 'item-link', title: l10n.t('Open the item') }, d.item);
  link.addEventListener('click', (event) => {
    event.preventDefault();
    actions.open(d);
  });
  const where = d.source === 'sample' ? l10n.t('sample {0}', (d.sample ?? 0) + 1) : l10n.t('response of {0}', d.reviewer ?? d.packet ?? '');
  return h(
    'li',
    {},
    h('div', { className: 'what' }, link, ` · ${where}`, d.criterion !== undefined ? ` · ${l10n.t('criterion {0}', d.criterion)}` : '', ' · ',
      h('span', { className: 'verdict human' }, l10n.t('experts: {0}', labelName(d.human))), ' · ',
      h('span', { className: 'verdict judge' }, l10n.t('judge: {0}', labelName(d.judge)))),
    h('blockquote', { className: 'answer' }, clip(d.answer)),
    d.reasoning ? h('div', { className: 'reasoning' }, h('span', { className: 'label' }, l10n.t("Judge's words:")), ' ', clip(d.reasoning)) : undefined,
  );
}

const clip = (text: string) => (text.length > 400 ? `${text.slice(0, 399)}…` : text);
