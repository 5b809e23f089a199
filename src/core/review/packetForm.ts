/** What the reviewer's form shows of a packet file and where it may write: only responses and completedAt. */
import packetSchemaJson from '../../../schemas/review-packet.schema.json';
import type { ItemDiagnosis } from '../diagnose/diagnose';
import type { JsonPath } from '../json/path';
import { isPlainObject } from '../json/path';
import { createSchemaWalker, type RootSchema } from '../json/schemaWalker';
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

/** The packet format's schema walker: where the form may write and in which order new properties go. */
export const packetSchema = createSchemaWalker(packetSchemaJson as RootSchema);

/** A path the reviewer may write: inside an item's response, or the packet's completedAt. */
export function isReviewerPath(path: JsonPath): boolean {
  return (path.length === 1 && path[0] === 'completedAt') || (path[0] === 'items' && typeof path[1] === 'number' && path[2] === 'response');
}
