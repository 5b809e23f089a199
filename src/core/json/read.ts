/**
 * Strict, hostile-input-safe JSON reading: bytes → text (UTF-8 only, BOM allowed), text → value (JSON.parse,
 * so no key ever reaches a prototype), plus what JSON.parse does not say: duplicate keys, nesting too deep for
 * the rest of the pipeline, and syntax errors with their places (capped, each found in linear time).
 */
import { printParseErrorCode, visit } from 'jsonc-parser';
import { isEscaped, isJsonSpace, skipString, type TextSpan } from './text';
import { compare, exactOf, exactOfNumber } from '../tolerance/exact';

/** 128 MiB: far above any item or dataset file, far below what would exhaust memory. */
export const DEFAULT_MAX_FILE_BYTES = 128 * 1024 * 1024;
/** Deeper documents are refused: recursive code further on (schema checks, JSON.stringify) must never overflow. */
export const MAX_JSON_DEPTH = 512;
/** Syntax errors reported per document; the rest are counted in one last problem. */
export const MAX_SYNTAX_ERRORS = 20;

/** What is wrong with a document's bytes or text; `code` says which message to show, `detail` fills it. */
export interface JsonProblem {
  code:
    | 'json.parse' // detail: jsonc-parser's error name, in words
    | 'json.moreErrors' // detail: how many more syntax errors there are
    | 'json.tooDeep' // detail: the depth limit
    | 'json.duplicateKey' // detail: the key
    | 'json.imprecise' // detail: the number as written, which a double cannot hold
    | 'file.invalidUtf8' // detail: the byte offset
    | 'file.utf16' // detail: 'LE' or 'BE'
    | 'file.binary'; // detail: the byte offset of the first NUL
  detail: string;
  span: TextSpan;
}

export type DecodedText = { text: string; bom: boolean; problem?: undefined } | { problem: JsonProblem };

const BOM = '\uFEFF';
const REPLACEMENT = '\uFFFD';
// The lenient decoder is the fast one; the strict one only decides, for text holding U+FFFD, whether the bytes were invalid.
const utf8 = new TextDecoder('utf-8', { ignoreBOM: true });
const strictUtf8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });

/** Decodes a file's bytes as UTF-8; a leading BOM is dropped from the text and remembered; anything else that is not UTF-8 is a problem. */
export function decodeJsonBytes(bytes: Uint8Array): DecodedText {
  const utf16 = utf16Order(bytes);
  if (utf16) return { problem: { code: 'file.utf16', detail: utf16, span: { offset: 0, length: 1 } } };
  const text = utf8.decode(bytes);
  if (text.includes(REPLACEMENT) && !isStrictUtf8(bytes)) {
    return { problem: { code: 'file.invalidUtf8', detail: String(invalidUtf8Offset(bytes)), span: { offset: 0, length: 1 } } };
  }
  // JSON text never holds a raw NUL (strings must escape it): this is a binary file. In UTF-8 a 0 byte is only ever NUL.
  const nul = bytes.indexOf(0);
  if (nul !== -1) return { problem: { code: 'file.binary', detail: String(nul), span: { offset: 0, length: 1 } } };
  const bom = text.startsWith(BOM);
  return { text: bom ? text.slice(1) : text, bom };
}

function isStrictUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** 'LE' or 'BE' when the bytes are UTF-16 (by BOM, or by the NUL byte every ASCII character has in UTF-16). */
function utf16Order(bytes: Uint8Array): 'LE' | 'BE' | undefined {
  if (bytes.length < 2) return undefined;
  if (bytes[0] === 0xff && bytes[1] === 0xfe) return 'LE';
  if (bytes[0] === 0xfe && bytes[1] === 0xff) return 'BE';
  if (bytes[0] !== 0 && bytes[1] === 0) return 'LE';
  if (bytes[0] === 0 && bytes[1] !== 0) return 'BE';
  return undefined;
}

