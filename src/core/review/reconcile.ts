/** Reconcile: reviewers' responses against the keys, all checks first, then every item change or none. */
import type { Language } from '../item/types';
import type { HistoryEntry, Item, ReviewStatus } from '../item/types';
import { canonicalJson } from './canonical';
import type { ItemChange, ItemSource } from './changes';
import { keyUnchanged, shownDigest } from './commitment';
import { comparePart, numbersBeyondRange } from './compare';
import { packetRecords, responseRecords, reviewOps, statusOf, withReview } from './history';
import { ReviewError, reviewMessage } from './messages';
import { checkPacketShape } from './packetCheck';
import { shownInPacket, shownOf, solverPart } from './redact';
import { lateRefusal, refusalEntry } from './team/reissue';
import { reissueOf } from './team/packetsOut';
import type { DisputeReason, Packet, PacketItem, PacketRecord, PartVerdict, ResponseRecord } from './types';

/** A packet file as read. */
export interface PacketSource {
  file: string;
  data: unknown;
}

/** One reviewer's response to one item, as reconciled now or earlier. */
export interface ResponseOutcome {
  packet: string;
  /** The packet's id for the item ("p1"; the item's id in older packets). */
  entry: string;
  reviewer: string;
  outcome: 'agreed' | 'disputed';
  reasons: DisputeReason[];
  /** True when this packet had been reconciled before: nothing changed. */
  already: boolean;
}

export interface ItemOutcome {
  id: string;
  file: string;
  /** Agreed only when every response so far agrees. */
  outcome: 'agreed' | 'disputed';
  /** The item's status after reconcile (in-review while another reviewer's packet is still out). */
  status: ReviewStatus;
  responses: ResponseOutcome[];
}

/** An item whose history says a packet holds it, though the packet no longer does: it stays in review. */
export interface MissingEntry {
  id: string;
  file: string;
  packet: string;
  reviewer: string;
}

/** A late response to a packet that had been reissued to someone else: not counted, recorded as refused. */
export interface RefusedResponse {
  id: string;
  file: string;
  packet: string;
  reviewer: string;
  reason: string;
}

export interface ReconcilePlan {
  items: ItemOutcome[];
  changes: ItemChange[];
  missing: MissingEntry[];
  refused: RefusedResponse[];
}

export interface ReconcileOptions {
  /** Who reconciles (actor of status entries). */
  by: string;
  now: Date;
  lang?: Language;
}

