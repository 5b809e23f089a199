import * as vscode from 'vscode';
import { t } from '../language';
import type { Log } from '../log';

/** A command's implementation: the services activate() built, then the arguments VS Code or a caller passes. */
export type CommandRun<S> = (services: S, ...args: never[]) => unknown;

/** Registers every command of `table`; a failure is logged and shown, not thrown at VS Code (which would only say it failed). */
export function registerCommands<S extends { log: Log }>(services: S, table: Record<string, CommandRun<S>>): vscode.Disposable[] {
  return Object.entries(table).map(([id, run]) =>
    vscode.commands.registerCommand(id, async (...args: never[]) => {
      try {
        return await run(services, ...args);
      } catch (e) {
        services.log.error(`${id} failed`, e as Error);
        void vscode.window.showErrorMessage(t('FinBench: {0}', (e as Error).message));
        return undefined;
      }
    }),
  );
}
