/**
 * OneMillion-Bench entries ↔ OE items. Import keeps the whole entry in origin.row, and export takes every field
 * from it that was not edited since, so an unchanged item gives its entry back field for field.
 */
import type { Criterion, Item, Language, Market, RubricTag, TimeSensitivity } from '../item/types';
import { problemFinding } from '../diagnose/diagnose';
import { readJsonText } from '../json/read';
import { uniqueIds } from './finsearchcomp';
import { parseJsonLines } from './jsonLines';
import { RecordError, recordsToItems } from './records';

export type OneMillionEntry = Record<string, unknown>;

/** An entry that cannot become an item; the message says why. */
export class EntryError extends RecordError {}

/** The source's `language` column holds the market ("global", "cn"); these are the values it is known to use. */
const GLOBAL_VALUES = /^(global|en|english|international|intl|overseas)$/i;
const GREATER_CHINA_VALUES = /^(cn|zh|china|chinese|greater[ _-]?china|gc|mainland|中国|国内)$/i;
const MARKET_VALUE: Record<Market, string> = { global: 'global', 'greater-china': 'cn' };

const LEVELS: Record<TimeSensitivity['level'], string> = {
  strong: 'Strongly time-sensitive',
  weak: 'Weakly time-sensitive',
  none: 'Time-agnostic',
};
const LEVEL_PATTERNS: [RegExp, TimeSensitivity['level']][] = [
  [/strong|强/i, 'strong'],
  [/weak|弱/i, 'weak'],
  [/agnostic|insensitive|none|无关|不敏感/i, 'none'],
];

const TAGS: Record<RubricTag, string> = {
  factual: 'Factual Information',
  analytical: 'Analytical Reasoning',
  instructions: 'Instructions Following',
  formatting: 'Formatting',
};
const TAG_PATTERNS: [RegExp, RubricTag][] = [
  [/fact|事实/i, 'factual'],
  [/analy|reason|分析|推理/i, 'analytical'],
  [/instruct|指令/i, 'instructions'],
  [/format|格式/i, 'formatting'],
];

/** "NA" and the shapes the item schema accepts; anything else is kept only in origin.row. */
const YEAR_MONTH = /^(\d{4}-\d{2}|NA)$/;
const DAY = /^(\d{1,2}|NA)$/;

/** The market a `language` cell stands for. */
export function marketOf(value: unknown): Market {
  const text = typeof value === 'string' ? value.trim() : '';
  if (GLOBAL_VALUES.test(text)) return 'global';
  if (GREATER_CHINA_VALUES.test(text)) return 'greater-china';
  throw new EntryError(`language '${String(value)}' is neither a global nor a Chinese market value (global, cn)`);
}

/** zh when Chinese characters carry the question, en otherwise (a few Chinese names in English text stay en). */
export function questionLanguage(question: string): Language {
  const han = question.match(/\p{Script=Han}/gu)?.length ?? 0;
  const latin = question.match(/[A-Za-z]/g)?.length ?? 0;
  return han * 4 > latin ? 'zh' : 'en';
}

/** A valid item id: "om-<case_id>", else from the entry's id. */
export function baseEntryId(entry: OneMillionEntry, index: number): string {
  if (Number.isInteger(entry.case_id)) return `om-${entry.case_id}`;
  const text = typeof entry.id === 'string' ? entry.id.replace(/[^A-Za-z0-9._()-]+/g, '-').replace(/^-+|-+$/g, '') : '';
  return `om-${text || `entry-${index}`}`;
}

function isObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

function criterionOf(raw: unknown, i: number): Criterion {
  if (!isObject(raw)) throw new EntryError(`rubrics[${i}] is not an object`);
  const { rubric_number: number, rubric_detail: text, rubric_weight: weight, rubric_tag: tag } = raw;
  if (!Number.isInteger(number) || (number as number) < 1) throw new EntryError(`rubrics[${i}].rubric_number must be a whole number ≥ 1`);
  if (typeof text !== 'string' || !text.trim()) throw new EntryError(`rubrics[${i}].rubric_detail is missing or empty`);
  if (!Number.isInteger(weight) || weight === 0) throw new EntryError(`rubrics[${i}].rubric_weight must be a non-zero whole number, not ${JSON.stringify(weight)}`);
  const known = typeof tag === 'string' ? TAG_PATTERNS.find(([pattern]) => pattern.test(tag))?.[1] : undefined;
  if (!known) throw new EntryError(`rubrics[${i}].rubric_tag '${String(tag)}' is not one of ${Object.values(TAGS).join(', ')}`);
  return { number: number as number, text, weight: weight as number, tag: known };
}

