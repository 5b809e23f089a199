/** The dataset's commands, in package.json's order (they follow the core commands in COMMAND_IDS). */
export const DATASET_COMMAND_IDS = [
  'finbench.tree.groupByStatus',
  'finbench.tree.groupByTask',
  'finbench.tree.groupByMarket',
  'finbench.tree.filter',
  'finbench.tree.clearFilter',
  'finbench.tree.filterBy',
  'finbench.tree.createReviewPacket',
  'finbench.tree.previewJudge',
  'finbench.tree.validate',
  'finbench.importFinsearchcomp',
  'finbench.exportFinsearchcomp',
  'finbench.importOneMillion',
  'finbench.exportOneMillion',
  'finbench.showDashboard',
] as const;

export type DatasetCommandId = (typeof DATASET_COMMAND_IDS)[number];
