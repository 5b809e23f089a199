/** What the form editor can make of an item file's text: an item to edit, or the reason it cannot be shown. */
import type { ItemDiagnosis } from './diagnose';
import { lineColumn } from '../json/text';
import { isPlainObject } from '../json/path';
import type { Item } from '../item/types';

export type EditorContent =
  /** An object with a schemaVersion: the form shows it (it may still have schema errors). */
  | { kind: 'item'; item: Item }
  /** Not JSON, not an object, or no schemaVersion: the form shows a banner and never writes. */
  | { kind: 'unreadable'; reason: 'json' | 'notObject' | 'noSchemaVersion'; detail: string; line: number; column: number };

/** Classifies a diagnosed text; `detail` is the parse error's own message for JSON errors. */
export function editorContentOf(text: string, diagnosis: ItemDiagnosis): EditorContent {
  if (diagnosis.parseFailed) {
    const first = diagnosis.findings[0];
    return { kind: 'unreadable', reason: 'json', detail: first?.message ?? '', ...lineColumn(text, first?.span.offset ?? 0) };
  }
  const data = diagnosis.data;
  if (!isPlainObject(data)) return { kind: 'unreadable', reason: 'notObject', detail: '', line: 1, column: 1 };
  if (!('schemaVersion' in data)) return { kind: 'unreadable', reason: 'noSchemaVersion', detail: '', line: 1, column: 1 };
  return { kind: 'item', item: data as unknown as Item };
}
