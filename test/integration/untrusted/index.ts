// Entry of the suite that runs in an untrusted workspace (restricted mode): a code-server with workspace trust on.
import { runSuite } from '../index';

export function run(): Promise<void> {
  return runSuite(__dirname);
}
