/** Messages between the reviewer's packet form (webview) and its custom editor (host). Nothing of any key travels here. */
import { isReviewerPath, packetSchema, type PacketContent } from '../core/review/packetForm';
import { jsonDocumentProtocol, type DocumentState as JsonDocumentState } from './jsonDocument';
import { noParams, Request } from './rpc';

export type { PacketContent } from '../core/review/packetForm';

export type PacketState = JsonDocumentState<PacketContent>;

/** `ready`, `packet/edit` (responses and completedAt only), `packet/openAsText` and `packet/didChange`. */
export const packetProtocol = jsonDocumentProtocol<PacketContent>('packet', {
  schema: packetSchema,
  readOnly: (path) => !isReviewerPath(path),
  noun: 'a review packet',
});

export const { ready, edit, openAsText, didChange } = packetProtocol;

/** What the packet's items in the open workspace say of it (the packet file alone cannot tell). */
export interface PacketContext {
  /** The packet's items found in the workspace: their answer keys are within reach of whoever has this window. */
  itemsInWorkspace: number;
  /** Set once reconcile has recorded responses of this packet: the form is then read-only and shows the outcome. */
  reconciled: { at: string; outcomes: { entry: string; item: string; outcome: 'agreed' | 'disputed'; reasons: string[] }[] } | null;
}

/** The packet's context in the workspace (asked once the form shows, and again on Refresh). */
export const packetContext = new Request<void, PacketContext>('packet/context', noParams);

/** Checks that every item is answered or explained, then sets completedAt; rejects with the open items named. */
export const markComplete = new Request<void, { completedAt: string }>('packet/markComplete', noParams);
