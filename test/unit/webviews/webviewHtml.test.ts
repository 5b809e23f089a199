import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { jsonInHtml, rawText, readPageSources, webviewHtml, type WebviewPage } from '../../../src/extension/webviews/webviewHtml';
import { INITIAL_STATE_ID } from '../../../src/protocol/view';
import { repoRoot } from '../../repoRoot';

const page: WebviewPage = {
  cspSource: 'https://webview.test',
  nonce: 'bm9uY2U=',
  sources: { script: 'document.title = "x";', styles: '.form { display: grid; }' },
  codicons: { css: 'https://webview.test/dist/webview/codicons/codicon.css', font: 'https://webview.test/dist/webview/codicons/codicon.ttf' },
  lang: 'en',
  title: 'Item form',
};

/** The text of the page's state element, or undefined when it has none. */
function initialText(html: string): string | undefined {
  return html.match(new RegExp(`<script type="application/json" id="${INITIAL_STATE_ID}">(.*?)</script>`, 's'))?.[1];
}

test('a page without a first state has no state element', () => {
  assert.equal(initialText(webviewHtml(page)), undefined);
  assert.ok(!webviewHtml(page).includes(INITIAL_STATE_ID));
});

test('the first state is in the page as JSON that reads back to the same value', () => {
  const initial = { state: { version: 3, text: 'What was the lowest price of NVDA in 2024?' }, language: 'zh', l10n: { Question: '问题' } };
  const text = initialText(webviewHtml({ ...page, initial }));
  assert.ok(text);
  assert.deepEqual(JSON.parse(text), initial);
});

test('text in the state cannot end its element, open a comment or start markup: every < is escaped', () => {
  const hostile = '</script><script>alert(1)</script><!-- <SCRIPT> </Script';
  const html = webviewHtml({ ...page, initial: { state: { question: hostile } } });
  const text = initialText(html);
  assert.ok(text);
  assert.ok(!text.includes('<'), text);
  assert.deepEqual(JSON.parse(text), { state: { question: hostile } });
  // Exactly one executable script: the bundle with the page's nonce.
  assert.equal(html.match(/<script(?![^>]*application\/json)/g)?.length, 1);
  assert.equal(jsonInHtml('a<b'), '"a\\u003cb"');
});

test('the state element comes before the script that reads it, and the CSP still allows only the nonce', () => {
  const html = webviewHtml({ ...page, initial: { state: 1 } });
  assert.ok(html.indexOf(INITIAL_STATE_ID) < html.indexOf(`<script type="module" nonce="${page.nonce}"`));
  assert.match(html, /script-src 'nonce-bm9uY2U='[;"]/);
});

test('the script and the styles are in the page, each in one element carrying the nonce; the CSP allows inline code by that nonce only', () => {
  const html = webviewHtml(page);
  assert.ok(html.includes(`<script type="module" nonce="${page.nonce}">${page.sources.script}</script>`));
  assert.match(html, new RegExp(`<style nonce="${page.nonce}">[^<]*\\.form \\{ display: grid; \\}[^<]*</style>`));
  assert.match(html, /style-src https:\/\/webview\.test 'nonce-bm9uY2U='[;"]/);
  assert.ok(!html.includes('unsafe-inline') && !html.includes('unsafe-eval'));
  assert.ok(!/<script[^>]*src=|<link(?![^>]*disabled)[^>]*rel="stylesheet"|rel="preload"/.test(html), 'the page loads nothing by URL');
});

test('the codicons: the icons find their style sheet by id (not loaded by the page itself), the page declares their font by URL', () => {
  const html = webviewHtml(page);
  assert.ok(html.includes(`<link id="vscode-codicon-stylesheet" rel="stylesheet" disabled href="${page.codicons.css}">`));
  assert.match(html, /@font-face \{ font-family: "codicon";[^}]*url\("https:\/\/webview\.test\/dist\/webview\/codicons\/codicon\.ttf"\)/);
});

test('a bundle or style sheet cannot end its element early; a bundle that would confuse the HTML parser is refused', () => {
  const script = 'const a = "</script><b>"; const r = /<\\/SCRIPT>/u; // </Script';
  const inPage = rawText(script, 'script');
  assert.ok(!/<\/script/i.test(inPage), inPage);
  // The same program: `<\/` reads as `</` in a string, a regular expression and a comment.
  assert.equal(new Function(`${inPage}; return a + r.source;`)(), new Function(`${script}; return a + r.source;`)());
  assert.equal(rawText('a::after { content: "</style>"; }', 'style'), 'a::after { content: "<\\/style>"; }');
  assert.equal(rawText('"</script>"', 'style'), '"</script>"', 'only the element\'s own end tag matters');
  assert.throws(() => rawText('const s = "<!-- <script>";', 'script'), /cannot be written into its page/);
  const html = webviewHtml({ ...page, sources: { script: 'x = "</script><b>bold</b></SCRIPT >"', styles: 'p{}</STYLE><img src=x onerror=alert(2)>' } });
  assert.equal(html.match(/<\/script>/g)?.length, 1, 'one end tag: the bundle\'s own');
  assert.equal(html.match(/<\/style>/gi)?.length, 1);
});

test('every built webview bundle and style sheet can be written into its page', () => {
  const bundles = readdirSync(path.join(repoRoot, 'dist/webview')).filter((f) => f.endsWith('.js'));
  assert.ok(bundles.includes('itemEditor.js'), 'the webviews are built');
  const styles = readdirSync(path.join(repoRoot, 'media')).filter((f) => f.endsWith('.css')).map((f) => `media/${f}`);
  for (const bundle of bundles) {
    const sources = readPageSources(repoRoot, `dist/webview/${bundle}`, styles);
    assert.doesNotThrow(() => webviewHtml({ ...page, sources }), bundle);
  }
});
