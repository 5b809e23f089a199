import assert from 'node:assert/strict';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { languageLabels, marketLabels, statusLabels, statusMeanings, taskLabels } from '../../../src/core/item/labels';
import { readJson, repoRoot } from '../helpers';

const LITERAL = String.raw`('(?:[^'\\]|\\.)*'|"(?:[^"\\]|\\.)*")`;
/** `l10n.t('…')` (webviews), `t('…')` (extension), and both forms of `tCount(count, 'one…', 'other…')`. */
const CALLS = new RegExp(String.raw`(?:\bl10n\.t|(?<![.\w])t)\(\s*${LITERAL}|(?<![.\w])tCount\([^,]+,\s*${LITERAL},\s*${LITERAL}`, 'g');

/** Every message of the UI's sources, and whether it is one form of a count (`tCount`). */
function messages(): { file: string; message: string; counted: boolean }[] {
  const files = ['webview', 'src/extension'].flatMap((dir) =>
    readdirSync(path.join(repoRoot, dir), { recursive: true, encoding: 'utf8' })
      .filter((f) => f.endsWith('.ts'))
      .map((f) => path.join(dir, f)),
  );
  const text = (literal: string): string => (literal.startsWith('"') ? JSON.parse(literal) : JSON.parse(`"${literal.slice(1, -1).replace(/\\'/g, "'").replace(/"/g, '\\"')}"`));
  return files.flatMap((file) =>
    [...withoutBlockComments(readFileSync(path.join(repoRoot, file), 'utf8')).matchAll(CALLS)].flatMap((m): { file: string; message: string; counted: boolean }[] =>
      m[1] ? [{ file, message: text(m[1]), counted: false }] : [m[2], m[3]].map((literal) => ({ file, message: text(literal), counted: true })),
    ),
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

test('a message about a number of things has a form for one (tCount): no text reads "1 items"', () => {
  const PLURAL = /\{\d\} (?:[a-z-]+ ){0,2}(?:items|errors|warnings|files|answers|entries|responses|calls|criteria|packets|rows|samples|reviewers|runs|lines)\b/;
  const notCounts = new Set([
    // {0} is a format's name ("Importing FinSearchComp items…").
    'Importing {0} items…',
    'Exporting {0} items…',
    // Fleiss' kappa is computed over three or more reviewers.
    "Fleiss' kappa, {0} reviewers",
  ]);
  const uncounted = messages().filter((m) => !m.counted && PLURAL.test(m.message) && !notCounts.has(m.message));
  assert.deepEqual(uncounted, []);
  const counted = messages().filter((m) => m.counted);
  assert.ok(counted.length >= 30, `found ${counted.length} forms of counts`);
});

/** Every label of core/item/labels.ts. */
const itemLabels = (): string[] => [taskLabels, marketLabels, languageLabels, statusLabels, statusMeanings].flatMap((labels) => Object.values<string>(labels));

test('the labels of the item format (core/item/labels.ts) have Chinese translations', () => {
  const zh = readJson<Record<string, string>>('l10n/bundle.l10n.zh-cn.json');
  for (const label of itemLabels()) assert.ok(zh[label], label);
});

test('the labels of the item format are spelled once, in core/item/labels.ts: no UI source spells a status, task, market or language again', () => {
  const labels = new Set(itemLabels());
  // Column headers that count responses by outcome (not review statuses).
  const headers = new Set(['Agreed', 'Disputed']);
  const respelt = messages().filter((m) => (labels.has(m.message) && !headers.has(m.message)) || /^(T1|T2|T3|OE) · /.test(m.message));
  assert.deepEqual(respelt, []);
});
