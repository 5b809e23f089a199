import { exportFinSearchComp, isFinSearchCompItem } from '../../core/formats/finsearchcomp';
import { exportCommand } from './exchange';

export const exportFinsearchcompCommand = exportCommand({
  format: 'finsearchcomp',
  noun: { one: 'row', many: 'rows' },
  outFile: '<file.jsonl>',
  summary: 'Write T1 items as FinSearchComp rows (JSONL)',
  help: `Usage: finbench export finsearchcomp <paths…> --out <file.jsonl>

Writes one row per T1 item (folders are searched for *.item.json; \`-\` reads one item from stdin), with FinSearchComp's
columns. An imported item gives back its original row; columns are re-rendered only from
what was edited since (question, criteria, tolerance, snapshot, tickers, date, judge prompts).
Items that are not T1 items with a live snapshot are skipped and named on stderr.

  --out   the JSONL file to write (all at once, never through a symbolic link, never onto an input;
          with a UTF-8 BOM when the items had one)

Exit: 0 all exported, 1 some items skipped, 2 usage error, unreadable or invalid item file.`,
  exportable: isFinSearchCompItem,
  skipReason: 'not a T1 item with a live snapshot',
  render: (items) => exportFinSearchComp(items),
});
