/**
 * The capability probe: before a run, one short call tells how an endpoint holds a json_schema response_format.
 * The probe asks a question whose natural answer is a word, under a schema that allows exactly one JSON string
 * (a fresh nonce): a server that enforces the schema can only answer with it; one that accepts the parameter and
 * ignores it answers something else; one that refuses it answers 400/422. Learnt once per endpoint and model, in
 * memory and in the judge cache.
 */
import type { CacheStore } from './cache';
import type { JudgeTransport } from './client';
import { sha256Hex } from './hash';
import type { StructuredMode } from './identity';
import type { ChatMessage } from './types';

const MODES: readonly StructuredMode[] = ['enforced', 'accepted', 'none'];
const known = new Map<string, StructuredMode>();
const pending = new Map<string, Promise<StructuredMode>>();

/** The probe call: its messages and schema, and whether a reply shows the schema was enforced. */
export function structuredProbe(nonce = Math.random().toString(36).slice(2, 8)): { messages: ChatMessage[]; name: string; schema: Record<string, unknown>; enforced(text: string): boolean } {
  const value = `fb-${nonce}`;
  return {
    messages: [{ role: 'user', content: 'Say hello in one word.' }],
    name: 'finbench_probe',
    schema: { type: 'object', additionalProperties: false, required: ['check'], properties: { check: { type: 'string', enum: [value] } } },
    enforced: (text) => {
      try {
        const reply = JSON.parse(text) as { check?: unknown };
        return reply !== null && typeof reply === 'object' && reply.check === value && Object.keys(reply).length === 1;
      } catch {
        return false;
      }
    },
  };
}

/**
 * How the endpoint holds structured output: asked once per endpoint and model (then remembered here and in `cache`).
 * A transport without a probe is taken at its word ('accepted': the schema is sent, the reply still parsed as text).
 */
export async function structuredModeOf(transport: JudgeTransport, options: { signal: AbortSignal; cache?: CacheStore }): Promise<StructuredMode> {
  if (!transport.probeStructured) return 'accepted';
  const key = await sha256Hex(JSON.stringify(['structured-output probe', transport.endpoint.baseURL.replace(/\/+$/, ''), transport.endpoint.model]));
  const remembered = known.get(key) ?? modeIn(await options.cache?.get(key));
  if (remembered) return known.set(key, remembered), remembered;
  let probing = pending.get(key);
  if (!probing) {
    probing = transport.probeStructured(options.signal).finally(() => pending.delete(key));
    pending.set(key, probing);
  }
  const mode = await probing;
  known.set(key, mode);
  // Kept in the judge cache as a call entry whose text is the mode: clearing the cache forgets it too.
  await options.cache?.set(key, { raw: mode, usage: null, latencyMs: 0, structured: mode !== 'none' });
  return mode;
}

function modeIn(entry: { raw: string } | undefined): StructuredMode | undefined {
  return MODES.find((m) => m === entry?.raw);
}

/** Forgets what was learnt in memory (tests, and after the judge settings change). */
export function forgetStructuredModes(): void {
  known.clear();
}
