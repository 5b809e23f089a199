/** Calibration: the judge measured against the experts' labels, with intervals, the experts' own ceiling and the change per run. */
export { batchIdentities, calibrate, runByTemplate, NothingToCalibrateError, type CalibrationJudge, type CalibrationRun } from './calibrate';
export { labelledAnswers, type LabelledAnswer, type SkippedResponse, type SkipReason } from './labelled';
export { calibrationReport, changeSince, expertCeiling, GROUP_KINDS, CALIBRATION_SCHEMA_VERSION, type CalibrationReport, type CalibrationChange, type CellChange, type Disagreement, type DisagreementCause, type ExpertCeiling, type GroupKind } from './report';
export { cellStats, pairStats, shareStats, DEFAULT_BOOTSTRAP, type CellStats, type Interval, type Row, type BootstrapOptions } from './stats';
export { calibrationIdentity, DETERMINISTIC_ENDPOINT } from './identity';
export { seededRandom } from './random';
