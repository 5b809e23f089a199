import * as vscode from 'vscode';

/**
 * Reopens a file with another editor, as "Reopen Editor With…" does: when it is the active editor, VS Code's
 * own reopen command replaces it in place (the document, its unsaved changes and its undo stack stay, since both
 * editors work on the same text document); otherwise it is simply opened with `viewType` ('default' = text).
 */
export async function reopenWith(uri: vscode.Uri, viewType: string): Promise<void> {
  if (activeFileUri()?.toString() === uri.toString()) await vscode.commands.executeCommand('reopenActiveEditorWith', viewType);
  else await vscode.commands.executeCommand('vscode.openWith', uri, viewType);
}

/** The file of the active editor (a form or text), for commands run without an argument. */
export function activeFileUri(): vscode.Uri | undefined {
  const input = vscode.window.tabGroups.activeTabGroup.activeTab?.input;
  return input instanceof vscode.TabInputCustom || input instanceof vscode.TabInputText ? input.uri : undefined;
}