function timeSensitivityOf(raw: unknown): TimeSensitivity | undefined {
  if (!isObject(raw) || typeof raw.time_sensitivity !== 'string') return undefined;
  const label = raw.time_sensitivity;
  const level = LEVEL_PATTERNS.find(([pattern]) => pattern.test(label))?.[1];
  if (!level) throw new EntryError(`tags.time_sensitivity '${label}' is not one of ${Object.values(LEVELS).join(', ')}`);
  return {
    level,
    ...(typeof raw.year_month === 'string' && YEAR_MONTH.test(raw.year_month) ? { yearMonth: raw.year_month } : {}),
    ...(typeof raw.day === 'string' && DAY.test(raw.day) ? { day: raw.day } : {}),
  };
}

/** One OneMillion-Bench entry as an OE item; throws EntryError when the entry cannot be read. */
export function entryToItem(entry: unknown, options: { id: string; now: string }): Item {
  if (!isObject(entry)) throw new EntryError('the entry is not a JSON object');
  const { question, rubrics, tags, system_prompt: systemPrompt } = entry;
  if (typeof question !== 'string' || !question.trim()) throw new EntryError("'question' is missing or empty");
  if (!Array.isArray(rubrics) || !rubrics.length) throw new EntryError("'rubrics' is missing or empty");
  if (tags !== undefined && tags !== null && !isObject(tags)) throw new EntryError("'tags' is not an object");
  if (systemPrompt !== undefined && systemPrompt !== null && typeof systemPrompt !== 'string') throw new EntryError("'system_prompt' is not text");
  const topics = isObject(tags) && Array.isArray(tags.topics) ? [...new Set(tags.topics.filter((t): t is string => typeof t === 'string' && t !== ''))] : [];
  const timeSensitivity = isObject(tags) ? timeSensitivityOf(tags.time_sensitivity) : undefined;
  return {
    schemaVersion: 1,
    id: options.id,
    task: 'OE',
    market: marketOf(entry.language),
    language: questionLanguage(question),
    question,
    ...(systemPrompt ? { systemPrompt } : {}),
    rubric: rubrics.map(criterionOf),
    ...(topics.length ? { topics } : {}),
    ...(timeSensitivity ? { timeSensitivity } : {}),
    review: {
      status: 'draft',
      history: [{
        at: options.now,
        actor: 'finbench import',
        action: 'imported',
        status: 'draft',
        details: { format: 'onemillion', ...(entry.id !== undefined ? { entryId: entry.id } : {}), ...(entry.case_id !== undefined ? { caseId: entry.case_id } : {}) },
      }],
    },
    origin: { format: 'onemillion', row: entry },
  };
}

/** The entry an item renders to, in OneMillion-Bench's field order. Only OE items with a rubric export. */
function renderEntry(item: Item): OneMillionEntry {
  if (item.task !== 'OE' || !item.rubric?.length) throw new EntryError(`${item.id} is not an OE item with a rubric`);
  const ts = item.timeSensitivity;
  const row = item.origin?.format === 'onemillion' ? item.origin.row : undefined;
  const tags: Record<string, unknown> = {
    ...(ts ? { time_sensitivity: { day: ts.day ?? 'NA', time_sensitivity: LEVELS[ts.level], year_month: ts.yearMonth ?? 'NA' } } : {}),
    ...(item.topics?.length ? { topics: item.topics } : {}),
  };
  return {
    // The entry's own identity survives a renamed item; an item made here has no case number.
    id: typeof row?.id === 'string' ? row.id : item.id,
    case_id: Number.isInteger(row?.case_id) ? row!.case_id : null,
    language: MARKET_VALUE[item.market],
    system_prompt: item.systemPrompt ?? '',
    question: item.question,
    tags,
    rubrics: item.rubric.map((c) => ({ rubric_detail: c.text, rubric_number: c.number, rubric_tag: TAGS[c.tag], rubric_weight: c.weight })),
  };
}

