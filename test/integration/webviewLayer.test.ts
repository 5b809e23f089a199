import assert from 'node:assert/strict';
import { onDidChangeUiLanguage, translations, uiLanguage } from '../../src/extension/language';
import type { Services } from '../../src/extension/services';
import { handle, WebviewLayer, type PanelDescriptor } from '../../src/extension/webviews';
import { didShout, echo, type EchoState } from '../views/echo/protocol';
import { activateExtension, waitFor } from './util';

suite('Webview layer', () => {
  let layer: WebviewLayer;

  suiteSetup(async () => {
    const { context, log } = (await activateExtension()).exports as Services;
    // The extension's own layer, but reading bundles from out/views, where the test-only views are built.
    layer = new WebviewLayer({
      extensionUri: context.extensionUri,
      resourceRoots: ['dist', 'media', 'out/views'],
      bundleFolder: 'out/views',
      log,
      language: uiLanguage,
      translations,
      onDidChangeLanguage: onDidChangeUiLanguage,
    });
  });

  suiteTeardown(() => layer.dispose());

  test('a new view is a descriptor and a bundle: its webview loads, asks, hears and is answered', async () => {
    const heard: string[] = [];
    const view: PanelDescriptor<EchoState> = {
      viewType: 'finbench.test.echo',
      bundle: 'echo',
      styles: ['form'],
      title: () => 'Echo',
      state: () => ({ greeting: 'Hello' }),
      handlers: [handle(echo, ({ text }) => (heard.push(text), text.toUpperCase()))],
    };
    const session = layer.openPanel(view);
    await waitFor('the echo webview to ask once it is ready', () => heard.includes('from the webview'));
    assert.ok(session.isReady);

    session.notify(didShout, 'hi');
    await waitFor('the webview to echo the shout', () => heard.includes('heard: hi'));

    const refused = await session.receive({ kind: 'request', id: 99, method: 'echo/echo', params: { text: 5 } });
    assert.equal(refused?.error?.message, "'text' must be a string", "the request type's parser checks the params before the handler");
    assert.deepEqual(heard, ['from the webview', 'heard: hi']);

    assert.equal(layer.openPanel(view), session, 'opening it again shows the same panel');
    session.panel.dispose();
    assert.equal(layer.sessions().includes(session), false, 'closing the panel ends the session');
  });
});
