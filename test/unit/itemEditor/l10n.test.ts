import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { readJson, repoRoot } from '../helpers';

/** Every `l10n.t('…')` / `vscode.l10n.t("…")` message in the item editor's sources. */
function messages(): { file: string; message: string }[] {
  const files = ['webview', 'src/extension/itemEditor', 'src/extension/tree', 'src/extension/dataset', 'src/extension/dashboard'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f)),
  );
  return files.flatMap((file) =>
    [...readFileSync(path.join(repoRoot, file), 'utf8').matchAll(/(?:l10n\.t|\bt)\(\s*('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")/g)].map((m) => ({
      file,
      message: m[1].startsWith('"') ? JSON.parse(m[1]) : JSON.parse(`"${m[1].slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`),
    })),
  );
}

test('every UI message of the item editor has a Chinese translation with the same placeholders', () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  const found = messages();
  assert.ok(found.length > 100, `found ${found.length} messages`);
  const placeholders = (s: string) => [...s.matchAll(/\{\d+\}/g)].map((m) => m[0]).sort();
  for (const { file, message } of found) {
    assert.ok(zh[message], `${file}: no translation for "${message}"`);
    assert.deepEqual(placeholders(zh[message]), placeholders(message), `${file}: placeholders of "${message}"`);
  }
});
