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

/** What a worker needs to check its share of the files (plain data: it crosses the thread boundary). */
export interface WorkerTask {
  paths: ItemPath[];
  cwd: string;
  maxFileBytes?: number;
}

/** Fewer files than this per thread are checked faster than a thread starts. */
const MIN_FILES_PER_THREAD = 150;
/** The worker's bundle, built beside the CLI's (absent when this module runs from a test bundle: then one thread does all). */
const WORKER_FILE = path.join(__dirname, 'validateWorker.js');

/** The number of threads a run uses by default: one per core the process may use. */
export function defaultJobs(): number {
  return availableParallelism();
}

/** Reports in the order of `paths`; up to `jobs` threads share the work (the calling thread is one of them). */
export async function validatePaths(paths: ItemPath[], io: CliIo, jobs: number): Promise<FileReport[]> {
  const threads = Math.max(1, Math.min(jobs, Math.floor(paths.length / MIN_FILES_PER_THREAD)));
  if (threads === 1 || paths.some((p) => p.file === STDIN) || !existsSync(WORKER_FILE)) return checkPaths(paths, io);
  const size = Math.ceil(paths.length / threads);
  const slices = Array.from({ length: threads }, (_, k) => paths.slice(k * size, (k + 1) * size));
  const others = slices.slice(1).map((slice) => runWorker({ paths: slice, cwd: io.cwd, maxFileBytes: io.maxFileBytes }));
  // This thread takes the first share while the workers take the rest.
  const first = await checkPaths(slices[0], io);
  return [first, ...(await Promise.all(others))].flat();
}

function runWorker(task: WorkerTask): Promise<FileReport[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_FILE, { workerData: task });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code && reject(new Error(`a validation thread stopped with exit code ${code}`)));
  });
}

/** Checks the files one after the other in this thread. */
export async function checkPaths(paths: ItemPath[], io: CliIo): Promise<FileReport[]> {
  const reports: FileReport[] = [];
  for (const p of paths) reports.push(p.error ? unreadable(p.file, p.error) : await checkFile(p.file, io));
  return reports;
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
