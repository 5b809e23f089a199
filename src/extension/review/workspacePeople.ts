import { execFile } from 'node:child_process';
import * as vscode from 'vscode';
import { MANIFEST_FILE } from '../../core/files/fileNames';
import { manifestPeople, type Person } from '../../core/dataset/people';
import { currentText } from './workspaceItems';

/** The people every `finbench.dataset.json` of the workspace names (a manifest that does not parse names none). */
export async function workspacePeople(): Promise<Person[]> {
  const manifests = await vscode.workspace.findFiles(`**/${MANIFEST_FILE}`, '**/node_modules/**', 10);
  const people: Person[] = [];
  for (const uri of manifests) {
    try {
      for (const person of manifestPeople(JSON.parse(await currentText(uri)))) if (!people.some((p) => p.name === person.name)) people.push(person);
    } catch {
      // A broken manifest is reported by validation; here it only suggests nobody.
    }
  }
  return people;
}

/** `git config user.name` in the first workspace folder, or undefined (no git, no name, or too slow). */
export function gitUserName(): Promise<string | undefined> {
  const cwd = vscode.workspace.workspaceFolders?.[0]?.uri.scheme === 'file' ? vscode.workspace.workspaceFolders[0].uri.fsPath : undefined;
  return new Promise((resolve) => {
    execFile('git', ['config', 'user.name'], { cwd, timeout: 3000, windowsHide: true }, (error, stdout) => resolve(error ? undefined : stdout.trim() || undefined));
  });
}
