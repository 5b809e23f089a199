// The child process of the extension's workspace scan: its threads (started at once, `argv[2]` of them) check the files
// of the one task it is sent and their results (JSON texts) are passed on to the extension host as they come. The
// memory the threads used goes with the process: memory a thread frees stays with its process, and the extension
// host's lasts all session.
import path from 'node:path';
import { compileRegexpsToMachineCode } from '../../node/regexpCode';
import { startThreads, textsToParent } from '../../node/threadStream';
import { sharedWork } from '../../node/workerPool';
import type { ScanTask } from './scanFiles';

compileRegexpsToMachineCode();
const threads = startThreads(path.join(__dirname, 'scanWorker.js'), Number(process.argv[2]));
const parent = textsToParent();
process.once('message', ({ files, language, use }: Pick<ScanTask, 'files' | 'language'> & { use: number }) => {
  const task: ScanTask = { files, language, ...sharedWork(files.length) };
  threads.run(task, use, (batch) => parent.write(batch)).then(
    () => parent.end(() => process.exit(0)),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
});
