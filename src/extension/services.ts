import type * as vscode from 'vscode';
import type { ItemDiagnostics } from './diagnostics/itemDiagnostics';
import type { ItemEditorProvider } from './itemEditor/itemEditorProvider';
import type { Log } from './log';
import type { ItemTree } from './tree/itemTreeView';

/** What activate() builds once and hands to every provider and command. */
export interface Services {
  context: vscode.ExtensionContext;
  log: Log;
  diagnostics: ItemDiagnostics;
  itemEditors: ItemEditorProvider;
  itemTree: ItemTree;
}
