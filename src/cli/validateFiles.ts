/** The work of `finbench validate`: one report per item file, spread over worker threads for large runs. */
import { existsSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { diagnoseItemBytes } from '../core/item/diagnose';
import { createLineIndex } from '../core/json/text';
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
export interface WorkerTask {
  paths: ItemPath[];
  cwd: string;
  maxFileBytes?: number;
  /** Int32 counter of the next unclaimed file index, shared by every thread of the run. */
  next: SharedArrayBuffer;
}

/** Reports by index into the run's paths (those with findings: every other file has none). */
export type IndexedReports = [index: number, report: FileReport][];

/**
 * Fewer files than this per thread are checked faster than a thread starts: starting one costs about as much
 * CPU as checking 500 realistic (~17 KB) items, so a thread pays off only when each gets at least that many.
 */
const MIN_FILES_PER_THREAD = 500;
/** Files a thread claims at a time: small enough to balance threads on a busy machine, large enough to rarely touch the counter. */
const BATCH = 16;
/** A thread's first read buffer: larger than most item files, so it rarely grows. */
const READ_BUFFER_BYTES = 256 * 1024;
/** The worker's bundle, built beside the CLI's (absent when this module runs from a test bundle: then one thread does all). */
const WORKER_FILE = path.join(__dirname, 'validateWorker.js');

/** The number of threads a run uses by default: one per core the process may use that other work does not keep busy. */
export function defaultJobs(): number {
  return jobsFor(availableParallelism(), loadavg()[0]);
}

/**
 * One thread per core not already busy by the load average (at least one): on a busy machine a second thread
 * shortens nothing and costs CPU (its own start and warm-up). Systems without a load average report 0: every core.
 */
export function jobsFor(cores: number, load: number): number {
  return Math.max(1, Math.min(cores, Math.ceil(cores - load)));
}

/**
 * Reports in the order of `paths`; up to `jobs` threads share the work (the calling thread is one of them),
 * each claiming the next batch of files from a shared counter, so a thread slowed by a busy core takes fewer.
 */
export async function validatePaths(paths: ItemPath[], io: CliIo, jobs: number): Promise<FileReport[]> {
  const threads = Math.max(1, Math.min(jobs, Math.floor(paths.length / MIN_FILES_PER_THREAD)));
  const task: WorkerTask = { paths, cwd: io.cwd, maxFileBytes: io.maxFileBytes, next: new SharedArrayBuffer(4) };
  const useWorkers = threads > 1 && !paths.some((p) => p.file === STDIN) && existsSync(WORKER_FILE);
  const others = useWorkers ? Array.from({ length: threads - 1 }, () => runWorker(task)) : [];
  const reports: FileReport[] = paths.map(({ file }) => ({ file, errors: [] }));
  for (const [index, report] of [await checkShare(task, io), ...(await Promise.all(others))].flat()) reports[index] = report;
  return reports;
}

function runWorker(task: WorkerTask): Promise<IndexedReports> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: task });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code && reject(new Error(`a validation thread stopped with exit code ${code}`)));
  });
}

/**
 * Checks files in this thread, batch by batch, until the shared counter passes the last one. Returns the reports
 * with findings only (the others are clean: small to pass between threads).
 */
export async function checkShare(task: WorkerTask, io: CliIo): Promise<IndexedReports> {
  const next = new Int32Array(task.next);
  const done: IndexedReports = [];
  const reuse: ReadBuffer = { buffer: Buffer.allocUnsafe(READ_BUFFER_BYTES) };
  for (let start = Atomics.add(next, 0, BATCH); start < task.paths.length; start = Atomics.add(next, 0, BATCH)) {
    for (let i = start; i < Math.min(start + BATCH, task.paths.length); i++) {
      const p = task.paths[i];
      const report = p.error ? unreadable(p.file, p.error) : await checkFile(p.file, io, reuse);
      if (report.errors.length) done.push([i, report]);
    }
  }
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
  const diagnosis = diagnoseItemBytes(bytes);
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
