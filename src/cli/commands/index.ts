import type { Command } from '../command';
import { checkCommand } from './check';
import { exportFinsearchcompCommand } from './exportFinsearchcomp';
import { importFinsearchcompCommand } from './importFinsearchcomp';
import { judgeCommand } from './judge';
import { lintCommand } from './lint';
import { validateCommand } from './validate';

/** Every CLI command, in the order `finbench --help` lists them. */
export const commands: Command[] = [validateCommand, lintCommand, checkCommand, importFinsearchcompCommand, exportFinsearchcompCommand, judgeCommand];
