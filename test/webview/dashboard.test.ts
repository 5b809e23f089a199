// The dashboard in real Chromium, in the page the extension serves (same HTML and CSP), with a fake host that
// answers with the figures of the sample dataset computed by the extension's own code.
import assert from 'node:assert/strict';
import { mkdirSync, readdirSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import type { Page } from 'playwright-core';
import { dashboardData, type DashboardData } from '../../src/core/dataset/stats';
import { summarizeItem } from '../../src/core/dataset/summary';
import { diagnoseItemText } from '../../src/core/diagnose/diagnose';
import { judgeFigures } from '../../src/core/judge/runFigures';
import { lintCategoryLabels } from '../../src/core/lint/categoryLabels';
import type { JudgeRunRecord } from '../../src/core/judge/runRecord';
import { didChange, filterTree, ready, type ChartFilter } from '../../src/protocol/dashboard';
import { Endpoint, type Message } from '../../src/protocol/rpc';
import { waitFor } from '../poll';
import { repoRoot } from '../repoRoot';
import { launchBrowser } from '../runners/browser';
import { pageHtml } from './harness';
import type { StubGlobals } from './stub';

const SAMPLES = path.join(repoRoot, 'samples/dataset');
/** The figures of the sample dataset, exactly as the extension computes them (findings as the Problems panel holds them). */
const figures: DashboardData = dashboardData(readdirSync(SAMPLES).filter((f) => f.endsWith('.item.json')).map((f) => {
  const text = readFileSync(path.join(SAMPLES, f), 'utf8');
  const { data, findings } = diagnoseItemText(text);
  return { summary: summarizeItem(data), findings };
}));
const zh = JSON.parse(readFileSync(path.join(repoRoot, 'l10n/bundle.l10n.zh-cn.json'), 'utf8')) as Record<string, string>;

let server: Server;
let origin: string;
let browser: Awaited<ReturnType<typeof launchBrowser>>;

before(async () => {
  server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/favicon.ico') return void res.writeHead(204).end();
    if (url.pathname === '/') {
      const page = pageHtml(origin, 'dashboard', undefined, ['dashboard']);
      return void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(page);
    }
    if (!/^\/(dist|media)\//.test(url.pathname) || url.pathname.includes('..')) return void res.writeHead(404).end();
    try {
      const type = url.pathname.endsWith('.js') ? 'text/javascript' : url.pathname.endsWith('.css') ? 'text/css' : 'application/octet-stream';
      res.writeHead(200, { 'content-type': type }).end(await readFile(path.join(repoRoot, url.pathname)));
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchBrowser();
});
after(async () => {
  await browser.close();
  await new Promise((resolve) => server.close(resolve));
});

/** Opens the dashboard over `data`; returns the page, the fake host and what went wrong in the page. */
async function open(data: DashboardData, l10n?: Record<string, string>) {
  const page = await browser.context.newPage();
  const problems: string[] = [];
  const filters: ChartFilter[] = [];
  const host = new Endpoint(
    (message) => void page.evaluate((m) => (globalThis as unknown as StubGlobals).__finbenchFromHost(m), message).catch(() => undefined),
    (warning) => problems.push(`host: ${warning}`),
  );
  host.onRequest(ready, () => ({ state: data, language: l10n ? ('zh' as const) : ('en' as const), l10n }));
  host.onRequest(filterTree, (filter) => void filters.push(filter));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  page.on('pageerror', (e) => problems.push(`page: ${e.message}`));
  await page.exposeFunction('__finbenchToHost', (message: Message) => void host.receive(message));
  await page.addInitScript({ path: path.join(__dirname, 'pages/vscodeStub.js') });
  await page.goto(`${origin}/`);
  await page.locator('#app:not([aria-busy])').waitFor();
  return { page, host, problems, filters };
}

const tableRows = (page: Page, section: string) =>
  page.locator(`#${section} table tbody tr`).evaluateAll((rows) => rows.map((r) => [...r.querySelectorAll('td')].filter((td) => !td.querySelector('vscode-button')).map((td) => td.textContent)));

describe('the dashboard in Chromium', () => {
  test('the sample dataset: totals, every task × market × status count in the table and on hover, no CSP violation', async () => {
    const { page, problems } = await open(figures);
    assert.equal(await page.locator('.total').textContent(), '10 items');
    const expected = figures.counts.map((c) => [c.task, { global: 'Global', 'greater-china': 'Greater China' }[c.market]!, c.status.replace('in-review', 'In review').replace(/^./, (x) => x.toUpperCase()), String(c.count)]);
    assert.deepEqual(await tableRows(page, 'counts'), expected);
    assert.equal(figures.counts.reduce((n, c) => n + c.count, 0), 10);
    const titles = await page.locator('#counts g[aria-label="bar"] rect title').allTextContents();
    assert.equal(titles.length, figures.counts.length);
    for (const c of figures.counts) assert.ok(titles.some((t) => t.startsWith(c.task) && t.endsWith(`: ${c.count}`)), `a bar for ${JSON.stringify(c)}`);
    const lint = figures.lint.filter((l) => l.count);
    assert.deepEqual(await tableRows(page, 'lint'), lint.map((l) => [lintCategoryLabels[l.category], String(l.count)]));
    assert.match((await page.locator('#agreement').textContent())!, /reconciled responses|No reconciled review responses yet/);
    assert.match((await page.locator('#judge').textContent())!, /No judge model has judged an answer yet/);
    mkdirSync(path.join(repoRoot, '.tmp/screenshots'), { recursive: true });
    await page.screenshot({ path: path.join(repoRoot, '.tmp/screenshots/dashboard-samples.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('clicking a bar, Enter on a focused bar, or a table button asks the host to filter the tree', async () => {
    const { page, filters, problems } = await open({ ...figures, lint: figures.lint.map((l, i) => (i === 0 ? { ...l, count: 3 } : l)) });
    const first = figures.counts[0];
    await page.locator('#counts g[aria-label="bar"] rect').first().click();
    await page.locator('#counts g[aria-label="bar"] rect').nth(1).focus();
    await page.keyboard.press('Enter');
    await page.locator('#counts table vscode-button').first().click();
    await page.locator('#lint g[aria-label="bar"] rect').first().click();
    await waitFor('four filter requests to the host', () => filters.length, { until: (count) => count === 4 });
    const rects = await page.locator('#counts g[aria-label="bar"] rect title').allTextContents();
    const cellOf = (title: string) => figures.counts.find((c) => title.startsWith(`${c.task} `) && title.endsWith(`: ${c.count}`) && title.includes(c.status === 'in-review' ? 'In review' : c.status.replace(/^./, (x) => x.toUpperCase())))!;
    assert.deepEqual(filters[0], { task: cellOf(rects[0]).task, market: cellOf(rects[0]).market, status: cellOf(rects[0]).status });
    assert.deepEqual(filters[1], { task: cellOf(rects[1]).task, market: cellOf(rects[1]).market, status: cellOf(rects[1]).status });
    assert.deepEqual(filters[2], { task: first.task, market: first.market, status: first.status });
    assert.deepEqual(filters[3], { lintCategory: figures.lint[0].category });
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('lint categories, reviewers and judge templates with models filter the tree: a click on a bar, Enter on a focused bar, a table button', async () => {
    const lint = figures.lint.map((l) => (l.category === 'currency' ? { ...l, count: 2 } : l.category === 'gaap' ? { ...l, count: 1 } : { ...l, count: 0 }));
    const reviewer = (key: string, agreed: number) => ({ key, responses: 2, agreed, disputed: 2 - agreed, rate: agreed / 2, medianSeconds: null, timed: 0 });
    const judge = judgeFigures([record('a', 'T1', 'pass', 'pass'), record('b', 'T3', 'fail', 'fail', { template: 'reference', model: 'judge-b' })]);
    const { page, filters, problems } = await open({
      ...figures,
      lint,
      agreement: { responses: 4, overall: 0.75, byReviewer: [reviewer('liu.yang', 2), reviewer('wang.fang', 1)], byTask: [{ ...reviewer('T2', 3), responses: 4 }] },
      judge,
    });
    const bar = (section: string, hover: string) => page.locator(`#${section} g[aria-label="bar"] rect[role="button"]`).filter({ has: page.locator('title', { hasText: hover }) });
    await bar('lint', 'Currency: 2').click();
    await bar('lint', 'GAAP or non-GAAP: 1').focus();
    await page.keyboard.press('Enter');
    await page.locator('#lint table vscode-button').first().click();
    await waitFor('three filter requests to the host', () => filters.length, { until: (count) => count === 3 });
    // The table lists the categories with warnings, in the chart's order.
    const withWarnings = lint.filter((l) => l.count).map((l) => l.category);
    assert.deepEqual(filters.splice(0), [{ lintCategory: 'currency' }, { lintCategory: 'gaap' }, { lintCategory: withWarnings[0] }]);

    await bar('agreement', 'wang.fang: 50%').click();
    await bar('agreement', 'liu.yang: 100%').focus();
    await page.keyboard.press('Enter');
    await page.locator('#agreement table').first().locator('vscode-button').nth(1).click();
    await page.locator('#agreement table').nth(1).locator('vscode-button').first().click();
    await waitFor('four filter requests to the host', () => filters.length, { until: (count) => count === 4 });
    assert.deepEqual(filters.splice(0), [{ reviewer: 'wang.fang' }, { reviewer: 'liu.yang' }, { reviewer: 'wang.fang' }, { task: 'T2' }]);

    await bar('judge', 'reference · judge-b: agreement').click();
    await bar('judge', 't1-live · judge-a: unscored').focus();
    await page.keyboard.press('Enter');
    await page.locator('#judge table').nth(1).locator('vscode-button').nth(1).click();
    await waitFor('three filter requests to the host', () => filters.length, { until: (count) => count === 3 });
    assert.deepEqual(filters, [
      { judge: { template: 'reference', model: 'judge-b' } },
      { judge: { template: 't1-live', model: 'judge-a' } },
      { judge: { template: 't1-live', model: 'judge-a' } },
    ]);
    assert.match((await bar('judge', 'reference · judge-b: agreement').getAttribute('aria-label'))!, /Press Enter to show these items in the tree/);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('judge previews: agreement and unscored rate overall, by task type and by template and model, in tables and on hover; a task\'s bar filters the tree', async () => {
    const judge = judgeFigures([
      record('a', 'T1', 'pass', 'pass'),
      record('b', 'T1', 'fail', 'pass'),
      record('c', 'T1', 'unscored', 'pass', { reason: 'not JSON' }),
      record('d', 'T1', 'pass', 'pass', { at: '2026-11-19T10:00:00.000Z', item: 'a' }),
      record('e', 'T3', 'fail', 'fail', { template: 'reference', model: 'judge-b' }),
      record('deleted', 'T3', 'fail', 'pass'),
    ], { skippedLines: 1, items: new Set(['a', 'b', 'c', 'e']) });
    const { page, filters, problems } = await open({ ...figures, judge });
    assert.equal(await page.locator('#judge p').first().textContent(), '4 judged answers (the latest run of each): 66.7% agree with the expected verdict (2 of 3 answers compared; 1 left out: no expected verdict, or unscored); 25% of answers unscored (1 of 4).');
    assert.match((await page.locator('#judge').textContent())!, /Older runs not counted \(the same answer, template and model were judged again since\): 1/);
    assert.match((await page.locator('#judge').textContent())!, /Runs of items that are not in this workspace, not counted: 1/);
    assert.match((await page.locator('#judge').textContent())!, /Unreadable lines of the run record, skipped \(the FinBench Studio log says which\): 1/);
    assert.deepEqual(await tableRows(page, 'judge'), [
      ['T1', '3', '50% (1/2)', '1', '33.3% (1/3)'],
      ['T3', '1', '100% (1/1)', '0', '0% (0/1)'],
      ['reference · judge-b', '1', '100% (1/1)', '0', '0% (0/1)'],
      ['t1-live · judge-a', '3', '50% (1/2)', '1', '33.3% (1/3)'],
    ]);
    const hovers = await page.locator('#judge g[aria-label="bar"] rect title').allTextContents();
    for (const text of ['T1: agreement 50% (answers: 1 agreed of 2 compared, 1 left out)', 'T1: unscored 33.3% (answers: 1 of 3)', 'T3: agreement 100% (answers: 1 agreed of 1 compared, 0 left out)', 'T3: unscored 0% (answers: 0 of 1)', 'reference · judge-b: agreement 100% (answers: 1 agreed of 1 compared, 0 left out)', 't1-live · judge-a: unscored 33.3% (answers: 1 of 3)']) {
      assert.ok(hovers.includes(text), `hover "${text}" among ${JSON.stringify(hovers)}`);
    }
    await page.locator('#judge g[aria-label="bar"] rect[role="button"]').filter({ has: page.locator('title', { hasText: 'T3: agreement' }) }).click();
    await page.locator('#judge table vscode-button').first().click();
    await waitFor('two filter requests to the host', () => filters.length, { until: (count) => count === 2 });
    assert.deepEqual(filters, [{ task: 'T3' }, { task: 'T1' }]);
    await page.screenshot({ path: path.join(repoRoot, '.tmp/screenshots/dashboard-judge.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('judge previews: a template and model whose verdicts come from different judges (another endpoint or a swapped model) is marked mixed', async () => {
    const judge = (model: string, reportedModel: string) => ({ endpoint: 'http://127.0.0.1:8080/v1', requestedModel: model, reportedModel, templateId: 't1-live', templateHash: 'a'.repeat(64), params: { temperature: 0 }, structured: 'enforced' as const });
    const figuresOf = judgeFigures([
      record('a', 'T1', 'pass', 'pass', { judge: judge('judge-a', 'judge-a-2026-01') }),
      record('b', 'T1', 'fail', 'pass', { judge: judge('judge-a', 'judge-a-2026-06') }),
      record('e', 'T3', 'fail', 'fail', { template: 'reference', model: 'judge-b', judge: judge('judge-b', 'judge-b') }),
    ], { items: new Set(['a', 'b', 'e']) });
    const { page, problems } = await open({ ...figures, judge: figuresOf });
    assert.match((await page.locator('#judge .mixed-judges').textContent())!, /Verdicts from different judges are mixed under one name .*: t1-live · judge-a \(2\)$/);
    // One "template · model" column keeps the table within a half-width editor.
    assert.deepEqual((await tableRows(page, 'judge')).slice(2).map((row) => row[0]), ['reference · judge-b', 't1-live · judge-a ⚠ 2 judges mixed']);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('judge previews: a group with nothing to compare (no expected verdict, or every answer unscored) has no agreement bar, and "—" in its table row', async () => {
    const judge = judgeFigures([
      record('t', 'T1', 'unscored', 'pass', { reason: 'not JSON' }),
      record('o', 'OE', 'pass', 'pass', { expected: null }),
      record('p', 'T2', 'pass', 'pass'),
    ], { skippedLines: 0, items: new Set(['t', 'o', 'p']) });
    const { page, problems } = await open({ ...figures, judge });
    assert.deepEqual((await tableRows(page, 'judge')).slice(0, 3), [
      ['T1', '1', '—', '1', '100% (1/1)'],
      ['T2', '1', '100% (1/1)', '0', '0% (0/1)'],
      ['OE', '1', '—', '1', '0% (0/1)'],
    ]);
    const hovers = (await page.locator('#judge g[aria-label="bar"] rect title').allTextContents()).filter((h) => !h.includes('·'));
    assert.deepEqual(hovers.sort(), ['OE: unscored 0% (answers: 0 of 1)', 'T1: unscored 100% (answers: 1 of 1)', 'T2: agreement 100% (answers: 1 agreed of 1 compared, 0 left out)', 'T2: unscored 0% (answers: 0 of 1)']);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('a group of items without a task type is shown but filters nothing: its bars are no buttons and its table row has none', async () => {
    const row = (key: string) => ({ key, responses: 2, agreed: 1, disputed: 1, rate: 0.5, medianSeconds: null, timed: 0 });
    const agreement = { responses: 4, overall: 0.5, byReviewer: [row('wang.fang')], byTask: [row('T2'), row('unknown')] };
    const judge = judgeFigures([record('a', 'T1', 'pass', 'pass'), record('z', 'unknown' as JudgeRunRecord['task'], 'pass', 'pass')], { skippedLines: 0, items: new Set(['a', 'z']) });
    const { page, filters, problems } = await open({ ...figures, agreement, judge });
    for (const section of ['agreement', 'judge']) {
      const bars = page.locator(`#${section} g[aria-label="bar"] rect`);
      const unknownBars = bars.filter({ has: page.locator('title', { hasText: /^unknown:/ }) });
      assert.ok((await unknownBars.count()) > 0, `${section}: the unknown group has bars`);
      assert.deepEqual(await unknownBars.evaluateAll((rects) => rects.map((r) => r.getAttribute('role'))), Array(await unknownBars.count()).fill(null), `${section}: no button`);
      const unknownRow = page.locator(`#${section} table tbody tr`, { has: page.locator('td', { hasText: /^unknown$/ }) });
      assert.equal(await unknownRow.locator('vscode-button').count(), 0, `${section}: no button in the unknown row`);
      await unknownBars.first().dispatchEvent('click');
    }
    await page.locator('#agreement g[aria-label="bar"] rect[role="button"]').filter({ has: page.locator('title', { hasText: /^T2:/ }) }).click();
    await waitFor('one filter request to the host', () => filters.length, { until: (count) => count === 1 });
    assert.deepEqual(filters, [{ task: 'T2' }], 'only the known group asked for a filter');
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('in a narrow editor the page keeps its width: a wide table scrolls by itself; percentages align as numbers', async () => {
    const judge = judgeFigures([record('a', 'T1', 'pass', 'pass', { template: 'a-team-template-with-a-long-name', model: 'a-judge-model-with-a-long-name' })], { skippedLines: 0, items: new Set(['a']) });
    const { page, problems } = await open({ ...figures, judge });
    await page.setViewportSize({ width: 320, height: 700 });
    const widths = await page.locator('html').evaluate((html) => ({ page: html.scrollWidth, view: html.clientWidth }));
    assert.ok(widths.page <= widths.view, `the page does not scroll sideways (${JSON.stringify(widths)})`);
    const percentCells = await page.locator('#judge td').evaluateAll((cells) => cells.filter((td) => /%( \(\d+\/\d+\))?$/.test(td.textContent ?? '')).map((td) => td.className));
    assert.ok(percentCells.length >= 2 && percentCells.every((c) => c === 'number'), `percentages align as numbers: ${JSON.stringify(percentCells)}`);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('in a half-width editor the judge tables fit: long template and model names wrap, every heading and button is in view', async () => {
    const judge = judgeFigures([record('a', 'T1', 'pass', 'pass', { template: 'a-team-template-with-a-long-name', model: 'a-judge-model-with-a-long-name' })], { skippedLines: 0, items: new Set(['a']) });
    const { page, problems } = await open({ ...figures, judge }, zh);
    await page.setViewportSize({ width: 560, height: 800 });
    await waitFor('both judge tables', () => page.locator('#judge table').count(), { until: (count) => count === 2 });
    const fits = await page.locator('#judge .table-scroll').evaluateAll((scrollers) => scrollers.map((s) => ({ scroll: s.scrollWidth, view: s.clientWidth })));
    for (const f of fits) assert.ok(f.scroll <= f.view, `the table fits its editor (${JSON.stringify(fits)})`);
    const right = await page.locator('#judge th, #judge vscode-button').evaluateAll((els) => Math.max(...els.map((e) => e.getBoundingClientRect().right)));
    assert.ok(right <= 560, `every heading and button is in view (right edge ${right})`);
    await page.screenshot({ path: path.join(repoRoot, '.tmp/screenshots/dashboard-judge-half-width.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('the table buttons are VS Code buttons; counts have whole-number ticks; lint categories by name, in Chinese too', async () => {
    const lint = figures.lint.map((l) => (l.category === 'currency' ? { ...l, count: 2 } : l.category === 'fiscal-year' ? { ...l, count: 1 } : { ...l, count: 0 }));
    const { page, problems } = await open({ ...figures, lint }, zh);
    assert.ok((await page.locator('#counts table vscode-button').count()) > 0);
    assert.equal(await page.locator('#counts table vscode-button').first().getAttribute('aria-label'), '在树中显示', 'the icon button is named');
    assert.equal(await page.locator('#app button:not([role])').count(), 0, 'no plain buttons');
    const ticks = await page.locator('#lint svg g[aria-label="x-axis tick label"] text').allTextContents();
    assert.ok(ticks.length >= 2, `ticks ${JSON.stringify(ticks)}`);
    for (const tick of ticks) assert.match(tick, /^\d+$/, `a whole number: ${JSON.stringify(ticks)}`);
    const countTicks = await page.locator('#counts svg g[aria-label="y-axis tick label"] text').allTextContents();
    for (const tick of countTicks) assert.match(tick, /^\d+$/, `a whole number: ${JSON.stringify(countTicks)}`);
    assert.deepEqual(await tableRows(page, 'lint'), [['财年', '1'], ['币种', '2']].sort((a, b) => lint.findIndex((l) => zh[lintCategoryLabels[l.category]] === a[0]) - lint.findIndex((l) => zh[lintCategoryLabels[l.category]] === b[0])));
    const yLabels = await page.locator('#lint svg g[aria-label="y-axis tick label"] text').allTextContents();
    assert.ok(yLabels.includes('币种') && !yLabels.includes('currency'), `lint chart labels ${JSON.stringify(yLabels)}`);
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('draft and discarded have distinct colours where the theme greys its chart lines and disabled text alike (dark themes)', async () => {
    const { page, problems } = await open({ ...figures, counts: [{ task: 'T1', market: 'global', status: 'draft', count: 2 }, { task: 'T1', market: 'global', status: 'discarded', count: 1 }] });
    // Dark Modern's values: charts.lines and disabledForeground are the same translucent grey.
    await page.locator('body').evaluate((body) => {
      for (const [name, value] of Object.entries({ 'charts-lines': '#cccccc80', disabledForeground: '#cccccc80', 'charts-foreground': '#cccccc', foreground: '#cccccc' })) body.style.setProperty(`--vscode-${name}`, value);
      body.classList.add('vscode-dark');
    });
    await waitFor('the charts drawn in the dark theme', async () => (await page.locator('#counts svg').count()) > 0 && (await page.locator('body.vscode-dark').count()) === 1);
    const fills = await page.locator('#counts g[aria-label="bar"] rect').evaluateAll((rects) => rects.map((r) => ({ title: r.querySelector('title')?.textContent ?? '', fill: r.getAttribute('fill') ?? r.parentElement?.getAttribute('fill') })));
    const fillOf = (status: string) => fills.find((f) => f.title.includes(status))?.fill;
    assert.ok(fillOf('Draft') && fillOf('Discarded'), JSON.stringify(fills));
    assert.notEqual(fillOf('Draft'), fillOf('Discarded'), JSON.stringify(fills));
    assert.deepEqual(problems, []);
    await page.close();
  });

  test('the numbers follow the dataset; agreement by reviewer and task; Chinese texts', async () => {
    const { page, host, problems } = await open(figures, zh);
    assert.equal(await page.locator('h1').textContent(), 'FinBench 仪表板');
    const changed: DashboardData = {
      ...figures,
      items: 11,
      counts: [...figures.counts, { task: 'OE', market: 'global', status: 'discarded', count: 1 }],
      agreement: {
        responses: 4,
        overall: 0.75,
        byReviewer: [{ key: 'wang.fang', responses: 4, agreed: 3, disputed: 1, rate: 0.75, medianSeconds: null, timed: 0 }],
        byTask: [{ key: 'T2', responses: 4, agreed: 3, disputed: 1, rate: 0.75, medianSeconds: null, timed: 0 }],
      },
      judge: judgeFigures([record('a', 'T2', 'pass', 'pass'), record('b', 'T2', 'unscored', 'pass')]),
    };
    host.notify(didChange, changed);
    await waitFor('the new total', () => page.locator('.total').textContent(), { until: (total) => total === '11 个题目' });
    assert.equal((await tableRows(page, 'counts')).length, figures.counts.length + 1);
    assert.deepEqual(await tableRows(page, 'agreement'), [['wang.fang', '4', '3', '1', '75%'], ['T2', '4', '3', '1', '75%']]);
    assert.deepEqual(await tableRows(page, 'judge'), [['T2', '2', '100% (1/1)', '1', '50% (1/2)'], ['t1-live · judge-a', '2', '100% (1/1)', '1', '50% (1/2)']]);
    assert.match((await page.locator('#judge p').first().textContent())!, /2 个被评判的回答/);
    assert.match((await page.locator('#agreement g[aria-label="bar"] rect title').first().textContent())!, /wang\.fang: 75% \(3\/4\)/);
    await page.screenshot({ path: path.join(repoRoot, '.tmp/screenshots/dashboard-zh.png'), fullPage: true });
    assert.deepEqual(problems, []);
    await page.close();
  });
});

/** A run record line: one answer to `item` judged by t1-live on judge-a, or by `extra`'s template and model. */
function record(item: string, task: JudgeRunRecord['task'], verdict: JudgeRunRecord['verdict'], expected: 'pass' | 'fail', extra: Partial<JudgeRunRecord> = {}): JudgeRunRecord {
  return {
    v: 1, at: '2026-11-20T10:00:00.000Z', item, task, market: 'global', language: 'en', sample: { index: 0, hash: '0123456789abcdef' }, template: 't1-live',
    protocol: 'score', model: 'judge-a', verdict, expected: { verdict: expected, from: 'tolerance' }, repeats: 1, unscoredRepeats: verdict === 'unscored' ? 1 : 0, cached: false, via: 'panel', ...extra,
  };
}