/** Byte offset of the first byte that does not belong to a well-formed UTF-8 sequence (only called once decoding failed). */
export function invalidUtf8Offset(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    const [length, min, max] = b < 0x80 ? [1, 0, 0] : b >= 0xc2 && b <= 0xdf ? [2, 0x80, 0xbf]
      : b === 0xe0 ? [3, 0xa0, 0xbf] : b === 0xed ? [3, 0x80, 0x9f] : b >= 0xe1 && b <= 0xef ? [3, 0x80, 0xbf]
        : b === 0xf0 ? [4, 0x90, 0xbf] : b === 0xf4 ? [4, 0x80, 0x8f] : b >= 0xf1 && b <= 0xf3 ? [4, 0x80, 0xbf] : [0, 0, 0];
    if (length === 0 || i + length > bytes.length) return i;
    // The second byte has the narrow range (no overlongs, no surrogates, nothing above U+10FFFF); the rest are 80–BF.
    for (let k = 1; k < length; k++) {
      const c = bytes[i + k];
      if (k === 1 ? c < min || c > max : c < 0x80 || c > 0xbf) return i + k;
    }
    i += length;
  }
  return bytes.length;
}

export interface ParsedJsonText {
  /** The value, when the text is JSON (even with duplicate keys: then the last one counts, as in JSON.parse). */
  value?: unknown;
  /** Syntax errors, depth and duplicate keys; empty for a clean document. */
  problems: JsonProblem[];
}

export interface ReadOptions {
  /** Skip the cheap proof that no key repeats and always scan the text for repeated keys (tests compare both ways). */
  exhaustive?: boolean;
}

/** Parses strict JSON (a leading BOM character is allowed); every problem has its place in the text. */
export function readJsonText(text: string, options: ReadOptions = {}): ParsedJsonText {
  // A BOM becomes a space: JSON whitespace of the same length, so every offset stays right.
  const source = text.startsWith(BOM) ? ` ${text.slice(1)}` : text;
  let value: unknown;
  try {
    value = JSON.parse(source);
  } catch {
    return { problems: syntaxProblems(source) };
  }
  const shape = measure(value);
  if (shape.depth > MAX_JSON_DEPTH) return { problems: [tooDeep(source)] };
  const provedUnique = !options.exhaustive && keyColonBound(source) === shape.keys;
  return { value, problems: [...(provedUnique ? [] : duplicateKeys(source)), ...impreciseNumbers(source, shape)] };
}

/** 300 zeros in a row: a number written out that underflows to 0 has over 320 after its point. */
const ZEROS = '0'.repeat(300);

/**
 * Whether the text has what only a number that underflowed to 0 has: a digit, then a 3-digit negative exponent, or
 * 300 zeros in a row (found by the native substring search: a regular expression tried at every 'e' costs more, and
 * so does a search for "e-", whose 'e' starts a false match in almost every word; '-' is rarer).
 */
function mayHaveUnderflowed(text: string): boolean {
  const digit = (at: number) => text.charCodeAt(at) >= 48 && text.charCodeAt(at) <= 57;
  for (let at = text.indexOf('-'); at !== -1; at = text.indexOf('-', at + 1)) {
    // 'e' or 'E' before the '-' (| 0x20 lowers the case of a letter).
    if ((text.charCodeAt(at - 1) | 0x20) === 0x65 && digit(at - 2) && digit(at + 1) && digit(at + 2) && digit(at + 3)) return true;
  }
  return text.includes(ZEROS);
}

/**
 * Every number JSON.parse reads as another value than the one written: more significant digits than a double
 * holds (12345678901234567890 → 12345678901234567000), or beyond its range (1e400 → Infinity, 1e-400 → 0). Scanning
 * the text costs about half the parse, so it is scanned only when the parsed value holds a double such a number
 * gives (`shape.rounded`), or a 0 and the text has what only an underflow has. A number written with 16 or more
 * significant digits that rounds to a double of 14 or fewer (12.600000000000000000001) is not reported: it differs
 * from that double by less than the double's own precision.
 */
