/**
 * One pass over a workspace file for both the Problems panel and the FinBench tree: decode, parse, diagnose (line and
 * column found only for files with findings) and summarise. Plain Node, no `vscode`: it runs in worker threads too.
 */
import type { ItemSummary } from '../../core/dataset/summary';
import type { LocatedFinding } from '../../core/diagnose/diagnose';
import { diagnoseFileBytes, fileKindOf, type FileKind } from '../../core/files/fileKinds';
import type { Language } from '../../core/item/types';
import { asciiJson } from '../../core/json/asciiJson';
import { DEFAULT_MAX_FILE_BYTES } from '../../core/json/read';
import { createLineIndex } from '../../core/json/text';
import { FileTooLarge, NotRegularFile, readRegularFile, type ReadBuffer } from '../../node/regularFile';
import { claimEach, type SharedWork } from '../../node/workerPool';
import { withLazyResponses, withResponsesText, type SummaryWithResponsesText } from './responsesText';

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

/** What the item index keeps of a scan to tell whether a file is still as the scan read it, and valid then. */
export interface ScanStamp extends Pick<ScannedFile, 'mtimeMs' | 'size'> {
  /** No error among the problems. */
  valid: boolean;
}

/** A file that is not checked (gone, unreadable, not a regular file, too large): the reason, for the log. */
export interface RefusedFile {
  refused: string;
}

/** Checks and summarises one file's bytes (read by whatever means) as `kind`. */
export function scanBytes(kind: FileKind, bytes: Uint8Array, language: Language, stat: { mtimeMs: number; size: number }): ScannedFile {
  const diagnosis = diagnoseFileBytes(kind, bytes, language);
  return {
    mtimeMs: stat.mtimeMs,
    size: stat.size,
    summary: kind.summarize?.(diagnosis.data),
    problems: diagnosis.findings.length ? placeProblems(diagnosis.text ?? '', diagnosis.findings) : [],
  };
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

/** The buffer this thread reads file after file into: larger than most item files. */
const READ_BUFFER_BYTES = 256 * 1024;
const reuse: ReadBuffer = { buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES) };

/**
 * Reads a local file and scans it. Its size and time are taken before the bytes are read: a file changed in between
 * is recorded with its older time, so that a cache keyed on them checks it again rather than keep stale findings.
 */
export function scanLocalFile(file: string, language: Language): ScannedFile | RefusedFile {
  const kind = fileKindOf(file);
  if (!kind) return { refused: `${file} is not a FinBench file` };
  try {
    // A FIFO named *.item.json is opened without waiting for a writer, then refused.
    const { bytes, stat } = readRegularFile(file, DEFAULT_MAX_FILE_BYTES, reuse);
    // A larger file grew the buffer for its own read only: the extension host, which lives all session, keeps no more.
    if (reuse.buffer.length > READ_BUFFER_BYTES) reuse.buffer = Buffer.allocUnsafe(READ_BUFFER_BYTES);
    return scanBytes(kind, bytes, language, stat);
  } catch (e) {
    if (e instanceof NotRegularFile || e instanceof FileTooLarge) return { refused: `${file} is not a regular file of at most ${DEFAULT_MAX_FILE_BYTES / 1024 / 1024} MB` };
    return { refused: `cannot read ${file}: ${(e as Error).message}` };
  }
}

/** What a scan thread needs (plain data and the shared counter: it crosses the thread boundary). */
export interface ScanTask extends SharedWork {
  files: string[];
  language: Language;
}

/** Results by index into the task's files. */
export type IndexedScans = [index: number, result: ScannedFile | RefusedFile][];

/**
 * How often a thread hands its results over: often enough that the Problems panel and the tree's data fill while the
 * scan goes on (the last hand-over is all that is left when the last file is checked), seldom enough that each one
 * carries many files.
 */
const POST_EVERY_MS = 200;

/**
 * Scans the files this thread claims, handing the results to `post` every POST_EVERY_MS and at the end, each time as
 * one JSON text (one string crosses threads as a single copy; an array of objects is cloned object by object), in
 * ASCII: the extension host reads it at one byte a character, half the memory of a text holding Chinese.
 */
export async function scanShare(task: ScanTask, post: (batch: string) => void): Promise<void> {
  let done: PostedScans = [];
  let postedAt = performance.now();
  const flush = () => {
    if (done.length) post(asciiJson(done));
    done = [];
    postedAt = performance.now();
  };
  await claimEach(task, (i) => {
    const result = scanLocalFile(task.files[i], task.language);
    done.push([i, 'refused' in result ? result : { ...result, summary: result.summary && withResponsesText(result.summary) }]);
    if (performance.now() - postedAt >= POST_EVERY_MS) flush();
  });
  flush();
}

/** Results as a thread hands them over: summaries with their responses as text (the extension host keeps them so). */
type PostedScans = [index: number, result: RefusedFile | (Omit<ScannedFile, 'summary'> & { summary?: SummaryWithResponsesText })][];

/** One copy of each string: texts that repeat across files (finding codes and messages, a summary's short fields). */
export type StringPool = Map<string, string>;

/** The summary fields whose few values repeat across thousands of items. */
const POOLED_FIELDS = ['task', 'market', 'language', 'status', 'author'] as const;

/**
 * The results of one of scanShare's hand-overs. `JSON.parse` makes a string of its own for every value: the texts that
 * repeat from file to file are taken from `pool` (shared by a scan's batches), so the extension host, which keeps the
 * results all session, holds each once (a lint message repeated in 6,000 files was 1.5 MB).
 */
export function readScanBatch(batch: string, pool: StringPool = new Map()): IndexedScans {
  const once = (text: string) => pool.get(text) ?? (pool.set(text, text), text);
  const scans = JSON.parse(batch) as PostedScans;
  for (const [, result] of scans) {
    if ('refused' in result) continue;
    for (const problem of result.problems) {
      problem.code = once(problem.code);
      problem.message = once(problem.message);
      problem.severity = problem.severity === 'error' ? 'error' : 'warning';
    }
    const summary = result.summary;
    if (!summary) continue;
    for (const field of POOLED_FIELDS) if (summary[field] !== undefined) (summary as Record<string, unknown>)[field] = once(summary[field]);
    (result as ScannedFile).summary = withLazyResponses(summary);
  }
  return scans as IndexedScans;
}
