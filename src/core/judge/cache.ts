/** A cache of judge calls keyed by everything that decides the reply: endpoint, model, parameters, messages, repeat. */
import { createHash } from 'node:crypto';
import { mkdir, readFile, rm, writeFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { JudgeTransport } from './client';
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
export function cacheKey(identity: JudgeTransport['identity'], messages: ChatMessage[], repeat: number): string {
  const material = JSON.stringify([identity.baseURL.replace(/\/+$/, ''), identity.model, sorted(identity.params), messages, repeat]);
  return createHash('sha256').update(material).digest('hex');
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

/** One small JSON file per call under a folder; writes are atomic, unreadable entries are misses. */
export class DirectoryCacheStore implements CacheStore {
  constructor(readonly folder: string) {}

  private file(key: string): string {
    return path.join(this.folder, key.slice(0, 2), `${key}.json`);
  }

  async get(key: string): Promise<CachedCall | undefined> {
    try {
      const value = JSON.parse(await readFile(this.file(key), 'utf8')) as CachedCall;
      return typeof value.raw === 'string' ? value : undefined;
    } catch {
      return undefined;
    }
  }

  async set(key: string, value: CachedCall): Promise<void> {
    const file = this.file(key);
    await mkdir(path.dirname(file), { recursive: true });
    const temp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
    await writeFile(temp, JSON.stringify(value));
    await rename(temp, file);
  }

  async clear(): Promise<void> {
    await rm(this.folder, { recursive: true, force: true });
  }
}
