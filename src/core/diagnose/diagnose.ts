import { lintItem } from '../lint/engine';
import type { Finding } from '../item/finding';
import { compareFindings } from '../item/finding';
import { readJsonText, type JsonProblem } from '../json/read';
import { createScanLocator } from '../json/scanLocate';
import { createLocator, type TextSpan } from '../json/text';
import { message, type MessageKey } from '../item/messages';
import type { Language } from '../item/types';
import type { Item } from '../item/types';
import { placeholderFindings } from '../item/template';
import { validateItem } from './validate';
import { writtenNumberFindings } from './writtenNumbers';

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

/** Findings up to this many are placed by scanning the text once each; more, through one syntax tree. */
const SCANNED_FINDINGS = 8;

/** Everything FinBench checks in one item file's text: JSON syntax, duplicate keys, schema, cross-field rules, lint. */
export function diagnoseItemText(text: string, lang: Language = 'en'): ItemDiagnosis {
  return diagnoseJsonText(text, lang, (data) => [...diagnoseItem(data, lang), ...writtenNumberFindings(data, text, lang)].sort(compareFindings));
}

/** A JSON document's reading problems and the findings of its format's `check`, each placed in the text. */
export function diagnoseJsonText(text: string, lang: Language, check: (data: unknown, lang: Language) => Finding[]): ItemDiagnosis {
  const parsed = readJsonText(text);
  const problems = parsed.problems.map((p) => problemFinding(p, lang));
  if (!('value' in parsed)) return { parseFailed: true, findings: problems };
  const findings = check(parsed.value, lang);
  // Positions are found only for files with findings: the syntax tree costs more than the checks. A few findings
  // are placed by scanning the text along their pointers, cheaper still; many, through one tree (linear in all).
  const source = text.replace(/^\uFEFF/, ' ');
  // Reading reports every repeated key: without one, a lookup may stop at the first property of a name.
  const uniqueKeys = !parsed.problems.some((p) => p.code === 'json.duplicateKey');
  const locate = findings.length > SCANNED_FINDINGS ? createLocator(source) : createScanLocator(source, { uniqueKeys });
  return {
    data: parsed.value,
    parseFailed: false,
    findings: [...problems, ...findings.map((f) => ({ ...f, span: locate(f.pointer, { key: f.code === 'schema.additionalProperties' }) }))],
  };
}

const problemMessages: Record<JsonProblem['code'], MessageKey> = {
  'json.parse': 'jsonParse',
  'json.moreErrors': 'jsonMoreErrors',
  'json.tooDeep': 'jsonTooDeep',
  'json.duplicateKey': 'duplicateKey',
  'json.imprecise': 'impreciseNumber',
  'file.invalidUtf8': 'invalidUtf8',
  'file.utf16': 'utf16',
  'file.binary': 'binaryFile',
};

/** A reading problem as a finding; all of them are errors. */
export function problemFinding(problem: JsonProblem, lang: Language): LocatedFinding {
  return {
    pointer: '',
    message: message(lang, problemMessages[problem.code], { detail: problem.detail }),
    severity: 'error',
    code: problem.code,
    span: problem.span,
  };
}

/** Findings for an already parsed item (schema, cross-field rules, ambiguity lint warnings), most severe first. */
export function diagnoseItem(data: unknown, lang: Language = 'en'): Finding[] {
  const lint = typeof data === 'object' && data !== null && !Array.isArray(data) ? lintItem(data as Item, lang) : [];
  return [...validateItem(data, lang), ...lint, ...placeholderFindings(data, lang)].sort(compareFindings);
}
