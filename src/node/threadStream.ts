/**
 * Worker threads started ahead of their work, so that their start-up overlaps whatever comes before it, each handing
 * its results over in several messages as it goes rather than once at the end.
 */
import { fork } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { Worker } from 'node:worker_threads';

export interface StreamingThreads {
  /**
   * Sends `task` to `use` of the threads (the others end at once) and hands every message they post to `each`;
   * resolves once each has posted `null` (its share done), then ends them. A thread that fails or ends first rejects.
   */
  run<M>(task: unknown, use: number, each: (message: M) => void): Promise<void>;
  /** Ends every thread (when they are not needed after all). */
  stop(): void;
}

/** Starts `count` threads of `workerFile`; each waits for one task (its first message). */
export function startThreads(workerFile: string, count: number): StreamingThreads {
  const threads = Array.from({ length: count }, () => {
    const worker = new Worker(workerFile);
    let failure: Error | undefined;
    // Listened to from the start: a thread may fail or end before it is given its task.
    worker.once('error', (e) => (failure = e));
    const ended = new Promise<Error>((resolve) => worker.once('exit', (code) => resolve(failure ?? new Error(`a worker thread stopped with exit code ${code} before its share was done`))));
    return { worker, ended };
  });
  const stop = () => threads.forEach(({ worker }) => void worker.terminate());
  return {
    stop,
    async run<M>(task: unknown, use: number, each: (message: M) => void) {
      threads.splice(Math.max(1, use)).forEach(({ worker }) => void worker.terminate());
      try {
        await Promise.all(threads.map(({ worker, ended }) => {
          const done = untilNull(worker, ended, each);
          worker.postMessage(task);
          return done;
        }));
      } finally {
        stop();
      }
    },
  };
}

/**
 * The same in a child process of `processFile`, which starts `count` threads at once and passes their messages on (a
 * task's shared counter is made there: `run`'s task must be plain data). Its memory is returned when it ends.
 */
export function startThreadsInProcess(processFile: string, count: number): StreamingThreads {
  // No inspector or other flags of this process: a child of a debugged extension host would take its port.
  const child = fork(processFile, [String(count)], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  let failure: Error | undefined;
  child.once('error', (e) => (failure = e));
  const ended = new Promise<Error>((resolve) => child.once('exit', (code, signal) => resolve(failure ?? new Error(`the scan process stopped (${signal ?? `exit code ${code}`}) before its work was done${stderr ? `: ${stderr.trim()}` : ''}`))));
  const stop = () => void child.kill();
  return {
    stop,
    async run<M>(task: unknown, use: number, each: (message: M) => void) {
      try {
        const done = untilNull(child, ended, each);
        child.send({ ...(task as object), use });
        await done;
      } finally {
        stop();
      }
    },
  };
}

/** Hands every message of `source` to `each` until it sends null; rejects when `ended` comes first or `each` throws. */
function untilNull<M>(source: EventEmitter, ended: Promise<Error>, each: (message: M) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    source.on('message', (message: M | null) => {
      if (message === null) return resolve();
      try {
        each(message);
      } catch (e) {
        reject(e as Error);
      }
    });
    void ended.then(reject);
  });
}