function impreciseNumbers(text: string, shape: Shape): JsonProblem[] {
  if (!shape.rounded && !(shape.zero && mayHaveUnderflowed(text))) return [];
  const problems: JsonProblem[] = [];
  eachNumber(text, (offset, length) => {
    const written = text.slice(offset, offset + length);
    if (!sameDecimal(written, Number(written))) problems.push({ code: 'json.imprecise', detail: written, span: { offset, length } });
  });
  return problems;
}

/**
 * Calls `each` with the place of every number in text JSON.parse accepted, in order: outside strings (skipped by
 * indexOf) a number is the only token that starts with '-' or a digit, and runs until a character no number has.
 */
function eachNumber(text: string, each: (offset: number, length: number) => void): void {
  let i = 0;
  while (i < text.length) {
    const c = text.charCodeAt(i);
    if (c === 0x22) {
      i = skipString(text, i);
    } else if (c === 0x2d || (c >= 0x30 && c <= 0x39)) {
      let end = i + 1;
      while (end < text.length && isNumberPart(text.charCodeAt(end))) end++;
      each(i, end - i);
      i = end;
    } else i++;
  }
}

/** A digit, '.', 'e', 'E', '+' or '-'. */
function isNumberPart(c: number): boolean {
  return (c >= 0x30 && c <= 0x39) || c === 0x2e || c === 0x65 || c === 0x45 || c === 0x2b || c === 0x2d;
}

/** Whether a double is what a number a double cannot hold may have become: infinite, in exponent form, or at 15+ significant digits. */
function mayBeRounded(read: number): boolean {
  if (!Number.isFinite(read)) return true;
  const text = String(read);
  // Fewer than 15 characters hold fewer than 15 digits: most numbers end the test here.
  return text.includes('e') || (text.length >= 15 && text.replace(/[-.]/g, '').replace(/^0+/, '').replace(/0+$/, '').length >= 15);
}

/** Whether a JSON number's text and the double it parses to are the same decimal value (trailing zeros aside). */
function sameDecimal(written: string, read: number): boolean {
  const a = exactOf(written);
  const b = exactOfNumber(read);
  return !!a && !!b && compare(a, b) === 0;
}

interface Shape {
  depth: number;
  /** Object properties in the value. */
  keys: number;
  /** Whether a number may have been rounded by the parse (`mayBeRounded`), and whether a number is 0. */
  rounded: boolean;
  zero: boolean;
}

/** Depth, property count and what the numbers say (see Shape), without recursing deeper than the depth limit allows. */
function measure(root: unknown): Shape {
  const shape: Shape = { depth: 0, keys: 0, rounded: false, zero: false };
  // Two parallel stacks of containers and their depths: no allocation per value (this runs on every file).
  const nodes: object[] = [];
  const depths: number[] = [];
  const visit = (value: unknown, depth: number) => {
    if (typeof value === 'object' && value !== null) {
      nodes.push(value);
      depths.push(depth);
    } else if (typeof value === 'number') {
      if (value === 0) shape.zero = true;
      else if (!shape.rounded && mayBeRounded(value)) shape.rounded = true;
    }
  };
  visit(root, 1);
  while (nodes.length) {
    const node = nodes.pop()!;
    const depth = depths.pop()!;
    if (depth > shape.depth) shape.depth = depth;
    if (depth > MAX_JSON_DEPTH) return shape;
    if (Array.isArray(node)) {
      for (const child of node) visit(child, depth + 1);
    } else {
      for (const key in node) {
        shape.keys++;
        visit((node as Record<string, unknown>)[key], depth + 1);
      }
    }
  }
  return shape;
}

