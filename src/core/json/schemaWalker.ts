/** Walks a JSON Schema by JSON path: what may live at a path, the order of an object's properties, and a type-level fit check. */
import type { JsonPath } from './path';
import { isPlainObject } from './path';

/** The parts of a JSON Schema this walk reads. */
export interface SchemaNode {
  $ref?: string;
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, SchemaNode>;
  patternProperties?: Record<string, SchemaNode>;
  additionalProperties?: boolean | SchemaNode;
  items?: SchemaNode;
}

/** A schema with its local definitions (`$ref: "#/$defs/<name>"` is the only reference form it follows). */
export type RootSchema = SchemaNode & { $defs?: Record<string, SchemaNode> };

/** What a walker answers about documents of one schema. */
export interface SchemaWalker {
  /** The schema of the value at `path`, or undefined when the format has no place for it. */
  schemaAt(path: JsonPath): SchemaNode | undefined;
  /** The schema's order of the properties of the object at `path` (new properties are inserted in it). */
  propertyOrderAt(path: JsonPath): readonly string[] | undefined;
  /**
   * Whether `value` has the JSON types (and enum/const values) the schema allows, throughout. Lengths, patterns
   * and ranges are not checked: a form writes what the user typed, and validation shows what is wrong with it.
   */
  fitsSchemaTypes(schema: SchemaNode, value: unknown): boolean;
}

/** A walker over `root`. */
export function createSchemaWalker(root: RootSchema): SchemaWalker {
  function resolve(node: SchemaNode): SchemaNode {
    if (node.$ref === undefined) return node;
    const target = root.$defs?.[node.$ref.replace('#/$defs/', '')];
    if (!target) throw new Error(`The schema has no definition for ${node.$ref}`);
    return resolve(target);
  }

  function schemaAt(path: JsonPath): SchemaNode | undefined {
    let node: SchemaNode | undefined = root;
    for (const step of path) {
      node = node && childSchema(resolve(node), step);
      if (!node) return undefined;
    }
    return resolve(node!);
  }

  function childSchema(node: SchemaNode, step: string | number): SchemaNode | undefined {
    if (typeof step === 'number') return node.items;
    if (node.type !== undefined && ![node.type].flat().includes('object')) return undefined;
    if (node.properties && Object.hasOwn(node.properties, step)) return node.properties[step];
    for (const [pattern, schema] of Object.entries(node.patternProperties ?? {})) if (new RegExp(pattern).test(step)) return schema;
    // JSON Schema's default: an object without the keyword takes any property.
    if (node.additionalProperties === undefined || node.additionalProperties === true) return {};
    return isPlainObject(node.additionalProperties) ? node.additionalProperties : undefined;
  }

  function propertyOrderAt(path: JsonPath): readonly string[] | undefined {
    const properties = schemaAt(path)?.properties;
    return properties && Object.keys(properties);
  }

  function fitsSchemaTypes(schema: SchemaNode, value: unknown): boolean {
    const node = resolve(schema);
    if (node.const !== undefined && node.const !== value) return false;
    if (node.enum && !node.enum.includes(value)) return false;
    if (node.type && ![node.type].flat().some((t) => hasType(value, t))) return false;
    if (Array.isArray(value)) return !node.items || value.every((v) => fitsSchemaTypes(node.items!, v));
    if (isPlainObject(value)) {
      return Object.entries(value).every(([key, v]) => {
        const child = childSchema(node, key);
        return child !== undefined && fitsSchemaTypes(child, v);
      });
    }
    return true;
  }

  return { schemaAt, propertyOrderAt, fitsSchemaTypes };
}

function hasType(value: unknown, type: string): boolean {
  switch (type) {
    case 'object':
      return isPlainObject(value);
    case 'array':
      return Array.isArray(value);
    case 'integer':
      return Number.isInteger(value);
    case 'null':
      return value === null;
    default:
      return typeof value === type;
  }
}
