import * as vscode from 'vscode';
import { globOf, packetFiles } from '../../core/files/fileKinds';
import { isPacketFile } from '../../core/files/fileNames';
import { PACKET_MAX_BYTES, reconcile, reviewMessage, ReviewError, type ItemOutcome } from '../../core/review';
import { t, tCount, uiLanguage } from '../language';
import { literalLabel } from '../literalLabel';
import type { Log } from '../log';
import { historyActor } from './historyActor';
import { applyItemChanges, currentText, type WorkspaceItems } from './workspaceItems';

/**
 * "FinBench: Reconcile Review Packets": compares the packets' responses (the explorer's selection, or picked from
 * the workspace's *.packet.json) with the items' keys and updates the items in one edit, or names every problem
 * and changes nothing.
 */
export async function reconcileCommand(log: Log, workspace: WorkspaceItems, target?: vscode.Uri, selected?: vscode.Uri[]): Promise<ItemOutcome[] | undefined> {
  const packets = selectedPackets(target, selected) ?? (await pickPackets());
  if (!packets?.length) return undefined;
  const by = await historyActor('coordinator');
  if (!by) return undefined;
  return vscode.window.withProgress(
    { location: vscode.ProgressLocation.Notification, title: t('FinBench: reconciling review packets…'), cancellable: true },
    async (progress, token) => {
      const sources = await Promise.all(packets.map(async (uri) => ({ file: vscode.workspace.asRelativePath(uri), data: parse(await currentText(uri), uri) })));
      progress.report({ message: t('reading item files…') });
      const { items } = await workspace.read({ token });
      if (token.isCancellationRequested) throw new vscode.CancellationError();
      let plan;
      try {
        plan = await reconcile(sources, items, { by, now: new Date(), lang: uiLanguage() });
      } catch (e) {
        if (!(e instanceof ReviewError)) throw e;
        e.problems.forEach((p) => log.warn(`Reconcile refused: ${p}`));
        throw new Error(t('Nothing changed: {0}', e.problems.join(' ')));
      }
      await applyItemChanges(items, plan.changes);
      const agreed = plan.items.filter((i) => i.outcome === 'agreed').length;
      const disputed = plan.items.length - agreed;
      for (const m of plan.missing) log.warn(`Reconcile: ${reviewMessage('en', 'entryRemoved', { id: m.id, packet: m.packet })}`);
      for (const r of plan.refused) log.warn(`Late response refused: ${r.id} (${r.reviewer}): ${r.reason}`);
      const missing = plan.missing.length ? ` ${plan.missing.map((m) => reviewMessage(uiLanguage(), 'entryRemoved', { id: m.id, packet: m.packet })).join(' ')}` : '';
      const late = plan.refused.length ? ` ${tCount(plan.refused.length, 'Refused {0} late response to a reissued packet (see the log).', 'Refused {0} late responses to reissued packets (see the log).')}` : '';
      const text = t('Reconciled: {0} agreed, {1} disputed.', agreed, disputed) + missing + late;
      const arbitrate = t('Show Arbitration');
      void (disputed || plan.missing.length || late ? vscode.window.showWarningMessage(text, arbitrate) : vscode.window.showInformationMessage(text)).then((choice) => {
        if (choice === arbitrate) void vscode.commands.executeCommand('finbench.showArbitration');
      });
      return plan.items;
    },
  );
}

function selectedPackets(target?: vscode.Uri, selected?: vscode.Uri[]): vscode.Uri[] | undefined {
  const list = (selected?.length ? selected : target ? [target] : []).filter((u) => u instanceof vscode.Uri && isPacketFile(u.path));
  return list.length ? list : undefined;
}

async function pickPackets(): Promise<vscode.Uri[] | undefined> {
  const found = await vscode.workspace.findFiles(globOf([packetFiles]), '**/node_modules/**');
  if (!found.length) throw new Error(t('There is no review packet (*.packet.json) in the workspace.'));
  const picked = await vscode.window.showQuickPick(
    found.map((uri) => ({ label: literalLabel(vscode.workspace.asRelativePath(uri)), uri })),
    { title: t('Reconcile Review Packets'), placeHolder: t('Pick the packets to reconcile (several for the same items are fine)'), canPickMany: true, ignoreFocusOut: true },
  );
  return picked?.map((p) => p.uri);
}

function parse(text: string, uri: vscode.Uri): unknown {
  if (text.length > PACKET_MAX_BYTES) throw new Error(t('{0} is larger than the {1} MB a review packet may be; nothing changed.', vscode.workspace.asRelativePath(uri), PACKET_MAX_BYTES / 1024 / 1024));
  try {
    return JSON.parse(text);
  } catch (e) {
    throw new Error(t('{0} is not valid JSON: {1}', vscode.workspace.asRelativePath(uri), (e as Error).message));
  }
}
