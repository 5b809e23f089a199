import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { Item } from '../../../src/core/item/types';
import { renderMessages } from '../../../src/core/judge/render';
import { BUILTIN_TEMPLATES } from '../../../src/core/judge/builtinTemplates';
import { PLACEHOLDERS, resolveTemplate, templateFromJson, TemplateError } from '../../../src/core/judge/templates';
import { readJson } from '../helpers';

const item = readJson<Item>('samples/dataset/t2-global-sbux-assets.item.json');
const file = {
  schemaVersion: 1,
  id: 'team-strict-reference',
  title: { en: 'Strict reference', zh: '严格参考答案' },
  output: { kind: 'score', field: 'verdict' },
  system: { en: 'Grade strictly. Output {"verdict":1} or {"verdict":0}.', zh: '严格评分。输出{"verdict":1}或{"verdict":0}。' },
  prompt: 'Q: {question}\nReference: {reference}\nTolerance: {tolerance}\n{answer}',
};

describe('template files (schemas/judge-template.schema.json)', () => {
  test('a valid file becomes a template with defaults filled in, and renders', () => {
    const t = templateFromJson(file, 'judges/strict.judge.json');
    assert.deepEqual(t.output, { kind: 'score', parser: 'json', field: 'verdict', noData: false });
    assert.equal(t.source, 'judges/strict.judge.json');
    const [system, user] = renderMessages(t, item, { answer: '29374.5' });
    assert.match(system.content, /Grade strictly/);
    assert.match(user.content, /^Q: What were Starbucks/);
    assert.match(user.content, /Reference: - /);
  });

  test('pairwise defaults to the [[n]] parser', () => {
    assert.equal(templateFromJson({ ...file, output: { kind: 'pairwise' } }, 'p.json').output.parser, 'brackets');
  });

  const bad: [string, unknown, RegExp][] = [
    ['missing prompt', { ...file, prompt: undefined }, /must have required property 'prompt'/],
    ['unknown output kind', { ...file, output: { kind: 'stars' } }, /output\/kind/],
    ['rubric with brackets', { ...file, output: { kind: 'rubric', parser: 'brackets' } }, /output\/parser/],
    ['an unknown field', { ...file, colour: 'red' }, /additional properties/],
    ['an unknown placeholder', { ...file, prompt: 'Q: {question} {answr}' }, /unknown placeholder \{answr\}/],
    ['a built-in id', { ...file, id: 'reference' }, /built-in/],
    ['not an object', [1, 2], /not a judge template/],
  ];
  for (const [name, data, message] of bad) {
    test(`rejected: ${name}`, () => assert.throws(() => templateFromJson(data, 'x.judge.json'), (e: Error) => e instanceof TemplateError && message.test(e.message)));
  }
});

describe('resolveTemplate', () => {
  test('by built-in id, by workspace id, by path, and a clear error otherwise', () => {
    assert.equal(resolveTemplate(item, { requested: 'rubric' }).id, 'rubric');
    const team = templateFromJson(file, 'strict.judge.json');
    assert.equal(resolveTemplate(item, { requested: 'team-strict-reference', workspace: [team] }), team);
    assert.equal(resolveTemplate(item, { requested: 'judges/strict.judge.json', readFile: () => file }).id, 'team-strict-reference');
    assert.throws(() => resolveTemplate(item, { requested: 'nope' }), /unknown judge template 'nope' \(built-in: t1-live, reference, rubric, pairwise, item\)/);
    assert.throws(() => resolveTemplate(item, { requested: 'item' }), /no judge prompt of its own/);
  });

  test("the item's judge.template is used when nothing is asked for", () => {
    assert.equal(resolveTemplate(item).id, 'reference');
  });
});

test('every placeholder a built-in template uses is documented, in both languages', () => {
  for (const t of BUILTIN_TEMPLATES.values()) {
    for (const text of [t.system, t.prompt].flatMap((x) => (typeof x === 'string' ? [x] : [x.en!, x.zh!]))) {
      assert.ok(text, `${t.id} has English and Chinese`);
      for (const [, name] of text.matchAll(/\{([A-Za-z_]+)\}/g)) assert.ok((PLACEHOLDERS as readonly string[]).includes(name), `${t.id}: {${name}}`);
    }
  }
});
