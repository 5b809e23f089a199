/**
 * Commitments to an item's answer key. Web Crypto only (globalThis.crypto, in Node and browsers alike),
 * so this module runs wherever core runs.
 */
import type { Item } from '../item/types';
import { canonicalJson } from './canonical';
import type { ShownItem } from './types';

/** Salt length in bytes: 256 bits, well above the 128 needed to stop guessing a low-entropy number. */
export const SALT_BYTES = 32;
const PREFIX = 'sha256:';

/** Everything a reviewer's answer is compared against: the parts with their tolerances, the snapshot, the rubric. */
export function keyOf(item: Item): unknown {
  return { answer: item.answer ?? null, snapshot: item.live?.snapshot ?? null, rubric: item.rubric ?? null };
}

/** A fresh random salt, as hex. */
export function newSalt(): string {
  return toHex(globalThis.crypto.getRandomValues(new Uint8Array(SALT_BYTES)));
}

/** "sha256:<hex>" of the salt and the canonical form of the item's key. */
export async function commitTo(item: Item, salt: string): Promise<string> {
  return sha256(`${salt}\n${canonicalJson(keyOf(item))}`);
}

async function sha256(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return PREFIX + toHex(new Uint8Array(digest));
}

/** "sha256:<hex>" of what a packet shows, as canonical JSON (no salt: the reviewer sees all of it anyway). */
export async function shownDigest(shown: ShownItem | string): Promise<string> {
  return sha256(typeof shown === 'string' ? shown : canonicalJson(shown));
}

/** Whether the item's key is still the one committed to. */
export async function keyUnchanged(item: Item, salt: string, commitment: string): Promise<boolean> {
  return (await commitTo(item, salt)) === commitment;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
