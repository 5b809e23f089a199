/**
 * Worker threads started ahead of their work, so that their start-up overlaps whatever comes before it, each handing
 * its results over as texts (JSON, no line breaks) in several messages as it goes rather than once at the end.
 */
import { fork } from 'node:child_process';
import type { EventEmitter } from 'node:events';
import { Socket } from 'node:net';
import type { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';

export interface StreamingThreads {
  /**
   * Sends `task` to `use` of the threads (the others end at once) and hands every text they post to `each`; resolves
   * once each has posted `null` (its share done), then ends them. A thread that fails or ends first rejects.
   */
  run(task: unknown, use: number, each: (text: string) => void): Promise<void>;
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
    async run(task: unknown, use: number, each: (text: string) => void) {
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
 * The child process's file descriptor its threads' texts come through, one a line: a pipe of its own (the IPC channel,
 * fd 3, carries the task), read in chunks as they come. Through the IPC channel each text was a UTF-16 string
 * (twice its UTF-8 bytes), received in chunks then copied whole before it was decoded: 50 MB of buffers for a scan of
 * 10,000 items, left to the extension host's next garbage collection.
 */
const TEXTS_FD = 4;

/**
 * The same in a child process of `processFile`, which starts `count` threads at once and passes their texts on with
 * `textsToParent` (a task's shared counter is made there: `run`'s task must be plain data). Its memory is returned when
 * it ends.
 */
export function startThreadsInProcess(processFile: string, count: number): StreamingThreads {
  // No inspector or other flags of this process: a child of a debugged extension host would take its port.
  const child = fork(processFile, [String(count)], { execArgv: [], serialization: 'advanced', stdio: ['ignore', 'ignore', 'pipe', 'ipc', 'pipe'] });
  let stderr = '';
  child.stderr!.setEncoding('utf8').on('data', (text: string) => (stderr += text));
  // Once it has ended and its pipes are closed (every text it wrote has been read), or could not start.
  const closed = new Promise<Error | undefined>((resolve) => {
    child.on('error', resolve);
    child.once('close', (code, signal) => resolve(code === 0 ? undefined : new Error(`the scan process stopped (${signal ?? `exit code ${code}`}) before its work was done${stderr ? `: ${stderr.trim()}` : ''}`)));
  });
  const stop = () => void child.kill();
  return {
    stop,
    async run(task: unknown, use: number, each: (text: string) => void) {
      try {
        const read = eachLine(child.stdio[TEXTS_FD] as Readable, each);
        child.send({ ...(task as object), use });
        const error = await Promise.race([closed, read.then(() => closed)]);
        if (error) throw error;
      } finally {
        stop();
      }
    },
  };
}

/**
 * Hands every line of `stream` to `each` as it comes; resolves at the stream's end (a last line with no line break is
 * not handed over: the writer stopped in its middle), rejects when `each` throws.
 */
export function eachLine(stream: Readable, each: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let parts: string[] = [];
    stream.setEncoding('utf8').on('data', (chunk: string) => {
      try {
        for (let start = 0; start < chunk.length;) {
          const end = chunk.indexOf('\n', start);
          parts.push(chunk.slice(start, end < 0 ? chunk.length : end));
          if (end < 0) break;
          const line = parts.join('');
          parts = [];
          start = end + 1;
          each(line);
        }
      } catch (e) {
        stream.destroy();
        reject(e as Error);
      }
    });
    stream.once('end', resolve);
    stream.once('error', reject);
  });
}

/**
 * In the process started by startThreadsInProcess: writes texts (without line breaks) to its parent, one a line;
 * `end` calls back once all of them are written.
 */
export function textsToParent(): { write(text: string): void; end(then: () => void): void } {
  const pipe = new Socket({ fd: TEXTS_FD, readable: false, writable: true });
  return {
    write: (text) => void pipe.write(`${text}\n`),
    end: (then) => void pipe.end(then),
  };
}

/** Hands every message of `source` to `each` until it sends null; rejects when `ended` comes first or `each` throws. */
function untilNull(source: EventEmitter, ended: Promise<Error>, each: (text: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    source.on('message', (message: string | null) => {
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
