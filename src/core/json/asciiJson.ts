/**
 * JSON text written in ASCII: every other character as its \uXXXX escape, which JSON.parse reads back as the same
 * value. V8 holds a string with a single character beyond Latin-1 (a Chinese question) at two bytes a character
 * throughout; an ASCII text at one, decoded from UTF-8 and parsed about twice as fast.
 */
const NON_ASCII = /[\u0080-\uffff]/g;

/** `c` as the \uXXXX escape JSON and JavaScript strings read back as `c` (one UTF-16 code unit). */
export function unicodeEscape(c: string): string {
  return `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
}

/** JSON.stringify(value) with every character beyond ASCII escaped. */
export function asciiJson(value: object): string {
  return JSON.stringify(value).replace(NON_ASCII, unicodeEscape);
}
