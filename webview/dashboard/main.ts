// The dashboard webview: the dataset's figures as charts with a table beside each, redrawn as the dataset changes.
import '@vscode-elements/elements/dist/vscode-button/index.js';
import * as l10n from '@vscode/l10n';
import type { DashboardData } from '../../src/core/dataset/stats';
import { TASKS } from '../../src/core/item/labels';
import type { TaskType } from '../../src/core/item/types';
import { lintCategoryLabels } from '../../src/core/lint/categoryLabels';
import type { LintCategory } from '../../src/core/lint/ruleCatalog';
import { didChange, filterTree, ready, type ChartFilter } from '../../src/protocol/dashboard';
import { connectToHost } from '../host/rpc';
import { startPanel } from '../host/start';
import { tCount } from '../host/count';
import { percent } from '../host/format';
import { countTicks, finish, frame, Plot, statusColors } from './charts';
import { statusWords } from '../host/reviewWords';
import { marketLabel } from '../host/itemLabels';
import { marketLabels } from '../../src/core/item/labels';
import { teamSection } from './team';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
let current: DashboardData | undefined;

/** Tasks in the order the product names them; anything else last. */
const TASK_ORDER = ['T1', 'T2', 'T3', 'OE', 'unknown'];
const categoryName = (category: LintCategory) => l10n.t(lintCategoryLabels[category] ?? category);

function names(): Record<string, string> {
  return {
    ...statusWords(),
    ...Object.fromEntries(Object.keys(marketLabels).map((market) => [market, marketLabel(market)])),
    unknown: l10n.t('(unknown)'),
  };
}

function el<K extends keyof HTMLElementTagNameMap>(tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (text !== undefined) node.textContent = text;
  if (className) node.className = className;
  return node;
}

/**
 * A table of the chart's numbers; a row with a filter gets a button that shows its items in the tree. Wider than a
 * narrow editor, it scrolls on its own and the page does not.
 */
function table(headers: string[], rows: { cells: (string | number)[]; filter?: ChartFilter }[]): HTMLElement {
  const t = el('table');
  const head = t.createTHead().insertRow();
  for (const h of headers) head.append(el('th', h));
  if (rows.some((r) => r.filter)) head.append(el('th', ''));
  const body = t.createTBody();
  for (const { cells, filter } of rows) {
    const row = body.insertRow();
    // Counts and percentages line up on the right.
    cells.forEach((c) => row.append(el('td', String(c), typeof c === 'number' || /^([\d.]+%|—)( \(\d+\/\d+\))?$/.test(c) ? 'number' : undefined)));
    if (filter) {
      // An icon button (named for screen readers and on hover) keeps the column narrow in a half-width editor.
      const button = el('vscode-button');
      for (const [name, value] of [['icon', 'list-filter'], ['secondary', ''], ['aria-label', l10n.t('Show in tree')], ['title', l10n.t('Show in tree')]]) button.setAttribute(name, value);
      button.addEventListener('click', () => pick(filter));
      row.insertCell().append(button);
    }
  }
  const scroller = el('div', undefined, 'table-scroll');
  scroller.append(t);
  return scroller;
}

function section(id: string, title: string, ...content: (Node | string)[]): HTMLElement {
  const s = el('section');
  s.id = id;
  s.setAttribute('aria-labelledby', `${id}-title`);
  const h = el('h2', title);
  h.id = `${id}-title`;
  s.append(h, ...content);
  return s;
}

/** A bar's spoken label: what it shows, and that Enter shows its items in the tree. */
const showHint = (text: string) => l10n.t('{0}. Press Enter to show these items in the tree.', text);

function pick(filter: ChartFilter) {
  void endpoint.request(filterTree, filter);
}

