import type { Command } from '../command';
import { validateCommand } from './validate';

/** Every CLI command, in the order `finbench --help` lists them. */
export const commands: Command[] = [validateCommand];
