// The echo view's webview: shows the greeting, echoes once on load and once for every shout it hears.
import { connectToHost } from '../../../webview/host/rpc';
import { didShout, echo, ready } from './protocol';

const root = document.getElementById('app')!;
const endpoint = connectToHost();
endpoint.onNotification(didShout, (text) => void endpoint.request(echo, { text: `heard: ${text}` }));
const { state, language } = await endpoint.request(ready);
root.textContent = `${state.greeting} (${language}): ${await endpoint.request(echo, { text: 'from the webview' })}`;
root.removeAttribute('aria-busy');
