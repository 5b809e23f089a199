import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { languageLabels, marketLabels, taskLabels } from '../../../src/core/item/labels';
import { readJson, repoRoot } from '../helpers';

/** Every `l10n.t('…')` (webviews) / `t('…')` (extension) message in the UI's sources. */
function messages(): { file: string; message: string }[] {
  const files = ['webview', 'src/extension'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f)),
  );
  return files.flatMap((file) =>
    [...withoutBlockComments(readFileSync(path.join(repoRoot, file), 'utf8')).matchAll(/(?:\bl10n\.t|(?<![.\w])t)\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g)].map((m) => ({
      file,
      message: m[1].startsWith('"') ? JSON.parse(m[1]) : JSON.parse(`"${m[1].slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`),
    })),
  );
}

/** The source without its block comments (whose examples are not messages). */
function withoutBlockComments(source: string): string {
  return source.replace(/\/\*[\s\S]*?\*\//g, '');
}

test('every UI message of the webviews and the extension has a Chinese translation with the same placeholders', () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  const found = messages();
  assert.ok(found.length > 100, `found ${found.length} messages`);
  const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
  for (const { file, message } of found) {
    assert.ok(zh[message], `${file}: no translation for "${message}"`);
    assert.deepEqual(placeholders(zh[message]), placeholders(message), `${file}: placeholders of "${message}"`);
  }
});

test('the labels of the item format (core/item/labels.ts) have Chinese translations', () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  for (const label of [taskLabels, marketLabels, languageLabels].flatMap((labels) => Object.values<string>(labels))) assert.ok(zh[label], label);
});
