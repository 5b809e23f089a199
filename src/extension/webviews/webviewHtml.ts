/** A view's HTML page. Pure (no vscode import), so the webview tests serve the very same page. */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { BUNDLE_MESSAGE, INITIAL_STATE_ID, PAGE_LOADED_ATTRIBUTE, type ReadyResult } from '../../protocol/view';

interface PageBase {
  /** `webview.cspSource`: the only origin styles, fonts and images may come from besides the page itself. */
  cspSource: string;
  /** A fresh random nonce per page: the only script and style element that apply are those carrying it. */
  nonce: string;
  /** The view's bundle (its webview URI), loaded as a module script carrying the nonce. */
  script: string;
  /** The view's style sheets (shared first, then the view's own), written into the page (see `readStyles`). */
  styles: string;
  /** The codicon style sheet (each icon links it in its shadow root) and its font (declared in the page). */
  codicons: { css: string; font: string };
  /** BCP 47 tag of the UI language. */
  lang: string;
  title: string;
  /** What the view starts from (its answer to `ready`), put in the page so the first render needs no round trip. */
  initial?: unknown;
}

/**
 * A view's page: the script's alone, or one that holds the view as HTML (`body`, see `prerendered`), painted before
 * its script runs; the script then takes it over. Such a page runs its bundle from `bundle`, its text, which the host
 * posts to it as it writes the page (`bundleMessage`): the page has it at its load event, with no request. A page
 * VS Code writes again on its own (a hidden editor shown again) has no such message: it loads the bundle from `script`.
 */
export type WebviewPage = PageBase & ({ body?: undefined; bundle?: undefined } | { body: string; bundle: string });

/** Reads a view's style sheets (paths relative to `root`, the extension's folder) for `webviewHtml`, in order. */
export function readStyles(root: string, styles: readonly string[]): string {
  return styles.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');
}

export function webviewHtml(page: WebviewPage): string {
  const csp = [
    "default-src 'none'",
    // The bundle posted to a page that holds its view runs as a script the page adds: its hash lets exactly that text run.
    `script-src 'nonce-${page.nonce}'${page.body === undefined ? '' : ` '${bundleHash(page.bundle)}'`}`,
    `style-src ${page.cspSource} 'nonce-${page.nonce}'`,
    `font-src ${page.cspSource}`,
    `img-src ${page.cspSource} data:`,
  ].join('; ');
  // The icon component finds the codicon style sheet by this element's id and links it in each icon's shadow root, and
  // uses the font declared here (a font declared in a shadow root is not used; this declaration, after the sheet's
  // own, is the one used). The page loads both beside its script, before its load event, so the view (rendered after
  // that event) shows its icons at once instead of each icon waiting for the sheet and the font.
  const fontFace = `@font-face { font-family: "codicon"; font-display: block; src: url("${cssUrl(page.codicons.font)}") format("truetype"); }`;
  // A page that holds its view (`body`) needs nothing else to paint: VS Code shows the frame at its load event, so the
  // script runs and the icons are asked for only then (see `takeOverAfterPaint`); any other page loads them with itself.
  const resources =
    page.body === undefined
      ? `  <link id="${CODICON_SHEET_ID}" rel="stylesheet" href="${escape(page.codicons.css)}">
  <link rel="preload" as="font" type="font/ttf" crossorigin href="${escape(page.codicons.font)}">\n`
      : '';
  const script =
    page.body === undefined ? `<script type="module" nonce="${page.nonce}" src="${escape(page.script)}"></script>` : `<script nonce="${page.nonce}">${takeOverAfterPaint(page)}</script>`;
  return `<!DOCTYPE html>
<html lang="${escape(page.lang)}">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${csp}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
${resources}  <style nonce="${page.nonce}">
${fontFace}
${styleText(page.styles)}
  </style>
  <title>${escape(page.title)}</title>
</head>
<body>
  <main id="app" aria-busy="true">${page.body ?? ''}</main>
${page.initial === undefined ? '' : `  <script type="application/json" id="${INITIAL_STATE_ID}">${jsonInHtml(page.initial)}</script>\n`}  ${script}
</body>
</html>`;
}

