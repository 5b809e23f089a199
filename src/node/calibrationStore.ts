/** Saved calibration runs: one JSON file per run under the judge's identity, never overwritten, never written through a link. */
import { constants } from 'node:fs';
import { mkdir, open, readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { CALIBRATION_SCHEMA_VERSION, type CalibrationReport } from '../core/calibration';
import { refuseOutside } from './appendLines';

/** Where runs go by default, under the dataset's root. */
export const CALIBRATION_FOLDER = path.join('.finbench', 'calibration');

export class CalibrationSaveError extends Error {}

/** "<createdAt, colons as dashes>-<first 12 hex of the identity hash>.json": names sort in time order. */
export function calibrationFileName(report: CalibrationReport): string {
  return `${report.createdAt.replace(/:/g, '-')}-${report.identityHash.slice(0, 12)}.json`;
}

/** Writes the run as a new file in `folder` (created, kept inside `root` when given); answers its path. */
export async function saveCalibration(folder: string, report: CalibrationReport, root?: string): Promise<string> {
  const file = path.join(folder, calibrationFileName(report));
  try {
    if (root !== undefined) await refuseOutside(file, root);
    await mkdir(folder, { recursive: true });
    // O_EXCL: an existing run (or a link in its place) is never overwritten; O_NOFOLLOW: no link is followed.
    const handle = await open(file, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | (constants.O_NOFOLLOW ?? 0), 0o444);
    try {
      await handle.write(`${JSON.stringify(report, null, 2)}\n`, null, 'utf8');
    } finally {
      await handle.close();
    }
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    const why = code === 'EEXIST' ? 'a run of that name already exists (runs are never overwritten)' : code === 'ELOOP' ? 'it is a symbolic link' : (e as Error).message;
    throw new CalibrationSaveError(`cannot save the calibration run as ${file}: ${why}; nothing was written`);
  }
  return file;
}

/** The newest saved run in `folder`, or undefined; unreadable files are passed over. */
export async function latestCalibration(folder: string): Promise<{ file: string; report: CalibrationReport } | undefined> {
  const names = await readdir(folder).catch(() => [] as string[]);
  for (const name of names.filter((n) => n.endsWith('.json')).sort().reverse()) {
    const file = path.join(folder, name);
    const report = await readCalibration(file).catch(() => undefined);
    if (report) return { file, report };
  }
  return undefined;
}

/** A saved run; throws when the file is not one. */
export async function readCalibration(file: string): Promise<CalibrationReport> {
  const value = JSON.parse(await readFile(file, 'utf8')) as CalibrationReport;
  if (value?.schemaVersion !== CALIBRATION_SCHEMA_VERSION || typeof value.identityHash !== 'string' || !value.overall) throw new Error(`${file} is not a calibration run`);
  return value;
}
