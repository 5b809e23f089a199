/** Turning a review plan into packets and item changes, one packet per reviewer, through the ordinary packet maker. */
import type { Item, Language } from '../../item/types';
import { applyChange, type ItemChange, type ItemSource } from '../changes';
import { createPacket, type LeftOut } from '../packet';
import type { Packet } from '../types';
import type { ReviewPlan } from './assign';

export interface PlannedPackets {
  packets: Packet[];
  /** One change per item file, holding every step (earlier ones first) in order. */
  changes: ItemChange[];
  leftOut: LeftOut[];
}

export interface WritePlanOptions {
  by: string;
  now: Date;
  due: string;
  lang?: Language;
}

/**
 * The packets of a plan. An item given to two reviewers is in two packets: each packet is made from the item as
 * the packet before left it, so its history gets both entries in order. `earlier` changes (a reissue) come first.
 */
export async function packetsOfPlan(plan: ReviewPlan, sources: ItemSource[], options: WritePlanOptions, earlier: ItemChange[] = []): Promise<PlannedPackets> {
  const working = new Map(sources.map((s) => [s.item.id, s]));
  const changes = new Map<string, ItemChange>();
  for (const change of earlier) changes.set(change.file, { ...change, ops: [...change.ops] });
  const packets: Packet[] = [];
  const leftOut: LeftOut[] = [];
  // Only an item that goes into another packet later needs its state after this one.
  const left = new Map<string, number>();
  for (const { items } of plan.assignments) for (const { id } of items) left.set(id, (left.get(id) ?? 0) + 1);
  for (const { reviewer, items } of plan.assignments) {
    const mine = items.flatMap((i) => working.get(i.id) ?? []);
    const made = await createPacket(mine, { reviewer, by: options.by, now: options.now, lang: options.lang, due: options.due });
    leftOut.push(...made.leftOut);
    if (made.packet.items.length) packets.push(made.packet);
    for (const change of made.changes) {
      const remaining = left.get(change.id)! - 1;
      left.set(change.id, remaining);
      if (remaining > 0) {
        const source = working.get(change.id)!;
        working.set(change.id, { file: source.file, item: JSON.parse(applyChange(JSON.stringify(source.item), change)) as Item });
      }
      const merged = changes.get(change.file);
      if (merged) merged.ops.push(...change.ops);
      else changes.set(change.file, { ...change, ops: [...change.ops] });
    }
  }
  return { packets, changes: [...changes.values()], leftOut };
}
