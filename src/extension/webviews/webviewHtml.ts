/** A view's HTML page. Pure (no vscode import), so the webview tests serve the very same page. */
import { INITIAL_STATE_ID } from '../../protocol/view';

export interface WebviewPage {
  /** `webview.cspSource`: the only origin styles, fonts and images may come from. */
  cspSource: string;
  /** A fresh random nonce per page: the only script that runs is the one carrying it. */
  nonce: string;
  scriptUri: string;
  /** The shared style sheets first, then the view's own. */
  styleUris: readonly string[];
  codiconsUri: string;
  /** BCP 47 tag of the UI language. */
  lang: string;
  title: string;
  /** What the view starts from (its answer to `ready`), put in the page so the first render needs no round trip. */
  initial?: unknown;
}

export function webviewHtml(page: WebviewPage): string {
  const csp = [
    "default-src 'none'",
    `script-src 'nonce-${page.nonce}'`,
    `style-src ${page.cspSource}`,
    `font-src ${page.cspSource}`,
    `img-src ${page.cspSource} data:`,
  ].join('; ');
  return `<!DOCTYPE html>
<html lang="${escape(page.lang)}">
<head>
  <meta charset="UTF-8">
  <meta http-equiv="Content-Security-Policy" content="${csp}">
  <meta name="viewport" content="width=device-width, initial-scale=1.0">
  <link id="vscode-codicon-stylesheet" rel="stylesheet" href="${escape(page.codiconsUri)}">
${page.styleUris.map((uri) => `  <link rel="stylesheet" href="${escape(uri)}">\n`).join('')}  <title>${escape(page.title)}</title>
</head>
<body>
  <main id="app" aria-busy="true"></main>
${page.initial === undefined ? '' : `  <script type="application/json" id="${INITIAL_STATE_ID}">${jsonInHtml(page.initial)}</script>\n`}  <script type="module" nonce="${page.nonce}" src="${escape(page.scriptUri)}"></script>
</body>
</html>`;
}

/** JSON that cannot end its script element or open a comment there: every `<` is written `\u003c` (JSON.parse reads it back). */
export function jsonInHtml(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
