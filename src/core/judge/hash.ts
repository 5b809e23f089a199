/** Hashes without Node built-ins, so the judge core runs anywhere: SHA-256 through Web Crypto, and a quick sync tag. */

/** SHA-256 of a text as hex (Web Crypto, present in Node and browsers). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
}

/** A 16-hex-digit tag of a text (two seeded 32-bit mixes); not for security, only to name a fence that the text lacks. */
export function quickTag(text: string): string {
  const mix = (seed: number) => {
    let h = seed ^ text.length;
    for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x5bd1e995) ^ (h >>> 15);
    h = Math.imul(h ^ (h >>> 13), 0x5bd1e995);
    return ((h ^ (h >>> 15)) >>> 0).toString(16).padStart(8, '0');
  };
  return mix(0x9747b28c) + mix(0x1b873593);
}
