/** What the test page's stand-in for VS Code (pages/vscodeStub.ts) puts on `globalThis`, shared by both sides. */
export interface StubGlobals {
  /** The UI state `getState()` returns at load (set by the harness before the stub runs). */
  __finbenchUiState?: unknown;
  /** The last state the webview saved with `setState()`. */
  __finbenchSavedState?: unknown;
  /** Exposed by the harness: a message from the webview to the fake host. */
  __finbenchToHost(message: unknown): void;
  /** A message from the fake host to the webview. */
  __finbenchFromHost(message: unknown): void;
  acquireVsCodeApi(): { postMessage(message: unknown): void; getState(): unknown; setState(state: unknown): void };
}
