import { parseArgs } from 'node:util';
import { percent } from '../../core/percent';
import { reviewStats, type AlphaStats, type GroupStats, type ReviewStats } from '../../core/review';
import { EXIT_OK, UsageError, type Command } from '../command';
import { readItemFiles } from './reviewFiles';
import { counted } from '../counted';

export const reviewStatsCommand: Command = {
  name: ['review', 'stats'],
  summary: 'Agreement statistics of the blind review',
  help: `Usage: finbench review stats <paths…> [--json]

Agreement over every reconciled response recorded in the item files (folders are searched for
*.item.json): agreement rate overall, per reviewer, per task type and per market; disputes by
cause; for numeric parts the share within tolerance and the reviewers' deviation in
half-widths of the accepted interval (|d| ≤ 1 is inside); Cohen's kappa of the
agreed/disputed outcome for each pair of reviewers who saw the same items, Fleiss' kappa for
items seen by three or more; Krippendorff's alpha (interval) on the reviewers' deviations in
half-widths of each part's accepted interval (so parts near 100 and near 100,000 weigh alike),
or why it cannot be computed; median time per item. Disputes by cause count disputed
responses (one response may have several causes). Every figure says how many responses,
parts or items it rests on.

  --json   one JSON document on stdout (its shape is documented in docs/cli.md)

Exit: 0, or 2 on a usage error or an unreadable item.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true });
    if (!positionals.length) throw new UsageError('review stats needs at least one item file or folder');
    const stats = reviewStats((await readItemFiles(positionals, io)).map((f) => f.item));
    io.out(values.json ? JSON.stringify(stats) : statsText(stats));
    return EXIT_OK;
  },
};

const number = (value: number | null | undefined, digits = 3) => (value === null || value === undefined ? '—' : value.toFixed(digits));

function groupLines(title: string, groups: Record<string, GroupStats>): string[] {
  return [title, ...Object.entries(groups).map(([name, g]) => `  ${name}: ${percent(g.rate)} agreed (${g.agreed}/${g.responses}), median ${number(g.medianSeconds, 0)} s (${g.timed} timed)`)];
}

const ALPHA_UNAVAILABLE: Record<NonNullable<AlphaStats['unavailable']>, string> = {
  'no-pairs': 'no numeric part has been answered by two reviewers yet',
  'no-variation': 'every answer lies at the same deviation, so there is no variation to measure agreement against',
  'too-large': 'an answer lies so far outside its interval that the arithmetic overflows (see its dispute)',
};

function statsText(s: ReviewStats): string {
  if (!s.responses) return 'No reconciled review responses in these items.';
  const { deviation } = s.numeric;
  const alpha = s.krippendorffAlpha;
  return [
    `${counted(s.responses, 'response')} on ${counted(s.items, 'item')}: ${percent(s.overall.rate)} agreed (${s.overall.agreed}/${s.responses}), median time ${number(s.medianSecondsPerItem, 0)} s per item (from ${counted(s.timedResponses, 'timed response')})`,
    ...groupLines('By reviewer:', s.byReviewer),
    ...groupLines('By task:', s.byTask),
    ...groupLines('By market:', s.byMarket),
    `Disputes by cause (of ${counted(s.overall.disputed, 'disputed response')}; one may have several causes): ${Object.entries(s.disputesByCause).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    `Numeric parts: ${s.numeric.withinTolerance}/${s.numeric.parts} within tolerance (${percent(s.numeric.share)})`,
    `|Deviation| in half-widths of the accepted interval, from ${deviation.count} of ${counted(s.numeric.parts, 'numeric part')} (the others have an interval of zero width): median ${number(deviation.median, 2)}, p90 ${number(deviation.p90, 2)}`,
    `  histogram (${deviation.count}): ${deviation.buckets.map((b, i) => `${b.upTo === null ? `>${deviation.buckets[i - 1]?.upTo ?? 0}` : `≤${b.upTo}`} ${b.count}`).join(', ')}`,
    ...(s.cohenKappa.length
      ? s.cohenKappa.map((k) => `Cohen's kappa ${k.reviewers.join(' / ')} (${counted(k.items, 'item')}): ${number(k.kappa)}`)
      : ['Reviewer agreement (kappa): none yet, no item has been seen by two reviewers']),
    ...(s.fleissKappa ? [`Fleiss' kappa (${s.fleissKappa.raters} raters, ${counted(s.fleissKappa.items, 'item')}): ${number(s.fleissKappa.kappa)}`] : []),
    `Krippendorff's alpha, interval, on deviations in half-widths (${counted(alpha.units, 'part')} answered by two or more, ${counted(alpha.values, 'answer')}): ${alpha.alpha === null ? `not computable: ${ALPHA_UNAVAILABLE[alpha.unavailable!]}` : number(alpha.alpha)}`,
  ].join('\n');
}
