/**
 * One pass over a workspace file for both the Problems panel and the FinBench tree: decode, parse and summarise (what
 * the tree needs), then diagnose (line and column found only for files with findings). Plain Node, no `vscode`: it
 * runs in worker threads too, which post every file's summary before any file's findings.
 */
import { statSync, readFileSync } from 'node:fs';
import { getHeapStatistics } from 'node:v8';
import { summarizeItem, type ItemSummary } from '../../core/dataset/summary';
import { diagnoseItem, diagnoseJsonText, problemFinding, type LocatedFinding } from '../../core/item/diagnose';
import type { Finding } from '../../core/item/finding';
import type { Language } from '../../core/item/types';
import { decodeJsonBytes, DEFAULT_MAX_FILE_BYTES, readJsonValue } from '../../core/json/read';
import { createLineIndex } from '../../core/json/text';
import { packetFindings } from '../../core/review/packetCheck';
import { claimEach, type SharedWork } from '../../node/workerPool';

/** A kind of file the scan checks; items are also summarised for the tree. */
interface ScannedKind {
  /** A `*.suffix` file name pattern. */
  filePattern: string;
  /** The findings of the parsed value (schema, rules, lint), as the editors' live diagnostics check it. */
  check(data: unknown, language: Language): Finding[];
  summarize?: (data: unknown) => ItemSummary;
}

/** The kinds the workspace scan checks: the same checks as the item and packet editors' live diagnostics. */
export const SCANNED_KINDS: readonly ScannedKind[] = [
  { filePattern: '*.item.json', check: diagnoseItem, summarize: summarizeItem },
  { filePattern: '*.packet.json', check: packetFindings },
];

/** A finding with its 0-based range in the file's text: [start line, start column, end line, end column]. */
export interface ScannedProblem {
  code: string;
  severity: 'error' | 'warning';
  message: string;
  range: [number, number, number, number];
}

/** What the scan learnt of one file, with the modification time and size of the bytes it read. */
export interface ScannedFile {
  mtimeMs: number;
  size: number;
  /** Items only: what the tree shows of the file. */
  summary?: ItemSummary;
  problems: ScannedProblem[];
}

/** A file that is not checked (gone, unreadable, not a regular file, too large): the reason, for the log. */
export interface RefusedFile {
  refused: string;
}

/** The kind a file name belongs to, if any. */
export function scannedKindOf(fileName: string): ScannedKind | undefined {
  return SCANNED_KINDS.find((k) => fileName.endsWith(k.filePattern.slice(1)));
}

/** What the scan learnt of one file before checking it: its time, size and summary. */
export type ReadFile = Omit<ScannedFile, 'problems'>;

/** A file read, decoded, parsed and summarised; `check` finds its problems (it holds the bytes until it is called). */
export interface ReadScan {
  file: ReadFile;
  check(): ScannedProblem[];
}

/**
 * Reads one file's bytes (read by whatever means) as `kind`: the summary now, the findings when `check` is called.
 * Until then only the bytes are held (outside the JavaScript heap, and UTF-8 is the most compact form of the text):
 * holding every parsed value or text of a workspace until the checks would cost the collector more than decoding twice.
 */
export function readBytes(kind: ScannedKind, bytes: Uint8Array, language: Language, stat: { mtimeMs: number; size: number }): ReadScan {
  const file = (data: unknown): ReadFile => ({ mtimeMs: stat.mtimeMs, size: stat.size, summary: kind.summarize?.(data) });
  // The CLI's reading rules: strict UTF-8 (a BOM is fine); other encodings are one finding that names them.
  const decoded = decodeJsonBytes(bytes);
  if (decoded.problem) {
    const problems = placeProblems('', [problemFinding(decoded.problem, language)]);
    return { file: file(undefined), check: () => problems };
  }
  return {
    file: file(readJsonValue(decoded.text)),
    check: () => {
      // The same bytes decoded the same way: they were text above.
      const { text } = decodeJsonBytes(bytes) as { text: string };
      const { findings } = diagnoseJsonText(text, language, kind.check);
      return findings.length ? placeProblems(text, findings) : [];
    },
  };
}

/** Checks and summarises one file's bytes (read by whatever means) as `kind`. */
export function scanBytes(kind: ScannedKind, bytes: Uint8Array, language: Language, stat: { mtimeMs: number; size: number }): ScannedFile {
  const read = readBytes(kind, bytes, language, stat);
  return { ...read.file, problems: read.check() };
}

/** Findings with their line and column in `text`. */
export function placeProblems(text: string, findings: readonly LocatedFinding[]): ScannedProblem[] {
  const position = createLineIndex(text);
  return findings.map(({ code, severity, message, span }) => {
    const start = position(span.offset);
    const end = position(span.offset + span.length);
    return { code, severity, message, range: [start.line - 1, start.column - 1, end.line - 1, end.column - 1] };
  });
}

/**
 * Reads a local file for the scan. Its size and time are taken before the bytes are read: a file changed in between
 * is recorded with its older time, so that a cache keyed on them checks it again rather than keep stale findings.
 */
export function readLocalFile(file: string, language: Language): ReadScan | RefusedFile {
  const kind = scannedKindOf(file);
  if (!kind) return { refused: `${file} is not a FinBench file` };
  try {
    const stat = statSync(file);
    // A FIFO named *.item.json would never finish reading.
    if (!stat.isFile() || stat.size > DEFAULT_MAX_FILE_BYTES) return { refused: `${file} is not a regular file of at most ${DEFAULT_MAX_FILE_BYTES / 1024 / 1024} MB` };
    return readBytes(kind, readFileSync(file), language, stat);
  } catch (e) {
    return { refused: `cannot read ${file}: ${(e as Error).message}` };
  }
}

/** Reads and checks a local file in one go. */
export function scanLocalFile(file: string, language: Language): ScannedFile | RefusedFile {
  const read = readLocalFile(file, language);
  return 'refused' in read ? read : { ...read.file, problems: read.check() };
}

/** What a scan thread needs (plain data and the shared counter: it crosses the thread boundary). */
export interface ScanTask extends SharedWork {
  files: string[];
  language: Language;
}

/**
 * What a scan thread posts, in this order: the files it claimed, read and summarised (or refused); then the findings
 * of those it read, with the thread's heap in use once it had read them all (the most it holds: their bytes are
 * outside it).
 */
export type ScanMessage =
  | { read: [index: number, file: ReadFile | RefusedFile][] }
  | { checked: [index: number, problems: ScannedProblem[]][]; heapBytes: number };

/**
 * Scans the files this thread claims in two steps: every claimed file read and summarised (posted at once, so the
 * tree can show them all), then each one checked, its bytes let go as soon as it is.
 */
export async function scanShare(task: ScanTask, post: (message: ScanMessage) => void): Promise<void> {
  const read: [number, ReadFile | RefusedFile][] = [];
  const checks: [number, ReadScan['check'] | undefined][] = [];
  await claimEach(task, (i) => {
    const result = readLocalFile(task.files[i], task.language);
    if ('refused' in result) read.push([i, result]);
    else {
      read.push([i, result.file]);
      checks.push([i, result.check]);
    }
  });
  post({ read });
  const heapBytes = getHeapStatistics().used_heap_size;
  const checked: [number, ScannedProblem[]][] = checks.map((entry) => {
    const problems = entry[1]!();
    entry[1] = undefined;
    return [entry[0], problems];
  });
  post({ checked, heapBytes });
}
