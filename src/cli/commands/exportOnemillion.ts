import { exportOneMillion, isOneMillionItem } from '../../core/formats/onemillion';
import { exportCommand } from './exchange';

export const exportOnemillionCommand = exportCommand({
  format: 'onemillion',
  noun: { one: 'entry', many: 'entries' },
  outFile: '<file.json>',
  summary: 'Write OE items as OneMillion-Bench entries (JSON array, or JSONL for .jsonl)',
  help: `Usage: finbench export onemillion <paths…> --out <file.json>

Writes one OneMillion-Bench entry per OE item (folders are searched for *.item.json; \`-\` reads
one item from stdin): a JSON array, or JSON Lines when the file name ends in .jsonl. An
imported item gives back its original entry; fields are re-rendered only from what was
edited since (question, system prompt, market, topics, time sensitivity, rubric criteria).
An item made in FinBench gets its item id as 'id' and a null 'case_id'. Items that are not
OE items with a rubric are skipped and named on stderr.

  --out   the file to write (all at once, never through a symbolic link, never onto an input;
          with a UTF-8 BOM when the items had one)

Exit: 0 all exported, 1 some items skipped, 2 usage error, unreadable or invalid item file.`,
  exportable: isOneMillionItem,
  skipReason: 'not an OE item with a rubric',
  render: (items, out) => exportOneMillion(items, out.endsWith('.jsonl') ? 'jsonl' : 'json'),
});
