/** The solver's view of an item: an allow-list copy, so no field of the key can slip into a packet. */
import type { Item } from '../item/types';
import type { PacketItem, PacketPart, PacketResponse, ShownItem } from './types';

/** What a packet shows the reviewer of an item: the question, its translation, task, market, language and the parts asked. */
export function shownOf(item: Item): ShownItem {
  return {
    task: item.task,
    market: item.market,
    language: item.language,
    question: item.question,
    ...(item.translation ? { translation: { language: item.translation.language, question: item.translation.question } } : {}),
    parts: item.task === 'OE' ? [] : (item.answer?.parts ?? []).map(solverPart),
  };
}

/** The same fields of a packet entry, as the packet file holds them now. */
export function shownInPacket(entry: PacketItem): ShownItem {
  const { task, market, language, question, translation, parts } = entry;
  return { task, market, language, question, ...(translation ? { translation } : {}), parts };
}

/**
 * The packet entry for an item under the packet's own id for it (`p1`, `p2`…: a real id can point to a public
 * row with its answer), with its commitment, the digest of what it shows and an empty response.
 */
export function packetItemOf(item: Item, entryId: string, commitment: string, shown: string): PacketItem {
  const view = shownOf(item);
  const { parts } = view;
  return { id: entryId, ...view, commitment, shown, response: emptyResponse(item.task === 'OE', parts.length) };
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
