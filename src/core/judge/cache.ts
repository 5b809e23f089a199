/** A cache of judge calls keyed by everything that decides the reply: the judge identity, the messages, the repeat. */
import { sha256Hex } from './hash';
import { identityKey, type JudgeIdentity } from './identity';
import type { ChatMessage, TokenUsage } from './types';

/** What is kept of a call with a verdict: enough to read the verdict again and show what it cost. */
export interface CachedCall {
  raw: string;
  usage: TokenUsage | null;
  latencyMs: number;
  structured: boolean;
  /** The model the server reported and its system_fingerprint, so a cached verdict keeps who gave it. */
  model?: string;
  fingerprint?: string;
}

export interface CacheStore {
  get(key: string): Promise<CachedCall | undefined>;
  set(key: string, value: CachedCall): Promise<void>;
  clear(): Promise<void>;
}

/**
 * The cache key: a hash of the judge identity as known before the call (endpoint, requested model, template and
 * its hash, parameters, structured-output mode), the fully rendered messages and the repeat index. Live and batch
 * runs differ in structured mode, so they never share entries unless their requests are the same.
 */
export function cacheKey(identity: JudgeIdentity, messages: ChatMessage[], repeat: number): Promise<string> {
  const asked = { ...identity };
  delete asked.reportedModel;
  delete asked.systemFingerprint;
  return sha256Hex(JSON.stringify(['judge call v2', identityKey(asked), messages, repeat]));
}

export class MemoryCacheStore implements CacheStore {
  private readonly entries = new Map<string, CachedCall>();
  async get(key: string) {
    return this.entries.get(key);
  }
  async set(key: string, value: CachedCall) {
    this.entries.set(key, value);
  }
  async clear() {
    this.entries.clear();
  }
}
