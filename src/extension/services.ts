import type * as vscode from 'vscode';
import type { EditorContent } from '../core/diagnose/editorContent';
import type { PacketContent } from '../core/review/packetForm';
import type { DocumentDiagnostics } from './diagnostics/documentDiagnostics';
import type { Log } from './log';
import type { WorkspaceScan } from './scan/workspaceScan';
import type { ItemTree } from './tree/itemTreeView';
import type { WorkspaceItems } from './review/workspaceItems';
import type { JsonDocumentEditor, WebviewLayer } from './webviews';

/** What activate() builds once and hands to every provider and command. */
export interface Services {
  context: vscode.ExtensionContext;
  log: Log;
  /** The workspace's item and packet files, checked and summarised once for the Problems panel and the tree. */
  scan: WorkspaceScan;
  diagnostics: DocumentDiagnostics;
  /** Starts every webview (custom editors and panels). */
  webviews: WebviewLayer;
  itemEditors: JsonDocumentEditor<EditorContent>;
  /** The reviewer's packet forms. */
  packetEditors: JsonDocumentEditor<PacketContent>;
  /** The workspace's item index and the FinBench tree. */
  itemTree: ItemTree;
  /** The index's items as review, arbitration, statistics and calibration read them (unsaved edits first). */
  items: WorkspaceItems;
}
