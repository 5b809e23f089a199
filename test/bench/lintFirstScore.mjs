// The linter measured from outside, batch by batch: each labelled batch of the real-question corpus's dev part is linted
// by the rules as they stood when it was drawn (before anything was learned from it) and by the rules of this checkout,
// and the recall and clean questions with a finding are printed per batch and language, then pooled, then pooled by
// category (which concepts the rules carry to questions they have not seen, and which they learn only phrase by phrase).
// Run from a clone with its history: node test/bench/lintFirstScore.mjs [--from 17] (first batch; the selected
// twenty-fourth is always left out). The test part is never read.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importSource, root } from './importSource.mjs';

const real = 'test/fixtures/lint-corpus/real';
const from = Number(process.argv[process.argv.indexOf('--from') + 1]) || 17;
const git = (...args) => execFileSync('git', args, { cwd: root, encoding: 'utf8', maxBuffer: 1 << 28 });
const jsonLines = (file) =>
  fs.readFileSync(path.join(root, real, file), 'utf8').trim().split('\n').map((line) => JSON.parse(line));

/** lintQuestion as built from the sources under `dir`. */
const linterIn = async (dir) => (await importSource("export { lintQuestion } from './src/core/lint/engine';", dir)).lintQuestion;

/** The rules at `commit`: its src/ written to a temporary folder and built. */
async function linterAt(commit) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'finbench-first-score-'));
  try {
    execFileSync('tar', ['-x', '-C', dir], { input: execFileSync('git', ['archive', commit, 'src'], { cwd: root, maxBuffer: 1 << 28 }) });
    return await linterIn(dir);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

const ordinalBatches = [...fs.readFileSync(path.join(root, real, 'SOURCES.md'), 'utf8').matchAll(
  /^## (\S+) batch added to the dev part \(q(\d+)–q(\d+)\)(.*)$/gm,
)].map((m, i) => ({ title: m[1], first: Number(m[2]), last: Number(m[3]), selected: /selected by content/.test(m[4]), index: i }));
const batches = ordinalBatches.filter((b) => b.index + 3 >= from && !b.selected); // the third batch is the first with an ordinal heading
const questions = new Map(jsonLines('questions.jsonl').map((q) => [q.id, q]));
const labels = new Map(jsonLines('labels.jsonl').map((l) => [l.id, l.categories]));
const parts = new Map(jsonLines('parts.jsonl').map((p) => [p.id, p.part]));
const current = await linterIn(root);

const empty = () => ({ flags: 0, caught: 0, clean: 0, alarms: 0 });
function add(score, wanted, drawn) {
  for (const category of wanted) {
    score.flags++;
    if (drawn.has(category)) score.caught++;
  }
  if (!wanted.length) {
    score.clean++;
    if (drawn.size) score.alarms++;
  }
}
const ratio = (n, d) => `${n}/${d} ${d ? ((100 * n) / d).toFixed(1) : '—'}%`.padEnd(16);
const line = (name, then, now) =>
  console.log(`${name.padEnd(26)} ${ratio(then.caught, then.flags)} ${ratio(then.alarms, then.clean)} ${ratio(now.caught, now.flags)} ${ratio(now.alarms, now.clean)}`);

console.log(`${'batch, language'.padEnd(26)} ${'first: recall'.padEnd(16)} ${'first: clean+'.padEnd(16)} ${'now: recall'.padEnd(16)} now: clean+`);
const pooled = { en: [empty(), empty()], zh: [empty(), empty()] };
/** By language and category, pooled: flags, caught when drawn and now, and findings of the category on questions not labelled with it. */
const byCategory = new Map();
function addByCategory(lang, wanted, drawn, i) {
  const of = (category) => {
    const key = `${lang} ${category}`;
    if (!byCategory.has(key)) byCategory.set(key, { flags: 0, caught: [0, 0], extra: [0, 0] });
    return byCategory.get(key);
  };
  for (const category of wanted) {
    if (i === 0) of(category).flags++;
    if (drawn.has(category)) of(category).caught[i]++;
  }
  for (const category of drawn) if (!wanted.includes(category)) of(category).extra[i]++;
}
for (const batch of batches) {
  const idOf = (n) => `q${String(n).padStart(4, '0')}`;
  const commit = git('log', '--format=%h', '--reverse', `-S"id": "${idOf(batch.first)}"`, '--', `${real}/questions.jsonl`).split('\n')[0];
  const then = await linterAt(commit);
  const scores = { en: [empty(), empty()], zh: [empty(), empty()] };
  for (let n = batch.first; n <= batch.last; n++) {
    const q = questions.get(idOf(n));
    const wanted = labels.get(idOf(n));
    if (!q || !wanted || parts.get(q.id) === 'test') continue;
    const categories = (lint) => new Set(lint(q.text, { lang: q.lang }).map((f) => f.category));
    for (const [i, lint] of [then, current].entries()) {
      const drawn = categories(lint);
      add(scores[q.lang][i], wanted, drawn);
      add(pooled[q.lang][i], wanted, drawn);
      addByCategory(q.lang, wanted, drawn, i);
    }
  }
  for (const lang of ['en', 'zh']) if (scores[lang][0].flags + scores[lang][0].clean) line(`${batch.title} ${commit} ${lang}`, ...scores[lang]);
}
for (const lang of ['en', 'zh']) line(`pooled ${lang}`, ...pooled[lang]);
console.log(`\n${'pooled by category'.padEnd(32)} ${'flags'.padStart(5)}  ${'first: caught'.padEnd(16)} ${'now: caught'.padEnd(16)} findings on questions not labelled so: first, now`);
for (const [key, c] of [...byCategory].sort(([a], [b]) => a.localeCompare(b))) {
  console.log(`${key.padEnd(32)} ${String(c.flags).padStart(5)}  ${ratio(c.caught[0], c.flags)} ${ratio(c.caught[1], c.flags)} ${c.extra[0]}, ${c.extra[1]}`);
}
