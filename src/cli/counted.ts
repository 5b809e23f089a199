/**
 * A count with its noun for the CLI's own lines, which are English (only the domain's messages follow --lang, and a
 * Chinese noun has no plural): "1 file", "3 files", "2 entries".
 */
export function counted(n: number, one: string, many = `${one}s`): string {
  return `${n} ${n === 1 ? one : many}`;
}
