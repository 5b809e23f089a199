import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readJson, repoRoot } from '../helpers';

test("every text the judge's extension side shows has a Chinese translation with the same placeholders", () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  const dir = 'src/extension/judge';
  const found = readdirSync(path.join(repoRoot, dir))
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...readFileSync(path.join(repoRoot, dir, f), 'utf8').matchAll(/(?<![\w.])t\(\s*'((?:[^'\\]|\\.)*)'/g)].map((m) => ({ file: f, message: m[1].replace(/\\'/g, "'") })));
  assert.ok(found.length >= 10, `found ${found.length}`);
  const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
  for (const { file, message } of found) {
    assert.ok(zh[message], `${file}: no translation for "${message}"`);
    assert.deepEqual(placeholders(zh[message]), placeholders(message), `${file}: "${message}"`);
  }
});
