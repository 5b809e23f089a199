/** Places in JSON text: spans of values by pointer, and line/column of offsets. */
import { parseTree, type Node } from 'jsonc-parser';
import { pointerToPath, type JsonPath } from './path';

/** A span of the document text. */
export interface TextSpan {
  offset: number;
  length: number;
}

/**
 * Returns a function that maps a JSON pointer to the text to underline: a value's own text for scalars,
 * its property name for objects and arrays (underlining a whole object is noise), the nearest existing
 * ancestor when the pointer names something absent.
 */
export function createLocator(text: string): (pointer: string, options?: { key?: boolean }) => TextSpan {
  const root = parseTree(text, [], { disallowComments: true, allowTrailingComma: false });
  return (pointer, options = {}) => {
    if (!root) return { offset: 0, length: Math.min(text.length, 1) };
    const path = pointerToPath(pointer);
    let node: Node | undefined;
    while (!(node = nodeAt(root, path)) && path.length) path.pop();
    return spanOf(node ?? root, options.key === true);
  };
}

/** The node at `path`; a number step into an object names the property spelled with its digits (a ticker such as 600519). */
function nodeAt(root: Node, path: JsonPath): Node | undefined {
  let node: Node | undefined = root;
  for (const step of path) {
    if (node.type === 'array' && typeof step === 'number') node = node.children?.[step];
    // The last property of a name wins, as in JSON.parse.
    else if (node.type === 'object') node = node.children?.findLast((p) => p.children?.[0].value === String(step))?.children?.[1];
    else return undefined;
    if (!node) return undefined;
  }
  return node;
}

/** With `key`, the property name of the value (for findings about the name itself, such as unknown fields). */
function spanOf(node: Node, key: boolean): TextSpan {
  const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  if (name && (key || node.type === 'object' || node.type === 'array')) return { offset: name.offset, length: name.length };
  if (node.type === 'object' || node.type === 'array') return { offset: node.offset, length: 1 };
  return { offset: node.offset, length: node.length };
}

/**
 * 1-based line and column of offsets in one text: each line start is found once, as far into the text as an offset
 * asks (findings mostly sit in a file's first lines), and each lookup is a binary search.
 */
export function createLineIndex(text: string): (offset: number) => { line: number; column: number } {
  const starts = [0];
  /** The first line break whose line start is not yet in `starts` (-1: none is left). */
  let next = text.indexOf('\n');
  return (offset) => {
    for (; next !== -1 && next < offset; next = text.indexOf('\n', next + 1)) starts.push(next + 1);
    let low = 0;
    let high = starts.length - 1;
    while (low < high) {
      const mid = (low + high + 1) >> 1;
      if (starts[mid] <= offset) low = mid;
      else high = mid - 1;
    }
    return { line: low + 1, column: offset - starts[low] + 1 };
  };
}

/** 1-based line and column of one offset (for many offsets in one text, use createLineIndex). */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}

/** JSON whitespace: space, line feed, carriage return, tab. */
export function isJsonSpace(c: number): boolean {
  return c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;
}

/** Whether the character at `at` inside a JSON string is escaped: an odd run of backslashes before it (`\"`, not `\\"`). */
export function isEscaped(text: string, at: number): boolean {
  let backslashes = 0;
  while (text.charCodeAt(at - 1 - backslashes) === 0x5c) backslashes++;
  return backslashes % 2 === 1;
}

/** The offset after the JSON string whose opening quote is at `start` (the text's end when it is not closed). */
export function skipString(text: string, start: number): number {
  for (let i = text.indexOf('"', start + 1); i !== -1; i = text.indexOf('"', i + 1)) {
    if (!isEscaped(text, i)) return i + 1;
  }
  return text.length;
}
