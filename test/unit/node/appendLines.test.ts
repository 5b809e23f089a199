import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { appendLines, UnsafeAppendTarget } from '../../../src/node/appendLines';

const scratch = () => realpathSync(mkdtempSync(path.join(tmpdir(), 'finbench-append-')));

describe('appending record lines', () => {
  test('creates the file with its folders, then appends', async () => {
    const dir = scratch();
    const file = path.join(dir, '.finbench', 'runs.jsonl');
    await appendLines(file, 'a\n', dir);
    await appendLines(file, 'b\n', dir);
    assert.equal(readFileSync(file, 'utf8'), 'a\nb\n');
  });

  test('refuses a file that is a symbolic link, with or without a folder to stay in; its target is untouched', async () => {
    const dir = scratch();
    const target = path.join(dir, 'bashrc');
    writeFileSync(target, 'keep\n');
    const file = path.join(dir, 'runs.jsonl');
    symlinkSync(target, file);
    for (const inside of [dir, undefined]) {
      await assert.rejects(appendLines(file, 'x\n', inside), (e) => e instanceof UnsafeAppendTarget && e.folder === undefined && e.message.includes(file) && /symbolic link/.test(e.message));
    }
    assert.equal(readFileSync(target, 'utf8'), 'keep\n');
  });

  test('refuses a folder linked outside the folder it must stay in, even one still to be created below it; nothing is written', async () => {
    const outside = scratch();
    const dir = scratch();
    symlinkSync(outside, path.join(dir, '.finbench'));
    for (const file of [path.join(dir, '.finbench', 'runs.jsonl'), path.join(dir, '.finbench', 'deeper', 'runs.jsonl')]) {
      await assert.rejects(appendLines(file, 'x\n', dir), (e) => e instanceof UnsafeAppendTarget && e.folder === dir && e.message.includes(file));
    }
    assert.deepEqual(readdirSync(outside), []);
  });

  test('a folder linked to another place inside the folder is fine', async () => {
    const dir = scratch();
    mkdirSync(path.join(dir, 'real'));
    symlinkSync(path.join(dir, 'real'), path.join(dir, '.finbench'));
    await appendLines(path.join(dir, '.finbench', 'runs.jsonl'), 'a\n', dir);
    assert.equal(readFileSync(path.join(dir, 'real', 'runs.jsonl'), 'utf8'), 'a\n');
  });
});
