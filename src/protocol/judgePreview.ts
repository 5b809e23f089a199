/** Messages between the judge preview (webview) and the extension host. */
import type { ToleranceVerdict } from '../core/judge/deterministic';
import type { PreviewSummary } from '../core/judge/preview';
import type { JudgeIdentity } from '../core/judge/identity';
import type { CallOutcome, OutputKind } from '../core/judge/types';
import type { ExpectedVerdict, Language, TaskType } from '../core/item/types';
import { InvalidMessage, noParams, Notification, Request, sentByHost } from './rpc';
import { readyRequest } from './view';

/** One answer the preview judges, with what the tolerance engine says of it. */
export interface PreviewSampleView {
  answer: string;
  expected?: ExpectedVerdict;
  expectedScore?: number;
  note?: string;
  deterministic: ToleranceVerdict | null;
}

/** What the preview shows before a run: the item, its samples, the template, and which judge will run. */
export interface JudgePreviewState {
  file: string;
  itemId: string;
  language: Language;
  task: TaskType;
  /** The template, or why it cannot be used. */
  template: { id: string; title: string; kind: OutputKind } | { error: string };
  samples: PreviewSampleView[];
  rubric: { id: number; weight: number; text: string }[];
  /** model: calls go to the endpoint; deterministic: the tolerance engine judges; unavailable: nothing can judge. */
  mode: 'model' | 'deterministic' | 'unavailable';
  /** Why the mode is what it is, in the UI language (no endpoint, untrusted workspace, needs a model). */
  notice?: string;
  endpoint?: { baseURL: string; model: string };
  repeats: number;
  /** The item file is not a valid item: what is wrong. */
  error?: string;
}

/** The result of a run. */
export interface PreviewReport {
  judge: 'model' | 'deterministic';
  summary: PreviewSummary;
  cancelled: boolean;
  deadlineReached: boolean;
  stuck: string[];
  /** The run record the judged answers were appended to (workspace-relative), when they were recorded. */
  recorded?: string;
  /** Who judged a model run, as asked: its structured mode says whether the server enforced the verdict's schema. */
  identity?: JudgeIdentity;
}

export const ready = readyRequest<JudgePreviewState>();

/** Runs the judge over the samples × repeats; progress per call, cancellable. */
export const run = new Request<{ repeats: number }, PreviewReport>('judge/run', (raw) => {
  const repeats = (raw as { repeats?: unknown } | null)?.repeats;
  if (typeof repeats !== 'number' || !Number.isInteger(repeats) || repeats < 1 || repeats > 20) throw new InvalidMessage("'repeats' must be a whole number from 1 to 20");
  return { repeats };
});

/** Adds probe answers made from the item's tolerances to its samples (an edit of the item file); answers how many. */
export const addProbes = new Request<void, number>('judge/addProbes', noParams);

/** The item, the settings or the workspace trust changed. */
export const didChange = new Notification<JudgePreviewState>('judge/didChange', sentByHost());
/** A piece of a judge's reply as it streams in. */
export const didStream = new Notification<{ id: string; text: string }>('judge/didStream', sentByHost());
/** One call finished (or failed). */
export const didCall = new Notification<CallOutcome>('judge/didCall', sentByHost());
/** A call's attempt failed and another follows: why. */
export const didRetry = new Notification<{ id: string; attempt: number; error: string }>('judge/didRetry', sentByHost());
/** Calls running past their expected time. */
export const didStuck = new Notification<string[]>('judge/didStuck', sentByHost());