function countsSection(data: DashboardData): HTMLElement {
  const label = names();
  const colors = statusColors();
  const f = frame(root);
  const statuses = [...new Set(data.counts.map((c) => c.status))];
  const chart = Plot.plot({
    width: f.width,
    height: 260,
    marginBottom: 40,
    color: { domain: statuses, range: statuses.map((s) => colors[s] ?? colors.unknown), legend: true, tickFormat: (s: string) => label[s] ?? s },
    fx: { label: null, tickFormat: (m: string) => label[m] ?? m },
    x: { label: null, domain: TASK_ORDER.filter((task) => data.counts.some((c) => c.task === task)) },
    y: { label: l10n.t('Items'), grid: true, ticks: countTicks(tallestStack(data.counts)), tickFormat: 'd' },
    style: { color: f.foreground },
    marks: [
      Plot.barY(data.counts, {
        fx: 'market',
        x: 'task',
        y: 'count',
        fill: 'status',
        title: (c: DashboardData['counts'][number]) => `${c.task} · ${label[c.market] ?? c.market} · ${label[c.status] ?? c.status}: ${c.count}`,
      }),
      Plot.ruleY([0], { stroke: f.grid }),
    ],
  });
  const describe = (c: DashboardData['counts'][number]) => tCount(c.count, '{0} item: {1}, {2}, {3}. Press Enter to show it in the tree.', '{0} items: {1}, {2}, {3}. Press Enter to show them in the tree.', c.task, label[c.market] ?? c.market, label[c.status] ?? c.status);
  return section(
    'counts',
    l10n.t('Items by task, market and status'),
    finish(chart, data.counts, (c) => pick(cellFilter(c)!), describe, (c) => cellFilter(c) !== undefined),
    table(
      [l10n.t('Task'), l10n.t('Market'), l10n.t('Status'), l10n.t('Items')],
      data.counts.map((c) => ({ cells: [c.task, label[c.market] ?? c.market, label[c.status] ?? c.status, c.count], filter: cellFilter(c) })),
    ),
  );
}

/** The height of the tallest bar: a task's items in one market, all statuses stacked. */
function tallestStack(counts: DashboardData['counts']): number {
  const stacks = new Map<string, number>();
  for (const c of counts) stacks.set(`${c.market} ${c.task}`, (stacks.get(`${c.market} ${c.task}`) ?? 0) + c.count);
  return Math.max(0, ...stacks.values());
}

/** The tree filter of a cell; an 'unknown' value cannot be filtered on and is left out (none when nothing is known). */
function cellFilter(c: DashboardData['counts'][number]): ChartFilter | undefined {
  const known = (v: string) => (v === 'unknown' ? undefined : v);
  const filter = JSON.parse(JSON.stringify({ task: known(c.task), market: known(c.market), status: known(c.status) })) as ChartFilter;
  return Object.keys(filter).length ? filter : undefined;
}

/** The tree filter of a task type's group; none for the items without a task type (no filter shows only those). */
function taskFilter(task: string): ChartFilter | undefined {
  return (TASKS as readonly string[]).includes(task) ? { task: task as TaskType } : undefined;
}

function lintSection(data: DashboardData): HTMLElement {
  const total = data.lint.reduce((n, l) => n + l.count, 0);
  const summary = el('p', l10n.t('{0}; {1} and {2} in all, in {3}.', tCount(total, '{0} lint warning', '{0} lint warnings'), tCount(data.problems.errors, '{0} error', '{0} errors'), tCount(data.problems.warnings, '{0} warning', '{0} warnings'), tCount(data.problems.itemsWithProblems, '{0} item', '{0} items')));
  if (!total) return section('lint', l10n.t('Lint findings by category'), summary);
  const f = frame(root);
  const chart = Plot.plot({
    width: f.width,
    height: 40 + data.lint.length * 18,
    marginLeft: 130,
    x: { label: l10n.t('Lint warnings'), domain: [0, Math.max(...data.lint.map((l) => l.count))], grid: true, ticks: countTicks(Math.max(...data.lint.map((l) => l.count))), tickFormat: 'd' },
    y: { label: null, tickFormat: categoryName },
    style: { color: f.foreground },
    marks: [
      Plot.barX(data.lint, { y: 'category', x: 'count', fill: statusColors().modified, title: (l: DashboardData['lint'][number]) => `${categoryName(l.category)}: ${l.count}` }),
      Plot.ruleX([0], { stroke: f.grid }),
    ],
  });
  return section(
    'lint',
    l10n.t('Lint findings by category'),
    summary,
    finish(chart, data.lint, (l) => pick({ lintCategory: l.category }), (l) => tCount(l.count, '{1}: {0} warning. Press Enter to show the item with it in the tree.', '{1}: {0} warnings. Press Enter to show the items with them in the tree.', categoryName(l.category))),
    table([l10n.t('Category'), l10n.t('Warnings')], data.lint.filter((l) => l.count).map((l) => ({ cells: [categoryName(l.category), l.count], filter: { lintCategory: l.category } }))),
  );
}

