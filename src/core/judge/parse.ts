/** Reads a verdict from a judge's reply without guessing: anything not plainly offered is unscored. */
import { fill } from '../fill';
import type { OutputSpec, Verdict } from './types';

/** Flags some judges add beside a score; one that disagrees with the score makes the call unscored. */
const PASS_FLAGS = ['pass', 'passed', 'correct', 'is_correct'];

/** The verdict in a judge's reply: the last one given wins; rubric verdicts are checked against the item's criteria. */
export function parseVerdict(text: string, output: OutputSpec, rubric: { id: number; weight: number }[] = []): Verdict {
  if (output.parser === 'brackets') return fromBrackets(text, output);
  const values = jsonValues(text);
  if (output.kind === 'rubric') return fromRubric(values, rubric);
  if (output.kind === 'pairwise') {
    const last = values.filter((v) => isObject(v) && 'choice' in v).pop() as { choice: unknown } | undefined;
    return last ? choiceOf(last.choice) : unscored('no verdict in the reply');
  }
  const field = output.field ?? 'score';
  const last = values.filter((v): v is Record<string, unknown> => isObject(v) && field in v).pop();
  return last ? scoreOf(last, field, output.noData ?? false) : unscored('no verdict in the reply');
}

/** Why a reply is unscored: the English text, and its template and values so a UI can say it in its own language. */
function unscored(template: string, ...args: string[]): Verdict {
  return { kind: 'unscored', reason: fill(template, ...args), because: { template, args } };
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function scoreOf(object: Record<string, unknown>, field: string, noData: boolean): Verdict {
  const value = object[field];
  let verdict: Verdict;
  if (value === 1 || value === '1') verdict = { kind: 'pass' };
  else if (value === 0 || value === '0') verdict = { kind: 'fail' };
  else if (noData && (value === 'null' || value === null)) verdict = { kind: 'no-data' };
  else return unscored('"{0}": {1} is not one of the offered values', field, JSON.stringify(value));
  for (const flag of PASS_FLAGS) {
    const raw = Object.entries(object).find(([k]) => k.toLowerCase() === flag)?.[1];
    const said = raw === true || raw === 'true' ? true : raw === false || raw === 'false' ? false : undefined;
    if (said !== undefined && verdict.kind !== 'no-data' && said !== (verdict.kind === 'pass')) {
      return unscored('"{0}": {1} contradicts "{2}": {3}', flag, JSON.stringify(raw), field, JSON.stringify(value));
    }
  }
  return verdict;
}

function choiceOf(value: unknown): Verdict {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return n === 1 || n === 2 || n === 3 ? { kind: 'choice', choice: n } : unscored('{0} is not one of [[1]], [[2]], [[3]]', JSON.stringify(value));
}

/** The last [[n]] tag: 1, 2, 3 for pairwise; 1, 0 for a score. */
function fromBrackets(text: string, output: OutputSpec): Verdict {
  const tags = [...text.matchAll(/\[\[\s*([^[\]]*?)\s*\]\]/g)];
  const last = tags.pop();
  if (!last) return unscored('no [[…]] verdict in the reply');
  if (output.kind === 'pairwise') return choiceOf(last[1]);
  if (output.kind === 'score') return scoreOf({ score: last[1] }, 'score', output.noData ?? false);
  return unscored('a rubric needs a JSON reply');
}

function fromRubric(values: unknown[], rubric: { id: number; weight: number }[]): Verdict {
  const arrays = values.map((v) => (isObject(v) && Array.isArray(v.criteria) ? v.criteria : v)).filter((v): v is unknown[] => Array.isArray(v) && v.some((e) => isObject(e) && 'rubric_id' in e));
  const last = arrays.pop();
  if (!last) return unscored('no rubric array in the reply');
  const statuses = new Map<number, boolean>();
  for (const entry of last) {
    if (!isObject(entry)) return unscored('{0} is not a {"rubric_id","status"} object', JSON.stringify(entry));
    const id = typeof entry.rubric_id === 'string' && /^\s*\d+\s*$/.test(entry.rubric_id) ? Number(entry.rubric_id) : entry.rubric_id;
    const status = typeof entry.status === 'string' ? entry.status.trim().toLowerCase() : entry.status;
    if (typeof id !== 'number' || !rubric.some((c) => c.id === id)) return unscored('rubric_id {0} is not a criterion of this item', JSON.stringify(entry.rubric_id));
    if (status !== 'yes' && status !== 'no') return unscored('status {0} of criterion {1} is not "yes" or "no"', JSON.stringify(entry.status), String(id));
    if (statuses.has(id) && statuses.get(id) !== (status === 'yes')) return unscored('criterion {0} is given both "yes" and "no"', String(id));
    statuses.set(id, status === 'yes');
  }
  const missing = rubric.filter((c) => !statuses.has(c.id)).map((c) => c.id);
  if (missing.length) return unscored('no status for criterion {0}', missing.join(', '));
  const earned = rubric.reduce((sum, c) => sum + (statuses.get(c.id) ? c.weight : 0), 0);
  const possible = rubric.reduce((sum, c) => sum + Math.max(c.weight, 0), 0);
  return { kind: 'rubric', statuses: rubric.map((c) => ({ id: c.id, yes: statuses.get(c.id)! })), earned, score: possible > 0 ? earned / possible : 0 };
}

/** Characters the bracket pairing may read per character of a reply, plus a floor: a backstop that keeps the work
 * linear in the reply whatever its brackets and quotes. */
const PAIRING_STEPS_PER_CHARACTER = 16;
const PAIRING_STEPS_FLOOR = 65_536;

/** Characters read by the last jsonValues call: tests read it to show the work stays linear in the reply. */
export const pairingSteps = { last: 0 };

/**
 * Every top-level JSON object or array in a text, in order: the whole text, fenced blocks and JSON inside prose
 * alike. Trailing commas are forgiven; anything else that does not parse is skipped. Each scan for a closing
 * bracket also settles every bracket it passes, so a reply of unclosed brackets ("{{{{…", as a model stuck in a
 * repetition loop writes) is read once, not once per bracket; values past a spent budget are not read (a reply left
 * without a verdict is unscored, never a pass or a fail).
 */
export function jsonValues(text: string): unknown[] {
  const found: unknown[] = [];
  const total = PAIRING_STEPS_PER_CHARACTER * text.length + PAIRING_STEPS_FLOOR;
  const budget = { left: total };
  const closes = new Map<number, number>();
  let i = 0;
  while (i < text.length && budget.left > 0) {
    const c = text[i];
    if (c !== '{' && c !== '[') {
      i++;
      continue;
    }
    const end = closes.get(i) ?? balancedEnd(text, i, budget, closes);
    const value = end > 0 ? parseLenient(text.slice(i, end)) : undefined;
    if (value === undefined) {
      i++;
    } else {
      found.push(value);
      i = end;
    }
  }
  pairingSteps.last = total - budget.left;
  return found;
}

/**
 * The index just past the bracket that closes the one at `start`, or −1; each character read spends one step of
 * the budget. Records in `closes` the same answer for every bracket the scan passes outside a string (a scan from
 * there would see the same characters with the same string state): where it closes, or −1 when the scan ends first.
 */
function balancedEnd(text: string, start: number, budget: { left: number }, closes: Map<number, number>): number {
  const open: number[] = [];
  const unclosed = () => {
    for (const at of open) closes.set(at, -1);
    return -1;
  };
  let inString = false;
  for (let i = start; i < text.length; i++) {
    if (--budget.left < 0) return -1;
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') open.push(i);
    else if (c === '}' || c === ']') {
      if (text[open[open.length - 1]] !== (c === '}' ? '{' : '[')) return unclosed();
      closes.set(open.pop()!, i + 1);
      if (!open.length) return i + 1;
    }
  }
  return unclosed();
}

function parseLenient(candidate: string): unknown {
  for (const text of [candidate, withoutTrailingCommas(candidate)]) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      // try the next form
    }
  }
  return undefined;
}

