/** The work of `finbench validate`: one report per item file, spread over worker threads for large runs. */
import { existsSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { diagnoseItemBytes } from '../core/item/diagnose';
import { createLineIndex } from '../core/json/text';
import { InputError, type CliIo } from './command';
import { readInputBytes, STDIN, type ItemPath } from './files';

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

/** Reports by index into the run's paths. */
export type IndexedReports = [index: number, report: FileReport][];

/** Fewer files than this per thread are checked faster than a thread starts. */
const MIN_FILES_PER_THREAD = 150;
/** Files a thread claims at a time: small enough to balance threads on a busy machine, large enough to rarely touch the counter. */
const BATCH = 16;
/** The worker's bundle, built beside the CLI's (absent when this module runs from a test bundle: then one thread does all). */
const WORKER_FILE = path.join(__dirname, 'validateWorker.js');

/** The number of threads a run uses by default: one per core the process may use. */
export function defaultJobs(): number {
  return availableParallelism();
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
  const reports: FileReport[] = new Array(paths.length);
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

/** Checks files in this thread, batch by batch, until the shared counter passes the last one. */
export async function checkShare(task: WorkerTask, io: CliIo): Promise<IndexedReports> {
  const next = new Int32Array(task.next);
  const done: IndexedReports = [];
  for (let start = Atomics.add(next, 0, BATCH); start < task.paths.length; start = Atomics.add(next, 0, BATCH)) {
    for (let i = start; i < Math.min(start + BATCH, task.paths.length); i++) {
      const p = task.paths[i];
      done.push([i, p.error ? unreadable(p.file, p.error) : await checkFile(p.file, io)]);
    }
  }
  return done;
}

async function checkFile(file: string, io: CliIo): Promise<FileReport> {
  let bytes: Uint8Array;
  try {
    bytes = await readInputBytes(file, io);
  } catch (e) {
    if (e instanceof InputError) return unreadable(file, e.message);
    throw e;
  }
  const diagnosis = diagnoseItemBytes(bytes);
  const position = createLineIndex(diagnosis.text ?? '');
  return {
    file,
    errors: diagnosis.findings.map(({ pointer, message, severity, code, span }) => ({ pointer, message, severity, code, ...position(span.offset) })),
  };
}

function unreadable(file: string, message: string): FileReport {
  return { file, errors: [{ pointer: '', message, severity: 'error', code: 'file.read', line: 1, column: 1 }] };
}
