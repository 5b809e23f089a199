/**
 * Select All in a text field stays in the webview. VS Code's webview host forwards every keydown that reaches the
 * window to the workbench, which answers Select All a round trip later with `execCommand('selectAll')`; text typed
 * in between would be selected too and replaced by the next keystroke (a lost character). The browser's own
 * Select All of the field is immediate, so the key goes no further than the page.
 */
export function keepSelectAllInTextFields(): void {
  document.addEventListener('keydown', (e) => {
    if (!(e.ctrlKey || e.metaKey) || e.altKey || e.shiftKey || e.key.toLowerCase() !== 'a') return;
    if (e.composedPath().some((target) => target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement)) e.stopPropagation();
  });
}