/** Checks every packet against the items, then plans the changes; a ReviewError names every problem found. */
export async function reconcile(packets: PacketSource[], sources: ItemSource[], options: ReconcileOptions): Promise<ReconcilePlan> {
  const lang = options.lang ?? 'en';
  const problems: string[] = [];
  const shaped: { file: string; packet: Packet }[] = [];
  const firstFile = new Map<string, string>();
  for (const source of packets) {
    const { packet, problems: shape } = checkPacketShape(source.data, lang);
    if (!packet) {
      problems.push(...shape.map((p) => `${source.file}: ${p}`));
      continue;
    }
    const earlier = firstFile.get(packet.id);
    if (earlier !== undefined) problems.push(`${source.file}: ${reviewMessage(lang, 'packetTwice', { packet: packet.id, first: earlier })}`);
    else shaped.push({ file: source.file, packet });
    firstFile.set(packet.id, earlier ?? source.file);
  }
  const index = indexItems(sources, new Set(shaped.map((s) => s.packet.id)));
  const pairs: Pair[] = [];
  const missing: MissingEntry[] = [];
  for (const { file, packet } of shaped) {
    problems.push(...(await matchPacket(packet, index, lang, pairs, missing)).map((p) => `${file}: ${p}`));
  }
  if (problems.length) throw new ReviewError(problems);

  const at = options.now.toISOString();
  const working = new Map<string, Item>();
  const ops = new Map<string, ItemChange>();
  const outcomes = new Map<string, ResponseOutcome[]>();
  const refused: RefusedResponse[] = [];
  const append = (file: string, item: Item, status: ReviewStatus, entries: HistoryEntry[]) => {
    const change = ops.get(file) ?? { file, id: item.id, ops: [] };
    change.ops.push(...reviewOps(item, status, entries));
    ops.set(file, change);
    working.set(item.id, withReview(item, status, entries));
  };
  for (const pair of pairs) {
    const item = working.get(pair.source.item.id) ?? pair.source.item;
    if (pair.late) {
      refused.push({ id: item.id, file: pair.source.file, packet: pair.packet.id, reviewer: pair.packet.reviewer, reason: pair.late });
      const entry = refusalEntry(item, pair.packet.id, pair.packet.reviewer, pair.late, options.by, at);
      if (entry) append(pair.source.file, item, statusOf(item), [entry]);
      continue;
    }
    const earlier = responseRecords(item).get(pair.packet.id);
    const list = outcomes.get(item.id) ?? [];
    outcomes.set(item.id, list);
    if (earlier) {
      list.push({ packet: pair.packet.id, entry: pair.entry.id, reviewer: earlier.reviewer, outcome: earlier.outcome, reasons: earlier.reasons, already: true });
      continue;
    }
    const record = judgeResponse(item, pair.packet.reviewer, pair.entry, pair.keyOk, pair.shownOk);
    list.push({ packet: pair.packet.id, entry: pair.entry.id, reviewer: record.reviewer, outcome: record.outcome, reasons: record.reasons, already: false });
    const entries: HistoryEntry[] = [{ at, actor: record.reviewer, action: 'response', packet: pair.packet.id, details: { ...record } }];
    const status = statusAfter(item, record);
    if (status !== statusOf(item) && status !== 'in-review') entries.push({ at, actor: options.by, action: status as 'agreed' | 'disputed', status });
    entries[0].status = status;
    append(pair.source.file, item, status, entries);
  }
  const items = [...outcomes].map(([id, responses]) => {
    const item = working.get(id) ?? index.byId.get(id)!.item;
    const all = [...responseRecords(item).values()];
    return {
      id,
      file: index.byId.get(id)!.file,
      outcome: all.some((r) => r.outcome === 'disputed') ? 'disputed' as const : 'agreed' as const,
      status: statusOf(item),
      responses,
    };
  });
  return { items, changes: [...ops.values()], missing, refused };
}

interface Pair {
  packet: Packet;
  entry: PacketItem;
  source: ItemSource;
  /** The item's key is still the one the packet committed to. */
  keyOk: boolean;
  /** The item still shows what the packet showed (question, translation, task, market, language, parts). */
  shownOk: boolean;
  /** Why the response is refused: its packet was reissued to someone else. */
  late?: string;
}

interface ItemIndex {
  byId: Map<string, ItemSource>;
  /** An id's second file; a problem only for a packet that names it (see matchPacket). */
  twice: Map<string, string>;
  /** The items each packet being reconciled was sent with, by packet id, as their history records. */
  sent: Map<string, Sent[]>;
  /** The same by packet id and the packet's own id for the item (p1, p2…). */
  byEntry: Map<string, Map<string, ItemSource>>;
}

interface Sent {
  source: ItemSource;
  record: PacketRecord;
}

function indexItems(sources: ItemSource[], packetIds: Set<string>): ItemIndex {
  const byId = new Map<string, ItemSource>();
  const twice = new Map<string, string>();
  const sent = new Map<string, Sent[]>();
  const byEntry = new Map<string, Map<string, ItemSource>>();
  for (const source of sources) {
    if (byId.has(source.item.id)) twice.set(source.item.id, source.file);
    else byId.set(source.item.id, source);
    for (const [packet, record] of packetRecords(source.item)) {
      if (!packetIds.has(packet)) continue;
      const list = sent.get(packet) ?? [];
      list.push({ source, record });
      sent.set(packet, list);
      if (record.entry !== undefined) {
        const entries = byEntry.get(packet) ?? new Map<string, ItemSource>();
        entries.set(record.entry, source);
        byEntry.set(packet, entries);
      }
    }
  }
  return { byId, twice, sent, byEntry };
}

