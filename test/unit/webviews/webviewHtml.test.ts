import assert from 'node:assert/strict';
import { test } from 'node:test';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { createHash } from 'node:crypto';
import { bundleMessage, jsonInHtml, prerendered, readStyles, styleText, webviewHtml, type WebviewPage } from '../../../src/extension/webviews/webviewHtml';
import { BUNDLE_MESSAGE, INITIAL_STATE_ID } from '../../../src/protocol/view';
import { repoRoot } from '../../repoRoot';

const page: WebviewPage = {
  cspSource: 'https://webview.test',
  nonce: 'bm9uY2U=',
  script: 'https://webview.test/dist/webview/itemEditor.js',
  styles: '.form { display: grid; }',
  codicons: { css: 'https://webview.test/dist/webview/codicons/codicon.css', font: 'https://webview.test/dist/webview/codicons/codicon.ttf' },
  lang: 'en',
  title: 'Item form',
};
/** A view's bundle, as the host reads it for a page that holds its view. */
const bundle = '"use strict";(()=>{document.title="live"})();\n';

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

test('the script is loaded from its URL by a module script carrying the nonce; the styles are in the page in one element carrying it; the CSP allows nothing else', () => {
  const html = webviewHtml(page);
  assert.ok(html.includes(`<script type="module" nonce="${page.nonce}" src="${page.script}"></script>`));
  assert.match(html, new RegExp(`<style nonce="${page.nonce}">[^<]*\\.form \\{ display: grid; \\}[^<]*</style>`));
  assert.match(html, /script-src 'nonce-bm9uY2U='; style-src https:\/\/webview\.test 'nonce-bm9uY2U=';/);
  assert.ok(!html.includes('unsafe-inline') && !html.includes('unsafe-eval'));
  assert.equal(html.match(/rel="stylesheet"/g)?.length, 1, 'no style sheet loaded by URL but the icons\' one');
});

test('a script URL cannot break out of its attribute', () => {
  const html = webviewHtml({ ...page, script: 'https://webview.test/a"><script>alert(1)</script>.js' });
  assert.equal(html.match(/<script/g)?.length, 1, 'one script element');
  assert.ok(html.includes('src="https://webview.test/a&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;.js"'));
});

test('the codicons: the page loads their style sheet (the icons find it by id) and preloads their font, declared after the sheet by the same URL', () => {
  const html = webviewHtml(page);
  const sheet = `<link id="vscode-codicon-stylesheet" rel="stylesheet" href="${page.codicons.css}">`;
  assert.ok(html.includes(sheet));
  assert.ok(html.includes(`<link rel="preload" as="font" type="font/ttf" crossorigin href="${page.codicons.font}">`));
  const fontFace = html.search(/@font-face \{ font-family: "codicon";[^}]*url\("https:\/\/webview\.test\/dist\/webview\/codicons\/codicon\.ttf"\)/);
  assert.ok(fontFace > html.indexOf(sheet), 'the page\'s declaration comes after the sheet\'s own (the later one is used)');
});

test('a style sheet cannot end its element early', () => {
  assert.equal(styleText('a::after { content: "</style>"; } /* </STYLE */'), 'a::after { content: "<\\/style>"; } /* <\\/STYLE */');
  assert.equal(styleText('"</script>"'), '"</script>"', 'only the element\'s own end tag matters');
  const html = webviewHtml({ ...page, styles: 'p{}</STYLE><img src=x onerror=alert(2)>' });
  assert.equal(html.match(/<\/style>/gi)?.length, 1);
});

test('every style sheet can be written into a page', () => {
  const styles = readdirSync(path.join(repoRoot, 'media')).filter((f) => f.endsWith('.css')).map((f) => `media/${f}`);
  assert.ok(styles.includes('media/form.css'));
  const html = webviewHtml({ ...page, styles: readStyles(repoRoot, styles) });
  assert.equal(html.match(/<\/style>/gi)?.length, 1);
});

/** The item form's page body for `item`, from the built prerender module (as the extension host writes the page). */
function itemFormHtml(item: Record<string, unknown>, l10n?: Record<string, string>): string | undefined {
  return prerendered(repoRoot, 'itemEditor', { state: { version: 1, content: { kind: 'item', item }, findings: [] }, language: l10n ? 'zh' : 'en', l10n });
}

test('the item form in the page: the item\'s values in plain controls, inert, inside #app', () => {
  const item = { schemaVersion: 1, id: 'wv-1', task: 'T2', market: 'global', language: 'en', question: 'What was the close?', answer: { parts: [{ label: 'Close', kind: 'numeric', value: 179.3 }] } };
  const body = itemFormHtml(item);
  assert.ok(body);
  assert.match(body, /^<section class="summary clean"><p class="counts"><span class="prerendered-icon"><\/span>No problems found<\/p><\/section><div class="form prerendered" inert>/);
  assert.match(body, /<textarea id="f_2f_question" class="text-input" rows="3" readonly>\nWhat was the close\?<\/textarea>/);
  assert.match(body, /<input id="f_2f_answer_2f_parts_2f_0_2f_value" class="text-input" value="179.3" readonly>/);
  assert.match(body, /<option value="T2" selected>/);
  const html = webviewHtml({ ...page, body, bundle });
  assert.ok(html.includes(`<main id="app" aria-busy="true">${body}</main>`));
});

