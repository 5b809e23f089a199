import { dayOf, isOverdue } from '../../core/review/team/packetsOut';
import * as vscode from 'vscode';
import { fill, onDidChangeUiLanguage, t, tCount } from '../language';
import { groupOf, groupOrder, isEmptyFilter, matchesFilter, type GroupBy, type ItemFilter, type ItemSummary } from '../../core/dataset/summary';
import type { IndexedItem, ItemIndex } from './itemIndex';
import type { JudgedItems } from './judgedItems';
import { groupLabel, filterDescription } from './treeTexts';

export const TREE_VIEW_ID = 'finbench.items';
const GROUP_BY_KEY = 'finbench.tree.groupBy';

/** A group of the tree; items are their file Uri, so context-menu commands receive (uri, selectedUris). */
export interface GroupNode {
  kind: 'group';
  key: string;
}
export type TreeNode = GroupNode | vscode.Uri;

/** What the tree shows right now: groups in order with their items (for tests and the dashboard). */
export interface TreeSnapshot {
  groupBy: GroupBy;
  filter: ItemFilter;
  groups: { key: string; items: IndexedItem[] }[];
}

/**
 * The FinBench tree: the workspace's items grouped by status, task or market with counts, a problem badge from
 * the Problems panel's diagnostics, and a filter. It is rebuilt from the in-memory index, never from disk.
 */
export class ItemTreeProvider implements vscode.TreeDataProvider<TreeNode>, vscode.Disposable {
  private readonly changed = new vscode.EventEmitter<TreeNode | undefined>();
  readonly onDidChangeTreeData = this.changed.event;
  private groupByValue: GroupBy;
  private filterValue: ItemFilter = {};
  /** The shown items by group (filtered, in group order); a group's items are sorted when first asked for. */
  private grouped: Map<string, IndexedItem[]> | undefined;
  private readonly sortedGroups = new Set<string>();
  /** Texts in the UI language, looked up once per refresh: each lookup reads the settings (a group of 10,000 items asked for 30,000). */
  private readonly texts = new Map<string, string>();
  private readonly disposables: vscode.Disposable[] = [this.changed];
  readonly view: vscode.TreeView<TreeNode>;
  /** performance.now() when the root was first served with every item file known (the benchmark reads it). */
  firstFullRenderAt: number | undefined;
  private markFullRender!: () => void;
  /** Resolves when the workbench first asked for the root with every item file known. */
  readonly firstFullRender = new Promise<void>((resolve) => (this.markFullRender = resolve));

  constructor(private readonly index: ItemIndex, private readonly state: vscode.Memento, private readonly judged: JudgedItems) {
    this.groupByValue = state.get<GroupBy>(GROUP_BY_KEY, 'status');
    this.view = vscode.window.createTreeView(TREE_VIEW_ID, { treeDataProvider: this, canSelectMany: true, showCollapseAll: true });
    this.disposables.push(this.view, judged, index.onDidChange(() => this.refresh()), judged.onDidChange(() => this.refresh()));
    this.updateView();
    // The view's title follows the UI language setting (package.nls.*.json follows only VS Code's display language).
    this.view.title = t('Items');
    this.disposables.push(onDidChangeUiLanguage(() => (this.view.title = t('Items'))));
  }

  get groupBy(): GroupBy {
    return this.groupByValue;
  }

  get filter(): ItemFilter {
    return this.filterValue;
  }

  setGroupBy(by: GroupBy) {
    this.groupByValue = by;
    void this.state.update(GROUP_BY_KEY, by);
    this.refresh();
  }

  /** Applies a filter at once; resolves when the items of its judge, if any, have been read from the run record. */
  setFilter(filter: ItemFilter): Promise<void> {
    this.filterValue = Object.fromEntries(Object.entries(filter).filter(([, v]) => v !== undefined && v !== '' && v !== false));
    const judged = this.judged.follow(this.filterValue.judge);
    this.refresh();
    return judged;
  }

