/**
 * The CLI's command interface and its shared rules. Adding a command: write a `Command` in
 * src/cli/commands/<name>.ts and list it, by its words, in src/cli/commands/index.ts (loaded when it runs); `finbench <words> --help` then shows
 * its `help`, and runCli (src/cli/main.ts) turns whatever it throws into one line on stderr and an exit code.
 *
 * Shared infrastructure (use it instead of node:fs, so every command treats hostile input the same way):
 * - src/cli/files.ts
 *   - `readInputBytes(name, io)` / `readInputText(name, io)`: reads `-` as stdin; only regular files (a FIFO,
 *     device or socket is refused, never opened for blocking reads); at most `io.maxFileBytes`
 *     (`--max-file-size`); text must be UTF-8 (a BOM is accepted and reported as `bom`).
 *   - `expandItemPaths(inputs, io)`: folders → their `*.item.json` files, sorted; an unreadable folder is an
 *     entry with an `error`, so folder runs report it and carry on.
 *   - `readableItemPaths(paths)`: the files of expanded paths, or an InputError for the first unreadable one.
 *   - `writeFilesAllOrNothing(outputs, io)`: every file or none (temporary files, then renames); never writes
 *     through a symbolic link or onto a folder; errors name the path. To keep a BOM the input had, prefix
 *     the content with '\uFEFF'.
 *   - `ensureFolder(dir, io)`: creates an output folder, or says why it cannot.
 *   - `sameFile(a, b, io)`: whether two paths are one file (refuse an --out that is an input).
 * - src/cli/commands/itemFile.ts: `await readItemFile(name, io)` → `{ item, bom }`, an item that must be
 *   valid (the command's input).
 * - Other JSON inputs: `readJsonText` of src/core/json/read.ts (duplicate keys, depth limit, syntax errors
 *   with their places) on the text `readInputText` gives.
 * - Errors: throw `UsageError` for bad arguments (exit 2, with a hint to --help) and `InputError` for
 *   unreadable input or refused output (exit 2). Anything else is reported as an internal error, one line,
 *   never a stack trace (set FINBENCH_DEBUG=1 to see it).
 * - Output: `io.out` for results (stdout; with --json exactly one JSON document), `io.err` for diagnostics.
 *   A closed stdout (`| head`) ends output quietly; the exit code stays the command's.
 */
export interface CliIo {
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
  /** What `-` reads (process.stdin in the executable); absent: `-` is refused. */
  stdin?: AsyncIterable<Uint8Array> | Iterable<Uint8Array>;
  /** Largest input file, in bytes (default DEFAULT_MAX_FILE_BYTES of core/json/read; `--max-file-size <MB>` sets it). */
  maxFileBytes?: number;
}

/** A command's module exports one; src/cli/commands/index.ts names it by the words that select it (e.g. ['import', 'finsearchcomp']). */
export interface Command {
  summary: string;
  /** Full help text, shown by `--help`. */
  help: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/** Thrown for bad arguments; main() prints it with a hint to --help and exits 2. */
export class UsageError extends Error {}

/** Thrown for unreadable input or output that must not be written; main() prints it and exits 2. */
export class InputError extends Error {}
