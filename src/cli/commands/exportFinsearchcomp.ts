import { parseArgs } from 'node:util';
import { exportFinSearchComp } from '../../core/formats/finsearchcomp';
import type { Item } from '../../core/item/types';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type Command } from '../command';
import { expandItemPaths, readableItemPaths, sameFile, writeFilesAllOrNothing } from '../files';
import { readItemFile } from './itemFile';

export const exportFinsearchcompCommand: Command = {
  name: ['export', 'finsearchcomp'],
  summary: 'Write T1 items as FinSearchComp rows (JSONL)',
  help: `Usage: finbench export finsearchcomp <paths…> --out <file.jsonl>

Writes one row per T1 item (folders are searched for *.item.json; \`-\` reads one item from stdin), with FinSearchComp's
columns. An imported item gives back its original row; columns are re-rendered only from
what was edited since (question, criteria, tolerance, snapshot, tickers, date, judge prompts).
Items that are not T1 items with a live snapshot are skipped and named on stderr.

  --out   the JSONL file to write (all at once, never through a symbolic link, never onto an input;
          with a UTF-8 BOM when the items had one)

Exit: 0 all exported, 1 some items skipped, 2 usage error, unreadable or invalid item file.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true });
    if (!positionals.length) throw new UsageError('export finsearchcomp needs at least one path');
    if (!values.out) throw new UsageError('export finsearchcomp needs --out <file.jsonl>');
    const out = values.out;
    const files = readableItemPaths(expandItemPaths(positionals, io));
    const input = files.find((file) => sameFile(file, out, io));
    if (input) throw new InputError(`refusing to write ${out}: it is the input item file ${input}`);
    const exportable: Item[] = [];
    const skipped: string[] = [];
    let bom = false;
    for (const file of files) {
      const read = await readItemFile(file, io);
      bom ||= read.bom;
      if (read.item.task === 'T1' && read.item.live && read.item.answer) exportable.push(read.item);
      else skipped.push(file);
    }
    writeFilesAllOrNothing([{ file: out, content: `${bom ? '\uFEFF' : ''}${exportFinSearchComp(exportable)}` }], io);
    for (const file of skipped) io.err(`skipped ${file}: not a T1 item with a live snapshot`);
    io.err(`Exported ${exportable.length} row${exportable.length === 1 ? '' : 's'} to ${values.out}`);
    return skipped.length ? EXIT_FINDINGS : EXIT_OK;
  },
};
