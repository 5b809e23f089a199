import * as vscode from 'vscode';
import { registerCommand, registerCommands } from './commands';
import { ItemDiagnostics } from './diagnostics/itemDiagnostics';
import { ItemEditorProvider } from './itemEditor/itemEditorProvider';
import { createLog } from './log';
import type { Services } from './services';
import { formatCommands } from './dataset/formatCommands';
import { registerItemTree, treeCommands } from './tree/itemTreeView';

export function activate(context: vscode.ExtensionContext): Services {
  const log = createLog();
  context.subscriptions.push(log);
  try {
    const diagnostics = ItemDiagnostics.register(context, log);
    const itemTree = registerItemTree(context, log);
    const services: Services = { context, log, diagnostics, itemEditors: ItemEditorProvider.register(context, log, diagnostics), itemTree };
    context.subscriptions.push(...registerCommands(services));
    const datasetCommands = { ...treeCommands(itemTree), ...formatCommands(log, itemTree.index) };
    context.subscriptions.push(...Object.entries(datasetCommands).map(([id, run]) => registerCommand(log, id, run)));
    log.info(`FinBench Studio ${context.extension.packageJSON.version} activated (VS Code ${vscode.version}, ${vscode.env.language})`);
    return services;
  } catch (e) {
    log.error('Activation failed', e as Error);
    void vscode.window.showErrorMessage(vscode.l10n.t('FinBench Studio could not start: {0}', (e as Error).message));
    throw e;
  }
}

export function deactivate(): void {}
