/** Messages between the item form (webview) and its custom editor provider (extension host). */
import type { l10nJsonFormat } from '@vscode/l10n';
import type { EditorContent } from '../core/item/editorContent';
import type { Finding } from '../core/item/finding';
import type { EditOp } from '../core/json/path';
import { Notification, Request } from './rpc';

export type { EditOp, JsonPath } from '../core/json/path';
export type { EditorContent } from '../core/item/editorContent';

/** The document as the form shows it: what it holds and what is wrong with it, at one document version. */
export interface DocumentState {
  version: number;
  content: EditorContent;
  findings: Finding[];
}

export interface ReadyResult {
  state: DocumentState;
  /** The UI strings' translations (`vscode.l10n.bundle`); absent in English. */
  l10n?: l10nJsonFormat;
}

export interface EditParams {
  /** Applied in order, as one edit of the document (one undo step). */
  ops: EditOp[];
}

export interface EditResult {
  /** The document version after the edit. */
  version: number;
}

/** The webview's first message: it is listening; the host answers with the document and the translations. */
export const ready = new Request<void, ReadyResult>('ready');

/** Applies form changes to the document; rejects when they do not fit the item or the file is not an item. */
export const edit = new Request<EditParams, EditResult>('item/edit');

/** Reopens the file in the text editor (the banner's button). */
export const openAsText = new Request<void, void>('item/openAsText');

/** The document changed (from the form, a text editor, undo, revert…): the form updates in place. */
export const didChange = new Notification<DocumentState>('item/didChange');
