import assert from 'node:assert/strict';
import * as vscode from 'vscode';
import { onDidChangeUiLanguage, translations, uiLanguage } from '../../src/extension/language';
import type { Services } from '../../src/extension/services';
import { handle, WebviewLayer, type PanelDescriptor, type WebviewSession } from '../../src/extension/webviews';
import { didShout, echo, type EchoState } from '../views/echo/protocol';
import { quietPeriod, waitFor } from '../poll';
import { activateExtension } from './util';

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

  test('a page that holds its state: ready is answered with that state while it is current (computed once), else with a new one', async () => {
    const computed = { current: 0, changed: 0 };
    const view = (name: 'current' | 'changed'): PanelDescriptor<EchoState> => ({
      viewType: `finbench.test.${name}Echo`,
      bundle: 'echo',
      styles: ['form'],
      title: () => 'Echo',
      state: () => ({ greeting: `Hello ${++computed[name]}` }),
      stateInPage: true,
      isCurrent: () => name === 'current',
      handlers: [handle(echo, ({ text }) => text)],
    });
    const sessions = [layer.openPanel(view('current')), layer.openPanel(view('changed'))];
    try {
      assert.deepEqual(computed, { current: 1, changed: 1 }, 'each computed once, for its page');
      // Asked at once, before the pages' own `ready`: the page's state is still the one to answer about.
      const [current, changed] = await Promise.all(sessions.map((session, id) => session.receive({ kind: 'request', id, method: 'ready' })));
      const stateOf = (answer: typeof current) => (answer?.result as { state: EchoState }).state;
      assert.deepEqual(stateOf(current), { greeting: 'Hello 1' }, "the page's state");
      assert.deepEqual(stateOf(changed), { greeting: 'Hello 2' }, 'a new state');
      assert.deepEqual(computed, { current: 1, changed: 2 });
    } finally {
      sessions.forEach((session) => session.panel.dispose());
    }
  });

  test('a new view is a descriptor and a bundle: its webview loads, asks, hears and is answered', async () => {
    const heard: string[] = [];
    const askers = new Set<WebviewSession>();
    const view: PanelDescriptor<EchoState> = {
      viewType: 'finbench.test.echo',
      bundle: 'echo',
      styles: ['form'],
      title: () => 'Echo',
      state: () => ({ greeting: 'Hello' }),
      handlers: [handle(echo, ({ text }, asker) => (heard.push(text), askers.add(asker), text.toUpperCase()))],
    };
    const session = layer.openPanel(view);
    await waitFor('the echo webview to ask once it is ready', () => heard.includes('from the webview'));
    assert.ok(session.isReady);

    session.notify(didShout, 'hi');
    await waitFor('the webview to echo the shout', () => heard.includes('heard: hi'));

    const refused = await session.receive({ kind: 'request', id: 99, method: 'echo/echo', params: { text: 5 } });
    assert.equal(refused?.error?.message, "'text' must be a string", "the request type's parser checks the params before the handler");
    assert.deepEqual(heard, ['from the webview', 'heard: hi']);
    assert.deepEqual([...askers], [session], 'a handler runs with the session of the view that asked');

    assert.equal(layer.openPanel(view), session, 'opening it again shows the same panel');
    session.panel.dispose();
    assert.equal(layer.sessions().includes(session), false, 'closing the panel ends the session');
  });

  test("a panel's tab title follows the UI language setting, as its page does", async () => {
    const view: PanelDescriptor<EchoState> = {
      viewType: 'finbench.test.titledEcho',
      bundle: 'echo',
      styles: ['form'],
      title: () => (uiLanguage() === 'zh' ? '回声' : 'Echo'),
      state: () => ({ greeting: 'Hello' }),
      handlers: [],
    };
    const settings = vscode.workspace.getConfiguration('finbench');
    const before = settings.inspect<string>('uiLanguage')?.globalValue;
    await settings.update('uiLanguage', 'en', vscode.ConfigurationTarget.Global);
    const session = layer.openPanel(view);
    try {
      assert.equal(session.panel.title, 'Echo');
      await settings.update('uiLanguage', 'zh', vscode.ConfigurationTarget.Global);
      await waitFor('the tab title in Chinese', () => session.panel.title === '回声');
      await settings.update('uiLanguage', 'en', vscode.ConfigurationTarget.Global);
      await waitFor('the tab title in English again', () => session.panel.title === 'Echo');
      // VS Code's own id for Simplified Chinese names the same language.
      await settings.update('uiLanguage', 'zh-cn', vscode.ConfigurationTarget.Global);
      await waitFor('the tab title in Chinese for zh-cn', () => session.panel.title === '回声');
    } finally {
      session.panel.dispose();
      await settings.update('uiLanguage', before, vscode.ConfigurationTarget.Global);
    }
  });

  test('a session whose panel closed posts nothing: a late ready answer connects nothing and rejects nothing', async () => {
    const rejections: unknown[] = [];
    const onRejection = (reason: unknown) => rejections.push(reason);
    process.on('unhandledRejection', onRejection);
    try {
      let release!: () => void;
      const stateComputed = new Promise<void>((resolve) => (release = resolve));
      let connected = 0;
      let asked = 0;
      const view: PanelDescriptor<EchoState> = {
        viewType: 'finbench.test.lateEcho',
        bundle: 'echo',
        styles: ['form'],
        title: () => 'Late echo',
        state: async () => (asked++, await stateComputed, { greeting: 'late' }),
        handlers: [],
        connect: () => (connected++, []),
      };
      const session = layer.openPanel(view);
      const posted: unknown[] = [];
      session.onDidPost((message) => posted.push(message));
      // The webview's own `ready` and this one both wait for the state while the panel closes.
      await waitFor('the webview to say it is ready', () => asked === 1);
      const answer = session.receive({ kind: 'request', id: 7, method: 'ready', params: null });
      session.panel.dispose();
      release();
      await answer;
      session.notify(didShout, 'after the close');
      await quietPeriod('no post and no rejection after the close', 300);
      assert.equal(connected, 0, 'a view closed before its ready answer is not connected');
      assert.equal(session.isReady, false);
      assert.deepEqual(posted, [], 'nothing is posted to a closed panel');
      assert.deepEqual(rejections, []);
    } finally {
      process.removeListener('unhandledRejection', onRejection);
    }
  });
});