  private refresh() {
    this.grouped = undefined;
    this.sortedGroups.clear();
    this.texts.clear();
    // The items first: VS Code sends a tree's change at once only when no other change of the view (its message) came
    // in the 200 ms before; otherwise it holds it back until 200 ms after the last one.
    this.changed.fire(undefined);
    this.updateView();
  }

  private updateView() {
    void vscode.commands.executeCommand('setContext', GROUP_BY_KEY, this.groupByValue);
    void vscode.commands.executeCommand('setContext', 'finbench.tree.filtered', !isEmptyFilter(this.filterValue));
    const shown = [...this.groups().values()].reduce((n, items) => n + items.length, 0);
    this.view.description = isEmptyFilter(this.filterValue)
      ? undefined
      : t('{0} of {1} · {2}', shown, this.index.size, filterDescription(this.filterValue));
    // Also above the tree: a view alone in its container shows no description. Set only when it changes: setting it
    // holds back the tree's next change by 200 ms.
    const message = this.view.description && t('Showing {0}', this.view.description);
    if ((message ?? '') !== (this.view.message ?? '')) this.view.message = message;
    const withProblems = this.index.withProblems();
    this.view.badge = withProblems ? { value: withProblems, tooltip: tCount(withProblems, '{0} item with problems', '{0} items with problems') } : undefined;
  }

  /** The groups and their items as shown (filtered, sorted by id). */
  snapshot(): TreeSnapshot {
    return { groupBy: this.groupByValue, filter: this.filterValue, groups: [...this.groups().keys()].map((key) => ({ key, items: this.itemsOf(key) })) };
  }

  /** The shown items by group, unsorted: the root and its counts need no order (10,000 items sort in ~100 ms). */
  private groups(): Map<string, IndexedItem[]> {
    if (this.grouped) return this.grouped;
    const byGroup = new Map<string, IndexedItem[]>();
    const readsFindings = this.filterValue.hasProblems || this.filterValue.lintCategory;
    for (const entry of this.index.all()) {
      const fileName = this.filterValue.text ? vscode.workspace.asRelativePath(entry.uri) : '';
      const findings = readsFindings ? this.index.findings(entry.uri) : undefined;
      if (!matchesFilter(entry.summary, this.filterValue, { findings, fileName, judged: this.judged.ids })) continue;
      const key = groupOf(entry.summary, this.groupByValue);
      const list = byGroup.get(key) ?? [];
      list.push(entry);
      byGroup.set(key, list);
    }
    this.grouped = new Map(groupOrder(this.groupByValue).filter((key) => byGroup.has(key)).map((key) => [key, byGroup.get(key)!]));
    return this.grouped;
  }

  /** A group's items sorted by id (sorted once per refresh, when the group is first opened). */
  private itemsOf(key: string): IndexedItem[] {
    const items = this.groups().get(key) ?? [];
    if (!this.sortedGroups.has(key)) {
      const name = (e: IndexedItem) => e.summary.id ?? e.uri.path;
      // A collator compares several times faster than localeCompare (same order).
      const { compare } = new Intl.Collator();
      items.sort((a, b) => compare(name(a), name(b)));
      this.sortedGroups.add(key);
    }
    return items;
  }

  getChildren(node?: TreeNode): TreeNode[] {
    if (!node) {
      if (this.firstFullRenderAt === undefined && this.index.timings.shownAt !== undefined) {
        this.firstFullRenderAt = performance.now();
        this.markFullRender();
      }
      return [...this.groups().keys()].map((key) => ({ kind: 'group', key }));
    }
    if (node instanceof vscode.Uri) return [];
    return this.itemsOf(node.key).map((i) => i.uri);
  }

  getParent(node: TreeNode): TreeNode | undefined {
    if (!(node instanceof vscode.Uri)) return undefined;
    const entry = this.index.get(node);
    return entry ? { kind: 'group', key: groupOf(entry.summary, this.groupByValue) } : undefined;
  }

