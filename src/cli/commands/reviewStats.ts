import { parseArgs } from 'node:util';
import { reviewStats, type GroupStats, type ReviewStats } from '../../core/review';
import { EXIT_OK, UsageError, type Command } from '../command';
import { readItemFiles } from './reviewFiles';

export const reviewStatsCommand: Command = {
  name: ['review', 'stats'],
  summary: 'Agreement statistics of the blind review',
  help: `Usage: finbench review stats <paths…> [--json]

Agreement over every reconciled response recorded in the item files (folders are searched for
*.item.json): agreement rate overall, per reviewer, per task type and per market; disputes by
cause; for numeric parts the share within tolerance and the reviewers' deviation in
half-widths of the accepted interval (|d| ≤ 1 is inside); Cohen's kappa of the
agreed/disputed outcome for each pair of reviewers who saw the same items, Fleiss' kappa for
items seen by three or more; Krippendorff's alpha (interval) on the reviewers' numbers for
the same part; median time per item.

  --json   one JSON document on stdout (its shape is documented in the README)

Exit: 0, or 2 on a usage error or an unreadable item.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true });
    if (!positionals.length) throw new UsageError('review stats needs at least one item file or folder');
    const stats = reviewStats((await readItemFiles(positionals, io)).map((f) => f.item));
    io.out(values.json ? JSON.stringify(stats) : statsText(stats));
    return EXIT_OK;
  },
};

const percent = (share: number | null) => (share === null ? '—' : `${(share * 100).toFixed(1)}%`);
const number = (value: number | null | undefined, digits = 3) => (value === null || value === undefined ? '—' : value.toFixed(digits));

function groupLines(title: string, groups: Record<string, GroupStats>): string[] {
  return [title, ...Object.entries(groups).map(([name, g]) => `  ${name}: ${percent(g.rate)} agreed (${g.agreed}/${g.responses}), median ${number(g.medianSeconds, 0)} s`)];
}

function statsText(s: ReviewStats): string {
  if (!s.responses) return 'No reconciled review responses in these items.';
  return [
    `${s.responses} response${s.responses === 1 ? '' : 's'} on ${s.items} item${s.items === 1 ? '' : 's'}: ${percent(s.overall.rate)} agreed, median time ${number(s.medianSecondsPerItem, 0)} s per item`,
    ...groupLines('By reviewer:', s.byReviewer),
    ...groupLines('By task:', s.byTask),
    ...groupLines('By market:', s.byMarket),
    `Disputes by cause: ${Object.entries(s.disputesByCause).map(([k, v]) => `${k} ${v}`).join(', ') || 'none'}`,
    `Numeric parts: ${s.numeric.withinTolerance}/${s.numeric.parts} within tolerance (${percent(s.numeric.share)}); |deviation| median ${number(s.numeric.deviation.median, 2)}, p90 ${number(s.numeric.deviation.p90, 2)} half-widths`,
    ...s.cohenKappa.map((k) => `Cohen's kappa ${k.reviewers.join(' / ')} (${k.items} item${k.items === 1 ? '' : 's'}): ${number(k.kappa)}`),
    ...(s.fleissKappa ? [`Fleiss' kappa (${s.fleissKappa.raters} raters, ${s.fleissKappa.items} item${s.fleissKappa.items === 1 ? '' : 's'}): ${number(s.fleissKappa.kappa)}`] : []),
    ...(s.krippendorffAlpha ? [`Krippendorff's alpha, interval (${s.krippendorffAlpha.units} part${s.krippendorffAlpha.units === 1 ? '' : 's'}): ${number(s.krippendorffAlpha.alpha)}`] : []),
  ].join('\n');
}
