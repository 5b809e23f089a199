import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readJson, repoRoot } from '../helpers';

const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();

/** Every literal message of `call('…')` in a folder's .ts files. */
function messages(folder: string, call: RegExp): { file: string; message: string }[] {
  const dir = path.join(repoRoot, folder);
  return readdirSync(dir).filter((f) => f.endsWith('.ts')).flatMap((f) =>
    [...readFileSync(path.join(dir, f), 'utf8').matchAll(new RegExp(`${call.source}\\(\\s*'((?:[^'\\\\]|\\\\.)*)'`, 'g'))].map((m) => ({ file: `${folder}/${f}`, message: m[1].replace(/\\'/g, "'") })));
}

test('every text of the FinBench tree and the dashboard has a Chinese translation with the same placeholders', () => {
  const found = [...messages('src/extension/tree', /\bt/), ...messages('src/extension/dashboard', /\bt/), ...messages('webview/dashboard', /\bl10n\.t/)];
  assert.ok(found.length > 60, `found ${found.length} messages`);
  for (const { file, message } of found) {
    assert.ok(zh[message], `${file}: no translation for "${message}"`);
    assert.deepEqual(placeholders(zh[message]), placeholders(message), `${file}: placeholders of "${message}"`);
  }
});
