import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../helpers';

/** The rules ESLint reports for `code` as if it were the file at `filePath` (with the project's eslint.config.mjs). */
async function ruleIds(code: string, filePath: string): Promise<string[]> {
  const { ESLint } = await import('eslint');
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(code, { filePath: `${repoRoot}/${filePath}` });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering (eslint.config.mjs)', () => {
  test('src/core and src/protocol import neither vscode, nor Node built-ins, nor the adapters, nor the DOM', async () => {
    for (const folder of ['src/core/item', 'src/protocol']) {
      const found = await ruleIds(
        "import * as vscode from 'vscode';\nimport { readFileSync } from 'node:fs';\nimport { commandTable } from '../../src/extension/commands/commandTable';\nexport const x = [vscode, readFileSync, commandTable, document.title];\n",
        `${folder}/layeringProbe.ts`,
      );
      assert.equal(found.length, 4, found.join('\n'));
      assert.match(found[0], /must not import vscode/);
      assert.match(found[1], /must not import Node built-ins/);
      assert.match(found[3], /no DOM here/);
    }
  });

  test("bare built-in names are refused too, but the project's own modules named like one (./path) are not", async () => {
    const found = await ruleIds("import { readFileSync } from 'fs';\nimport { pointerOf } from '../json/path';\nexport const x = [readFileSync, pointerOf];\n", 'src/core/item/layeringProbe.ts');
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0], /'fs'.*must not import Node built-ins/);
  });

  test('a webview does not import the extension host', async () => {
    const found = await ruleIds("import { t } from '../../src/extension/language';\nexport const x = t;\n", 'webview/itemEditor/layeringProbe.ts');
    assert.equal(found.length, 1);
    assert.match(found[0], /webview\/ must not import src\/extension\//);
  });

  test('the same imports are fine in the extension', async () => {
    assert.deepEqual(await ruleIds("import * as vscode from 'vscode';\nimport { readFileSync } from 'node:fs';\nexport const x = [vscode, readFileSync];\n", 'src/extension/layeringProbe.ts'), []);
  });
});

describe('import cycles (.dependency-cruiser.cjs)', () => {
  /** Runs the project's cycle check on `folder`; returns its exit status and output. */
  function cruise(folder: string): { status: number | null; output: string } {
    const bin = path.join(repoRoot, 'node_modules/dependency-cruiser/bin/dependency-cruiser.mjs');
    const run = spawnSync(process.execPath, [bin, folder, '--config', '.dependency-cruiser.cjs'], { cwd: repoRoot, encoding: 'utf8' });
    return { status: run.status, output: run.stdout + run.stderr };
  }

  test('a runtime import cycle fails the check and names the modules', () => {
    const { status, output } = cruise('test/fixtures/importCycle/runtime');
    assert.notEqual(status, 0, output);
    assert.match(output, /no-circular/);
    assert.match(output, /importCycle\/runtime\/a\.ts/);
  });

  test('type-only imports that point back are not a cycle (they are erased at build time)', () => {
    const { status, output } = cruise('test/fixtures/importCycle/typeOnly');
    assert.equal(status, 0, output);
  });
});