/**
 * An upper bound of the keys written in strict JSON text: its colons minus those that can only sit inside a string.
 * A colon that ends a key follows the key's closing quote or whitespace and comes before whitespace or the start of
 * a value; one next to anything else ("https://", "10:30", "Note: ") is string content. JSON.parse keeps every key
 * but a repeated one, so when this bound equals the value's property count no key was repeated.
 */
function keyColonBound(text: string): number {
  let n = 0;
  for (let i = text.indexOf(':'); i !== -1; i = text.indexOf(':', i + 1)) {
    if (mayEndKey(text, i - 1) && mayStartValue(text.charCodeAt(i + 1))) n++;
  }
  return n;
}

/** JSON whitespace, or a '"' that is not escaped. */
function mayEndKey(text: string, at: number): boolean {
  const c = text.charCodeAt(at);
  return isJsonSpace(c) || (c === 0x22 && !isEscaped(text, at));
}

/** JSON whitespace or the first character of a value: '"', '{', '[', '-', a digit, 't', 'f', 'n'. */
function mayStartValue(c: number): boolean {
  return isJsonSpace(c) || c === 0x22 || c === 0x7b || c === 0x5b || c === 0x2d || (c >= 0x30 && c <= 0x39) || c === 0x74 || c === 0x66 || c === 0x6e;
}

/** Every key that repeats an earlier key of the same object, at the repeated key. */
function duplicateKeys(text: string): JsonProblem[] {
  const problems: JsonProblem[] = [];
  const open: Set<string>[] = [];
  visit(text, {
    onObjectBegin: () => void open.push(new Set()),
    onObjectEnd: () => void open.pop(),
    onObjectProperty: (key, offset, length) => {
      const keys = open[open.length - 1];
      if (keys.has(key)) problems.push({ code: 'json.duplicateKey', detail: key, span: { offset, length } });
      keys.add(key);
    },
  });
  return problems;
}

/** The syntax errors of text JSON.parse refused: the first MAX_SYNTAX_ERRORS places, then a count of the rest. */
function syntaxProblems(text: string): JsonProblem[] {
  const deep = depthOverflowOffset(text);
  if (deep !== undefined) return [{ code: 'json.tooDeep', detail: String(MAX_JSON_DEPTH), span: { offset: deep, length: 1 } }];
  const problems: JsonProblem[] = [];
  let more = 0;
  let lastOffset = -1;
  try {
    visitSyntax(text, (error, offset, length) => {
      // One mistake often yields several errors at the same place; the first says it best.
      if (offset === lastOffset) return;
      lastOffset = offset;
      if (problems.length < MAX_SYNTAX_ERRORS) problems.push({ code: 'json.parse', detail: describeParseError(error), span: { offset, length: Math.max(length, 1) } });
      else more++;
    });
  } catch (e) {
    // jsonc-parser recurses per level; text whose strings it reads differently from the depth scan may still be too deep.
    if (!(e instanceof RangeError)) throw e;
    return [tooDeep(text)];
  }
  if (more) problems.push({ code: 'json.moreErrors', detail: String(more), span: problems[problems.length - 1].span });
  // JSON.parse is stricter than jsonc-parser in a few corners (e.g. control characters jsonc lets through).
  if (!problems.length) problems.push({ code: 'json.parse', detail: 'invalid JSON', span: { offset: 0, length: 1 } });
  return problems;
}

function visitSyntax(text: string, onError: (error: number, offset: number, length: number) => void) {
  visit(text, { onError }, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
}

function describeParseError(code: number): string {
  // "InvalidSymbol" → "invalid symbol"
  return printParseErrorCode(code).replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
}

function tooDeep(text: string): JsonProblem {
  return { code: 'json.tooDeep', detail: String(MAX_JSON_DEPTH), span: { offset: depthOverflowOffset(text) ?? 0, length: 1 } };
}

/** Offset of the bracket that opens one level more than the limit, outside strings; undefined when none does. */
function depthOverflowOffset(text: string): number | undefined {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c) i++;
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > MAX_JSON_DEPTH) return i;
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return undefined;
}
