/**
 * Every command the extension contributes, in package.json's order: `contributes.commands` lists exactly these
 * (a unit test checks it) and `commandTable` implements exactly these (the type checker checks it).
 */
import { DATASET_COMMAND_IDS } from '../dataset/datasetCommandIds';
import { TREE_COMMAND_IDS } from '../tree/treeCommandIds';

export const COMMAND_IDS = [
  'finbench.validateWorkspace',
  'finbench.showLog',
  'finbench.newItem',
  'finbench.openAsText',
  'finbench.openInForm',
  'finbench.createReviewPacket',
  'finbench.planReviewAssignments',
  'finbench.reissueOverduePackets',
  'finbench.reconcilePackets',
  'finbench.showArbitration',
  'finbench.acceptAgreedItems',
  'finbench.showReviewStats',
  'finbench.previewJudge',
  'finbench.calibrateJudge',
  'finbench.setJudgeApiKey',
  'finbench.clearJudgeCache',
  'finbench.generateProbeAnswers',
  'finbench.setItemStatus',
  'finbench.newItemInFolder',
  'finbench.showInForm',
  ...TREE_COMMAND_IDS,
  ...DATASET_COMMAND_IDS,
] as const;

export type CommandId = (typeof COMMAND_IDS)[number];
