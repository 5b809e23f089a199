import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { readJson, repoRoot } from './helpers';

const manifest = readJson<any>('package.json');

describe('extension package', () => {
  test('the .vsix holds the bundles, schemas and docs, and no sources, tests or source maps', () => {
    const vsce = path.join(repoRoot, 'node_modules/@vscode/vsce/vsce');
    const files = execFileSync(process.execPath, [vsce, 'ls', '--no-dependencies'], { cwd: repoRoot, encoding: 'utf8' })
      .split('\n')
      .filter(Boolean);
    for (const needed of ['dist/extension.js', 'dist/cli.js', 'dist/prerender/itemEditor.js', 'dist/THIRD-PARTY-NOTICES.txt', 'schemas/item.schema.json', 'README.md', 'package.nls.zh-cn.json']) {
      assert.ok(files.includes(needed), `${needed} is packaged`);
    }
    const unwanted = files.filter((f) => /^(src|test|out|node_modules|samples|scripts|\.tmp)\/|\.map$|\.ts$/.test(f));
    assert.deepEqual(unwanted, []);
  });

  test('jsonValidation points at schemas that exist', () => {
    for (const { url } of manifest.contributes.jsonValidation) assert.ok(existsSync(path.join(repoRoot, url)), url);
  });

  test('every contributed title has English and Chinese text', () => {
    const en = readJson<Record<string, string>>('package.nls.json');
    const zh = readJson<Record<string, string>>('package.nls.zh-cn.json');
    const keys = [...JSON.stringify(manifest.contributes).matchAll(/"%([^%"]+)%"/g)].map((m) => m[1]);
    assert.ok(keys.length > 0);
    for (const key of keys) {
      assert.ok(en[key], `English text for ${key}`);
      assert.ok(zh[key], `Chinese text for ${key}`);
    }
  });

  test('the CLI is declared as the finbench executable', () => {
    assert.equal(manifest.bin.finbench, './dist/cli.js');
  });
});
