import * as l10n from '@vscode/l10n';

/**
 * A text about `count` things: `one` when the count is 1, else `other` (English has two forms, Chinese one); the
 * count fills `{0}`, then `args` fill `{1}`….
 */
export function tCount(count: number, one: string, other: string, ...args: (string | number | boolean)[]): string {
  return l10n.t(count === 1 ? one : other, count, ...args);
}
