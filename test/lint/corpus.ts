/**
 * The linter measured on labelled questions: the in-house corpus (test/fixtures/lint-corpus/questions.jsonl, one
 * flaw or none per question) and the real-question corpus (test/fixtures/lint-corpus/real, any number of categories
 * per question, split once into dev and test).
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { detectLanguage, lintQuestion } from '../../src/core/lint/engine';
import type { LintCategory } from '../../src/core/lint/ruleCatalog';
import type { Language } from '../../src/core/item/types';

export interface CorpusQuestion {
  question: string;
  /** The one ambiguity the question has, or null for a fully specified question. */
  flaw: LintCategory | null;
  /** dev: the rules may be tuned on it; held-out: only measured; fresh: written after the rules were tuned, only measured. */
  split: 'dev' | 'held-out' | 'fresh';
}

/** A question with every category a careful expert flags (none for a clean question). */
export interface LabelledQuestion {
  id?: string;
  text: string;
  lang: Language;
  flaws: LintCategory[];
  reason?: string;
}

export interface RealQuestion extends LabelledQuestion {
  id: string;
  part: 'dev' | 'test';
  /** Added to the dev part after the split was drawn, to learn rules from more questions (never to the test part). */
  grown: boolean;
  /** Has a label in the file scored against (a batch just drawn has none until it is labelled). */
  labelled: boolean;
  source: { repo: string; path: string; line: number };
}

export interface CategoryScore {
  category: LintCategory;
  /** Questions flagged with this category, and how many drew it. */
  flawed: number;
  caught: number;
  /** Other questions (clean or with other flaws only), and how many drew this category anyway. */
  others: number;
  falseAlarms: number;
}

export interface Score {
  questions: number;
  clean: number;
  categories: CategoryScore[];
  /** Caught (question, category) flags over all flags. */
  recall: number;
  /** Clean questions that drew any finding, over clean questions. */
  falseAlarmRate: number;
  misses: { question: LabelledQuestion; missed: LintCategory[] }[];
  alarms: { question: LabelledQuestion; categories: LintCategory[] }[];
}

/** Recall and false alarms of the linter over labelled questions. */
export function scoreQuestions(questions: LabelledQuestion[]): Score {
  const drawn = questions.map((q) => new Set(lintQuestion(q.text, { lang: q.lang }).map((f) => f.category)));
  const all = [...new Set(questions.flatMap((q) => q.flaws))].sort();
  const categories = all.map((category): CategoryScore => {
    const score = { category, flawed: 0, caught: 0, others: 0, falseAlarms: 0 };
    questions.forEach((q, i) => {
      if (q.flaws.includes(category)) {
        score.flawed++;
        if (drawn[i].has(category)) score.caught++;
      } else {
        score.others++;
        if (drawn[i].has(category)) score.falseAlarms++;
      }
    });
    return score;
  });
  const flags = questions.reduce((n, q) => n + q.flaws.length, 0);
  const misses = questions.map((q, i) => ({ question: q, missed: q.flaws.filter((c) => !drawn[i].has(c)) })).filter((m) => m.missed.length);
  const alarms = questions
    .map((q, i) => ({ question: q, categories: [...drawn[i]].filter((c) => !q.flaws.includes(c)) }))
    .filter((a) => a.categories.length);
  const clean = questions.filter((q) => !q.flaws.length);
  return {
    questions: questions.length,
    clean: clean.length,
    categories,
    recall: flags ? (flags - misses.reduce((n, m) => n + m.missed.length, 0)) / flags : NaN,
    falseAlarmRate: clean.length ? clean.filter((q) => drawn[questions.indexOf(q)].size > 0).length / clean.length : NaN,
    misses,
    alarms,
  };
}

export function readCorpus(root: string): CorpusQuestion[] {
  return readJsonl<CorpusQuestion>(path.join(root, 'test/fixtures/lint-corpus/questions.jsonl'));
}

/** One split of the in-house corpus as labelled questions. */
export function inHouseQuestions(corpus: CorpusQuestion[], split: CorpusQuestion['split']): LabelledQuestion[] {
  return corpus.filter((q) => q.split === split).map((q) => ({ text: q.question, lang: detectLanguage(q.question), flaws: q.flaw ? [q.flaw] : [] }));
}

/** Scores the linter on one split of the in-house corpus. */
export function scoreCorpus(corpus: CorpusQuestion[], split: CorpusQuestion['split']): Score {
  return scoreQuestions(inHouseQuestions(corpus, split));
}

const REAL = 'test/fixtures/lint-corpus/real';

/** Which labelling the real corpus is scored against: the settled one when it exists, else labelling A. */
export function realLabelFile(root: string): string {
  return existsSync(path.join(root, REAL, 'labels.jsonl')) ? 'labels.jsonl' : 'labels-A.jsonl';
}

interface Label { id: string; categories: LintCategory[]; reason?: string }

/** The real-question corpus with its labels and parts. */
export function readRealCorpus(root: string, labelFile = realLabelFile(root)): RealQuestion[] {
  const dir = path.join(root, REAL);
  const labels = new Map(readJsonl<Label>(path.join(dir, labelFile)).map((l) => [l.id, l]));
  const parts = new Map(readJsonl<{ id: string; part: 'dev' | 'test'; grown?: boolean }>(path.join(dir, 'parts.jsonl')).map((p) => [p.id, p]));
  return readJsonl<{ id: string; lang: Language; text: string; source: RealQuestion['source'] }>(path.join(dir, 'questions.jsonl')).map((q) => ({
    id: q.id,
    text: q.text,
    lang: q.lang,
    source: q.source,
    flaws: labels.get(q.id)?.categories ?? [],
    reason: labels.get(q.id)?.reason,
    part: parts.get(q.id)?.part ?? 'test',
    grown: parts.get(q.id)?.grown === true,
    labelled: labels.has(q.id),
  }));
}

/** Share of the questions labelled twice (A and B) whose two labellings differ in their set of categories. */
export function labelDisagreement(root: string): { questions: number; differ: number } {
  const dir = path.join(root, REAL);
  const key = (l: Label) => [...l.categories].sort().join(',');
  const b = new Map(readJsonl<Label>(path.join(dir, 'labels-B.jsonl')).map((l) => [l.id, key(l)]));
  const both = readJsonl<Label>(path.join(dir, 'labels-A.jsonl')).filter((l) => b.has(l.id));
  return { questions: both.length, differ: both.filter((l) => b.get(l.id) !== key(l)).length };
}

function readJsonl<T>(file: string): T[] {
  return readFileSync(file, 'utf8').split('\n').filter((line) => line.trim()).map((line) => JSON.parse(line) as T);
}
