import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Frame, Page } from 'playwright-core';
import { waitFor } from '../poll';
import { repoRoot } from '../repoRoot';
import { launchBrowser, workbenchUrl } from '../runners/browser';
import { prepareWorkspace } from '../runners/workspace';

/** Shared steps of the UI end-to-end tests: a workbench on a fresh copy of the sample dataset. */
export async function openWorkbench(name: string) {
  const host = process.env.FINBENCH_CS_HOST;
  const work = process.env.FINBENCH_TEST_WORK;
  if (!host || !work) throw new Error('run the e2e tests through test/runners/run.ts (scripts/test.sh)');
  const folder = prepareWorkspace(path.join(work, `ws-${name}`));
  const browser = await launchBrowser();
  const { page } = browser;
  await page.goto(workbenchUrl(host, folder, repoRoot));
  await page.waitForSelector('.monaco-workbench', { timeout: 60_000 });
  await page.waitForSelector('.explorer-folders-view .monaco-list-row', { timeout: 60_000 });
  return { ...browser, folder };
}

/** Changes the user settings of the code-server the e2e tests share (test/runners/run.ts starts it). */
export function editUserSettings(change: (settings: Record<string, unknown>) => void): void {
  const file = path.join(process.env.FINBENCH_TEST_WORK!, 'server/user-data/User/settings.json');
  const settings = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;
  change(settings);
  writeFileSync(file, JSON.stringify(settings, null, 2));
}

/**
 * Runs a command from the palette, again while the extension's commands are still being registered or when a webview
 * that takes the focus as it loads closes the palette.
 */
export async function runCommand(page: Page, title: string): Promise<void> {
  const input = page.locator('.quick-input-widget input');
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: title }).first();
  await waitFor(`"${title}" run from the command palette`, async () => {
    await page.keyboard.press('F1');
    await input.waitFor({ state: 'visible', timeout: 15_000 });
    await input.fill(`>${title}`);
    try {
      // The row itself, not Enter: the palette highlights recently used commands first, and earlier tests used some.
      await row.click({ timeout: 3000 });
      return true;
    } catch (e) {
      await page.keyboard.press('Escape');
      throw e;
    }
  });
}

/**
 * The extension's editors as the workbench lists them (package.json's customEditors, named in package.nls.json), by
 * the file-name ending each opens by default (".item.json").
 */
const customEditors: [string, string][] = (() => {
  const manifest = JSON.parse(readFileSync(path.join(repoRoot, 'package.json'), 'utf8')) as { contributes: { customEditors: { displayName: string; selector: { filenamePattern: string }[] }[] } };
  const names = JSON.parse(readFileSync(path.join(repoRoot, 'package.nls.json'), 'utf8')) as Record<string, string>;
  return manifest.contributes.customEditors.flatMap(({ displayName, selector }) =>
    selector.map(({ filenamePattern }): [string, string] => [filenamePattern.replace(/^\*/, ''), names[displayName.replace(/^%|%$/g, '')] ?? displayName]));
})();

/** Opens a file by name through Quick Open; an item or a packet in the extension's editor. */
export async function quickOpen(page: Page, fileName: string): Promise<void> {
  await page.keyboard.press('Control+P');
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15_000 });
  await input.fill(fileName);
  const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: fileName }).first();
  await row.waitFor({ timeout: 15_000 });
  await row.click();
  const editor = customEditors.find(([ending]) => fileName.endsWith(ending))?.[1];
  if (editor) await inCustomEditor(page, fileName, editor);
}

/**
 * Waits until the file just opened shows in a webview editor. Opened right after the workbench appears, before it has
 * read the extension's editors, the file shows in the text editor instead: it is then reopened with `editor`.
 */
