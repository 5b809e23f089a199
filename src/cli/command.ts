/** What every CLI command gets and returns; commands never call process.exit themselves. */
export interface CliIo {
  cwd: string;
  out: (text: string) => void;
  err: (text: string) => void;
}

export interface Command {
  /** Words that select the command, e.g. ['validate'] or ['import', 'finsearchcomp']. */
  name: string[];
  summary: string;
  /** Full help text, shown by `--help`. */
  help: string;
  run(args: string[], io: CliIo): Promise<number>;
}

export const EXIT_OK = 0;
export const EXIT_FINDINGS = 1;
export const EXIT_USAGE = 2;

/** Thrown for bad arguments or unreadable input; main() prints it and exits 2. */
export class UsageError extends Error {}
