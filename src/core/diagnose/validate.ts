import type { ErrorObject } from 'ajv';
import { pointerOf, pointerToPath, valueAt } from '../json/path';
import type { Finding } from '../item/finding';
import { message, type MessageKey } from '../item/messages';
import * as validators from '../item/schemaValidators';
import { semanticFindings } from './semantics';
import type { Item, Language } from '../item/types';

/** Schema and cross-field checks of a parsed item; findings carry friendly messages. */
export function validateItem(data: unknown, lang: Language = 'en'): Finding[] {
  if (typeof data !== 'object' || data === null || Array.isArray(data)) {
    return [{ pointer: '', message: message(lang, 'notObject'), severity: 'error', code: 'schema.type' }];
  }
  const validate = validators.item;
  const findings = validate(data) ? [] : friendlyFindings(validate.errors ?? [], data, lang);
  return dedupe([...findings, ...semanticFindings(data as Item, lang)]);
}

/** Schema check of a dataset manifest (`finbench.dataset.json`). */
export function validateDataset(data: unknown, lang: Language = 'en'): Finding[] {
  const validate = validators.dataset;
  return validate(data) ? [] : dedupe(friendlyFindings(validate.errors ?? [], data, lang));
}

function dedupe(findings: Finding[]): Finding[] {
  const seen = new Set<string>();
  return findings.filter((f) => {
    const key = `${f.pointer}\u0000${f.message}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Turns raw ajv errors into one message each, at the most precise pointer. */
function friendlyFindings(errors: ErrorObject[], data: unknown, lang: Language): Finding[] {
  const findings: Finding[] = [];
  // anyOf and contains report each branch's failure too; their own error says it in one message.
  const combinators = errors.filter((e) => e.keyword === 'anyOf' || e.keyword === 'contains');
  for (const error of errors) {
    if (error.keyword === 'if') continue;
    if (combinators.some((c) => error !== c && error.schemaPath.startsWith(`${c.schemaPath}/`))) continue;
    const f = describe(error, data, lang);
    if (f) findings.push({ severity: 'error', code: `schema.${error.keyword}`, ...f });
  }
  return findings;
}

function fieldName(pointer: string): string {
  const path = pointerToPath(pointer);
  const last = path.at(-1);
  if (last === undefined) return 'item';
  return typeof last === 'number' ? `${path.at(-2) ?? ''}[${last}]` : last;
}

/** Pattern errors by where they occur (numeric segments written as *). */
const patternMessages: Record<string, MessageKey> = {
  '/id': 'itemId',
  '/answer/parts/*/currency': 'currency',
  '/answer/parts/*/snapshotField': 'fieldName',
  '/answer/parts/*/tolerance/highField': 'fieldName',
  '/answer/parts/*/tolerance/lowField': 'fieldName',
  '/live/fields/*': 'fieldName',
  '/live/capturedAt': 'capturedAt',
  '/timeSensitivity/yearMonth': 'yearMonth',
  '/timeSensitivity/day': 'day',
  '/answer/parts/*/value': 'numericValue',
  '/version': 'version',
};

const typeNames: Record<string, Record<Language, string>> = {
  string: { en: 'text', zh: '文本' },
  number: { en: 'a number', zh: '数字' },
  integer: { en: 'a whole number', zh: '整数' },
  boolean: { en: 'true or false', zh: '布尔值' },
  object: { en: 'an object', zh: '对象' },
  array: { en: 'a list', zh: '列表' },
  'number,string': { en: 'a number or text', zh: '数字或文本' },
};

function describe(e: ErrorObject, data: unknown, lang: Language): Pick<Finding, 'pointer' | 'message'> | undefined {
  const at = e.instancePath;
  const field = fieldName(at);
  const m = (key: MessageKey, args: Record<string, string | number> = {}) => ({ pointer: at, message: message(lang, key, args) });
  const params = e.params as Record<string, unknown>;
  const shape = at.replace(/\/\d+(?=\/|$)/g, '/*');
  const parent = valueAt(data, pointerToPath(at)) as Record<string, unknown> | undefined;
  switch (e.keyword) {
    case 'required': {
      const missing = String(params.missingProperty);
      if (shape === '' && missing === 'live') return m('needsLive');
      if (shape === '' && missing === 'answer') return m('needsAnswer', { task: String(parent?.task) });
      if (shape === '' && missing === 'rubric') return m('needsRubric');
      // At the missing field itself, so a form marks its (empty) box; in the text it underlines the parent.
      const atMissing = (key: MessageKey, args: Record<string, string | number> = {}) => ({ ...m(key, args), pointer: `${at}${pointerOf([missing])}` });
      if (shape === '/answer/parts/*/tolerance') {
        const kind = String(parent?.kind);
        if (missing === 'delta') return atMissing('toleranceDelta', { kind });
        if (missing === 'percent') return atMissing('tolerancePercent');
        if (missing === 'min' || missing === 'max') return atMissing('toleranceRange');
      }
      if (shape === '/answer/parts/*' && missing === 'value' && parent?.kind === 'text') return atMissing('textValue');
      return atMissing('required', { field: missing });
    }
    case 'anyOf':
      if (shape === '/answer/parts/*/tolerance') return m('toleranceHighLow', { kind: String(parent?.kind) });
      if (shape === '/answer/parts/*') return m('numericNeedsValue');
      return m('invalid', { field });
    case 'contains':
      return m('needsPositiveCriterion');
    case 'additionalProperties': {
      const extra = String(params.additionalProperty);
      return { pointer: `${at}${pointerOf([extra])}`, message: message(lang, 'unknownField', { field: extra }) };
    }
    case 'enum':
      return m('enum', { field, allowed: (params.allowedValues as unknown[]).join(', ') });
    case 'const':
      if (shape === '/answer/parts/*/tolerance/kind') return m('textTolerance');
      return m('const', { field, allowed: JSON.stringify(params.allowedValue) });
    case 'type':
      return m('type', { field, type: typeNames[String(params.type)]?.[lang] ?? String(params.type) });
    case 'minLength':
      return Number(params.limit) === 1 ? m('empty', { field }) : m('tooShort', { field, limit: Number(params.limit) });
    case 'maxLength':
      return m('tooLong', { field, limit: Number(params.limit) });
    case 'minItems':
      if (at === '/answer/parts') return m('needsAnswer', { task: String((data as Item).task) });
      return m('minItems', { field, limit: Number(params.limit) });
    case 'minProperties':
      return m('minProperties', { field, limit: Number(params.limit) });
    case 'uniqueItems':
      return m('uniqueItems', { field, i: Number(params.j) + 1, j: Number(params.i) + 1 });
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum': {
      const tolerance = valueAt(data, pointerToPath(at).slice(0, -1)) as Record<string, unknown> | undefined;
      if (e.keyword === 'exclusiveMinimum' && field === 'delta') return m('toleranceDelta', { kind: String(tolerance?.kind) });
      if (e.keyword === 'exclusiveMinimum' && field === 'percent') return m('tolerancePercent');
      return m('minimum', { field, comparison: String(params.comparison), limit: Number(params.limit) });
    }
    case 'not':
      return m('zeroWeight');
    case 'pattern': {
      const key = patternMessages[shape];
      return key ? m(key) : m('pattern', { field });
    }
    case 'format':
      return m('format', { field, format: String(params.format) });
    default:
      return m('invalid', { field });
  }
}
