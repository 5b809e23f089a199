/**
 * Item summaries whose review responses are kept as their JSON text and parsed when first read: they are about half
 * of the summaries' bytes, only the review statistics read them, and the extension host holds 10,000 summaries.
 * Plain Node, no `vscode`: the scan threads use it too.
 */
import { isResponseRecord, type ItemSummary } from '../../core/dataset/summary';

/** A summary as JSON carries it (the scan cache, the scan threads' hand-overs): its responses as JSON text. */
export type SummaryWithResponsesText = Omit<ItemSummary, 'responses'> & { responses: string };

/** The text of the responses of summaries made by `withLazyResponses`, for as long as they are not read. */
const texts = new WeakMap<ItemSummary, string>();

/** `summary` with its responses as text (responses never read are given back as they came, not parsed). */
export function withResponsesText(summary: ItemSummary): SummaryWithResponsesText {
  const result: Record<string, unknown> = {};
  // Field by field: a spread would read, and so parse, the responses.
  for (const field of Object.keys(summary) as (keyof ItemSummary)[]) {
    result[field] = field === 'responses' ? (texts.get(summary) ?? JSON.stringify(summary.responses)) : summary[field];
  }
  return result as SummaryWithResponsesText;
}

/**
 * `summary` as an ItemSummary whose responses are parsed when first read; entries that are not complete response
 * records (or a text that is not a JSON array) are left out, and `onDamagedResponses` is told. With responses, a new
 * object: turning the parsed object's own `responses` into a getter would make V8 keep it as a dictionary (about 500
 * bytes an item more than an object with its own hidden class, which summaries of the same fields share).
 */
export function withLazyResponses(summary: SummaryWithResponsesText): ItemSummary {
  const text = summary.responses;
  if (text === '[]') {
    const ready = summary as unknown as ItemSummary;
    ready.responses = [];
    return ready;
  }
  const lazy: Record<string, unknown> = {};
  for (const field of Object.keys(summary) as (keyof SummaryWithResponsesText)[]) if (field !== 'responses') lazy[field] = summary[field];
  // One getter for every summary: a closure each would give each summary a hidden class of its own.
  Object.defineProperty(lazy, 'responses', { configurable: true, enumerable: true, get: readResponses });
  texts.set(lazy as unknown as ItemSummary, text);
  return lazy as unknown as ItemSummary;
}

function readResponses(this: ItemSummary): ItemSummary['responses'] {
  return parseResponses(this, texts.get(this) ?? '[]');
}

/** Who is told of a summary whose responses text was damaged (not a JSON array of response records) when first read. */
const damagedListeners = new Set<(summary: ItemSummary) => void>();

/**
 * Calls `listener` with each summary whose responses text turns out damaged when first read (a cache edited or
 * damaged on disk): its file must be checked again, or the review statistics would count responses it does not hold.
 */
export function onDamagedResponses(listener: (summary: ItemSummary) => void): { dispose(): void } {
  damagedListeners.add(listener);
  return { dispose: () => damagedListeners.delete(listener) };
}

function parseResponses(summary: ItemSummary, text: string): ItemSummary['responses'] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  const responses = Array.isArray(parsed) ? parsed.filter(isResponseRecord) : [];
  Object.defineProperty(summary, 'responses', { configurable: true, enumerable: true, writable: true, value: responses });
  texts.delete(summary);
  if (!Array.isArray(parsed) || responses.length !== parsed.length) for (const listener of damagedListeners) listener(summary);
  return responses;
}
