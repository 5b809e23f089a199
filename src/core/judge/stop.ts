// Why a run stops its calls: a module of its own, so the run record can tell such calls apart without loading the runner.
import type { CallOutcome } from './types';

export const STOP_CANCEL = 'cancelled';
export const STOP_DEADLINE = 'run deadline reached';

/** Whether the run itself (its deadline or a cancel) stopped the call before the judge answered. */
export function stoppedByRun(outcome: Pick<CallOutcome, 'error'>): boolean {
  return outcome.error === STOP_DEADLINE || outcome.error === STOP_CANCEL;
}
