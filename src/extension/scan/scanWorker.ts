// A worker thread of the extension's workspace scan. It may start before the files are found: its first message is
// the work. It claims batches of files until none are left and posts what it learnt in two messages: every claimed
// file's summary, then their findings.
import { parentPort } from 'node:worker_threads';
import { scanShare, type ScanTask } from './scanFiles';

parentPort!.once('message', (task: ScanTask) => void scanShare(task, (message) => parentPort!.postMessage(message)));
