import type * as vscode from 'vscode';
import { packetContentOf, packetSchema, type PacketContent } from '../../core/review/packetForm';
import { packetFiles } from '../../core/files/fileKinds';
import { progressOf, reviewMessage } from '../../core/review';
import { markComplete, packetContext, packetProtocol } from '../../protocol/packetForm';
import { packetContextOf } from './packetContext';
import type { WorkspaceItems } from './workspaceItems';
import { t, uiLanguage } from '../language';
import { applyJsonEdit } from '../webviews/documentEdits';
import { handle, type JsonDocumentKind } from '../webviews';

/** The reviewer's form's view type (package.json `customEditors`). */
export const PACKET_EDITOR_VIEW_TYPE = 'finbench.packetEditor';

/** `*.packet.json`: blind review packets, checked against their schema, filled in the reviewer's form (which learns from `workspace` whether the packet's items are there). */
export const packetKind = (workspace: WorkspaceItems): JsonDocumentKind<PacketContent> => ({
  viewType: PACKET_EDITOR_VIEW_TYPE,
  file: packetFiles,
  protocol: packetProtocol,
  view: { bundle: 'packetForm', styles: ['form', 'reviewLists', 'packetForm'], title: () => t('Review packet') },
  classify: (_text, diagnosis) => packetContentOf(diagnosis),
  editable: (content) => content.kind === 'packet',
  notEditable: notAPacket,
  schema: packetSchema,
  handlers: (document) => [handle(markComplete, () => complete(workspace, document)), handle(packetContext, () => packetContextOf(workspace, packetIdOf(document)))],
});

const notAPacket = () => t('This file is not a review packet, so the form does not change it. Open it as text to fix it.');

function packetIdOf(document: vscode.TextDocument): string | undefined {
  const content = packetContentOf(packetFiles.diagnose(document.getText(), uiLanguage()));
  return content.kind === 'packet' && typeof content.packet.id === 'string' ? content.packet.id : undefined;
}

/** Sets completedAt once every item is answered or explained; otherwise names the open items. A reconciled packet is left as it is. */
async function complete(workspace: WorkspaceItems, document: vscode.TextDocument): Promise<{ completedAt: string }> {
  const content = packetContentOf(packetFiles.diagnose(document.getText(), uiLanguage()));
  if (content.kind !== 'packet') throw new Error(notAPacket());
  if ((await packetContextOf(workspace, content.packet.id)).reconciled) throw new Error(t('This packet has been reconciled; it can no longer be changed.'));
  const open = content.packet.items.filter((item) => progressOf(item, item.response) === 'open').map((item) => item.id);
  if (open.length) throw new Error(reviewMessage(uiLanguage(), 'incomplete', { count: open.length, ids: open.join(', ') }));
  const completedAt = new Date().toISOString();
  await applyJsonEdit(document, [{ op: 'set', path: ['completedAt'], value: completedAt }], packetSchema.propertyOrderAt);
  return { completedAt };
}
