/**
 * A form described as data: sections of fields, groups, lists of rows and live widgets, each bound to a JSON path.
 * `FormView` turns it into DOM. Functions in a layout receive the current model when they run; everything else
 * is plain data, so comparing two layouts (JSON) tells whether the DOM must be rebuilt or only its values updated.
 */
import { valueAt, type EditOp, type JsonPath } from '../../src/core/json/path';

export interface Choice {
  value: string;
  label: string;
}

/**
 * How a field shows and reads its value: text and textarea hold strings; number and integer hold numbers;
 * numberOrText writes a number when the text is one as JSON would print it, else the text (so "222.00" keeps
 * its zeros); select holds one of `choices`; lines is a list of strings, one per line; json is an object.
 */
export type ControlKind = 'text' | 'textarea' | 'number' | 'integer' | 'numberOrText' | 'select' | 'lines' | 'json' | 'readonly';

export interface FieldNode {
  type: 'field';
  path: JsonPath;
  label: string;
  control: ControlKind;
  choices?: Choice[];
  /** Emptying the field writes "" (a required text) instead of removing the property. */
  required?: boolean;
  placeholder?: string;
  /** Identity across rebuilds when the path can change under the field (an object key being renamed). */
  id?: string;
  /** The value shown, when it is not the one at `path` (an object key). */
  value?: unknown;
  /** Write on every pause in typing (default) or only on Enter / leaving the field. */
  commit?: 'input' | 'change';
  /** The edits that store a new value; by default set it at `path`, or remove it when emptied. */
  toOps?: (value: unknown, model: unknown) => EditOp[];
  wide?: boolean;
}

export interface GroupNode {
  type: 'group';
  title?: string;
  /** Findings under this path that no field inside takes show on the group. */
  path?: JsonPath;
  /** 'row' puts short fields side by side. */
  arrange?: 'row' | 'stack';
  children: LayoutNode[];
}

export interface RowNode {
  title: string;
  path: JsonPath;
  children: LayoutNode[];
  /** Edits that delete the row; by default remove it at `path`. */
  removeOps?: (model: unknown) => EditOp[];
}

export interface ListNode {
  type: 'list';
  path: JsonPath;
  title: string;
  rows: RowNode[];
  addLabel: string;
  /** Edits that add a row at the end. */
  addOps: (model: unknown) => EditOp[];
  /** Rows can be moved (buttons, Alt+Up / Alt+Down): arrays whose order means something. */
  reorder?: boolean;
  /** Shown below the rows (e.g. the rubric's weight sum). */
  footer?: LayoutNode;
}

/** An optional object: its fields when present, an "add" button when absent. */
export interface OptionalNode {
  type: 'optional';
  path: JsonPath;
  present: boolean;
  addLabel: string;
  removeLabel: string;
  /** The value written by "add". */
  initial: unknown;
  children: LayoutNode[];
}

/** Live output computed from the model (a sentence, a check result); `key` is its identity in the layout. */
export interface WidgetNode {
  type: 'widget';
  key: string;
  create: () => Widget;
}

export interface Widget {
  element: HTMLElement;
  update(model: unknown): void;
}

export type LayoutNode = FieldNode | GroupNode | ListNode | OptionalNode | WidgetNode;

export interface SectionNode {
  id: string;
  title: string;
  path?: JsonPath;
  children: LayoutNode[];
}

/** `choices` plus the current value when the file holds one that is not among them (data is never hidden). */
function choicesWith(choices: Choice[], current: unknown, optional = false): Choice[] {
  const all = optional ? [{ value: '', label: '—' }, ...choices] : choices;
  if (current === undefined || current === null || all.some((c) => c.value === current)) return all;
  return [...all, { value: String(current), label: String(current) }];
}

/** Default edits for a field's new value. */
export function setOrRemove(path: JsonPath, value: unknown): EditOp[] {
  return [value === undefined ? { op: 'remove', path } : { op: 'set', path, value }];
}

export function field(path: JsonPath, label: string, control: ControlKind = 'text', extra: Partial<FieldNode> = {}): FieldNode {
  return { type: 'field', path, label, control, ...extra };
}

/** A select over `choices` showing `current` (with a "—" choice that removes the property when `optional`). */
export function select(path: JsonPath, label: string, choices: Choice[], current: unknown, optional = false, extra: Partial<FieldNode> = {}): FieldNode {
  return field(path, label, 'select', { choices: choicesWith(choices, current, optional), ...extra });
}

/** Short fields side by side. */
export function row(...children: LayoutNode[]): GroupNode {
  return { type: 'group', arrange: 'row', children };
}

/** Edits that append `value` to the array at `path`, creating the array when it is absent. */
export function appendOps(model: unknown, path: JsonPath, value: unknown): EditOp[] {
  const current = valueAt(model, path);
  return Array.isArray(current) ? [{ op: 'insert', path: [...path, current.length], value }] : [{ op: 'set', path, value: [value] }];
}
