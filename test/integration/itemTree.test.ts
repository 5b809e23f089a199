import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import type { DashboardData } from '../../src/core/dataset/stats';
import type { ItemFilter } from '../../src/core/dataset/summary';
import { lintCategory } from '../../src/core/lint/ruleCatalog';
import { recordLines, type JudgeRunRecord } from '../../src/core/judge/runRecord';
import type { Services } from '../../src/extension/services';
import type { GroupNode } from '../../src/extension/tree/itemTree';
import { filterChoices } from '../../src/extension/tree/treeFilter';
import type { WebviewSession } from '../../src/extension/webviews';
import { ready, type ChartFilter } from '../../src/protocol/dashboard';
import { repoRoot } from '../repoRoot';
import { waitFor } from '../poll';
import { activateExtension, fileIn, finbenchDiagnostics, writeText } from './util';

const item = (id: string, extra: Record<string, unknown> = {}) => JSON.stringify({
  schemaVersion: 1, id, task: 'T2', market: 'greater-china', language: 'zh',
  question: '截至2024年12月31日，贵州茅台的总资产是多少亿元人民币？',
  answer: { parts: [{ label: '总资产', kind: 'numeric', value: 2998.71, unit: 'CNY', scale: 'hundred-million', tolerance: { kind: 'rounding' } }] },
  review: { status: 'disputed' },
  meta: { author: 'tree.tester' },
  ...extra,
}, null, 2);

/** A reconciled response of `reviewer` in an item's history. */
const response = (reviewer: string, outcome: 'agreed' | 'disputed') => ({
  at: '2026-11-20T10:00:00.000Z', actor: reviewer, action: 'response', packet: `p-${reviewer}`,
  details: { reviewer, outcome, reasons: [], verdicts: [], response: { parts: [], ambiguous: false, comment: '' } },
});

/** A judge run record line: one answer of `item` judged by `template` on `model`. */
const run = (item: string, template: string, model: string): JudgeRunRecord => ({
  v: 1, at: new Date().toISOString(), item, task: 'T2', market: 'greater-china', language: 'zh', sample: { index: 0, hash: '0123456789abcdef' }, template,
  protocol: 'score', model, verdict: 'pass', expected: { verdict: 'pass', from: 'tolerance' }, repeats: 1, unscoredRepeats: 0, cached: false, via: 'cli',
});

