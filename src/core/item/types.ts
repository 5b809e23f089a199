/** TypeScript view of `schemas/item.schema.json`. The schema is the authority; keep the two in step. */

export type TaskType = 'T1' | 'T2' | 'T3' | 'OE';
export type Market = 'global' | 'greater-china';
export type Language = 'en' | 'zh';
export type Scale = 'one' | 'thousand' | 'ten-thousand' | 'million' | 'hundred-million' | 'billion' | 'trillion';
export type ToleranceKind = 'exact' | 'rounding' | 'absolute' | 'relative' | 'range' | 'high-low' | 'high-low-expanded';
export type RubricTag = 'factual' | 'analytical' | 'instructions' | 'formatting';
export type ReviewStatus = 'draft' | 'ready' | 'in-review' | 'agreed' | 'disputed' | 'accepted' | 'modified' | 'discarded';
export type ExpectedVerdict = 'pass' | 'fail' | 'no-data';
export type HistoryAction =
  | 'created' | 'edited' | 'ready' | 'packet' | 'response' | 'agreed' | 'disputed'
  | 'keep' | 'modify-answer' | 'modify-question' | 'discard' | 'imported';

export interface Tolerance {
  kind: ToleranceKind;
  minDecimals?: number;
  delta?: number;
  percent?: number;
  min?: number;
  max?: number;
  highField?: string;
  lowField?: string;
  high?: number;
  low?: number;
}

export interface AnswerPart {
  label: string;
  kind: 'numeric' | 'text';
  value?: number | string;
  accepted?: string[];
  snapshotField?: string;
  unit?: string;
  currency?: string;
  scale?: Scale;
  quotePrecision?: number;
  /** The part asks for a size (a drawdown, a fall asked as how much): the sign of an answer is ignored. */
  magnitude?: boolean;
  tolerance: Tolerance;
}

export interface AnswerKey {
  parts: AnswerPart[];
  requiredContent?: string;
  criteria?: string;
}

/** Instrument key → field → value as the provider wrote it. */
export type Snapshot = Record<string, Record<string, string | number | null>>;

export interface LiveSource {
  provider: string;
  tickers: Record<string, string>;
  fields: string[];
  snapshot: Snapshot;
  capturedAt: string;
}

export interface Criterion {
  number: number;
  text: string;
  weight: number;
  tag: RubricTag;
}

export interface JudgeSettings {
  template?: string;
  systemPrompt?: string;
  promptTemplate?: string;
  options?: { model?: string; temperature?: number; repeats?: number; maxTokens?: number };
}

export interface TimeSensitivity {
  level: 'strong' | 'weak' | 'none';
  yearMonth?: string;
  day?: string;
}

export interface Source {
  title: string;
  url?: string;
  accessed?: string;
}

export interface SampleAnswer {
  answer: string;
  expected: ExpectedVerdict;
  expectedScore?: number;
  note?: string;
}

export interface HistoryEntry {
  at: string;
  actor: string;
  action: HistoryAction;
  status?: ReviewStatus;
  packet?: string;
  rationale?: string;
  details?: Record<string, unknown>;
}

export interface Review {
  status: ReviewStatus;
  history?: HistoryEntry[];
}

export interface ItemMeta {
  author?: string;
  createdAt?: string;
  updatedAt?: string;
  difficulty?: 'easy' | 'medium' | 'hard';
  notes?: string;
}

export interface LintSuppression {
  rule: string;
  reason: string;
}

export interface Item {
  $schema?: string;
  schemaVersion: 1;
  id: string;
  task: TaskType;
  market: Market;
  language: Language;
  question: string;
  translation?: { language: Language; question: string; requiredContent?: string };
  systemPrompt?: string;
  answer?: AnswerKey;
  live?: LiveSource;
  rubric?: Criterion[];
  judge?: JudgeSettings;
  topics?: string[];
  timeSensitivity?: TimeSensitivity;
  sources?: Source[];
  samples?: SampleAnswer[];
  review?: Review;
  meta?: ItemMeta;
  lint?: { suppress?: LintSuppression[] };
  origin?: { format: 'finsearchcomp' | 'onemillion'; row?: Record<string, unknown> };
  [extension: `x-${string}`]: unknown;
}
