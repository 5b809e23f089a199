import { getLocation } from 'jsonc-parser';
import * as vscode from 'vscode';
import { pointerOf } from '../../core/json/path';
import type { SchemaWalker } from '../../core/json/schemaWalker';
import { formFindings, type DocumentState, type JsonDocumentProtocol } from '../../protocol/jsonDocument';
import type { Finding } from '../../core/item/finding';
import type { FileKind } from '../../core/files/fileKinds';
import type { Diagnosis, DocumentDiagnostics } from '../diagnostics/documentDiagnostics';
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
export interface JsonDocumentKind<C> {
  /** Which files, and how their text is checked (the Problems panel checks them the same way). */
  file: FileKind;
  /** The custom editor's view type (package.json `customEditors`). */
  viewType: string;
  protocol: JsonDocumentProtocol<C>;
  /** The webview bundle, style sheets and page title (as in `ViewDescriptor`); the page holds the first state (`startDocumentForm`). */
  view: Pick<ViewDescriptor<unknown>, 'bundle' | 'styles' | 'title' | 'prerender'>;
  /** What the form shows of a diagnosed text (`C`); `editable` says whether the form may write to it. */
  classify(text: string, diagnosis: Diagnosis): C;
  editable(content: C): boolean;
  /** Why the form does not write to a document that is not `editable`. */
  notEditable(): string;
  /** The kind's schema: where new properties go (the schema's order). The same walker checks the edits (`EditRules`). */
  schema: SchemaWalker;
  /** The field's new text that fixes a finding, where the kind knows one (the form's "Apply suggestion"). */
  fixOf?(content: C, finding: Finding): string | undefined;
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
    context.subscriptions.push(
      vscode.window.registerCustomEditorProvider(kind.viewType, editor, { supportsMultipleEditorsPerDocument: true }),
      // An open form follows the text editor's selection to the field it is in.
      // Only moves the user makes in the active text editor: edits (from the form too) move selections as well.
      vscode.window.onDidChangeTextEditorSelection(({ textEditor, selections: [selection], kind: cause }) => {
        const { document } = textEditor;
        if (cause === undefined || cause === vscode.TextEditorSelectionChangeKind.Command || textEditor !== vscode.window.activeTextEditor) return;
        if (kind.file.matches(document.uri.path)) editor.reveal(document.uri, pointerAt(document, selection.active), false);
      }),
    );
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
      // A document's state is computed at once from its text, so every form's page holds it.
      stateInPage: true,
      isCurrent: (state) => state.version === document.version,
      handlers: [
        handle(edit, async ({ ops }) => {
          if (!kind.editable(this.content(document))) throw new Error(kind.notEditable());
          return { version: await applyJsonEdit(document, ops, kind.schema.propertyOrderAt) };
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
    const content = this.content(document);
    const { findings } = this.diagnostics.diagnosisFor(document);
    return { version: document.version, content, findings: formFindings(findings, (f) => this.kind.fixOf?.(content, f)) };
  }

  /** What the document holds now, as the form shows it (its diagnosis is kept per version). */
  private content(document: vscode.TextDocument): C {
    return this.kind.classify(document.getText(), this.diagnostics.diagnosisFor(document));
  }

  /** Shows the place of `pointer` in every open form of `uri`; `focus` puts the caret in its field. Returns how many forms showed it. */
  reveal(uri: vscode.Uri, pointer: string, focus: boolean): number {
    const ready = this.sessionsFor(uri).filter((s) => s.isReady);
    for (const session of ready) session.notify(this.kind.protocol.reveal, { pointer, focus });
    return ready.length;
  }

  /** "Show in Form": opens the form of `uri` beside the text editor (or shows the open one) at `pointer`. */
  async showInForm(uri: vscode.Uri, pointer: string): Promise<void> {
    await vscode.commands.executeCommand('vscode.openWith', uri, this.kind.viewType, { viewColumn: vscode.ViewColumn.Beside });
    for (let waited = 0; waited < FORM_START_MS; waited += POLL_MS) {
      if (this.reveal(uri, pointer, true)) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }

  /** The open form editors of a file (the integration tests drive them as the webview would). */
  sessionsFor(uri: vscode.Uri): DocumentSession[] {
    const ofUri = (s: WebviewSession): s is DocumentSession => s.document?.uri.toString() === uri.toString() && s.view.bundle === this.kind.view.bundle;
    return this.layer.sessions().filter(ofUri);
  }
}


/** How long "Show in Form" waits for a new form to start, and how often it looks. */
const FORM_START_MS = 10_000;
const POLL_MS = 50;

/** The JSON pointer of the value (or property) at a position of a JSON document. */
export function pointerAt(document: vscode.TextDocument, position: vscode.Position): string {
  return pointerOf(getLocation(document.getText(), document.offsetAt(position)).path);
}
