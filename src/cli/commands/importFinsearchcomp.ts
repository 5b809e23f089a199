import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFinSearchComp } from '../../core/formats/finsearchcomp';
import { EXIT_OK, InputError, UsageError, type Command } from '../command';
import { ensureFolder, readInputText, writeFilesAllOrNothing } from '../files';

export const importFinsearchcompCommand: Command = {
  name: ['import', 'finsearchcomp'],
  summary: 'Turn FinSearchComp T1 rows (JSONL) into item files',
  help: `Usage: finbench import finsearchcomp <rows.jsonl> --out <dir> [--json]
       (<rows.jsonl> \`-\` reads the rows from stdin)

Writes one item file <id>.item.json per row (ids such as fsc-T1-069 come from prompt_id;
a repeated prompt_id gets -2, -3…). Each item keeps the whole row in origin.row, so
'finbench export finsearchcomp' gives the row back unchanged.

All or nothing: when any row is malformed (not JSON, missing columns, unknown criteria,
nested too deep), every bad line is reported on stderr, no file is written, and the exit code
is 2; the same when any item file cannot be written. The rows must be UTF-8; with a BOM, the
item files get one too.

  --out    folder for the item files (created when missing; files of the same id are replaced,
           but never through a symbolic link)
  --json   one JSON document on stdout: {"items":[{"index","file"}]} (index: 0-based among non-empty lines)

Exit: 0 imported, 2 usage error, unreadable file or malformed row.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { out: { type: 'string' }, json: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('import finsearchcomp needs exactly one rows file');
    if (!values.out) throw new UsageError('import finsearchcomp needs --out <dir>');
    const out = values.out;
    const { text, bom } = await readInputText(positionals[0], io);
    const { items, errors } = importFinSearchComp(text, new Date().toISOString());
    if (errors.length) throw new InputError(`${positionals[0]}: nothing imported, ${errors.length} malformed row${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`);
    const outputs = items.map(({ index, item }) => ({ index, file: path.join(out, `${item.id}.item.json`), content: `${bom ? '\uFEFF' : ''}${JSON.stringify(item, null, 2)}\n` }));
    ensureFolder(out, io);
    writeFilesAllOrNothing(outputs, io);
    const written = outputs.map(({ index, file }) => ({ index, file }));
    if (values.json) io.out(JSON.stringify({ items: written }));
    else io.out(`Imported ${written.length} item${written.length === 1 ? '' : 's'} into ${out}`);
    return EXIT_OK;
  },
};
