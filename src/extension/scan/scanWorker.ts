// A worker thread of the extension's workspace scan: claims batches of files until none are left and posts what it
// learnt in two messages: every claimed file's summary, then their findings.
import { parentPort, workerData } from 'node:worker_threads';
import { scanShare, type ScanTask } from './scanFiles';

void scanShare(workerData as ScanTask, (message) => parentPort!.postMessage(message));
