import * as vscode from 'vscode';
import { isItemFile, isPacketFile } from '../../core/files/fileNames';
import type { ReviewStatus } from '../../core/item/types';
import { createPacket, statusOf } from '../../core/review';
import { defaultPacketPath } from '../../core/review/packetPath';
import { t, tCount, uiLanguage } from '../language';
import type { Log } from '../log';
import { literalLabel } from '../literalLabel';
import { historyActor, personChoices, pickName } from './historyActor';
import { PACKET_EDITOR_VIEW_TYPE } from './packetKind';
import { workspacePeople } from './workspacePeople';
import { applyItemChanges, type WorkspaceItem, type WorkspaceItems } from './workspaceItems';

/** What `finbench.createReviewPacket` asks for; a caller (a test) may pass any of it to skip that question. */
export interface CreatePacketArgs {
  reviewer?: string;
  /** The packet file to write. */
  out?: vscode.Uri;
  /** Pick the items of this status instead of asking. */
  status?: ReviewStatus;
  /** false: pack the items found by status without showing them first. */
  confirm?: boolean;
}

export interface CreatePacketResult {
  /** The packet file; absent when no item could go into a packet. */
  packet?: vscode.Uri;
  items: string[];
  leftOut: { id: string; reason: string }[];
}

/**
 * "FinBench: Create Review Packet": for the item files picked in the explorer or the tree (or, without a pick, the
 * items of a chosen status, shown before anything is written), asks for the reviewer (suggesting the manifest's
 * people) and the packet file, writes the packet and moves the items to
 * in-review, all in one edit. Says which items it left out and why. Undefined when cancelled.
 */
export async function createPacketCommand(log: Log, workspace: WorkspaceItems, target?: vscode.Uri | vscode.Uri[], selected?: vscode.Uri[], args: CreatePacketArgs = {}): Promise<CreatePacketResult | undefined> {
  const picked = pickedUris(target, selected);
  const status = picked ? undefined : (args.status ?? (await pickStatus()));
  if (!picked && !status) return undefined;
  const reviewer = args.reviewer ?? (await pickName(personChoices(await workspacePeople(), 'reviewer'), t('Create Review Packet'), t('Who solves the packet? (never the items\' author) Pick or type a name')));
  if (!reviewer?.trim()) return undefined;
  const by = await historyActor('coordinator');
  if (!by) return undefined;
  const { items, invalid } = await vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: t('FinBench: reading item files…'), cancellable: true },
    (_progress, token) => workspace.read({ token, uris: picked }),
  );
  let chosen = status ? items.filter((i) => statusOf(i.item) === status) : items;
  const options = { reviewer, by, now: new Date(), lang: uiLanguage() };
  let plan = await createPacket(chosen, options);
  // Picked files that are not valid items are left out too, and said so.
  if (picked) plan.leftOut.push(...invalid.map((file) => ({ id: file, file, code: 'status' as const, reason: t('the file has errors; fix them first') })));
  for (const left of plan.leftOut) log.info(`Left out of the packet for ${reviewer}: ${left.id}: ${left.reason}`);
  if (!plan.packet.items.length) {
    void vscode.window.showWarningMessage(leftOutText(plan.leftOut.length ? t('No item could go into the packet:') : t('No item to put into a packet.'), plan.leftOut), { modal: false });
    return { items: [], leftOut: plan.leftOut };
  }
  // Items found by status are shown before anything is written; the ones unticked stay as they are.
  if (!picked && args.confirm !== false) {
    // The packet names its items by opaque ids; the plan's changes name the items.
    const packed = new Set(plan.changes.map((c) => c.id));
    const kept = await confirmItems(chosen.filter((i) => packed.has(i.item.id)), reviewer, plan.leftOut.length);
    if (!kept?.length) return undefined;
    const leftOut = plan.leftOut;
    chosen = kept;
    plan = await createPacket(kept, options);
    plan.leftOut.push(...leftOut);
  }
  const out = args.out ?? (await askWhere(chosen, plan.packet.id));
  if (!out) return undefined;
  if (!isPacketFile(out.path)) throw new Error(t('A review packet file name ends in .packet.json.'));
  const text = `${JSON.stringify(plan.packet, null, 2)}\n`;
  await applyItemChanges(chosen, plan.changes, (edit) => edit.createFile(out, { overwrite: false, contents: new TextEncoder().encode(text) }));
  const summary = t('Packet {0} for {1}: {2}.', plan.packet.id, reviewer, tCount(plan.packet.items.length, '{0} item', '{0} items'));
  void (plan.leftOut.length ? vscode.window.showWarningMessage(leftOutText(summary, plan.leftOut)) : vscode.window.showInformationMessage(summary));
  await vscode.commands.executeCommand('vscode.openWith', out, PACKET_EDITOR_VIEW_TYPE);
  return { packet: out, items: plan.ids, leftOut: plan.leftOut };
}

