// `scripts/start.sh` runs this: code-server on 127.0.0.1 with the packaged extension installed and the sandbox
// dataset open. Stops on Ctrl+C.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { codeServerEntry, profileArgs, serverEnv, startCodeServer } from './codeServer';
import { writeSandbox } from './sandbox';

async function main() {
  const [vsix, root] = process.argv.slice(2);
  if (!vsix || !root) throw new Error('usage: serve.js <extension.vsix> <repository root>');
  const workDir = path.join(root, '.tmp/start');
  const workspace = process.env.FINBENCH_WORKSPACE ?? path.join(workDir, 'sandbox');
  if (!existsSync(workspace)) {
    // Generated outside the repository, so what the user edits never changes the samples; kept between starts.
    console.log(`Sandbox dataset: ${await writeSandbox(root, workspace)} files written to ${workspace}`);
  }
  execFileSync(process.execPath, [codeServerEntry(), ...profileArgs(workDir), '--install-extension', vsix, '--force'], {
    env: serverEnv(workDir),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = await startCodeServer({ workDir, bind: `127.0.0.1:${process.env.PORT ?? '8080'}`, extraArgs: [workspace] });
  console.log(`\nFinBench Studio is running: http://${server.host}/?folder=${encodeURIComponent(workspace)}`);
  console.log(`Workspace: ${workspace}\nServer log: ${server.logFile}\nPress Ctrl+C to stop.`);
  const stop = () => void server.stop().then(() => process.exit(0));
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((e) => {
  console.error(`start: ${(e as Error).message}`);
  process.exit(1);
});
