// The item schema as the JSON text editor gets it (package.json `jsonValidation`): every property, description,
// default and allowed value, for completion and hover, and no validation keyword. FinBench's own checks report
// each problem once, in its own words; VS Code's JSON service would report the same problems again in its words
// ("Property answer is not allowed", "Matches a schema that is not allowed", a regular expression).

/** Keywords that only describe; everything else (type, required, patterns, limits, if/then, not…) is dropped. */
const DESCRIBING = new Set(['$schema', '$ref', 'title', 'description', 'markdownDescription', 'default', 'examples', 'defaultSnippets']);
/** Keywords whose value is a map of schemas or a schema. */
const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs']);
const SCHEMAS = new Set(['items', 'additionalProperties']);

/** A JSON Schema node, as far as this copy reads it. */
export type Schema = Record<string, any>;

/** The completion-and-hover-only copy of a JSON Schema: allowed values become `examples`, which propose without checking. */
export function editorSchema(schema: Schema): Schema {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return {};
  const out: Schema = {};
  const examples = [...(schema.examples ?? []), ...(schema.enum ?? []), ...('const' in schema ? [schema.const] : [])];
  for (const [key, value] of Object.entries(schema)) {
    if (DESCRIBING.has(key)) out[key] = value;
    else if (SCHEMA_MAPS.has(key)) out[key] = Object.fromEntries(Object.entries(value as Schema).map(([name, child]) => [name, editorSchema(child as Schema)]));
    else if (SCHEMAS.has(key) && typeof value === 'object') out[key] = editorSchema(value as Schema);
  }
  if (examples.length) out.examples = [...new Set(examples)];
  return out;
}
