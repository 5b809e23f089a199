import * as vscode from 'vscode';
import { newItem } from '../../core/item/template';
import type { Language, Market, TaskType } from '../../core/item/types';
import { ITEM_EDITOR_VIEW_TYPE } from './itemKind';
import { t } from '../language';

/** What `finbench.newItem` asks for; a caller (a test, another command) may pass any of it to skip that question. */
export interface NewItemArgs {
  task?: TaskType;
  market?: Market;
  language?: Language;
  fileName?: string;
  folder?: vscode.Uri | string;
}

const SUFFIX = '.item.json';
const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._()-]*$/;
const STEPS = 4;

/**
 * "FinBench: New Item": asks for task, market, language and file name (Esc at any step cancels), writes a valid
 * item from the template into the folder (the explorer's, or the workspace's) and opens it in the form.
 * Resolves to the new file, or undefined when cancelled.
 */
export async function newItemCommand(arg?: vscode.Uri | NewItemArgs): Promise<vscode.Uri | undefined> {
  const args: NewItemArgs = arg instanceof vscode.Uri ? { folder: arg } : (arg ?? {});
  const folder = await targetFolder(args.folder);
  if (!folder) return undefined;
  const task = args.task ?? (await pick<TaskType>(1, t('Task type'), [
    ['T1', t('Time-sensitive live data (answer from a recorded snapshot)')],
    ['T2', t('Simple historical lookup')],
    ['T3', t('Complex historical investigation')],
    ['OE', t('Open-ended, graded by weighted rubric criteria')],
  ]));
  if (!task) return undefined;
  const market = args.market ?? (await pick<Market>(2, t('Market'), [
    ['global', t('Global')],
    ['greater-china', t('Greater China')],
  ]));
  if (!market) return undefined;
  const language = args.language ?? (await pick<Language>(3, t('Language of the question'), [
    ['en', t('English')],
    ['zh', t('Chinese')],
  ]));
  if (!language) return undefined;
  const fileName = args.fileName ?? (await askFileName(folder, `${task.toLowerCase()}-${market === 'global' ? 'global' : 'gc'}-new${SUFFIX}`));
  if (!fileName) return undefined;
  const problem = await fileNameProblem(folder, fileName);
  if (problem) throw new Error(problem);

  const uri = vscode.Uri.joinPath(folder, fileName);
  const item = newItem({ task, market, language, id: fileName.slice(0, -SUFFIX.length) });
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${JSON.stringify(item, null, 2)}\n`));
  await vscode.commands.executeCommand('vscode.openWith', uri, ITEM_EDITOR_VIEW_TYPE);
  return uri;
}

async function pick<T extends string>(step: number, placeHolder: string, choices: [T, string][]): Promise<T | undefined> {
  const items = choices.map(([value, description]) => ({ label: value, description, value }));
  const chosen = await vscode.window.showQuickPick(items, { title: title(step), placeHolder, ignoreFocusOut: true });
  return chosen?.value;
}

function askFileName(folder: vscode.Uri, suggestion: string): Thenable<string | undefined> {
  return vscode.window.showInputBox({
    title: title(4),
    prompt: t('File name in {0}; the name before .item.json becomes the item id', vscode.workspace.asRelativePath(folder)),
    value: suggestion,
    valueSelection: [0, suggestion.length - SUFFIX.length],
    ignoreFocusOut: true,
    validateInput: (name) => fileNameProblem(folder, name),
  });
}

function title(step: number): string {
  return t('FinBench: New Item ({0}/{1})', step, STEPS);
}

/** Why a file name will not do, or undefined when it will. */
async function fileNameProblem(folder: vscode.Uri, name: string): Promise<string | undefined> {
  if (!name.endsWith(SUFFIX)) return t('The file name must end with {0}', SUFFIX);
  if (!ID_PATTERN.test(name.slice(0, -SUFFIX.length))) {
    return t("The name before .item.json is the item id: letters, digits, '.', '_', '-', '(' and ')', starting with a letter or digit");
  }
  if (await exists(vscode.Uri.joinPath(folder, name))) return t('{0} already exists', name);
  return undefined;
}

async function exists(uri: vscode.Uri): Promise<boolean> {
  try {
    await vscode.workspace.fs.stat(uri);
    return true;
  } catch {
    return false;
  }
}

/** The folder given (a file's folder when given a file), else the workspace folder (asking when there are several). */
async function targetFolder(given: vscode.Uri | string | undefined): Promise<vscode.Uri | undefined> {
  if (given) {
    const uri = typeof given === 'string' ? vscode.Uri.file(given) : given;
    const stat = await vscode.workspace.fs.stat(uri);
    return stat.type & vscode.FileType.Directory ? uri : vscode.Uri.joinPath(uri, '..');
  }
  const folders = vscode.workspace.workspaceFolders ?? [];
  if (folders.length === 0) throw new Error(t('Open a folder first: new items are created in the workspace.'));
  if (folders.length === 1) return folders[0].uri;
  return (await vscode.window.showWorkspaceFolderPick({ placeHolder: t('Folder for the new item') }))?.uri;
}
