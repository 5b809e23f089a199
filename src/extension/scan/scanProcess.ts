// The child process of the extension's workspace scan: its threads (started at once, `argv[2]` of them) check the files
// of the one task it is sent and their results are passed on as they come, then null. The memory the threads used
// goes with the process: memory a thread frees stays with its process, and the extension host's lasts all session.
import path from 'node:path';
import { compileRegexpsToMachineCode } from '../../node/regexpCode';
import { startThreads } from '../../node/threadStream';
import { sharedWork } from '../../node/workerPool';
import type { ScanTask } from './scanFiles';

compileRegexpsToMachineCode();
const threads = startThreads(path.join(__dirname, 'scanWorker.js'), Number(process.argv[2]));
process.once('message', ({ files, language, use }: Pick<ScanTask, 'files' | 'language'> & { use: number }) => {
  const task: ScanTask = { files, language, ...sharedWork(files.length) };
  threads.run<string>(task, use, (batch) => process.send!(batch)).then(
    () => process.send!(null, () => process.exit(0)),
    (e: Error) => {
      console.error(e.message);
      process.exit(1);
    },
  );
});
