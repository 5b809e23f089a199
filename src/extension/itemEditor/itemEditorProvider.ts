import { randomBytes } from 'node:crypto';
import * as vscode from 'vscode';
import { registerCommand } from '../commands';
import type { ItemDiagnostics } from '../diagnostics/itemDiagnostics';
import type { Log } from '../log';
import { ItemEditorSession } from './itemEditorSession';
import { newItemCommand } from './newItemCommand';
import { activeItemUri, ITEM_EDITOR_VIEW_TYPE, reopenWith } from './reopen';
import { webviewHtml } from './webviewHtml';

/** The form editor of `*.item.json`: a webview over the JSON text document (VS Code keeps undo, dirty state, save, revert). */
export class ItemEditorProvider implements vscode.CustomTextEditorProvider {
  private readonly sessions = new Set<ItemEditorSession>();

  /** Registers the editor and its commands (New Item, Open as Text, Open in Form). */
  static register(context: vscode.ExtensionContext, log: Log, diagnostics: ItemDiagnostics): ItemEditorProvider {
    const provider = new ItemEditorProvider(context.extensionUri, log, diagnostics);
    const commands: [string, (...args: never[]) => unknown][] = [
      ['finbench.newItem', newItemCommand],
      ['finbench.openAsText', (uri?: vscode.Uri) => reopenCommand(uri, 'default')],
      ['finbench.openInForm', (uri?: vscode.Uri) => reopenCommand(uri, ITEM_EDITOR_VIEW_TYPE)],
    ];
    context.subscriptions.push(
      vscode.window.registerCustomEditorProvider(ITEM_EDITOR_VIEW_TYPE, provider, { supportsMultipleEditorsPerDocument: true }),
      ...commands.map(([id, run]) => registerCommand(log, id, run)),
    );
    return provider;
  }

  private constructor(
    private readonly extensionUri: vscode.Uri,
    private readonly log: Log,
    private readonly diagnostics: ItemDiagnostics,
  ) {}

  resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
    const roots = ['dist', 'media'].map((folder) => vscode.Uri.joinPath(this.extensionUri, folder));
    panel.webview.options = { enableScripts: true, localResourceRoots: roots };
    panel.webview.html = this.html(panel.webview);
    const session = new ItemEditorSession(document, panel, this.diagnostics, this.log);
    this.sessions.add(session);
    panel.onDidDispose(() => {
      this.sessions.delete(session);
      session.dispose();
    });
  }

  /** The open form editors of a file (the integration tests drive them as the webview would). */
  sessionsFor(uri: vscode.Uri): ItemEditorSession[] {
    return [...this.sessions].filter((s) => s.document.uri.toString() === uri.toString());
  }

  private html(webview: vscode.Webview): string {
    const uri = (...path: string[]) => webview.asWebviewUri(vscode.Uri.joinPath(this.extensionUri, ...path)).toString();
    return webviewHtml({
      cspSource: webview.cspSource,
      nonce: randomBytes(16).toString('base64'),
      scriptUri: uri('dist', 'webview', 'itemEditor.js'),
      styleUri: uri('media', 'itemEditor.css'),
      codiconsUri: uri('dist', 'webview', 'codicons', 'codicon.css'),
      lang: vscode.env.language,
      title: vscode.l10n.t('Item form'),
    });
  }
}

async function reopenCommand(uri: vscode.Uri | undefined, viewType: string): Promise<void> {
  const target = uri ?? activeItemUri();
  if (!target) throw new Error(vscode.l10n.t('Open an item file first.'));
  await reopenWith(target, viewType);
}
