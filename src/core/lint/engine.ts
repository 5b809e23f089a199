/** Runs the ambiguity rules over a question, or over an item's question and translation. */
import type { Finding } from '../item/finding';
import type { Item, Language, LintSuppression } from '../item/types';
import { numericParts } from './answerKey';
import type { Span } from '../tolerance/numbers';
import { filerName, readQuestion, type QuestionReading } from './reading';
import type { LintCategory } from './ruleCatalog';
import { rules, type LintRule } from './rules';
import { asSimplified } from './simplified';
import { triggerPrefilter } from './triggerPrefilter';

export interface LintFinding {
  rule: string;
  category: LintCategory;
  /** A hint is a finding the item's answer key settles: it is reported with what settles it, never as a warning. */
  severity: 'warning' | 'hint';
  message: string;
  /** For a hint: what in the answer key settles it, in the message language. */
  settledBy?: string;
  /** The question rewritten where a rewrite is known, otherwise advice on how to rewrite it. */
  suggestion: string;
  /** Where in the question the rule's trigger was found. */
  span: Span;
}

export interface LintOptions {
  /** The question's language (default: detected); rewrites are written in it. */
  lang?: Language;
  /** Language of messages and advice (default: the question's). */
  messageLang?: Language;
  /** With an item, rules that do not concern its answer key are skipped. */
  item?: Item;
}

/** Chinese when the text holds any CJK ideograph. */
export function detectLanguage(text: string): Language {
  return /[\u4e00-\u9fff]/.test(text) ? 'zh' : 'en';
}

const prefilter = triggerPrefilter(rules);

/** The ambiguity findings of one question. English and Chinese triggers both apply, since questions mix them. */
export function lintQuestion(question: string, options: LintOptions = {}): LintFinding[] {
  const lang = options.lang ?? detectLanguage(question);
  const messageLang = options.messageLang ?? lang;
  // Rules and readings see a Traditional question as Simplified (the same length): spans and rewrites are the question's own.
  const read = asSimplified(question);
  const reading = readQuestion(read);
  const parts = options.item ? numericParts(options.item) : [];
  const findings: LintFinding[] = [];
  const possible = prefilter.possible(read);
  for (const [index, rule] of rules.entries()) {
    // Before the reading's kind: a rule whose trigger cannot match costs nothing of the reading.
    if (!possible[index]) continue;
    if (rule.kinds && !rule.kinds.includes(reading.kind)) continue;
    if (options.item && rule.appliesTo && !rule.appliesTo(options.item)) continue;
    // The trigger first: few rules' triggers are in a question, and the reading's parts are read only when asked for.
    const span = triggerSpan(rule, read);
    if (!span || (rule.needs && !rule.needs(reading)) || !fires(rule, read)) continue;
    const settled = rule.settledBy && parts.map(rule.settledBy).find((s) => s !== undefined);
    findings.push({
      rule: rule.id,
      category: rule.category,
      severity: settled ? 'hint' : 'warning',
      message: filled(rule.message[messageLang], reading, messageLang),
      ...(settled && { settledBy: settled[messageLang] }),
      suggestion: rewritten(rule, question, lang) ?? rule.advice[messageLang],
      span,
    });
  }
  return findings;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/** The month (or months, "January/February") a fiscal year ends in, as a message in `lang` writes it: 1月或2月 in Chinese. */
function monthsIn(yearEnds: string, lang: Language): string {
  if (lang === 'en') return yearEnds;
  return yearEnds.split('/').map((month) => (MONTHS.includes(month) ? `${MONTHS.indexOf(month) + 1}月` : month)).join('或');
}

/** A message with the company and the month its fiscal year ends, for rules that name them. */
function filled(message: string, reading: QuestionReading, lang: Language): string {
  const filer = reading.fiscalFiler;
  return message.replace('{company}', filer ? filerName(filer, lang) : '').replace('{yearEnds}', monthsIn(filer?.yearEnds ?? '', lang));
}

/**
 * Lint findings of an item's question and translation, minus the rules the item silences. Messages and suggestions
 * are in the language of the text they concern (a Chinese question gets Chinese advice); `uiLang` is used only
 * for a text whose language is neither set nor detectable.
 */
export function lintItem(item: Item, uiLang: Language = 'en'): Finding[] {
  const suppress = Array.isArray(item.lint?.suppress) ? item.lint.suppress : [];
  const texts: [string, unknown, unknown][] = [
    ['/question', item.question, item.language],
    ['/translation/question', item.translation?.question, item.translation?.language],
  ];
  return texts.flatMap(([pointer, text, declared]) => {
    if (typeof text !== 'string' || !text) return [];
    const lang = declared === 'en' || declared === 'zh' ? declared : text.trim() ? detectLanguage(text) : uiLang;
    // A finding the answer key settles is not raised on the item.
    return lintQuestion(text, { lang, messageLang: lang, item })
      .filter((f) => f.severity === 'warning' && !isSuppressed(f, suppress))
      .map((f) => ({
        pointer,
        message: `${f.message} ${lang === 'zh' ? '建议' : 'Suggestion'}: ${f.suggestion}`,
        severity: 'warning' as const,
        code: `lint.${f.rule}`,
      }));
  });
}

/** An item silences a finding by its rule id or its category. */
export function isSuppressed(finding: Pick<LintFinding, 'rule' | 'category'>, suppress: LintSuppression[]): boolean {
  return suppress.some((s) => s && (s.rule === finding.rule || s.rule === finding.category));
}

function triggerSpan(rule: LintRule, question: string): Span | undefined {
  const en = rule.trigger.en.exec(question);
  const zh = rule.trigger.zh.exec(question);
  // The earlier match; the English one when both start at the same place.
  const first = en && zh ? (zh.index < en.index ? zh : en) : (en ?? zh);
  if (!first) return undefined;
  // A trigger that names the words that raised it (a `span` group, with the d flag) spans them, not its guard's context.
  const named = first.indices?.groups?.span;
  return named ? { offset: named[0], length: named[1] - named[0] } : { offset: first.index, length: first[0].length };
}

function fires(rule: LintRule, question: string): boolean {
  const either = (pair: Record<Language, RegExp>) => pair.en.test(question) || pair.zh.test(question);
  if (rule.context && !either(rule.context)) return false;
  const { exempt } = rule;
  // Read as it is written (one pattern or a list): no array built for each rule on every keystroke.
  if (exempt && (exempt instanceof RegExp ? exempt.test(question) : exempt.some((pattern) => pattern.test(question)))) return false;
  return !(rule.clarifier && either(rule.clarifier));
}

/** The question with the rule's known rewrite applied, when it has one that changes the question. */
export function rewritten(rule: LintRule, question: string, lang: Language): string | undefined {
  const rewrite = rule.rewrite?.[lang];
  const result = rewrite && question.replace(rewrite[0], rewrite[1]);
  return result && result !== question ? result : undefined;
}
