import type * as vscode from 'vscode';
import type { ItemDiagnostics } from './diagnostics/itemDiagnostics';
import type { Log } from './log';

/** What activate() builds once and hands to every provider and command. */
export interface Services {
  context: vscode.ExtensionContext;
  log: Log;
  diagnostics: ItemDiagnostics;
}
