/** The work of `finbench validate`: one report per item file, spread over worker threads for large runs. */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { diagnoseFileBytes, itemFiles } from '../core/files/fileKinds';
import { createLineIndex } from '../core/json/text';
import { claimEach, runThreads, sharedWork, threadsFor, type SharedWork } from '../node/workerPool';
import { InputError, type CliIo } from './command';
import { readFileBytes, readInputBytes, STDIN, type ItemPath, type ReadBuffer } from './files';

export interface FileError {
  pointer: string;
  message: string;
  severity: 'error' | 'warning';
  code: string;
  line: number;
  column: number;
}

export interface FileReport {
  file: string;
  errors: FileError[];
}

/** What a worker needs to take its share of the files (plain data and one shared counter: it crosses the thread boundary). */
export interface WorkerTask extends SharedWork {
  paths: ItemPath[];
  cwd: string;
  maxFileBytes?: number;
}

/** Reports by index into the run's paths (those with findings: every other file has none). */
export type IndexedReports = [index: number, report: FileReport][];

/** A thread's first read buffer: larger than most item files, so it rarely grows. */
const READ_BUFFER_BYTES = 256 * 1024;
/** The worker's bundle, built beside the CLI's (absent when this module runs from a test bundle: then one thread does all). */
const WORKER_FILE = path.join(__dirname, 'validateWorker.js');

/**
 * Reports in the order of `paths`; up to `jobs` threads share the work (the calling thread is one of them),
 * each claiming the next batch of files from a shared counter, so a thread slowed by a busy core takes fewer.
 */
export async function validatePaths(paths: ItemPath[], io: CliIo, jobs: number): Promise<FileReport[]> {
  const threads = threadsFor(paths.length, jobs);
  const task: WorkerTask = { paths, cwd: io.cwd, maxFileBytes: io.maxFileBytes, ...sharedWork(paths.length) };
  const useWorkers = threads > 1 && !paths.some((p) => p.file === STDIN) && existsSync(WORKER_FILE);
  const reports: FileReport[] = paths.map(({ file }) => ({ file, errors: [] }));
  for (const [index, report] of await runThreads(WORKER_FILE, task, useWorkers ? threads - 1 : 0, () => checkShare(task, io))) reports[index] = report;
  return reports;
}

/**
 * Checks the files this thread claims. Returns the reports with findings only (the others are clean: small to
 * pass between threads).
 */
export async function checkShare(task: WorkerTask, io: CliIo): Promise<IndexedReports> {
  const done: IndexedReports = [];
  const reuse: ReadBuffer = { buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES) };
  await claimEach(task, async (i) => {
    const p = task.paths[i];
    const report = p.error ? unreadable(p.file, p.error) : await checkFile(p.file, io, reuse);
    if (report.errors.length) done.push([i, report]);
  });
  return done;
}

async function checkFile(file: string, io: CliIo, reuse: ReadBuffer): Promise<FileReport> {
  let bytes: Uint8Array;
  try {
    bytes = file === STDIN ? await readInputBytes(file, io) : readFileBytes(file, io, reuse);
  } catch (e) {
    if (e instanceof InputError) return unreadable(file, e.message);
    throw e;
  }
  const diagnosis = diagnoseFileBytes(itemFiles, bytes);
  if (!diagnosis.findings.length) return { file, errors: [] };
  const position = createLineIndex(diagnosis.text ?? '');
  return {
    file,
    errors: diagnosis.findings.map(({ pointer, message, severity, code, span }) => ({ pointer, message, severity, code, ...position(span.offset) })),
  };
}

function unreadable(file: string, message: string): FileReport {
  return { file, errors: [{ pointer: '', message, severity: 'error', code: 'file.read', line: 1, column: 1 }] };
}
