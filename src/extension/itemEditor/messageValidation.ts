/** The host's checks of what the item form sends: every message is untrusted input. */
import type { EditOp, JsonPath } from '../../core/json/path';
import { pointerOf } from '../../core/json/path';
import { fitsSchemaTypes, schemaAt } from '../../core/item/itemSchema';
import type { EditParams } from '../../protocol/itemEditor';
import { InvalidMessage } from '../../protocol/rpc';

/** Top-level fields the form shows but never writes: the format version, the review trail, the import origin, extension fields. */
const READ_ONLY = /^(schemaVersion|review|origin|x-.*)$/;
const MAX_OPS = 20;
const MAX_DEPTH = 8;

/** Params of `item/edit`: ops whose paths lie inside the item format and whose values have the schema's types there. */
export function parseEditParams(raw: unknown): EditParams {
  const ops = (raw as { ops?: unknown } | null)?.ops;
  if (!Array.isArray(ops) || ops.length === 0 || ops.length > MAX_OPS) throw new InvalidMessage(`'ops' must be a list of 1 to ${MAX_OPS} edits`);
  return { ops: ops.map(parseOp) };
}

/** Requests without params (`ready`, `item/openAsText`) must not carry any. */
export function parseNoParams(raw: unknown): void {
  if (raw !== undefined && raw !== null) throw new InvalidMessage('this request takes no params');
}

function parseOp(raw: unknown): EditOp {
  const op = raw as Record<string, unknown> | null;
  const kind = op?.op;
  if (kind !== 'set' && kind !== 'remove' && kind !== 'insert' && kind !== 'move') throw new InvalidMessage(`unknown edit '${String(kind)}'`);
  const path = parsePath(op!.path);
  const where = pointerOf(path);
  const schema = schemaAt(path);
  if (!schema) throw new InvalidMessage(`${where} is not a field of an item`);
  if (READ_ONLY.test(String(path[0]))) throw new InvalidMessage(`${where} is read-only in the form`);
  switch (kind) {
    case 'remove':
      return { op: kind, path };
    case 'move': {
      if (!schema.items) throw new InvalidMessage(`${where} is not a list`);
      return { op: kind, path, from: index(op!.from, 'from'), to: index(op!.to, 'to') };
    }
    case 'set':
    case 'insert': {
      if (kind === 'insert' && typeof path.at(-1) !== 'number') throw new InvalidMessage(`insert needs a list index at the end of ${where}`);
      if (!fitsSchemaTypes(schema, op!.value)) throw new InvalidMessage(`the value for ${where} does not have the type the item format expects`);
      return { op: kind, path, value: op!.value };
    }
  }
}

function parsePath(raw: unknown): JsonPath {
  if (!Array.isArray(raw) || raw.length === 0 || raw.length > MAX_DEPTH) throw new InvalidMessage(`'path' must be a list of 1 to ${MAX_DEPTH} steps`);
  return raw.map((step) => {
    if (typeof step === 'string' && step.length <= 200) return step;
    if (Number.isSafeInteger(step) && (step as number) >= 0) return step as number;
    throw new InvalidMessage(`path step ${JSON.stringify(step)} is neither a field name nor a list index`);
  });
}

function index(raw: unknown, name: string): number {
  if (!Number.isSafeInteger(raw) || (raw as number) < 0) throw new InvalidMessage(`'${name}' must be a list index`);
  return raw as number;
}
