/** The webview's handle on VS Code: messages to the host and state that survives the panel being hidden. */

interface VsCodeApi {
  postMessage(message: unknown): void;
  getState(): unknown;
  setState(state: unknown): void;
}

declare function acquireVsCodeApi(): VsCodeApi;

/** acquireVsCodeApi may be called only once per page. */
export const vscodeApi = acquireVsCodeApi();

/** The saved UI state, merged over `defaults`. */
export function loadUiState<T extends object>(defaults: T): T {
  const saved = vscodeApi.getState();
  return typeof saved === 'object' && saved !== null ? { ...defaults, ...(saved as Partial<T>) } : defaults;
}

export function saveUiState<T extends object>(state: T): void {
  vscodeApi.setState(state);
}
