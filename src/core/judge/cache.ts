/** A cache of judge calls keyed by everything that decides the reply: endpoint, model, parameters, messages, repeat. */
import type { JudgeTransport } from './client';
import { sha256Hex } from './hash';
import type { ChatMessage, TokenUsage } from './types';

/** What is kept of a call with a verdict: enough to read the verdict again and show what it cost. */
export interface CachedCall {
  raw: string;
  usage: TokenUsage | null;
  latencyMs: number;
  structured: boolean;
}

export interface CacheStore {
  get(key: string): Promise<CachedCall | undefined>;
  set(key: string, value: CachedCall): Promise<void>;
  clear(): Promise<void>;
}

/** The cache key: a hash of the endpoint, model, parameters, the fully rendered messages and the repeat index. */
export function cacheKey(identity: JudgeTransport['identity'], messages: ChatMessage[], repeat: number): Promise<string> {
  const material = JSON.stringify([identity.baseURL.replace(/\/+$/, ''), identity.model, sorted(identity.params), messages, repeat]);
  return sha256Hex(material);
}

function sorted(params: Record<string, unknown>): [string, unknown][] {
  return Object.entries(params).sort(([a], [b]) => a.localeCompare(b));
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
