import * as vscode from 'vscode';
import type { PanelDescriptor, ViewDescriptor } from './viewDescriptor';
import { WebviewSession, type SessionEnvironment } from './webviewSession';

/** Every webview of the extension: starts sessions for custom editors and panels, and keeps the open ones. */
export class WebviewLayer implements vscode.Disposable {
  private readonly open = new Set<WebviewSession>();
  private readonly panelKeys = new Map<WebviewSession, string>();

  constructor(private readonly env: SessionEnvironment) {}

  /** Runs `view` in `panel` until the panel closes (custom editors call this from their resolve method). */
  attach(panel: vscode.WebviewPanel, view: ViewDescriptor<unknown>, document?: vscode.TextDocument): WebviewSession {
    const session = new WebviewSession(panel, view, this.env, document);
    this.open.add(session);
    panel.onDidDispose(() => {
      this.open.delete(session);
      this.panelKeys.delete(session);
      session.dispose();
    });
    return session;
  }

  /** Opens `view` in a panel of its own, or shows the open panel with the same view type and key. */
  openPanel<S>(view: PanelDescriptor<S>, column: vscode.ViewColumn = vscode.ViewColumn.Active): WebviewSession {
    const key = `${view.viewType}\n${view.key ?? ''}`;
    const existing = [...this.panelKeys].find(([, k]) => k === key)?.[0];
    if (existing) {
      existing.panel.reveal(column);
      return existing;
    }
    const panel = vscode.window.createWebviewPanel(view.viewType, view.title(), column, { enableScripts: true });
    const session = this.attach(panel, view as ViewDescriptor<unknown>);
    this.panelKeys.set(session, key);
    return session;
  }

  /** The open sessions, newest last (tests drive them as their webviews would). */
  sessions(): WebviewSession[] {
    return [...this.open];
  }

  dispose() {
    this.open.forEach((session) => session.panel.dispose());
  }
}
