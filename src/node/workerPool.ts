/**
 * Work spread over worker threads that share one counter: each thread claims the next batch of indices until none
 * are left, so a thread slowed by a busy core takes fewer. Used by `finbench validate` and the extension's workspace scan.
 */
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';

/**
 * Fewer files than this per thread are checked faster than a thread starts: starting one costs about as much
 * CPU as checking 500 realistic (~17 KB) items, so a thread pays off only when each gets at least that many.
 */
export const MIN_FILES_PER_THREAD = 500;
/** Indices a thread claims at a time: small enough to balance threads on a busy machine, large enough to rarely touch the counter. */
const BATCH = 16;

/** What every thread of a run shares: how many indices there are and the Int32 counter of the next unclaimed one. */
export interface SharedWork {
  count: number;
  next: SharedArrayBuffer;
}

/** A fresh counter for a run over `count` indices. */
export function sharedWork(count: number): SharedWork {
  return { count, next: new SharedArrayBuffer(4) };
}

/**
 * The number of threads a run uses by default: one per core the process may use. Not fewer on a busy machine: the
 * load average lags a minute behind (right after other work it would leave an idle core unused), and the threads
 * claim their files from one counter, so a thread slowed by other work simply takes fewer.
 */
export function defaultJobs(): number {
  return availableParallelism();
}

/** How many of `jobs` threads `files` files are worth (at least one). */
export function threadsFor(files: number, jobs: number): number {
  return Math.max(1, Math.min(jobs, Math.floor(files / MIN_FILES_PER_THREAD)));
}

/** Calls `each` for every index this thread claims, batch by batch, until the shared counter passes the last one. */
export async function claimEach(work: SharedWork, each: (index: number) => Promise<void> | void): Promise<void> {
  const next = new Int32Array(work.next);
  for (let start = Atomics.add(next, 0, BATCH); start < work.count; start = Atomics.add(next, 0, BATCH)) {
    for (let i = start; i < Math.min(start + BATCH, work.count); i++) await each(i);
  }
}

/**
 * Starts `workers` threads of `workerFile`, each given `workerData` and posting its results once; resolves with
 * every thread's results and `here`'s (the calling thread's own share, when it takes one). A thread that fails rejects.
 */
export async function runThreads<R>(workerFile: string, workerData: unknown, workers: number, here?: () => Promise<R[]>): Promise<R[]> {
  const others = Array.from({ length: workers }, () => runWorker<R>(workerFile, workerData));
  return [...(here ? await here() : []), ...(await Promise.all(others)).flat()];
}

function runWorker<R>(workerFile: string, workerData: unknown): Promise<R[]> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(workerFile, { workerData });
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => code && reject(new Error(`a worker thread stopped with exit code ${code}`)));
  });
}
