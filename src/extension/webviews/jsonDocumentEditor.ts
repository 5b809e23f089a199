import * as vscode from 'vscode';
import type { PropertyOrder } from '../../core/item/jsonEdit';
import type { DocumentState, JsonDocumentProtocol } from '../../protocol/jsonDocument';
import type { DiagnosedKind, Diagnosis, DocumentDiagnostics } from '../diagnostics/documentDiagnostics';
import { applyJsonEdit } from './documentEdits';
import { reopenWith } from './reopen';
import { handle, type RequestHandler, type ViewDescriptor } from './viewDescriptor';
import type { WebviewLayer } from './webviewLayer';
import type { WebviewSession } from './webviewSession';

/**
 * A kind of JSON document with a form editor (`*.item.json`, `*.packet.json`): the form is a webview over the text
 * document, so VS Code keeps undo, dirty state, save, revert and hot exit; the kind says how its text is checked,
 * what the form shows, and where the form may write (its protocol's edit parser).
 */
export interface JsonDocumentKind<C> extends DiagnosedKind {
  /** The custom editor's view type (package.json `customEditors`). */
  viewType: string;
  protocol: JsonDocumentProtocol<C>;
  /** The webview bundle, style sheets and page title (as in `ViewDescriptor`). */
  view: Pick<ViewDescriptor<unknown>, 'bundle' | 'styles' | 'title'>;
  /** What the form shows of a diagnosed text (`C`); `editable` says whether the form may write to it. */
  classify(text: string, diagnosis: Diagnosis): C;
  editable(content: C): boolean;
  /** Why the form does not write to a document that is not `editable`. */
  notEditable(): string;
  /** Where new properties go (the schema's order). */
  propertyOrder: PropertyOrder;
  /** Requests of the kind beyond edit and open-as-text (e.g. a button that runs a command on the document). */
  handlers?(document: vscode.TextDocument): RequestHandler[];
}

/** A session of a form over a text document. */
export type DocumentSession = WebviewSession & { readonly document: vscode.TextDocument };

/** The custom text editor of one JSON document kind: each panel is a session of the kind's view over the document. */
export class JsonDocumentEditor<C> implements vscode.CustomTextEditorProvider {
  /** Registers the editor of `kind` (several panels may show one document). */
  static register<C>(context: vscode.ExtensionContext, kind: JsonDocumentKind<C>, layer: WebviewLayer, diagnostics: DocumentDiagnostics): JsonDocumentEditor<C> {
    const editor = new JsonDocumentEditor(kind, layer, diagnostics);
    context.subscriptions.push(vscode.window.registerCustomEditorProvider(kind.viewType, editor, { supportsMultipleEditorsPerDocument: true }));
    return editor;
  }

  private constructor(
    readonly kind: JsonDocumentKind<C>,
    private readonly layer: WebviewLayer,
    private readonly diagnostics: DocumentDiagnostics,
  ) {}

  resolveCustomTextEditor(document: vscode.TextDocument, panel: vscode.WebviewPanel): void {
    const { kind } = this;
    const { edit, openAsText, didChange } = kind.protocol;
    const view: ViewDescriptor<DocumentState<C>> = {
      ...kind.view,
      state: () => this.state(document),
      handlers: [
        handle(edit, async ({ ops }) => {
          if (!kind.editable(this.state(document).content)) throw new Error(kind.notEditable());
          return { version: await applyJsonEdit(document, ops, kind.propertyOrder) };
        }),
        handle(openAsText, () => reopenWith(document.uri, 'default')),
        ...(kind.handlers?.(document) ?? []),
      ],
      connect: (session) => [
        vscode.workspace.onDidChangeTextDocument((e) => {
          if (e.document === document && e.contentChanges.length) session.notify(didChange, this.state(document));
        }),
      ],
    };
    this.layer.attach(panel, view as ViewDescriptor<unknown>, document);
  }

  /** What the form shows now: the document's content and findings at its current version. */
  state(document: vscode.TextDocument): DocumentState<C> {
    const diagnosis = this.diagnostics.diagnosisFor(document);
    return {
      version: document.version,
      content: this.kind.classify(document.getText(), diagnosis),
      findings: diagnosis.findings.map(({ pointer, message, severity, code }) => ({ pointer, message, severity, code })),
    };
  }

  /** The open form editors of a file (the integration tests drive them as the webview would). */
  sessionsFor(uri: vscode.Uri): DocumentSession[] {
    const ofUri = (s: WebviewSession): s is DocumentSession => s.document?.uri.toString() === uri.toString() && s.view.bundle === this.kind.view.bundle;
    return this.layer.sessions().filter(ofUri);
  }
}