  getTreeItem(node: TreeNode): vscode.TreeItem {
    if (!(node instanceof vscode.Uri)) {
      const count = this.groups().get(node.key)?.length ?? 0;
      const label = this.groupName(this.groupByValue, node.key);
      const item = new vscode.TreeItem(label, vscode.TreeItemCollapsibleState.Collapsed);
      item.id = `group/${this.groupByValue}/${node.key}`;
      item.description = String(count);
      item.contextValue = 'finbench.group';
      item.tooltip = t('{0}: {1}', label, tCount(count, '{0} item', '{0} items'));
      return item;
    }
    return this.itemTreeItem(node);
  }

  private itemTreeItem(uri: vscode.Uri): vscode.TreeItem {
    const entry = this.index.get(uri);
    const s = entry?.summary;
    const { errors, warnings } = this.index.problemCounts(uri);
    const item = new vscode.TreeItem(s?.id ?? uri.path.split('/').pop()!, vscode.TreeItemCollapsibleState.None);
    item.id = uri.toString();
    item.resourceUri = uri;
    item.contextValue = 'finbench.item';
    const late = overduePackets(s);
    const badge = [errors ? `✖ ${errors}` : '', warnings ? `⚠ ${warnings}` : '', late.length ? `⏰ ${late.map((p) => p.reviewer).join(', ')}` : ''].filter(Boolean).join(' ');
    item.description = [badge, s?.question].filter(Boolean).join('  ');
    item.iconPath = errors
      ? new vscode.ThemeIcon('error', new vscode.ThemeColor('list.errorForeground'))
      : warnings
        ? new vscode.ThemeIcon('warning', new vscode.ThemeColor('list.warningForeground'))
        : new vscode.ThemeIcon('file');
    const tooltip = new vscode.MarkdownString();
    tooltip.appendMarkdown(`**${s?.id ?? vscode.workspace.asRelativePath(uri)}**  \n`);
    tooltip.appendText([s?.task, s?.market && this.groupName('market', s.market), s?.language, s?.status && this.groupName('status', s.status), s?.author].filter(Boolean).join(' · '));
    tooltip.appendMarkdown('  \n');
    if (errors || warnings) tooltip.appendText(fill(this.text('{0}, {1}'), this.count(errors, '{0} error', '{0} errors'), this.count(warnings, '{0} warning', '{0} warnings')));
    for (const p of late) tooltip.appendMarkdown('  \n').appendText(fill(this.text('Overdue: packet {0} for {1} was due {2}'), p.packet, p.reviewer, p.due ?? ''));
    if (s?.question) tooltip.appendMarkdown('\n\n').appendText(s.question);
    item.tooltip = tooltip;
    item.command = { command: 'vscode.open', title: this.text('Open'), arguments: [uri] };
    return item;
  }

  /** `t(message)` (placeholders left in), once per refresh. */
  private text(message: string): string {
    return this.remembered(message, () => t(message));
  }

  /** `tCount(n, one, other)` from the texts kept for this refresh. */
  private count(n: number, one: string, other: string): string {
    return fill(this.text(n === 1 ? one : other), n);
  }

  private groupName(by: GroupBy, key: string): string {
    return this.remembered(`group ${by} ${key}`, () => groupLabel(by, key));
  }

  private remembered(key: string, make: () => string): string {
    let text = this.texts.get(key);
    if (text === undefined) this.texts.set(key, (text = make()));
    return text;
  }

  dispose() {
    this.disposables.forEach((d) => d.dispose());
  }
}

/** The item's packets past their due date and not returned (the tree marks them with ⏰ and the reviewer). */
function overduePackets(summary: ItemSummary | undefined) {
  const today = dayOf(new Date());
  return summary?.team?.packets.filter((p) => isOverdue(p, today)) ?? [];
}