/**
 * `original` where the rendering did not change since the import (`asImported`), `rendered` where it did,
 * field by field inside objects and equal-length arrays; a field the original lacked stays absent until edited.
 */
function keepUnchanged(rendered: unknown, asImported: unknown, original: unknown): unknown {
  if (JSON.stringify(rendered) === JSON.stringify(asImported)) return original;
  if (isObject(rendered) && isObject(asImported) && isObject(original)) {
    const merged: Record<string, unknown> = {};
    for (const key of new Set([...Object.keys(original), ...Object.keys(rendered)])) {
      // A field the rendering dropped since the import was deleted by an edit; one it never knew is kept.
      const value = key in rendered ? keepUnchanged(rendered[key], asImported[key], original[key]) : key in asImported ? undefined : original[key];
      if (value !== undefined) merged[key] = value;
    }
    return merged;
  }
  if (Array.isArray(rendered) && Array.isArray(asImported) && Array.isArray(original)
    && rendered.length === asImported.length && asImported.length === original.length) {
    return rendered.map((value, i) => keepUnchanged(value, asImported[i], original[i]));
  }
  return rendered;
}

/** An item as a OneMillion-Bench entry; an imported item gives back its entry with only its edits applied. */
export function itemToEntry(item: Item): OneMillionEntry {
  const rendered = renderEntry(item);
  const original = item.origin?.format === 'onemillion' && isObject(item.origin.row) ? item.origin.row : undefined;
  if (!original) return rendered;
  let asImported: OneMillionEntry | undefined;
  try {
    asImported = renderEntry(entryToItem(original, { id: item.id, now: '' }));
  } catch (e) {
    if (!(e instanceof EntryError)) throw e;
    return rendered; // the stored entry no longer imports: every field comes from the item
  }
  return keepUnchanged(rendered, asImported, original) as OneMillionEntry;
}

export interface ImportedEntry {
  /** 0-based among the file's entries (array elements, or non-empty lines of JSONL). */
  index: number;
  item: Item;
}

/** Reads a JSON array of entries, or JSON Lines with one entry per line. */
export function parseEntries(text: string): { entries: { index: number; where: string; value: unknown }[]; errors: string[] } {
  const body = text.replace(/^\uFEFF/, '');
  if (body.trimStart().startsWith('[')) {
    const { value, problems } = readJsonText(body);
    if (problems.length) return { entries: [], errors: problems.map((p) => `the file starts with '[' but is not a valid JSON array: ${problemFinding(p, 'en').message}`) };
    if (!Array.isArray(value)) return { entries: [], errors: [`the file starts with '[' but is not a JSON array`] };
    return { entries: value.map((entry, index) => ({ index, where: `entry ${index}`, value: entry })), errors: [] };
  }
  const { rows, errors } = parseJsonLines(body);
  return {
    entries: rows.map((r) => ({ index: r.index, where: `line ${r.line}`, value: r.value })),
    errors: errors.map((e) => e.message),
  };
}

/** Imports OneMillion-Bench entries; every entry that cannot become a valid item is an error naming it. */
export function importOneMillion(text: string, now: string): { items: ImportedEntry[]; errors: string[] } {
  const { entries, errors } = parseEntries(text);
  const ids = uniqueIds(entries.map((e) => baseEntryId(isObject(e.value) ? e.value : {}, e.index)));
  const converted = recordsToItems(entries, ids, (e, id) => entryToItem(e.value, { id, now }));
  return {
    items: converted.items.map(({ record, item }) => ({ index: record.index, item })),
    errors: [...errors, ...converted.errors.map((e) => e.message)],
  };
}

/** Whether an item can be a OneMillion-Bench entry: an OE item with a rubric. */
export function isOneMillionItem(item: Item): boolean {
  return item.task === 'OE' && (item.rubric?.length ?? 0) > 0;
}

/** Items as OneMillion-Bench entries: a JSON array (indented), or JSON Lines. */
export function exportOneMillion(items: Item[], format: 'json' | 'jsonl' = 'json'): string {
  const entries = items.map(itemToEntry);
  if (format === 'jsonl') return entries.map((e) => `${JSON.stringify(e)}\n`).join('');
  return `${JSON.stringify(entries, null, 2)}\n`;
}
