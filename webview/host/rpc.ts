import { Endpoint } from '../../src/protocol/rpc';
import { keepSelectAllInTextFields } from './keyboard';
import { vscodeApi } from './vscodeApi';

/** The webview's end of the typed protocol: posts through VS Code, receives the host's window messages. */
export function connectToHost(): Endpoint {
  // Every view has this: no typed text is lost (keyboard.ts).
  keepSelectAllInTextFields();
  const endpoint = new Endpoint((message) => vscodeApi.postMessage(message), (text) => console.warn(text));
  window.addEventListener('message', (event: MessageEvent) => void endpoint.receive(event.data));
  return endpoint;
}
