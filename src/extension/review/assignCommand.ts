import * as vscode from 'vscode';
import { MANIFEST_FILE } from '../../core/files/fileNames';
import {
  dayOf, dueAfter, isDay, isOverdue, packetsOfPlan, planAssignments, reissueOverdue, sentPackets, teamOf,
  type ItemChange, type ReviewPlan, type Team,
} from '../../core/review';
import { defaultPacketPath } from '../../core/review/packetPath';
import { t, tCount, uiLanguage } from '../language';
import type { Log } from '../log';
import { applyItemChanges, type WorkspaceItem, type WorkspaceItems } from './workspaceItems';

/** What the assignment commands may be given instead of asking (a test passes `confirm: true`). */
export interface AssignArgs {
  reviewersPerItem?: number;
  maxPerReviewer?: number;
  seed?: string;
  /** YYYY-MM-DD; default today + the manifest's reviewDays (else 14). */
  due?: string;
  /** Write without showing the plan for confirmation. */
  confirm?: boolean;
  /** Reissue: whose overdue packets to take back. */
  from?: string;
  /** Only these item files (default: every item of the workspace). */
  items?: vscode.Uri[];
}

export interface AssignResult {
  assignments: { reviewer: string; items: string[]; packet: vscode.Uri }[];
  unassigned: { id: string; reason: string }[];
}

/** The workspace's manifest and its team; an Error with the manifest's problems when it cannot be used. */
async function readTeam(): Promise<{ team: Team; folder: vscode.Uri }> {
  const [manifest] = await vscode.workspace.findFiles(`**/${MANIFEST_FILE}`, '**/node_modules/**', 1);
  if (!manifest) throw new Error(t('No finbench.dataset.json in the workspace: assignment needs its list of people.'));
  let data: unknown;
  try {
    data = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(manifest)));
  } catch (e) {
    throw new Error(t('{0} is not JSON: {1}', vscode.workspace.asRelativePath(manifest), (e as Error).message));
  }
  const { team, problems } = teamOf(data, vscode.workspace.asRelativePath(manifest), uiLanguage());
  if (!team) throw new Error(problems.join(' '));
  return { team, folder: vscode.Uri.joinPath(manifest, '..') };
}

/** "FinBench: Plan Review Assignments": plans reviewers for every item that needs them, shows the plan, and writes the packets once confirmed. */
export async function planAssignmentsCommand(log: Log, workspace: WorkspaceItems, args: AssignArgs = {}): Promise<AssignResult | undefined> {
  const { team, folder } = await readTeam();
  const { items } = await reading(workspace, args.items);
  const plan = planAssignments(items.map((i) => i.item), team.reviewers, { reviewersPerItem: args.reviewersPerItem ?? team.reviewersPerItem, maxPerReviewer: args.maxPerReviewer, seed: args.seed, lang: uiLanguage() });
  return confirmAndWrite(plan, items, team, folder, args, log, t('Plan Review Assignments'));
}

/** "FinBench: Reissue Overdue Packets": takes back a reviewer's overdue packets and plans new reviewers for their items. */
export async function reissueCommand(log: Log, workspace: WorkspaceItems, args: AssignArgs = {}): Promise<AssignResult | undefined> {
  const { team, folder } = await readTeam();
  const { items } = await reading(workspace, args.items);
  const today = dayOf(new Date());
  const late = new Map<string, number>();
  for (const { item } of items) for (const p of sentPackets(item)) if (isOverdue(p, today)) late.set(p.reviewer, (late.get(p.reviewer) ?? 0) + 1);
  if (!late.size) {
    void vscode.window.showInformationMessage(t('No review packet is past its due date.'));
    return undefined;
  }
  const from = args.from ?? (await vscode.window.showQuickPick([...late].map(([name, n]) => ({ label: name, description: tCount(n, '{0} overdue item', '{0} overdue items') })), { title: t('Reissue Overdue Packets'), placeHolder: t('Whose overdue packets go to someone else?') }))?.label;
  if (!from) return undefined;
  const reissue = reissueOverdue(items, { from, by: coordinatorName(), now: new Date() });
  const after = new Map(reissue.sources.map((s) => [s.file, s.item]));
  const updated = items.map((i) => ({ ...i, item: after.get(i.file)! }));
  const moved = new Set(reissue.moved.map((m) => m.id));
  const plan = planAssignments(updated.filter((i) => moved.has(i.item.id)).map((i) => i.item), team.reviewers, { reviewersPerItem: team.reviewersPerItem, maxPerReviewer: args.maxPerReviewer, seed: args.seed, lang: uiLanguage() });
  return confirmAndWrite(plan, updated, team, folder, args, log, t('Reissue Overdue Packets'), reissue.changes);
}

