// A worker thread of `finbench validate`: claims batches of files until none are left and posts the reports back.
import { parentPort, workerData } from 'node:worker_threads';
import { checkShare, type WorkerTask } from './validateFiles';

const task = workerData as WorkerTask;
void checkShare(task, { cwd: task.cwd, maxFileBytes: task.maxFileBytes, out: () => {}, err: () => {} }).then((reports) => parentPort!.postMessage(reports));
