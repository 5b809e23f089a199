/** Judge templates: the built-in ones, workspace template files, and an item's own imported judge prompt. */
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import templateSchema from '../../../schemas/judge-template.schema.json';
import type { Item, Language } from '../item/types';
import { BUILTIN_TEMPLATES } from './builtinTemplates';
import type { JudgeTemplate, LocalText, OutputKind, OutputSpec, ParserKind } from './types';

/** Every placeholder a template may use. FinSearchComp's own names are aliases. */
export const PLACEHOLDERS = [
  'question', 'requiredContent', 'criteria', 'tolerance', 'reference', 'snapshot', 'capturedAt', 'rubric',
  'answer', 'needs', 'hints', 'answer1', 'answer2', 'prompt', 'response_reference', 'ground_truth', 'response',
] as const;
export type Placeholder = (typeof PLACEHOLDERS)[number];

const PLACEHOLDER_SET = new Set<string>(PLACEHOLDERS);
/** `{name}` with an identifier inside; JSON examples such as {"score":1} never match. */
export const PLACEHOLDER_PATTERN = /\{([A-Za-z_][A-Za-z0-9_]*)\}/g;

/** The built-in template for an item's task. */
export function defaultTemplateId(item: Pick<Item, 'task'>): string {
  return item.task === 'T1' ? 't1-live' : item.task === 'OE' ? 'rubric' : 'reference';
}

export function builtinTemplate(id: string): JudgeTemplate | undefined {
  return BUILTIN_TEMPLATES.get(id);
}

export function builtinTemplateIds(): string[] {
  return [...BUILTIN_TEMPLATES.keys()];
}

/** Picks a text in the item's language, falling back to English, then to whatever there is. */
export function localText(text: LocalText, lang: Language): string {
  if (typeof text === 'string') return text;
  return text[lang] ?? text.en ?? Object.values(text)[0] ?? '';
}

/**
 * The item's own judge prompt (FinSearchComp's judge_system_prompt and judge_prompt_template) as a template;
 * undefined when the item has none. Its output is the T1 score with "null" for no data.
 */
export function itemTemplate(item: Item): JudgeTemplate | undefined {
  const own = item.judge;
  if (!own?.promptTemplate) return undefined;
  return {
    id: 'item',
    title: { en: "The item's own judge prompt", zh: '题目自带的评判提示词' },
    source: 'item',
    output: item.task === 'T1' ? { kind: 'score', field: 'score', noData: true, parser: 'json' } : { kind: 'score', field: 'answer_score', noData: false, parser: 'json' },
    system: own.systemPrompt ?? '',
    prompt: own.promptTemplate,
  };
}

export class TemplateError extends Error {}

/** Whether a template name is a file path (it has a slash or ends in .json) rather than an id. */
export function isTemplatePath(name: string): boolean {
  return /[\\/]|\.json$/.test(name);
}

let validateFile: ValidateFunction | undefined;

/** Reads a template file's parsed JSON; a file that breaks the schema or names unknown placeholders throws a TemplateError listing every problem. */
export function templateFromJson(data: unknown, source: string): JudgeTemplate {
  validateFile ??= new Ajv2020({ allErrors: true, allowUnionTypes: true }).compile(templateSchema);
  if (!validateFile(data)) {
    const problems = (validateFile.errors ?? []).map((e) => `${e.instancePath || '/'} ${e.message}`);
    throw new TemplateError(`${source}: not a judge template: ${[...new Set(problems)].join('; ')}`);
  }
  const file = data as { id: string; title?: LocalText; output: { kind: OutputKind; field?: string; noData?: boolean; parser?: ParserKind }; system: LocalText; prompt: LocalText };
  if (BUILTIN_TEMPLATES.has(file.id)) throw new TemplateError(`${source}: the id '${file.id}' is a built-in template's`);
  const unknown = [...texts(file.system), ...texts(file.prompt)].flatMap(unknownPlaceholders);
  if (unknown.length) throw new TemplateError(`${source}: unknown placeholder${unknown.length > 1 ? 's' : ''} ${[...new Set(unknown)].map((p) => `{${p}}`).join(', ')}`);
  const output: OutputSpec = {
    kind: file.output.kind,
    parser: file.output.parser ?? (file.output.kind === 'pairwise' ? 'brackets' : 'json'),
    ...(file.output.kind === 'score' ? { field: file.output.field ?? 'score', noData: file.output.noData ?? false } : {}),
  };
  return { id: file.id, title: file.title, output, system: file.system, prompt: file.prompt, source };
}

function texts(text: LocalText): string[] {
  return typeof text === 'string' ? [text] : Object.values(text).filter((t): t is string => typeof t === 'string');
}

function unknownPlaceholders(text: string): string[] {
  return [...text.matchAll(PLACEHOLDER_PATTERN)].map((m) => m[1]).filter((name) => !PLACEHOLDER_SET.has(name));
}

export function isPlaceholder(name: string): name is Placeholder {
  return PLACEHOLDER_SET.has(name);
}

/**
 * The template for a run: the one asked for (built-in id, "item" for the item's own prompt, a workspace template's
 * id, or a file path read by `readFile`), else the item's judge.template, else the item's own prompt, else the
 * built-in for its task.
 */
export function resolveTemplate(
  item: Item,
  options: { requested?: string; workspace?: JudgeTemplate[]; readFile?: (path: string) => unknown } = {},
): JudgeTemplate {
  const name = options.requested ?? item.judge?.template;
  if (name === undefined) return itemTemplate(item) ?? BUILTIN_TEMPLATES.get(defaultTemplateId(item))!;
  if (name === 'item') {
    const own = itemTemplate(item);
    if (!own) throw new TemplateError(`item ${item.id} has no judge prompt of its own (judge.promptTemplate)`);
    return own;
  }
  const known = BUILTIN_TEMPLATES.get(name) ?? options.workspace?.find((t) => t.id === name);
  if (known) return known;
  if (isTemplatePath(name) && options.readFile) return templateFromJson(options.readFile(name), name);
  throw new TemplateError(`unknown judge template '${name}' (built-in: ${builtinTemplateIds().join(', ')}, item${options.workspace?.length ? `, ${options.workspace.map((t) => t.id).join(', ')}` : ''})`);
}
