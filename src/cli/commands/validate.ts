import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { diagnoseItemText } from '../../core/item/diagnose';
import { lineColumn } from '../../core/json/text';
import { EXIT_FINDINGS, EXIT_OK, UsageError, type Command } from '../command';
import { expandItemPaths } from '../files';

interface FileReport {
  file: string;
  errors: { pointer: string; message: string; severity: 'error' | 'warning'; code: string; line: number; column: number }[];
}

export const validateCommand: Command = {
  name: ['validate'],
  summary: 'Check item files against the schema and the ambiguity linter',
  help: `Usage: finbench validate <paths…> [--json]

Checks every item file (folders are searched for *.item.json) against the item
schema, the cross-field rules and the finance ambiguity linter.

  --json   one JSON document on stdout:
           {"files":[{"file","errors":[{"pointer","message","severity","code","line","column"}]}],
            "errorCount":n,"warningCount":n}

Exit: 0 no errors (warnings allowed), 1 some error, 2 usage error.`,
  async run(args, io) {
    const { values, positionals } = parseArgs({ args, options: { json: { type: 'boolean' } }, allowPositionals: true });
    if (!positionals.length) throw new UsageError('validate needs at least one path');
    const files = expandItemPaths(positionals, io.cwd);
    const reports = files.map((file) => checkFile(file, io.cwd));
    const all = reports.flatMap((r) => r.errors);
    const errorCount = all.filter((e) => e.severity === 'error').length;
    const warningCount = all.length - errorCount;
    if (values.json) {
      io.out(JSON.stringify({ files: reports, errorCount, warningCount }));
    } else {
      for (const r of reports) {
        for (const e of r.errors) io.out(`${r.file}:${e.line}:${e.column}  ${e.severity}  ${e.message}  [${e.code}${e.pointer ? ` at ${e.pointer}` : ''}]`);
      }
      io.out(`${files.length} file${files.length === 1 ? '' : 's'} checked: ${errorCount} error${errorCount === 1 ? '' : 's'}, ${warningCount} warning${warningCount === 1 ? '' : 's'}`);
    }
    return errorCount ? EXIT_FINDINGS : EXIT_OK;
  },
};

function checkFile(file: string, cwd: string): FileReport {
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), 'utf8');
  } catch (e) {
    const reason = (e as NodeJS.ErrnoException).code ?? String(e);
    return { file, errors: [{ pointer: '', message: `Cannot read the file (${reason})`, severity: 'error', code: 'file.read', line: 1, column: 1 }] };
  }
  const { findings } = diagnoseItemText(text);
  return {
    file,
    errors: findings.map(({ pointer, message, severity, code, span }) => ({ pointer, message, severity, code, ...lineColumn(text, span.offset) })),
  };
}