function agreementChart(rows: DashboardData['agreement']['byReviewer'], label: (key: string) => string, filterOf: (key: string) => ChartFilter | undefined): Element {
  const f = frame(root);
  const chart = Plot.plot({
    width: f.width,
    height: 40 + rows.length * 22,
    marginLeft: 130,
    x: { label: l10n.t('Agreement'), domain: [0, 1], tickFormat: percent, grid: true },
    y: { label: null, tickFormat: label },
    style: { color: f.foreground },
    marks: [
      Plot.barX(rows, { y: 'key', x: 'rate', fill: statusColors().agreed, title: (r: typeof rows[number]) => `${label(r.key)}: ${percent(r.rate)} (${r.agreed}/${r.responses})` }),
      Plot.ruleX([0], { stroke: f.grid }),
    ],
  });
  return finish(chart, rows, (r) => pick(filterOf(r.key)!), (r) => showHint(`${label(r.key)}: ${percent(r.rate)}`), (r) => filterOf(r.key) !== undefined);
}

function agreementSection(data: DashboardData): HTMLElement {
  const a = data.agreement;
  if (!a.responses) return section('agreement', l10n.t('Review agreement'), el('p', l10n.t('No reconciled review responses yet.'), 'empty'));
  const rows = (list: typeof a.byReviewer, label: (k: string) => string, filter: (k: string) => ChartFilter | undefined) =>
    list.map((r) => ({ cells: [label(r.key), r.responses, r.agreed, r.disputed, percent(r.rate)], filter: filter(r.key) }));
  const headers = (first: string) => [first, l10n.t('Responses'), l10n.t('Agreed'), l10n.t('Disputed'), l10n.t('Agreement')];
  const same = (k: string) => k;
  const reviewerFilter = (reviewer: string): ChartFilter => ({ reviewer });
  return section(
    'agreement',
    l10n.t('Review agreement'),
    el('p', tCount(a.responses, '{0} reconciled response; {1} agree with the answer key.', '{0} reconciled responses; {1} agree with the answer key.', percent(a.overall))),
    el('h3', l10n.t('By reviewer')),
    agreementChart(a.byReviewer, same, reviewerFilter),
    table(headers(l10n.t('Reviewer')), rows(a.byReviewer, same, reviewerFilter)),
    el('h3', l10n.t('By task type')),
    agreementChart(a.byTask, same, taskFilter),
    table(headers(l10n.t('Task')), rows(a.byTask, same, taskFilter)),
  );
}

type JudgeGroup = NonNullable<DashboardData['judge']>['byTask'][number];

/** Two bars per group, agreement (none where nothing was compared) and unscored rate, each with its counts on hover; a bar filters the tree to its group's items. */
function judgeChart<G extends JudgeGroup>(groups: G[], label: (g: G) => string, filterOf: (g: G) => ChartFilter | undefined): Element {
  const f = frame(root);
  const colors = statusColors();
  const measures = { agreement: l10n.t('Agreement'), unscored: l10n.t('Unscored answers') };
  const bars = groups.flatMap((g) => [
    // Nothing compared (no expected verdict, or all unscored) is no bar: a 0 % bar would read as total disagreement.
    ...(g.agreement === null ? [] : [{ group: g, key: label(g), measure: measures.agreement, value: g.agreement, hover: l10n.t('{0}: agreement {1} (answers: {2} agreed of {3} compared, {4} left out)', label(g), percent(g.agreement), g.agreed, g.compared, g.answers - g.compared) }]),
    { group: g, key: label(g), measure: measures.unscored, value: g.unscoredRate ?? 0, hover: l10n.t('{0}: unscored {1} (answers: {2} of {3})', label(g), percent(g.unscoredRate), g.unscored, g.answers) },
  ]);
  const chart = Plot.plot({
    width: f.width,
    height: 50 + groups.length * 44,
    marginLeft: 170,
    x: { label: null, domain: [0, 1], tickFormat: percent, grid: true },
    // A long template · model name is cut short on the axis (the margin holds about 26 characters); its bars' hover and the table say it whole.
    fy: { label: null, axis: 'left', domain: groups.map(label), tickFormat: (key: string) => (key.length > 26 ? `${key.slice(0, 25)}…` : key) },
    y: { axis: null, domain: [measures.agreement, measures.unscored] },
    color: { domain: [measures.agreement, measures.unscored], range: [colors.agreed, colors.unknown], legend: true },
    style: { color: f.foreground },
    marks: [
      Plot.barX(bars, { fy: 'key', y: 'measure', x: 'value', fill: 'measure', title: 'hover' }),
      Plot.ruleX([0], { stroke: f.grid }),
    ],
  });
  return finish(chart, bars, (b) => pick(filterOf(b.group)!), (b) => showHint(b.hover), (b) => filterOf(b.group) !== undefined);
}

