import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importFinSearchComp } from '../../core/formats/finsearchcomp';
import { EXIT_OK, UsageError, type Command } from '../command';

export const importFinsearchcompCommand: Command = {
  name: ['import', 'finsearchcomp'],
  summary: 'Turn FinSearchComp T1 rows (JSONL) into item files',
  help: `Usage: finbench import finsearchcomp <rows.jsonl> --out <dir> [--json]

Writes one item file <id>.item.json per row (ids such as fsc-T1-069 come from prompt_id;
a repeated prompt_id gets -2, -3…). Each item keeps the whole row in origin.row, so
'finbench export finsearchcomp' gives the row back unchanged.

All or nothing: when any row is malformed (not JSON, missing columns, unknown criteria),
every bad line is reported on stderr, no file is written, and the exit code is 2.

  --out    folder for the item files (created when missing; files of the same id are replaced)
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
    let text: string;
    try {
      text = readFileSync(path.resolve(io.cwd, positionals[0]), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read ${positionals[0]} (${(e as NodeJS.ErrnoException).code ?? e})`);
    }
    const { items, errors } = importFinSearchComp(text, new Date().toISOString());
    if (errors.length) throw new UsageError(`${positionals[0]}: nothing imported, ${errors.length} malformed row${errors.length === 1 ? '' : 's'}:\n${errors.map((e) => `  ${e.message}`).join('\n')}`);
    mkdirSync(path.resolve(io.cwd, values.out), { recursive: true });
    const written = items.map(({ index, item }) => {
      const file = path.join(values.out!, `${item.id}.item.json`);
      writeFileSync(path.resolve(io.cwd, file), `${JSON.stringify(item, null, 2)}\n`, 'utf8');
      return { index, file };
    });
    if (values.json) io.out(JSON.stringify({ items: written }));
    else io.out(`Imported ${written.length} item${written.length === 1 ? '' : 's'} into ${values.out}`);
    return EXIT_OK;
  },
};
