import assert from 'node:assert/strict';
import { test } from 'node:test';
import { jsonInHtml, webviewHtml, type WebviewPage } from '../../../src/extension/webviews/webviewHtml';
import { INITIAL_STATE_ID } from '../../../src/protocol/view';

const page: WebviewPage = {
  cspSource: 'https://webview.test',
  nonce: 'bm9uY2U=',
  scriptUri: 'https://webview.test/dist/webview/itemEditor.js',
  styleUris: ['https://webview.test/media/form.css'],
  codiconsUri: 'https://webview.test/dist/webview/codicons/codicon.css',
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
  assert.ok(html.indexOf(INITIAL_STATE_ID) < html.indexOf(`nonce="${page.nonce}"`));
  assert.match(html, /script-src 'nonce-bm9uY2U='[;"]/);
});
