// A worker thread of `finbench validate`: checks its share of the files and posts the reports back.
import { parentPort, workerData } from 'node:worker_threads';
import { checkPaths, type WorkerTask } from './validateFiles';

const task = workerData as WorkerTask;
void checkPaths(task.paths, { cwd: task.cwd, maxFileBytes: task.maxFileBytes, out: () => {}, err: () => {} }).then((reports) => parentPort!.postMessage(reports));