suite('FinBench tree', () => {
  let services: Services;
  const groups = () => services.itemTree.tree.snapshot().groups;
  const group = (key: string) => groups().find((g) => g.key === key);
  const inGroup = (key: string, uri: vscode.Uri) => !!group(key)?.items.some((i) => i.uri.toString() === uri.toString());
  const shown = () => groups().flatMap((g) => g.items);
  const shownUris = () => shown().map((i) => i.uri.toString()).sort();

  /** The open dashboard's session (opened when needed). */
  async function dashboard(): Promise<WebviewSession> {
    await vscode.commands.executeCommand('finbench.showDashboard');
    return waitFor('the dashboard session', () => services.webviews.sessions().find((s) => s.view.bundle === 'dashboard' && s.isReady));
  }
  let requestId = 1000;
  /** What the dashboard says when a bar or a table button is clicked; resolves when the tree shows the filter. */
  async function clickOnDashboard(session: WebviewSession, filter: ChartFilter) {
    const answer = await session.receive({ kind: 'request', id: requestId++, method: 'dashboard/filterTree', params: filter });
    assert.ok(answer && !('error' in answer), JSON.stringify(answer));
  }
  /** Applies the quick pick's choice labelled `label` to `current` (what picking it in *Filter Items…* does). */
  async function pickChoice(current: ItemFilter, label: string) {
    const choices = await filterChoices(current, services.itemTree.index, services.log);
    const choice = choices.find((c) => c.label === label);
    assert.ok(choice?.apply, `a choice "${label}" among ${choices.map((c) => c.label).join(', ')}`);
    return choice.apply(current);
  }
  async function figuresOf(session: WebviewSession): Promise<DashboardData> {
    const answer = await session.receive({ kind: 'request', id: requestId++, method: ready.method });
    return (answer as unknown as { result: { state: DashboardData } }).result.state;
  }

  teardown(async () => {
    services.itemTree.tree.setGroupBy('status');
    await services.itemTree.tree.setFilter({});
  });

  suiteSetup(async () => {
    services = (await activateExtension()).exports as Services;
    await services.itemTree.index.ready;
    services.itemTree.tree.setGroupBy('status');
    await services.itemTree.tree.setFilter({});
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

  test("the view's title follows the UI language setting, zh-cn as well (VS Code applies package.nls.zh-cn.json only in a Chinese VS Code)", async () => {
    const settings = vscode.workspace.getConfiguration('finbench');
    const before = settings.inspect<string>('uiLanguage')?.globalValue;
    try {
      await settings.update('uiLanguage', 'en', vscode.ConfigurationTarget.Global);
      await waitFor('the English title', () => services.itemTree.tree.view.title === 'Items');
      await settings.update('uiLanguage', 'zh-cn', vscode.ConfigurationTarget.Global);
      await waitFor('the Chinese title', () => services.itemTree.tree.view.title === '题目');
    } finally {
      await settings.update('uiLanguage', before, vscode.ConfigurationTarget.Global);
    }
  });

  test('a change of the tree goes to the workbench at once: its message is set after the items, and only when it changes', async () => {
    // VS Code holds a tree's change back until 200 ms after the last other change of its view (such as its message).
    const { tree } = services.itemTree;
    const events: string[] = [];
    const message = Object.getOwnPropertyDescriptor(tree.view, 'message')!;
    Object.defineProperty(tree.view, 'message', {
      configurable: true,
      get: message.get,
      set(value: string | undefined) {
        events.push(`message ${value ?? ''}`);
        message.set!.call(tree.view, value);
      },
    });
    const listener = tree.onDidChangeTreeData(() => events.push('items'));
    try {
      tree.setGroupBy('task');
      assert.deepEqual(events, ['items'], 'the message, unchanged, is not set again');
      events.length = 0;
      await tree.setFilter({ language: 'zh' });
      assert.equal(events[0], 'items');
      assert.match(events[1] ?? '', /^message \S/, 'a filter is shown above the tree');
      assert.equal(events.length, 2);
    } finally {
      listener.dispose();
      Object.defineProperty(tree.view, 'message', message);
    }
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
    const counted = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;
    assert.ok(tooltip.includes(`${counted(errors, 'error')}, ${counted(diagnostics.length - errors, 'warning')}`), tooltip);
    assert.equal(treeItem.command?.title, 'Open');
    const badge = tree.view.badge!;
    assert.ok(badge.value >= 1, 'the view badge counts items with problems');
    assert.equal(badge.tooltip, `${counted(badge.value, 'item')} with problems`);
    await waitFor('the invalid item listed by its status', () => inGroup('disputed', uri));

    await tree.setFilter({ hasProblems: true });
    assert.ok(shown().some((i) => i.uri.toString() === uri.toString()));
    assert.ok(shown().every((i) => index.findings(i.uri).length > 0));
    await tree.setFilter({});

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
    // The author filter ignores case, and so does its choice in *Filter Items…*: listed once, checked, and picked clears it.
    const labels = (await filterChoices({ author: 'LI.WEI' }, services.itemTree.index, services.log)).map((c) => c.label);
    assert.deepEqual(labels.filter((l) => /li\.wei/i.test(l)), ['$(check) $(person) li.wei']);
    assert.deepEqual(await pickChoice({ author: 'LI.WEI' }, '$(check) $(person) li.wei'), { author: undefined });
    // A name holding VS Code's icon syntax shows as written (escaped as VS Code documents), and still filters by itself.
    const named = { author: '$(alert) Eve', reviewer: 'Bob $(zap)' };
    const escaped = (await filterChoices(named, services.itemTree.index, services.log)).map((c) => c.label).filter((l) => /Eve|Bob/.test(l));
    assert.deepEqual(escaped, ['$(check) $(person) \\$(alert) Eve', '$(check) $(person) Bob \\$(zap)']);
    assert.deepEqual(await pickChoice(named, '$(check) $(person) \\$(alert) Eve'), { reviewer: 'Bob $(zap)', author: undefined });
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
    await services.itemTree.tree.setFilter({});
    session.panel.dispose();
  });

  test('a lint category bar of the dashboard shows exactly the items with a lint warning of that category, as the Problems panel has them; a fixed file leaves', async () => {
    const sbux = JSON.parse(readFileSync(path.join(repoRoot, 'samples/dataset/t2-global-sbux-assets.item.json'), 'utf8'));
    const uri = fileIn('tree-lint.item.json');
    const write = (question: string) => writeText(uri, JSON.stringify({ ...sbux, id: 'tree-lint', question }, null, 2));
    await write("What was Starbucks' net income for fiscal year 2020, in USD millions?");
    await waitFor('the GAAP finding in the index', () => services.itemTree.index.findings(uri).some((f) => f.code === 'lint.gaap-basis'));
    /** The items whose Problems panel entries hold a lint warning of the GAAP category. */
    const expected = () => [...services.itemTree.index.all()]
      .filter((i) => finbenchDiagnostics(i.uri).some((d) => lintCategory(String(d.code)) === 'gaap'))
      .map((i) => i.uri.toString()).sort();
    const session = await dashboard();
    try {
      const figures = await figuresOf(session);
      assert.ok(figures.lint.find((l) => l.category === 'gaap')!.count >= 1);
      await clickOnDashboard(session, { lintCategory: 'gaap' });
      assert.deepEqual(services.itemTree.tree.filter, { lintCategory: 'gaap' });
      assert.ok(shownUris().includes(uri.toString()));
      assert.deepEqual(shownUris(), expected());
      assert.match(services.itemTree.tree.view.description ?? '', /lint gaap$/);
      await clickOnDashboard(session, { lintCategory: 'currency' });
      assert.ok(!shownUris().includes(uri.toString()), 'another category does not show it');
      assert.deepEqual(await pickChoice({ text: 'x' }, '$(lightbulb) gaap'), { text: 'x', lintCategory: 'gaap' });
      assert.deepEqual(await pickChoice({ lintCategory: 'gaap' }, '$(check) $(lightbulb) gaap'), { lintCategory: undefined });

      await clickOnDashboard(session, { lintCategory: 'gaap' });
      await write("What was Starbucks' GAAP net income for fiscal year 2020, in USD millions?");
      await waitFor('the fixed file out of the filtered tree', () => !shownUris().includes(uri.toString()));
      assert.deepEqual(shownUris(), expected());
    } finally {
      session.panel.dispose();
      await vscode.workspace.fs.delete(uri);
    }
  });

  test('a reviewer bar of the dashboard shows exactly the items that reviewer reviewed; a new response adds its item', async () => {
    const both = fileIn('tree-reviewed-both.item.json');
    const other = fileIn('tree-reviewed-other.item.json');
    await writeText(both, item('tree-reviewed-both', { review: { status: 'disputed', history: [response('tree.reviewer', 'agreed'), response('other.reviewer', 'disputed')] } }));
    await writeText(other, item('tree-reviewed-other', { review: { status: 'agreed', history: [response('other.reviewer', 'agreed')] } }));
    await waitFor('both items in the index', () => services.itemTree.index.get(both) && services.itemTree.index.get(other));
    const session = await dashboard();
    try {
      const byReviewer = (await figuresOf(session)).agreement.byReviewer;
      assert.equal(byReviewer.find((r) => r.key === 'tree.reviewer')?.responses, 1);
      await clickOnDashboard(session, { reviewer: 'tree.reviewer' });
      assert.deepEqual(shownUris(), [both.toString()]);
      assert.match(services.itemTree.tree.view.description ?? '', /^1 of \d+ · reviewed by tree\.reviewer$/);
      await clickOnDashboard(session, { reviewer: 'other.reviewer' });
      assert.deepEqual(shownUris(), [both.toString(), other.toString()].sort());
      await services.itemTree.tree.setFilter({ reviewer: 'other.reviewer', status: 'agreed' });
      assert.deepEqual(shownUris(), [other.toString()], 'AND with the other criteria');
      assert.deepEqual(await pickChoice({}, '$(person) tree.reviewer'), { reviewer: 'tree.reviewer' });
      assert.deepEqual(await pickChoice({ reviewer: 'tree.reviewer' }, '$(check) $(person) tree.reviewer'), { reviewer: undefined });

      await clickOnDashboard(session, { reviewer: 'tree.reviewer' });
      await writeText(other, item('tree-reviewed-other', { review: { status: 'agreed', history: [response('other.reviewer', 'agreed'), response('tree.reviewer', 'agreed')] } }));
      await waitFor('the newly reviewed item in the filtered tree', () => shownUris().length === 2);
      assert.deepEqual(shownUris(), [both.toString(), other.toString()].sort());
      const refused = await session.receive({ kind: 'request', id: requestId++, method: 'dashboard/filterTree', params: { reviewer: 42 } });
      assert.ok(refused && 'error' in refused, 'a reviewer that is no text is refused');
    } finally {
      session.panel.dispose();
      await vscode.workspace.fs.delete(both);
      await vscode.workspace.fs.delete(other);
    }
  });

  test('a judge template and model bar of the dashboard shows exactly the items with a counted run of them; a new run record line adds its item', async () => {
    const a = fileIn('tree-judged-a.item.json');
    const b = fileIn('tree-judged-b.item.json');
    await writeText(a, item('tree-judged-a'));
    await writeText(b, item('tree-judged-b'));
    await waitFor('both items in the index', () => services.itemTree.index.get(a) && services.itemTree.index.get(b));
    const record = fileIn('.finbench', 'judge-runs.jsonl');
    await vscode.workspace.fs.createDirectory(fileIn('.finbench'));
    const before = await vscode.workspace.fs.readFile(record).then((bytes) => new TextDecoder().decode(bytes), () => undefined);
    const append = (runs: JudgeRunRecord[]) => writeText(record, `${before ?? ''}${recordLines(runs)}`);
    const judge = { template: 'tree-template', model: 'tree-model' };
    const first = [run('tree-judged-a', judge.template, judge.model), run('tree-judged-b', judge.template, 'other-model'), run('tree-not-here', judge.template, judge.model), run('tree-not-here', 'gone-template', 'gone-model')];
    await append(first);
    const session = await dashboard();
    try {
      const group = await waitFor('the judge on the dashboard', async () => (await figuresOf(session)).judge?.byJudge.find((g) => g.template === judge.template && g.model === judge.model));
      assert.equal(group.answers, 1, 'the run of an item not in the workspace is not counted');
      await clickOnDashboard(session, { judge });
      assert.deepEqual(shownUris(), [a.toString()]);
      assert.match(services.itemTree.tree.view.description ?? '', /judged by tree-template · tree-model$/);
      await clickOnDashboard(session, { judge: { template: judge.template, model: 'other-model' } });
      assert.deepEqual(shownUris(), [b.toString()]);
      assert.deepEqual(await pickChoice({ judge, task: 'T2' }, '$(check) $(law) judged by tree-template · tree-model'), { judge: undefined, task: 'T2' });
      assert.deepEqual(await pickChoice({ task: 'T2' }, '$(law) judged by tree-template · other-model'), { judge: { template: judge.template, model: 'other-model' }, task: 'T2' });
      const listed = (await filterChoices({}, services.itemTree.index, services.log)).map((c) => c.label);
      assert.ok(listed.includes('$(law) judged by tree-template · tree-model'), 'the judges the dashboard lists are choices');
      assert.ok(!listed.some((l) => l.includes('gone-template')), 'a judge of items not in the workspace is no choice');

      await clickOnDashboard(session, { judge });
      await append([...first, run('tree-judged-b', judge.template, judge.model)]);
      await waitFor('the newly judged item in the filtered tree', () => shownUris().length === 2);
      assert.deepEqual(shownUris(), [a.toString(), b.toString()].sort());
      const refused = await session.receive({ kind: 'request', id: requestId++, method: 'dashboard/filterTree', params: { judge: { template: 'tree-template' } } });
      assert.ok(refused && 'error' in refused, 'a judge without its model is refused');
      await services.itemTree.tree.setFilter({});
    } finally {
      session.panel.dispose();
      if (before === undefined) await vscode.workspace.fs.delete(record);
      else await writeText(record, before);
      await vscode.workspace.fs.delete(a);
      await vscode.workspace.fs.delete(b);
    }
  });
});
