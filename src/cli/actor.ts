import { execFileSync } from 'node:child_process';

/**
 * Who the history records when `--by` is not given: `git config user.name` (as the extension offers first), then
 * $USER (or %USERNAME%), and `fallback` only when neither is known.
 */
export function defaultActor(fallback: string): string {
  return gitUserName() ?? process.env.USER ?? process.env.USERNAME ?? fallback;
}

function gitUserName(): string | undefined {
  try {
    return execFileSync('git', ['config', 'user.name'], { encoding: 'utf8', timeout: 3000, stdio: ['ignore', 'pipe', 'ignore'], windowsHide: true }).trim() || undefined;
  } catch {
    return undefined;
  }
}
