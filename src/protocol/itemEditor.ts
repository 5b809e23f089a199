/** Messages between the item form (webview) and its custom editor (extension host). */
import type { EditorContent } from '../core/diagnose/editorContent';
import * as itemSchema from '../core/item/itemSchema';
import { jsonDocumentProtocol, type DocumentState as JsonDocumentState } from './jsonDocument';
import { noParams, Request } from './rpc';

export type { EditOp, EditParams, EditResult, JsonPath } from './jsonDocument';
export type { EditorContent } from '../core/diagnose/editorContent';
export type { ReadyResult } from './view';

/** Top-level fields the form shows but never writes: the format version, the review trail, the import origin, extension fields. */
const READ_ONLY = /^(schemaVersion|review|origin|x-.*)$/;

/** The item document as the form shows it. */
export type DocumentState = JsonDocumentState<EditorContent>;

/** `ready`, `item/edit`, `item/openAsText` and `item/didChange`. */
export const itemProtocol = jsonDocumentProtocol<EditorContent>('item', {
  schema: itemSchema,
  readOnly: (path) => READ_ONLY.test(String(path[0])),
  noun: 'an item',
});

export const { ready, edit, openAsText, didChange, reveal } = itemProtocol;

/** Runs "Set Item Status…" on the form's file (the review section's button). */
export const setStatus = new Request<void, void>('item/setStatus', noParams);

/** Opens the judge preview of this item beside the form (the Judge section's button). */
export const previewJudge = new Request<void, void>('item/previewJudge', noParams);
