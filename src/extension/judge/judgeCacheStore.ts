import * as vscode from 'vscode';
import type { CachedCall, CacheStore } from '../../core/judge/cache';

/** Judge calls cached as small JSON files in the extension's global storage (shared by every workspace on this machine). */
export class JudgeCacheStore implements CacheStore {
  constructor(private readonly folder: vscode.Uri) {}

  static in(context: vscode.ExtensionContext): JudgeCacheStore {
    return new JudgeCacheStore(vscode.Uri.joinPath(context.globalStorageUri, 'judge-cache'));
  }

  private file(key: string): vscode.Uri {
    return vscode.Uri.joinPath(this.folder, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<CachedCall | undefined> {
    try {
      const value = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(this.file(key)))) as CachedCall;
      return typeof value.raw === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: CachedCall): Promise<void> {
    await vscode.workspace.fs.writeFile(this.file(key), new TextEncoder().encode(JSON.stringify(value)));
  }

  async clear(): Promise<void> {
    try {
      await vscode.workspace.fs.delete(this.folder, { recursive: true, useTrash: false });
    } catch (e) {
      if (!(e instanceof vscode.FileSystemError && e.code === 'FileNotFound')) throw e;
    }
  }
}
