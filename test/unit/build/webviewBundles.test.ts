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
    format: 'iife',
    platform: 'browser',
    write: false,
    metafile: true,
    logLevel: 'silent',
  });
  return Object.keys(result.metafile.inputs);
}

test("the item form's bundle leaves the linter's rules out: it lists their ids only (the rules are its largest start-up cost)", async () => {
  const files = await bundledFiles('itemEditor');
  assert.ok(files.some((file) => file.endsWith('src/core/lint/ruleIds.ts')), 'the bundle is read: it holds the rule ids');
  assert.deepEqual(
    files.filter((file) => /src\/core\/lint\/(rules|reading|vocabulary|engine)\.ts$|src\/core\/lint\/data\//.test(file)),
    [],
  );
});
