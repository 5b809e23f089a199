/**
 * VS Code passes the workbench at most about 1,100 markers of one `DiagnosticCollection.set` call (1.1 times its
 * 1,000 a file) and drops the files after them without a word: they stay in `languages.getDiagnostics()` but never
 * reach the Problems panel. A warm start's 10,000 cached files in one call showed 1,102 of their 12,200 findings.
 */
export const MARKERS_PER_SET = 1000;

/** How many markers VS Code sends for a file: its diagnostics, at most 1,000 and a marker saying how many are left out. */
const markersOf = (diagnostics: readonly unknown[] | undefined) => Math.min(diagnostics?.length ?? 0, MARKERS_PER_SET + 1);

/**
 * `entries` (a file and its diagnostics, undefined to clear them) in consecutive groups of at most MARKERS_PER_SET
 * markers, each for one `set` call (a file with more is a group of its own, which VS Code cuts to 1,000 itself).
 */
export function inMarkerLimit<T extends readonly [unknown, readonly unknown[] | undefined]>(entries: readonly T[]): T[][] {
  const groups: T[][] = [];
  let group: T[] = [];
  let markers = 0;
  for (const entry of entries) {
    const count = markersOf(entry[1]);
    if (group.length && markers + count > MARKERS_PER_SET) {
      groups.push(group);
      group = [];
      markers = 0;
    }
    group.push(entry);
    markers += count;
  }
  if (group.length) groups.push(group);
  return groups;
}
