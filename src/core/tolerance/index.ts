/** Tolerance engine: number parsing, answer checks, accepted intervals and tolerance wording. */
export { checkAnswer, checkPart, acceptedInterval, type CheckResult, type PartCheck, type PartVerdict, type Candidate, type CheckWarning } from './check';
export { describeTolerance, describeAccepted } from './describe';
export { findNumbers, type NumberToken, type Span } from './numbers';
export { parseDecimal, trimFloatNoise, type Decimal } from './decimal';
export type { Interval } from './rules';
