import { unicodeEscape } from '../core/json/asciiJson';

/**
 * Text for a terminal: control characters (C0 but newline and tab, DEL, C1) and bidirectional overrides are
 * written as \uXXXX, so an answer holding ESC]0;… cannot retitle the terminal or hide what follows. The same
 * escape is valid inside a JSON string, so a --json document stays the same value.
 */
const UNSAFE = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

export function terminalText(text: string): string {
  return text.replace(UNSAFE, unicodeEscape);
}
