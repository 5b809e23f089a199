import { lintItem } from '../lint/engine';
import type { Finding } from './finding';
import { compareFindings } from './finding';
import { createLocator, parseJsonText, type TextSpan } from '../json/text';
import { message } from './messages';
import type { Language } from './types';
import type { Item } from './types';
import { placeholderFindings } from './template';
import { validateItem } from './validate';

/** A finding placed in the document text. */
export interface LocatedFinding extends Finding {
  span: TextSpan;
}

export interface ItemDiagnosis {
  /** The parsed item when the text is JSON (it may still be schema-invalid). */
  data?: unknown;
  /** True when the text is not JSON: nothing else was checked. */
  parseFailed: boolean;
  findings: LocatedFinding[];
}

/** Everything FinBench checks in one item file's text: JSON syntax, schema, cross-field rules. */
export function diagnoseItemText(text: string, lang: Language = 'en'): ItemDiagnosis {
  const parsed = parseJsonText(text);
  if (parsed.errors.length) {
    return {
      parseFailed: true,
      findings: parsed.errors.map((e) => ({
        pointer: '',
        message: message(lang, 'jsonParse', { detail: e.message }),
        severity: 'error',
        code: 'json.parse',
        span: e.span,
      })),
    };
  }
  const findings = diagnoseItem(parsed.value, lang);
  const locate = findings.length ? createLocator(text) : undefined;
  return {
    data: parsed.value,
    parseFailed: false,
    findings: findings.map((f) => ({ ...f, span: locate!(f.pointer, { key: f.code === 'schema.additionalProperties' }) })),
  };
}

/** Findings for an already parsed item (schema, cross-field rules, ambiguity lint warnings), most severe first. */
export function diagnoseItem(data: unknown, lang: Language = 'en'): Finding[] {
  const lint = typeof data === 'object' && data !== null && !Array.isArray(data) ? lintItem(data as Item, lang) : [];
  return [...validateItem(data, lang), ...lint, ...placeholderFindings(data, lang)].sort(compareFindings);
}
