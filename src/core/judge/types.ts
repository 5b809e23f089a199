/** Shared types of the judge: templates, rendered calls, verdicts and call outcomes. */
import type { Language } from '../item/types';
import type { JudgeIdentity } from './identity';

/** What a judge's output means: a binary score, a rubric array, or a pairwise choice. */
export type OutputKind = 'score' | 'rubric' | 'pairwise';

/** How verdicts are read from the judge's text: JSON values, or [[n]] tags. */
export type ParserKind = 'json' | 'brackets';

export interface OutputSpec {
  kind: OutputKind;
  /** score: the JSON field holding 1 or 0 ("score", "answer_score"). */
  field?: string;
  /** score: whether "null" (no data in the snapshot) is an offered value. */
  noData?: boolean;
  parser: ParserKind;
}

/** Text in one language, or per language. */
export type LocalText = string | Partial<Record<Language, string>>;

/** A judge template: built-in, a workspace file (schemas/judge-template.schema.json), or an item's own prompt. */
export interface JudgeTemplate {
  id: string;
  title?: LocalText;
  output: OutputSpec;
  system: LocalText;
  prompt: LocalText;
  /** Where it came from: built-in, a file path, or the item's own judge prompt. */
  source: 'built-in' | 'item' | string;
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/** A verdict read from one judge call; unscored keeps why, and never counts as pass or fail. */
export type Verdict =
  | { kind: 'pass' }
  | { kind: 'fail' }
  | { kind: 'no-data' }
  | { kind: 'choice'; choice: 1 | 2 | 3 }
  | { kind: 'rubric'; statuses: { id: number; yes: boolean }[]; earned: number; score: number }
  | { kind: 'unscored'; reason: string; because?: { template: string; args: string[] } };

export interface TokenUsage {
  prompt: number;
  completion: number;
}

/** One judge call to make: a rendered conversation plus where its verdict goes. */
export interface JudgeCall {
  /** Unique within a run, e.g. "s2.r1" or "p0-1.ab.r0". */
  id: string;
  messages: ChatMessage[];
  output: OutputSpec;
  repeat: number;
  /** Rubric criteria (ids and weights) a rubric verdict is checked against. */
  rubric?: { id: number; weight: number }[];
}

/** What became of one call: a verdict (possibly unscored) with the raw text, or an error. */
export interface CallOutcome {
  id: string;
  repeat: number;
  verdict: Verdict | null;
  raw: string;
  latencyMs: number;
  usage: TokenUsage | null;
  cached: boolean;
  attempts: number;
  /** Set when no verdict could be had: timeout, HTTP error, deadline, cancelled. */
  error?: string;
  /** The call used json_schema structured output. */
  structured: boolean;
  /** Who gave the verdict (absent for the tolerance engine). */
  judge?: JudgeIdentity;
}
