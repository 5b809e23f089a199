import { importOneMillion } from '../../core/formats/onemillion';
import { importCommand } from './exchange';

export const importOnemillionCommand = importCommand({
  format: 'onemillion',
  noun: { one: 'entry', many: 'entries' },
  summary: 'Turn OneMillion-Bench entries (JSON array or JSONL) into OE item files',
  help: `Usage: finbench import onemillion <file> --out <dir> [--json]
       (<file> \`-\` reads the entries from stdin)

Reads OneMillion-Bench entries (id, case_id, language, system_prompt, question, tags,
rubrics) from a JSON array or from JSON Lines, and writes one OE item file <id>.item.json
per entry (ids om-<case_id>; a repeated case_id gets -2, -3…). The source's 'language'
column holds the market: global → global, cn → greater-china; the item's language is
read from the question. Each item keeps the whole entry in origin.row, so
'finbench export onemillion' gives every field back unchanged.

All or nothing: when any entry is malformed (not strict JSON, missing fields, nested too
deep), every bad entry is reported on stderr, no file is written, and the exit code is 2;
the same when any item file cannot be written. The file must be UTF-8; with a BOM, the
item files get one too.

  --out    folder for the item files (created when missing; files of the same id are replaced,
           but never through a symbolic link)
  --json   one JSON document on stdout: {"items":[{"index","file"}]} (index: 0-based entry)

Exit: 0 imported, 2 usage error, unreadable file or malformed entry.`,
  parse: importOneMillion,
});
