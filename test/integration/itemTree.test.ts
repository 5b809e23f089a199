import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { DashboardData } from '../../src/core/dataset/stats';
import type { Services } from '../../src/extension/services';
import type { GroupNode } from '../../src/extension/tree/itemTree';
import { ready } from '../../src/protocol/dashboard';
import { repoRoot } from '../repoRoot';
import { activateExtension, fileIn, waitFor, writeText } from './util';

const item = (id: string, extra: Record<string, unknown> = {}) => JSON.stringify({
  schemaVersion: 1, id, task: 'T2', market: 'greater-china', language: 'zh',
  question: '截至2024年12月31日，贵州茅台的总资产是多少亿元人民币？',
  answer: { parts: [{ label: '总资产', kind: 'numeric', value: 2998.71, unit: 'CNY', scale: 'hundred-million', tolerance: { kind: 'rounding' } }] },
  review: { status: 'disputed' },
  meta: { author: 'tree.tester' },
  ...extra,
}, null, 2);

suite('FinBench tree', () => {
  let services: Services;
  const groups = () => services.itemTree.tree.snapshot().groups;
  const group = (key: string) => groups().find((g) => g.key === key);
  const inGroup = (key: string, uri: vscode.Uri) => !!group(key)?.items.some((i) => i.uri.toString() === uri.toString());
  const shown = () => groups().flatMap((g) => g.items);

  teardown(() => {
    services.itemTree.tree.setGroupBy('status');
    services.itemTree.tree.setFilter({});
  });

  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
    await services.itemTree.index.ready;
    services.itemTree.tree.setGroupBy('status');
    services.itemTree.tree.setFilter({});
  });

  test('every item file of the workspace is in the tree, grouped by status with counts', async () => {
    const files = await vscode.workspace.findFiles('**/*.item.json');
    // The tree refreshes a moment after the index (changes are coalesced).
    await waitFor('the tree to show every item file', () => services.itemTree.index.size === files.length && shown().length === files.length);
    const { tree } = services.itemTree;
    const roots = tree.getChildren() as GroupNode[];
    assert.deepEqual(roots.map((g) => g.key), groups().map((g) => g.key));
    for (const root of roots) {
      const treeItem = tree.getTreeItem(root);
      assert.equal(treeItem.description, String(tree.getChildren(root).length), `count of ${root.key}`);
    }
    const nvda = fileIn('t1-global-nvda-low.item.json');
    assert.ok(inGroup('ready', nvda));
    assert.equal(tree.getTreeItem(nvda).label, 't1-global-nvda-low');
  });

  test('created, changed, renamed and deleted files move through the groups', async () => {
    const uri = fileIn('tree', 'tree-a.item.json');
    const disputedBefore = group('disputed')?.items.length ?? 0;
    await writeText(uri, item('tree-a'));
    await waitFor('the new file in Disputed', () => inGroup('disputed', uri));
    assert.equal(group('disputed')!.items.length, disputedBefore + 1);

    await writeText(uri, item('tree-a', { review: { status: 'accepted' } }));
    await waitFor('the changed file in Accepted', () => inGroup('accepted', uri) && !inGroup('disputed', uri));

    const renamed = fileIn('tree', 'tree-b.item.json');
    const edit = new vscode.WorkspaceEdit();
    edit.renameFile(uri, renamed);
    assert.ok(await vscode.workspace.applyEdit(edit));
    await waitFor('the renamed file under its new name only', () => inGroup('accepted', renamed) && !shown().some((i) => i.uri.toString() === uri.toString()));

    await vscode.workspace.fs.delete(fileIn('tree'), { recursive: true });
    await waitFor('the deleted folder gone from the tree', () => !shown().some((i) => i.uri.path.includes('/tree/')));
    assert.equal(group('disputed')?.items.length ?? 0, disputedBefore);
  });

  test('a file with errors gets the error badge and counts from the Problems panel; fixing it clears them', async () => {
    const uri = fileIn('tree-bad.item.json');
    await writeText(uri, item('tree-bad', { market: 'moon' }));
    const { tree, index } = services.itemTree;
    await waitFor('the error badge', () => (tree.getTreeItem(uri).iconPath as vscode.ThemeIcon | undefined)?.id === 'error');
    const diagnostics = vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'FinBench');
    const errors = diagnostics.filter((d) => d.severity === vscode.DiagnosticSeverity.Error).length;
    assert.ok(errors > 0);
    assert.deepEqual(index.problemCounts(uri), { errors, warnings: diagnostics.length - errors });
    assert.match(String(tree.getTreeItem(uri).description), new RegExp(`^✖ ${errors}`));
    const treeItem = tree.getTreeItem(uri);
    const tooltip = (treeItem.tooltip as vscode.MarkdownString).value.replaceAll('&nbsp;', ' ');
    assert.ok(tooltip.includes(`${errors} errors, ${diagnostics.length - errors} warnings`), tooltip);
    assert.equal(treeItem.command?.title, 'Open');
    assert.ok((tree.view.badge?.value ?? 0) >= 1, 'the view badge counts items with problems');
    await waitFor('the invalid item listed by its status', () => inGroup('disputed', uri));

    tree.setFilter({ hasProblems: true });
    assert.ok(shown().some((i) => i.uri.toString() === uri.toString()));
    assert.ok(shown().every((i) => index.findings(i.uri).length > 0));
    tree.setFilter({});

    await writeText(uri, item('tree-bad'));
    await waitFor('the badge gone once the file is fixed', () => (tree.getTreeItem(uri).iconPath as vscode.ThemeIcon).id !== 'error');
    await vscode.workspace.fs.delete(uri);
    await waitFor('the fixed file deleted', () => !services.itemTree.index.get(uri));
  });

  test('group by task or market, and filter by language, author and text through the commands', async () => {
    const total = shown().length;
    await vscode.commands.executeCommand('finbench.tree.groupByTask');
    assert.deepEqual(groups().map((g) => g.key).filter((k) => k !== 'unknown'), ['T1', 'T2', 'T3', 'OE']);
    assert.equal(shown().length, total);
    await vscode.commands.executeCommand('finbench.tree.groupByMarket');
    assert.deepEqual(groups().map((g) => g.key).filter((k) => k !== 'unknown'), ['global', 'greater-china']);

    await vscode.commands.executeCommand('finbench.tree.filterBy', { language: 'zh' });
    assert.ok(shown().length > 0 && shown().length < total);
    assert.ok(shown().every((i) => i.summary.language === 'zh'));
    assert.match(services.itemTree.tree.view.description ?? '', /zh/);
    await vscode.commands.executeCommand('finbench.tree.filterBy', { author: 'li.wei', text: 'nvda' });
    // Other suites may leave copies of the sample behind: every item shown is one of them, and the sample is there.
    assert.ok(shown().some((i) => i.uri.toString() === fileIn('t1-global-nvda-low.item.json').toString()));
    assert.ok(shown().every((i) => i.summary.author === 'li.wei' && /nvda/i.test(`${i.summary.id} ${i.summary.question} ${i.uri.path}`)));
    await vscode.commands.executeCommand('finbench.tree.clearFilter');
    assert.equal(shown().length, total);
    await vscode.commands.executeCommand('finbench.tree.groupByStatus');
  });

  test('OneMillion-Bench import without dialogs, then export gives every entry back', async () => {
    const source = fileIn('om-source.json');
    const entries = JSON.parse(readFileSync(path.join(repoRoot, 'samples/sources/onemillion.sample.json'), 'utf8')) as { id: string }[];
    await writeText(source, JSON.stringify(entries));
    const target = fileIn('imported-om');
    const result = await vscode.commands.executeCommand<{ written: number; total: number }>('finbench.importOneMillion', source, target);
    assert.deepEqual(result, { written: 4, total: 4 });
    await waitFor('the imported items in the tree', () => shown().filter((i) => i.uri.path.includes('/imported-om/')).length === 4);

    const imported = (await vscode.workspace.findFiles('imported-om/*.item.json')).sort((a, b) => a.path.localeCompare(b.path));
    const out = fileIn('om-export.json');
    const exported = await vscode.commands.executeCommand<{ exported: number; skipped: number }>('finbench.exportOneMillion', imported[0], imported, { target: out });
    assert.deepEqual(exported, { exported: 4, skipped: 0 });
    const back = JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(out))) as { id: string }[];
    const byId = (list: { id: string }[]) => [...list].sort((a, b) => a.id.localeCompare(b.id));
    assert.deepEqual(byId(back), byId(entries));
    await vscode.workspace.fs.delete(target, { recursive: true });
    await waitFor('the imported folder gone from the tree', () => !shown().some((i) => i.uri.path.includes('/imported-om/')));
  });

  test('the dashboard opens on the same figures as the tree, and a bar filters the tree', async () => {
    await vscode.commands.executeCommand('finbench.showDashboard');
    const session = await waitFor('the dashboard session', () => services.webviews.sessions().find((s) => s.view.bundle === 'dashboard' && s.isReady));
    const answer = await session.receive({ kind: 'request', id: 901, method: ready.method });
    const figures = (answer as unknown as { result: { state: DashboardData } }).result.state;
    assert.equal(figures.items, services.itemTree.index.size);
    assert.equal(figures.counts.reduce((n, c) => n + c.count, 0), figures.items);
    const disputed = figures.counts.filter((c) => c.status === 'disputed').reduce((n, c) => n + c.count, 0);
    assert.equal(disputed, group('disputed')?.items.length ?? 0);

    await session.receive({ kind: 'request', id: 902, method: 'dashboard/filterTree', params: { status: 'disputed' } });
    await waitFor('the tree filtered to Disputed', () => services.itemTree.tree.filter.status === 'disputed');
    assert.deepEqual(groups().map((g) => g.key), disputed ? ['disputed'] : []);
    const refused = await session.receive({ kind: 'request', id: 903, method: 'dashboard/filterTree', params: { status: 'lost' } });
    assert.ok(refused && 'error' in refused, 'an unknown status is refused');
    services.itemTree.tree.setFilter({});
    session.panel.dispose();
  });
});
