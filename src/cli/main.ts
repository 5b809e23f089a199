import { DEFAULT_MAX_FILE_BYTES } from '../core/json/read';
import { EXIT_USAGE, InputError, UsageError, type CliIo } from './command';
import { commands, type CommandEntry } from './commands';
import { terminalText } from './terminalText';

const MAX_FILE_SIZE = '--max-file-size';

/**
 * Runs one CLI invocation; returns the exit code and never rejects. Exported for tests that call it in-process.
 * Everything printed, item and packet text included, goes through terminalText.
 */
export async function runCli(argv: string[], rawIo: CliIo): Promise<number> {
  const io: CliIo = { ...rawIo, out: (text) => rawIo.out(terminalText(text)), err: (text) => rawIo.err(terminalText(text)) };
  let entry: CommandEntry | undefined;
  try {
    const { rest: args, maxFileBytes } = globalOptions(argv);
    entry = findCommand(args);
    if (!entry) {
      const asked = args.filter((a) => !a.startsWith('-')).join(' ');
      if (!asked && args.some((a) => a === '--help' || a === '-h')) {
        io.out(await overview());
        return 0;
      }
      io.err(`${asked ? `finbench: unknown command '${asked}'\n\n` : ''}${await overview()}`);
      return EXIT_USAGE;
    }
    const command = await entry.load();
    const rest = args.slice(entry.name.length);
    if (rest.includes('--help') || rest.includes('-h')) {
      io.out(command.help);
      return 0;
    }
    return await command.run(rest, maxFileBytes === undefined ? io : { ...io, maxFileBytes });
  } catch (e) {
    io.err(errorLine(e, entry));
    return EXIT_USAGE;
  }
}

/** One line for whatever a command threw: no stack trace unless FINBENCH_DEBUG is set. */
function errorLine(e: unknown, command: CommandEntry | undefined): string {
  const prefix = command ? `finbench ${command.name.join(' ')}` : 'finbench';
  const message = e instanceof Error ? e.message : String(e);
  // Other errors carry a `code` too, not always a string (the openai client puts the server's numeric code there).
  const code = (e as { code?: unknown })?.code;
  const usage = e instanceof UsageError || (typeof code === 'string' && code.startsWith('ERR_PARSE_ARGS'));
  if (usage) return `${prefix}: ${message}\nRun '${prefix} --help' for usage.`;
  if (e instanceof InputError) return `${prefix}: ${message}`;
  const stack = process.env.FINBENCH_DEBUG && e instanceof Error ? `\n${e.stack}` : '';
  return `${prefix}: internal error: ${message.split('\n')[0]}${stack}`;
}

/** Takes the options every command accepts out of argv. */
function globalOptions(argv: string[]): { rest: string[]; maxFileBytes?: number } {
  const rest: string[] = [];
  let maxFileBytes: number | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (arg === '--') {
      rest.push(...argv.slice(i));
      break;
    }
    if (arg !== MAX_FILE_SIZE && !arg.startsWith(`${MAX_FILE_SIZE}=`)) {
      rest.push(arg);
      continue;
    }
    const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
    const megabytes = Number(value);
    if (value === undefined || value === '' || !Number.isFinite(megabytes) || megabytes <= 0) {
      throw new UsageError(`${MAX_FILE_SIZE} needs a positive number of megabytes, not '${value ?? ''}'`);
    }
    maxFileBytes = Math.floor(megabytes * 1024 * 1024);
  }
  return { rest, maxFileBytes };
}

function findCommand(argv: string[]): CommandEntry | undefined {
  return commands
    .filter((c) => c.name.every((word, i) => argv[i] === word))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

async function overview(): Promise<string> {
  const width = Math.max(...commands.map((c) => c.name.join(' ').length));
  const loaded = await Promise.all(commands.map((c) => c.load()));
  return [
    'Usage: finbench <command> [options]   (finbench <command> --help for details)',
    '',
    ...commands.map((c, i) => `  ${c.name.join(' ').padEnd(width)}  ${loaded[i].summary}`),
    '',
    'Every command reads `-` as standard input where it takes a file, and reads only regular files of at most',
    `${DEFAULT_MAX_FILE_BYTES / 1024 / 1024} MB (${MAX_FILE_SIZE} <MB> changes the limit).`,
    'Exit codes: 0 ok, 1 findings or failure, 2 usage error, unreadable input or internal error.',
  ].join('\n');
}