async function inCustomEditor(page: Page, fileName: string, editor: string): Promise<void> {
  const tab = page.locator('.tabs-container .tab.active', { hasText: fileName });
  // VS Code lays webviews over the editor group, outside it: a group that holds no text editor shows the webview.
  const textEditor = page.locator('.editor-group-container.active .editor-instance .monaco-editor');
  const shown = () => waitFor(`${fileName} shown in an editor`, async () => {
    if (!(await tab.count())) return undefined;
    if (await textEditor.count()) return 'text';
    return (await page.locator('iframe.webview').count()) ? 'webview' : undefined;
  });
  if ((await shown()) === 'webview') return;
  await waitFor(`${editor} offered by "Reopen Editor With"`, async () => {
    await runCommand(page, 'View: Reopen Editor With...');
    const row = page.locator('.quick-input-widget .monaco-list-row', { hasText: editor }).first();
    if (await row.waitFor({ timeout: 2000 }).then(() => true, () => false)) {
      await row.click();
      return true;
    }
    await page.keyboard.press('Escape');
    await page.locator('.quick-input-widget').waitFor({ state: 'hidden' });
    return undefined;
  });
  await waitFor(`${fileName} reopened in ${editor}`, shown, { until: (editorShown) => editorShown === 'webview' });
}

export function screenshotPath(name: string): string {
  const dir = path.join(repoRoot, '.tmp/screenshots');
  mkdirSync(dir, { recursive: true });
  return path.join(dir, `${name}.png`);
}

/** Answers the open quick pick (or input box): types `text`, waits for a row with `row` when given, presses Enter. */
export async function answer(page: Page, text: string, row?: string) {
  const input = page.locator('.quick-input-widget input');
  await input.waitFor({ state: 'visible', timeout: 15_000 });
  await input.fill(text);
  if (row) await page.locator('.quick-input-widget .monaco-list-row', { hasText: row }).first().waitFor({ timeout: 15_000 });
  const step = await quickInputStep(page);
  await page.keyboard.press('Enter');
  // The widget stays on screen between the steps of a multi-step input: the next answer must not go to this step.
  await waitFor(`the quick input past the step answered "${text}"`, () => quickInputStep(page), { until: (now) => now !== step });
}

/** What tells one quick input step from the next (its title, placeholder and value), or '' when none is shown. */
function quickInputStep(page: Page): Promise<string> {
  return page.locator('.quick-input-widget').evaluate((widget) => {
    if (!widget.checkVisibility()) return '';
    const input = widget.querySelector('input');
    return [widget.querySelector('.quick-input-title')?.textContent, input?.getAttribute('placeholder'), input?.value].join('\n');
  });
}

/** Switches the color theme from the palette, and waits until every webview on the page (one at least) is drawn in it. */
export async function useTheme(page: Page, theme: string) {
  await page.keyboard.press('F1');
  await page.locator('.quick-input-widget input').fill('>Preferences: Color Theme');
  // Not "Browse Color Themes in Marketplace", which the palette may list first.
  await page.locator('.quick-input-widget .monaco-list-row', { hasText: /^Preferences: Color Theme/ }).first().click();
  await answer(page, theme, theme);
  await waitFor(`every webview drawn in ${theme}`, () => webviewThemes(page), { until: (themes) => themes.length > 0 && themes.every((t) => t === theme) });
}

/** The theme each webview page on screen is drawn in (VS Code names it on the page's body as it sets the theme's colours). */
async function webviewThemes(page: Page): Promise<string[]> {
  const themes = await Promise.all(page.frames().map((frame) =>
    frame.evaluate(() => (globalThis as any).document.body?.dataset.vscodeThemeName as string | undefined).catch(() => undefined)));
  return themes.filter((t) => t !== undefined);
}

/** The form webview's page (VS Code nests it in two frames). */
export function formFrame(page: Page) {
  return page.frameLocator('iframe.webview.ready').frameLocator('#active-frame');
}

/** The frame whose document has `selector` (webviews nest their page two iframes deep). */
export function frameWith(page: Page, selector: string): Promise<Frame> {
  return waitFor(`a frame that shows ${selector}`, async () => {
    for (const frame of page.frames()) {
      if (await frame.locator(selector).count().catch(() => 0)) return frame;
    }
    return undefined;
  });
}
