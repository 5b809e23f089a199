/** What the workspace's items say of an open packet: whether their keys are within reach, and how it was reconciled. */
import type * as vscode from 'vscode';
import { describeReason, packetRecords, responseRecords } from '../../core/review';
import type { PacketContext } from '../../protocol/packetForm';
import { uiLanguage } from '../language';
import type { WorkspaceItems } from './workspaceItems';

/** The packet's items in the workspace and, once reconciled, each item's outcome under the packet's own id for it. */
export async function packetContextOf(workspace: WorkspaceItems, packetId: string | undefined, token?: vscode.CancellationToken): Promise<PacketContext> {
  if (!packetId) return { itemsInWorkspace: 0, reconciled: null };
  const { items } = await workspace.read({ token });
  const lang = uiLanguage();
  let itemsInWorkspace = 0;
  let at = '';
  const outcomes: NonNullable<PacketContext['reconciled']>['outcomes'] = [];
  for (const { item } of items) {
    const record = packetRecords(item).get(packetId);
    if (!record) continue;
    itemsInWorkspace++;
    const response = responseRecords(item).get(packetId);
    if (!response) continue;
    if (response.at > at) at = response.at;
    outcomes.push({ entry: record.entry ?? item.id, item: item.id, outcome: response.outcome, reasons: response.reasons.map((r) => describeReason(r, lang)) });
  }
  return { itemsInWorkspace, reconciled: outcomes.length ? { at, outcomes } : null };
}
