// Recall and false alarms of the ambiguity linter on the fixed question corpus, per category, on the held-out
// split (the rules were not written from it), the fresh split (written after the rules were tuned) and the development split. Prints figures; run: node test/bench/lintCorpus.mjs [--misses]
import * as esbuild from 'esbuild';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const built = await esbuild.build({
  stdin: { contents: "export { readCorpus, scoreCorpus } from './test/lint/corpus';", resolveDir: root, loader: 'ts' },
  bundle: true,
  write: false,
  format: 'esm',
  platform: 'node',
  logLevel: 'warning',
});
const { readCorpus, scoreCorpus } = await import(`data:text/javascript;base64,${Buffer.from(built.outputFiles[0].text).toString('base64')}`);

const corpus = readCorpus(root);
const percent = (n, d) => (d ? `${((100 * n) / d).toFixed(1)}%` : '—').padStart(7);
for (const split of ['held-out', 'fresh', 'dev']) {
  const score = scoreCorpus(corpus, split);
  const size = corpus.filter((q) => q.split === split);
  console.log(`\n${split} split: ${size.length} questions (${size.filter((q) => q.flaw).length} flawed, ${size.filter((q) => !q.flaw).length} clean)`);
  console.log(`${'category'.padEnd(20)} ${'recall'.padStart(7)} ${'caught'.padStart(7)} ${'false alarms'.padStart(13)}`);
  for (const c of score.categories) {
    console.log(`${c.category.padEnd(20)} ${percent(c.caught, c.flawed)} ${`${c.caught}/${c.flawed}`.padStart(7)} ${percent(c.falseAlarms, c.others).padStart(7)} ${`${c.falseAlarms}/${c.others}`.padStart(5)}`);
  }
  console.log(`${'all'.padEnd(20)} ${percent(score.recall, 1)}  recall; clean questions with any finding: ${percent(score.falseAlarmRate, 1)}`);
  if (process.argv.includes('--misses') && split === 'dev') {
    for (const q of score.misses) console.log(`  missed ${q.flaw}: ${q.question}`);
    for (const a of score.alarms) console.log(`  alarm ${a.categories.join(',')} (${a.question.flaw ?? 'clean'}): ${a.question.question}`);
  }
}
