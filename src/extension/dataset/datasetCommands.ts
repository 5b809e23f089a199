import * as vscode from 'vscode';
import type { CommandRun } from '../commands/registerCommands';
import { showDashboard } from '../dashboard/dashboardPanel';
import type { Services } from '../services';
import type { DatasetCommandId } from './datasetCommandIds';
import { exportFiles, FORMATS, importFile, urisFrom } from './formatCommands';

const uri = (value: unknown) => (value instanceof vscode.Uri ? value : undefined);
/** An export's target file when a caller (a test, a script) names it: `{ target: Uri }` among the arguments. */
const targetOf = (args: unknown[]) =>
  args.map((a) => (typeof a === 'object' && a !== null ? uri((a as { target?: unknown }).target) : undefined)).find(Boolean);

export const datasetCommandTable = {
  'finbench.importFinsearchcomp': ({ log }, source: unknown, target: unknown) => importFile(FORMATS.finsearchcomp, log, uri(source), uri(target)),
  'finbench.exportFinsearchcomp': ({ log, itemTree }, ...args: unknown[]) => exportFiles(FORMATS.finsearchcomp, log, itemTree.index, urisFrom(args), targetOf(args)),
  'finbench.importOneMillion': ({ log }, source: unknown, target: unknown) => importFile(FORMATS.onemillion, log, uri(source), uri(target)),
  'finbench.exportOneMillion': ({ log, itemTree }, ...args: unknown[]) => exportFiles(FORMATS.onemillion, log, itemTree.index, urisFrom(args), targetOf(args)),
  'finbench.showDashboard': async (services) => {
    await showDashboard(services);
  },
} satisfies Record<DatasetCommandId, CommandRun<Services>>;
