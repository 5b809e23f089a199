import type { Command } from '../command';

/** A command by the words that select it; its module is loaded only when it runs (`validate` never loads the judge's HTTP client). */
export interface CommandEntry {
  name: string[];
  load(): Promise<Command>;
}

/** Every CLI command, in the order `finbench --help` lists them. */
export const commands: CommandEntry[] = [
  { name: ['validate'], load: async () => (await import('./validate')).validateCommand },
  { name: ['lint'], load: async () => (await import('./lint')).lintCommand },
  { name: ['check'], load: async () => (await import('./check')).checkCommand },
  { name: ['import', 'finsearchcomp'], load: async () => (await import('./importFinsearchcomp')).importFinsearchcompCommand },
  { name: ['export', 'finsearchcomp'], load: async () => (await import('./exportFinsearchcomp')).exportFinsearchcompCommand },
  { name: ['import', 'onemillion'], load: async () => (await import('./importOnemillion')).importOnemillionCommand },
  { name: ['export', 'onemillion'], load: async () => (await import('./exportOnemillion')).exportOnemillionCommand },
  { name: ['review', 'packet'], load: async () => (await import('./reviewPacket')).reviewPacketCommand },
  { name: ['review', 'assign'], load: async () => (await import('./reviewAssign')).reviewAssignCommand },
  { name: ['review', 'reissue'], load: async () => (await import('./reviewReissue')).reviewReissueCommand },
  { name: ['review', 'reconcile'], load: async () => (await import('./reviewReconcile')).reviewReconcileCommand },
  { name: ['review', 'stats'], load: async () => (await import('./reviewStats')).reviewStatsCommand },
  { name: ['report'], load: async () => (await import('./report')).reportCommand },
  { name: ['judge'], load: async () => (await import('./judge')).judgeCommand },
  { name: ['judge', 'calibrate'], load: async () => (await import('./judgeCalibrate')).judgeCalibrateCommand },
];
