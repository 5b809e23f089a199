/** Tolerance engine: number parsing, answer checks, accepted intervals and tolerance wording. */
export { checkAnswer, acceptedInterval, type CheckResult, type PartCheck, type Candidate, type CheckWarning } from './check';
export { describeTolerance } from './describe';
export { findNumbers, type NumberToken, type Span } from './numbers';
export { parseDecimal, trimFloatNoise, type Decimal } from './decimal';
export type { Interval } from './rules';
