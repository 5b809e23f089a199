import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { build } from 'esbuild';
import { repoRoot } from '../../repoRoot';

/** The source files a view's bundle takes in, as esbuild bundles it for the webview. */
async function bundledFiles(view: string): Promise<string[]> {
  const result = await build({
    entryPoints: [path.join(repoRoot, 'webview', view, 'main.ts')],
    bundle: true,
    format: 'esm',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

/** The linter and what it reads: a view that lists rules or categories needs the catalogue (and the categories' names) only. */
const LINTER = /src\/core\/lint\/(?!ruleCatalog\.ts$|categoryLabels\.ts$)|src\/core\/diagnose\/lintFixes\.ts$/;

for (const view of ['itemEditor', 'dashboard']) {
  test(`the ${view} bundle leaves the linter's rules out and lists rules or categories from the catalogue`, async () => {
    const files = await bundledFiles(view);
    assert.ok(files.some((file) => file.endsWith('src/core/lint/ruleCatalog.ts')), 'the bundle is read: it holds the catalogue');
    assert.deepEqual(files.filter((file) => LINTER.test(file)), []);
  });
}
