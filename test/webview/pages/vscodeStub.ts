// Runs in the test page before the webview's script (a Playwright init script): stands in for VS Code's
// `acquireVsCodeApi` and delivers the fake host's messages as VS Code does, as window message events.
import type { StubGlobals } from '../stub';

const g = globalThis as unknown as StubGlobals;
let state: unknown = g.__finbenchUiState;
g.acquireVsCodeApi = () => ({
  postMessage: (message: unknown) => g.__finbenchToHost(JSON.parse(JSON.stringify(message))),
  getState: () => state,
  setState: (next: unknown) => {
    state = next;
    g.__finbenchSavedState = next;
  },
});
g.__finbenchFromHost = (message: unknown) => window.dispatchEvent(new MessageEvent('message', { data: message }));
document.addEventListener('securitypolicyviolation', (e) => console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`));
