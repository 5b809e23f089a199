/** Blind second-expert review: packets (redact + commit), reconcile, arbitration and agreement statistics. */
export * from './types';
export { createPacket, type PacketPlan, type PacketOptions, type LeftOut, type LeftOutCode } from './packet';
export { reconcile, type PacketSource, type ReconcilePlan, type ItemOutcome, type ResponseOutcome, type MissingEntry, type RefusedResponse } from './reconcile';
export { arbitrate, acceptAgreed, gradeRubric, DECISIONS, CONFIDENCES, type Decision, type Confidence, type ArbitrationInput, type RubricGrade, type RubricScore } from './arbitrate';
export { applyChange, type ItemChange, type ItemSource } from './changes';
export { checkPacketShape, PACKET_MAX_BYTES } from './packetCheck';
export { describeReason, reviewMessage, ReviewError } from './messages';
export { packetProgress, progressOf, type ItemProgress } from './progress';
export { statusOf, packetRecords, responseRecords, samePerson, personKey, authorsOf } from './history';
export { reviewStats, type ReviewStats, type GroupStats, type AlphaStats, type AlphaUnavailable } from './stats/agreement';
export { arbitrationCase, type ArbitrationCase, type CaseResponse, type DisputeNote, type KeyPart } from './arbitrationCase';
export { referenceCells, referenceValue, type ReferenceCell } from './referenceCells';
export { teamOf, DEFAULT_REVIEW_DAYS, type Team, type Reviewer } from './team/team';
export { planAssignments, reviewersNeeded, type ReviewPlan, type Assignment, type Unassigned, type UnassignedCode, type PlanOptions } from './team/assign';
export { packetsOfPlan, type PlannedPackets } from './team/writePlan';
export { reissueOverdue, type Reissue } from './team/reissue';
export { sentPackets, isOverdue, dayOf, dueAfter, isDay, type SentPacket } from './team/packetsOut';
export { teamMessage } from './team/messages';
