// `finbench validate --json` of this build against an earlier one's, byte for byte, on the sandbox workspace, the
// repository's item fixtures, every lint-corpus question as an item's question, hostile files and 2,000 of the
// validate bench's heavy items: a change meant to make validation faster must not change a verdict, a finding or a
// place. The earlier build (default: where this branch left main) is bundled from a temporary `git worktree`. Exits 1 on any difference.
// Run after a build: node test/bench/validateSame.mjs [<commit>]
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as esbuild from 'esbuild';
import { writeSandbox } from '../../out/scripts/sandbox.js';
import { writeHeavyItems } from './heavyItems.mjs';

const root = path.resolve(import.meta.dirname, '../..');
const BEFORE = process.argv[2] ?? execFileSync('git', ['-C', root, 'merge-base', 'HEAD', 'main'], { encoding: 'utf8' }).trim().slice(0, 10);
const work = mkdtempSync(path.join(tmpdir(), 'finbench-validate-same-'));
const checkout = path.join(work, 'checkout');

/** The earlier build's CLI and worker, bundled from its own sources and schemas. */
async function earlierCli() {
  execFileSync('git', ['-C', root, 'worktree', 'add', '--detach', checkout, BEFORE], { stdio: 'ignore' });
  symlinkSync(path.join(root, 'node_modules'), path.join(checkout, 'node_modules'), 'dir');
  execFileSync(process.execPath, ['-e', "import('./scripts/schemaValidators.mjs').then((m) => m.generateSchemaValidators())"], { cwd: checkout });
  const outdir = path.join(work, 'earlier');
  await esbuild.build({
    entryPoints: Object.fromEntries(Object.entries({ cli: 'launcher', finbench: 'bin', validateWorker: 'validateWorker' }).map(([out, src]) => [out, path.join(checkout, `src/cli/${src}.ts`)])),
    outdir,
    bundle: true,
    platform: 'node',
    format: 'cjs',
    mainFields: ['module', 'main'],
    logLevel: 'warning',
  });
  return path.join(outdir, 'cli.js');
}

/** The folders compared, written under `dir`. */
async function workspaces(dir) {
  const sandbox = path.join(dir, 'sandbox');
  await writeSandbox(root, sandbox);
  const fixtures = path.join(dir, 'fixtures');
  cpSync(path.join(root, 'samples'), path.join(fixtures, 'samples'), { recursive: true });
  cpSync(path.join(root, 'test/fixtures/workspace'), path.join(fixtures, 'workspace'), { recursive: true });
  const sample = JSON.parse(readFileSync(path.join(root, 'samples/dataset/t2-global-sbux-assets.item.json'), 'utf8'));
  const corpus = path.join(dir, 'lint-corpus');
  mkdirSync(corpus);
  readFileSync(path.join(root, 'test/fixtures/lint-corpus/questions.jsonl'), 'utf8').split('\n').filter(Boolean).forEach((line, i) => {
    for (const language of ['en', 'zh']) writeFileSync(path.join(corpus, `${i}-${language}.item.json`), JSON.stringify({ ...sample, question: JSON.parse(line).question, language }, null, 2));
  });
  const hostile = path.join(dir, 'hostile');
  mkdirSync(hostile);
  const text = JSON.stringify(sample, null, 2);
  const files = {
    bom: `\uFEFF${text}`,
    utf16: Buffer.from(text, 'utf16le'),
    nul: `${text}\u0000`,
    invalidUtf8: Buffer.concat([Buffer.from(text.slice(0, 40)), Buffer.from([0xc3, 0x28]), Buffer.from(text.slice(40))]),
    proto: `{"__proto__": {"task": "T1"}, ${text.trim().slice(1)}`,
    deep: `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    repeatedKey: text.replace('"question":', '"question": 1, "question":'),
    repeatedEscapedKey: text.replace('"question":', '"question": 1, "\\u0071uestion":'),
    imprecise: text.replace('"schemaVersion": 1', '"schemaVersion": 1, "x-long": 12345678901234567890, "x-big": 1e400, "x-tiny": 1e-400, "x-zero": 0.0'),
    // Doubles at full precision (exact, as review records write deviations), beside ones that are not and look-alikes in strings.
    floats: text.replace('"schemaVersion": 1', `"schemaVersion": 1, "x-d": [0.30000000000000004, -5.6843418860698155e-12, 1E+2, -0.0, 0e-400, 123456789012345678, "1e400", "0.30000000000000001"], "x-s": "\\\\", "x-e": 1.0000000000000001e-7`),
    trailingZeros: text.replace(/"value": (\d+(\.\d+)?)/, '"value": $1000'),
    unknownFields: text.replace('"question":', '"colour": 1, "x-note": 2, "question":'),
    manyFindings: JSON.stringify({ ...sample, answer: { parts: [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] } }, null, 2),
    oneLine: JSON.stringify({ ...sample, question: `${sample.question} (revenue in 2023)` }),
    broken: text.slice(0, text.length / 2),
    manyErrors: '@\n'.repeat(100),
    empty: '',
  };
  for (const [name, content] of Object.entries(files)) writeFileSync(path.join(hostile, `${name}.item.json`), content);
  const heavy = path.join(dir, 'heavy');
  await writeHeavyItems(root, heavy, 2000);
  return { sandbox, fixtures, 'lint-corpus': corpus, hostile, heavy };
}

let differences = 0;
try {
  const cli = await earlierCli();
  const folders = await workspaces(path.join(work, 'ws'));
  for (const [name, folder] of Object.entries(folders)) {
    for (const jobs of [[], ['--jobs', '1'], ['--jobs', '2']]) {
      const run = (entry) => spawnSync(process.execPath, [entry, 'validate', '.', '--json', ...jobs], { cwd: folder, encoding: 'utf8', maxBuffer: 1 << 30 });
      const [before, after] = [run(cli), run(path.join(root, 'dist/cli.js'))];
      const same = before.status === after.status && before.stdout === after.stdout;
      const report = JSON.parse(after.stdout);
      console.log(`${same ? 'same' : 'DIFFERENT'}: ${name} ${jobs.join(' ') || '(default threads)'}: ${report.files.length} files, ${report.errorCount} errors, ${report.warningCount} warnings, exit ${after.status}`);
      if (!same) {
        differences++;
        const firstDiff = [...before.stdout].findIndex((c, i) => c !== after.stdout[i]);
        console.log(`  exit ${before.status} → ${after.status} ${before.stderr.slice(0, 300)}${after.stderr.slice(0, 300)}; first difference at ${firstDiff}: ${before.stdout.slice(firstDiff - 200, firstDiff + 200)}\n  →\n  ${after.stdout.slice(firstDiff - 200, firstDiff + 200)}`);
      }
    }
  }
} finally {
  execFileSync('git', ['-C', root, 'worktree', 'remove', '--force', checkout], { stdio: 'ignore' });
  rmSync(work, { recursive: true, force: true });
}
console.log(differences ? `${differences} runs differ from ${BEFORE}` : `every run is the same as ${BEFORE}'s`);
process.exitCode = differences ? 1 : 0;
