/** Item changes that review steps plan; callers write all of them or none. */
import type { TextEdit } from '../json/edit';
import { editJson } from '../json/edit';
import type { EditOp } from '../json/path';
import type { Item } from '../item/types';

/** An item file as read: where it is, its text, and its value. */
export interface ItemSource {
  file: string;
  item: Item;
}

/** The edits one review step makes to one item file. */
export interface ItemChange {
  file: string;
  id: string;
  ops: EditOp[];
}

/** The item file's text after the change, keeping its formatting. */
export function applyChange(text: string, change: ItemChange): string {
  const edit = editJson(text, change.ops);
  return edit ? spliced(text, edit) : text;
}

function spliced(text: string, edit: TextEdit): string {
  return text.slice(0, edit.offset) + edit.content + text.slice(edit.offset + edit.length);
}
