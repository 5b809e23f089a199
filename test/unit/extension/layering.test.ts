import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { repoRoot } from '../helpers';

/**
 * The rules ESLint reports for `code` as if it were a file of `folder` (with the project's eslint.config.mjs). The
 * type-aware rules read the file through its tsconfig, which lists only files on disk: `code` stands in for one.
 */
async function ruleIds(code: string, folder: string): Promise<string[]> {
  const { ESLint } = await import('eslint');
  const file = readdirSync(path.join(repoRoot, folder)).sort().find((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
  assert.ok(file, `a TypeScript file in ${folder}`);
  const [result] = await new ESLint({ cwd: repoRoot }).lintText(code, { filePath: path.join(repoRoot, folder, file) });
  return result.messages.map((m) => `${m.ruleId}: ${m.message}`);
}

describe('layering (eslint.config.mjs)', () => {
  test('src/core and src/protocol import neither vscode, nor Node built-ins, nor the adapters, nor the DOM', async () => {
    for (const folder of ['src/core/item', 'src/protocol']) {
      const found = await ruleIds(
        "import * as vscode from 'vscode';\nimport { readFileSync } from 'node:fs';\nimport { commandTable } from '../../src/extension/commands/commandTable';\nexport const x = [vscode, readFileSync, commandTable, document.title];\n",
        folder,
      );
      assert.equal(found.length, 4, found.join('\n'));
      assert.match(found[0], /must not import vscode/);
      assert.match(found[1], /must not import Node built-ins/);
      assert.match(found[3], /no DOM here/);
    }
  });

  test("bare built-in names are refused too, but the project's own modules named like one (./path) are not", async () => {
    const found = await ruleIds("import { readFileSync } from 'fs';\nimport { pointerOf } from '../json/path';\nexport const x = [readFileSync, pointerOf];\n", 'src/core/item');
    assert.equal(found.length, 1, found.join('\n'));
    assert.match(found[0], /'fs'.*must not import Node built-ins/);
  });

  test('a webview does not import the extension host', async () => {
    const found = await ruleIds("import { t } from '../../src/extension/language';\nexport const x = t;\n", 'webview/itemEditor');
    assert.equal(found.length, 1);
    assert.match(found[0], /webview\/ must not import src\/extension\//);
  });

  test('the CLI and src/node import neither vscode, nor the extension host, nor the webviews; src/node not the CLI', async () => {
    const probe = "import * as vscode from 'vscode';\nimport { t } from '../../src/extension/language';\nimport { connectToHost } from '../../webview/shared/rpc';\nimport { readFileSync } from 'node:fs';\nexport const x = [vscode, t, connectToHost, readFileSync];\n";
    for (const folder of ['src/cli', 'src/node']) {
      const found = await ruleIds(probe, folder);
      assert.equal(found.length, 3, found.join('\n'));
      assert.match(found[0], new RegExp(`${folder} must not import vscode`));
      assert.match(found[1], new RegExp(`${folder} must not import extension/`));
      assert.match(found[2], new RegExp(`${folder} must not import webview/`));
    }
    const cli = await ruleIds("import { runCli } from '../cli/main';\nexport const x = runCli;\n", 'src/node');
    assert.equal(cli.length, 1, cli.join('\n'));
    assert.match(cli[0], /src\/node must not import cli\//);
  });

  test('the item model (src/core/item) imports neither the diagnosis, nor the linter, nor the tolerance engine', async () => {
    const found = await ruleIds(
      "import { diagnoseItem } from '../diagnose/diagnose';\nimport { lintItem } from '../lint/engine';\nimport { checkAnswer } from '../tolerance/check';\nimport { pointerOf } from '../json/path';\nexport const x = [diagnoseItem, lintItem, checkAnswer, pointerOf];\n",
      'src/core/item',
    );
    assert.equal(found.length, 3, found.join('\n'));
    for (const [i, folder] of ['diagnose', 'lint', 'tolerance'].entries()) assert.match(found[i], new RegExp(`must not import ${folder}/: the item model lies below`));
    assert.deepEqual(await ruleIds("import { lintItem } from '../lint/engine';\nexport const x = lintItem;\n", 'src/core/diagnose'), []);
  });

  test('a promise nobody awaits, voids or catches is refused (no-floating-promises, with type information)', async () => {
    const code = "export async function f(): Promise<void> {}\nexport function g() {\n  f();\n}\n";
    for (const folder of ['src/extension', 'webview/dashboard', 'test/unit']) {
      const found = await ruleIds(code, folder);
      assert.equal(found.length, 1, `${folder}: ${found.join('\n')}`);
      assert.match(found[0], /^@typescript-eslint\/no-floating-promises/);
    }
    assert.deepEqual(await ruleIds(code.replace('  f();', '  void f();'), 'src/extension'), []);
  });

  test('the same imports are fine in the extension', async () => {
    assert.deepEqual(await ruleIds("import * as vscode from 'vscode';\nimport { readFileSync } from 'node:fs';\nexport const x = [vscode, readFileSync];\n", 'src/extension'), []);
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
