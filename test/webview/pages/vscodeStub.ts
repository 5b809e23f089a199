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
// VS Code's webview host forwards every keydown that reaches the window to the workbench; for Select All the
// workbench answers (a round trip later) with `execCommand('selectAll')` in the page, as here.
const SELECT_ALL_ROUND_TRIP_MS = 40;
window.addEventListener('keydown', (e) => {
  if ((e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'a') {
    setTimeout(() => document.execCommand('selectAll'), SELECT_ALL_ROUND_TRIP_MS);
  }
});
