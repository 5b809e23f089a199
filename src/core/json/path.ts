/** JSON paths into a parsed document: reading, pointer spelling, and the value-side twin of a text edit. */

/** A path of property names and array indexes, as jsonc-parser spells it. */
export type JsonPath = (string | number)[];

/** One change to a JSON document, by path: the unit the form editor sends and the host applies. */
export type EditOp =
  /** Sets (creating parents as needed) or replaces the value at `path`. */
  | { op: 'set'; path: JsonPath; value: unknown }
  /** Deletes the property or array element at `path`. */
  | { op: 'remove'; path: JsonPath }
  /** Inserts `value` into an array before the index that ends `path` (index = length appends). */
  | { op: 'insert'; path: JsonPath; value: unknown }
  /** Moves the element at index `from` of the array at `path` to index `to`. */
  | { op: 'move'; path: JsonPath; from: number; to: number };

/** RFC 6901 pointer of a path ('' for the root). */
export function pointerOf(path: JsonPath): string {
  return path.map((s) => `/${String(s).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}

/** The path a pointer spells; segments of digits become array indexes. */
export function pointerToPath(pointer: string): JsonPath {
  if (pointer === '') return [];
  return pointer
    .split('/')
    .slice(1)
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

/**
 * The value at `path`, or undefined when some step is absent. Only own properties count (`__proto__` is never
 * the prototype), and a number step into an object names the property spelled with those digits.
 */
export function valueAt(root: unknown, path: JsonPath): unknown {
  let node = root;
  for (const step of path) {
    if (Array.isArray(node)) {
      if (typeof step !== 'number') return undefined;
      node = node[step];
    } else if (isPlainObject(node) && Object.hasOwn(node, step)) {
      node = node[step];
    } else return undefined;
  }
  return node;
}

/** An object that is neither null nor an array. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
