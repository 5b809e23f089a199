// Recall and false alarms of the ambiguity linter, per category and overall, per language: on the real-question
// corpus (questions other people wrote; dev part, which the rules may be tuned on, and test part, only measured) and
// on the in-house corpus (held-out, fresh and dev splits). Also the median time to lint one question.
// Run: node test/bench/lintCorpus.mjs [--misses] [--part dev|test|in-house] (misses and alarms of that part only)
// [--dev-only] (while tuning: leaves the test part unprinted)
import * as esbuild from 'esbuild';
import path from 'node:path';
import { performance } from 'node:perf_hooks';

const root = path.resolve(import.meta.dirname, '../..');
const built = await esbuild.build({
  stdin: {
    contents: "export * from './test/lint/corpus'; export { lintQuestion } from './src/core/lint/engine';",
    resolveDir: root,
    loader: 'ts',
  },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const lint = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);

const showMisses = process.argv.includes('--misses');
const partArg = process.argv[process.argv.indexOf('--part') + 1];
const detailOf = process.argv.includes('--part') ? partArg : 'dev';
const percent = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—').padStart(7);

function report(title, questions, detail) {
  for (const lang of ['en', 'zh', 'all']) {
    const subset = lang === 'all' ? questions : questions.filter((q) => q.lang === lang);
    if (!subset.length) continue;
    const score = lint.scoreQuestions(subset);
    const flags = subset.reduce((n, q) => n + q.flaws.length, 0);
    console.log(`\n${title} [${lang}]: ${subset.length} questions (${subset.length - score.clean} flagged, ${flags} flags; ${score.clean} clean)`);
    console.log(`${'category'.padEnd(20)} ${'recall'.padStart(7)} ${'caught'.padStart(7)} ${'false alarms'.padStart(13)}`);
    for (const c of score.categories) {
      console.log(`${c.category.padEnd(20)} ${percent(c.caught, c.flawed)} ${`${c.caught}/${c.flawed}`.padStart(7)} ${percent(c.falseAlarms, c.others).padStart(7)} ${`${c.falseAlarms}/${c.others}`.padStart(5)}`);
    }
    console.log(`${'overall'.padEnd(20)} ${percent(score.recall, 1)}  recall; clean questions with any finding: ${percent(score.falseAlarmRate, 1)}`);
    if (detail && showMisses && lang === 'all') {
      for (const m of score.misses) console.log(`  missed ${m.missed.join(',')}: ${m.question.id ?? ''} ${m.question.text.slice(0, 300)}`);
      for (const a of score.alarms) console.log(`  alarm ${a.categories.join(',')} (${a.question.flaws.join(',') || 'clean'}): ${a.question.id ?? ''} ${a.question.text.slice(0, 300)}`);
    }
  }
}

const drawn = lint.readRealCorpus(root);
const real = drawn.filter((q) => q.labelled); // a batch not yet labelled would count as clean
const labels = lint.realLabelFile(root);
const disagreement = lint.labelDisagreement(root);
console.log(`Real-question corpus: ${real.length} questions (${drawn.length - real.length} not yet labelled, left out), scored against ${labels}; labellings A and B differ on ${disagreement.differ}/${disagreement.questions} questions (${percent(disagreement.differ, disagreement.questions).trim()}).`);
for (const part of process.argv.includes('--dev-only') ? ['dev'] : ['dev', 'test']) report(`real ${part} part`, real.filter((q) => q.part === part), detailOf === part);

const inHouse = lint.readCorpus(root);
for (const split of ['held-out', 'fresh', 'dev']) report(`in-house ${split} split`, lint.inHouseQuestions(inHouse, split), detailOf === 'in-house');

// Median time per question over every question of both corpora, after a warm-up pass.
const texts = [...real.map((q) => q.text), ...inHouse.map((q) => q.question)];
for (const text of texts) lint.lintQuestion(text);
const times = [];
for (let round = 0; round < 5; round++) {
  for (const text of texts) {
    const start = performance.now();
    lint.lintQuestion(text);
    times.push(performance.now() - start);
  }
}
times.sort((a, b) => a - b);
const at = (p) => times[Math.min(times.length - 1, Math.floor(p * times.length))].toFixed(3);
console.log(`\nms per question over ${texts.length} questions × 5: median ${at(0.5)}, p90 ${at(0.9)}, max ${at(1 - 1e-9)}`);
