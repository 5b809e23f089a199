/** Who judged: everything that makes two judge verdicts the same experiment, carried by every verdict, cache key and run record. */
import { canonicalJson } from '../review/canonical';

/** How the judge's output format was held: a schema the server enforces, one it accepts but may ignore, or none. */
export type StructuredMode = 'enforced' | 'accepted' | 'none';

export interface JudgeIdentity {
  /** The endpoint's base URL as called ("deterministic" for the tolerance engine). */
  endpoint: string;
  /** The model name asked for. */
  requestedModel: string;
  /** The model the server says answered (response `model`), when it says. */
  reportedModel?: string;
  /** The server's `system_fingerprint`, when given. */
  systemFingerprint?: string;
  templateId: string;
  /** sha256 hex of the template's canonical JSON (system, prompt, output). */
  templateHash: string;
  params: { temperature: number; maxTokens?: number };
  structured: StructuredMode;
}

/** The identity as one stable string: equal for the same experiment, different when any part of it changed. */
export function identityKey(identity: JudgeIdentity): string {
  return canonicalJson(identity);
}
