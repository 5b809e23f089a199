// Time from opening an item file to the form's fields on screen (the page the extension writes holds them), to an
// interactive form (the script has taken it over) and to the whole form rendered, beside the same file opening in the
// text editor and in an empty webview custom editor (the floor: VS Code's own webview start, which no form can go
// below), in code-server through Chromium. Also the same form as a static page: its rendered fields as plain HTML
// controls with its style sheets, no script and nothing to load (what showing this much of an item costs with no code
// at all). Each figure is the median of alternated runs; ratios are to the floor and to the static page of the same
// run, with the load average (the machine may be shared). Prints figures only; it never asserts timings.
// The bench measures the production build (minified, no source maps: what users install); it builds it first.
// Run: source scripts/toolchain.sh && ensure_code_server && ensure_chromium && node esbuild.mjs && node test/bench/openEditor.mjs
import { execFileSync } from 'node:child_process';
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { startCodeServer } from '../../out/scripts/codeServer.js';
import { launchBrowser, workbenchUrl } from '../../out/test/runners/browser.js';
import { prepareWorkspace } from '../../out/test/runners/workspace.js';

const RUNS = 7;
const SAMPLE = 't1-global-nvda-low.item.json';
const root = path.resolve(import.meta.dirname, '../..');

if (!process.env.CODE_SERVER_ENTRY) {
  console.log('openEditor: skipped (needs code-server: source scripts/toolchain.sh && ensure_code_server && ensure_chromium)');
  process.exit(0);
}

execFileSync(process.execPath, ['esbuild.mjs', '--production'], { cwd: root, stdio: 'inherit' });

// Two copies of the same bytes: one opens in the form (the default), one in the text editor (by association).
const work = path.join(root, '.tmp/bench-open-editor');
rmSync(work, { recursive: true, force: true });
const folder = prepareWorkspace(path.join(work, 'ws'), false);
copyFileSync(path.join(folder, SAMPLE), path.join(folder, 'bench-form.item.json'));
copyFileSync(path.join(folder, SAMPLE), path.join(folder, 'bench-text.item.json'));
copyFileSync(path.join(folder, SAMPLE), path.join(folder, 'bench-floor.floor.json'));
copyFileSync(path.join(folder, SAMPLE), path.join(folder, 'bench-static.static.json'));

// The floor: the extension as built, plus a custom editor that shows an empty page the way the form's page is
// set: the same webview options, the same CSP with a fresh nonce, the same \`#app\` — and no style sheet, script
// or state (code-server loads one development extension, so the bench makes one that holds both).
const benchExtension = path.join(work, 'extension');
mkdirSync(benchExtension, { recursive: true });
for (const folderName of ['dist', 'media', 'schemas', 'l10n']) symlinkSync(path.join(root, folderName), path.join(benchExtension, folderName));
for (const file of ['package.nls.json', 'package.nls.zh-cn.json']) copyFileSync(path.join(root, file), path.join(benchExtension, file));
const manifest = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
manifest.main = './benchMain.js';
manifest.contributes.customEditors.push({ viewType: 'bench.floor', displayName: 'Empty webview', selector: [{ filenamePattern: '*.floor.json' }], priority: 'default' });
manifest.contributes.customEditors.push({ viewType: 'bench.static', displayName: 'Static form', selector: [{ filenamePattern: '*.static.json' }], priority: 'default' });
// The static form's styles: the form's own sheets, and the look of the components for the plain controls standing in.
writeFileSync(
  path.join(benchExtension, 'static.css'),
  ['form', 'itemEditor'].map((sheet) => readFileSync(path.join(root, `media/${sheet}.css`), 'utf8')).join('\n') +
    `
select.plain { box-sizing: border-box; width: 100%; font: inherit; color: var(--vscode-input-foreground);
  background: var(--vscode-input-background); border: 1px solid var(--vscode-settings-textInputBorder, transparent); border-radius: 2px; padding: 3px 4px; }
:focus { outline: 1px solid var(--vscode-focusBorder); outline-offset: -1px; }
summary { background: var(--vscode-sideBarSectionHeader-background); padding: 4px; font-weight: 700; }
button.plain { font: inherit; color: var(--vscode-button-foreground); background: var(--vscode-button-background); border: 0; padding: 4px 11px; border-radius: 2px; }
.badge { background: var(--vscode-badge-background); color: var(--vscode-badge-foreground); border-radius: 11px; padding: 2px 6px; }
`,
);
writeFileSync(path.join(benchExtension, 'package.json'), JSON.stringify(manifest));
writeFileSync(
  path.join(benchExtension, 'benchMain.js'),
  `const vscode = require('vscode');
const extension = require('./dist/extension.js');
exports.activate = (context) => {
  context.subscriptions.push(vscode.window.registerCustomEditorProvider('bench.floor', {
    resolveCustomTextEditor(document, panel) {
      const { webview } = panel;
      webview.options = { enableScripts: true, localResourceRoots: ['dist', 'media'].map((folder) => vscode.Uri.joinPath(context.extensionUri, folder)) };
      const nonce = require('node:crypto').randomBytes(16).toString('base64');
      const csp = ["default-src 'none'", \`script-src 'nonce-\${nonce}'\`, \`style-src \${webview.cspSource}\`, \`font-src \${webview.cspSource}\`, \`img-src \${webview.cspSource} data:\`].join('; ');
      webview.html = \`<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="\${csp}"><title>Empty</title></head><body><main id="app">\${document.lineCount} lines</main></body></html>\`;
    },
  }));
  // The static form: the page holds the form (captured by the bench) and its styles, under the same CSP; no script.
  context.subscriptions.push(vscode.window.registerCustomEditorProvider('bench.static', {
    resolveCustomTextEditor(document, panel) {
      const read = (file) => require('node:fs').readFileSync(require('node:path').join(__dirname, file), 'utf8');
      const nonce = require('node:crypto').randomBytes(16).toString('base64');
      const csp = ["default-src 'none'", \`style-src 'nonce-\${nonce}'\`].join('; ');
      panel.webview.html = \`<!DOCTYPE html><html lang="en"><head><meta charset="UTF-8"><meta http-equiv="Content-Security-Policy" content="\${csp}"><style nonce="\${nonce}">\${read('static.css')}</style><title>Static</title></head><body><main id="app">\${read('static-form.html')}</main></body></html>\`;
    },
  }));
  return extension.activate(context);
};
exports.deactivate = extension.deactivate;`,
);
mkdirSync(path.join(folder, '.vscode'));
writeFileSync(path.join(folder, '.vscode/settings.json'), JSON.stringify({ 'workbench.editorAssociations': { '**/bench-text.item.json': 'default' } }));