/** Drops commas right before a closing bracket, outside strings. */
function withoutTrailingCommas(text: string): string {
  let out = '';
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (inString) {
      out += c;
      if (c === '\\') out += text[++i] ?? '';
      else if (c === '"') inString = false;
      continue;
    }
    if (c === '"') inString = true;
    if (c === ',' && /^\s*[}\]]/.test(text.slice(i + 1))) continue;
    out += c;
  }
  return out;
}

/** The JSON Schema a json_schema response_format asks for; none for brackets replies. */
export function verdictSchema(output: OutputSpec): { name: string; schema: Record<string, unknown> } | undefined {
  if (output.parser !== 'json') return undefined;
  if (output.kind === 'rubric') {
    return {
      name: 'rubric_verdict',
      schema: {
        type: 'object',
        additionalProperties: false,
        required: ['reasoning', 'criteria'],
        properties: {
          reasoning: { type: 'string' },
          criteria: {
            type: 'array',
            items: {
              type: 'object',
              additionalProperties: false,
              required: ['rubric_id', 'status'],
              properties: { rubric_id: { type: 'integer' }, status: { type: 'string', enum: ['yes', 'no'] } },
            },
          },
        },
      },
    };
  }
  if (output.kind !== 'score') return undefined;
  const field = output.field ?? 'score';
  return {
    name: 'score_verdict',
    schema: {
      type: 'object',
      additionalProperties: false,
      required: ['reasoning', field],
      properties: { reasoning: { type: 'string' }, [field]: { enum: output.noData ? [1, 0, 'null'] : [1, 0] } },
    },
  };
}
