import * as vscode from 'vscode';
import { isItemFile } from '../../core/files/fileNames';
import { forgetStructuredModes } from '../../core/judge/capability';
import { t, tCount } from '../language';
import type { Services } from '../services';
import { activeFileUri } from '../webviews';
import { judgeCacheIn } from './judgeCacheStore';
import { addProbeAnswers, openJudgePreview } from './judgePreview';
import { API_KEY_SECRET } from './judgeSettings';

function itemUri(uri: vscode.Uri | undefined): vscode.Uri {
  const target = uri ?? activeFileUri();
  if (!target || !isItemFile(target.path)) throw new Error(t('Open an item file first.'));
  return target;
}

/** The judge's rows of the command table. */
export const judgeCommands = {
  'finbench.previewJudge': async (services: Services, uri?: vscode.Uri) => {
    await openJudgePreview(services, itemUri(uri));
  },
  'finbench.setJudgeApiKey': async ({ context }: Services, key?: string) => {
    const value =
      key ??
      (await vscode.window.showInputBox({
        title: t('FinBench: Set Judge API Key'),
        prompt: t('The key is kept in VS Code\'s secret storage, never in settings. Leave empty to remove it.'),
        password: true,
        ignoreFocusOut: true,
      }));
    if (value === undefined) return false;
    if (value.trim()) await context.secrets.store(API_KEY_SECRET, value.trim());
    else await context.secrets.delete(API_KEY_SECRET);
    void vscode.window.showInformationMessage(value.trim() ? t('The judge API key is stored.') : t('The judge API key is removed.'));
    return true;
  },
  'finbench.clearJudgeCache': async ({ context }: Services) => {
    await judgeCacheIn(context).clear();
    // What the capability probe learnt goes with it: the next run asks the server again.
    forgetStructuredModes();
    void vscode.window.showInformationMessage(t('The judge cache is cleared: the next preview calls the model again.'));
  },
  'finbench.generateProbeAnswers': async (_services: Services, uri?: vscode.Uri) => {
    const document = await vscode.workspace.openTextDocument(itemUri(uri));
    const added = await addProbeAnswers(document);
    void vscode.window.showInformationMessage(tCount(added, '{0} probe answer added to the samples, with the verdict of the tolerance check.', '{0} probe answers added to the samples, each with the verdict of the tolerance check.'));
    return added;
  },
};
