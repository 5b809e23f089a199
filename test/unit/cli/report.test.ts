import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, test } from 'node:test';
import { parse } from 'yaml';
import { cliIn, hasStackTrace } from './cliHarness';
import { repoRoot } from '../helpers';

const WORKFLOW = path.join(repoRoot, 'docs/ci/finbench-review.yml');
const GIT_ENV = { ...process.env, GIT_AUTHOR_NAME: 't', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 't', GIT_COMMITTER_EMAIL: 't@example.invalid', GIT_CONFIG_NOSYSTEM: '1', HOME: tmpdir() };

function git(cwd: string, ...args: string[]): string {
  const run = spawnSync('git', args, { cwd, env: GIT_ENV, encoding: 'utf8' });
  assert.equal(run.status, 0, `git ${args.join(' ')}: ${run.stderr}`);
  return run.stdout.trim();
}

function edit(dir: string, file: string, change: (item: any) => void) {
  const at = path.join(dir, file);
  const item = JSON.parse(readFileSync(at, 'utf8'));
  change(item);
  writeFileSync(at, `${JSON.stringify(item, null, 2)}\n`);
}

/** A repository whose main has the sample items and whose branch 'pr' changes, adds and removes some. */
function repository(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'finbench-report-'));
  git(dir, 'init', '-q', '-b', 'main');
  cpSync(path.join(repoRoot, 'samples/dataset'), path.join(dir, 'items'), { recursive: true });
  git(dir, 'add', '.');
  git(dir, 'commit', '-q', '-m', 'items');
  git(dir, 'checkout', '-q', '-b', 'pr');
  edit(dir, 'items/t2-global-sbux-assets.item.json', (item) => {
    item.question = item.question.replace("Starbucks' total assets", "Starbucks' consolidated total assets");
    item.answer.parts[0].value = 29375;
    item.answer.parts[0].tolerance = { kind: 'absolute', delta: 1 };
    item.review.status = 'disputed';
  });
  edit(dir, 'items/oe-global-ai-valuation-risk.item.json', (item) => { item.rubric[0].weight = 8; });
  const added = JSON.parse(readFileSync(path.join(dir, 'items/t3-global-sp500-best-month.item.json'), 'utf8'));
  added.id = 't3-global-new-item';
  delete added.answer.parts[0].tolerance;
  writeFileSync(path.join(dir, 'items/t3-global-new-item.item.json'), JSON.stringify(added, null, 2));
  rmSync(path.join(dir, 'items/t1-gc-gbt-low.item.json'));
  git(dir, 'add', '-A');
  git(dir, 'commit', '-q', '-m', 'change items');
  return dir;
}

/** A folder with a `finbench` command that runs this build's CLI, as the workflow's install step provides. */
function finbenchOnPath(): string {
  const bin = mkdtempSync(path.join(tmpdir(), 'finbench-bin-'));
  writeFileSync(path.join(bin, 'finbench'), `#!/bin/sh\nexec "${process.execPath}" "${path.join(repoRoot, 'dist/cli.js')}" "$@"\n`);
  chmodSync(path.join(bin, 'finbench'), 0o755);
  return bin;
}

