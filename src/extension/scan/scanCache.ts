/**
 * The workspace scan's persistent cache: each file's summary and findings, keyed by path, modification time and
 * size, valid only for the product version and UI language that wrote it. Content read back is checked entry by
 * entry; anything malformed or foreign is dropped (and those files are checked again), never trusted.
 */
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { isResponseRecord, MARKETS, STATUSES, TASKS, type ItemSummary } from '../../core/dataset/summary';
import type { Language } from '../../core/item/types';
import type { ScannedFile, ScannedProblem } from './scanFiles';

/** Bumped when the cache's layout changes. */
const FORMAT = 1;

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
  const cache = data as { format?: unknown; product?: unknown; language?: unknown; files?: unknown };
  if (!isObject(cache) || cache.format !== FORMAT || cache.product !== key.product || cache.language !== key.language || !isObject(cache.files)) return entries;
  for (const [file, value] of Object.entries(cache.files as Record<string, unknown>)) {
    const scanned = checkedFile(value);
    if (scanned && path.isAbsolute(file)) entries.set(file, scanned);
  }
  return entries;
}

/** The cache file's text for `entries`. */
export function serializeScanCache(entries: ScanCacheEntries, key: ScanCacheKey): string {
  return JSON.stringify({ format: FORMAT, ...key, files: Object.fromEntries(entries) });
}

/** The cache at `file` (none when it is missing or unreadable). */
export function readScanCache(file: string, key: ScanCacheKey): ScanCacheEntries {
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

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function checkedFile(value: unknown): ScannedFile | undefined {
  if (!isObject(value) || !isCount(value.mtimeMs) || !isCount(value.size) || !Array.isArray(value.problems)) return undefined;
  if (!value.problems.every(isProblem)) return undefined;
  const summary = value.summary === undefined ? undefined : checkedSummary(value.summary);
  if (value.summary !== undefined && !summary) return undefined;
  return { mtimeMs: value.mtimeMs, size: value.size, summary, problems: value.problems };
}

function isCount(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0;
}

function isProblem(value: unknown): value is ScannedProblem {
  return isObject(value)
    && typeof value.code === 'string' && typeof value.message === 'string' && (value.severity === 'error' || value.severity === 'warning')
    && Array.isArray(value.range) && value.range.length === 4 && value.range.every((n) => Number.isInteger(n) && n >= 0);
}

const optional = <T>(value: unknown, ok: (v: unknown) => v is T) => value === undefined || ok(value);
const isString = (v: unknown): v is string => typeof v === 'string';
const oneOf = <T extends string>(values: readonly T[]) => (v: unknown): v is T => values.includes(v as T);

function checkedSummary(value: unknown): ItemSummary | undefined {
  if (!isObject(value) || !Array.isArray(value.responses) || !value.responses.every(isResponseRecord)) return undefined;
  const ok = optional(value.id, isString) && optional(value.author, isString) && optional(value.question, isString)
    && optional(value.task, oneOf(TASKS)) && optional(value.market, oneOf(MARKETS)) && optional(value.status, oneOf(STATUSES))
    && optional(value.language, oneOf(['en', 'zh'] as const));
  return ok ? (value as unknown as ItemSummary) : undefined;
}
