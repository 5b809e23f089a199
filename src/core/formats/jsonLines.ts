/** JSON Lines reading, and writing in the style of Python's json.dumps (", " and ": ", non-ASCII kept). */
import { problemFinding } from '../diagnose/diagnose';
import { readJsonText } from '../json/read';

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

/**
 * Parses every non-empty line as strict JSON; a line that is not JSON, repeats a key or nests too deep becomes
 * an error naming its line number.
 */
export function parseJsonLines(text: string): JsonLinesResult {
  const result: JsonLinesResult = { rows: [], errors: [] };
  text.replace(/^\uFEFF/, '').split(/\r?\n/).forEach((raw, i) => {
    if (!raw.trim()) return;
    const index = result.rows.length + result.errors.length;
    const { value, problems } = readJsonText(raw);
    if (problems.length) {
      const first = problems[0];
      const message = first.code === 'json.parse'
        ? `line ${i + 1} is not valid JSON (column ${first.span.offset + 1}: ${first.detail})`
        : `line ${i + 1}: ${problemFinding(first, 'en').message}`;
      result.errors.push({ line: i + 1, message });
    } else result.rows.push({ index, line: i + 1, value });
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
