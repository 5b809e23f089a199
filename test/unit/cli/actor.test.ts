import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, test } from 'node:test';
import { defaultActor } from '../../../src/cli/actor';

describe("the CLI's default --by", () => {
  const saved = { ...process.env };
  const cwd = process.cwd();
  let dir: string;
  beforeEach(() => {
    // A folder outside any repository, with only the global git config the test writes.
    dir = mkdtempSync(path.join(tmpdir(), 'finbench-actor-'));
    process.chdir(dir);
    process.env.GIT_CONFIG_NOSYSTEM = '1';
    process.env.GIT_CONFIG_GLOBAL = path.join(dir, 'gitconfig');
    writeFileSync(process.env.GIT_CONFIG_GLOBAL, '');
  });
  afterEach(() => {
    process.chdir(cwd);
    process.env = { ...saved };
  });

  test('git config user.name first', () => {
    writeFileSync(process.env.GIT_CONFIG_GLOBAL!, '[user]\n\tname = Sun Hao\n');
    process.env.USER = 'shao';
    assert.equal(defaultActor('coordinator'), 'Sun Hao');
  });

  test('then $USER, then the fallback', () => {
    process.env.USER = 'shao';
    assert.equal(defaultActor('coordinator'), 'shao');
    delete process.env.USER;
    delete process.env.USERNAME;
    assert.equal(defaultActor('coordinator'), 'coordinator');
  });
});
