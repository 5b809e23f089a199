import * as vscode from 'vscode';
import { editorContentOf } from '../../core/item/editorContent';
import { didChange, edit, openAsText, ready, type DocumentState, type EditParams, type EditResult, type ReadyResult } from '../../protocol/itemEditor';
import { Endpoint, type Message, type ResponseMessage } from '../../protocol/rpc';
import type { ItemDiagnostics } from '../diagnostics/itemDiagnostics';
import type { Log } from '../log';
import { applyItemEdit } from './documentEdits';
import { parseEditParams, parseNoParams } from './messageValidation';
import { reopenWith } from './reopen';

/** One form editor panel on an item document: answers the webview's requests and pushes every document change to it. */
export class ItemEditorSession implements vscode.Disposable {
  private readonly endpoint: Endpoint;
  private readonly posted = new vscode.EventEmitter<Message>();
  private readonly disposables: vscode.Disposable[] = [this.posted];
  private webviewReady = false;
  /** Every message the host posts to this webview (the integration tests watch it). */
  readonly onDidPost = this.posted.event;

  constructor(
    readonly document: vscode.TextDocument,
    panel: vscode.WebviewPanel,
    private readonly diagnostics: ItemDiagnostics,
    log: Log,
  ) {
    const name = vscode.workspace.asRelativePath(document.uri);
    this.endpoint = new Endpoint(
      (message) => {
        this.posted.fire(message);
        void panel.webview.postMessage(message);
      },
      (text) => log.warn(`Item form ${name}: ${text}`),
    );
    this.endpoint.onRequest(ready, () => this.answerReady(), parseNoParams);
    this.endpoint.onRequest(edit, (params) => this.edit(params), parseEditParams);
    this.endpoint.onRequest(openAsText, () => reopenWith(document.uri, 'default'), parseNoParams);
    this.disposables.push(
      panel.webview.onDidReceiveMessage((message) => this.receive(message)),
      vscode.workspace.onDidChangeTextDocument((e) => {
        if (e.document.uri.toString() === document.uri.toString() && e.contentChanges.length) this.push();
      }),
    );
  }

  /** Handles a message as if the webview had sent it; resolves to the host's answer to a request. */
  receive(message: unknown): Promise<ResponseMessage | undefined> {
    return this.endpoint.receive(message);
  }

  /** What the form shows now: the document's content and findings at its current version. */
  state(): DocumentState {
    const diagnosis = this.diagnostics.diagnosisFor(this.document);
    return {
      version: this.document.version,
      content: editorContentOf(this.document.getText(), diagnosis),
      findings: diagnosis.findings.map(({ pointer, message, severity, code }) => ({ pointer, message, severity, code })),
    };
  }

  /** True once the webview has said it listens (after that, every document change is pushed to it). */
  get isReady(): boolean {
    return this.webviewReady;
  }

  private answerReady(): ReadyResult {
    this.webviewReady = true;
    return { state: this.state(), l10n: vscode.l10n.bundle };
  }

  private push() {
    if (this.webviewReady) this.endpoint.notify(didChange, this.state());
  }

  private async edit({ ops }: EditParams): Promise<EditResult> {
    if (this.state().content.kind !== 'item') {
      throw new Error(vscode.l10n.t('This file is not a FinBench item, so the form does not change it. Open it as text to fix it.'));
    }
    return { version: await applyItemEdit(this.document, ops) };
  }

  dispose() {
    this.endpoint.dispose();
    this.disposables.forEach((d) => d.dispose());
  }
}
