import { readFile, stat } from 'node:fs/promises';
import * as vscode from 'vscode';
import { DEFAULT_MAX_FILE_BYTES } from '../core/json/read';

/** A regular file's bytes with the modification time and size it had before they were read. */
export interface RegularFile {
  bytes: Uint8Array;
  mtimeMs: number;
  size: number;
  refused?: undefined;
}

/**
 * A workspace file's bytes, read as the CLI reads its inputs: only a regular file within the size limit (a FIFO
 * named *.item.json would never finish reading), else `refused` says why. Local files are read straight from
 * disk (vscode.workspace.fs goes through the workbench, which in a browser is one round trip per file — seconds
 * for a large dataset); other schemes through VS Code. A file that cannot be read at all throws.
 */
export async function readRegularFile(uri: vscode.Uri): Promise<RegularFile | { refused: string }> {
  const local = uri.scheme === 'file';
  const info = local ? await stat(uri.fsPath) : await vscode.workspace.fs.stat(uri);
  const regular = local ? (info as Awaited<ReturnType<typeof stat>>).isFile() : ((info as vscode.FileStat).type & vscode.FileType.File) !== 0;
  if (!regular || Number(info.size) > DEFAULT_MAX_FILE_BYTES) return { refused: `${uri.fsPath} is not a regular file of at most ${DEFAULT_MAX_FILE_BYTES / 1024 / 1024} MB` };
  const mtimeMs = local ? (info as Awaited<ReturnType<typeof stat>>).mtimeMs : (info as vscode.FileStat).mtime;
  return { bytes: local ? await readFile(uri.fsPath) : await vscode.workspace.fs.readFile(uri), mtimeMs: Number(mtimeMs), size: Number(info.size) };
}
