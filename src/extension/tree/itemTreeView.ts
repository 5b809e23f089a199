import * as vscode from 'vscode';
import { MARKETS, STATUSES, TASKS, type ItemFilter } from '../../core/dataset/summary';
import type { DocumentDiagnostics } from '../diagnostics/documentDiagnostics';
import type { Log } from '../log';
import type { WorkspaceScan } from '../scan/workspaceScan';
import { ItemIndex } from './itemIndex';
import { ItemTreeProvider } from './itemTree';

/** The workspace's item index and the FinBench tree over it. */
export interface ItemTree {
  index: ItemIndex;
  tree: ItemTreeProvider;
}

/** Builds the index and the tree view; both are disposed with the extension. */
export function registerItemTree(context: vscode.ExtensionContext, log: Log, scan: WorkspaceScan, diagnostics: DocumentDiagnostics): ItemTree {
  const index = new ItemIndex(log, scan, diagnostics);
  const tree = new ItemTreeProvider(index, context.workspaceState);
  context.subscriptions.push(index, tree);
  return { index, tree };
}

/** Keeps only the known filter fields of an untrusted argument (the dashboard sends one). */
export function filterFrom(value: unknown): ItemFilter {
  const v = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  const pick = <T extends string>(values: readonly T[], x: unknown) => (values.includes(x as T) ? (x as T) : undefined);
  return {
    text: typeof v.text === 'string' ? v.text : undefined,
    language: pick(['en', 'zh'] as const, v.language),
    author: typeof v.author === 'string' ? v.author : undefined,
    hasProblems: v.hasProblems === true || undefined,
    task: pick(TASKS, v.task),
    market: pick(MARKETS, v.market),
    status: pick(STATUSES, v.status),
  };
}
