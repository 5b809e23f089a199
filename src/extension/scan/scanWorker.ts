// A worker thread of the extension's workspace scan: waits for its task, claims batches of files until none are left,
// posting its results as it goes (then null: its share is done).
import { parentPort } from 'node:worker_threads';
import { scanShare, type ScanTask } from './scanFiles';

parentPort!.once('message', (task: ScanTask) => {
  void scanShare(task, (batch) => parentPort!.postMessage(batch)).then(() => parentPort!.postMessage(null));
});
