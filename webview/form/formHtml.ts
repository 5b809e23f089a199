/**
 * A layout as plain HTML: the form the host writes into the page, painted before any script runs. It walks the same
 * layout `FormView` renders and gives each node the same classes, pointers and values, with native controls standing
 * in for the components (an input, a text area, a select, a heading for a section); widgets (live output) come with
 * the live form. The whole is `inert` (nothing in it takes focus or input) until the live form replaces it.
 * Pure: no DOM (the extension host runs it), and every text from the item is escaped.
 */
import { pointerOf } from '../../src/core/json/path';
import { domId } from '../host/dom';
import { fieldValue, formatter, textAreaRows } from './controls';
import type { FieldNode, LayoutNode, ListNode, OptionalNode, RowNode, SectionNode } from './layout';

/** The class the prerendered form carries (the live form replaces the element that has it). */
export const PRERENDERED = 'prerendered';

const TEXT_AREAS = new Set(['textarea', 'lines', 'json']);

export function formHtml(layout: readonly SectionNode[], model: unknown): string {
  return `<div class="form ${PRERENDERED}" inert>${layout.map((section) => sectionHtml(section, model)).join('')}</div>`;
}

function sectionHtml(section: SectionNode, model: unknown): string {
  return (
    `<section class="prerendered-section" data-section="${attr(section.id)}">` +
    `<div class="prerendered-heading">${text(section.title)}</div>` +
    `<div class="section-body"><div class="messages"></div>${nodes(section.children, model)}</div></section>`
  );
}

function nodes(children: readonly LayoutNode[], model: unknown): string {
  return children.map((node) => nodeHtml(node, model)).join('');
}

function nodeHtml(node: LayoutNode, model: unknown): string {
  switch (node.type) {
    case 'field':
      return fieldHtml(node, model);
    case 'group':
      return (
        `<div class="group ${node.arrange === 'row' ? 'inline' : 'stack'}"${node.title ? ` role="group" aria-label="${attr(node.title)}"` : ''}>` +
        (node.title ? `<div class="group-title">${text(node.title)}</div>` : '') +
        `<div class="group-body">${nodes(node.children, model)}</div><div class="messages"></div></div>`
      );
    case 'list':
      return listHtml(node, model);
    case 'optional':
      return optionalHtml(node, model);
    case 'widget':
      return '';
  }
}

function fieldHtml(node: FieldNode, model: unknown): string {
  const id = domId(node.id ?? pointerOf(node.path));
  const value = formatter(node)(fieldValue(node, model));
  const wide = node.wide || TEXT_AREAS.has(node.control);
  const label = `<label class="label${node.required ? ' required' : ''}" for="${attr(id)}">${text(node.label)}</label>`;
  return `<div class="field${wide ? ' wide' : ''}" data-pointer="${attr(pointerOf(node.path))}">${label}${controlHtml(node, id, value)}</div>`;
}

function controlHtml(node: FieldNode, id: string, value: string): string {
  const placeholder = node.placeholder ? ` placeholder="${attr(node.placeholder)}"` : '';
  switch (node.control) {
    case 'select': {
      const options = (node.choices ?? []).map((c) => `<option value="${attr(c.value)}"${c.value === value ? ' selected' : ''}>${text(c.label)}</option>`);
      return `<select id="${attr(id)}">${options.join('')}</select>`;
    }
    case 'textarea':
    case 'lines':
    case 'json':
      // A newline right after the tag is dropped by the parser: one is written first so a value's own leading newline stays.
      return `<textarea id="${attr(id)}" class="text-input${node.control === 'json' ? ' monospace' : ''}" rows="${textAreaRows(node)}"${placeholder} readonly>\n${text(value)}</textarea>`;
    case 'readonly':
      return `<output id="${attr(id)}" class="readonly-value">${text(value)}</output>`;
    default:
      return `<input id="${attr(id)}" class="text-input" value="${attr(value)}"${placeholder} readonly>`;
  }
}

function listHtml(node: ListNode, model: unknown): string {
  return (
    `<div class="list" data-pointer="${attr(pointerOf(node.path))}" role="group" aria-label="${attr(node.title)}">` +
    `<div class="list-title">${text(node.title)}</div><div class="messages"></div>` +
    `<div class="rows">${node.rows.map((row, index) => rowHtml(row, index, !!node.reorder, model)).join('')}</div>` +
    (node.footer ? nodeHtml(node.footer, model) : '') +
    `<button class="add">${text(node.addLabel)}</button></div>`
  );
}

function rowHtml(row: RowNode, index: number, reorder: boolean, model: unknown): string {
  return (
    `<div class="row" data-pointer="${attr(pointerOf(row.path))}" data-index="${index}" role="group" aria-label="${attr(row.title)}">` +
    `<div class="row-head"><span class="row-title">${text(row.title)}</span>${tools(reorder ? 3 : 1)}</div>` +
    `<div class="row-body">${nodes(row.children, model)}</div><div class="messages"></div></div>`
  );
}

function optionalHtml(node: OptionalNode, model: unknown): string {
  if (!node.present) return `<div class="optional absent"><button class="add">${text(node.addLabel)}</button></div>`;
  return `<div class="optional present" data-pointer="${attr(pointerOf(node.path))}">${tools(1)}${nodes(node.children, model)}<div class="messages"></div></div>`;
}

/** Where a row's (or an optional part's) tool buttons show once the live form is there: as many places, as large. */
function tools(count: number): string {
  return `<div class="row-tools">${'<span class="prerendered-tool"></span>'.repeat(count)}</div>`;
}

/** Text content: `&` and `<` escaped (nothing else can start markup there). */
export function text(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** A double-quoted attribute's value. */
export function attr(value: string): string {
  return text(value).replace(/"/g, '&quot;');
}
