import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { importOneMillion } from '../../core/formats/onemillion';
import { EXIT_OK, UsageError, type Command } from '../command';

export const importOnemillionCommand: Command = {
  name: ['import', 'onemillion'],
  summary: 'Turn OneMillion-Bench entries (JSON array or JSONL) into OE item files',
  help: `Usage: finbench import onemillion <file> --out <dir> [--json]

Reads OneMillion-Bench entries (id, case_id, language, system_prompt, question, tags,
rubrics) from a JSON array or from JSON Lines, and writes one OE item file <id>.item.json
per entry (ids om-<case_id>; a repeated case_id gets -2, -3…). The source's 'language'
column holds the market: global → global, cn → greater-china; the item's language is
read from the question. Each item keeps the whole entry in origin.row, so
'finbench export onemillion' gives every field back unchanged.

All or nothing: when any entry is malformed, every bad entry is reported on stderr,
no file is written, and the exit code is 2.

  --out    folder for the item files (created when missing; files of the same id are replaced)
  --json   one JSON document on stdout: {"items":[{"index","file"}]} (index: 0-based entry)

Exit: 0 imported, 2 usage error, unreadable file or malformed entry.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { out: { type: 'string' }, json: { type: 'boolean' } },
      allowPositionals: true,
    });
    if (positionals.length !== 1) throw new UsageError('import onemillion needs exactly one entries file');
    if (!values.out) throw new UsageError('import onemillion needs --out <dir>');
    let text: string;
    try {
      text = readFileSync(path.resolve(io.cwd, positionals[0]), 'utf8');
    } catch (e) {
      throw new UsageError(`cannot read ${positionals[0]} (${(e as NodeJS.ErrnoException).code ?? e})`);
    }
    const { items, errors } = importOneMillion(text, new Date().toISOString());
    if (errors.length) throw new UsageError(`${positionals[0]}: nothing imported, ${errors.length} malformed entr${errors.length === 1 ? 'y' : 'ies'}:\n${errors.map((e) => `  ${e}`).join('\n')}`);
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
