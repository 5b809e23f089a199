import * as vscode from 'vscode';
import type { Item } from '../../src/core/item/types';
import { waitFor } from '../poll';

export const EXTENSION_ID = 'finbench.finbench-studio';

export function workspaceFolder(): vscode.Uri {
  const folder = vscode.workspace.workspaceFolders?.[0];
  if (!folder) throw new Error('the integration suite needs a workspace folder');
  return folder.uri;
}

export function fileIn(...segments: string[]): vscode.Uri {
  return vscode.Uri.joinPath(workspaceFolder(), ...segments);
}

export async function writeText(uri: vscode.Uri, text: string): Promise<void> {
  await vscode.workspace.fs.writeFile(uri, new TextEncoder().encode(text));
}

export function finbenchDiagnostics(uri: vscode.Uri): vscode.Diagnostic[] {
  return vscode.languages.getDiagnostics(uri).filter((d) => d.source === 'FinBench');
}

export async function activateExtension(): Promise<vscode.Extension<unknown>> {
  const ext = vscode.extensions.getExtension(EXTENSION_ID);
  if (!ext) throw new Error(`${EXTENSION_ID} is not installed in this host`);
  await ext.activate();
  return ext;
}

/** Waits until FinBench has published at least one diagnostic for `uri`. */
export function waitForDiagnostics(uri: vscode.Uri, what = `diagnostics of ${uri.path}`): Promise<vscode.Diagnostic[]> {
  return waitFor(what, () => {
    const list = finbenchDiagnostics(uri);
    return list.length ? list : undefined;
  });
}

/** The item file `<name>.item.json` at the workspace root, as it is on disk. */
export async function readItem(name: string): Promise<Item> {
  return JSON.parse(new TextDecoder().decode(await vscode.workspace.fs.readFile(fileIn(`${name}.item.json`)))) as Item;
}

/** A copy of a sample item under a new id and file name, made ready for review. */
export async function readyCopy(sample: string, id: string): Promise<vscode.Uri> {
  const text = new TextDecoder().decode(await vscode.workspace.fs.readFile(fileIn(`${sample}.item.json`)));
  const uri = fileIn(`${id}.item.json`);
  await writeText(uri, text.replace(`"id": "${sample}"`, `"id": "${id}"`).replace(/"review": \{[\s\S]*?\n  \}/, '"review": {\n    "status": "ready"\n  }'));
  return uri;
}
