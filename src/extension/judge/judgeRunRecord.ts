import * as vscode from 'vscode';
import { DEFAULT_RUN_RECORD, parseRunRecords, recordLines, type JudgeRunRecord } from '../../core/judge/runRecord';
import { appendLines, UnsafeAppendTarget } from '../../node/appendLines';
import { t } from '../language';
import type { Log } from '../log';

const SETTING = 'runRecord';
const appended = new vscode.EventEmitter<void>();

/** A workspace folder's record file (finbench.judge.runRecord, inside the folder); undefined when recording is off or the path leaves the folder. */
export function runRecordUri(folder: vscode.WorkspaceFolder): vscode.Uri | undefined {
  const relative = vscode.workspace.getConfiguration('finbench.judge', folder.uri).get<string>(SETTING, DEFAULT_RUN_RECORD).trim();
  const parts = relative.split(/[\\/]+/).filter(Boolean);
  // Only a path inside the folder: a workspace setting must not make the extension append to files elsewhere.
  if (!parts.length || /^([a-z]:|[\\/])/i.test(relative) || parts.some((p) => p === '..')) return undefined;
  return vscode.Uri.joinPath(folder.uri, ...parts);
}

/** Appends a preview's records to the record of the item's workspace folder, in one write; answers the file, if any. Refuses a record that a symbolic link leads out of the folder. */
export async function appendRunRecords(item: vscode.Uri, records: readonly JudgeRunRecord[]): Promise<vscode.Uri | undefined> {
  const folder = vscode.workspace.getWorkspaceFolder(item);
  const file = folder && runRecordUri(folder);
  if (!file || !records.length) return undefined;
  if (file.scheme !== 'file') throw new Error(t('Judge runs can only be recorded in a folder on disk, not in {0}.', file.toString()));
  try {
    await appendLines(file.fsPath, recordLines(records), folder.uri.fsPath);
  } catch (e) {
    if (!(e instanceof UnsafeAppendTarget)) throw e;
    throw new Error(e.folder === undefined
      ? t('The judge run record {0} is a symbolic link: nothing was recorded.', file.fsPath)
      : t('The judge run record {0} leads outside its workspace folder through a symbolic link: nothing was recorded.', file.fsPath));
  }
  appended.fire();
  return file;
}

/** The lines of the workspace's records, and how many could not be read. */
export interface RecordedRuns {
  records: JudgeRunRecord[];
  skippedLines: number;
}

/** Every workspace folder's record; unreadable lines are logged, counted and left out. */
export async function readRunRecords(log: Log): Promise<RecordedRuns> {
  const records: JudgeRunRecord[] = [];
  let skippedLines = 0;
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const file = runRecordUri(folder);
    if (!file) continue;
    let text: string;
    try {
      text = new TextDecoder().decode(await vscode.workspace.fs.readFile(file));
    } catch (e) {
      if (!(e instanceof vscode.FileSystemError && e.code === 'FileNotFound')) log.warn(`judge run record ${file.fsPath}: ${(e as Error).message}`);
      continue;
    }
    const read = parseRunRecords(text);
    for (const s of read.skipped) log.warn(`judge run record ${vscode.workspace.asRelativePath(file)}, line ${s.line} skipped: ${s.reason}`);
    records.push(...read.records);
    skippedLines += read.skipped.length;
  }
  return { records, skippedLines };
}

/** Fires when a record may have changed: its file changed on disk (another window, the CLI, a git pull), a preview appended, or the setting changed. */
export function onDidChangeRunRecords(listener: () => void): vscode.Disposable {
  let watchers: vscode.Disposable[] = [];
  const watch = () => {
    vscode.Disposable.from(...watchers).dispose();
    watchers = (vscode.workspace.workspaceFolders ?? []).flatMap((folder) => {
      const file = runRecordUri(folder);
      if (!file) return [];
      const watcher = vscode.workspace.createFileSystemWatcher(new vscode.RelativePattern(folder, vscode.workspace.asRelativePath(file, false)));
      return [watcher, watcher.onDidChange(listener), watcher.onDidCreate(listener), watcher.onDidDelete(listener)];
    });
  };
  watch();
  const rewatch = () => {
    watch();
    listener();
  };
  return vscode.Disposable.from(
    appended.event(listener),
    vscode.workspace.onDidChangeWorkspaceFolders(rewatch),
    vscode.workspace.onDidChangeConfiguration((e) => e.affectsConfiguration(`finbench.judge.${SETTING}`) && rewatch()),
    { dispose: () => vscode.Disposable.from(...watchers).dispose() },
  );
}
