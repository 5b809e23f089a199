/**
 * The identity a calibration run is saved under: the endpoint, model and parameters asked for, every template it
 * used (hashed together), and what the runner learnt of the judge from its calls (the model the server reported, its
 * fingerprint, the structured-output mode held).
 */
import type { JudgeIdentity } from '../judge/identity';
import { sha256Hex } from '../judge/hash';
import { templateHash } from '../judge/runIdentity';
import type { CallOutcome, JudgeTemplate } from '../judge/types';

/** The tolerance engine as a judge: no endpoint, no model, no template. */
export const DETERMINISTIC_ENDPOINT = 'deterministic';

export interface IdentitySource {
  endpoint?: { baseURL: string; model: string; temperature?: number; maxTokens?: number };
  /** Every template the run used (one per item when the items choose). */
  templates: readonly JudgeTemplate[];
  outcomes: readonly CallOutcome[];
}

/** Several templates are one identity: their ids joined with "+", hashed together in id order. */
export async function calibrationIdentity(source: IdentitySource): Promise<JudgeIdentity> {
  if (!source.endpoint) {
    return { endpoint: DETERMINISTIC_ENDPOINT, requestedModel: 'tolerance-engine', templateId: 'deterministic', templateHash: await sha256Hex('tolerance-engine'), params: { temperature: 0 }, structured: 'none' };
  }
  const templates = [...new Map(source.templates.map((t) => [t.id, t])).values()].sort((a, b) => a.id.localeCompare(b.id));
  // Who answered, as the runner stamped the calls (the first call that reached the judge).
  const answered = source.outcomes.find((o) => o.judge)?.judge;
  const { baseURL, model, temperature, maxTokens } = source.endpoint;
  return {
    endpoint: baseURL.replace(/\/+$/, ''),
    requestedModel: model,
    ...(answered?.reportedModel ? { reportedModel: answered.reportedModel } : {}),
    ...(answered?.systemFingerprint ? { systemFingerprint: answered.systemFingerprint } : {}),
    templateId: templates.map((t) => t.id).join('+'),
    // The templates' own hashes (as each run's identity has them), in id order, hashed together.
    templateHash: await sha256Hex((await Promise.all(templates.map(templateHash))).join('\n')),
    params: { temperature: temperature ?? 0, ...(maxTokens !== undefined ? { maxTokens } : {}) },
    structured: answered?.structured ?? 'none',
  };
}
