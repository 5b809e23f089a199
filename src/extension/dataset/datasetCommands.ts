import * as vscode from 'vscode';
import type { CommandRun } from '../commands/registerCommands';
import { showDashboard } from '../dashboard/dashboardPanel';
import type { Services } from '../services';
import { TREE_VIEW_ID } from '../tree/itemTree';
import { filterFrom } from '../tree/itemTreeView';
import { pickFilter } from '../tree/treeFilter';
import type { DatasetCommandId } from './datasetCommandIds';
import { exportFiles, FORMATS, importFile, urisFrom } from './formatCommands';

/** Runs another view's command on the tree's selection: the selected items when there are several, else the clicked one. */
function onSelection(command: string, args: unknown[]): Thenable<unknown> {
  const [clicked, selected] = args;
  return vscode.commands.executeCommand(command, ...(Array.isArray(selected) && selected.length > 1 ? [selected] : clicked === undefined ? [] : [clicked]));
}

const uri = (value: unknown) => (value instanceof vscode.Uri ? value : undefined);
/** An export's target file when a caller (a test, a script) names it: `{ target: Uri }` among the arguments. */
const targetOf = (args: unknown[]) =>
  args.map((a) => (typeof a === 'object' && a !== null ? uri((a as { target?: unknown }).target) : undefined)).find(Boolean);

export const datasetCommandTable = {
  'finbench.tree.groupByStatus': ({ itemTree }) => itemTree.tree.setGroupBy('status'),
  'finbench.tree.groupByTask': ({ itemTree }) => itemTree.tree.setGroupBy('task'),
  'finbench.tree.groupByMarket': ({ itemTree }) => itemTree.tree.setGroupBy('market'),
  'finbench.tree.filter': async ({ itemTree: { tree, index }, log }) => {
    const filter = await pickFilter(tree.filter, index, log);
    if (filter) await tree.setFilter(filter);
  },
  'finbench.tree.clearFilter': ({ itemTree }) => itemTree.tree.setFilter({}),
  'finbench.tree.filterBy': async ({ itemTree }, filter: unknown) => {
    await itemTree.tree.setFilter(filterFrom(filter));
    await vscode.commands.executeCommand(`${TREE_VIEW_ID}.focus`);
  },
  'finbench.tree.createReviewPacket': (_services, ...args: unknown[]) => onSelection('finbench.createReviewPacket', args),
  'finbench.tree.previewJudge': (_services, ...args: unknown[]) => onSelection('finbench.previewJudge', args.slice(0, 1)),
  // Checking is workspace-wide (the Problems panel keeps every file current); this brings the counts up to date.
  'finbench.tree.validate': () => vscode.commands.executeCommand('finbench.validateWorkspace'),
  'finbench.importFinsearchcomp': ({ log }, source: unknown, target: unknown) => importFile(FORMATS.finsearchcomp, log, uri(source), uri(target)),
  'finbench.exportFinsearchcomp': ({ log, itemTree }, ...args: unknown[]) => exportFiles(FORMATS.finsearchcomp, log, itemTree.index, urisFrom(args), targetOf(args)),
  'finbench.importOneMillion': ({ log }, source: unknown, target: unknown) => importFile(FORMATS.onemillion, log, uri(source), uri(target)),
  'finbench.exportOneMillion': ({ log, itemTree }, ...args: unknown[]) => exportFiles(FORMATS.onemillion, log, itemTree.index, urisFrom(args), targetOf(args)),
  'finbench.showDashboard': async (services) => {
    await showDashboard(services);
  },
} satisfies Record<DatasetCommandId, CommandRun<Services>>;
