// Starts code-server once and runs every real-VS-Code suite against it: the integration suite inside the
// extension host (mocha, via the smoke-test driver), then the UI end-to-end tests (node:test + Chromium).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { format } from 'node:util';
import { repoRoot } from '../repoRoot';
import { launchBrowser, workbenchUrl } from './browser';
import { startCodeServer } from '../../scripts/codeServer';
import { startLlamaServer } from '../../scripts/llamaServer';
import { prepareWorkspace } from './workspace';

const INTEGRATION_TIMEOUT_MS = 10 * 60_000;
/** The workbench's own complaints about having no extension gallery on an offline machine. */
const OFFLINE_NOISE = /queryRawGallery|Gallery|marketplace|open-vsx|Failed to load resource|ERR_NAME_NOT_RESOLVED/i;

/** Runs the mocha suite of `out/test/<suite>/index.js` inside the extension host of the code-server at `host`. */
async function runIntegrationSuite(host: string, workDir: string, suite = 'integration'): Promise<{ passes: number; failures: number }> {
  const folder = prepareWorkspace(path.join(workDir, `ws-${suite.replace(/\//g, '-')}`));
  const browser = await launchBrowser();
  try {
    let result: { passes: number; failures: number } | undefined;
    let resolveExit!: (code: number) => void;
    const exited = new Promise<number>((r) => (resolveExit = r));
    await browser.page.exposeFunction('codeAutomationLog', (type: string, args: unknown[]) => {
      const line = format(...(args ?? []));
      const m = /^FINBENCH-INTEGRATION (\{.*\})$/.exec(line);
      if (m) result = JSON.parse(m[1]);
      else if (type !== 'debug' && !OFFLINE_NOISE.test(line)) process.stdout.write(`${line}\n`);
    });
    await browser.page.exposeFunction('codeAutomationExit', (code: number) => resolveExit(code));
    const testsPath = path.join(repoRoot, `out/test/${suite}/index.js`);
    await browser.page.goto(workbenchUrl(host, folder, repoRoot, testsPath));
    const code = await Promise.race([
      exited,
      new Promise<number>((r) => setTimeout(() => r(-1), INTEGRATION_TIMEOUT_MS).unref()),
    ]);
    if (code === -1) console.error('integration suite: no exit code within the time limit');
    if (!result) return { passes: 0, failures: 1 };
    return code === 0 ? result : { ...result, failures: Math.max(result.failures, 1) };
  } finally {
    await browser.close();
  }
}

function runE2e(host: string, workDir: string): { passes: number; failures: number } {
  // FINBENCH_E2E picks some e2e files (a glob under out/test/e2e) while working on them.
  const files = `out/test/e2e/${process.env.FINBENCH_E2E ?? '**/*.test.js'}`;
  const run = spawnSync(process.execPath, ['--test', '--enable-source-maps', '--test-concurrency=1', files], {
    cwd: repoRoot,
    env: { ...process.env, FINBENCH_CS_HOST: host, FINBENCH_TEST_WORK: workDir },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  process.stdout.write(run.stdout);
  const count = (name: string) => Number(new RegExp(`^ℹ ${name} (\\d+)$`, 'm').exec(run.stdout)?.[1] ?? 0);
  return { passes: count('pass'), failures: count('fail') + (run.status === 0 ? 0 : count('fail') ? 0 : 1) };
}

/** The suite that needs workspace trust on: a second code-server whose folder opens in restricted mode (part of the integration suite). */
async function runUntrustedSuite(workDir: string, suites: string): Promise<{ passes: number; failures: number }> {
  if (process.env.FINBENCH_TEST_GREP || !suites.includes('integration')) return { passes: 0, failures: 0 };
  const server = await startCodeServer({ workDir: path.join(workDir, 'server-untrusted'), workspaceTrust: true });
  try {
    return await runIntegrationSuite(server.host, workDir, 'integration/untrusted');
  } finally {
    await server.stop();
  }
}

async function main() {
  // A separate folder per concurrent run (FINBENCH_VSCODE_WORK), since each run starts by emptying it.
  const workDir = process.env.FINBENCH_VSCODE_WORK ?? path.join(repoRoot, '.tmp/vscode-tests');
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  const t0 = Date.now();
  // FINBENCH_SUITES=integration or =e2e runs only that suite (while working on it).
  // The judge suite runs against a real llama-server: scripts/test.sh's (FINBENCH_LLAMA_URL), else one of our own.
  // code-server passes the environment on to the extension host.
  const suites = process.env.FINBENCH_SUITES ?? 'integration,e2e';
  const llama = process.env.FINBENCH_LLAMA_URL || !suites.includes('integration') ? undefined : await startLlamaServer({ workDir: path.join(workDir, 'llama') });
  if (llama) process.env.FINBENCH_LLAMA_URL = llama.baseURL;
  try {
    await runSuites(workDir, suites, t0);
  } finally {
    await llama?.stop();
  }
}

async function runSuites(workDir: string, suites: string, t0: number) {
  const server = await startCodeServer({ workDir: path.join(workDir, 'server') });
  console.log(`code-server up at http://${server.host} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
  let integration = { passes: 0, failures: 1 };
  let e2e = { passes: 0, failures: 1 };
  try {
    integration = suites.includes('integration') ? await runIntegrationSuite(server.host, workDir) : { passes: 0, failures: 0 };
    console.log(`integration (extension host): ${integration.passes} passed, ${integration.failures} failed`);
    e2e = suites.includes('e2e') ? runE2e(server.host, workDir) : { passes: 0, failures: 0 };
    console.log(`e2e (workbench UI): ${e2e.passes} passed, ${e2e.failures} failed`);
  } finally {
    await server.stop();
  }
  const untrusted = await runUntrustedSuite(workDir, suites);
  console.log(`integration (untrusted workspace): ${untrusted.passes} passed, ${untrusted.failures} failed`);
  const passes = integration.passes + e2e.passes + untrusted.passes;
  const failures = integration.failures + e2e.failures + untrusted.failures;
  console.log(`vscode: ${passes} passed, ${failures} failed (${((Date.now() - t0) / 1000).toFixed(1)} s; server log ${server.logFile})`);
  process.exitCode = failures ? 1 : 0;
}

main().catch((e) => {
  console.error(e);
  process.exitCode = 2;
});
