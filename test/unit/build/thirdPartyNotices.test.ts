import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { thirdPartyNotices } from '../../../scripts/thirdPartyNotices.mjs';
import { readJson, repoRoot } from '../helpers';

/** A package folder under `root` with a package.json and the given files. */
function writePackage(root: string, dir: string, meta: object, files: Record<string, string> = {}): void {
  mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, dir, 'package.json'), JSON.stringify(meta));
  for (const [name, text] of Object.entries(files)) writeFileSync(path.join(root, dir, name), text);
}

test('the notices hold each bundled package once, sorted, with every licence file it ships, then the carried data', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'notices-'));
  try {
    writePackage(root, 'node_modules/zeta', { name: 'zeta', version: '1.0.0', license: 'MIT', repository: { url: 'https://example.org/zeta' } }, { LICENSE: 'MIT text of zeta', NOTICE: 'zeta notice', 'index.js': '' });
    writePackage(root, 'node_modules/@scope/beta', { name: '@scope/beta', version: '2.1.0', license: 'ISC', repository: 'https://example.org/beta' }, { 'LICENSE.md': 'ISC text of beta' });
    writePackage(root, 'node_modules/zeta/node_modules/gamma', { name: 'gamma', version: '0.3.0', license: 'MIT', author: { name: 'Gamma Authors' } });
    writeFileSync(path.join(root, 'DATA-LICENSE.txt'), 'Apache text\n');
    const files = ['node_modules/zeta/index.js', 'node_modules/zeta/lib/a.js', 'node_modules/@scope/beta/x.js', 'node_modules/zeta/node_modules/gamma/g.js', 'src/own.ts'];
    const text = thirdPartyNotices(root, files, [{ title: 'A table', source: 'https://example.org/table', licence: 'DATA-LICENSE.txt' }]);
    const entries = text.split(/\n-{78}\n/).map((entry) => entry.trim());
    assert.deepEqual(entries.map((entry) => entry.split('\n')[0]), [
      'FinBench Studio ships the third-party code and data below, each with its licence.',
      '@scope/beta 2.1.0 (ISC)',
      'gamma 0.3.0 (MIT)',
      'zeta 1.0.0 (MIT)',
      'A table',
    ]);
    assert.match(entries[1], /https:\/\/example\.org\/beta\n\nISC text of beta$/);
    assert.match(entries[2], /The package ships no licence file; its package\.json states the licence MIT, author Gamma Authors\./);
    assert.match(entries[3], /MIT text of zeta\n\nzeta notice$/, 'every licence and notice file, in name order');
    assert.match(entries[4], /https:\/\/example\.org\/table\n\nApache text$/);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('the built notices name every runtime dependency at its installed version, and OpenCC', () => {
  const text = readFileSync(path.join(repoRoot, 'dist/THIRD-PARTY-NOTICES.txt'), 'utf8');
  for (const name of Object.keys(readJson<any>('package.json').dependencies)) {
    const { version, license } = readJson<any>(`node_modules/${name}/package.json`);
    assert.ok(text.includes(`\n${name} ${version} (${license})\n`), `${name} ${version}`);
  }
  assert.match(text, /\nOpenCC's TSCharacters table .*\nhttps:\/\/github\.com\/BYVoid\/OpenCC\n\nApache License\nVersion 2\.0/);
});
