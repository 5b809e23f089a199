// A worker thread of the extension's workspace scan. It may start before the files are found: its first message is
// the work. It claims batches of files until none are left and posts the results back.
import { parentPort } from 'node:worker_threads';
import { scanShare, type ScanTask } from './scanFiles';

parentPort!.once('message', (task: ScanTask) => void scanShare(task).then((results) => parentPort!.postMessage(results)));
