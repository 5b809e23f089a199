import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportOneMillion } from '../../core/formats/onemillion';
import type { Item } from '../../core/item/types';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type Command } from '../command';
import { expandItemPaths } from '../files';
import { readItemFile } from './itemFile';

export const exportOnemillionCommand: Command = {
  name: ['export', 'onemillion'],
  summary: 'Write OE items as OneMillion-Bench entries (JSON array, or JSONL for .jsonl)',
  help: `Usage: finbench export onemillion <paths…> --out <file.json>

Writes one OneMillion-Bench entry per OE item (folders are searched for *.item.json): a JSON
array, or JSON Lines when the file name ends in .jsonl. An imported item gives back its
original entry; fields are re-rendered only from what was edited since (question, system
prompt, market, topics, time sensitivity, rubric criteria). An item made in FinBench gets
its item id as 'id' and a null 'case_id'. Items that are not OE items with a rubric are
skipped and named on stderr.

  --out   the file to write

Exit: 0 all exported, 1 some items skipped, 2 usage error, unreadable or invalid item file.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true });
    if (!positionals.length) throw new UsageError('export onemillion needs at least one path');
    if (!values.out) throw new UsageError('export onemillion needs --out <file.json>');
    const exportable: Item[] = [];
    const skipped: string[] = [];
    for (const file of expandItemPaths(positionals, io.cwd)) {
      const item = readItemFile(file, io.cwd);
      if (item.task === 'OE' && item.rubric?.length) exportable.push(item);
      else skipped.push(file);
    }
    writeFileSync(path.resolve(io.cwd, values.out), exportOneMillion(exportable, values.out.endsWith('.jsonl') ? 'jsonl' : 'json'), 'utf8');
    for (const file of skipped) io.err(`skipped ${file}: not an OE item with a rubric`);
    io.err(`Exported ${exportable.length} entr${exportable.length === 1 ? 'y' : 'ies'} to ${values.out}`);
    return skipped.length ? EXIT_FINDINGS : EXIT_OK;
  },
};