function judgeSection(data: DashboardData): HTMLElement {
  const j = data.judge;
  const title = l10n.t('Judge previews');
  if (!j) return section('judge', title, el('p', l10n.t('No judge model has judged an answer yet: run a judge preview with a model endpoint, and its agreement with the expected verdict and its unscored rate show here.'), 'empty'));
  const o = j.overall;
  const notes: HTMLElement[] = [];
  if (j.superseded) notes.push(el('p', l10n.t('Older runs not counted (the same answer, template and model were judged again since): {0}', j.superseded)));
  if (j.otherItems) notes.push(el('p', l10n.t('Runs of items that are not in this workspace, not counted: {0}', j.otherItems)));
  if (j.skippedLines) notes.push(el('p', l10n.t('Unreadable lines of the run record, skipped (the FinBench Studio log says which): {0}', j.skippedLines)));
  // Each rate beside the counts it rests on, in few columns: the table fits a half-width editor.
  const counts = (g: JudgeGroup) => [g.answers, g.compared ? `${percent(g.agreement)} (${g.agreed}/${g.compared})` : '—', g.answers - g.compared, `${percent(g.unscoredRate)} (${g.unscored}/${g.answers})`];
  const headers = [l10n.t('Answers'), l10n.t('Agreement (agreed/compared)'), l10n.t('Left out'), l10n.t('Unscored (answers)')];
  const judgeFilter = (g: JudgeGroup & { template: string; model: string }): ChartFilter => ({ judge: { template: g.template, model: g.model } });
  const summary = el('p', tCount(o.answers, '{0} judged answer (its latest run): {1} agree with the expected verdict ({2} of {3} answers compared; {6} left out: no expected verdict, or unscored); {4} of answers unscored ({5} of {0}).', '{0} judged answers (the latest run of each): {1} agree with the expected verdict ({2} of {3} answers compared; {6} left out: no expected verdict, or unscored); {4} of answers unscored ({5} of {0}).', percent(o.agreement), o.agreed, o.compared, percent(o.unscoredRate), o.unscored, o.answers - o.compared));
  if (!o.answers) return section('judge', title, summary, ...notes);
  return section(
    'judge',
    title,
    summary,
    ...notes,
    el('h3', l10n.t('By task type')),
    judgeChart(j.byTask, (g) => g.key, (g) => taskFilter(g.key)),
    table([l10n.t('Task'), ...headers], j.byTask.map((g) => ({ cells: [g.key, ...counts(g)], filter: taskFilter(g.key) }))),
    el('h3', l10n.t('By template and model')),
    judgeChart(j.byJudge, (g) => g.key, judgeFilter),
    ...mixedJudges(j.byJudge),
    table([l10n.t('Template · model'), ...headers], j.byJudge.map((g) => ({ cells: [g.identities > 1 ? `${g.key} ⚠ ${l10n.t('{0} judges mixed', g.identities)}` : g.key, ...counts(g)], filter: judgeFilter(g) }))),
  );
}

/** A warning when one template and model name covers verdicts of different judges (a swapped model, other parameters, another endpoint). */
function mixedJudges(groups: { template: string; model: string; identities: number }[]): HTMLElement[] {
  const mixed = groups.filter((g) => g.identities > 1);
  if (!mixed.length) return [];
  return [el('p', l10n.t('Verdicts from different judges are mixed under one name (the endpoint, the model the server reported, its fingerprint, the template text, the parameters or structured output differ): {0}', mixed.map((g) => `${g.template} · ${g.model} (${g.identities})`).join(', ')), 'mixed-judges warning')];
}

function render(data: DashboardData) {
  current = data;
  const header = el('header');
  header.append(el('h1', l10n.t('FinBench Dashboard')), el('p', tCount(data.items, '{0} item', '{0} items'), 'total'));
  root.replaceChildren(header, countsSection(data), lintSection(data), agreementSection(data), teamSection(data, { el, table, section }), judgeSection(data));
  root.removeAttribute('aria-busy');
}

// Redraw on a theme change (VS Code swaps the body's classes) and on a resize, from the figures already here.
new MutationObserver(() => current && render(current)).observe(document.body, { attributes: true, attributeFilter: ['class'] });
let resizing: ReturnType<typeof setTimeout> | undefined;
window.addEventListener('resize', () => {
  clearTimeout(resizing);
  resizing = setTimeout(() => current && render(current), 150);
});

endpoint.onNotification(didChange, render);
await startPanel(endpoint, root, ready, render);
