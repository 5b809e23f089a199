/**
 * Messages of a form over a JSON document (the item form; the review packet form): the form edits the document by
 * path, the host pushes every change back. One protocol per document kind, made by `jsonDocumentProtocol`, so each
 * kind's edits are checked against its own schema.
 */
import type { Finding } from '../core/item/finding';
import { pointerOf, type EditOp, type JsonPath } from '../core/json/path';
import type { SchemaWalker } from '../core/json/schemaWalker';
import { InvalidMessage, noParams, Notification, Request, sentByHost } from './rpc';
import { readyRequest } from './view';

export type { EditOp, JsonPath } from '../core/json/path';

/** The document as the form shows it: what it holds (`C`, the kind's classification) and what is wrong with it, at one version. */
export interface DocumentState<C> {
  version: number;
  content: C;
  findings: FormFinding[];
}

/** A finding as a form is sent it: with the field's new text that applies its suggestion, where one is known. */
export interface FormFinding extends Finding {
  fix?: string;
}

/**
 * The findings as a form is sent them: where the document's kind knows a fix for one (`fixOf`: a lint rule's rewrite
 * of the question), the field's new text, so the form offers it without loading what computes it.
 */
export function formFindings(findings: readonly Finding[], fixOf: (finding: Finding) => string | undefined): FormFinding[] {
  return findings.map(({ pointer, message, severity, code }) => {
    const finding = { pointer, message, severity, code };
    const fix = fixOf(finding);
    return fix === undefined ? finding : { ...finding, fix };
  });
}

export interface EditParams {
  /** Applied in order, as one edit of the document (one undo step). */
  ops: EditOp[];
}

export interface EditResult {
  /** The document version after the edit. */
  version: number;
}

export interface RevealParams {
  /** RFC 6901 pointer of the place in the document. */
  pointer: string;
  focus: boolean;
}

/** Where a form may write in a document kind: the kind's schema, and the paths it shows but never writes. */
export interface EditRules {
  schema: SchemaWalker;
  readOnly(path: JsonPath): boolean;
  /** The document kind in an error message ("an item"). */
  noun: string;
}

const MAX_OPS = 20;
const MAX_DEPTH = 8;

/** The requests and notifications of one JSON document kind; `prefix` names its methods (`item/edit`). */
export function jsonDocumentProtocol<C>(prefix: string, rules: EditRules) {
  return {
    ready: readyRequest<DocumentState<C>>(),
    /** Applies form changes to the document; rejects ops outside the format, of the wrong type, or on read-only fields. */
    edit: new Request<EditParams, EditResult>(`${prefix}/edit`, (raw) => parseEditParams(raw, rules)),
    /** Reopens the file in the text editor. */
    openAsText: new Request<void, void>(`${prefix}/openAsText`, noParams),
    /** The document changed (from the form, a text editor, undo, revert…): the form updates in place. */
    didChange: new Notification<DocumentState<C>>(`${prefix}/didChange`, sentByHost()),
    /** Shows the field of `pointer` (the text editor's selection moved there, or "Show in Form"); `focus` puts the caret in it. */
    reveal: new Notification<RevealParams>(`${prefix}/reveal`, sentByHost()),
  };
}

/** The protocol type `jsonDocumentProtocol` makes. */
export type JsonDocumentProtocol<C> = ReturnType<typeof jsonDocumentProtocol<C>>;

/** Params of an edit: ops whose paths lie inside the format and whose values have the schema's types there. */
export function parseEditParams(raw: unknown, rules: EditRules): EditParams {
  const ops = (raw as { ops?: unknown } | null)?.ops;
  if (!Array.isArray(ops) || ops.length === 0 || ops.length > MAX_OPS) throw new InvalidMessage(`'ops' must be a list of 1 to ${MAX_OPS} edits`);
  return { ops: ops.map((op) => parseOp(op, rules)) };
}

function parseOp(raw: unknown, rules: EditRules): EditOp {
  const op = raw as Record<string, unknown> | null;
  const kind = op?.op;
  if (kind !== 'set' && kind !== 'remove' && kind !== 'insert' && kind !== 'move') throw new InvalidMessage(`unknown edit '${String(kind)}'`);
  const path = parsePath(op!.path);
  const where = pointerOf(path);
  const schema = rules.schema.schemaAt(path);
  if (!schema) throw new InvalidMessage(`${where} is not a field of ${rules.noun}`);
  if (rules.readOnly(path)) throw new InvalidMessage(`${where} is read-only in the form`);
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
      if (!rules.schema.fitsSchemaTypes(schema, op!.value)) throw new InvalidMessage(`the value for ${where} does not have the type the format expects`);
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
