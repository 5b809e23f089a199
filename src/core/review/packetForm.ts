/** What the reviewer's form shows of a packet file and where it may write: only responses and completedAt. */
import packetSchema from '../../../schemas/review-packet.schema.json';
import type { ItemDiagnosis } from '../item/diagnose';
import type { JsonPath } from '../item/jsonPath';
import { isPlainObject } from '../item/jsonPath';
import type { SchemaNode } from '../item/schemaPath';
import type { Packet } from './types';

export type PacketContent =
  /** A packet the form shows (it may still have findings). */
  | { kind: 'packet'; packet: Packet }
  /** Not JSON, or not shaped like a packet: the form shows the reason and never writes. */
  | { kind: 'unreadable'; detail: string };

/** Classifies a diagnosed packet text. */
export function packetContentOf(diagnosis: ItemDiagnosis): PacketContent {
  const data = diagnosis.data;
  const items = isPlainObject(data) ? data.items : undefined;
  if (diagnosis.parseFailed || !Array.isArray(items) || !items.every((i) => isPlainObject(i) && isPlainObject(i.response) && Array.isArray(i.parts))) {
    return { kind: 'unreadable', detail: diagnosis.findings[0]?.message ?? '' };
  }
  return { kind: 'packet', packet: data as unknown as Packet };
}

const root = packetSchema as SchemaNode & { $defs: Record<string, SchemaNode> };

function resolve(node: SchemaNode): SchemaNode {
  return node.$ref ? resolve(root.$defs[node.$ref.replace('#/$defs/', '')]) : node;
}

/** A path the reviewer may write: inside an item's response, or the packet's completedAt. */
export function isReviewerPath(path: JsonPath): boolean {
  return (path.length === 1 && path[0] === 'completedAt') || (path[0] === 'items' && typeof path[1] === 'number' && path[2] === 'response');
}

/** The packet schema at a path (undefined outside the format). */
export function packetSchemaAt(path: JsonPath): SchemaNode | undefined {
  let node: SchemaNode | undefined = root;
  for (const step of path) {
    const here: SchemaNode = resolve(node);
    node = typeof step === 'number' ? here.items : here.properties?.[step];
    if (!node) return undefined;
  }
  return resolve(node!);
}

/** The schema's order of the properties of the object at `path`. */
export function packetPropertyOrder(path: JsonPath): readonly string[] | undefined {
  const properties = packetSchemaAt(path)?.properties;
  return properties && Object.keys(properties);
}
