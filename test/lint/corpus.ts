/** The linter measured on a fixed corpus of flawed and clean questions (test/fixtures/lint-corpus/questions.jsonl). */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { lintQuestion } from '../../src/core/lint/engine';
import type { LintCategory } from '../../src/core/lint/rules';

export interface CorpusQuestion {
  question: string;
  /** The one ambiguity the question has, or null for a fully specified question. */
  flaw: LintCategory | null;
  /** dev: the rules may be tuned on it; held-out: only measured; fresh: written after the rules were tuned, only measured. */
  split: 'dev' | 'held-out' | 'fresh';
}

export interface CategoryScore {
  category: LintCategory;
  /** Flawed questions of this category, and how many drew it. */
  flawed: number;
  caught: number;
  /** Other questions (clean or with another flaw), and how many drew this category anyway. */
  others: number;
  falseAlarms: number;
}

export interface CorpusScore {
  categories: CategoryScore[];
  /** Caught flaws over flawed questions. */
  recall: number;
  /** Clean questions that drew any finding, over clean questions. */
  falseAlarmRate: number;
  misses: CorpusQuestion[];
  alarms: { question: CorpusQuestion; categories: LintCategory[] }[];
}

export function readCorpus(root: string): CorpusQuestion[] {
  const text = readFileSync(path.join(root, 'test/fixtures/lint-corpus/questions.jsonl'), 'utf8');
  return text.split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as CorpusQuestion);
}

/** Scores the linter on one split of the corpus. */
export function scoreCorpus(corpus: CorpusQuestion[], split: CorpusQuestion['split']): CorpusScore {
  const questions = corpus.filter((q) => q.split === split);
  const drawn = questions.map((q) => new Set(lintQuestion(q.question).map((f) => f.category)));
  const categories = [...new Set(corpus.map((q) => q.flaw).filter((c) => c !== null))].map((category): CategoryScore => {
    const score = { category, flawed: 0, caught: 0, others: 0, falseAlarms: 0 };
    questions.forEach((q, i) => {
      if (q.flaw === category) {
        score.flawed++;
        if (drawn[i].has(category)) score.caught++;
      } else {
        score.others++;
        if (drawn[i].has(category)) score.falseAlarms++;
      }
    });
    return score;
  });
  const flawed = questions.filter((q) => q.flaw !== null);
  const clean = questions.filter((q) => q.flaw === null);
  const misses = questions.filter((q, i) => q.flaw !== null && !drawn[i].has(q.flaw));
  const alarms = questions
    .map((q, i) => ({ question: q, categories: [...drawn[i]].filter((c) => c !== q.flaw) }))
    .filter((a) => a.categories.length);
  return {
    categories,
    recall: (flawed.length - misses.length) / flawed.length,
    falseAlarmRate: clean.filter((q) => drawn[questions.indexOf(q)].size > 0).length / clean.length,
    misses,
    alarms,
  };
}
