import { parseArgs } from 'node:util';
import { MAX_JSON_DEPTH, MAX_SYNTAX_ERRORS } from '../../core/json/read';
import { EXIT_FINDINGS, EXIT_OK, EXIT_USAGE, UsageError, type Command } from '../command';
import { expandItemPaths, STDIN, type ItemPath } from '../files';
import { DEFAULT_CACHE_FILE, withValidateCache } from '../validateCache';
import { defaultJobs } from '../../node/workerPool';
import { validatePaths } from '../validateFiles';
import { counted } from '../counted';

export const validateCommand: Command = {
  name: ['validate'],
  summary: 'Check item files against the schema and the ambiguity linter',
  help: `Usage: finbench validate <paths…> [--json] [--jobs n] [--cache [--cache-file <file>]]

Checks every item file (folders are searched for *.item.json; \`-\` reads one item from stdin)
against the item schema, the cross-field rules and the finance ambiguity linter.
A file that cannot be read, is not UTF-8 or is not JSON is an error for that file; the others
are still checked. Duplicate keys are errors; JSON nested more than ${MAX_JSON_DEPTH} levels is
refused; at most ${MAX_SYNTAX_ERRORS} syntax errors are listed per file.

  --json   one JSON document on stdout:
           {"files":[{"file","errors":[{"pointer","message","severity","code","line","column"}]}],
            "errorCount":n,"warningCount":n}
  --jobs   the most threads to use (default: one per core available to the process); each
           thread gets at least 500 files
  --cache  reuse the reports of files unchanged since the last --cache run (same device, inode,
           size, modification and change time, and the same finbench build); the reports are kept
           in ${DEFAULT_CACHE_FILE} (--cache-file <file> names another file)

Exit: 0 no errors (warnings allowed), 1 some error, 2 usage error or some file or folder unreadable
(the other files are still checked and reported).`,
  async run(args, io) {
    const { values, positionals } = parseArgs({
      args,
      options: { json: { type: 'boolean' }, jobs: { type: 'string' }, cache: { type: 'boolean' }, 'cache-file': { type: 'string' } },
      allowPositionals: true,
    });
    if (!positionals.length) throw new UsageError('validate needs at least one path');
    const jobs = values.jobs === undefined ? defaultJobs() : Number(values.jobs);
    if (!Number.isInteger(jobs) || jobs < 1) throw new UsageError(`--jobs needs a whole number of threads, not '${values.jobs}'`);
    if (values['cache-file'] === STDIN) throw new UsageError('--cache-file needs a file name, not standard input');
    const paths = expandItemPaths(positionals, io);
    const check = (some: ItemPath[]) => validatePaths(some, io, jobs);
    const reports = values.cache || values['cache-file'] ? await withValidateCache(paths, values['cache-file'] ?? DEFAULT_CACHE_FILE, io, check) : await check(paths);
    const all = reports.flatMap((r) => r.errors);
    const errorCount = all.filter((e) => e.severity === 'error').length;
    const warningCount = all.length - errorCount;
    if (values.json) {
      io.out(JSON.stringify({ files: reports, errorCount, warningCount }));
    } else {
      for (const r of reports) {
        for (const e of r.errors) io.out(`${r.file}:${e.line}:${e.column}  ${e.severity}  ${e.message}  [${e.code}${e.pointer ? ` at ${e.pointer}` : ''}]`);
      }
      io.out(`${counted(reports.length, 'file')} checked: ${counted(errorCount, 'error')}, ${counted(warningCount, 'warning')}`);
    }
    if (all.some((e) => e.code === 'file.read')) return EXIT_USAGE;
    return errorCount ? EXIT_FINDINGS : EXIT_OK;
  },
};
