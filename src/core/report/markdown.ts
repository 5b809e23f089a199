/** The report as Markdown for a pull-request comment, kept under GitHub's comment size. */
import type { Language } from '../item/types';
import { percent } from '../percent';
import type { Rate } from '../review/stats/wilson';
import { reportMessage, type ReportMessageKey } from './messages';
import type { ItemRef, Report, ReportFinding } from './report';

/** The first line of every report comment, so a workflow can find and update its own comment. */
export const REPORT_MARKER = '<!-- finbench-report -->';
/** GitHub refuses comments over 65,536 characters; the rest is left to the JSON report. */
const MAX_CHARS = 60_000;

const code = (text: string) => `\`${text.replace(/`/g, "'")}\``;
const cell = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');

export function reportMarkdown(report: Report, lang: Language = 'en'): string {
  const say = (key: ReportMessageKey, args: Record<string, string | number> = {}) => reportMessage(lang, key, args);
  const rev = (r: Report['base']) => (r.commit ? `${code(r.rev)} (${r.commit.slice(0, 7)})` : r.rev === 'WORKTREE' ? say('workingTree') : code(r.rev));
  const head = [REPORT_MARKER, `## ${say('title')}`, say('range', { base: rev(report.base), head: rev(report.head) }), '',
    `${say('summary', { added: report.added.length, removed: report.removed.length, changed: report.changed.length })} · ${say('findingsSummary', { new: report.findings.new.length, fixed: report.findings.fixed.length })}`];
  if (!report.added.length && !report.removed.length && !report.changed.length) return [...head, '', say('noChange'), ''].join('\n');
  const lines = [...head];
  let budget = MAX_CHARS - head.join('\n').length - 2_000;
  const section = (title: string, entries: string[]) => {
    if (!entries.length) return;
    lines.push('', `### ${title}`);
    for (const [i, entry] of entries.entries()) {
      if (budget - entry.length < 0) {
        lines.push(say('more', { count: entries.length - i }));
        return;
      }
      budget -= entry.length + 1;
      lines.push(entry);
    }
  };
  const describe = (r: ItemRef) => `${code(r.id)} — ${[r.task, r.market, r.status].filter(Boolean).join(' · ')} (${code(r.file)})`;
  section(say('changed'), report.changed.map((c) => [`- ${describe(c)}`, ...c.changes.map((n) => `  - ${n.text.replace(/\n/g, ' ')}`)].join('\n')));
  section(say('added'), report.added.map((r) => `- ${describe(r)}`));
  section(say('removed'), report.removed.map((r) => `- ${code(r.id)} (${code(r.file)})`));
  const findingRow = (kind: string) => (f: ReportFinding) => `| ${kind} | ${code(f.id)} | ${f.severity} | ${cell(f.message)} (${code(f.code)}${f.pointer ? ` ${code(f.pointer)}` : ''}) |`;
  const rows = [...report.findings.new.map(findingRow(say('newFinding'))), ...report.findings.fixed.map(findingRow(say('fixedFinding')))];
  if (rows.length) section(say('findings'), ['| | item | severity | finding |\n|---|---|---|---|', ...rows]);
  lines.push('', `### ${say('agreement')}`, `| | ${say('responses')} | ${say('agreed')} | ${say('rate')} |`, '|---|---|---|---|',
    rateRow(say('before'), report.agreement.before, say('none')), rateRow(say('after'), report.agreement.after, say('none')), '');
  return lines.join('\n');
}

function rateRow(label: string, r: Rate, none: string): string {
  return `| ${label} | ${r.of} | ${r.count} | ${r.rate === null ? none : `${percent(r.rate)} [${percent(r.low)}, ${percent(r.high)}]`} |`;
}