function checkReport(markdown: string) {
  assert.ok(markdown.startsWith('<!-- finbench-report -->'));
  assert.match(markdown, /\*\*1 added · 1 removed · 2 changed\*\* items/);
  assert.match(markdown, /question: .*Starbucks' \*\*consolidated\*\* total assets/);
  assert.match(markdown, /answer "Total assets": 29374\.5 → 29375/);
  assert.match(markdown, /tolerance of "Total assets": “Only rounding differences.*” → “Any answer within ±1/);
  assert.match(markdown, /status agreed → disputed/);
  assert.match(markdown, /rubric criterion 1: weight 10 → 8/);
  assert.match(markdown, /### Added\n- `t3-global-new-item`/);
  assert.match(markdown, /### Removed\n- `t1-gc-gbt-low`/);
  assert.match(markdown, /\| new \| `t3-global-new-item` \| error \|/, 'the new item without a tolerance is a new finding');
  assert.match(markdown, /### Review agreement of the changed items/);
}

describe('finbench report', () => {
  test('the workflow\'s steps, run here on a repository with two commits, validate and write the report; the posting step is valid', () => {
    const workflow = parse(readFileSync(WORKFLOW, 'utf8'));
    assert.deepEqual(Object.keys(workflow.on), ['pull_request']);
    const steps: { name?: string; run?: string; uses?: string; with?: Record<string, unknown> }[] = workflow.jobs.review.steps;
    assert.equal(steps.find((s) => s.uses?.startsWith('actions/checkout'))!.with!['fetch-depth'], 0, 'the report needs the base commit');
    const post = steps.find((s) => s.uses?.startsWith('actions/github-script'))!;
    // The posting step needs GitHub: its script must at least compile.
    const AsyncFunction = Object.getPrototypeOf(async () => undefined).constructor;
    assert.doesNotThrow(() => new AsyncFunction('github', 'context', 'require', post.with!.script as string));
    assert.match(post.with!.script as string, /<!-- finbench-report -->/);

    const dir = repository();
    git(dir, 'update-ref', 'refs/remotes/origin/main', 'main');
    const env = { ...GIT_ENV, PATH: `${finbenchOnPath()}${path.delimiter}${process.env.PATH}`, BASE_REF: 'main' };
    for (const name of ['Validate the items', 'Write the review report']) {
      const step = steps.find((s) => s.name === name)!;
      const run = spawnSync('bash', ['-e', '-c', step.run!], { cwd: dir, env, encoding: 'utf8' });
      assert.ok(run.status === 0 || (name === 'Validate the items' && run.status === 1), `${name}: ${run.status} ${run.stderr}`);
    }
    checkReport(readFileSync(path.join(dir, 'finbench-report.md'), 'utf8'));
    const json = JSON.parse(readFileSync(path.join(dir, 'finbench-report.json'), 'utf8'));
    assert.deepEqual(json.added.map((a: { id: string }) => a.id), ['t3-global-new-item']);
    assert.deepEqual(json.changed.map((c: { id: string }) => c.id), ['oe-global-ai-valuation-risk', 't2-global-sbux-assets']);
    assert.ok(json.changed[1].changes.some((c: { kind: string; before: unknown; after: unknown }) => c.kind === 'answer' && c.before === 29374.5 && c.after === 29375));
    assert.deepEqual(Object.keys(json.agreement.before), ['count', 'of', 'rate', 'low', 'high']);
  });

  test('by default: the merge base with main against the working tree, uncommitted edits included', async () => {
    const dir = repository();
    edit(dir, 'items/t2-gc-moutai-revenue.item.json', (item) => { item.review.status = 'accepted'; });
    const run = await cliIn(dir, ['report', '--json']);
    assert.equal(run.code, 0, run.err);
    const report = JSON.parse(run.out);
    assert.equal(report.base.rev, 'merge-base(HEAD, main)');
    assert.equal(report.head.rev, 'WORKTREE');
    assert.deepEqual(report.changed.map((c: { id: string }) => c.id), ['oe-global-ai-valuation-risk', 't2-gc-moutai-revenue', 't2-global-sbux-assets']);
    const zh = await cliIn(dir, ['report', 'main', 'pr', '--lang', 'zh']);
    assert.match(zh.out, /新增 1 · 删除 1 · 修改 2/);
  });

  test('bad input: a revision that does not exist, a shallow clone without the base, no default branch, not a repository: exit 2 with a sentence', async () => {
    const dir = repository();
    const cases: [string, string[], RegExp][] = [[dir, ['report', 'no-such-branch'], /the revision 'no-such-branch' does not exist in this repository$/]];
    const base = git(dir, 'rev-parse', 'main');
    const shallow = mkdtempSync(path.join(tmpdir(), 'finbench-shallow-'));
    git(shallow, 'clone', '-q', '--depth', '1', '--branch', 'pr', `file://${dir}`, 'clone');
    cases.push([path.join(shallow, 'clone'), ['report', base], /does not exist in this repository; this is a shallow clone: fetch the history first/]);
    const trunk = mkdtempSync(path.join(tmpdir(), 'finbench-trunk-'));
    git(trunk, 'init', '-q', '-b', 'trunk');
    git(trunk, 'commit', '-q', '--allow-empty', '-m', 'x');
    cases.push([trunk, ['report'], /no default branch to compare with/]);
    const plain = mkdtempSync(path.join(tmpdir(), 'finbench-nogit-'));
    mkdirSync(path.join(plain, 'x'));
    cases.push([path.join(plain, 'x'), ['report', 'main'], /is not inside a git repository/]);
    for (const [cwd, argv, message] of cases) {
      const run = await cliIn(cwd, argv);
      assert.equal(run.code, 2, `${argv.join(' ')}: ${run.out}`);
      assert.match(run.err.split('\n')[0], message);
      assert.ok(!hasStackTrace(run.err));
      assert.equal(run.out, '');
    }
  });
});