/** The item a packet entry stands for: by the packet's own id for it, or (older packets) by the item's id. */
function sourceOf(packet: Packet, entry: PacketItem, index: ItemIndex): ItemSource | undefined {
  return index.byEntry.get(packet.id)?.get(entry.id) ?? index.byId.get(entry.id);
}

/** Every way the packet does not fit the items it names; fitting entries are added to `pairs`, entries gone from it to `missing`. */
async function matchPacket(packet: Packet, index: ItemIndex, lang: Language, pairs: Pair[], missing: MissingEntry[]): Promise<string[]> {
  const sent = index.sent.get(packet.id) ?? [];
  if (packet.items.length && !sent.length) return [reviewMessage(lang, 'wrongFolder', { packet: packet.id })];
  const seen = new Set<string>();
  const matched = new Set<ItemSource>();
  // The checks of every entry at once: the digests are asynchronous and run side by side.
  const checked = await Promise.all(packet.items.map((entry): Checked | Promise<Checked> => {
    const problems: string[] = [];
    // Problems name the real item once it is known (with the packet's id for it when that differs).
    let named = entry.id;
    const say = (key: Parameters<typeof reviewMessage>[1], args: Record<string, string | number> = {}): Checked => {
      problems.push(reviewMessage(lang, key, { id: named, packet: packet.id, ...args }));
      return { problems };
    };
    if (seen.has(entry.id)) return say('duplicatePacketItem');
    seen.add(entry.id);
    const source = sourceOf(packet, entry, index);
    if (!source) return say('unknownItem');
    const id = source.item.id;
    if (id !== entry.id) named = `${id} (${entry.id})`;
    if (matched.has(source)) return say('duplicatePacketItem');
    matched.add(source);
    if (index.twice.has(id)) return say('duplicateItemId', { id, first: index.byId.get(id)!.file, second: index.twice.get(id)! });
    const record = packetRecords(source.item).get(packet.id);
    if (!record) return say('noRecord');
    const late = lateRefusal(source.item, packet.id, lang);
    if (late) return { problems, pair: { packet, entry, source, keyOk: false, shownOk: false, late } };
    if (record.commitment !== entry.commitment) say('commitmentEdited');
    if (record.reviewer !== packet.reviewer) say('reviewerEdited', { given: packet.reviewer, recorded: record.reviewer });
    if (entry.response.parts.length > entry.parts.length) say('extraPart', { given: entry.response.parts.length, asked: entry.parts.length });
    (source.item.answer?.parts ?? []).forEach((part, i) => {
      const given = entry.response.parts[i];
      for (const value of given?.value ? numbersBeyondRange(source.item, i, given) : []) say('numberBeyondRange', { label: part.label, value: value.length > 40 ? `${value.slice(0, 16)}…${value.slice(-16)}` : value });
    });
    const reconciled = responseRecords(source.item).has(packet.id);
    const status = statusOf(source.item);
    if (!reconciled && status !== 'in-review' && status !== 'disputed') say('notInReview', { status });
    return bound(source.item, entry, record).then(({ keyOk, shownOk, packetEdited }) => {
      if (packetEdited) say('shownEdited');
      if (keyOk && record.shown === undefined && !samePartsAsked(source.item, entry)) say('partsEdited');
      return { problems, pair: { packet, entry, source, keyOk, shownOk } };
    });
  }));
  // In the packet's order, whatever order the digests finished in.
  for (const { pair } of checked) if (pair) pairs.push(pair);
  for (const { source, record } of sent) {
    if (!matched.has(source) && !responseRecords(source.item).has(packet.id)) missing.push({ id: source.item.id, file: source.file, packet: packet.id, reviewer: record.reviewer });
  }
  return checked.flatMap((c) => c.problems);
}

/** One entry's problems, and the pair to reconcile when it names an item. */
interface Checked {
  problems: string[];
  pair?: Pair;
}

