import type * as vscode from 'vscode';
import type { EditorContent } from '../core/item/editorContent';
import type { DocumentDiagnostics } from './diagnostics/documentDiagnostics';
import type { Log } from './log';
import type { JsonDocumentEditor, WebviewLayer } from './webviews';

/** What activate() builds once and hands to every provider and command. */
export interface Services {
  context: vscode.ExtensionContext;
  log: Log;
  diagnostics: DocumentDiagnostics;
  /** Starts every webview (custom editors and panels). */
  webviews: WebviewLayer;
  itemEditors: JsonDocumentEditor<EditorContent>;
}
