import { EXIT_USAGE, UsageError, type CliIo, type Command } from './command';
import { commands } from './commands';

/** Runs one CLI invocation; returns the exit code. Exported for tests that call it in-process. */
export async function runCli(argv: string[], io: CliIo): Promise<number> {
  const command = findCommand(argv);
  if (!command) {
    const asked = argv.filter((a) => !a.startsWith('-')).join(' ');
    if (!asked && argv.some((a) => a === '--help' || a === '-h')) {
      io.out(overview());
      return 0;
    }
    io.err(`${asked ? `finbench: unknown command '${asked}'\n\n` : ''}${overview()}`);
    return EXIT_USAGE;
  }
  const rest = argv.slice(command.name.length);
  if (rest.includes('--help') || rest.includes('-h')) {
    io.out(command.help);
    return 0;
  }
  try {
    return await command.run(rest, io);
  } catch (e) {
    const usage = e instanceof UsageError || (e as { code?: string }).code?.startsWith('ERR_PARSE_ARGS');
    io.err(`finbench ${command.name.join(' ')}: ${(e as Error).message}${usage ? `\nRun 'finbench ${command.name.join(' ')} --help' for usage.` : ''}`);
    if (!usage) io.err((e as Error).stack ?? '');
    return EXIT_USAGE;
  }
}

function findCommand(argv: string[]): Command | undefined {
  return commands
    .filter((c) => c.name.every((word, i) => argv[i] === word))
    .sort((a, b) => b.name.length - a.name.length)[0];
}

function overview(): string {
  const width = Math.max(...commands.map((c) => c.name.join(' ').length));
  return [
    'Usage: finbench <command> [options]   (finbench <command> --help for details)',
    '',
    ...commands.map((c) => `  ${c.name.join(' ').padEnd(width)}  ${c.summary}`),
    '',
    'Exit codes: 0 ok, 1 findings or failure, 2 usage error or unreadable input.',
  ].join('\n');
}