function reading(workspace: WorkspaceItems, uris?: vscode.Uri[]) {
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: t('FinBench: reading item files…'), cancellable: true },
    (_progress, token) => workspace.read({ token, uris }),
  );
}

type PlanPick = vscode.QuickPickItem & { write?: boolean };

/** Shows the plan (reviewer, items, by task and market; unassigned items and why) and writes it when confirmed. */
async function confirmAndWrite(plan: ReviewPlan, items: WorkspaceItem[], team: Team, folder: vscode.Uri, args: AssignArgs, log: Log, title: string, earlier: ItemChange[] = []): Promise<AssignResult | undefined> {
  const due = args.due ?? dueAfter(new Date(), team.reviewDays);
  if (!isDay(due)) throw new Error(t('The due date must be written YYYY-MM-DD, not {0}.', due));
  for (const u of plan.unassigned) log.info(`Not assigned: ${u.id}: ${u.reason}`);
  const total = plan.assignments.reduce((n, a) => n + a.items.length, 0);
  if (!plan.assignments.length && !earlier.length) {
    const reasons = plan.unassigned.slice(0, 3).map((u) => `${u.id}: ${u.reason}`).join('; ');
    void vscode.window.showWarningMessage(plan.unassigned.length ? t('No item could be assigned: {0}', reasons) : t('No item needs a reviewer.'));
    return { assignments: [], unassigned: plan.unassigned };
  }
  if (!args.confirm) {
    const counts = (values: string[]) => [...values.reduce((m, v) => m.set(v, (m.get(v) ?? 0) + 1), new Map<string, number>())].sort().map(([k, n]) => `${k} ${n}`).join(', ');
    const picks: PlanPick[] = [
      { label: `$(check) ${t('Write {0}, due {1}', tCount(plan.assignments.length, '{0} packet', '{0} packets'), due)}`, description: tCount(total, '{0} item', '{0} items'), write: true },
      { label: t('Reviewers'), kind: vscode.QuickPickItemKind.Separator },
      ...plan.assignments.map((a) => ({ label: `$(person) ${a.reviewer}`, description: tCount(a.items.length, '{0} item', '{0} items'), detail: `${counts(a.items.map((i) => i.task))} · ${counts(a.items.map((i) => i.market))}` })),
      ...(plan.unassigned.length ? [{ label: t('Not assigned'), kind: vscode.QuickPickItemKind.Separator } as PlanPick] : []),
      ...plan.unassigned.map((u) => ({ label: `$(warning) ${u.id}`, detail: u.reason })),
    ];
    const picked = await vscode.window.showQuickPick(picks, { title, placeHolder: t('The plan: choose "Write" to make the packets, Esc to cancel'), matchOnDetail: true, ignoreFocusOut: true });
    if (!picked?.write) return undefined;
  }
  const made = await packetsOfPlan(plan, items, { by: coordinatorName(), now: new Date(), due, lang: uiLanguage() }, earlier);
  const files = made.packets.map((packet) => ({ packet, uri: folder.with({ path: defaultPacketPath(folder.path, packet.id) }) }));
  await applyItemChanges(items, made.changes, (edit) => {
    for (const { packet, uri } of files) edit.createFile(uri, { overwrite: false, contents: new TextEncoder().encode(`${JSON.stringify(packet, null, 2)}\n`) });
  });
  const summary = t('{0} written to {1}, due {2}.', tCount(files.length, '{0} packet', '{0} packets'), vscode.workspace.asRelativePath(vscode.Uri.joinPath(files[0]?.uri ?? folder, '..')), due);
  void (plan.unassigned.length ? vscode.window.showWarningMessage(`${summary} ${tCount(plan.unassigned.length, '{0} item could not be assigned (see the log).', '{0} items could not be assigned (see the log).')}`) : vscode.window.showInformationMessage(summary));
  return {
    // Item ids from the plan: a packet's entries may carry ids of their own.
    assignments: files.map(({ packet, uri }) => ({ reviewer: packet.reviewer, items: itemIds(plan.assignments.find((a) => a.reviewer === packet.reviewer)?.items ?? []), packet: uri })),
    unassigned: plan.unassigned.map(({ id, reason }) => ({ id, reason })),
  };
}

const itemIds = (entries: { id: string }[]) => entries.map((e) => e.id);

/** Who assigns, for the history: the OS user when known. */
function coordinatorName(): string {
  return process.env.USER ?? process.env.USERNAME ?? 'coordinator';
}

