import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../repoRoot';

/** A fresh copy of the sample dataset plus the test fixtures, so suites never touch the repository's files. */
export function prepareWorkspace(dir: string, withFixtures = true): string {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  cpSync(path.join(repoRoot, 'samples/dataset'), dir, { recursive: true });
  if (withFixtures) cpSync(path.join(repoRoot, 'test/fixtures/workspace'), path.join(dir, 'fixtures'), { recursive: true });
  return dir;
}
