import * as vscode from 'vscode';

/** The one output channel of the extension ("FinBench Studio" in the Output panel, with log levels). */
export type Log = vscode.LogOutputChannel;

export function createLog(): Log {
  return vscode.window.createOutputChannel('FinBench Studio', { log: true });
}
