import * as vscode from 'vscode';
import type { Log } from './log';
import type { Services } from './services';

/** One row per command: the id in package.json and what it does. */
export interface CommandSpec {
  id: string;
  run: (services: Services, ...args: unknown[]) => unknown;
}

export const commandTable: CommandSpec[] = [
  {
    id: 'finbench.validateWorkspace',
    run: ({ diagnostics }) =>
      vscode.window.withProgress(
        { location: vscode.ProgressLocation.Notification, title: vscode.l10n.t('FinBench: checking item files…'), cancellable: true },
        async (_progress, token) => {
          const { files, errors, warnings } = await diagnostics.scanWorkspace(token);
          const text = vscode.l10n.t('{0} item files checked: {1} errors, {2} warnings.', files, errors, warnings);
          if (errors || warnings) {
            const show = vscode.l10n.t('Show Problems');
            // Not awaited: the command's result must not wait for the user to dismiss the message.
            void vscode.window.showWarningMessage(text, show).then((choice) => {
              if (choice === show) void vscode.commands.executeCommand('workbench.actions.view.problems');
            });
          } else {
            void vscode.window.showInformationMessage(text);
          }
          return { files, errors, warnings };
        },
      ),
  },
  { id: 'finbench.showLog', run: ({ log }) => log.show() },
];

export function registerCommands(services: Services): vscode.Disposable[] {
  return commandTable.map(({ id, run }) => registerCommand(services.log, id, (...args) => run(services, ...args)));
}

/** Registers a command whose failure is logged and shown, not thrown at VS Code (which would only say it failed). */
export function registerCommand(log: Log, id: string, run: (...args: never[]) => unknown): vscode.Disposable {
  return vscode.commands.registerCommand(id, async (...args: never[]) => {
    try {
      return await run(...args);
    } catch (e) {
      log.error(`${id} failed`, e as Error);
      void vscode.window.showErrorMessage(vscode.l10n.t('FinBench: {0}', (e as Error).message));
      return undefined;
    }
  });
}
