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
  // At a start from the scan cache the tree is drawn first: the workbench takes in 10,000 files' markers before it gets
  // to a tree's change sent after them, and the extension host, finding the files and comparing them with the disk,
  // answers its questions late. The Problems panel gets the cached findings, and the scan goes on, once it is drawn.
  scan.pauseAfterCache(() => drawnOrHidden(tree));
  return { index, tree };
}

/** Longest wait for the tree's root to be asked for: a workbench that never asks does not keep the Problems panel empty. */
const HOLD_MAX_MS = 3000;
/** How long the workbench is given to draw the tree's root after it got it, before it takes in the findings' markers. */
const DRAW_MS = 80;
/** How long a view not visible yet may take to become so: at start its visibility reaches the extension host late. */
const VISIBLE_GRACE_MS = 500;

/**
 * Resolves once the workbench has asked for the tree's root with every item known, or when the view has not been
 * visible for a grace period (at start, or after it was hidden), and at the latest after HOLD_MAX_MS.
 */
export function drawnOrHidden(tree: Pick<ItemTreeProvider, 'view' | 'firstFullRender'>): Promise<void> {
  return new Promise<void>((resolve) => {
    let timer = setTimeout(done, tree.view.visible ? HOLD_MAX_MS : VISIBLE_GRACE_MS);
    // Hidden for good, or shown again (the workbench may lay its views out again at start).
    const visibility = tree.view.onDidChangeVisibility((e) => {
      clearTimeout(timer);
      timer = setTimeout(done, e.visible ? HOLD_MAX_MS : VISIBLE_GRACE_MS);
    });
    // After the root's answer has gone out, and the workbench has had time to draw it.
    void tree.firstFullRender.then(() => setTimeout(done, DRAW_MS));
    function done() {
      visibility.dispose();
      clearTimeout(timer);
      resolve();
    }
  });
}

/** Keeps only the known filter fields, with valid values, of an untrusted argument (the dashboard sends one). */
export function filterFrom(value: unknown): ItemFilter {
  const fields = typeof value === 'object' && value !== null ? Object.entries(value) : [];
  return Object.fromEntries(fields.map(([key, v]) => [key, filterFieldValue(key, v)]).filter(([, v]) => v !== undefined));
}