/**
 * What the response is bound to: the key (keyOk), what the packet showed (shownOk: the item still shows it) and
 * the packet's own text (packetEdited: it no longer shows what was sent; only packets that recorded a digest can tell).
 */
async function bound(item: Item, entry: PacketItem, record: PacketRecord): Promise<{ keyOk: boolean; shownOk: boolean; packetEdited: boolean }> {
  const inItem = canonicalJson(shownOf(item));
  const inPacket = canonicalJson(shownInPacket(entry));
  const [keyOk, itemDigest, packetDigest] = await Promise.all([
    keyUnchanged(item, record.salt, record.commitment),
    shownDigest(inItem),
    // The same text has the same digest: hash it once.
    inPacket === inItem ? undefined : shownDigest(inPacket),
  ]);
  const sentDigest = packetDigest ?? itemDigest;
  const packetEdited = record.shown !== undefined && (sentDigest !== record.shown || entry.shown !== record.shown);
  return { keyOk, shownOk: itemDigest === (record.shown ?? sentDigest), packetEdited };
}

/** The response's outcome with its typed reasons and per-part verdicts. */
function judgeResponse(item: Item, reviewer: string, entry: PacketItem, keyOk: boolean, shownOk: boolean): ResponseRecord {
  const response = entry.response;
  const reasons: DisputeReason[] = [];
  const verdicts: PartVerdict[] = [];
  if (!keyOk) reasons.push({ code: 'key-changed' });
  // An answer to another question is never compared with this one's key.
  if (!shownOk) reasons.push({ code: 'question-changed' });
  if (response.cannotAnswer) reasons.push({ code: 'cannot-answer', reason: response.reason ?? '' });
  if (response.ambiguous) reasons.push({ code: 'ambiguous', comment: response.comment });
  if (item.task === 'OE') {
    if (!response.cannotAnswer) reasons.push({ code: 'open-ended' });
  } else if (keyOk && shownOk && !response.cannotAnswer) {
    (item.answer?.parts ?? []).forEach((part, i) => {
      const answer = response.parts[i];
      // A part left empty on an item flagged as ambiguous is explained by the flag.
      if (!answer?.value.trim()) return response.ambiguous || reasons.push({ code: 'missing-part', part: i, label: part.label });
      const verdict = comparePart(item, i, answer);
      verdicts.push(verdict);
      if (verdict.several) reasons.push({ code: 'several-values', part: i, label: part.label, value: answer.value, values: verdict.several });
      else if (verdict.pass === null) reasons.push({ code: 'no-data', part: i, label: part.label });
      else if (!verdict.pass && part.kind === 'text') reasons.push({ code: 'text-mismatch', part: i, label: part.label, value: answer.value });
      else if (!verdict.pass) reasons.push({ code: 'out-of-tolerance', part: i, label: part.label, value: answer.value, normalised: verdict.normalised ?? null, accepted: verdict.accepted ?? null });
    });
  }
  return { reviewer, outcome: reasons.length ? 'disputed' : 'agreed', reasons, verdicts, response };
}

/** With the key unchanged, the packet must ask exactly the item's parts. */
function samePartsAsked(item: Item, entry: PacketItem): boolean {
  const asked = item.task === 'OE' ? [] : (item.answer?.parts ?? []).map(solverPart);
  return canonicalJson(asked) === canonicalJson(entry.parts);
}

/** Disputed as soon as one response disputes; agreed once every packet sent for the item has agreed. */
function statusAfter(item: Item, record: ResponseRecord): ReviewStatus {
  if (record.outcome === 'disputed' || statusOf(item) === 'disputed') return 'disputed';
  const responses = responseRecords(item);
  const pending = [...packetRecords(item).keys()].filter((id) => !responses.has(id) && !reissueOf(item, id));
  // The packet being reconciled is still pending in `item`; every other must have agreed.
  return pending.length <= 1 && [...responses.values()].every((r) => r.outcome === 'agreed') ? 'agreed' : 'in-review';
}
