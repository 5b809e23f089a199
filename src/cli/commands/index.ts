import type { Command } from '../command';
import { checkCommand } from './check';
import { exportFinsearchcompCommand } from './exportFinsearchcomp';
import { exportOnemillionCommand } from './exportOnemillion';
import { importFinsearchcompCommand } from './importFinsearchcomp';
import { importOnemillionCommand } from './importOnemillion';
import { judgeCommand } from './judge';
import { judgeCalibrateCommand } from './judgeCalibrate';
import { lintCommand } from './lint';
import { reportCommand } from './report';
import { reviewAssignCommand } from './reviewAssign';
import { reviewPacketCommand } from './reviewPacket';
import { reviewReissueCommand } from './reviewReissue';
import { reviewReconcileCommand } from './reviewReconcile';
import { reviewStatsCommand } from './reviewStats';
import { validateCommand } from './validate';

/** Every CLI command, in the order `finbench --help` lists them. */
export const commands: Command[] = [validateCommand, lintCommand, checkCommand, importFinsearchcompCommand, exportFinsearchcompCommand,
  importOnemillionCommand, exportOnemillionCommand, reviewPacketCommand, reviewAssignCommand, reviewReissueCommand, reviewReconcileCommand, reviewStatsCommand, reportCommand, judgeCommand, judgeCalibrateCommand];
