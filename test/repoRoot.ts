import { existsSync } from 'node:fs';
import path from 'node:path';

/** The repository root, found upwards from the running (bundled or source) test file. */
export const repoRoot = (() => {
  let dir = __dirname;
  while (!existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`no package.json above ${__dirname}`);
    dir = parent;
  }
  return dir;
})();
