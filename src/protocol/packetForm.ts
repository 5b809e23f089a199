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

/** Checks that every item is answered or explained, then sets completedAt; rejects with the open items named. */
export const markComplete = new Request<void, { completedAt: string }>('packet/markComplete', noParams);
