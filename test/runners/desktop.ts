// The same integration suite in desktop VS Code through @vscode/test-electron (`npm run test:desktop`).
// It downloads VS Code, so it runs on a developer desktop or a hosted CI, not on an offline machine.
import path from 'node:path';
import { runTests } from '@vscode/test-electron';
import { repoRoot } from '../repoRoot';
import { prepareWorkspace } from './workspace';

async function main() {
  const workspace = prepareWorkspace(path.join(repoRoot, '.tmp/desktop-tests/workspace'));
  await runTests({
    version: process.env.VSCODE_VERSION ?? 'stable',
    extensionDevelopmentPath: repoRoot,
    extensionTestsPath: path.join(repoRoot, 'out/test/integration/index.js'),
    launchArgs: [workspace, '--disable-extensions', '--disable-workspace-trust'],
  });
}

main().catch((e) => {
  console.error(`desktop integration tests failed: ${(e as Error).message}`);
  process.exit(1);
});
