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

test('every text of the judge preview page, and every reason a reply is unscored, has a Chinese translation with the same placeholders', () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  const read = (file: string, call: RegExp) =>
    [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(new RegExp(`${call.source}\\(\\s*(?:[^,()']+,\\s*)?'((?:[^'\\\\]|\\\\.)*)'(?:,\\s*'((?:[^'\\\\]|\\\\.)*)')?`, 'g'))]
      .flatMap((m) => [m[1], m[2]].filter((x): x is string => x !== undefined).map((message) => ({ file, message: message.replace(/\\'/g, "'") })));
  const page = [...read('webview/judgePreview/app.ts', /\bl10n\.t/), ...read('webview/judgePreview/app.ts', /\btCount/)];
  const reasons = read('src/core/judge/parse.ts', /\bunscored/);
  assert.ok(page.length >= 60, `found ${page.length} page texts`);
  assert.ok(reasons.length >= 10, `found ${reasons.length} reasons`);
  const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
  for (const { file, message } of [...page, ...reasons]) {
    assert.ok(zh[message], `${file}: no translation for "${message}"`);
    assert.deepEqual(placeholders(zh[message]), placeholders(message), `${file}: "${message}"`);
  }
});
