import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readJson, repoRoot } from '../helpers';

test("every host-side text of the review commands and panels has a Chinese translation with the same placeholders", () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  const dir = path.join(repoRoot, 'src/extension/review');
  const found = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(path.join(dir, f), 'utf8').matchAll(/\bt\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => ({ file: f, message: m[1].replace(/\\'/g, "'") })));
  assert.ok(found.length > 30, `found ${found.length} messages`);
  const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
  for (const { file, message } of found) {
    assert.ok(zh[message], `${file}: no translation for "${message}"`);
    assert.deepEqual(placeholders(zh[message]), placeholders(message), `${file}: placeholders of "${message}"`);
  }
});
