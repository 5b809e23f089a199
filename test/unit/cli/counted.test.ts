import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { counted } from '../../../src/cli/counted';
import { repoRoot } from '../helpers';

test('a count takes the singular for one and the plural otherwise, zero included', () => {
  assert.equal(counted(1, 'file'), '1 file');
  assert.equal(counted(0, 'file'), '0 files');
  assert.equal(counted(3, 'timed response'), '3 timed responses');
  assert.equal(counted(2, 'entry', 'entries'), '2 entries');
  assert.equal(counted(1, 'entry', 'entries'), '1 entry');
});

test('the CLI pluralises through counted() alone: no command picks a plural ending by hand', () => {
  const folder = path.join(repoRoot, 'src/cli');
  const byHand = readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && f !== 'counted.ts')
    .filter((f) => /===\s*1\s*\?\s*(''|""|\w+\.one\b)/.test(readFileSync(path.join(folder, f), 'utf8')));
  assert.deepEqual(byHand, []);
});
