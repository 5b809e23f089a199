import { pointerToPath } from './path';
import { findNodeAtLocation, parse, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';

/** A span of the document text. */
export interface TextSpan {
  offset: number;
  length: number;
}

export interface ParsedJson {
  value: unknown;
  errors: { message: string; span: TextSpan }[];
}

/** Strict JSON parse (no comments, no trailing commas) that reports every syntax error with its place. */
export function parseJsonText(text: string): ParsedJson {
  const raw: ParseError[] = [];
  const value = parse(text, raw, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  // One mistake often yields several errors at the same place; the first says it best.
  const first = raw.filter((e, i) => i === 0 || e.offset !== raw[i - 1].offset);
  return {
    value,
    errors: first.map((e) => ({ message: describeParseError(e.error), span: { offset: e.offset, length: Math.max(e.length, 1) } })),
  };
}

function describeParseError(code: number): string {
  // "InvalidSymbol" → "invalid symbol"
  return printParseErrorCode(code).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
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
    while (!(node = findNodeAtLocation(root, path)) && path.length) path.pop();
    return spanOf(node ?? root, options.key === true);
  };
}

/** With `key`, the property name of the value (for findings about the name itself, such as unknown fields). */
function spanOf(node: Node, key: boolean): TextSpan {
  const name = node.parent?.type === 'property' ? node.parent.children?.[0] : undefined;
  if (name && (key || node.type === 'object' || node.type === 'array')) return { offset: name.offset, length: name.length };
  if (node.type === 'object' || node.type === 'array') return { offset: node.offset, length: 1 };
  return { offset: node.offset, length: node.length };
}

/** 1-based line and column of an offset. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  let line = 1;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, column: offset - lineStart + 1 };
}
