/** A view's HTML page. Pure (no vscode import), so the webview tests serve the very same page. */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { INITIAL_STATE_ID } from '../../protocol/view';

export interface WebviewPage {
  /** `webview.cspSource`: the only origin styles, fonts and images may come from besides the page itself. */
  cspSource: string;
  /** A fresh random nonce per page: the only script and style element that apply are those carrying it. */
  nonce: string;
  /**
   * The view's bundle and style sheets (shared first, then the view's own), written into the page: nothing waits for
   * VS Code's resource loading before the script runs (see `readPageSources`).
   */
  sources: PageSources;
  /** The codicon style sheet (each icon links it in its shadow root) and its font (declared in the page). */
  codicons: { css: string; font: string };
  /** BCP 47 tag of the UI language. */
  lang: string;
  title: string;
  /** What the view starts from (its answer to `ready`), put in the page so the first render needs no round trip. */
  initial?: unknown;
}

/** The texts a page holds: its script and its styles. */
export interface PageSources {
  script: string;
  styles: string;
}

/** Reads a view's bundle and style sheets (paths relative to `root`, the extension's folder) for `webviewHtml`. */
export function readPageSources(root: string, bundle: string, styles: readonly string[]): PageSources {
  const read = (file: string) => readFileSync(path.join(root, file), 'utf8');
  return { script: read(bundle), styles: styles.map(read).join('\n') };
}

export function webviewHtml(page: WebviewPage): string {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${page.nonce}'`,
    `style-src ${page.cspSource} 'nonce-${page.nonce}'`,
    `font-src ${page.cspSource}`,
    `img-src ${page.cspSource} data:`,
  ].join('; ');
  // The icon component finds the codicon style sheet by this element's id and links it in each icon's shadow root;
  // the page itself needs none of it (`disabled`: not loaded), only its font, declared here (a font declared in a
  // shadow root is not used). Nothing is loaded before the page's load event, so VS Code shows the frame at once.
  const fontFace = `@font-face { font-family: "codicon"; font-display: block; src: url("${cssUrl(page.codicons.font)}") format("truetype"); }`;
  return `<!DOCTYPE html>
<html lang="${escape(page.lang)}">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${csp}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <link id="vscode-codicon-stylesheet" rel="stylesheet" disabled href="${escape(page.codicons.css)}">
  <style nonce="${page.nonce}">
${fontFace}
${rawText(page.sources.styles, 'style')}
  </style>
  <title>${escape(page.title)}</title>
</head>
<body>
  <main id="app" aria-busy="true"></main>
${page.initial === undefined ? '' : `  <script type="application/json" id="${INITIAL_STATE_ID}">${jsonInHtml(page.initial)}</script>\n`}  <script type="module" nonce="${page.nonce}">${rawText(page.sources.script, 'script')}</script>
</body>
</html>`;
}

/** JSON that cannot end its script element or open a comment there: every `<` is written `\u003c` (JSON.parse reads it back). */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * A script's or style sheet's text as the content of its element: `</script` or `</style` (which would end the
 * element) is written `<\/…`, the same text in a JS or CSS string, template, regular expression or comment, the only
 * places it can occur. A script with `<!--` or `<script` (which change how the HTML parser finds its end) is refused.
 */
export function rawText(text: string, element: 'script' | 'style'): string {
  const escaped = text.replace(new RegExp(`</(?=${element})`, 'gi'), '<\\/');
  if (element === 'script' && /<!--|<script/i.test(escaped)) throw new Error('A webview bundle holds "<!--" or "<script" and cannot be written into its page.');
  return escaped;
}

/** A URL inside `url("…")`. */
function cssUrl(url: string): string {
  return url.replace(/["\\\n]/g, (c) => `\\${c === '\n' ? 'a ' : c}`);
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
