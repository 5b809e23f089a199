/**
 * createLocator's spans for text JSON.parse accepted, found by scanning along each pointer instead of building a
 * syntax tree: values off the path are skipped (strings by indexOf), so placing a few findings costs a fraction of
 * parsing the tree. Each lookup reads the text once at most; for many findings one tree is cheaper.
 */
import { pointerToPath } from './path';
import { isJsonSpace, skipString, type TextSpan } from './text';

interface Located {
  /** Offset of the value's first character. */
  value: number;
  /** The property name's span when the value is a property's. */
  name?: TextSpan;
}

/**
 * The same spans as createLocator(text) gives, for strict JSON text only (a BOM replaced by a space). With
 * `uniqueKeys` (the caller knows no object repeats a key) a lookup stops at the property it names instead of reading
 * the rest of its object for a later repetition.
 */
export function createScanLocator(text: string, { uniqueKeys = false } = {}): (pointer: string, options?: { key?: boolean }) => TextSpan {
  return (pointer, options = {}) => {
    let at: Located = { value: skipSpace(text, 0) };
    // The nearest existing ancestor of a pointer that names something absent: descend while the steps exist.
    for (const step of pointerToPath(pointer)) {
      const open = text.charCodeAt(at.value);
      const next = open === 0x5b && typeof step === 'number' ? element(text, at.value, step) : open === 0x7b ? lastProperty(text, at.value, String(step), uniqueKeys) : undefined;
      if (!next) break;
      at = next;
    }
    const container = text.charCodeAt(at.value) === 0x7b || text.charCodeAt(at.value) === 0x5b;
    if (at.name && (options.key === true || container)) return at.name;
    return { offset: at.value, length: container ? 1 : skipValue(text, at.value) - at.value };
  };
}

/** The array element at `index` of the array opening at `open`. */
function element(text: string, open: number, index: number): Located | undefined {
  let i = skipSpace(text, open + 1);
  if (text.charCodeAt(i) === 0x5d) return undefined;
  for (let k = 0; ; k++) {
    if (k === index) return { value: i };
    i = skipSpace(text, skipValue(text, i));
    if (text.charCodeAt(i) !== 0x2c) return undefined;
    i = skipSpace(text, i + 1);
  }
}

/** The value of the last property named `key` of the object opening at `open` (the one JSON.parse keeps). */
function lastProperty(text: string, open: number, key: string, unique: boolean): Located | undefined {
  let found: Located | undefined;
  let i = skipSpace(text, open + 1);
  if (text.charCodeAt(i) === 0x7d) return undefined;
  for (;;) {
    const nameEnd = skipString(text, i);
    const raw = text.slice(i + 1, nameEnd - 1);
    const value = skipSpace(text, skipSpace(text, nameEnd) + 1);
    if ((raw.includes('\\') ? JSON.parse(`"${raw}"`) : raw) === key) {
      found = { value, name: { offset: i, length: nameEnd - i } };
      if (unique) return found;
    }
    i = skipSpace(text, skipValue(text, value));
    if (text.charCodeAt(i) !== 0x2c) return found;
    i = skipSpace(text, i + 1);
  }
}

/** The offset after the value starting at `start`. */
function skipValue(text: string, start: number): number {
  const c = text.charCodeAt(start);
  if (c === 0x22) return skipString(text, start);
  if (c !== 0x7b && c !== 0x5b) {
    let i = start;
    while (i < text.length && !isDelimiter(text.charCodeAt(i))) i++;
    return i;
  }
  let depth = 0;
  for (let i = start; i < text.length; i++) {
    const d = text.charCodeAt(i);
    if (d === 0x22) i = skipString(text, i) - 1;
    else if (d === 0x7b || d === 0x5b) depth++;
    else if ((d === 0x7d || d === 0x5d) && --depth === 0) return i + 1;
  }
  return text.length;
}

function skipSpace(text: string, start: number): number {
  let i = start;
  while (isJsonSpace(text.charCodeAt(i))) i++;
  return i;
}

/** What ends a number, true, false or null in strict JSON. */
function isDelimiter(c: number): boolean {
  return isJsonSpace(c) || c === 0x2c || c === 0x7d || c === 0x5d;
}
