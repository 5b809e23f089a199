/**
 * The workspace scan's persistent cache: each file's summary and findings, keyed by path, modification time and
 * size, valid only for the product version and UI language that wrote it. Content read back is checked entry by
 * entry; anything malformed or foreign is dropped (and those files are checked again), never trusted.
 */
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { ItemSummary } from '../../core/dataset/summary';
import { MARKETS, STATUSES, TASKS } from '../../core/item/labels';
import type { Language } from '../../core/item/types';
import { asciiJson } from '../../core/json/asciiJson';
import { withLazyResponses, withResponsesText, type SummaryWithResponsesText } from './responsesText';
import type { ScannedFile, ScannedProblem } from './scanFiles';

/**
 * Bumped when the cache's layout changes. Layout: `strings` (each code and message once: a few distinct lint
 * messages repeat across thousands of files) and `files`: path → [mtimeMs, size, summary or 0, problems], each problem
 * [code string index, 0 error | 1 warning, message string index, start line, start column, end line, end column]; a
 * summary's `responses` are kept as their JSON text.
 */
const FORMAT = 4;

/** What a cache is valid for: written by another version or for another language, it is ignored as a whole. */
export interface ScanCacheKey {
  product: string;
  language: Language;
}

/** Cached scans by absolute file path. */
export type ScanCacheEntries = Map<string, ScannedFile>;

/** The entries of a cache file's text that are well formed and match `key` (none when the text is not such a cache). */
export function parseScanCache(text: string, key: ScanCacheKey): ScanCacheEntries {
  const entries: ScanCacheEntries = new Map();
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return entries;
  }
  const cache = data as { format?: unknown; product?: unknown; language?: unknown; strings?: unknown; files?: unknown };
  if (!isObject(cache) || cache.format !== FORMAT || cache.product !== key.product || cache.language !== key.language || !isObject(cache.files)) return entries;
  if (!Array.isArray(cache.strings) || !cache.strings.every(isString)) return entries;
  for (const [file, value] of Object.entries(cache.files as Record<string, unknown>)) {
    const scanned = checkedFile(value, cache.strings);
    if (scanned && path.isAbsolute(file)) entries.set(file, scanned);
  }
  return entries;
}

/** The cache file's text for `entries`. */
export function serializeScanCache(entries: ScanCacheEntries, key: ScanCacheKey): string {
  const strings: string[] = [];
  const indices = new Map<string, number>();
  const ref = (text: string) => {
    let index = indices.get(text);
    if (index === undefined) indices.set(text, (index = strings.push(text) - 1));
    return index;
  };
  const files: Record<string, unknown> = {};
  for (const [file, { mtimeMs, size, summary, problems }] of entries) {
    files[file] = [mtimeMs, size, summary ? withResponsesText(summary) : 0, problems.map((p) => [ref(p.code), p.severity === 'error' ? 0 : 1, ref(p.message), ...p.range])];
  }
  // In ASCII: read back about twice as fast as the same text with its Chinese questions and messages as UTF-8.
  return asciiJson({ format: FORMAT, ...key, strings, files });
}

/**
 * The cache at `file` (none when it is missing or unreadable). Read in one call on this thread: read in chunks through
 * Node's thread pool it waited behind the workbench's own file reads at start, several times as long.
 */
export async function readScanCache(file: string, key: ScanCacheKey): Promise<ScanCacheEntries> {
  try {
    return parseScanCache(readFileSync(file, 'utf8'), key);
  } catch {
    return new Map();
  }
}

/** Writes the cache all or nothing: a reader sees the old file or the new one, never half of one. */
export function writeScanCache(file: string, entries: ScanCacheEntries, key: ScanCacheKey): void {
  mkdirSync(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, serializeScanCache(entries, key));
  renameSync(temporary, file);
}

const isString = (v: unknown): v is string => typeof v === 'string';

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedFile(value: unknown, strings: readonly string[]): ScannedFile | undefined {
  if (!Array.isArray(value) || value.length !== 4) return undefined;
  const [mtimeMs, size, summaryValue, problemValues] = value as unknown[];
  if (!isCount(mtimeMs) || !isCount(size) || !Array.isArray(problemValues)) return undefined;
  const summary = summaryValue === 0 ? undefined : checkedSummary(summaryValue);
  if (summaryValue !== 0 && !summary) return undefined;
  const problems: ScannedProblem[] = [];
  for (const p of problemValues) {
    const problem = checkedProblem(p, strings);
    if (!problem) return undefined;
    problems.push(problem);
  }
  return { mtimeMs, size, summary, problems };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function checkedProblem(value: unknown, strings: readonly string[]): ScannedProblem | undefined {
  if (!Array.isArray(value) || value.length !== 7 || !value.every((n) => Number.isInteger(n) && n >= 0)) return undefined;
  const [code, severity, message, ...range] = value as number[];
  if (code >= strings.length || message >= strings.length || severity > 1) return undefined;
  return { code: strings[code], severity: severity === 0 ? 'error' : 'warning', message: strings[message], range: range as ScannedProblem['range'] };
}

const optional = <T>(value: unknown, ok: (v: unknown) => v is T) => value === undefined || ok(value);
const oneOf = <T extends string>(values: readonly T[]) => (v: unknown): v is T => values.includes(v as T);

function checkedSummary(value: unknown): ItemSummary | undefined {
  if (!isObject(value) || typeof value.responses !== 'string') return undefined;
  const ok = optional(value.id, isString) && optional(value.author, isString) && optional(value.question, isString)
    && optional(value.task, oneOf(TASKS)) && optional(value.market, oneOf(MARKETS)) && optional(value.status, oneOf(STATUSES))
    && optional(value.language, oneOf(['en', 'zh'] as const));
  return ok ? withLazyResponses(value as unknown as SummaryWithResponsesText) : undefined;
}

/**
 * Which of `files` the cache still describes (same modification time and size on disk), by index; the others must be
 * read. A file that cannot be stat'ed (gone, a symbolic link loop, no permission) is read, and refused there by name.
 */
export function unchangedInCache(files: readonly string[], cache: ScanCacheEntries): { reused: [index: number, file: ScannedFile][]; toRead: number[] } {
  const reused: [number, ScannedFile][] = [];
  const toRead: number[] = [];
  files.forEach((file, i) => {
    const cached = cache.get(file);
    const now = cached ? statOrNothing(file) : undefined;
    if (cached && now && now.mtimeMs === cached.mtimeMs && now.size === cached.size) reused.push([i, cached]);
    else toRead.push(i);
  });
  return { reused, toRead };
}

// Synchronous: 10,000 stats take a few tens of ms, a promise each would take several times that.
function statOrNothing(file: string) {
  try {
    return statSync(file, { throwIfNoEntry: false });
  } catch {
    return undefined;
  }
}
