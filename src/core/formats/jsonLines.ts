/** JSON Lines reading, and writing in the style of Python's json.dumps (", " and ": ", non-ASCII kept). */

export interface JsonLine {
  /** 0-based among non-empty lines. */
  index: number;
  /** 1-based line number in the file. */
  line: number;
  value: unknown;
}

export interface JsonLinesResult {
  rows: JsonLine[];
  errors: { line: number; message: string }[];
}

/** Parses every non-empty line; a line that is not JSON becomes an error naming its line number. */
export function parseJsonLines(text: string): JsonLinesResult {
  const result: JsonLinesResult = { rows: [], errors: [] };
  text.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const index = result.rows.length + result.errors.length;
    try {
      result.rows.push({ index, line: i + 1, value: JSON.parse(raw) });
    } catch (e) {
      result.errors.push({ line: i + 1, message: `line ${i + 1} is not valid JSON (${(e as Error).message})` });
    }
  });
  return result;
}

/** One JSON line with Python's default separators, so rows read back byte-identical to FinSearchComp's files. */
export function toJsonLine(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(toJsonLine).join(', ')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.entries(value).map(([k, v]) => `${JSON.stringify(k)}: ${toJsonLine(v)}`).join(', ')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}
