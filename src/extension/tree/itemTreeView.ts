import * as vscode from 'vscode';
import { filterFieldValue, type ItemFilter } from '../../core/dataset/summary';
import type { DocumentDiagnostics } from '../diagnostics/documentDiagnostics';
import type { Log } from '../log';
import type { WorkspaceScan } from '../scan/workspaceScan';
import { ItemIndex } from './itemIndex';
import { JudgedItems } from './judgedItems';
import { ItemTreeProvider } from './itemTree';

/** The workspace's item index and the FinBench tree over it. */
export interface ItemTree {
  index: ItemIndex;
  tree: ItemTreeProvider;
}

/** Builds the index and the tree view; both are disposed with the extension. */
export function registerItemTree(context: vscode.ExtensionContext, log: Log, scan: WorkspaceScan, diagnostics: DocumentDiagnostics): ItemTree {
  const index = new ItemIndex(log, scan, diagnostics);
  const tree = new ItemTreeProvider(index, context.workspaceState, new JudgedItems(log));
  context.subscriptions.push(index, tree);
  return { index, tree };
}

/** Keeps only the known filter fields, with valid values, of an untrusted argument (the dashboard sends one). */
export function filterFrom(value: unknown): ItemFilter {
  const fields = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return Object.fromEntries(fields.map(([key, v]) => [key, filterFieldValue(key, v)]).filter(([, v]) => v !== undefined));
}