/**
 * A view's first state as HTML for its page, from the view's prerender module (`webview/<view>/prerender.ts`, built
 * to `dist/prerender/<view>.js` under `root`, the extension's folder): undefined when the view has none to show.
 */
export function prerendered(root: string, view: string, ready: ReadyResult<unknown>): string | undefined {
  // Loaded at run time from the built file (the host does not bundle the webview's layout code).
  const module = require(path.join(root, 'dist', 'prerender', `${view}.js`)) as { prerender(ready: ReadyResult<unknown>): string | undefined };
  return module.prerender(ready);
}

/** The id the icon component finds the codicon style sheet by. */
const CODICON_SHEET_ID = 'vscode-codicon-stylesheet';

/** The message the host posts to a page that holds its view, right after writing it: the view's bundle (`WebviewPage`). */
export function bundleMessage(bundle: string): Record<string, string> {
  return { [BUNDLE_MESSAGE]: bundle };
}

/** Built bundles' texts and their CSP hashes, each made once per extension host: a bundle changes only with a build, which a reload brings. */
const bundleTexts = new Map<string, string>();
const bundleHashes = new Map<string, string>();

/** The text of the built bundle at `file`, for a page that holds its view (`WebviewPage`). */
export function bundleText(file: string): string {
  let text = bundleTexts.get(file);
  if (text === undefined) bundleTexts.set(file, (text = readFileSync(file, 'utf8')));
  return text;
}

/** The CSP source that lets exactly `bundle` run. */
function bundleHash(bundle: string): string {
  let hash = bundleHashes.get(bundle);
  if (hash === undefined) bundleHashes.set(bundle, (hash = `sha256-${createHash('sha256').update(bundle).digest('base64')}`));
  return hash;
}

/**
 * A script (classic, inline, carrying the nonce) that keeps the bundle the host posts (`bundleMessage`) and, at the
 * page's load event (when VS Code shows the frame), adds the icons' style sheet (before the page's styles: the font
 * declared there is the one used, as in a page that links the sheet), starts loading their font and marks the page
 * loaded for the view (`PAGE_LOADED_ATTRIBUTE`: its script comes after the event). After the page's first paint it
 * runs the bundle: the posted text (VS Code hands a page the messages posted to it at its load event), or else the
 * bundle's file (a page VS Code wrote again on its own gets no message).
 */
function takeOverAfterPaint(page: WebviewPage): string {
  const [css, font, script, nonce, key] = [page.codicons.css, page.codicons.font, page.script, page.nonce, BUNDLE_MESSAGE].map(jsonInHtml);
  return `let bundle;
addEventListener('message', (e) => {
  if (bundle !== undefined || typeof e.data?.[${key}] !== 'string') return;
  bundle = e.data[${key}];
  e.stopImmediatePropagation();
});
addEventListener('load', () => {
  const add = (tag, props) => document.head.prepend(Object.assign(document.createElement(tag), props));
  add('link', { id: ${jsonInHtml(CODICON_SHEET_ID)}, rel: 'stylesheet', href: ${css} });
  add('link', { rel: 'preload', as: 'font', type: 'font/ttf', crossOrigin: 'anonymous', href: ${font} });
  document.documentElement.setAttribute(${jsonInHtml(PAGE_LOADED_ATTRIBUTE)}, '');
  requestAnimationFrame(() => setTimeout(() => {
    const run = document.createElement('script');
    if (bundle === undefined) Object.assign(run, { nonce: ${nonce}, src: ${script} });
    else run.text = bundle;
    bundle = '';
    document.body.append(run);
  }));
}, { once: true });`;
}

/** JSON that cannot end its script element or open a comment there: every `<` is written `\u003c` (JSON.parse reads it back). */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A style sheet's text as the content of its element: `</style` (which would end the element) is written `<\/style`,
 * the same text in a CSS string or comment, the only places it can occur.
 */
export function styleText(text: string): string {
  return text.replace(/<\/(?=style)/gi, '<\\/');
}

/** A URL inside `url("…")`. */
function cssUrl(url: string): string {
  return url.replace(/["\\\n]/g, (c) => `\\${c === '\n' ? 'a ' : c}`);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
