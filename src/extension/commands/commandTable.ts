import * as vscode from 'vscode';
import { datasetCommandTable } from '../dataset/datasetCommands';
import { newItemCommand } from '../items/newItemCommand';
import { showCalibration } from '../judge/calibrationPanel';
import { judgeCommands } from '../judge/judgeCommands';
import { ITEM_EDITOR_VIEW_TYPE } from '../items/itemKind';
import { setItemStatus, type SetStatusArgs } from '../items/setItemStatus';
import { t, tCount } from '../language';
import { acceptAgreedCommand } from '../review/acceptAgreedCommand';
import { showArbitration } from '../review/arbitrationPanel';
import { createPacketCommand, type CreatePacketArgs } from '../review/createPacketCommand';
import { planAssignmentsCommand, reissueCommand, type AssignArgs } from '../review/assignCommand';
import { reconcileCommand } from '../review/reconcileCommand';
import { showReviewStats } from '../review/statsPanel';
import type { Services } from '../services';
import { treeCommandTable } from '../tree/treeCommands';
import { activeFileUri, reopenWith } from '../webviews';
import type { CommandId } from './commandIds';
import type { CommandRun } from './registerCommands';

/** What each command does (rows in `COMMAND_IDS` order). */
export const commandTable = {
  'finbench.validateWorkspace': ({ diagnostics }) =>
    vscode.window.withProgress(
      { location: vscode.ProgressLocation.Notification, title: t('FinBench: checking item files…'), cancellable: true },
      async (_progress, token) => {
        const { files, errors, warnings } = await diagnostics.scanWorkspace(token);
        const text = t('{0} checked: {1}, {2}.', tCount(files, '{0} item file', '{0} item files'), tCount(errors, '{0} error', '{0} errors'), tCount(warnings, '{0} warning', '{0} warnings'));
        if (errors || warnings) {
          const show = t('Show Problems');
          // Not awaited: the command's result must not wait for the user to dismiss the message.
          void vscode.window.showWarningMessage(text, show).then((choice) => {
            if (choice === show) void vscode.commands.executeCommand('workbench.actions.view.problems');
          });
        } else {
          void vscode.window.showInformationMessage(text);
        }
        return { files, errors, warnings };
      },
    ),
  'finbench.showLog': ({ log }) => log.show(),
  'finbench.newItem': (_services, arg?: Parameters<typeof newItemCommand>[0]) => newItemCommand(arg),
  'finbench.openAsText': (_services, uri?: vscode.Uri) => reopenActive(uri, 'default'),
  'finbench.openInForm': (_services, uri?: vscode.Uri) => reopenActive(uri, ITEM_EDITOR_VIEW_TYPE),
  'finbench.createReviewPacket': ({ log, items }, target?: vscode.Uri | vscode.Uri[], selected?: vscode.Uri[], args?: CreatePacketArgs) => createPacketCommand(log, items, target, selected, args),
  'finbench.planReviewAssignments': ({ log, items }, args?: AssignArgs) => planAssignmentsCommand(log, items, args),
  'finbench.reissueOverduePackets': ({ log, items }, args?: AssignArgs) => reissueCommand(log, items, args),
  'finbench.reconcilePackets': ({ log, items }, target?: vscode.Uri, selected?: vscode.Uri[]) => reconcileCommand(log, items, target, selected),
  'finbench.showArbitration': (services) => void showArbitration(services),
  'finbench.acceptAgreedItems': ({ items }, options?: { confirm?: boolean }) => acceptAgreedCommand(items, options),
  'finbench.showReviewStats': (services) => void showReviewStats(services),
  'finbench.calibrateJudge': (services) => void showCalibration(services),
  'finbench.setItemStatus': (_services, uri?: vscode.Uri, args?: SetStatusArgs) => setItemStatus(uri, args),
  // The Explorer's "New FinBench Item…" (the same questions, in the folder clicked).
  'finbench.newItemInFolder': (_services, folder?: vscode.Uri) => newItemCommand(folder),
  // The problems' quick fix: the form beside the text, at the field of the problem.
  'finbench.showInForm': ({ itemEditors }, uri?: vscode.Uri, pointer = '') => {
    const target = uri ?? activeFileUri();
    if (!target) throw new Error(t('Open an item file first.'));
    return itemEditors.showInForm(target, pointer);
  },
  ...treeCommandTable,
  ...datasetCommandTable,
  ...judgeCommands,
} satisfies Record<CommandId, CommandRun<Services>>;

async function reopenActive(uri: vscode.Uri | undefined, viewType: string): Promise<void> {
  const target = uri ?? activeFileUri();
  if (!target) throw new Error(t('Open an item file first.'));
  await reopenWith(target, viewType);
}
