import * as vscode from 'vscode';
import { suggestedFor, type Person, type Role } from '../../core/dataset/people';
import { t } from '../language';
import { gitUserName, workspacePeople } from './workspacePeople';

/** A name to offer, and where it comes from. */
export interface Choice extends vscode.QuickPickItem {
  name: string;
}

/**
 * The name every review history entry records for the person at the keyboard: the `finbench.actor` setting, or —
 * the first time — asked once (offering `git config user.name` and the manifest's people, `role` first, or any name
 * typed) and kept in the user settings. Undefined when the question is cancelled.
 */
export async function historyActor(role: Role): Promise<string | undefined> {
  const settings = vscode.workspace.getConfiguration('finbench');
  const saved = settings.get<string>('actor', '').trim();
  if (saved) return saved;
  const [git, people] = await Promise.all([gitUserName(), workspacePeople()]);
  const choices: Choice[] = [
    ...(git ? [{ label: git, name: git, description: t('git config user.name') }] : []),
    ...personChoices(people.filter((p) => p.name !== git), role),
  ];
  const name = await pickName(
    choices,
    t('FinBench: your name in the review history'),
    t('Who are you? Pick or type the name the review history records (asked once; the setting finbench.actor keeps it)'),
  );
  if (!name) return undefined;
  await settings.update('actor', name, vscode.ConfigurationTarget.Global);
  return name;
}

/** The manifest's people as choices, those of `role` first, each with the role it gives them. */
export function personChoices(people: Person[], role: Role): Choice[] {
  return suggestedFor(people, role).map((p) => ({ label: p.name, name: p.name, description: t('{0} in finbench.dataset.json', roleWord(p.role)) }));
}

/** A quick pick of `choices` that also takes any name typed into it; the name trimmed, or undefined when cancelled. */
export function pickName(choices: Choice[], title: string, placeholder: string): Promise<string | undefined> {
  const pick = vscode.window.createQuickPick<Choice>();
  pick.title = title;
  pick.placeholder = placeholder;
  pick.ignoreFocusOut = true;
  pick.items = choices;
  pick.onDidChangeValue((value) => {
    const typed = value.trim();
    pick.items = typed && !choices.some((c) => c.name === typed) ? [{ label: typed, name: typed, description: t('a new name'), alwaysShow: true }, ...choices] : choices;
  });
  return new Promise((resolve) => {
    pick.onDidAccept(() => {
      resolve((pick.selectedItems[0]?.name ?? pick.value).trim() || undefined);
      pick.hide();
    });
    pick.onDidHide(() => {
      resolve(undefined);
      pick.dispose();
    });
    pick.show();
  });
}

function roleWord(role: Role): string {
  return { author: t('author'), reviewer: t('reviewer'), arbitrator: t('arbitrator'), coordinator: t('coordinator') }[role];
}
