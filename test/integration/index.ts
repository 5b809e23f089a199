// Entry of the integration suite, run INSIDE the real extension host: by code-server's smoke-test driver
// here (test/runners/run.ts), by @vscode/test-electron on a desktop (test/runners/desktop.ts).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import Mocha from 'mocha';
import { POLL_TIMEOUT_MS } from '../poll';

export function run(): Promise<void> {
  return runSuite(__dirname);
}

/** Runs every `*.test.js` of `folder` (a suite that needs its own host, such as an untrusted workspace, has its own folder). */
export function runSuite(folder: string): Promise<void> {
  // Above the poll helper's timeout, several times: a test that waits in vain fails with what it waited for.
  const mocha = new Mocha({ ui: 'tdd', color: false, timeout: 4 * POLL_TIMEOUT_MS, reporter: 'spec' });
  const grep = process.env.FINBENCH_TEST_GREP;
  if (grep) mocha.grep(grep);
  for (const file of readdirSync(folder).filter((f) => f.endsWith('.test.js')).sort()) {
    mocha.addFile(path.join(folder, file));
  }
  return new Promise((resolve, reject) => {
    const runner = mocha.run((failures) => {
      // The code-server runner reads this line to count results.
      console.log(`FINBENCH-INTEGRATION ${JSON.stringify({ passes: runner.stats?.passes ?? 0, failures })}`);
      if (failures) reject(new Error(`${failures} integration tests failed`));
      else resolve();
    });
  });
}
