// The built executable as a shell uses it: a reader that closes the pipe early, and `-` from a real pipe.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../helpers';
import { hasStackTrace, SAMPLE_ITEM } from './cliHarness';

const CLI = path.join(repoRoot, 'dist/cli.js');

describe('finbench in a shell pipeline', () => {
  test('a reader that stops after one byte (| head -c1): no EPIPE trace, the exit code of the verdict', async () => {
    // Output far larger than a pipe's buffer, so that writing goes on after the reader has gone.
    const folders = Array.from({ length: 300 }, () => 'samples/dataset');
    const child = spawn(process.execPath, [CLI, 'validate', ...folders, '--json'], { cwd: repoRoot });
    let stderr = '';
    child.stderr.on('data', (d) => (stderr += d));
    child.stdout.once('data', () => child.stdout.destroy());
    const code = await new Promise((resolve) => child.on('close', resolve));
    assert.equal(code, 0);
    assert.equal(stderr, '');
  });

  test('`-` reads a piped item', () => {
    const r = spawnSync(process.execPath, [CLI, 'validate', '-', '--json'], { cwd: repoRoot, input: readFileSync(SAMPLE_ITEM), encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).files[0].file, '-');
    assert.ok(!hasStackTrace(r.stderr));
  });
});
