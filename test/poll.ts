// How every test waits (integration tests in the extension host, e2e and webview tests in Node beside Chromium): it
// polls for the state it needs. A fixed sleep is too short on a loaded machine and wasted time on an idle one; the
// one fixed wait allowed is a quiet period, which rules out an event that must not come.
import { inspect } from 'node:util';

/** Long enough for a 2-core CI machine that runs a second copy of the suites at the same time. */
export const POLL_TIMEOUT_MS = 30_000;
/** The first reads come quickly (most states are a moment away); later ones less often, to leave the cores to the work. */
const FIRST_INTERVAL_MS = 10;
const LAST_INTERVAL_MS = 200;
/** The longest quiet period: a late event of a loaded machine shows within it, and a suite of them stays fast. */
export const QUIET_PERIOD_MAX_MS = 500;

interface PollOptions {
  timeoutMs?: number;
}

/**
 * Reads `read()` until its value is truthy, or until `until` accepts it, and returns that value. A read that throws
 * counts as "not yet". On timeout the error names `what` and shows the last value read (or the last error).
 */
export function waitFor<T>(what: string, read: () => T | Promise<T>, options: PollOptions & { until: (value: T) => boolean }): Promise<T>;
export function waitFor<T>(what: string, read: () => T | Promise<T>, options?: PollOptions): Promise<NonNullable<T>>;
export async function waitFor<T>(what: string, read: () => T | Promise<T>, options: PollOptions & { until?: (value: T) => boolean } = {}): Promise<T> {
  const { timeoutMs = POLL_TIMEOUT_MS, until = Boolean } = options;
  const deadline = Date.now() + timeoutMs;
  let last = 'nothing read yet';
  for (let interval = FIRST_INTERVAL_MS; ; interval = Math.min(interval * 2, LAST_INTERVAL_MS)) {
    try {
      const value = await read();
      if (until(value)) return value;
      last = `last value: ${describe(value)}`;
    } catch (e) {
      last = `last read threw: ${e instanceof Error ? e.message : describe(e)}`;
    }
    const left = deadline - Date.now();
    if (left <= 0) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what} (${last})`);
    await sleep(Math.min(interval, left));
  }
}

/**
 * Lets `ms` (at most QUIET_PERIOD_MAX_MS) pass, so that an event that must NOT come would have come: the only fixed
 * wait of the tests, named by `why` for what it rules out. Run it after waiting for the state such an event would follow.
 */
export function quietPeriod(why: string, ms: number): Promise<void> {
  if (ms > QUIET_PERIOD_MAX_MS) throw new Error(`a quiet period is at most ${QUIET_PERIOD_MAX_MS} ms, not ${ms} (${why})`);
  return sleep(ms);
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** A value as the timeout error shows it: short, and never a failure of its own (cycles, host objects). */
function describe(value: unknown): string {
  return inspect(value, { depth: 3, breakLength: Infinity, maxArrayLength: 20, maxStringLength: 400 });
}
