/** Judging labelled answers: one call per answer through the judge runner or the Batch API, or the tolerance engine. */
import type { Item } from '../item/types';
import { checkAnswer } from '../tolerance/check';
import { countedVerdict, deterministicJudgement } from '../judge/deterministic';
import { planCalls, SCORE_AGREEMENT } from '../judge/preview';
import type { CallOutcome, JudgeCall, JudgeTemplate, Verdict } from '../judge/types';
import type { LabelledAnswer } from './labelled';

/** What the judge said of one labelled answer. */
export interface JudgedAnswer {
  answer: LabelledAnswer;
  template: string;
  /** pass / fail / no-data, 'unscored' for an unreadable reply, null when the judge gave nothing (error, cannot judge). */
  verdict: string | null;
  /** Rubric templates: the weighted score and what the judge said of each criterion. */
  score?: number;
  criteria?: { id: number; met: boolean }[];
  /** The judge's own words (its raw reply, or the tolerance engine's reading), for the disagreement list. */
  reasoning: string;
  error?: string;
}

/** The calls to make: one per answer, its id the answer's index. */
export function calibrationCalls(answers: readonly LabelledAnswer[], templateOf: (a: LabelledAnswer) => JudgeTemplate): JudgeCall[] {
  return answers.map((a, i) => ({ ...planCalls(a.item, templateOf(a), [{ answer: a.answer }], 1)[0], id: `a${i}` }));
}

/** Reads the outcome of each answer's call (outcomes in the calls' order). */
export function judgedFromOutcomes(answers: readonly LabelledAnswer[], templateOf: (a: LabelledAnswer) => JudgeTemplate, outcomes: readonly CallOutcome[]): JudgedAnswer[] {
  return answers.map((answer, i) => fromOutcome(answer, templateOf(answer).id, outcomes[i]));
}

function fromOutcome(answer: LabelledAnswer, template: string, outcome: CallOutcome | undefined): JudgedAnswer {
  const base = { answer, template, reasoning: outcome?.raw ?? '' };
  const v = outcome?.verdict;
  if (!outcome || !v) return { ...base, verdict: null, error: outcome?.error ?? 'not run' };
  if (v.kind === 'unscored') return { ...base, verdict: 'unscored' };
  if (v.kind === 'rubric') return { ...base, verdict: rubricVerdict(answer, v), score: v.score, criteria: v.statuses.map((s) => ({ id: s.id, met: s.yes })) };
  if (v.kind === 'choice') return { ...base, verdict: null, error: 'a pairwise template cannot judge one answer' };
  return { ...base, verdict: v.kind };
}

/**
 * A rubric score read as a verdict on the answer, against a sample's expected score (the preview's rule): within
 * SCORE_AGREEMENT it is the expected verdict, beyond it the other one. Without an expected score there is none.
 */
function rubricVerdict(answer: LabelledAnswer, v: Extract<Verdict, { kind: 'rubric' }>): string | null {
  if (answer.expectedScore === undefined || !answer.human) return null;
  if (Math.abs(v.score - answer.expectedScore) <= SCORE_AGREEMENT) return answer.human;
  return answer.human === 'pass' ? 'fail' : 'pass';
}

/** The tolerance engine's verdicts; items without an answer key (open-ended) cannot be judged by it. */
export function judgeDeterministically(answers: readonly LabelledAnswer[]): JudgedAnswer[] {
  return answers.map((answer) => {
    const judgement = deterministicJudgement(answer.item, answer.answer);
    if (judgement === null) return { answer, template: 'deterministic', verdict: null, reasoning: '', error: 'no answer key: only a judge model can judge it' };
    // A contradictory answer counts as the fail it is (the label set is the experts' pass / fail / no-data).
    const verdict = countedVerdict(judgement.verdict);
    // Its reading is shown only beside a disagreement: the answers it agrees on are not checked twice.
    return { answer, template: 'deterministic', verdict, reasoning: verdict === answer.human ? '' : judgement.reason ?? toleranceReading(answer.item, answer.answer) };
  });
}

/** "Close: 179.35 ✓ (accepted 179.345 … 179.355)" per part: what the tolerance engine read. */
function toleranceReading(item: Item, text: string): string {
  return checkAnswer(item, text).parts.map((p) => {
    const candidates = p.candidates.map((c) => `${c.text} ${c.pass ? '✓' : '✗'}`).join(', ') || '—';
    const accepted = p.accepted ? ` (accepted ${p.accepted.min} … ${p.accepted.max})` : p.pass === null ? ' (no data)' : '';
    return `${p.label}: ${candidates}${accepted}`;
  }).join('; ');
}