/** The items the packet will hold, all ticked: the ones still ticked on OK go into it. */
async function confirmItems(items: WorkspaceItem[], reviewer: string, leftOut: number): Promise<WorkspaceItem[] | undefined> {
  const choices = items.map((i) => ({ label: literalLabel(i.item.id), description: `${i.item.task} · ${i.item.language}`, detail: literalLabel(oneLine(i.item.question)), picked: true, source: i }));
  const picked = await vscode.window.showQuickPick(choices, {
    title: t('Create Review Packet for {0}: {1}', reviewer, tCount(items.length, '{0} item', '{0} items')),
    placeHolder: leftOut ? t('Untick any item to leave out, then OK ({0} more cannot go to this reviewer; see the log)', leftOut) : t('Untick any item to leave out, then OK'),
    canPickMany: true,
    matchOnDetail: true,
    ignoreFocusOut: true,
  });
  return picked?.map((p) => p.source);
}

function oneLine(text: string): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 120 ? `${line.slice(0, 119)}…` : line;
}

/** The explorer passes (clicked, all selected); the tree or a caller may pass one Uri or a list. */
function pickedUris(target?: vscode.Uri | vscode.Uri[], selected?: vscode.Uri[]): vscode.Uri[] | undefined {
  const list = selected?.length ? selected : Array.isArray(target) ? target : target ? [target] : [];
  const items = list.filter((u) => u instanceof vscode.Uri && isItemFile(u.path));
  return items.length ? items : undefined;
}

async function pickStatus(): Promise<ReviewStatus | undefined> {
  const choices: { label: ReviewStatus; description: string }[] = [
    { label: 'ready', description: t('Items ready for their first review') },
    { label: 'in-review', description: t('Items in review, for a second reviewer') },
  ];
  return (await vscode.window.showQuickPick(choices, { title: t('Create Review Packet'), placeHolder: t('Which items go into the packet?'), ignoreFocusOut: true }))?.label;
}

function leftOutText(head: string, leftOut: { id: string; reason: string }[]): string {
  if (!leftOut.length) return head;
  const shown = leftOut.slice(0, 5).map((l) => `${l.id}: ${l.reason}`);
  return `${head} ${t('Left out: {0}', shown.join('; '))}${leftOut.length > 5 ? ` ${t('(and {0} more, see the log)', leftOut.length - 5)}` : ''}`;
}

/** The save dialog, opened on the default place (its packets/ folder made first, so the dialog can show it). */
async function askWhere(items: readonly WorkspaceItem[], id: string): Promise<vscode.Uri | undefined> {
  const defaultUri = await defaultPacketUri(items, id);
  if (defaultUri) await vscode.workspace.fs.createDirectory(vscode.Uri.joinPath(defaultUri, '..'));
  return vscode.window.showSaveDialog({ title: t('Save the review packet'), defaultUri, filters: { [t('Review packet')]: ['json'] } });
}

/** `<folder of finbench.dataset.json>/packets/<id>.packet.json`, else the same under the workspace root (or the items' folder). */
export async function defaultPacketUri(items: readonly WorkspaceItem[], id: string): Promise<vscode.Uri | undefined> {
  const [manifest] = await vscode.workspace.findFiles('**/finbench.dataset.json', '**/node_modules/**', 1);
  const root = manifest ? vscode.Uri.joinPath(manifest, '..') : vscode.workspace.workspaceFolders?.[0]?.uri ?? (items[0] && vscode.Uri.joinPath(items[0].uri, '..'));
  return root && root.with({ path: defaultPacketPath(root.path, id) });
}
