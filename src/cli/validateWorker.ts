// A worker thread of `finbench validate`: started before the files are listed, it takes its task from its first
// message, claims batches of files until none are left and posts the reports back.
import { parentPort } from 'node:worker_threads';
import { checkShare, type WorkerTask } from './validateFiles';

parentPort!.once('message', (task: WorkerTask) => {
  void checkShare(task, { cwd: task.cwd, maxFileBytes: task.maxFileBytes, out: () => {}, err: () => {} }).then((reports) => parentPort!.postMessage(reports));
});
