import { applyChange, packetRecords, type ItemChange, type ItemSource, type Packet, type PacketItem } from '../../../src/core/review';
import type { Item, ReviewStatus } from '../../../src/core/item/types';
import { clone, readJson } from '../helpers';

export const NOW = new Date('2026-03-01T10:00:00Z');

/** A sample item, moved to `status` for the test. */
export function sample(name: string, status: ReviewStatus = 'ready'): Item {
  const item = clone(readJson<Item>(`samples/dataset/${name}.item.json`));
  item.review = { status, history: [] };
  return item;
}

/** An in-memory item folder: file → text, as the CLI and the extension hold it. */
export class Folder {
  readonly texts = new Map<string, string>();
  constructor(items: Item[]) {
    for (const item of items) this.texts.set(`items/${item.id}.item.json`, `${JSON.stringify(item, null, 2)}\n`);
  }
  sources(): ItemSource[] {
    return [...this.texts].map(([file, text]) => ({ file, item: JSON.parse(text) as Item }));
  }
  item(id: string): Item {
    return JSON.parse(this.texts.get(`items/${id}.item.json`)!) as Item;
  }
  apply(changes: ItemChange[]) {
    for (const change of changes) this.texts.set(change.file, applyChange(this.texts.get(change.file)!, change));
  }
  snapshot(): string {
    return JSON.stringify([...this.texts]);
  }
}

/** The packet's entry for item `id` (packets show p1, p2…; the item's history keeps which is which). */
export function entryOf(packet: Packet, folder: Folder, id: string): PacketItem {
  const entry = packetRecords(folder.item(id)).get(packet.id)?.entry;
  const found = packet.items.find((i) => i.id === entry);
  if (!found) throw new Error(`packet ${packet.id} holds no entry for ${id}`);
  return found;
}
