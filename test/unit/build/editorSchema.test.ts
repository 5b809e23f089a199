import assert from 'node:assert/strict';
import { test } from 'node:test';
import { editorSchema } from '../../../scripts/editorSchema.mjs';
import { readJson } from '../helpers';

const DESCRIBING = new Set(['$schema', '$ref', 'title', 'description', 'markdownDescription', 'default', 'examples', 'defaultSnippets']);

/** The keywords of every schema node (not the property names under `properties`) that do more than describe. */
function checkingKeywords(node: any, where = '#'): string[] {
  return Object.entries(node).flatMap(([key, value]) => {
    if (key === 'properties' || key === 'patternProperties' || key === '$defs') {
      return Object.entries(value as object).flatMap(([name, child]) => checkingKeywords(child, `${where}/${key}/${name}`));
    }
    if (key === 'items' || key === 'additionalProperties') return checkingKeywords(value, `${where}/${key}`);
    return DESCRIBING.has(key) ? [] : [`${where}/${key}`];
  });
}

test("the text editor's item schema proposes every field and value but checks nothing", () => {
  const schema = editorSchema(readJson('schemas/item.schema.json'));
  assert.deepEqual(checkingKeywords(schema), [], 'no validation keyword is left');
  assert.ok(checkingKeywords(readJson('schemas/item.schema.json')).length > 100, 'the walk sees the validation keywords of the real schema');
  assert.deepEqual(Object.keys(schema.properties), Object.keys(readJson<any>('schemas/item.schema.json').properties), 'every top-level field completes');
  assert.deepEqual(schema.properties.task.examples, ['T1', 'T2', 'T3', 'OE'], 'allowed values are proposed');
  assert.ok(schema.properties.question.description, 'hover keeps the descriptions');
  assert.ok(schema.$defs.part.properties.tolerance, 'definitions stay reachable through $ref');
});

test('the built copy is what package.json points the JSON editor at', () => {
  const manifest = readJson<any>('package.json');
  const item = manifest.contributes.jsonValidation.find((v: { fileMatch: string }) => v.fileMatch === '*.item.json');
  assert.equal(item.url, './dist/schemas/item.editor.schema.json');
  assert.deepEqual(readJson(item.url), editorSchema(readJson('schemas/item.schema.json')));
});
