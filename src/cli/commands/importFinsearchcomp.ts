import { importFinSearchComp } from '../../core/formats/finsearchcomp';
import { importCommand } from './exchange';

export const importFinsearchcompCommand = importCommand({
  format: 'finsearchcomp',
  noun: { one: 'row', many: 'rows' },
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
  parse(text, now) {
    const { items, errors } = importFinSearchComp(text, now);
    return { items, errors: errors.map((e) => e.message) };
  },
});
