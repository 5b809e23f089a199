import { Endpoint } from '../../src/protocol/rpc';
import { vscodeApi } from './vscodeApi';

/** The webview's end of the typed protocol: posts through VS Code, receives the host's window messages. */
export function connectToHost(): Endpoint {
  const endpoint = new Endpoint((message) => vscodeApi.postMessage(message), (text) => console.warn(text));
  window.addEventListener('message', (event: MessageEvent) => void endpoint.receive(event.data));
  return endpoint;
}
