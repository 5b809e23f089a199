/** One-click fixes of lint findings: the question rewritten as the rule's suggestion says, where a rewrite is known. */
import { detectLanguage, rewritten } from '../lint/engine';
import { rules } from '../lint/rules';
import { isPlainObject, pointerToPath, valueAt } from '../json/path';
import type { Finding } from '../item/finding';
import type { Language } from '../item/types';
import type { EditorContent } from './editorContent';

/** The texts lint reads, and where their language is. */
const LINTED: Record<string, string> = { '/question': '/language', '/translation/question': '/translation/language' };

/**
 * The new text for the field at `pointer` that applies the suggestion of the lint finding `code` (`lint.<rule>`),
 * or undefined when the rule only gives advice (the author rewrites it).
 */
export function lintFix(item: unknown, code: string, pointer: string): string | undefined {
  const languageAt = LINTED[pointer];
  // Most findings are not on a linted text: they are answered before the rules are looked through.
  if (!languageAt || !code.startsWith('lint.')) return undefined;
  const rule = rules.find((r) => `lint.${r.id}` === code);
  const text = valueAt(item, pointerToPath(pointer));
  if (!rule || !isPlainObject(item) || typeof text !== 'string') return undefined;
  const declared = valueAt(item, pointerToPath(languageAt));
  const lang: Language = declared === 'en' || declared === 'zh' ? declared : detectLanguage(text);
  return rewritten(rule, text, lang);
}

/** The fix of a finding on an item the form shows (`formFindings`): the lint rule's rewrite of the question, if any. */
export function itemFindingFix(content: EditorContent, finding: Finding): string | undefined {
  return content.kind === 'item' ? lintFix(content.item, finding.code, finding.pointer) : undefined;
}
