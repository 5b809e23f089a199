// The built executable as a shell uses it: a reader that closes the pipe early, and `-` from a real pipe.
import assert from 'node:assert/strict';
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../helpers';
import { folderWith, hasStackTrace, SAMPLE_ITEM } from './cliHarness';

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

  test('an output the device cannot hold (here: a file size limit) is one line naming it, and nothing is written', () => {
    const dir = folderWith();
    // SIGXFSZ ignored, so that writing past the limit fails with EFBIG as a full device fails with ENOSPC.
    const script = `ulimit -f 1; trap "" XFSZ; exec "${process.execPath}" "${CLI}" export finsearchcomp "${path.join(repoRoot, 'samples/dataset')}" --out rows.jsonl`;
    const r = spawnSync('bash', ['-c', script], { cwd: dir, encoding: 'utf8' });
    assert.equal(r.status, 2);
    assert.equal(r.stderr, 'finbench export finsearchcomp: cannot write rows.jsonl: the file would be too large for the file system or the process limit (EFBIG); nothing was written\n');
    assert.deepEqual(readdirSync(dir), []);
  });

  test('the executable keeps V8\'s compile cache of its bundle, so the next run need not compile it again', () => {
    const tmp = folderWith();
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: tmp };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    const r = spawnSync(process.execPath, [CLI, 'validate', SAMPLE_ITEM], { cwd: repoRoot, env, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.ok(readdirSync(path.join(tmp, 'node-compile-cache')).length, 'a compile cache was written');
  });

  test('validate loads only its own command: not the judge\'s HTTP client (Node\'s fetch, undici)', () => {
    const dir = folderWith();
    const probe = path.join(dir, 'probe.js');
    writeFileSync(probe, "process.on('exit', () => process.stderr.write(`undici:${process.moduleLoadList.some((m) => m.includes('undici'))}`));");
    const r = spawnSync(process.execPath, ['-r', probe, CLI, 'validate', SAMPLE_ITEM], { cwd: repoRoot, encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(r.stderr, 'undici:false');
  });

  test('threads started while the folders are walked: used when the files are worth them, stopped when not, the same reports either way', () => {
    const dir = folderWith();
    for (const [folder, count] of [['few', 3], ['many', 1100]] as const) {
      mkdirSync(path.join(dir, folder));
      for (let i = 0; i < count; i++) copyFileSync(SAMPLE_ITEM, path.join(dir, folder, `${i}.item.json`));
    }
    for (const folder of ['few', 'many']) {
      const run = (jobs: string) => spawnSync(process.execPath, [CLI, 'validate', folder, '--json', '--jobs', jobs], { cwd: dir, encoding: 'utf8', maxBuffer: 1 << 26, timeout: 120_000 });
      const [one, two] = [run('1'), run('2')];
      assert.equal(two.status, 0, `${folder}: ${two.stderr}${two.error ?? ''}`);
      assert.equal(two.stdout, one.stdout, folder);
    }
  });

  test('`-` reads a piped item', () => {
    const r = spawnSync(process.execPath, [CLI, 'validate', '-', '--json'], { cwd: repoRoot, input: readFileSync(SAMPLE_ITEM), encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
    assert.equal(JSON.parse(r.stdout).files[0].file, '-');
    assert.ok(!hasStackTrace(r.stderr));
  });
});
