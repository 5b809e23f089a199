import * as vscode from 'vscode';
import type { CommandRun } from '../commands/registerCommands';
import { t } from '../language';
import { showDashboard } from '../dashboard/dashboardPanel';
import type { Services } from '../services';
import { TREE_VIEW_ID } from '../tree/itemTree';
import { filterFrom } from '../tree/itemTreeView';
import { pickFilter } from '../tree/treeFilter';
import type { DatasetCommandId } from './datasetCommandIds';
import { exportFiles, FORMATS, importFile, urisFrom } from './formatCommands';

/**
 * Runs another view's command on the tree's selection (clicked item, selected items), or says clearly that this
 * build does not have it yet.
 */
async function onSelection(command: string, feature: string, args: unknown[]): Promise<unknown> {
  if (!(await vscode.commands.getCommands(true)).includes(command)) throw new Error(t('{0} is not available in this version of FinBench Studio.', feature));
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
  'finbench.tree.filter': async ({ itemTree: { tree, index } }) => {
    const filter = await pickFilter(tree.filter, index);
    if (filter) tree.setFilter(filter);
  },
  'finbench.tree.clearFilter': ({ itemTree }) => itemTree.tree.setFilter({}),
  'finbench.tree.filterBy': async ({ itemTree }, filter: unknown) => {
    itemTree.tree.setFilter(filterFrom(filter));
    await vscode.commands.executeCommand(`${TREE_VIEW_ID}.focus`);
  },
  'finbench.tree.createReviewPacket': (_services, ...args: unknown[]) => onSelection('finbench.createReviewPacket', t('Review packets'), args),
  'finbench.tree.previewJudge': (_services, ...args: unknown[]) => onSelection('finbench.previewJudge', t('Judge preview'), args.slice(0, 1)),
  'finbench.tree.validate': async (_services, ...args: unknown[]) =>
    (await vscode.commands.getCommands(true)).includes('finbench.validateFile')
      ? onSelection('finbench.validateFile', '', args.slice(0, 1))
      : vscode.commands.executeCommand('finbench.validateWorkspace'), // until one file can be checked alone, check them all
  'finbench.importFinsearchcomp': ({ log }, source: unknown, target: unknown) => importFile(FORMATS.finsearchcomp, log, uri(source), uri(target)),
  'finbench.exportFinsearchcomp': ({ log, itemTree }, ...args: unknown[]) => exportFiles(FORMATS.finsearchcomp, log, itemTree.index, urisFrom(args), targetOf(args)),
  'finbench.importOneMillion': ({ log }, source: unknown, target: unknown) => importFile(FORMATS.onemillion, log, uri(source), uri(target)),
  'finbench.exportOneMillion': ({ log, itemTree }, ...args: unknown[]) => exportFiles(FORMATS.onemillion, log, itemTree.index, urisFrom(args), targetOf(args)),
  'finbench.showDashboard': async ({ webviews, itemTree }) => {
    await showDashboard(webviews, itemTree.index);
  },
} satisfies Record<DatasetCommandId, CommandRun<Services>>;
