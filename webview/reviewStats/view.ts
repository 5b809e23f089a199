/** The statistics as tables: numbers a coordinator can read and copy, no chart needed. */
import * as l10n from '@vscode/l10n';
import type { AlphaStats, GroupStats } from '../../src/core/review/stats/agreement';
import type { ReviewStatsState } from '../../src/protocol/reviewStats';
import { h } from '../host/dom';
import { tCount } from '../host/count';
import { decimals, figureTable, percent } from '../host/format';

function groupTable(caption: string, groups: Record<string, GroupStats>): HTMLElement {
  return figureTable(caption, ['', l10n.t('Responses'), l10n.t('Agreed'), l10n.t('Disputed'), l10n.t('Agreement'), l10n.t('Median time (s)')],
    Object.entries(groups).map(([name, g]) => [name, g.responses, g.agreed, g.disputed, `${percent(g.rate)} (${g.agreed}/${g.responses})`, l10n.t('{0} (of {1} timed)', decimals(g.medianSeconds, 0), g.timed)]));
}

function alphaValue(alpha: AlphaStats): string {
  switch (alpha.unavailable) {
    case null:
      return decimals(alpha.alpha);
    case 'no-pairs':
      return l10n.t('not computable: no numeric part has been answered by two reviewers yet');
    case 'no-variation':
      return l10n.t('not computable: every answer lies at the same deviation');
    case 'too-large':
      return l10n.t('not computable: an answer lies too far outside its interval to compute with');
  }
}

export function statsView({ stats: s, skipped }: ReviewStatsState): HTMLElement {
  if (!s.responses) return h('p', { className: 'empty' }, l10n.t('No reconciled review responses yet.'));
  const deviation = s.numeric.deviation;
  return h(
    'div',
    { className: 'stats-body' },
    h('p', { className: 'overall' }, l10n.t('{0} on {1}: {2} agreed ({3}/{4}); median {5} s per item, from {6} timed.', tCount(s.responses, '{0} response', '{0} responses'), tCount(s.items, '{0} item', '{0} items'), percent(s.overall.rate), s.overall.agreed, s.responses, decimals(s.medianSecondsPerItem, 0), s.timedResponses)),
    skipped.length ? h('p', { className: 'skipped' }, tCount(skipped.length, '{0} item file with errors is not counted.', '{0} item files with errors are not counted.')) : undefined,
    groupTable(l10n.t('By reviewer'), s.byReviewer),
    groupTable(l10n.t('By task type'), s.byTask),
    groupTable(l10n.t('By market'), s.byMarket),
    figureTable(tCount(s.overall.disputed, 'Disputes by cause, of {0} disputed response', 'Disputes by cause, of {0} disputed responses (one may have several causes)'), [l10n.t('Cause'), l10n.t('Responses')], Object.entries(s.disputesByCause).map(([k, v]) => [k, v])),
    figureTable(l10n.t('Numeric parts'), ['', l10n.t('Value')], [
      [l10n.t('Within tolerance'), `${s.numeric.withinTolerance} / ${s.numeric.parts} (${percent(s.numeric.share)})`],
      [l10n.t('|Deviation|, median (half-widths of the accepted interval)'), l10n.t('{0} (numeric parts counted: {1} of {2})', decimals(deviation.median, 2), deviation.count, s.numeric.parts)],
      [l10n.t('|Deviation|, 90th percentile'), l10n.t('{0} (numeric parts counted: {1} of {2})', decimals(deviation.p90, 2), deviation.count, s.numeric.parts)],
      ...deviation.buckets.map((b, i) => [b.upTo === null ? l10n.t('above {0}', deviation.buckets[i - 1]?.upTo ?? 0) : l10n.t('up to {0}', b.upTo), b.count]),
      [l10n.t('Histogram total'), deviation.count],
    ]),
    s.cohenKappa.length || s.fleissKappa
      ? figureTable(l10n.t('Agreement between reviewers'), [l10n.t('Statistic'), l10n.t('Items'), l10n.t('Value')], [
        ...s.cohenKappa.map((k) => [l10n.t("Cohen's kappa, {0} and {1}", k.reviewers[0], k.reviewers[1]), k.items, decimals(k.kappa)]),
        ...(s.fleissKappa ? [[l10n.t("Fleiss' kappa, {0} reviewers", s.fleissKappa.raters), s.fleissKappa.items, decimals(s.fleissKappa.kappa)]] : []),
      ])
      : h('p', { className: 'empty agreement-empty' }, l10n.t('Agreement between reviewers: none yet, no item has been seen by two reviewers.')),
    figureTable(l10n.t("Krippendorff's alpha (interval), on deviations in half-widths of each part's accepted interval"), [l10n.t('Parts seen by two or more'), l10n.t('Answers given'), l10n.t('Value')], [
      [s.krippendorffAlpha.units, s.krippendorffAlpha.values, alphaValue(s.krippendorffAlpha)],
    ]),
  );
}
