/**
 * One input per field kind, and the conversion between its text and the JSON value. Text is typed into native `<input>`
 * and `<textarea>` elements drawn as VS Code's own (`.text-input` in form.css, the page's prerendered controls too): no
 * component to render per field; a choice is a @vscode-elements select.
 */
import * as l10n from '@vscode/l10n';
import { isPlainObject, valueAt } from '../../src/core/json/path';
import { h } from '../host/dom';
import type { FieldNode } from './layout';

/** What the user's input means: a value to write, "remove the property", or a reason it cannot be written. */
export type Reading = { value: unknown } | { remove: true } | { error: string };

/** Whether a reading means `value` (then the control needs no update: its text may differ, its meaning does not). */
export function means(reading: Reading, value: unknown): boolean {
  if ('error' in reading) return false;
  if ('remove' in reading) return value === undefined;
  return JSON.stringify(reading.value) === JSON.stringify(value);
}

export interface Control {
  /** The focusable element (a native text control, a select component, or a read-only `<output>`). */
  element: HTMLElement & { value?: string };
  read(): Reading;
  /** Shows a value from the model. */
  write(value: unknown): void;
  /** Marks the value as wrong (an error at the field): drawn in the error colours, and said by screen readers. */
  setInvalid(invalid: boolean): void;
}

const NUMBER = /^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/;

export function createControl(node: FieldNode, domId: string): Control {
  switch (node.control) {
    case 'select': {
      // The choices as the select's `options`, not <vscode-option> children: no component per choice to render, and
      // no second render of the select when its slot fills.
      const element = h('vscode-single-select', { id: domId, options: (node.choices ?? []).map(({ value, label }) => ({ value, label })) });
      // The select component draws its own error look.
      return textual(element, (text) => (text === '' ? { remove: true } : { value: text }), formatter(node), (invalid) => (element.invalid = invalid));
    }
    case 'textarea':
    case 'lines':
    case 'json': {
      const element = textArea({ id: domId, rows: textAreaRows(node), placeholder: node.placeholder ?? '' }, node.control === 'json');
      const read = { lines: readLines, json: readJson, textarea: (t: string) => readText(t, node) }[node.control];
      return textual(element, read, formatter(node));
    }
    case 'readonly': {
      // Text, not a box: nothing here looks as if it could be typed in.
      const element = h('output', { id: domId, className: 'readonly-value' });
      return textual(element, () => ({ error: l10n.t('This field is read-only.') }), formatter(node));
    }
    default: {
      const element = textInput({ id: domId, placeholder: node.placeholder ?? '' });
      const read = { number: readNumber, integer: readInteger, numberOrText: readNumberOrText, text: (t: string) => readText(t, node) }[node.control];
      return textual(element, read, formatter(node));
    }
  }
}

/** A one-line text box drawn as VS Code's. */
export function textInput(props: { id: string; placeholder?: string }): HTMLInputElement {
  return h('input', { ...props, type: 'text', className: 'text-input' });
}

/** A text area drawn as VS Code's, resized vertically; `monospace` for JSON (in the editor's font and colours). */
export function textArea(props: { id: string; rows: number; placeholder?: string }, monospace = false): HTMLTextAreaElement {
  return h('textarea', { ...props, className: monospace ? 'text-input monospace' : 'text-input', spellcheck: false });
}

/** How a field's control shows a model value as text (the live control and the page's prerendered one alike). */
export function formatter(node: FieldNode): (value: unknown) => string {
  switch (node.control) {
    case 'select':
      return (v) => (v === undefined || v === null ? '' : String(v));
    case 'lines':
      return (v) => (Array.isArray(v) ? v.map(String).join('\n') : show(v));
    case 'json':
      return (v) => (v === undefined ? '' : JSON.stringify(v, null, 2));
    default:
      return show;
  }
}

/** The value a field shows of `model`: its own `value` (an object key), else the one at its path. */
export function fieldValue(node: FieldNode, model: unknown): unknown {
  return node.value !== undefined ? node.value : valueAt(model, node.path);
}

/** The rows of a field's text area (a JSON object gets more room). */
export function textAreaRows(node: FieldNode): number {
  return node.control === 'json' ? 8 : 3;
}

/**
 * A control whose element has a string `value`; `parse` reads it, `format` shows a model value in it, `look` draws its
 * error state (a native control's by its class).
 */
function textual(
  element: HTMLElement & { value?: string },
  parse: (text: string) => Reading,
  format: (value: unknown) => string,
  look: (invalid: boolean) => void = (invalid) => element.classList.toggle('invalid', invalid),
): Control {
  return {
    element,
    read: () => parse(element.value ?? ''),
    write: (value) => {
      element.value = format(value);
    },
    setInvalid: (invalid) => {
      look(invalid);
      if (invalid) element.setAttribute('aria-invalid', 'true');
      else element.removeAttribute('aria-invalid');
    },
  };
}

function show(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

function readText(text: string, node: FieldNode): Reading {
  return text === '' && !node.required ? { remove: true } : { value: text };
}

function readNumber(text: string): Reading {
  const t = text.trim();
  if (t === '') return { remove: true };
  return NUMBER.test(t) && Number.isFinite(Number(t)) ? { value: Number(t) } : { error: l10n.t('Enter a number, such as 12.5 or -3.') };
}

function readInteger(text: string): Reading {
  const reading = readNumber(text);
  if ('value' in reading && !Number.isInteger(reading.value)) return { error: l10n.t('Enter a whole number, such as 2 or -4.') };
  return 'error' in reading ? { error: l10n.t('Enter a whole number, such as 2 or -4.') } : reading;
}

function readNumberOrText(text: string): Reading {
  const t = text.trim();
  if (t === '') return { remove: true };
  return NUMBER.test(t) && String(Number(t)) === t ? { value: Number(t) } : { value: t };
}

function readLines(text: string): Reading {
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  return lines.length ? { value: lines } : { remove: true };
}

function readJson(text: string): Reading {
  if (text.trim() === '') return { remove: true };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    return { error: l10n.t('Not valid JSON: {0}', (e as Error).message) };
  }
  return isPlainObject(value) ? { value } : { error: l10n.t('Paste a JSON object: {"instrument": {"FIELD": "value"}}.') };
}
