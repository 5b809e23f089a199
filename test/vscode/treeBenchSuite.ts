// Runs inside the extension host for test/bench/tree.mjs (as an extensionTestsPath): shows the FinBench tree at
// once, waits until every item is indexed and every file's diagnostics are published, and prints the timings.
import * as vscode from 'vscode';
import type { Services } from '../../src/extension/services';

const EXTENSION_ID = 'finbench.finbench-studio';
const TIMEOUT_MS = 5 * 60_000;

export async function run(): Promise<void> {
  const extension = vscode.extensions.getExtension(EXTENSION_ID);
  if (!extension) throw new Error(`${EXTENSION_ID} is not installed`);
  const { itemTree } = (await extension.activate()) as Services;
  await vscode.commands.executeCommand('finbench.items.focus');
  const files = (await vscode.workspace.findFiles('**/*.item.json')).length;
  const deadline = Date.now() + TIMEOUT_MS;
  // Every generated item has at least one lint warning, so "published" means: every file has a FinBench diagnostic.
  const published = () => vscode.languages.getDiagnostics().filter(([uri, list]) => uri.path.endsWith('.item.json') && list.some((d) => d.source === 'FinBench')).length;
  while (itemTree.tree.firstFullRenderAt === undefined || published() < files) {
    if (Date.now() > deadline) throw new Error(`timed out: ${published()} of ${files} files have diagnostics`);
    await new Promise((r) => setTimeout(r, 50));
  }
  const { startedAt, readyAt, problemsChangedAt } = itemTree.index.timings;
  const figures = {
    files,
    indexed: itemTree.index.size,
    indexReadyMs: Math.round(readyAt! - startedAt),
    firstFullRenderMs: Math.round(itemTree.tree.firstFullRenderAt! - startedAt),
    diagnosticsPublishedMs: Math.round(problemsChangedAt! - startedAt),
  };
  console.log(`FINBENCH-BENCH ${JSON.stringify(figures)}`);
}
