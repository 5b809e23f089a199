import { setFlagsFromString } from 'node:v8';

/**
 * Has V8 compile each regular expression straight to machine code. By default V8 first compiles one to bytecode and
 * interprets it, and compiles it again to machine code on its second run: the linter's few hundred expressions nearly
 * all run on every question, so the first compilation is wasted, about 80 ms of each checking thread's first thousand
 * files. Call it (process-wide, threads included) before any expression runs.
 */
export function compileRegexpsToMachineCode(): void {
  setFlagsFromString('--no-regexp-tier-up');
}
