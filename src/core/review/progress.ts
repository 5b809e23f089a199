/** Whether a reviewer has answered or explained each packet item (pure: the reviewer's form uses it too). */
import type { PacketItem, PacketResponse } from './types';

export type ItemProgress = 'answered' | 'explained' | 'open';

/** 'explained' = cannot answer with a reason, or ambiguous with a comment and not every part given. */
export function progressOf(item: Pick<PacketItem, 'task' | 'parts'>, response: PacketResponse): ItemProgress {
  if (response.cannotAnswer && response.reason?.trim()) return 'explained';
  if (response.ambiguous && !response.comment.trim()) return 'open';
  const given = item.task === 'OE'
    ? Boolean(response.answer?.trim())
    : item.parts.length > 0 && item.parts.every((_, i) => Boolean(response.parts[i]?.value.trim()));
  if (given) return 'answered';
  return response.ambiguous ? 'explained' : 'open';
}

/** How many items are answered or explained, of how many. */
export function packetProgress(items: Pick<PacketItem, 'task' | 'parts' | 'response'>[]): { done: number; total: number } {
  return { done: items.filter((i) => progressOf(i, i.response) !== 'open').length, total: items.length };
}
