/** The dataset's commands, in package.json's order (they follow the tree's in COMMAND_IDS). */
export const DATASET_COMMAND_IDS = [
  'finbench.importFinsearchcomp',
  'finbench.exportFinsearchcomp',
  'finbench.importOneMillion',
  'finbench.exportOneMillion',
  'finbench.showDashboard',
] as const;

export type DatasetCommandId = (typeof DATASET_COMMAND_IDS)[number];
