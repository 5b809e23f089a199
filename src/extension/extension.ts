import * as vscode from 'vscode';
import { FILE_KINDS, globOf, itemFiles } from '../core/files/fileKinds';
import { commandTable } from './commands/commandTable';
import { registerCommands } from './commands/registerCommands';
import { DocumentDiagnostics } from './diagnostics/documentDiagnostics';
import { ItemCodeActions } from './items/itemCodeActions';
import { itemKind } from './items/itemKind';
import { packetKind } from './review/packetKind';
import { WorkspaceItems } from './review/workspaceItems';
import { onDidChangeUiLanguage, t, translations, uiLanguage } from './language';
import { createLog } from './log';
import { WorkspaceScan } from './scan/workspaceScan';
import type { Services } from './services';
import { registerItemTree } from './tree/itemTreeView';
import { JsonDocumentEditor, WebviewLayer } from './webviews';

export function activate(context: vscode.ExtensionContext): Services {
  const log = createLog();
  context.subscriptions.push(log);
  try {
    const scan = WorkspaceScan.register(context, log);
    const diagnostics = DocumentDiagnostics.register(context, log, FILE_KINDS, scan);
    const webviews = new WebviewLayer({
      extensionUri: context.extensionUri,
      resourceRoots: ['dist', 'media'],
      bundleFolder: 'dist/webview',
      log,
      language: uiLanguage,
      translations,
      onDidChangeLanguage: onDidChangeUiLanguage,
    });
    context.subscriptions.push(webviews);
    const itemTree = registerItemTree(context, log, scan, diagnostics);
    const items = new WorkspaceItems(itemTree.index, diagnostics);
    const itemEditors = JsonDocumentEditor.register(context, itemKind, webviews, diagnostics);
    const packetEditors = JsonDocumentEditor.register(context, packetKind(items), webviews, diagnostics);
    context.subscriptions.push(vscode.languages.registerCodeActionsProvider({ pattern: globOf([itemFiles]) }, new ItemCodeActions(), ItemCodeActions.metadata));
    const services: Services = { context, log, scan, diagnostics, webviews, itemEditors, packetEditors, itemTree, items };
    context.subscriptions.push(...registerCommands(services, commandTable));
    // Once the Problems panel and the tree listen to it.
    scan.start();
    log.info(`FinBench Studio ${context.extension.packageJSON.version} activated (VS Code ${vscode.version}, ${vscode.env.language}, UI ${uiLanguage()})`);
    return services;
  } catch (e) {
    log.error('Activation failed', e as Error);
    void vscode.window.showErrorMessage(t('FinBench Studio could not start: {0}', (e as Error).message));
    throw e;
  }
}

export function deactivate(): void {}
