/** The judge identity of a run, built from its endpoint, template and structured-output mode, and what verdicts carry. */
import { canonicalJson } from '../review/canonical';
import type { JudgeTransport } from './client';
import { sha256Hex } from './hash';
import { identityKey, type JudgeIdentity, type StructuredMode } from './identity';
import type { JudgeTemplate } from './types';

/** sha256 hex of the template's canonical JSON (system, prompt, output): a template edited under the same id changes it. */
export function templateHash(template: JudgeTemplate): Promise<string> {
  return sha256Hex(canonicalJson({ system: template.system, prompt: template.prompt, output: template.output }));
}

/** Who will judge a run, before any reply says which model answered. */
export async function runIdentity(endpoint: JudgeTransport['endpoint'], template: JudgeTemplate, structured: StructuredMode): Promise<JudgeIdentity> {
  return {
    endpoint: endpoint.baseURL.replace(/\/+$/, ''),
    requestedModel: endpoint.model,
    templateId: template.id,
    templateHash: await templateHash(template),
    params: endpoint.params,
    structured,
  };
}

/** The identity a reply completes: the model the server reported and its fingerprint, when given. */
export function answeredBy(identity: JudgeIdentity, reply: { model?: string; fingerprint?: string }): JudgeIdentity {
  return { ...identity, ...(reply.model ? { reportedModel: reply.model } : {}), ...(reply.fingerprint ? { systemFingerprint: reply.fingerprint } : {}) };
}

/** The different identities among verdicts, in order of first appearance: more than one means the verdicts are mixed. */
export function distinctIdentities(identities: readonly (JudgeIdentity | undefined)[]): JudgeIdentity[] {
  const seen = new Map<string, JudgeIdentity>();
  for (const identity of identities) if (identity && !seen.has(identityKey(identity))) seen.set(identityKey(identity), identity);
  return [...seen.values()];
}
