/**
 * Work spread over worker threads that share one counter: each thread claims the next batch of indices until none
 * are left, so a thread slowed by a busy core takes fewer. Used by `finbench validate` and the extension's workspace scan.
 */
import { availableParallelism, loadavg } from 'node:os';
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
 * Starts `workers` threads of `workerFile`, each given `workerData` and posting its results (one array per message);
 * resolves with every thread's results and `here`'s (the calling thread's own share, when it takes one) once every
 * thread has ended. A thread that fails rejects.
 */
export async function runThreads<R>(workerFile: string, workerData: unknown, workers: number, here?: () => Promise<R[]>): Promise<R[]> {
  const posted: R[][] = [];
  const others = startThreads<R[]>(workerFile, workerData, workers);
  others.onMessage = (results) => posted.push(results);
  const own = here ? await here() : [];
  await others.ended;
  return [...own, ...posted.flat()];
}

/** Threads running, possibly before their work is known: they load their code meanwhile. */
export interface StartedThreads<M> {
  /** Sends every thread the same message (such as the work, once it is known). */
  send(message: unknown): void;
  /** Gets every message any thread posts, as it comes (set it before the threads can post). */
  onMessage: (message: M) => void;
  /** Resolves once every thread has ended; a thread that fails rejects. */
  ended: Promise<void>;
}

/** Starts `workers` threads of `workerFile`, each given `workerData`. */
export function startThreads<M>(workerFile: string, workerData: unknown, workers: number): StartedThreads<M> {
  const threads = Array.from({ length: workers }, () => new Worker(workerFile, { workerData }));
  const started: StartedThreads<M> = {
    send: (message) => threads.forEach((thread) => thread.postMessage(message)),
    onMessage: () => {},
    ended: Promise.all(threads.map((thread) => new Promise<void>((resolve, reject) => {
      thread.on('message', (message: M) => started.onMessage(message));
      thread.once('error', reject);
      thread.once('exit', (code) => (code ? reject(new Error(`a worker thread stopped with exit code ${code}`)) : resolve()));
    }))).then(() => undefined),
  };
  return started;
}
