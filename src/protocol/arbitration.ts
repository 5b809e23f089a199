/** Messages between the arbitration view (webview) and its panel (host). */
import type { JsonPath } from '../core/json/path';
import { CONFIDENCES, DECISIONS, type Confidence, type Decision, type RubricGrade } from '../core/review/arbitrate';
import type { ArbitrationCase } from '../core/review/arbitrationCase';
import { InvalidMessage, noParams, Request } from './rpc';
import { readyRequest } from './view';

export interface ArbitrationState {
  cases: ArbitrationCase[];
  /** Item files that could not be read (schema errors), so their disputes are not listed. */
  skipped: string[];
}

export interface DecideParams {
  id: string;
  decision: Decision;
  rationale: string;
  confidence: Confidence;
  edits: { path: JsonPath; value: unknown }[];
  grades: RubricGrade[];
}

export const ready = readyRequest<ArbitrationState>();
/** Applies a decision to the item (an undoable edit with history); answers with the new list of disputes. */
export const decide = new Request<DecideParams, ArbitrationState>('arbitration/decide', parseDecide);
/** Reads the items again. */
export const refresh = new Request<void, ArbitrationState>('arbitration/refresh', noParams);

const MAX_EDITS = 60;

/** Checks a decision's shape; what it may change is checked again by the core against the item. */
export function parseDecide(raw: unknown): DecideParams {
  const p = raw as Record<string, unknown> | null;
  const text = (key: string) => {
    if (typeof p?.[key] !== 'string') throw new InvalidMessage(`'${key}' must be a string`);
    return p[key] as string;
  };
  const decision = text('decision') as Decision;
  if (!DECISIONS.includes(decision)) throw new InvalidMessage(`unknown decision '${decision}'`);
  const confidence = text('confidence') as Confidence;
  if (!CONFIDENCES.includes(confidence)) throw new InvalidMessage(`unknown confidence '${confidence}'`);
  const edits = list(p?.edits, 'edits').map((e) => {
    const path = (e as { path?: unknown })?.path;
    if (!Array.isArray(path) || !path.length || path.length > 6 || !path.every((s) => typeof s === 'string' || (Number.isSafeInteger(s) && (s as number) >= 0))) {
      throw new InvalidMessage("each edit needs a 'path' of field names and list indexes");
    }
    return { path: path as JsonPath, value: (e as { value?: unknown }).value };
  });
  const grades = list(p?.grades, 'grades').map((g) => {
    const { packet, met } = (g ?? {}) as { packet?: unknown; met?: unknown };
    if (typeof packet !== 'string' || !Array.isArray(met) || !met.every((n) => Number.isSafeInteger(n))) throw new InvalidMessage("each grade needs a 'packet' and the 'met' criterion numbers");
    return { packet, met: met as number[] };
  });
  return { id: text('id'), decision, rationale: text('rationale'), confidence, edits, grades };
}

function list(raw: unknown, name: string): unknown[] {
  if (raw === undefined) return [];
  if (!Array.isArray(raw) || raw.length > MAX_EDITS) throw new InvalidMessage(`'${name}' must be a list of at most ${MAX_EDITS}`);
  return raw;
}
