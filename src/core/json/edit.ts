/** Minimal text edits for path-based changes to a JSON document, keeping its formatting and every other byte. */
import { applyEdits, findNodeAtLocation, format, getNodeValue, modify, parseTree, type FormattingOptions } from 'jsonc-parser';
import type { EditOp, JsonPath } from './path';

/** One replacement of the document text. */
export interface TextEdit {
  offset: number;
  length: number;
  content: string;
}

/** Where a new property goes among its siblings: the schema's order of the parent's properties, when it has one. */
export type PropertyOrder = (parentPath: JsonPath) => readonly string[] | undefined;

/** The indentation and line ends a document already uses (two spaces and \n when it does not tell). */
export function formattingOf(text: string): FormattingOptions {
  const eol = text.includes('\r\n') ? '\r\n' : '\n';
  const indents = [...text.matchAll(/^([ \t]+)\S/gm)].map((m) => m[1]);
  if (indents.some((i) => i.startsWith('\t'))) return { insertSpaces: false, tabSize: 4, eol };
  const widths = indents.map((i) => i.length);
  return { insertSpaces: true, tabSize: widths.length ? Math.min(...widths) : 2, eol };
}

/**
 * Applies the ops in order (as jsonc-parser's `modify` + `applyEdits` would, one after the other) and returns
 * the result as ONE replacement covering only the characters that changed; undefined when nothing changes.
 * Throws when an op does not fit the document (an index out of range, a path through a non-container).
 */
export function editJson(text: string, ops: readonly EditOp[], order?: PropertyOrder): TextEdit | undefined {
  const formattingOptions = formattingOf(text);
  let result = text;
  for (const op of ops) result = applyOp(result, op, formattingOptions, order);
  return result === text ? undefined : difference(text, result);
}

function applyOp(text: string, op: EditOp, formattingOptions: FormattingOptions, order?: PropertyOrder): string {
  const change = (path: JsonPath, value: unknown, isArrayInsertion = false) => {
    checkIndexes(text, path, op.op, isArrayInsertion);
    const siblings = order?.(path.slice(0, -1));
    const getInsertionIndex = siblings && ((existing: string[]) => insertionIndex(existing, siblings, String(path.at(-1))));
    if (value === undefined) return applyEdits(text, modify(text, path, value, { formattingOptions, isArrayInsertion, getInsertionIndex }));
    // jsonc-parser would reformat the whole lines around the new text, spreading a compact neighbour such as
    // "topics": ["a"] over several lines: only the new text is formatted, and not at all inside a one-line container.
    const [edit] = modify(text, path, value, { isArrayInsertion, getInsertionIndex });
    if (!edit) return text;
    const changed = applyEdits(text, [edit]);
    if (!spansLines(text, path.slice(0, -1))) return changed;
    return applyEdits(changed, format(changed, { offset: edit.offset, length: edit.content.length }, formattingOptions));
  };
  switch (op.op) {
    case 'set':
      return change(op.path, op.value);
    case 'remove':
      return valueExists(text, op.path) ? change(op.path, undefined) : text;
    case 'insert':
      return change(op.path, op.value, true);
    case 'move': {
      checkIndexes(text, [...op.path, op.from], 'move', false);
      const moved = getNodeValue(nodeAt(text, [...op.path, op.from], 'move'));
      const without = applyOp(text, { op: 'remove', path: [...op.path, op.from] }, formattingOptions);
      return applyOp(without, { op: 'insert', path: [...op.path, op.to], value: moved }, formattingOptions);
    }
  }
}

/** Index among the existing properties after which `key` goes: after the last sibling that the order puts before it. */
function insertionIndex(existing: string[], order: readonly string[], key: string): number {
  const rank = order.indexOf(key);
  if (rank < 0) return existing.length;
  let index = 0;
  existing.forEach((name, i) => {
    const r = order.indexOf(name);
    if (r >= 0 && r < rank) index = i + 1;
  });
  return index;
}

/** Every array step must name an existing element (the last may name the end, for an insertion); object steps may create parents. */
function checkIndexes(text: string, path: JsonPath, kind: EditOp['op'], insertion: boolean) {
  path.forEach((step, k) => {
    if (typeof step !== 'number') return;
    const arrayPath = path.slice(0, k);
    const array = nodeAt(text, arrayPath, kind);
    if (array.type !== 'array') throw new Error(`${kind}: ${describePath(arrayPath)} is not a list`);
    const length = array.children?.length ?? 0;
    const limit = insertion && k === path.length - 1 ? length : length - 1;
    if (!Number.isInteger(step) || step < 0 || step > limit) {
      throw new Error(`${kind}: index ${step} is outside ${describePath(arrayPath)} (${length} entr${length === 1 ? 'y' : 'ies'})`);
    }
  });
}

function nodeAt(text: string, path: JsonPath, kind: string) {
  const root = parseTree(text);
  const node = root && findNodeAtLocation(root, path);
  if (!node) throw new Error(`${kind}: nothing at ${describePath(path)}`);
  return node;
}

/** Whether the container at `path` (the nearest existing one) is written over several lines. */
function spansLines(text: string, path: JsonPath): boolean {
  const root = parseTree(text);
  let node = root && findNodeAtLocation(root, path);
  for (let p = path.slice(0, -1); !node && root; p = p.slice(0, -1)) node = p.length ? findNodeAtLocation(root, p) : root;
  return !!node && /[\r\n]/.test(text.slice(node.offset, node.offset + node.length));
}

function valueExists(text: string, path: JsonPath): boolean {
  const root = parseTree(text);
  return !!root && !!findNodeAtLocation(root, path);
}

function describePath(path: JsonPath): string {
  return path.length ? path.join('.') : 'the document';
}

/** The one replacement that turns `before` into `after`: their common start and end stay untouched. */
function difference(before: string, after: string): TextEdit {
  let start = 0;
  const max = Math.min(before.length, after.length);
  while (start < max && before.charCodeAt(start) === after.charCodeAt(start)) start++;
  let end = 0;
  while (end < max - start && before.charCodeAt(before.length - 1 - end) === after.charCodeAt(after.length - 1 - end)) end++;
  // Never cut a surrogate pair or a \r\n in two.
  while (start > 0 && splits(before, start)) start--;
  while (end > 0 && splits(before, before.length - end)) end--;
  return { offset: start, length: before.length - end - start, content: after.slice(start, after.length - end) };
}

function splits(text: string, at: number): boolean {
  const prev = text.charCodeAt(at - 1);
  const next = text.charCodeAt(at);
  return (prev >= 0xd800 && prev <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) || (prev === 13 && next === 10);
}
