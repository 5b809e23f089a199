/** The work of `finbench validate`: one report per item file, spread over worker threads for large runs. */
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { diagnoseFileBytes, itemFiles } from '../core/files/fileKinds';
import { createLineIndex } from '../core/json/text';
import { claimEach, runStarted, sharedWork, startWorkers, threadsFor, type SharedWork, type StartedWorker } from '../node/workerPool';
import { InputError, type CliIo } from './command';
import type { ReadBuffer } from '../node/regularFile';
import { readFileBytes, readInputBytes, STDIN, type ItemPath } from './files';

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
 * The threads a run over `inputs` will want, started before its folders are walked so that their start-up overlaps
 * the walk: `jobs - 1` when an input is a folder (a run of a few named files checks them faster than a thread starts).
 */
export function startValidateThreads(inputs: string[], io: CliIo, jobs: number): StartedWorker[] {
  const folder = inputs.some((input) => input !== STDIN && isFolder(path.resolve(io.cwd, input)));
  return folder && !inputs.includes(STDIN) && existsSync(WORKER_FILE) ? startWorkers(WORKER_FILE, jobs - 1) : [];
}

/** Whether a path is a folder (an unreadable one is not: the walk reports it). */
function isFolder(file: string): boolean {
  try {
    return statSync(file).isDirectory();
  } catch {
    return false;
  }
}

/**
 * Reports in the order of `paths`; up to `jobs` threads share the work (the calling thread is one of them),
 * each claiming the next batch of files from a shared counter, so a thread slowed by a busy core takes fewer.
 * Threads already `started` are used first; those the files are not worth are stopped.
 */
export async function validatePaths(paths: ItemPath[], io: CliIo, jobs: number, started: StartedWorker[] = []): Promise<FileReport[]> {
  const threads = threadsFor(paths.length, jobs);
  const task: WorkerTask = { paths, cwd: io.cwd, maxFileBytes: io.maxFileBytes, ...sharedWork(paths.length) };
  const useWorkers = threads > 1 && !paths.some((p) => p.file === STDIN) && existsSync(WORKER_FILE);
  const workers = useWorkers ? threads - 1 : 0;
  const pool = [...started, ...startWorkers(WORKER_FILE, Math.max(0, workers - started.length))];
  const reports: FileReport[] = paths.map(({ file }) => ({ file, errors: [] }));
  for (const [index, report] of await runStarted<IndexedReports[number]>(pool, task, workers, () => checkShare(task, io))) reports[index] = report;
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
