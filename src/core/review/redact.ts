/** The solver's view of an item: an allow-list copy, so no field of the key can slip into a packet. */
import type { Item } from '../item/types';
import type { PacketItem, PacketPart, PacketResponse } from './types';

/** The packet entry for an item, with its commitment and an empty response. */
export function packetItemOf(item: Item, commitment: string): PacketItem {
  const parts = item.task === 'OE' ? [] : (item.answer?.parts ?? []).map(solverPart);
  return {
    id: item.id,
    task: item.task,
    market: item.market,
    language: item.language,
    question: item.question,
    ...(item.translation ? { translation: { language: item.translation.language, question: item.translation.question } } : {}),
    parts,
    commitment,
    response: emptyResponse(item.task === 'OE', parts.length),
  };
}

/** What a part asks for: label, kind, unit, currency and scale, nothing else. */
export function solverPart(part: NonNullable<Item['answer']>['parts'][number]): PacketPart {
  const out: PacketPart = { label: part.label, kind: part.kind };
  if (part.unit !== undefined) out.unit = part.unit;
  if (part.currency !== undefined) out.currency = part.currency;
  if (part.scale !== undefined) out.scale = part.scale;
  return out;
}

function emptyResponse(openEnded: boolean, parts: number): PacketResponse {
  return {
    parts: Array.from({ length: parts }, () => ({ value: '' })),
    ...(openEnded ? { answer: '' } : {}),
    ambiguous: false,
    comment: '',
    cannotAnswer: false,
    reason: '',
    reasoning: '',
    sources: [],
    timeSpentSeconds: 0,
  };
}
