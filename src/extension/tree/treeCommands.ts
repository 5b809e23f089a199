import * as vscode from 'vscode';
import type { CommandRun } from '../commands/registerCommands';
import type { Services } from '../services';
import { TREE_VIEW_ID } from './itemTree';
import { filterFrom } from './itemTreeView';
import { pickFilter } from './treeFilter';
import type { TreeCommandId } from './treeCommandIds';

/** Runs another view's command on the tree's selection: the selected items when there are several, else the clicked one. */
function onSelection(command: string, args: unknown[]): Thenable<unknown> {
  const [clicked, selected] = args;
  return vscode.commands.executeCommand(command, ...(Array.isArray(selected) && selected.length > 1 ? [selected] : clicked === undefined ? [] : [clicked]));
}

export const treeCommandTable = {
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
} satisfies Record<TreeCommandId, CommandRun<Services>>;
