/**
 * Runs `work` on every item with at most `limit` calls in flight, starting them in the items' order; stops
 * starting new calls once `stop()` says so. Resolves when every started call has settled (the first rejection rejects).
 */
export async function forEachConcurrently<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void> | void, stop: () => boolean = () => false): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < items.length && !stop()) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, lane));
}