test('the item form in the page: markup in the item\'s text is escaped everywhere (text, attributes, text areas)', () => {
  const hostile = `</script><script>alert(1)</script><img src=x onerror="alert(2)"> "q" 'a' & </textarea><!--`;
  const item = { schemaVersion: 1, id: hostile, task: hostile, market: 'global', language: 'en', question: hostile, answer: { parts: [{ label: hostile, kind: 'text', value: hostile, accepted: [hostile] }] } };
  const body = itemFormHtml(item);
  assert.ok(body);
  for (const markup of ['<script', '</script', '<img', '<!--']) assert.ok(!body.includes(markup), markup);
  assert.equal(body.split('</textarea>').length, body.split('<textarea').length, 'each text area ends once, where it ends');
  assert.ok(body.includes('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src=x onerror=&quot;alert(2)&quot;&gt; &quot;q&quot; \'a\' &amp; &lt;/textarea&gt;&lt;!--'));
  // A task outside the choices is shown as a choice of its own, escaped in its value and its label.
  assert.ok(body.includes(`<option value="&lt;/script&gt;`));
});

test('a file the form does not show has no form in its page', () => {
  assert.equal(prerendered(repoRoot, 'itemEditor', { state: { version: 1, content: { kind: 'unreadable', reason: 'notObject' }, findings: [] }, language: 'en' }), undefined);
});

test('the item form in the page speaks the UI language', () => {
  const body = itemFormHtml({ schemaVersion: 1, id: 'wv-1', task: 'T2', question: 'q' }, { Question: '问题' });
  assert.ok(body?.includes('<label class="label required" for="f_2f_question">问题</label>'));
});

test('a page that holds its view loads nothing before its load event: the script and the icons are added by a nonced script then', () => {
  const html = webviewHtml({ ...page, initial: { state: 1 }, body: '<div class="form prerendered" inert></div>', bundle });
  assert.ok(!html.includes('<link'), 'no style sheet or preload to wait for');
  assert.ok(!html.includes('type="module"'), 'no module script in the page');
  assert.ok(!html.includes(bundle), 'the bundle comes as a message, not in the page');
  const scripts = [...html.matchAll(/<script(?![^>]*application\/json)([^>]*)>([\s\S]*?)<\/script>/g)];
  assert.equal(scripts.length, 1);
  const [, attributes, text] = scripts[0];
  assert.equal(attributes, ` nonce="${page.nonce}"`);
  assert.match(text, /addEventListener\('load'/);
  assert.ok(text.includes(JSON.stringify(BUNDLE_MESSAGE)), 'it keeps the posted bundle');
  // The bundle's file, for a page written again by VS Code with no message.
  for (const url of [page.script, page.codicons.css, page.codicons.font]) assert.ok(text.includes(JSON.stringify(url)), url);
  assert.ok(text.includes(`nonce: ${JSON.stringify(page.nonce)}`));
  assert.ok(html.indexOf('<div class="form prerendered" inert></div>') < html.indexOf('<script'));
});

test('a page that holds its view lets exactly its posted bundle run: its hash is in the CSP', () => {
  const csp = (html: string) => html.match(/content="([^"]*)"/)![1];
  const hash = `'sha256-${createHash('sha256').update(bundle).digest('base64')}'`;
  assert.match(csp(webviewHtml({ ...page, body: '', bundle })), new RegExp(`script-src 'nonce-${page.nonce}' ${hash.replace(/[+/]/g, '\\$&')};`));
  assert.ok(!csp(webviewHtml({ ...page, body: '', bundle: `${bundle} ` })).includes(hash), 'another text, another hash');
  assert.ok(!csp(webviewHtml(page)).includes('sha256'), 'a page with its script alone runs nothing else');
  assert.deepEqual(bundleMessage(bundle), { [BUNDLE_MESSAGE]: bundle });
});

test('the URLs in the loading script cannot end it', () => {
  const html = webviewHtml({ ...page, body: '', bundle, script: 'https://webview.test/x.js?</script><script>alert(1)</script>' });
  assert.equal(html.match(/<\/script>/g)?.length, 1);
});

test('the item form in the page starts its summary with the counts the live page shows', () => {
  const item = { schemaVersion: 1, id: 'wv-1', task: 'T2', question: 'q' };
  const findings = [{ pointer: '/id', message: 'a', severity: 'error', code: 'x' }, { pointer: '/question', message: 'b', severity: 'warning', code: 'y' }, { pointer: '/question', message: 'c', severity: 'warning', code: 'z' }];
  const body = prerendered(repoRoot, 'itemEditor', { state: { version: 1, content: { kind: 'item', item }, findings }, language: 'en' });
  assert.ok(body?.startsWith('<section class="summary has-errors"><p class="counts"><span class="prerendered-icon"></span>1 error, 2 warnings (shown at their fields)</p></section>'), body);
});
