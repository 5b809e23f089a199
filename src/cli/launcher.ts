#!/usr/bin/env node
// The `finbench` executable: turns on V8's compile cache (Node ≥ 22.1; NODE_DISABLE_COMPILE_CACHE turns it off)
// before the CLI's bundle and its validation threads load, so that later runs start without compiling them again, and
// has regular expressions compiled straight to machine code (see regexpCode.ts).
import module from 'node:module';
import path from 'node:path';
import { compileRegexpsToMachineCode } from '../node/regexpCode';

module.enableCompileCache?.();
compileRegexpsToMachineCode();
// A path built at run time: the bundle stays a file of its own, loaded (and cached) after the cache is on.
require(path.join(__dirname, 'finbench.js'));
