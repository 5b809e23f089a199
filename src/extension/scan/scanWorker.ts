// A worker thread of the extension's workspace scan: claims batches of files until none are left and posts the results back.
import { parentPort, workerData } from 'node:worker_threads';
import { scanShare, type ScanTask } from './scanFiles';

void scanShare(workerData as ScanTask).then((results) => parentPort!.postMessage(results));
