import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { exportFinSearchComp } from '../../core/formats/finsearchcomp';
import type { Item } from '../../core/item/types';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type Command } from '../command';
import { expandItemPaths } from '../files';
import { readItemFile } from './itemFile';

export const exportFinsearchcompCommand: Command = {
  name: ['export', 'finsearchcomp'],
  summary: 'Write T1 items as FinSearchComp rows (JSONL)',
  help: `Usage: finbench export finsearchcomp <paths…> --out <file.jsonl>

Writes one row per T1 item (folders are searched for *.item.json), with FinSearchComp's
columns. An imported item gives back its original row; columns are re-rendered only from
what was edited since (question, criteria, tolerance, snapshot, tickers, date, judge prompts).
Items that are not T1 items with a live snapshot are skipped and named on stderr.

  --out   the JSONL file to write

Exit: 0 all exported, 1 some items skipped, 2 usage error, unreadable or invalid item file.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true });
    if (!positionals.length) throw new UsageError('export finsearchcomp needs at least one path');
    if (!values.out) throw new UsageError('export finsearchcomp needs --out <file.jsonl>');
    const exportable: Item[] = [];
    const skipped: string[] = [];
    for (const file of expandItemPaths(positionals, io.cwd)) {
      const item = readItemFile(file, io.cwd);
      if (item.task === 'T1' && item.live && item.answer) exportable.push(item);
      else skipped.push(file);
    }
    writeFileSync(path.resolve(io.cwd, values.out), exportFinSearchComp(exportable), 'utf8');
    for (const file of skipped) io.err(`skipped ${file}: not a T1 item with a live snapshot`);
    io.err(`Exported ${exportable.length} row${exportable.length === 1 ? '' : 's'} to ${values.out}`);
    return skipped.length ? EXIT_FINDINGS : EXIT_OK;
  },
};
