import * as vscode from 'vscode';
import { isItemFile, itemFileName, ITEM_SUFFIX } from '../../core/files/fileNames';
import { newItem } from '../../core/item/template';
import { languageLabels, marketLabels, taskLabels } from '../../core/item/labels';
import type { Language, Market, TaskType } from '../../core/item/types';
import { ITEM_EDITOR_VIEW_TYPE } from './itemKind';
import { t } from '../language';
import { BACK, runSteps } from './steps';

/** What `finbench.newItem` asks for; a caller (a test, another command) may pass any of it to skip that question. */
export interface NewItemArgs {
  task?: TaskType;
  market?: Market;
  language?: Language;
  fileName?: string;
  folder?: vscode.Uri | string;
}

const ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9._()-]*$/;
const STEPS = 4;

/**
 * "FinBench: New Item": asks for task, market, language and file name (Back returns to the previous question, Esc
 * cancels), writes a new draft item from the template into the folder (the explorer's, or the workspace's) and
 * opens it in the form.
 * Resolves to the new file, or undefined when cancelled.
 */
export async function newItemCommand(arg?: vscode.Uri | NewItemArgs): Promise<vscode.Uri | undefined> {
  const args: NewItemArgs = arg instanceof vscode.Uri ? { folder: arg } : (arg ?? {});
  const folder = await targetFolder(args.folder);
  if (!folder) return undefined;
  const answers = await runSteps<Required<Omit<NewItemArgs, 'folder'>>>([
    { key: 'task', given: args.task, ask: (_, back) => pick(1, t('Task type'), taskLabels, back) },
    { key: 'market', given: args.market, ask: (_, back) => pick(2, t('Market'), marketLabels, back) },
    { key: 'language', given: args.language, ask: (_, back) => pick(3, t('Language of the question'), languageLabels, back) },
    {
      key: 'fileName',
      given: args.fileName,
      ask: ({ task, market }, back) => askFileName(folder, itemFileName(`${task!.toLowerCase()}-${market === 'global' ? 'global' : 'gc'}-new`), back),
    },
  ]);
  if (!answers) return undefined;
  const { task, market, language, fileName } = answers;
  const problem = await fileNameProblem(folder, fileName);
  if (problem) throw new Error(problem);

  const uri = vscode.Uri.joinPath(folder, fileName);
  const item = newItem({ task, market, language, id: fileName.slice(0, -ITEM_SUFFIX.length) });
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(`${JSON.stringify(item, null, 2)}\n`));
  await vscode.commands.executeCommand('vscode.openWith', uri, ITEM_EDITOR_VIEW_TYPE);
  return uri;
}

/** One quick pick of the questionnaire; resolves to the chosen value, `BACK`, or undefined on Esc. */
function pick<T extends string>(step: number, placeholder: string, labels: Record<T, string>, canGoBack: boolean): Promise<T | typeof BACK | undefined> {
  const input = vscode.window.createQuickPick<vscode.QuickPickItem & { value: T }>();
  Object.assign(input, { title: title(), step, totalSteps: STEPS, placeholder, ignoreFocusOut: true, buttons: canGoBack ? [vscode.QuickInputButtons.Back] : [] });
  input.items = (Object.entries(labels) as [T, string][]).map(([value, label]) => ({ label: t(label), value }));
  return untilAnswered(input, () => (input.selectedItems[0] ?? input.activeItems[0])?.value);
}

/** The last step: the file name, checked as it is typed. */
function askFileName(folder: vscode.Uri, suggestion: string, canGoBack: boolean): Promise<string | typeof BACK | undefined> {
  const input = vscode.window.createInputBox();
  Object.assign(input, {
    title: title(),
    step: STEPS,
    totalSteps: STEPS,
    prompt: t('File name in {0}; the name before .item.json becomes the item id', vscode.workspace.asRelativePath(folder)),
    value: suggestion,
    valueSelection: [0, suggestion.length - ITEM_SUFFIX.length],
    ignoreFocusOut: true,
    buttons: canGoBack ? [vscode.QuickInputButtons.Back] : [],
  });
  const check = async (name: string) => {
    const problem = await fileNameProblem(folder, name);
    if (input.value === name) input.validationMessage = problem;
  };
  input.onDidChangeValue((name) => void check(name));
  void check(suggestion);
  return untilAnswered(input, () => (input.validationMessage ? undefined : input.value), true);
}

/** Shows `input` until it is accepted (with `answer()` defined, or always when `keepOpen` is false), Back is pressed, or it is hidden. */
function untilAnswered<T>(input: vscode.QuickPick<vscode.QuickPickItem> | vscode.InputBox, answer: () => T | undefined, keepOpen = false): Promise<T | typeof BACK | undefined> {
  return new Promise<T | typeof BACK | undefined>((resolve) => {
    input.onDidAccept(() => {
      const value = answer();
      if (value !== undefined || !keepOpen) resolve(value);
    });
    input.onDidTriggerButton((button) => button === vscode.QuickInputButtons.Back && resolve(BACK));
    input.onDidHide(() => resolve(undefined));
    input.show();
  }).finally(() => input.dispose());
}

function title(): string {
  return t('FinBench: New Item');
}

/** Why a file name will not do, or undefined when it will. */
async function fileNameProblem(folder: vscode.Uri, name: string): Promise<string | undefined> {
  if (!isItemFile(name)) return t('The file name must end with {0}', ITEM_SUFFIX);
  if (!ID_PATTERN.test(name.slice(0, -ITEM_SUFFIX.length))) {
    return t("The name before .item.json is the item id: letters, digits, '.', '_', '-', '(' and ')', starting with a letter or digit");
  }
  if (await exists(vscode.Uri.joinPath(folder, name))) return t('{0} already exists', name);
  return undefined;
}

/** Whether a file or folder exists at `uri`. */
export async function exists(uri: vscode.Uri): Promise<boolean> {
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
