/** Messages between the calibration view (webview) and its panel (host). */
import type { CalibrationReport } from '../core/calibration/report';
import { isItemFile } from '../core/files/fileNames';
import { InvalidMessage, Request } from './rpc';
import { readyRequest } from './view';

export interface CalibrationState {
  /** model: the configured endpoint judges; deterministic: the tolerance check (no endpoint, or an untrusted workspace). */
  mode: 'model' | 'deterministic';
  endpoint?: { baseURL: string; model: string };
  /** Why the mode is what it is, in the UI language. */
  notice?: string;
  /** The newest saved run, shown until a new one is made. */
  last?: { report: CalibrationReport; file: string };
  /** Where runs are saved (workspace-relative), or why they cannot be. */
  folder?: string;
}

export interface CalibrationResult {
  report: CalibrationReport;
  /** The saved run, workspace-relative. */
  file: string;
}

export const ready = readyRequest<CalibrationState>();

/** Judges every labelled answer of the workspace (through the Batch API when `batch`); progress per call, cancellable. */
export const runCalibration = new Request<{ batch: boolean }, CalibrationResult>('calibration/run', (raw) => {
  const batch = (raw as { batch?: unknown } | null)?.batch;
  if (typeof batch !== 'boolean') throw new InvalidMessage("'batch' must be true or false");
  return { batch };
});

/** Opens the item of a disagreement (at its sample, when it is one). */
export const openItem = new Request<{ file: string; sample?: number }, void>('calibration/openItem', (raw) => {
  const { file, sample } = (raw ?? {}) as { file?: unknown; sample?: unknown };
  if (typeof file !== 'string' || !isItemFile(file)) throw new InvalidMessage("'file' must be an item file");
  if (sample !== undefined && (typeof sample !== 'number' || !Number.isInteger(sample) || sample < 0)) throw new InvalidMessage("'sample' must be a whole number");
  return sample === undefined ? { file } : { file, sample };
});
