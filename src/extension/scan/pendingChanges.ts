/**
 * File events waiting to be applied together: files to check again, and files and folders that were removed. Which
 * known files a removed folder held is decided when the changes are applied, not when the event came: a file deleted
 * while a scan was reading it (and not yet recorded) is dropped too.
 */
export class PendingChanges<U> {
  private readonly dirty = new Map<string, U>();
  private readonly removed = new Map<string, U>();
  /** Removed folders as `key/` prefixes. */
  private readonly removedFolders = new Set<string>();

  /** A file to check again. */
  refresh(key: string, uri: U) {
    this.dirty.set(key, uri);
    this.removed.delete(key);
  }

  /** A file that is gone. */
  removeFile(key: string, uri: U) {
    this.dirty.delete(key);
    this.removed.set(key, uri);
  }

  /** A folder that is gone, with whatever is under it. */
  removeFolder(key: string) {
    const prefix = key.endsWith('/') ? key : `${key}/`;
    this.removedFolders.add(prefix);
    for (const k of this.dirty.keys()) if (k.startsWith(prefix)) this.dirty.delete(k);
  }

  /** Takes the changes so far: the files to check, and what is removed among the files known when they are applied. */
  take(): { dirty: U[]; removedAmong(known: ReadonlyMap<string, { uri: U }>): U[] } {
    const dirty = [...this.dirty.values()];
    const removed = [...this.removed.values()];
    const folders = new Set(this.removedFolders);
    this.dirty.clear();
    this.removed.clear();
    this.removedFolders.clear();
    return { dirty, removedAmong: (known) => [...removed, ...filesUnder(folders, known)] };
  }
}

/** The known files under any of `folders`: each file's folders are looked up once (linear in the known files). */
function filesUnder<U>(folders: ReadonlySet<string>, known: ReadonlyMap<string, { uri: U }>): U[] {
  if (!folders.size) return [];
  const found: U[] = [];
  for (const [key, { uri }] of known) {
    for (let end = key.lastIndexOf('/'); end > 0; end = key.lastIndexOf('/', end - 1)) {
      if (folders.has(key.slice(0, end + 1))) {
        found.push(uri);
        break;
      }
    }
  }
  return found;
}
