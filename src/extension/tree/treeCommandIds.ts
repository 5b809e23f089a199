/** The FinBench tree's own commands, in package.json's order (they follow the core commands in COMMAND_IDS). */
export const TREE_COMMAND_IDS = [
  'finbench.tree.groupByStatus',
  'finbench.tree.groupByTask',
  'finbench.tree.groupByMarket',
  'finbench.tree.filter',
  'finbench.tree.clearFilter',
  'finbench.tree.filterBy',
  'finbench.tree.createReviewPacket',
  'finbench.tree.previewJudge',
  'finbench.tree.validate',
] as const;

export type TreeCommandId = (typeof TREE_COMMAND_IDS)[number];
