/**
 * Import and export commands between a dataset format and item files, on the CLI's file helpers: the source
 * may be `-` (stdin), nothing is written unless everything is, a BOM on the input is kept on the output, and
 * an --out that is one of the export's input items is refused.
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { itemFileName } from '../../core/files/fileNames';
import type { Item } from '../../core/item/types';
import { EXIT_FINDINGS, EXIT_OK, InputError, UsageError, type Command } from '../command';
import { ensureFolder, expandItemPaths, readableItemPaths, readInputText, sameFile, writeFilesAllOrNothing } from '../files';
import { readItemFile } from './itemFile';
import { counted } from '../counted';

/** How a format counts its records in messages: one 'row', many 'rows'. */
export interface RecordNoun {
  one: string;
  many: string;
}

const BOM = '\uFEFF';

/** `finbench import <format> <file> --out <dir> [--json]`: one item file per record, all or nothing. */
export function importCommand(spec: {
  format: string;
  summary: string;
  help: string;
  noun: RecordNoun;
  parse: (text: string, now: string) => { items: { index: number; item: Item }[]; errors: string[] };
}): Command {
  const { format, noun } = spec;
  return {
    name: ['import', format],
    summary: spec.summary,
    help: spec.help,
    async run(args, io) {
      const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' }, json: { type: 'boolean' } }, allowPositionals: true });
      if (positionals.length !== 1) throw new UsageError(`import ${format} needs exactly one ${noun.many} file`);
      if (!values.out) throw new UsageError(`import ${format} needs --out <dir>`);
      const out = values.out;
      const { text, bom } = await readInputText(positionals[0], io);
      const { items, errors } = spec.parse(text, new Date().toISOString());
      if (errors.length) throw new InputError(`${positionals[0]}: nothing imported, ${counted(errors.length, `malformed ${noun.one}`, `malformed ${noun.many}`)}:\n${errors.map((e) => `  ${e}`).join('\n')}`);
      const outputs = items.map(({ index, item }) => ({ index, file: path.join(out, itemFileName(item.id)), content: `${bom ? BOM : ''}${JSON.stringify(item, null, 2)}\n` }));
      ensureFolder(out, io);
      writeFilesAllOrNothing(outputs, io);
      const written = outputs.map(({ index, file }) => ({ index, file }));
      if (values.json) io.out(JSON.stringify({ items: written }));
      else io.out(`Imported ${counted(written.length, 'item')} into ${out}`);
      return EXIT_OK;
    },
  };
}

/** `finbench export <format> <paths…> --out <file>`: the items the format can hold, the others named and skipped (exit 1). */
export function exportCommand(spec: {
  format: string;
  summary: string;
  help: string;
  noun: RecordNoun;
  /** The --out placeholder in usage errors, e.g. '<file.jsonl>'. */
  outFile: string;
  exportable: (item: Item) => boolean;
  /** Why a skipped item was skipped, e.g. 'not a T1 item with a live snapshot'. */
  skipReason: string;
  render: (items: Item[], out: string) => string;
}): Command {
  const { format } = spec;
  return {
    name: ['export', format],
    summary: spec.summary,
    help: spec.help,
    async run(args, io) {
      const { values, positionals } = parseArgs({ args, options: { out: { type: 'string' } }, allowPositionals: true });
      if (!positionals.length) throw new UsageError(`export ${format} needs at least one path`);
      if (!values.out) throw new UsageError(`export ${format} needs --out ${spec.outFile}`);
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
        if (spec.exportable(read.item)) exportable.push(read.item);
        else skipped.push(file);
      }
      writeFilesAllOrNothing([{ file: out, content: `${bom ? BOM : ''}${spec.render(exportable, out)}` }], io);
      for (const file of skipped) io.err(`skipped ${file}: ${spec.skipReason}`);
      io.err(`Exported ${counted(exportable.length, spec.noun.one, spec.noun.many)} to ${out}`);
      return skipped.length ? EXIT_FINDINGS : EXIT_OK;
    },
  };
}
