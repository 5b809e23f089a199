import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { COMMAND_IDS } from '../../../src/extension/commands/commandIds';
import { readJson } from '../helpers';

const manifest = readJson<any>('package.json');

describe('command table', () => {
  test("package.json contributes exactly the table's commands, in its order", () => {
    const contributed = manifest.contributes.commands.map((c: { command: string }) => c.command);
    assert.deepEqual(contributed, [...COMMAND_IDS]);
  });

  test('every command a menu or key binding names is in the table', () => {
    const menus = Object.values<{ command: string }[]>(manifest.contributes.menus ?? {}).flat();
    const keys: { command: string }[] = manifest.contributes.keybindings ?? [];
    for (const { command } of [...menus, ...keys]) assert.ok((COMMAND_IDS as readonly string[]).includes(command), command);
  });

  test('activation is on item files and the dataset manifest only, never on every JSON file', () => {
    assert.deepEqual(manifest.activationEvents, ['workspaceContains:**/*.item.json', 'workspaceContains:**/finbench.dataset.json']);
  });
});
