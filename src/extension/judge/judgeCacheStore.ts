import * as vscode from 'vscode';
import { DirectoryCacheStore } from '../../node/judgeCacheStore';

/** The extension's judge cache, in its global storage (shared by every workspace on this machine); the CLI's store. */
export function judgeCacheIn(context: vscode.ExtensionContext): DirectoryCacheStore {
  return new DirectoryCacheStore(vscode.Uri.joinPath(context.globalStorageUri, 'judge-cache').fsPath);
}