const server = await startCodeServer({ workDir: path.join(work, 'server') });
const browser = await launchBrowser();
const { page } = browser;
try {
  await page.goto(workbenchUrl(server.host, folder, benchExtension));
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
  await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60_000 });
  const form = page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');

  /**
   * Writes the form on screen as the static form's page: each component is replaced by the plain control (or element)
   * that shows the same: a select by a select of its options, a section by an open details element, and so on;
   * attributes and children are kept. The text boxes, native already, keep their values.
   */
  async function captureStaticForm() {
    const html = await form.locator('#app').evaluate((app) => {
      const copy = app.cloneNode(true);
      const live = [...app.querySelectorAll('*')];
      [...copy.querySelectorAll('*')].forEach((element, i) => {
        const source = live[i];
        const plain = (tag) => Object.assign(document.createElement(tag), { className: 'plain' });
        let stand;
        switch (element.tagName.toLowerCase()) {
          // The form's own text controls are native: kept, with what they show written into the page.
          case 'input':
            element.setAttribute('value', source.value);
            return;
          case 'textarea':
            element.textContent = source.value;
            return;
          case 'vscode-single-select':
            stand = plain('select');
            for (const option of source.options ?? []) {
              const item = Object.assign(document.createElement('option'), { value: option.value, textContent: option.label ?? option.value });
              if (option.value === source.value) item.setAttribute('selected', '');
              stand.append(item);
            }
            break;
          case 'vscode-collapsible':
            stand = document.createElement('details');
            stand.setAttribute('open', '');
            stand.append(Object.assign(document.createElement('summary'), { textContent: source.heading ?? '' }));
            stand.append(...element.childNodes);
            break;
          case 'vscode-button':
          case 'vscode-toolbar-button':
            stand = plain('button');
            stand.append(...element.childNodes);
            break;
          case 'vscode-badge':
            stand = Object.assign(document.createElement('span'), { className: 'badge' });
            stand.append(...element.childNodes);
            break;
          case 'vscode-icon':
            stand = document.createElement('span');
            break;
          default:
            return;
        }
        for (const { name, value } of element.attributes) if (name !== 'value' && name !== 'class') stand.setAttribute(name, value);
        element.replaceWith(stand);
      });
      return copy.innerHTML;
    });
    writeFileSync(path.join(benchExtension, 'static-form.html'), html);
  }

  /** Runs a command from the palette (retrying while the extension's contributions are still being registered). */
  async function command(title) {
    for (;;) {
      await page.keyboard.press('F1');
      const input = page.locator('.quick-input-widget input');
      try {
        await input.waitFor({ state: 'visible' });
        // An editor that takes the focus as it loads closes the palette: then it is opened again.
        await input.fill(`>${title}`, { timeout: 3000 });
        await page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first().waitFor({ timeout: 3000 });
        break;
      } catch {
        await page.keyboard.press('Escape');
      }
    }
    await page.keyboard.press('Enter');
  }

  /**
   * Waits until the workbench offers the form for item files, without starting a webview (the first open is measured):
   * the text editor's file is reopened with "Reopen Editor With…", whose list names the form once its contribution is
   * known. A click before that opens the item in the text editor, and the open never gets ready.
   */
  async function formEditorKnown() {
    const deadline = performance.now() + 60_000;
    await page.locator('.explorer-folders-view .monaco-list-row', { hasText: 'bench-text.item.json' }).click();
    await page.locator('.editor-instance .view-lines', { hasText: '"schemaVersion"' }).waitFor({ timeout: 60_000 });
    for (;;) {
      await command('View: Reopen Editor With...');
      const offered = await page.locator('.quick-input-widget .monaco-list-row', { hasText: 'FinBench Item Form' }).first().waitFor({ timeout: 2000 }).then(() => true, () => false);
      await page.keyboard.press('Escape');
      await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
      if (offered) break;
      if (performance.now() > deadline) throw new Error('the workbench never offered the item form');
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    await command('View: Close All Editors');
    await page.waitForFunction(() => !document.querySelector('.tabs-container .tab'));
  }

  /** Milliseconds from clicking the file in the explorer to `ready` resolving (and to each of its steps); then closes every editor. */
  async function timeOpen(fileName, ready, afterReady) {
    const row = page.locator('.explorer-folders-view .monaco-list-row', { hasText: fileName });
    const clickedAt = await page.evaluate(() => performance.timeOrigin + performance.now());
    const start = performance.now();
    await row.click();
    const ms = await ready(() => performance.now() - start, clickedAt);
    await afterReady?.();
    await command('View: Close All Editors');
    await page.waitForFunction(() => !document.querySelector('.tabs-container .tab'));
    return ms;
  }
  const figures = { fields: [], live: [], form: [], whole: [], text: [], written: [], paint: [], floor: [], floorWritten: [], floorPaint: [], static: [], staticWritten: [], staticPaint: [] };
  /** The first webview of the session, step by step (ms after the click), from the workbench's and the webview frame's own marks. */
  const firstOpen = [];
  async function firstOpenSteps(clickedAt) {
    const outer = await (await page.locator('iframe.webview.ready').elementHandle()).contentFrame();
    const marks = (frame, names) => frame.evaluate((list) => list.map((name) => {
      const entry = performance.getEntriesByName(name).at(-1);
      return entry ? performance.timeOrigin + entry.startTime : null;
    }), names);
    const [model, content, ready] = await marks(page, ['code/didResolveTextFileEditorModel', 'webview/webviewElement/set-content', 'webview/webviewElement/webview-ready']);
    const [started, worker, written] = await marks(outer, ['webview/index.html/content/started', 'webview/index.html/content/workerReady', 'webview/index.html/content/wroteInnerContent']);
    const steps = [
      ['the document read (workbench)', model],
      ['the page given by the extension host', content],
      ["VS Code's webview frame loaded", ready],
      ['the content handed to the frame', started],
      ["the webview's service worker ready", worker],
      ['the page written into its frame', written],
    ];
    for (const [name, at] of steps) firstOpen.push(`  ${name.padEnd(40)} ${at === null ? '—' : `${(at - clickedAt).toFixed(0).padStart(6)} ms`}`);
  }
  /**
   * The shown webview's steps, read afterwards from the frames' own clocks (waiting for each on the way would add
   * round trips to the measured open): VS Code wrote the page into its frame (script and styles are in it), the first paint.
   */
  async function pageTimings(clickedAt, { written, paint, live }) {
    const outer = await (await page.locator('iframe.webview.ready').elementHandle()).contentFrame();
    const inner = outer.childFrames()[0];
    await inner.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 60_000 });
    const at = (frame, read) => frame.evaluate(read).then((t) => t - clickedAt);
    written.push(await at(outer, () => performance.timeOrigin + performance.getEntriesByName('webview/index.html/content/wroteInnerContent').at(-1).startTime));
    paint.push(await at(inner, () => performance.timeOrigin + performance.getEntriesByName('first-contentful-paint')[0].startTime));
    // The form marks its live form's first render (ItemEditorApp's LIVE_FORM_MARK).
    live?.push(await at(inner, () => performance.timeOrigin + performance.getEntriesByName('finbench/liveForm')[0].startTime));
  }
  /** The question's field (in `scope`) shows the item's question: one CSS locator in the frame, as for the floor. */
  const questionShown = (scope) => {
    const question = form.locator(`${scope} [data-pointer="/question"] textarea`);
    return poll(async () => (await question.count()) === 1 && (await question.inputValue()).startsWith('What was the lowest price'));
  };
  /**
   * Fields seen = the question's value in the frame (the page's own form, before the script, or the live one), as a
   * poll sees it: the frame answers only between its script's tasks, so the first paint (read afterwards from the
   * frame's clock) is when they are on screen; interactive = the live form's question field shows it; then the whole form = every section on the page and
   * rendered (the page no longer busy).
   */
  const formReady = async (elapsed, clickedAt) => {
    await questionShown('#app');
    figures.fields.push(elapsed());
    await questionShown('.form:not(.prerendered)');
    const ms = elapsed();
    await poll(async () => (await form.locator('#app:not([aria-busy]) .form').count()) === 1);
    figures.whole.push(elapsed());
    if (!firstOpen.length) await firstOpenSteps(clickedAt);
    await pageTimings(clickedAt, { written: figures.written, paint: figures.paint, live: figures.live });
    return ms;
  };
  /** The static form shows the question (found as the form's is). */
  const staticReady = async (elapsed, clickedAt) => {
    await questionShown('#app');
    const ms = elapsed();
    await pageTimings(clickedAt, { written: figures.staticWritten, paint: figures.staticPaint });
    return ms;
  };
  /** The empty webview's page shows its one line of text (found the way the form's field is: a locator in the frame). */
  const floorReady = async (elapsed, clickedAt) => {
    await poll(async () => (await form.locator('#app', { hasText: 'lines' }).count()) === 1);
    const ms = elapsed();
    await pageTimings(clickedAt, { written: figures.floorWritten, paint: figures.floorPaint });
    return ms;
  };
  /**
   * Asks every 5 ms until `check` is true. (A locator's own wait backs off to 100 and 500 ms between tries while the
   * frame is not there yet, which would round a slower page's time up far more than a quick one's.)
   */
  async function poll(check) {
    const deadline = performance.now() + 60_000;
    let failure;
    const tried = () => check().catch((error) => {
      failure = error;
      return false;
    });
    while (!(await tried())) {
      if (performance.now() > deadline) throw new Error(`not ready within 60 s (${await stuckState()}; last error: ${failure?.message ?? 'none'})`);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }
  /** What the workbench shows when an open never got ready: its webview frames and tabs, and a screenshot. */
  async function stuckState() {
    const shot = path.join(root, '.tmp', `bench-open-editor-stuck-${Date.now()}.png`);
    await page.screenshot({ path: shot }).catch(() => undefined);
    // The server's and extension host's logs, kept past the next run (which clears the work folder).
    cpSync(path.join(work, 'server'), `${shot}.logs`, { recursive: true, filter: (file) => !path.extname(file) || file.endsWith('.log') });
    const frames = await page.locator('iframe.webview').count();
    const ready = await page.locator('iframe.webview.ready').count();
    const tabs = await page.locator('.tabs-container .tab').allInnerTexts();
    const app = await form.locator('#app').evaluate((el) => el.outerHTML.slice(0, 300), undefined, { timeout: 5000 }).catch((error) => `#app not read: ${error.message.split('\n')[0]}`);
    const editor = await page.locator('.editor-group-container').first().innerText({ timeout: 5000 }).catch(() => '(not read)');
    return `${frames} webview frames, ${ready} ready, tabs ${JSON.stringify(tabs)}, editor text ${JSON.stringify(editor.slice(0, 300))}, ${app}; screenshot ${shot}`;
  }
  /** Runs `open` under a Chromium trace of the page's renderer (the workbench and its webviews), written to `file`. */
  async function traced(file, open) {
    const cdp = await page.context().newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', ({ value }) => events.push(...value));
    const complete = new Promise((resolve) => cdp.once('Tracing.tracingComplete', resolve));
    const includedCategories = ['toplevel', 'devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing', 'v8.execute', 'loading', 'blink', 'disabled-by-default-v8.cpu_profiler'];
    await cdp.send('Tracing.start', { transferMode: 'ReportEvents', traceConfig: { includedCategories } });
    const result = await open();
    await cdp.send('Tracing.end');
    await complete;
    writeFileSync(file, JSON.stringify({ traceEvents: events }));
    await cdp.detach();
    return result;
  }
  const textReady = async (elapsed) => {
    await page.locator('.editor-instance .view-lines', { hasText: '"schemaVersion"' }).waitFor({ timeout: 60_000 });
    return elapsed();
  };

  // The form is the default editor only once the extension's contributions are known.
  await command('FinBench: Show Log');
  await formEditorKnown();
  const loadBefore = loadavg().map((l) => l.toFixed(2)).join(' ');
  for (let run = 0; run <= RUNS; run++) {
    const openForm = () => timeOpen('bench-form.item.json', formReady, run === 0 ? captureStaticForm : undefined);
    figures.form.push(await (process.env.FINBENCH_BENCH_TRACE && run === 3 ? traced(process.env.FINBENCH_BENCH_TRACE, openForm) : openForm()));
    figures.static.push(await timeOpen('bench-static.static.json', staticReady));
    figures.text.push(await timeOpen('bench-text.item.json', textReady));
    figures.floor.push(await timeOpen('bench-floor.floor.json', floorReady));
  }
  const median = (list) => [...list].sort((a, b) => a - b)[Math.floor(list.length / 2)];
  const load = () => loadavg().map((l) => l.toFixed(2)).join(' ');
  const row = (name, list) => `${name.padEnd(46)} first ${list[0].toFixed(0).padStart(5)} ms   median of next ${RUNS} ${median(list.slice(1)).toFixed(0).padStart(5)} ms`;
  console.log(`Open ${SAMPLE} in code-server (click in the explorer → ready), ${RUNS} alternated runs after a first one, load average before ${loadBefore}:`);
  console.log(`The first webview of the session (the form) after the click, step by step:\n${firstOpen.join('\n')}`);
  const rows = {
    floorWritten: 'floor: page written into its frame',
    floorPaint: 'floor: first paint',
    floor: 'floor: empty webview editor shown',
    staticWritten: 'static page: written into its frame',
    staticPaint: 'static page: first paint',
    static: 'static page (plain HTML, no script): shown',
    written: 'form: page written into its frame',
    paint: 'form: first paint (the page holds the fields)',
    fields: "form: fields seen by the bench's poll",
    live: "form: live form rendered (the page's clock)",
    form: 'form: interactive (the live form)',
    whole: 'form: whole form rendered',
    text: 'text editor: text shown',
  };
  for (const [key, name] of Object.entries(rows)) console.log(row(name, figures[key]));
  const ratio = (a, b) => `${(median(figures[a].slice(1)) / median(figures[b].slice(1))).toFixed(2)}×`;
  console.log('Ratios of the medians:');
  console.log(`  static page shown / floor                 ${ratio('static', 'floor')}`);
  console.log(`  form first paint / static first paint     ${ratio('paint', 'staticPaint')}   / floor first paint ${ratio('paint', 'floorPaint')}   (the fields on screen; goal: at the static page's)`);
  console.log(`  form fields seen / static page shown      ${ratio('fields', 'static')}   (a poll: the frame answers it only between its script's tasks)`);
  console.log(`  form interactive / static page shown      ${ratio('form', 'static')}   / floor ${ratio('form', 'floor')}   (goal: ≤ 1.15× the static page)`);
  console.log(`  live form (page's clock) / static paint   ${ratio('live', 'staticPaint')}   (the same step without the poll's round trips into a busy frame)`);
  console.log(`  whole form / static page shown            ${ratio('whole', 'static')}   / floor ${ratio('whole', 'floor')}`);
  // What the poll adds after a page has what it looks for (its first look into a new webview is part of it).
  const after = (a, b) => `${median(figures[a].slice(1).map((ms, i) => ms - figures[b][i + 1])).toFixed(0).padStart(4)} ms`;
  console.log(`Poll after the page had it (medians of the per-open differences): static page ${after('static', 'staticPaint')} after its first paint; live form ${after('form', 'live')} after its render`);
  console.log(`  form interactive / text editor            ${ratio('form', 'text')}`);
  console.log(`Load average after ${load()} (1, 5, 15 min; ${availableParallelism()} cores)`);
} finally {
  await browser.close();
  await server.stop();
}
